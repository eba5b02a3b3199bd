// fee_reversal: a goodwill reversal of a posted fee, if fewer than the allowed waivers were granted in 12 months.
import { addMonths, type CalendarDate } from '../../../domain/calendar.js';
import type { CustomerRecords, FeeKind, Segment, Transaction } from '../../../domain/records.js';
import type { ClaimRule, RuleCalendar } from '../../pack.js';
import {
  REVERSAL_CHANNELS, findTransaction, findingsOf, makeResult, rupees, settlingCredits, sortCandidates,
  transactionCandidate, txnDate, txnFacts, wording, type TxnFacts,
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

type Fee = { txn: TxnFacts };
/** Goodwill reversals granted since a day, against what the customer's segment allows in 12 months. */
type Waivers = { granted: number; since: CalendarDate; segment: Segment; allowed: number };
const SEGMENT_HI: Record<Segment, string> = { retail: 'रिटेल', premium: 'प्रीमियम', business: 'बिज़नेस' };

const waivers = wording<Waivers>({
  en: (f, w) => `${f.granted} goodwill fee reversal${f.granted === 1 ? ' was' : 's were'} granted since ${w.date(f.since)}; a ${f.segment} customer is allowed ${f.allowed} in 12 months.`,
  hi: (f, w) => `${w.date(f.since)} से अब तक आपको ${f.granted} बार सद्भावना के तौर पर शुल्क वापसी दी गई है; ${SEGMENT_HI[f.segment]} ग्राहक को 12 महीनों में ${f.allowed} बार यह सुविधा मिलती है।`,
  'hi-Latn': (f, w) => `${w.date(f.since)} se ab tak aapko ${f.granted} baar goodwill fee reversal diya gaya hai; ${f.segment} customer ko 12 mahine mein ${f.allowed} baar yeh suvidha milti hai.`,
});

export const FEE_REVERSAL_WORDS = {
  not_a_fee: wording<Fee>({
    en: (f, w) => `${w.txn(f.txn)} is not a posted fee debit.`,
    hi: (f, w) => `${w.txn(f.txn)} आपके खाते से काटा गया कोई शुल्क नहीं है।`,
    'hi-Latn': (f, w) => `${w.txn(f.txn)} aapke khaate se kaati gayi koi fee nahi hai.`,
  }),
  fee_not_waivable: wording<Fee>({
    en: (f, w) => `${w.txn(f.txn)} is not a late payment, annual or minimum balance fee, which the goodwill policy covers.`,
    hi: (f, w) => `${w.txn(f.txn)} लेट पेमेंट, वार्षिक या न्यूनतम बैलेंस शुल्क नहीं है; सद्भावना (गुडविल) नीति केवल इन्हीं शुल्कों पर लागू होती है।`,
    'hi-Latn': (f, w) => `${w.txn(f.txn)} late payment, annual ya minimum balance fee nahi hai; goodwill policy sirf inhi fees par laagu hoti hai.`,
  }),
  already_reversed: wording<Fee & { refunds: string[] }>({
    en: (f, w) => `${w.txn(f.txn)} has already been reversed (${w.list(f.refunds)}).`,
    hi: (f, w) => `${w.txn(f.txn)} पहले ही वापस किया जा चुका है (${w.list(f.refunds)})।`,
    'hi-Latn': (f, w) => `${w.txn(f.txn)} pehle hi wapas kiya ja chuka hai (${w.list(f.refunds)}).`,
  }),
  waiver_limit_reached: waivers,
  waiver_available: waivers,
};
const finding = findingsOf(FEE_REVERSAL_WORDS);

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
    const what = { txn: txnFacts(fee, calendar.timeZone) };
    if (!isFeeDebit(fee) || fee.status !== 'posted') {
      return result({ eligible: 'no', findings: [finding('not_a_fee', what, [fee.id])] });
    }
    if (!fee.feeKind || !WAIVABLE_FEES.includes(fee.feeKind)) {
      return result({
        eligible: 'no',
        findings: [finding('fee_not_waivable', what, [fee.id])],
      });
    }
    const refunds = settlingCredits(records, fee.id, REVERSAL_CHANNELS);
    if (refunds.length > 0) {
      return result({
        eligible: 'no',
        findings: [finding('already_reversed', { ...what, refunds: refunds.map((r) => r.id) }, [fee.id, ...refunds.map((r) => r.id)])],
      });
    }
    const premium = records.customer.segment === 'premium';
    const allowed = premium ? params.feeWaiversPer12MonthsPremium : params.feeWaiversPer12Months;
    const granted = waiversInLast12Months(records, calendar);
    const since = addMonths(calendar.today, -12);
    const segment = premium ? 'premium' : records.customer.segment;
    const waived = { granted: granted.length, since, segment, allowed };
    const countIds = [fee.id, ...granted.map((g) => g.id)];
    if (granted.length >= allowed) {
      return result({ eligible: 'no', findings: [finding('waiver_limit_reached', waived, countIds)] });
    }
    return result({
      eligible: 'yes',
      components: [{ kind: 'refund', label: `Goodwill reversal of the fee ${fee.id}`, amount: fee.amount, formula: rupees(fee.amount), relatesTo: fee.id }],
      findings: [finding('waiver_available', waived, countIds)],
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
      // Whole words: "coffee … give back the extra" is no fee.
      '\\b(?:fee|fees|charge|charges|penalty|fine)\\b.{0,80}(?:revers|waive|refund|remove|return|wapas|back|cancel)',
      '(?:revers|waive|refund|remove|return|wapas)\\w*\\b.{0,80}(?:fee|fees|charges|penalty)',
      'why (?:did you|have you|was i|were we|is there).{0,40}(?:fee|charge|penalty)',
      '(?:minimum|min|average|avg|monthly average|quarterly average) (?:monthly |quarterly )?balance\\b.{0,60}(?:charge|fee|penalty|fine|' + DEBITED + '|laga|liye|wapas|vapas|revers|refund|waive)',
      '(?:not|nahi|did not|could not) (?:\\w+ )?maintain\\w*\\b.{0,30}balance|non[- ]?maintenance',
      '(?:late(?: payment)?|annual|joining|renewal|over[- ]?limit|processing|sms(?: alert)?|cash (?:withdrawal|advance)|(?:cheque|check|ecs|nach|emi|mandate|auto[- ]?debit) (?:bounce|return|dishonou?r)|bounce|maintenance|penal|foreclosure|convenience|folio|ledger) (?:charges?|fees?|penalty|penalties|fine)',
      '\\bwaive(?:r|d|s)?\\b', '(?:charges?|fees?|penalty|fine)\\b.{0,60}\\bmaaf\\b|\\bmaaf (?:kar|karo|kardo|kar do|kijiye|karein)\\b.{0,30}(?:charges?|fees?|penalty|fine)',
      '\\b(?:fee|charges|penalty) (?:laga|lagaya|kaat|kata|kat)',
      // Ordered given back in Hindi, as Devanagari reads spelt in Latin letters ("कृपया यह शुल्क वापस कर दें" → "shulk
      // vapas kar den"); not asked how or why ("वापस कैसे होगा?").
      '\\b(?:shulk|jurmana|charge|charges|fees?|penalty)\\b[^?।]{0,60}\\b(?:vapas|wapas|maaf|maf)\\s+(?:kar den|kar dein|kar dijiye|kar dijie|karen|karein|kijiye|kijie|karo|kar do)\\b(?![^?।]*\\?)',
    ],
    // A penalty the customer asks to be paid ("credit it back along with whatever penalty RBI says", "the penalty for
    // the delay") is compensation owed to them, not a fee we charged.
    ruledOutBy: [
      '\\b(?:penalty|fine)\\b.{0,30}\\b(?:rbi|per day|a day|for (?:the |this |each )?(?:delay|day)|you owe|you (?:have|need|must) to pay)\\b',
    ],
    // A debit the customer disowns is no fee of ours to waive: "a 6,400 charge from Luxe Perfumes UAE …, not mine
    // either. Please reverse" is a fraud, whatever the classifier reads in "charge … reverse".
    classifierNeeds: [
      "^(?![\\s\\S]*\\b(?:not mine|not ours|not me|wasn'?t me|was not me|never made|did not make|didn'?t make|never did|not done by me)\\b)",
    ],
    examples: [
      'Please reverse the minimum balance charges.',
      'Waive the annual fee on my credit card.',
      'Minimum balance penalty laga diya, please wapas karo.',
    ],
    aspects: ['fees', 'fee reversal'],
  },
  rule: feeReversalRule,
  findingWords: FEE_REVERSAL_WORDS,
  citations: [BANK_CITATIONS.goodwill, BANK_CITATIONS.feeSchedule],
};
