// The RBI turnaround-time rule shared by failed ATM, UPI/IMPS and card debits: reverse by T+n, ₹100 a day after.
import { addDays, days, type CalendarDate } from '../../../domain/calendar.js';
import type { Channel, TransactionStatus } from '../../../domain/records.js';
import type { AmountComponent, Citation, Finding } from '../../../domain/rule-result.js';
import type { ClaimType } from '../../../domain/vocabulary.js';
import type { ClaimRule } from '../../pack.js';
import type { ClaimFamily } from '../../claim-type.js';
import {
  REVERSAL_CHANNELS, findTransaction, findingsOf, makeResult, rupees, settlingCredits, sortCandidates, sumPaise,
  transactionCandidate, txnDate, txnFacts, wording, type TxnFacts,
} from '../rule-kit.js';
import type { Language, Wordings } from '../../wording.js';
import { BANK_CITATIONS } from './citations.js';
import { BANK_PACK_META } from './meta.js';
import type { BankParams } from './params.js';

/** An amount told as taken: "5000 was deducted", "took 5000", "account se kat gaye". */
const DEBIT_TOLD = '(?:\\d[\\d,.]*\\s*(?:rs\\.?\\s*|rupees\\s*|/-\\s*)?(?:was |got |has been |were |is |had been )?(?:debited|deducted|cut|taken|charged|kat|kata|kate)\\b|\\b(?:debited|deducted|took|taken|cut|charged|ate|swallowed)\\s+(?:me\\s+|my\\s+)?(?:rs\\.?\\s*|₹\\s*|inr\\s*)?\\d|\\b(?:kat gay[ae]|kat liy[ae]|kaat liy[ae]|debit ho gay[ae])\\b)';
/** A denial that stands: no amount is told as taken after it (the last word on it wins). */
const NONE_TAKEN_AFTER = `(?![\\s\\S]*${DEBIT_TOLD})`;
/** A denial about anything at all ("nothing was deducted") stands only when no amount is told as taken anywhere. */
const NONE_TAKEN_ANYWHERE = `^(?![\\s\\S]*${DEBIT_TOLD})[\\s\\S]*`;

/** Money told as gone from the account: "debited", "deducted", "cut", "kat gaya". */
const LEFT_THE_ACCOUNT = '\\b(?:debited|deducted|cut|kat gay[ae]|kat liy[ae]|kata|kate|debit ho gay[ae])\\b';
/**
 * Nothing arrived, where it went or in the customer's hand: "never received it", "not credited", "didn't reach", "mila
 * nahi". An OTP, an SMS or an alert not received is another story (a fraud often starts with one).
 */
const NOTHING_ARRIVED = "(?:\\b(?:not|never|didn'?t|did not|haven'?t|have not|hasn'?t|has not|no)\\s+(?:been\\s+)?(?:receiv\\w*|got|get|gotten|credited|reach\\w*|arriv\\w*)\\b(?!\\s+(?:any\\s+|the\\s+|an?\\s+|my\\s+)?(?:otp|sms|calls?|messages?|alerts?|notifications?|e-?mails?|mails?|pin)\\b)|\\b(?:mila|mile|aaya|aaye|pahuncha|pahunche)\\s+(?:nahi|nhi|nahin|na)\\b|\\b(?:nahi|nhi|nahin)\\s+(?:mila|mile|aaya|aaye|pahuncha|pahunche)\\b)";
/** The payment told as not done: "did not go through", "wasn't completed", "never succeeded" (not a refund "not happened"). */
const NOT_THROUGH = "\\b(?:transaction|payment|transfer|txn|it)\\s+(?:did not|didn'?t|never|has not|hasn'?t|was not|wasn'?t|is not|isn'?t)\\s+(?:go(?:ne)? through|complete[d]?|succe(?:ed|eded|ssful))\\b";
/** What the payment was for never happened: "order not placed", "booking was not confirmed", "recharge nahi hua". */
const ORDER_NOT_MADE = "\\b(?:order|booking|recharge|ticket|subscription)\\s+(?:was\\s+|is\\s+|has\\s+|got\\s+)?(?:not|never|didn'?t|did not|nahi|nhi)\\s+(?:been\\s+|get\\s+|got\\s+)?(?:placed|confirmed|booked|done|completed|successful|generated|hua|hui)\\b";
const BUT = '\\b(?:but|yet|though|although|par|pr|lekin|magar)\\b';
/** "… not credited to the beneficiary and my account is debited", "unke account me nahi aaye aur mera balance kat gaya". */
const AND = '\\b(?:and|aur)\\b';

/**
 * Failed ATM, UPI, card and card-to-card debits: a failed payment or transfer told with no way named, or money put
 * back late, in English and romanised Hindi.
 */
export const FAILED_DEBIT_FAMILY: ClaimFamily = {
  id: 'failed_debit',
  tells: [
    '\\b(?:payment|transaction|txn|transfer|money|paisa|paise|amount|recharge|order|booking)\\b.{0,40}\\b(?:fail(?:ed|s|ure)?|unsuccessful|declined)\\b',
    '\\b(?:failed|unsuccessful|declined)\\b.{0,20}\\b(?:payment|transaction|txn|transfer)\\b',
    '\\b(?:returned|reversed|refunded|credited back|came back|come back|put back|wapas (?:aaya|aaye|aa gaya|aa gaye|mila|mile|kiya|kiye))\\b.{0,60}\\b(?:late|delay\\w*|after (?:\\d+|a few|several|many|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\\w+teen|twenty) (?:working |long )?days|only (?:on|after)|der se)\\b',
    '\\b(?:late|delayed|der se)\\b.{0,40}\\b(?:reversal|refund|returned|reversed|credited back|wapas)\\b',
    '\\bcompensation\\b.{0,30}\\b(?:delay|late|der)\\b',
    // "Money got debited but I never received it", "not received but the amount was deducted": taken, nothing arrived.
    `${LEFT_THE_ACCOUNT}.{0,60}${BUT}.{0,40}${NOTHING_ARRIVED}`,
    `${NOTHING_ARRIVED}.{0,60}${BUT}.{0,40}${LEFT_THE_ACCOUNT}`,
    `${LEFT_THE_ACCOUNT}.{0,30}${AND}.{0,30}${NOTHING_ARRIVED}`,
    `${NOTHING_ARRIVED}.{0,30}${AND}.{0,30}${LEFT_THE_ACCOUNT}`,
    // "Money was deducted but the transaction did not go through", "the payment didn't go through but 500 was debited".
    `${LEFT_THE_ACCOUNT}.{0,60}${BUT}.{0,40}${NOT_THROUGH}`,
    `${NOT_THROUGH}.{0,60}${BUT}.{0,40}${LEFT_THE_ACCOUNT}`,
    // "upi 350 cut this morning order not placed": the money went and what it paid for never happened.
    `${LEFT_THE_ACCOUNT}.{0,60}${ORDER_NOT_MADE}`,
    `${ORDER_NOT_MADE}.{0,60}${LEFT_THE_ACCOUNT}`,
  ],
  // "It failed but no money was deducted", "my account was not debited", "paisa nahi gaya": nothing left the account,
  // so nothing is to come back; unless an amount is told as taken after it ("first time it was not debited, second
  // time 5000 got debited") or, for "nothing was deducted", anywhere ("…took 5000. Earlier at another ATM nothing was
  // deducted").
  ruledOutBy: [
    `\\b(?:no|not any|not a single) (?:money|amount|paisa|paise|rupee|rupees|balance) (?:was|got|has been|have been|were|is) (?:debited|deducted|cut|taken|charged)\\b${NONE_TAKEN_AFTER}`,
    `\\b(?:money|amount|paisa|paise|it|i|account|a/c|card) (?:was|got|has|is|were|have|has been) not (?:been )?(?:debited|deducted|cut|taken|charged)\\b${NONE_TAKEN_AFTER}`,
    `\\b(?:paisa|paise|amount) (?:nahi|nhi) (?:kata|kate|kat|gaya|gaye)\\b(?! (?:usko|unko|use|unhe|him|her|beneficiary))${NONE_TAKEN_AFTER}`,
    `${NONE_TAKEN_ANYWHERE}\\bnothing (?:was |got |has been )?(?:debited|deducted|charged|cut|taken)\\b`,
  ],
};

export interface FailedDebitSpec {
  claimType: ClaimType;
  channels: readonly Channel[];
  /** What the debit is, in a sentence of each language: { en: "ATM withdrawal", hi: "एटीएम निकासी", … }. */
  noun: Record<Language, string>;
  tatDays: (params: BankParams) => number;
  citation: Citation;
}

const FAILED_STATUSES = ['failed', 'reversed'] as const;

const dayWord = (n: number) => (n === 1 ? 'day' : 'days');

/** A transaction's status as a Hindi sentence states it. */
const STATUS_HI: Record<TransactionStatus, string> = { posted: 'सफल (posted)', pending: 'लंबित (pending)', failed: 'विफल', reversed: 'वापस (reversed)' };

type Txn = { txn: TxnFacts };
type Deadline = { deadline: CalendarDate; tat: number };
type Reversed = Txn & Deadline & { reversedOn: CalendarDate };

/** The findings of a failed debit of one kind (its noun in each language), by code. */
export function failedDebitWords(noun: Record<Language, string>) {
  return {
    not_applicable: wording<Txn>({
      en: (f, w) => `${w.txn(f.txn)} is not a ${noun.en} debit.`,
      hi: (f, w) => `${w.txn(f.txn)} किसी ${noun.hi} का डेबिट नहीं है।`,
      'hi-Latn': (f, w) => `${w.txn(f.txn)} kisi ${noun['hi-Latn']} ka debit nahi hai.`,
    }),
    not_failed: wording<Txn & { status: TransactionStatus }>({
      en: (f, w) => `Our records show the ${noun.en} ${w.txn(f.txn)} as ${f.status}, not failed.`,
      hi: (f, w) => `हमारे रिकॉर्ड में ${noun.hi} ${w.txn(f.txn)} की स्थिति "${STATUS_HI[f.status]}" है, "विफल" नहीं।`,
      'hi-Latn': (f, w) => `Hamare records mein ${noun['hi-Latn']} ${w.txn(f.txn)} ka status "${f.status}" hai, failed nahi.`,
    }),
    reversed_in_time: wording<Reversed>({
      en: (f, w) => `${w.txn(f.txn)} was reversed on ${w.date(f.reversedOn)}, within the T+${f.tat} deadline of ${w.date(f.deadline)}.`,
      hi: (f, w) => `${w.txn(f.txn)} की राशि ${w.date(f.reversedOn)} को वापस कर दी गई थी, जो T+${f.tat} की समय-सीमा (${w.date(f.deadline)}) के भीतर है।`,
      'hi-Latn': (f, w) => `${w.txn(f.txn)} ki raashi ${w.date(f.reversedOn)} ko wapas kar di gayi thi, jo T+${f.tat} ki deadline (${w.date(f.deadline)}) ke andar hai.`,
    }),
    reversed_late: wording<Reversed & { late: number }>({
      en: (f, w) => `${w.txn(f.txn)} was reversed on ${w.date(f.reversedOn)}, ${f.late} ${dayWord(f.late)} after the T+${f.tat} deadline of ${w.date(f.deadline)}.`,
      hi: (f, w) => `${w.txn(f.txn)} की राशि ${w.date(f.reversedOn)} को वापस की गई, यानी T+${f.tat} की समय-सीमा (${w.date(f.deadline)}) के ${f.late} दिन बाद।`,
      'hi-Latn': (f, w) => `${w.txn(f.txn)} ki raashi ${w.date(f.reversedOn)} ko wapas ki gayi, yaani T+${f.tat} ki deadline (${w.date(f.deadline)}) ke ${f.late} din baad.`,
    }),
    compensation_paid: wording<{ paid: number }>({
      en: (f, w) => `Compensation of ${w.inr(f.paid)} for the delay has already been paid.`,
      hi: (f, w) => `देरी के लिए ${w.inr(f.paid)} का मुआवज़ा पहले ही दिया जा चुका है।`,
      'hi-Latn': (f, w) => `Deri ke liye ${w.inr(f.paid)} ka muaavza pehle hi diya ja chuka hai.`,
    }),
    compensation_missing: wording<{ perDay: number }>({
      en: (f) => `No compensation for the delay has been paid: ${rupees(f.perDay)} a day is due.`,
      hi: (f, w) => `देरी के लिए अभी तक कोई मुआवज़ा नहीं दिया गया है: आपको ${w.inr(f.perDay)} प्रतिदिन मिलना चाहिए।`,
      'hi-Latn': (f, w) => `Deri ka koi muaavza abhi tak nahi diya gaya hai: aapko ${w.inr(f.perDay)} prati din milna chahiye.`,
    }),
    reversal_partial: wording<Txn & { reversed: number; outstanding: number }>({
      en: (f, w) => `Only ${w.inr(f.reversed)} of ${w.txn(f.txn)} has been reversed; ${w.inr(f.outstanding)} is still due.`,
      hi: (f, w) => `${w.txn(f.txn)} में से केवल ${w.inr(f.reversed)} वापस किए गए हैं; ${w.inr(f.outstanding)} अभी बाकी हैं।`,
      'hi-Latn': (f, w) => `${w.txn(f.txn)} mein se sirf ${w.inr(f.reversed)} wapas kiye gaye hain; ${w.inr(f.outstanding)} abhi baaki hain.`,
    }),
    reversal_missing: wording<Txn>({
      en: (f, w) => `${w.txn(f.txn)} failed and has not been reversed.`,
      hi: (f, w) => `लेनदेन ${w.txn(f.txn)} विफल रहा और इसकी राशि अभी तक वापस नहीं की गई है।`,
      'hi-Latn': (f, w) => `Transaction ${w.txn(f.txn)} fail ho gaya aur iski raashi abhi tak wapas nahi ki gayi hai.`,
    }),
    reversal_overdue: wording<Deadline & { late: number }>({
      en: (f, w) => `The reversal was due by ${w.date(f.deadline)} (T+${f.tat}); today is ${f.late} ${dayWord(f.late)} past that.`,
      hi: (f, w) => `यह राशि ${w.date(f.deadline)} (T+${f.tat}) तक वापस हो जानी चाहिए थी; उस तारीख को बीते आज ${f.late} दिन हो गए हैं।`,
      'hi-Latn': (f, w) => `Yeh raashi ${w.date(f.deadline)} (T+${f.tat}) tak wapas ho jaani chahiye thi; us taareekh ko beete aaj ${f.late} din ho gaye hain.`,
    }),
    within_tat: wording<Deadline>({
      en: (f, w) => `The reversal deadline (${w.date(f.deadline)}, T+${f.tat}) has not passed, so no compensation is due yet.`,
      hi: (f, w) => `राशि वापसी की समय-सीमा (${w.date(f.deadline)}, T+${f.tat}) अभी बीती नहीं है, इसलिए अभी कोई मुआवज़ा देय नहीं है।`,
      'hi-Latn': (f, w) => `Raashi wapsi ki deadline (${w.date(f.deadline)}, T+${f.tat}) abhi beeti nahi hai, isliye abhi koi muaavza nahi banta.`,
    }),
  } satisfies Wordings;
}

/** The rule, with the wording of its findings (for the claim type's declaration). */
export function failedDebitRule(spec: FailedDebitSpec): ClaimRule<BankParams> & { findingWords: Wordings } {
  const citations = [spec.citation, BANK_CITATIONS.compensation];
  const findingWords = failedDebitWords(spec.noun);
  const finding = findingsOf(findingWords);
  return {
    findingWords,
    claimType: spec.claimType,

    candidates(records, calendar) {
      const debits = records.transactions.filter((t) => t.direction === 'debit' && spec.channels.includes(t.channel));
      return sortCandidates(
        debits.map((t) =>
          transactionCandidate(t, records, (FAILED_STATUSES as readonly string[]).includes(t.status) ? 0 : 1, calendar.timeZone),
        ),
      );
    },

    evaluate({ records, subjectId, params, calendar }) {
      const result = (parts: Omit<Parameters<typeof makeResult>[2], 'citations' | 'subjectId'>) =>
        makeResult(BANK_PACK_META, spec.claimType, { ...parts, citations, subjectId });
      const txn = findTransaction(records, subjectId);
      const on = txnDate(txn, calendar.timeZone);
      const what = { txn: txnFacts(txn, calendar.timeZone, true) };

      if (txn.direction !== 'debit' || !spec.channels.includes(txn.channel)) {
        return result({
          eligible: 'no',
          findings: [finding('not_applicable', what, [txn.id])],
        });
      }
      if (!(FAILED_STATUSES as readonly string[]).includes(txn.status)) {
        return result({
          eligible: 'no',
          findings: [finding('not_failed', { ...what, status: txn.status }, [txn.id])],
        });
      }

      const tat = spec.tatDays(params);
      const deadline = addDays(on, tat);
      const perDay = params.compensationPerDay;
      const reversals = settlingCredits(records, txn.id, REVERSAL_CHANNELS);
      const compensations = settlingCredits(records, txn.id, ['compensation']);
      const compensationPaid = sumPaise(compensations.map((c) => c.amount));
      const findings: Finding[] = [];

      // The date the debit was fully reversed (R), if it was.
      let reversedTotal = 0;
      let fullReversal: (typeof reversals)[number] | undefined;
      for (const credit of reversals) {
        reversedTotal += credit.amount;
        if (reversedTotal >= txn.amount) {
          fullReversal = credit;
          break;
        }
      }

      if (fullReversal) {
        const reversedOn = txnDate(fullReversal, calendar.timeZone);
        const late = days(deadline, reversedOn);
        const ids = [txn.id, ...reversals.map((r) => r.id)];
        const reversal = { ...what, reversedOn, tat, deadline };
        if (late <= 0) {
          return result({ eligible: 'no', findings: [finding('reversed_in_time', reversal, ids)] });
        }
        if (compensations.length > 0) {
          return result({
            eligible: 'no',
            findings: [
              finding('reversed_late', { ...reversal, late }, ids),
              finding('compensation_paid', { paid: compensationPaid }, [txn.id, ...compensations.map((c) => c.id)]),
            ],
          });
        }
        const amount = perDay * late;
        return result({
          eligible: 'yes',
          components: [{
            kind: 'compensation', label: `Compensation for ${late} ${dayWord(late)} of delay in reversing ${txn.id}`,
            amount, formula: `${rupees(perDay)} × ${late} ${dayWord(late)} late`, relatesTo: txn.id,
          }],
          findings: [
            finding('reversed_late', { ...reversal, late }, ids),
            finding('compensation_missing', { perDay }, [txn.id]),
          ],
        });
      }

      const outstanding = txn.amount - reversedTotal;
      const late = Math.max(0, days(deadline, calendar.today));
      const compensationDue = Math.max(0, perDay * late - compensationPaid);
      const components: AmountComponent[] = [{
        kind: 'reversal', label: `Reversal of the failed ${spec.noun.en} ${txn.id}`, amount: outstanding,
        formula: rupees(outstanding), relatesTo: txn.id,
      }];
      findings.push(reversals.length > 0
        ? finding('reversal_partial', { ...what, reversed: reversedTotal, outstanding }, [txn.id, ...reversals.map((r) => r.id)])
        : finding('reversal_missing', what, [txn.id]));
      if (late > 0) {
        findings.push(finding('reversal_overdue', { deadline, tat, late }, [txn.id]));
        if (compensationDue > 0) {
          const paidNote = compensationPaid > 0 ? ` − ${rupees(compensationPaid)} already paid` : '';
          components.push({
            kind: 'compensation', label: `Compensation for ${late} ${dayWord(late)} of delay in reversing ${txn.id}`,
            amount: compensationDue, formula: `${rupees(perDay)} × ${late} ${dayWord(late)} late${paidNote}`, relatesTo: txn.id,
          });
        }
      } else {
        findings.push(finding('within_tat', { deadline, tat }, [txn.id]));
      }
      return result({ eligible: 'yes', components, findings, ...(late > 0 ? {} : { reversalDueOn: deadline }) });
    },
  };
}
