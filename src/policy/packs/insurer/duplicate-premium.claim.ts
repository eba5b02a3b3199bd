// duplicate_premium_debit: two premium payments for the same policy and due date → refund the later one.
import { formatDateLong } from '../../../domain/calendar.js';
import type { CustomerRecords, Transaction } from '../../../domain/records.js';
import type { ClaimRule } from '../../pack.js';
import {
  REVERSAL_CHANNELS, byInstant, describeTransaction, finding, findTransaction, makeResult, rupees, settlingCredits,
  sortCandidates, transactionCandidate,
} from '../rule-kit.js';
import { INSURER_CITATIONS } from './citations.js';
import { INSURER_PACK_META } from './meta.js';
import type { ClaimTypeDeclaration } from '../../claim-type.js';
import type { InsurerParams } from './params.js';
import { TWICE, TAKEN, MANDATE, POLICY } from './cue-fragments.js';

const isPremiumPayment = (t: Transaction) => t.direction === 'debit' && t.channel === 'premium' && t.status === 'posted';

/** The latest earlier premium payment for the same policy and due date. */
export function earlierPremium(records: CustomerRecords, later: Transaction): Transaction | undefined {
  if (!later.policyId || !later.dueOn) return undefined;
  return records.transactions
    .filter((t) => t.id !== later.id && isPremiumPayment(t) && t.policyId === later.policyId && t.dueOn === later.dueOn && byInstant(t, later) < 0)
    .sort(byInstant)
    .at(-1);
}

/** The latest earlier premium payment of the same amount for the same policy, whatever its due date. */
function earlierSamePolicy(records: CustomerRecords, later: Transaction): Transaction | undefined {
  if (!later.policyId) return undefined;
  return records.transactions
    .filter((t) => t.id !== later.id && isPremiumPayment(t) && t.policyId === later.policyId && t.amount === later.amount && byInstant(t, later) < 0)
    .sort(byInstant)
    .at(-1);
}

const citations = [INSURER_CITATIONS.duplicatePremium];

export const duplicatePremiumRule: ClaimRule<InsurerParams> = {
  claimType: 'duplicate_premium_debit',

  candidates(records, calendar) {
    // The later payment of a pair stands for the pair (labelled with its twin); the earlier one is not listed.
    // A pair with different due dates is listed too (tier 1): the rule then says why it is not a duplicate.
    const payments = records.transactions.filter(isPremiumPayment);
    const twins = new Map(payments.map((t) => [t.id, earlierPremium(records, t)]));
    const sameDueEarlier = new Set([...twins.values()].map((t) => t?.id));
    const inSameDuePair = new Set([...twins.entries()].filter(([, twin]) => twin).flatMap(([id, twin]) => [id, twin?.id ?? '']));
    // Two single payments of one policy and amount for different due dates: the later stands for the pair.
    const otherDueEarlier = new Set(
      payments
        .filter((t) => !inSameDuePair.has(t.id))
        .map((t) => earlierSamePolicy(records, t))
        .filter((t): t is Transaction => !!t && !inSameDuePair.has(t.id))
        .map((t) => t.id),
    );
    return sortCandidates(
      payments.filter((t) => !sameDueEarlier.has(t.id) && !otherDueEarlier.has(t.id)).map((t) => {
        const twin = twins.get(t.id) ?? earlierSamePolicy(records, t);
        const product = records.policies.find((p) => p.id === t.policyId)?.product;
        const extra = [twin?.id, twin?.reference ?? undefined, twin?.counterparty, product, 'premium'].filter((l): l is string => !!l);
        return transactionCandidate(t, records, twins.get(t.id) ? 0 : 1, calendar.timeZone, extra);
      }),
    );
  },

  evaluate({ records, subjectId, calendar }) {
    const result = (parts: Omit<Parameters<typeof makeResult>[2], 'citations' | 'subjectId'>) =>
      makeResult(INSURER_PACK_META, 'duplicate_premium_debit', { ...parts, citations, subjectId });
    const later = findTransaction(records, subjectId);
    const what = `${later.id} (${describeTransaction(later, calendar.timeZone)})`;
    if (!isPremiumPayment(later)) {
      return result({ eligible: 'no', findings: [finding('not_a_premium', `${what} is not a posted premium payment.`, [later.id])] });
    }
    const earlier = earlierPremium(records, later);
    const otherDue = earlier ? undefined : earlierSamePolicy(records, later);
    if (!earlier && otherDue) {
      return result({
        eligible: 'no',
        findings: [finding(
          'different_due_dates',
          `${otherDue.id} paid the premium due ${otherDue.dueOn ? formatDateLong(otherDue.dueOn) : '(no due date)'} and ${later.id} the premium due ${later.dueOn ? formatDateLong(later.dueOn) : '(no due date)'}: they are two instalments, not a duplicate.`,
          [otherDue.id, later.id],
        )],
      });
    }
    if (!earlier) {
      return result({
        eligible: 'no',
        findings: [finding('no_twin', `${what} is the only premium payment for policy ${later.policyId ?? '(none)'} due ${later.dueOn ? formatDateLong(later.dueOn) : '(no due date)'}.`, [later.id])],
      });
    }
    const ids = [earlier.id, later.id];
    const refunds = [...settlingCredits(records, later.id, REVERSAL_CHANNELS), ...settlingCredits(records, earlier.id, REVERSAL_CHANNELS)];
    if (refunds.length > 0) {
      return result({
        eligible: 'no',
        findings: [finding('already_refunded', `One of the two premium payments has already been refunded (${refunds.map((r) => r.id).join(', ')}).`, [...ids, ...refunds.map((r) => r.id)])],
      });
    }
    return result({
      eligible: 'yes',
      components: [{ kind: 'refund', label: `Refund of the duplicate premium payment ${later.id}`, amount: later.amount, formula: rupees(later.amount), relatesTo: later.id }],
      findings: [finding('duplicate', `${earlier.id} and ${later.id} both pay the premium of policy ${later.policyId ?? ''} due ${later.dueOn ? formatDateLong(later.dueOn) : ''}: ${later.id} is a duplicate.`, ids)],
    });
  },
};

export const duplicatePremiumDebit: ClaimTypeDeclaration<InsurerParams> = {
  id: 'duplicate_premium_debit',
  label: 'Duplicate premium debit',
  noun: 'duplicate premium debit',
  intent: 'complaint',
  vocabulary: {
    cues: [
      'premium\\b.{0,80}(?:twice|two times|double|2 times|do baar|2 baar|again)',
      '(?:twice|two times|double|do baar|2 baar)\\b.{0,60}premium',
      '(?:duplicate|extra|double) (?:premium|debit|payment|deduction)',
      'premium (?:debited|deducted|paid|charged) (?:twice|two times|again)',
      TAKEN + '\\b(?:\\s+\\S+){0,5}?\\s+' + TWICE + '\\b.{0,80}' + POLICY,
      POLICY + '\\b.{0,80}' + TAKEN + '\\b(?:\\s+\\S+){0,4}?\\s+' + TWICE + '\\b',
      '(?:two|2) (?:debits|deductions|payments|charges|entries) (?:of|for)\\b.{0,40}' + POLICY,
      MANDATE + '\\w*\\b.{0,80}' + TWICE + '|' + TWICE + '\\b.{0,40}' + MANDATE,
    ],
    examples: [
      'My premium was debited twice this month.',
      'The auto-debit took the premium two times, return one.',
      'Premium do baar kat gaya hai.',
    ],
    aspects: ['premium', 'duplicate premium'],
  },
  rule: duplicatePremiumRule,
  citations: [INSURER_CITATIONS.duplicatePremium],
};
