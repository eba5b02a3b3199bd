// duplicate_card_charge: two posted debits, same account, counterparty and amount, within the window → refund the later.
import type { CustomerRecords, Transaction } from '../../../domain/records.js';
import type { ClaimRule } from '../../pack.js';
import {
  REVERSAL_CHANNELS, byInstant, findTransaction, findingsOf, instantMs, makeResult, rupees, settlingCredits,
  sortCandidates, transactionCandidate, txnFacts, wording, type TxnFacts,
} from '../rule-kit.js';
import { BANK_CITATIONS } from './citations.js';
import { BANK_PACK_META } from './meta.js';
import type { ClaimTypeDeclaration } from '../../claim-type.js';
import type { BankParams } from './params.js';
import { TWICE } from './cue-fragments.js';

const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

const sameCharge = (a: Transaction, b: Transaction) =>
  a.accountId === b.accountId && a.amount === b.amount && normalise(a.counterparty) === normalise(b.counterparty);

/** Card payments only: two cash withdrawals or transfers of the same amount are not a duplicate card charge. */
const CARD_CHANNELS: readonly Transaction['channel'][] = ['card_pos', 'card_online'];
const isPostedDebit = (t: Transaction) => t.direction === 'debit' && t.status === 'posted' && CARD_CHANNELS.includes(t.channel);

/** The latest posted debit before `later` on the same account with the same counterparty and amount. */
export function earlierTwin(records: CustomerRecords, later: Transaction): Transaction | undefined {
  const ordered = records.transactions.filter(isPostedDebit).sort(byInstant);
  const index = ordered.findIndex((t) => t.id === later.id);
  const before = index >= 0 ? ordered.slice(0, index) : ordered.filter((t) => byInstant(t, later) < 0);
  return before.reverse().find((t) => t.id !== later.id && sameCharge(t, later));
}

/** The later charge came at most `windowHours` after the earlier one (the duplicate window, inclusive). */
const withinWindow = (earlier: Transaction, later: Transaction, windowHours: number) => instantMs(later) - instantMs(earlier) <= windowHours * 3_600_000;

/** "45 minutes" or "26.5 hours" (and the Hindi and Hinglish words for them). */
function describeGap(ms: number, words: { minute: string; minutes: string; hours: string }): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 120) return `${minutes} ${minutes === 1 ? words.minute : words.minutes}`;
  const hours = Math.round((ms / 3_600_000) * 10) / 10;
  return `${hours} ${words.hours}`;
}
const GAP_EN = { minute: 'minute', minutes: 'minutes', hours: 'hours' };
const GAP_HI = { minute: 'मिनट', minutes: 'मिनट', hours: 'घंटे' };
const GAP_LATN = { minute: 'minute', minutes: 'minute', hours: 'ghante' };

const citations = [BANK_CITATIONS.duplicate];

/** Two charges and how far apart they were, against the duplicate window in hours. */
type Pair = { earlier: string; later: string; gapMs: number; windowHours: number };
const gapEn = (f: Pair) => `${f.earlier} and ${f.later} were charged ${describeGap(f.gapMs, GAP_EN)} apart`;

export const DUPLICATE_CARD_CHARGE_WORDS = {
  not_posted: wording<{ txn: TxnFacts }>({
    en: (f, w) => `${w.txn(f.txn)} is not a posted debit.`,
    hi: (f, w) => `${w.txn(f.txn)} का डेबिट पूरा नहीं हुआ है।`,
    'hi-Latn': (f, w) => `${w.txn(f.txn)} ka debit poora nahi hua hai.`,
  }),
  no_twin: wording<{ txn: string; amount: number; counterparty: string }>({
    en: (f, w) => `There is no earlier debit of ${w.inr(f.amount)} to ${f.counterparty} on the same account before ${f.txn}.`,
    hi: (f, w) => `उसी खाते में ${f.txn} से पहले ${f.counterparty} को ${w.inr(f.amount)} का कोई और डेबिट नहीं है।`,
    'hi-Latn': (f, w) => `Usi khaate mein ${f.txn} se pehle ${f.counterparty} ko ${w.inr(f.amount)} ka koi aur debit nahi hai.`,
  }),
  outside_window: wording<Pair>({
    en: (f) => `${gapEn(f)}, more than the ${f.windowHours}-hour duplicate window: they are two separate charges.`,
    hi: (f) => `${f.earlier} और ${f.later} के बीच ${describeGap(f.gapMs, GAP_HI)} का अंतर है, जो ${f.windowHours} घंटे की डुप्लिकेट सीमा से अधिक है: ये दो अलग-अलग शुल्क हैं।`,
    'hi-Latn': (f) => `${f.earlier} aur ${f.later} ke beech ${describeGap(f.gapMs, GAP_LATN)} ka antar hai, jo ${f.windowHours} ghante ki duplicate window se zyada hai: yeh do alag-alag charges hain.`,
  }),
  already_refunded: wording<{ refunds: string[] }>({
    en: (f, w) => `One of the two charges has already been refunded (${w.list(f.refunds)}).`,
    hi: (f, w) => `इन दोनों में से एक शुल्क पहले ही वापस किया जा चुका है (${w.list(f.refunds)})।`,
    'hi-Latn': (f, w) => `In dono mein se ek charge pehle hi refund kiya ja chuka hai (${w.list(f.refunds)}).`,
  }),
  duplicate: wording<Pair>({
    en: (f) => `${gapEn(f)}, within the ${f.windowHours}-hour window, for the same amount to the same merchant on the same account: ${f.later} is a duplicate.`,
    hi: (f) => `${f.earlier} और ${f.later} एक ही खाते से, एक ही व्यापारी को, एक ही राशि के लिए ${describeGap(f.gapMs, GAP_HI)} के अंतर पर लिए गए, जो ${f.windowHours} घंटे की सीमा के भीतर है: ${f.later} दोहरा शुल्क है।`,
    'hi-Latn': (f) => `${f.earlier} aur ${f.later} ek hi khaate se, ek hi merchant ko, ek hi raashi ke liye ${describeGap(f.gapMs, GAP_LATN)} ke antar par kate, jo ${f.windowHours} ghante ki window ke andar hai: ${f.later} double charge hai.`,
  }),
};
const finding = findingsOf(DUPLICATE_CARD_CHARGE_WORDS);

/** An alert's word for a debit after its amount: "spent", "debited", "has been debited". */
const ALERTED = '(?:(?:has been|was|is)\\s+)?(?:spent|debited|deducted|charged)';

export const duplicateCardChargeRule: ClaimRule<BankParams> = {
  claimType: 'duplicate_card_charge',

  candidates(records, calendar, params) {
    // A charge whose twin came within the window is the likelier subject: "charged twice yesterday, 2340 each" is the
    // pair of yesterday, not yesterday's first charge paired with one of two weeks before (which still fits when named).
    const candidates = records.transactions.filter(isPostedDebit).flatMap((t) => {
      const twin = earlierTwin(records, t);
      if (!twin) return [];
      const tier = withinWindow(twin, t, params.duplicateWindowHours) ? 0 : 1;
      return [transactionCandidate(t, records, tier, calendar.timeZone, [twin.id, twin.reference ?? '', twin.counterparty])];
    });
    return sortCandidates(candidates);
  },

  evaluate({ records, subjectId, params, calendar }) {
    const result = (parts: Omit<Parameters<typeof makeResult>[2], 'citations' | 'subjectId'>) =>
      makeResult(BANK_PACK_META, 'duplicate_card_charge', { ...parts, citations, subjectId });
    const later = findTransaction(records, subjectId);
    if (!isPostedDebit(later)) {
      return result({ eligible: 'no', findings: [finding('not_posted', { txn: txnFacts(later, calendar.timeZone) }, [later.id])] });
    }
    const earlier = earlierTwin(records, later);
    if (!earlier) {
      return result({
        eligible: 'no',
        findings: [finding('no_twin', { txn: later.id, amount: later.amount, counterparty: later.counterparty }, [later.id])],
      });
    }
    const ids = [earlier.id, later.id];
    const pair = { earlier: earlier.id, later: later.id, gapMs: instantMs(later) - instantMs(earlier), windowHours: params.duplicateWindowHours };
    if (!withinWindow(earlier, later, params.duplicateWindowHours)) {
      return result({ eligible: 'no', findings: [finding('outside_window', pair, ids)] });
    }
    const refunds = [...settlingCredits(records, later.id, REVERSAL_CHANNELS), ...settlingCredits(records, earlier.id, REVERSAL_CHANNELS)];
    if (refunds.length > 0) {
      return result({
        eligible: 'no',
        findings: [finding('already_refunded', { refunds: refunds.map((r) => r.id) }, [...ids, ...refunds.map((r) => r.id)])],
      });
    }
    return result({
      eligible: 'yes',
      components: [{
        kind: 'refund', label: `Refund of the duplicate charge ${later.id}`, amount: later.amount,
        formula: rupees(later.amount), relatesTo: later.id,
      }],
      findings: [finding('duplicate', pair, ids)],
    });
  },
};

export const duplicateCardCharge: ClaimTypeDeclaration<BankParams> = {
  id: 'duplicate_card_charge',
  label: 'Duplicate card charge',
  noun: 'duplicate card charge',
  intent: 'complaint',
  vocabulary: {
    cues: [
      'charged (?:me )?(?:twice|two times|double|2 times)', 'double (?:charg|debit|deduct|payment)', '(?:debited|deducted|billed) (?:me )?(?:twice|two times|double|2 times)',
      '(?:twice|two times|double|2 times) for (?:the same|one|a single)', 'duplicate (?:charge|transaction|debit|payment)',
      '\\b(?:same|one|single) (?:order|transaction|payment|purchase).{0,60}(?:twice|two times|double|2 times|do baar)',
      '(?:do baar|2 baar|dobara) (?:kat|charge|debit|deduct)', '(?:kat|charge|debit)\\w* (?:do baar|2 baar)',
      '(?:shows|appears|showing) twice',
      '(?:charged|debited|deducted|billed|took|taken|cut|kat|kata|kaat)\\b(?:\\s+\\S+){0,4}?\\s+' + TWICE + '\\b',
      TWICE + '\\b.{0,80}(?:the same|one|a single|only one|just one|ek hi) (?:order|purchase|transaction|payment|bill|meal|ticket|item|booking)',
      '(?:same (?:amount|charge|payment|transaction|debit))\\b.{0,30}\\b(?:again|twice|repeated)|\\bagain (?:for )?the same (?:amount|charge|order)',
      '(?:two|2|do) (?:charges|debits|deductions|transactions|entries)\\b.{0,30}\\b(?:of|for) (?:the same|one|a single|same|ek hi)',
      // The debit alert came twice: "I got this sms twice", "same message two times".
      '(?:sms|message|msg|alert|notification)\\w*\\b.{0,20}\\b' + TWICE + '\\b|\\b' + TWICE + '\\b.{0,20}(?:sms|message|msg|alert|notification)',
      // Two alerts for one purchase, both said: "I got two SMS… I only placed one order" (two alerts alone may be a receipt).
      '\\b(?:got|received|came|there are|have) (?:two|2|do) (?:sms|smses|messages|msgs|alerts|debit alerts|notifications)\\b[\\s\\S]{0,300}\\b(?:only|just) (?:placed|made|did|paid|ordered|bought|swiped|tapped) (?:one|once|a single|ek)\\b',
      // The two alerts pasted, the same sum debited in each, and one purchase said: "INR 2,349.00 spent on Card XX7788 at
      // AMAZON … INR 2,349.00 spent on Card XX7788 at AMAZON … I placed ONE order" (not a refund beside a debit, nor "one
      // order for me and one for my brother", "one yesterday and one today").
      `(?:rs\\.?|inr|₹)\\s?(\\d[\\d,]*(?:\\.\\d\\d)?)\\s+${ALERTED}\\b[\\s\\S]{0,200}?(?:rs\\.?|inr|₹)\\s?\\1\\s+${ALERTED}\\b[\\s\\S]{0,300}\\b(?:i|we) (?:only |just )?(?:placed|made|did|paid|ordered|bought|swiped|tapped) (?:only |just )?(?:one|1|a single|ek|once)\\b(?:\\s+(?:order|payment|purchase|transaction|time))?(?:\\s+only)?\\s*(?:[.!]|$)(?![\\s\\S]*\\b(?:another|one more|the other|other one|both|second|wife|husband|son|daughter|brother|sister|friend|mother|father|colleague|app|website)\\b)`,
      // Swiped again after a decline, and both went through: "declined first time so he swiped again and now both went through".
      '\\b(?:swiped|tapped|inserted|dipped)\\s+(?:it\\s+|the card\\s+)?again\\b(?![^.!?]*\\b(?:delivered|received|got) both\\b).{0,80}\\bboth\\s+(?:of them\\s+|payments\\s+|transactions\\s+)?(?:went through|got (?:debited|charged|deducted|cut)|were (?:debited|charged|deducted|successful)|debited|charged|deducted|succeeded|passed|kat gaye|cut)\\b',
      '\\bek hi\\b.{0,40}' + TWICE, TWICE + '\\b.{0,30}(?:kaat|kat|kata|kate|kete|cut|charge|debit|deduct|liya|liye|gele|poyindi|poyi|aayiduchu|hogide)',
    ],
    examples: [
      'I was charged twice for the same order.',
      'The merchant debited my card two times for one purchase, refund the extra charge.',
      'Ek hi payment do baar kat gaya card se.',
    ],
    aspects: ['card', 'duplicate charge'],
  },
  rule: duplicateCardChargeRule,
  findingWords: DUPLICATE_CARD_CHARGE_WORDS,
  citations: [BANK_CITATIONS.duplicate],
};
