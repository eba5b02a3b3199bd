// fee_reversal: a goodwill reversal of a posted fee, if fewer than the allowed waivers were granted in 12 months.
import { addMonths, formatDateLong } from '../../../domain/calendar.js';
import type { CustomerRecords, FeeKind, Transaction } from '../../../domain/records.js';
import type { ClaimRule, RuleCalendar } from '../../pack.js';
import {
  REVERSAL_CHANNELS, describeTransaction, finding, findTransaction, makeResult, rupees, settlingCredits, sortCandidates,
  transactionCandidate, txnDate,
} from '../rule-kit.js';
import { BANK_CITATIONS } from './citations.js';
import { BANK_PACK_META } from './meta.js';
import type { ClaimTypeDeclaration } from '../../claim-type.js';
import type { BankParams } from './params.js';
import { DEBITED } from './cue-fragments.js';

/** Fee kinds the goodwill policy covers. */
export const WAIVABLE_FEES: readonly FeeKind[] = ['late_payment', 'annual', 'min_balance'];

const isFeeDebit = (t: Transaction) => t.direction === 'debit' && t.channel === 'fee';

/** Refund credits relating to the customer's fee debits, dated within the 12 months before today (inclusive). */
export function waiversInLast12Months(records: CustomerRecords, calendar: RuleCalendar): Transaction[] {
  const feeIds = new Set(records.transactions.filter(isFeeDebit).map((t) => t.id));
  const since = addMonths(calendar.today, -12);
  return records.transactions.filter((t) => {
    if (t.direction !== 'credit' || t.status !== 'posted' || !REVERSAL_CHANNELS.includes(t.channel)) return false;
    if (!t.relatesTo || !feeIds.has(t.relatesTo)) return false;
    const on = txnDate(t, calendar.timeZone);
    return on >= since && on <= calendar.today;
  });
}

const citations = [BANK_CITATIONS.goodwill, BANK_CITATIONS.feeSchedule];

export const feeReversalRule: ClaimRule<BankParams> = {
  claimType: 'fee_reversal',

  candidates(records, calendar) {
    return sortCandidates(
      records.transactions
        .filter((t) => isFeeDebit(t) && t.status === 'posted')
        .map((t) => {
          const refunded = settlingCredits(records, t.id, REVERSAL_CHANNELS).length > 0;
          return transactionCandidate(t, records, refunded ? 1 : 0, calendar.timeZone, ['fee']);
        }),
    );
  },

  evaluate({ records, subjectId, params, calendar }) {
    const result = (parts: Omit<Parameters<typeof makeResult>[2], 'citations' | 'subjectId'>) =>
      makeResult(BANK_PACK_META, 'fee_reversal', { ...parts, citations, subjectId });
    const fee = findTransaction(records, subjectId);
    const what = `${fee.id} (${describeTransaction(fee, calendar.timeZone)})`;
    if (!isFeeDebit(fee) || fee.status !== 'posted') {
      return result({ eligible: 'no', findings: [finding('not_a_fee', `${what} is not a posted fee debit.`, [fee.id])] });
    }
    if (!fee.feeKind || !WAIVABLE_FEES.includes(fee.feeKind)) {
      return result({
        eligible: 'no',
        findings: [finding('fee_not_waivable', `${what} is not a late payment, annual or minimum balance fee, which the goodwill policy covers.`, [fee.id])],
      });
    }
    const refunds = settlingCredits(records, fee.id, REVERSAL_CHANNELS);
    if (refunds.length > 0) {
      return result({
        eligible: 'no',
        findings: [finding('already_reversed', `${what} has already been reversed (${refunds.map((r) => r.id).join(', ')}).`, [fee.id, ...refunds.map((r) => r.id)])],
      });
    }
    const premium = records.customer.segment === 'premium';
    const allowed = premium ? params.feeWaiversPer12MonthsPremium : params.feeWaiversPer12Months;
    const granted = waiversInLast12Months(records, calendar);
    const since = addMonths(calendar.today, -12);
    const segment = premium ? 'premium' : records.customer.segment;
    const countText = `${granted.length} goodwill fee reversal${granted.length === 1 ? ' was' : 's were'} granted since ${formatDateLong(since)}; a ${segment} customer is allowed ${allowed} in 12 months.`;
    const countIds = [fee.id, ...granted.map((g) => g.id)];
    if (granted.length >= allowed) {
      return result({ eligible: 'no', findings: [finding('waiver_limit_reached', countText, countIds)] });
    }
    return result({
      eligible: 'yes',
      components: [{ kind: 'refund', label: `Goodwill reversal of the fee ${fee.id}`, amount: fee.amount, formula: rupees(fee.amount), relatesTo: fee.id }],
      findings: [finding('waiver_available', countText, countIds)],
    });
  },
};

export const feeReversal: ClaimTypeDeclaration<BankParams> = {
  id: 'fee_reversal',
  label: 'Fee reversal request',
  noun: 'fee reversal request',
  intent: 'complaint',
  vocabulary: {
    cues: [
      '(?:fee|fees|charge|charges|penalty|fine)\\b.{0,80}(?:revers|waive|refund|remove|return|wapas|back|cancel)',
      '(?:revers|waive|refund|remove|return|wapas)\\w*\\b.{0,80}(?:fee|fees|charges|penalty)',
      'why (?:did you|have you|was i|were we|is there).{0,40}(?:fee|charge|penalty)',
      '(?:minimum|min|average|avg|monthly average|quarterly average) (?:monthly |quarterly )?balance\\b.{0,60}(?:charge|fee|penalty|fine|' + DEBITED + '|laga|liye|wapas|vapas|revers|refund|waive)',
      '(?:not|nahi|did not|could not) (?:\\w+ )?maintain\\w*\\b.{0,30}balance|non[- ]?maintenance',
      '(?:late(?: payment)?|annual|joining|renewal|over[- ]?limit|processing|sms(?: alert)?|cash (?:withdrawal|advance)|(?:cheque|check|ecs|nach|emi|mandate|auto[- ]?debit) (?:bounce|return|dishonou?r)|bounce|maintenance|penal|foreclosure|convenience|folio|ledger) (?:charges?|fees?|penalty|penalties|fine)',
      '\\bwaive(?:r|d|s)?\\b', '(?:charges?|fees?|penalty|fine)\\b.{0,60}\\bmaaf\\b|\\bmaaf (?:kar|karo|kardo|kar do|kijiye|karein)\\b.{0,30}(?:charges?|fees?|penalty|fine)',
      '(?:fee|charges|penalty) (?:laga|lagaya|kaat|kata|kat)',
    ],
    examples: [
      'Please reverse the minimum balance charges.',
      'Waive the annual fee on my credit card.',
      'Minimum balance penalty laga diya, please wapas karo.',
    ],
    aspects: ['fees', 'fee reversal'],
  },
  rule: feeReversalRule,
  citations: [BANK_CITATIONS.goodwill, BANK_CITATIONS.feeSchedule],
};
