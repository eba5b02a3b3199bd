// Shared helpers for pack rules: record look-ups, settling credits, candidates, formulas and result assembly.
import { EchoPilotError } from '../../domain/errors.js';
import { formatInr, type Paise } from '../../domain/money.js';
import { localDate, type CalendarDate } from '../../domain/calendar.js';
import type { Channel, CustomerRecords, Transaction } from '../../domain/records.js';
import type { AmountComponent, Citation, Eligibility, Finding, ProductAction, RuleResult } from '../../domain/rule-result.js';
import { describeTxn, describeTxnIn, type TxnFacts } from '../wording.js';
import type { ClaimType } from '../../domain/vocabulary.js';
import type { Candidate } from '../pack.js';

/** The identity stamped on every result of a pack. */
export interface PackMeta {
  id: string;
  version: string;
  effectiveDate: CalendarDate;
}

/** "5,000.00": rupees with Indian grouping and no symbol, for formulas. */
export function rupees(paise: Paise): string {
  return formatInr(paise, { symbol: false });
}

export function txnDate(txn: Transaction, timeZone: string): CalendarDate {
  return localDate(txn.at, timeZone);
}

export function instantMs(txn: Transaction): number {
  return Date.parse(txn.at);
}

export function findTransaction(records: CustomerRecords, id: string): Transaction {
  const txn = records.transactions.find((t) => t.id === id);
  if (!txn) throw new EchoPilotError('NOT_FOUND', `no transaction ${id} among the customer's records`, { field: 'subjectId' });
  return txn;
}

export function findRecord<T extends { id: string }>(list: readonly T[], id: string, kind: string): T {
  const record = list.find((r) => r.id === id);
  if (!record) throw new EchoPilotError('NOT_FOUND', `no ${kind} ${id} among the customer's records`, { field: 'subjectId' });
  return record;
}

/** Posted credits whose `relates_to` names the record, on the given channels, earliest first. */
export function settlingCredits(records: CustomerRecords, relatesTo: string, channels: readonly Channel[]): Transaction[] {
  return records.transactions
    .filter((t) => t.direction === 'credit' && t.relatesTo === relatesTo && t.status === 'posted' && channels.includes(t.channel))
    .sort(byInstant);
}

/** Reversal or refund credits (what "reversed" or "refunded" means for a debit). */
export const REVERSAL_CHANNELS: readonly Channel[] = ['reversal', 'refund'];

export function byInstant(a: Transaction, b: Transaction): number {
  return instantMs(a) - instantMs(b) || a.id.localeCompare(b.id);
}

export function sumPaise(values: readonly Paise[]): Paise {
  return values.reduce((total, v) => total + v, 0);
}

/** A transaction as findings name it: id, amount, date, counterparty and reference (`short`: id, amount and date only). */
export function txnFacts(txn: Transaction, timeZone: string, short = false): TxnFacts {
  return {
    id: txn.id, amount: txn.amount, on: txnDate(txn, timeZone),
    counterparty: !short && txn.counterparty ? txn.counterparty : null, ref: !short && txn.reference ? txn.reference : null,
  };
}

/** "₹4,000.00 at ATM BANDRA 0007 on 7 March 2026 (ATM0307B)". */
export function describeTransaction(txn: Transaction, timeZone: string): string {
  return describeTxn(txnFacts(txn, timeZone));
}

/** A transaction as a candidate, labelled by id, reference, counterparty, channel and card last-4. */
export function transactionCandidate(
  txn: Transaction,
  records: CustomerRecords,
  tier: number,
  timeZone: string,
  extraLabels: string[] = [],
): Candidate {
  const card = txn.cardId ? records.cards.find((c) => c.id === txn.cardId) : undefined;
  const labels = [txn.id, txn.reference, txn.counterparty, txn.channel, txn.feeKind, txn.policyId, card?.last4, ...extraLabels]
    .filter((l): l is string => typeof l === 'string' && l.length > 0);
  return {
    id: txn.id,
    kind: 'transaction',
    tier,
    amount: txn.amount,
    date: txnDate(txn, timeZone),
    // A premium is also dated by the instalment it paid ("the health instalment due 1 May", debited on the 2nd).
    ...(txn.dueOn ? { otherDates: [txn.dueOn] } : {}),
    labels,
    describe: describeTransaction(txn, timeZone),
    describeIn: { hi: describeTxnIn('hi', txnFacts(txn, timeZone)), 'hi-Latn': describeTxnIn('hi-Latn', txnFacts(txn, timeZone)) },
  };
}

/** Orders candidates deterministically: tier, then date, then id. */
export function sortCandidates(candidates: Candidate[]): Candidate[] {
  return [...candidates].sort(
    (a, b) => a.tier - b.tier || (a.date ?? '').localeCompare(b.date ?? '') || a.id.localeCompare(b.id),
  );
}

/** "5,000.00 + 100.00 × 3 days late = 5,300.00"; a lone bare amount stays "5,000.00". */
export function totalFormula(components: readonly AmountComponent[], total: Paise): string {
  if (components.length === 0) return rupees(0);
  const parts = components.map((c) => c.formula);
  if (components.length === 1 && parts[0] === rupees(total)) return rupees(total);
  return `${parts.join(' + ')} = ${rupees(total)}`;
}

export interface ResultParts {
  eligible: Eligibility;
  components?: AmountComponent[];
  findings: Finding[];
  citations: Citation[];
  reviewRequired?: boolean;
  productActions?: { action: ProductAction; recordId: string }[];
  urgent?: boolean;
  subjectId: string | null;
  reversalDueOn?: string;
}

/** Assembles a result: the amount is the sum of the components, and only an eligible result carries money. */
export function makeResult(meta: PackMeta, claimType: ClaimType, parts: ResultParts): RuleResult {
  const components = parts.eligible === 'yes' ? (parts.components ?? []) : [];
  const amount = sumPaise(components.map((c) => c.amount));
  return {
    claimType,
    eligible: parts.eligible,
    amount,
    components,
    formula: totalFormula(components, amount),
    findings: parts.findings,
    citations: parts.citations,
    reviewRequired: parts.reviewRequired ?? false,
    productActions: parts.productActions ?? [],
    urgent: parts.urgent ?? false,
    subjectId: parts.subjectId,
    ...(parts.reversalDueOn !== undefined ? { reversalDueOn: parts.reversalDueOn } : {}),
    packId: meta.id,
    packVersion: meta.version,
    effectiveDate: meta.effectiveDate,
  };
}

export { findingsOf, wording, type TxnFacts } from '../wording.js';
