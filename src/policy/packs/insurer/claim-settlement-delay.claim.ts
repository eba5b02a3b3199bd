// claim_settlement_delay: settle within 30 days of the last document, else interest at bank rate + 2% (IRDAI).
import { days, type CalendarDate } from '../../../domain/calendar.js';
import { mulDivHalfUp, type Paise } from '../../../domain/money.js';
import type { Claim } from '../../../domain/records.js';
import type { ClaimRule } from '../../pack.js';
import { percentText } from '../../wording.js';
import { findRecord, findingsOf, makeResult, rupees, settlingCredits, sortCandidates, wording } from '../rule-kit.js';
import { CLAIM_STATUS_HI, claimCandidate } from './claim-candidates.js';
import { INSURER_CITATIONS } from './citations.js';
import { INSURER_PACK_META } from './meta.js';
import type { ClaimTypeDeclaration } from '../../claim-type.js';
import type { InsurerParams } from './params.js';

const OPEN: readonly Claim['status'][] = ['submitted', 'under_review', 'approved'];

export { percentText };

/** settled × (bank rate + 2%) × days / 365, half-up to the paisa, with the rate in basis points. */
export function delayInterest(settled: number, rateBps: number, dayCount: number): number {
  return mulDivHalfUp(BigInt(settled) * BigInt(rateBps), dayCount, 10_000 * 365);
}

const citations = [INSURER_CITATIONS.settlementTimelines, INSURER_CITATIONS.delayInterest];

type ClaimId = { claim: string };
/** The days from the documents being complete (`docs`) to a settlement or today, against the limit. */
type Waited = ClaimId & { docs: CalendarDate; limit: number };
type Settled = Waited & { settledOn: CalendarDate; took: number };

const settledEn = (f: Settled, w: { date(d: CalendarDate): string }) =>
  `Claim ${f.claim} was settled on ${w.date(f.settledOn)}, ${f.took} days after the documents were complete on ${w.date(f.docs)}`;

/** Settled within the limit or beyond it: the same sentence with its last words. */
const settled = (within: boolean) => wording<Settled>({
  en: (f, w) => `${settledEn(f, w)}, ${within ? 'within' : 'beyond'} the ${f.limit}-day limit.`,
  hi: (f, w) => `क्लेम ${f.claim} का निपटान ${w.date(f.settledOn)} को हुआ, यानी दस्तावेज़ पूरे होने (${w.date(f.docs)}) के ${f.took} दिन बाद, जो ${f.limit} दिन की सीमा ${within ? 'के भीतर' : 'से अधिक'} है।`,
  'hi-Latn': (f, w) => `Claim ${f.claim} ka settlement ${w.date(f.settledOn)} ko hua, yaani documents poore hone (${w.date(f.docs)}) ke ${f.took} din baad, jo ${f.limit} din ki seema ${within ? 'ke andar' : 'se zyada'} hai.`,
});

export const CLAIM_SETTLEMENT_DELAY_WORDS = {
  claim_rejected: wording<ClaimId>({
    en: (f) => `Claim ${f.claim} was rejected, not settled: delay interest applies to settlements (a rejection can be disputed).`,
    hi: (f) => `क्लेम ${f.claim} का निपटान नहीं हुआ, उसे अस्वीकार किया गया था: देरी का ब्याज केवल निपटाए गए क्लेम पर मिलता है (अस्वीकृति पर आप आपत्ति दर्ज कर सकते हैं)।`,
    'hi-Latn': (f) => `Claim ${f.claim} settle nahi hua, use reject kiya gaya tha: deri ka byaaj sirf settle hue claims par milta hai (rejection par aap aapatti darj kar sakte hain).`,
  }),
  documents_incomplete: wording<ClaimId & { limit: number }>({
    en: (f) => `The date the last document for claim ${f.claim} was received is not on record, so the ${f.limit}-day clock has not started.`,
    hi: (f) => `क्लेम ${f.claim} का आख़िरी दस्तावेज़ किस तारीख को मिला, यह हमारे रिकॉर्ड में नहीं है, इसलिए ${f.limit} दिन की समय-सीमा अभी शुरू नहीं हुई है।`,
    'hi-Latn': (f) => `Claim ${f.claim} ka aakhri document kis taareekh ko mila, yeh hamare records mein nahi hai, isliye ${f.limit} din ki samay-seema abhi shuru nahi hui hai.`,
  }),
  settlement_overdue: wording<Waited & { status: Claim['status']; waited: number }>({
    en: (f, w) => `Claim ${f.claim} is still ${f.status.replace('_', ' ')} ${f.waited} days after the documents were complete on ${w.date(f.docs)}, beyond the ${f.limit}-day limit.`,
    hi: (f, w) => `दस्तावेज़ ${w.date(f.docs)} को पूरे हो गए थे, फिर भी ${f.waited} दिन बाद क्लेम ${f.claim} की स्थिति अभी भी "${CLAIM_STATUS_HI[f.status]}" है, जो ${f.limit} दिन की सीमा से अधिक है।`,
    'hi-Latn': (f, w) => `Documents ${w.date(f.docs)} ko poore ho gaye the, phir bhi ${f.waited} din baad claim ${f.claim} abhi bhi "${f.status.replace('_', ' ')}" hai, jo ${f.limit} din ki seema se zyada hai.`,
  }),
  within_timeline: wording<Waited & { waited: number }>({
    en: (f, w) => `Claim ${f.claim} has been open ${f.waited} days since the documents were complete on ${w.date(f.docs)}; the insurer has ${f.limit} days to decide.`,
    hi: (f, w) => `दस्तावेज़ ${w.date(f.docs)} को पूरे हुए थे, तब से क्लेम ${f.claim} को खुले ${f.waited} दिन हुए हैं; बीमा कंपनी के पास निर्णय के लिए ${f.limit} दिन होते हैं।`,
    'hi-Latn': (f, w) => `Documents ${w.date(f.docs)} ko poore hue the, tab se claim ${f.claim} ko khule ${f.waited} din hue hain; insurance company ke paas faisle ke liye ${f.limit} din hote hain.`,
  }),
  settlement_unrecorded: wording<ClaimId>({
    en: (f) => `Claim ${f.claim} is marked settled but the settlement date or amount is not on record.`,
    hi: (f) => `क्लेम ${f.claim} निपटाया गया दर्ज है, लेकिन निपटान की तारीख या राशि हमारे रिकॉर्ड में नहीं है।`,
    'hi-Latn': (f) => `Claim ${f.claim} settled darj hai, lekin settlement ki taareekh ya raashi hamare records mein nahi hai.`,
  }),
  settled_in_time: settled(true),
  settled_late: settled(false),
  interest_paid: wording<{ paid: string[] }>({
    en: (f, w) => `Interest for the delay has already been paid (${w.list(f.paid)}).`,
    hi: (f, w) => `देरी का ब्याज पहले ही दिया जा चुका है (${w.list(f.paid)})।`,
    'hi-Latn': (f, w) => `Deri ka byaaj pehle hi diya ja chuka hai (${w.list(f.paid)}).`,
  }),
  interest_due: wording<{ rateBps: number; settled: Paise; took: number }>({
    en: (f, w) => `Interest at the bank rate plus 2% (${w.percent(f.rateBps)} a year) on ${w.inr(f.settled)} for ${f.took} days is due.`,
    hi: (f, w) => `${w.inr(f.settled)} पर ${f.took} दिनों का ब्याज, बैंक दर से 2% अधिक (${w.percent(f.rateBps)} सालाना) की दर से, आपको मिलना चाहिए।`,
    'hi-Latn': (f, w) => `${w.inr(f.settled)} par ${f.took} din ka byaaj, bank rate plus 2% (${w.percent(f.rateBps)} saalana) ki dar se, aapko milna chahiye.`,
  }),
};
const finding = findingsOf(CLAIM_SETTLEMENT_DELAY_WORDS);

export const claimSettlementDelayRule: ClaimRule<InsurerParams> = {
  claimType: 'claim_settlement_delay',

  candidates(records) {
    return sortCandidates(records.claims.map((c) => claimCandidate(records, c, c.status === 'rejected' ? 1 : 0)));
  },

  evaluate({ records, subjectId, params, calendar }) {
    const result = (parts: Omit<Parameters<typeof makeResult>[2], 'citations' | 'subjectId'>) =>
      makeResult(INSURER_PACK_META, 'claim_settlement_delay', { ...parts, citations, subjectId });
    const claim = findRecord(records.claims, subjectId, 'claim');
    const limit = params.claimSettlementDays;
    const docs = claim.documentsCompleteOn;

    if (claim.status === 'rejected') {
      return result({
        eligible: 'no',
        findings: [finding('claim_rejected', { claim: claim.id }, [claim.id])],
      });
    }
    if (!docs) {
      return result({
        eligible: claim.status === 'settled' ? 'human' : 'no',
        findings: [finding('documents_incomplete', { claim: claim.id, limit }, [claim.id])],
      });
    }

    if (OPEN.includes(claim.status)) {
      const waited = days(docs, calendar.today);
      if (waited > limit) {
        return result({
          eligible: 'human',
          urgent: true,
          findings: [finding('settlement_overdue', { claim: claim.id, status: claim.status, waited, docs, limit }, [claim.id])],
        });
      }
      return result({
        eligible: 'no',
        findings: [finding('within_timeline', { claim: claim.id, waited, docs, limit }, [claim.id])],
      });
    }

    // Settled.
    if (!claim.settledOn || claim.settledAmount === null) {
      return result({
        eligible: 'human',
        findings: [finding('settlement_unrecorded', { claim: claim.id }, [claim.id])],
      });
    }
    const took = days(docs, claim.settledOn);
    const timing = { claim: claim.id, settledOn: claim.settledOn, took, docs, limit };
    if (took <= limit) {
      return result({ eligible: 'no', findings: [finding('settled_in_time', timing, [claim.id])] });
    }
    const paid = settlingCredits(records, claim.id, ['interest']);
    if (paid.length > 0) {
      return result({
        eligible: 'no',
        findings: [
          finding('settled_late', timing, [claim.id]),
          finding('interest_paid', { paid: paid.map((p) => p.id) }, [claim.id, ...paid.map((p) => p.id)]),
        ],
      });
    }
    const rateBps = params.bankRateBps + 200;
    const interest = delayInterest(claim.settledAmount, rateBps, took);
    return result({
      eligible: 'yes',
      components: [{
        kind: 'interest', label: `Interest for the delayed settlement of claim ${claim.id}`, amount: interest,
        formula: `${rupees(claim.settledAmount)} × (${percentText(params.bankRateBps)} + 2%) × ${took} days / 365`, relatesTo: claim.id,
      }],
      findings: [
        finding('settled_late', timing, [claim.id]),
        finding('interest_due', { rateBps, settled: claim.settledAmount, took }, [claim.id]),
      ],
    });
  },
};

export const claimSettlementDelay: ClaimTypeDeclaration<InsurerParams> = {
  id: 'claim_settlement_delay',
  label: 'Delayed claim settlement',
  noun: 'claim for delayed settlement interest',
  intent: 'complaint',
  vocabulary: {
    cues: [
      'claim\\b.{0,160}(?:delay|interest|not (?:yet )?(?:been )?settled|still (?:pending|not|under|waiting|in)|took .{0,30}(?:months?|weeks?|days?)|taking (?:so |too )?long|not (?:yet )?paid|overdue)',
      '\\b(?:delay|late)\\w*\\b.{0,60}(?:settlement|settling|claim)',
      'interest (?:for|on) (?:the )?(?:delay|late)',
      '(?:days?|weeks?|months?) (?:since|after) (?:i |we )?(?:filed|submitted|lodged|raised|made|registered|intimated|sent)\\b.{0,40}claim',
      'claim\\b.{0,100}(?:nothing|no (?:money|payment|amount)|not a (?:rupee|paisa|single rupee)) (?:has |have )?(?:been |yet )*(?:paid|received|credited|settled|come|arrived)',
      '(?:settled|paid|cleared|processed|disbursed|credited)\\b.{0,40}\\b(?:months?|weeks?|days?) (?:after|late|later)',
      '(?:settled|paid|cleared|disbursed|credited) (?:very |so |too |really |much )?late\\b|\\blate settlement',
      '(?:pay|want|owe|give|get|claim|demand|entitled to|eligible for)\\w*\\b.{0,20}\\binterest\\b|\\binterest (?:is |was )?(?:due|owed|payable|pending)',
      'der (?:se|ho gayi|lag)\\b.{0,40}(?:claim|settle|mila|paisa)|(?:claim|settle)\\w*\\b.{0,40}der (?:se|ho)',
      'claim\\b.{0,60}(?:settle nahi|abhi tak|pending hai|nahi mila)',
      'claim\\b.{0,60}\\b(?:late|der se) (?:aaya|aayi|aaye|mila|mili|mile|hua|hui|settle)',
      '\\b(?:byaj|byaaj|biyaj|sood)\\b.{0,30}\\b(?:milega|milna|chahiye|do|dijiye|dena|banta)',
      '(?:waiting|wait).{0,40}(?:claim|settlement).{0,40}(?:months?|weeks?|days?)',
      // "My claim CLM-8102 — all documents given on 5 May. It is now 18 June, 44 days, no decision!!": the days counted
      // with nothing decided.
      'claim\\b.{0,160}\\b\\d+\\s*(?:days?|weeks?|months?)\\b.{0,40}\\b(?:no|not a|without (?:a|any))\\s+(?:decision|reply|response|update|settlement|payment)\\b(?![^.?!]{0,20}\\?)',
    ],
    examples: [
      'My claim has still not been settled after I gave all the documents.',
      'The claim settlement was delayed, I want interest for the delay.',
      'Claim abhi tak settle nahi hua.',
    ],
    aspects: ['claim', 'settlement delay'],
  },
  rule: claimSettlementDelayRule,
  findingWords: CLAIM_SETTLEMENT_DELAY_WORDS,
  citations: [INSURER_CITATIONS.settlementTimelines, INSURER_CITATIONS.delayInterest],
};
