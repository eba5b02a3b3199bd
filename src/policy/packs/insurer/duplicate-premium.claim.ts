// duplicate_premium_debit: two premium payments for the same policy and due date → refund the later one.
import type { CalendarDate } from '../../../domain/calendar.js';
import type { CustomerRecords, Transaction } from '../../../domain/records.js';
import type { ClaimRule } from '../../pack.js';
import type { FactWords } from '../../wording.js';
import {
  REVERSAL_CHANNELS, byInstant, findTransaction, findingsOf, makeResult, rupees, settlingCredits, sortCandidates,
  transactionCandidate, txnFacts, wording, type TxnFacts,
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

type Due = CalendarDate | null;
/** "due 1 April 2026" or "due (no due date)"; the Hindi and Hinglish words for the premium due on a day. */
const dueEn = (due: Due, w: FactWords) => (due ? w.date(due) : '(no due date)');
const dueHi = (due: Due, w: FactWords) => (due ? `${w.date(due)} को देय` : 'बिना देय तारीख वाले');
const dueLatn = (due: Due, w: FactWords) => (due ? `${w.date(due)} ko due` : 'bina due date wale');
type Instalments = { other: string; otherDue: Due; later: string; laterDue: Due };

export const DUPLICATE_PREMIUM_WORDS = {
  not_a_premium: wording<{ txn: TxnFacts }>({
    en: (f, w) => `${w.txn(f.txn)} is not a posted premium payment.`,
    hi: (f, w) => `${w.txn(f.txn)} पूरा हुआ कोई प्रीमियम भुगतान नहीं है।`,
    'hi-Latn': (f, w) => `${w.txn(f.txn)} poora hua koi premium payment nahi hai.`,
  }),
  different_due_dates: wording<Instalments>({
    en: (f, w) => `${f.other} paid the premium due ${dueEn(f.otherDue, w)} and ${f.later} the premium due ${dueEn(f.laterDue, w)}: they are two instalments, not a duplicate.`,
    hi: (f, w) => `${f.other} से ${dueHi(f.otherDue, w)} प्रीमियम का और ${f.later} से ${dueHi(f.laterDue, w)} प्रीमियम का भुगतान हुआ: ये दो अलग-अलग किस्तें हैं, दोहरा भुगतान नहीं।`,
    'hi-Latn': (f, w) => `${f.other} se ${dueLatn(f.otherDue, w)} premium aur ${f.later} se ${dueLatn(f.laterDue, w)} premium bhara gaya: yeh do alag-alag installments hain, duplicate nahi.`,
  }),
  no_twin: wording<{ txn: TxnFacts; policy: string | null; due: Due }>({
    en: (f, w) => `${w.txn(f.txn)} is the only premium payment for policy ${f.policy ?? '(none)'} due ${dueEn(f.due, w)}.`,
    hi: (f, w) => `पॉलिसी ${f.policy ?? '(कोई नहीं)'} के ${dueHi(f.due, w)} प्रीमियम का केवल एक ही भुगतान है: ${w.txn(f.txn)}।`,
    'hi-Latn': (f, w) => `Policy ${f.policy ?? '(koi nahi)'} ke ${dueLatn(f.due, w)} premium ka sirf ek hi payment hai: ${w.txn(f.txn)}.`,
  }),
  already_refunded: wording<{ refunds: string[] }>({
    en: (f, w) => `One of the two premium payments has already been refunded (${w.list(f.refunds)}).`,
    hi: (f, w) => `इन दोनों प्रीमियम भुगतानों में से एक पहले ही वापस किया जा चुका है (${w.list(f.refunds)})।`,
    'hi-Latn': (f, w) => `In dono premium payments mein se ek pehle hi refund ho chuka hai (${w.list(f.refunds)}).`,
  }),
  duplicate: wording<{ earlier: string; later: string; policy: string; due: Due }>({
    en: (f, w) => `${f.earlier} and ${f.later} both pay the premium of policy ${f.policy} due ${f.due ? w.date(f.due) : ''}: ${f.later} is a duplicate.`,
    hi: (f, w) => `${f.earlier} और ${f.later} दोनों से पॉलिसी ${f.policy} के ${dueHi(f.due, w)} प्रीमियम का भुगतान हुआ: ${f.later} दोहरा भुगतान है।`,
    'hi-Latn': (f, w) => `${f.earlier} aur ${f.later} dono se policy ${f.policy} ke ${dueLatn(f.due, w)} premium ka payment hua: ${f.later} duplicate payment hai.`,
  }),
};
const finding = findingsOf(DUPLICATE_PREMIUM_WORDS);

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
    const txn = txnFacts(later, calendar.timeZone);
    if (!isPremiumPayment(later)) {
      return result({ eligible: 'no', findings: [finding('not_a_premium', { txn }, [later.id])] });
    }
    const earlier = earlierPremium(records, later);
    const otherDue = earlier ? undefined : earlierSamePolicy(records, later);
    if (!earlier && otherDue) {
      return result({
        eligible: 'no',
        findings: [finding('different_due_dates', { other: otherDue.id, otherDue: otherDue.dueOn, later: later.id, laterDue: later.dueOn }, [otherDue.id, later.id])],
      });
    }
    if (!earlier) {
      return result({
        eligible: 'no',
        findings: [finding('no_twin', { txn, policy: later.policyId, due: later.dueOn }, [later.id])],
      });
    }
    const ids = [earlier.id, later.id];
    const refunds = [...settlingCredits(records, later.id, REVERSAL_CHANNELS), ...settlingCredits(records, earlier.id, REVERSAL_CHANNELS)];
    if (refunds.length > 0) {
      return result({
        eligible: 'no',
        findings: [finding('already_refunded', { refunds: refunds.map((r) => r.id) }, [...ids, ...refunds.map((r) => r.id)])],
      });
    }
    return result({
      eligible: 'yes',
      components: [{ kind: 'refund', label: `Refund of the duplicate premium payment ${later.id}`, amount: later.amount, formula: rupees(later.amount), relatesTo: later.id }],
      findings: [finding('duplicate', { earlier: earlier.id, later: later.id, policy: later.policyId ?? '', due: later.dueOn }, ids)],
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
      // "the extra health premium of 11,800 you took on 2 Sept": the product named between.
      '\\b(?:duplicate|extra|double)\\s+(?:health|motor|life|travel|car|term)\\s+(?:insurance\\s+)?premium\\b',
      'premium (?:debited|deducted|paid|charged) (?:twice|two times|again)',
      // "Both autopay and UPI took my life premium", "NACH aur UPI dono ne premium kaat liya": two ways, one premium.
      `\\bboth\\s+(?:the\\s+)?(?:${MANDATE}|autopay|auto-pay|upi|online|net ?banking|card|app|cheque)\\s+(?:and|&)\\s+(?:the\\s+)?(?:${MANDATE}|autopay|auto-pay|upi|online|net ?banking|card|app|cheque)\\b.{0,20}\\b${TAKEN}\\b.{0,30}\\bpremium\\b(?!s)|\\b${MANDATE}\\b.{0,20}\\b(?:and|aur|&)\\b.{0,20}\\b(?:upi|online|net ?banking|card|cheque|app)\\b.{0,20}\\bdono\\b.{0,30}\\b${TAKEN}`,
      TAKEN + '\\b(?:\\s+\\S+){0,5}?\\s+' + TWICE + '\\b.{0,80}' + POLICY,
      POLICY + '\\b.{0,80}' + TAKEN + '\\b(?:\\s+\\S+){0,4}?\\s+' + TWICE + '\\b',
      // "1,850 rupees taken again on the 1st for my health policy! I already paid it last month."
      TAKEN + '\\s+(?:again|once more|a second time)\\b.{0,80}' + POLICY,
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
  findingWords: DUPLICATE_PREMIUM_WORDS,
  citations: [INSURER_CITATIONS.duplicatePremium],
};
