// claim_rejection_dispute: always a human's decision; the agent never overturns a claim decision.
import type { CalendarDate } from '../../../domain/calendar.js';
import type { ClaimRule } from '../../pack.js';
import { findRecord, findingsOf, makeResult, sortCandidates, wording } from '../rule-kit.js';
import { CLAIM_STATUS_HI } from './claim-candidates.js';
import { claimCandidate } from './claim-candidates.js';
import { INSURER_CITATIONS } from './citations.js';
import { INSURER_PACK_META } from './meta.js';
import type { ClaimTypeDeclaration } from '../../claim-type.js';
import type { InsurerParams } from './params.js';
import type { Claim } from '../../../domain/records.js';

const citations = [INSURER_CITATIONS.dispute, INSURER_CITATIONS.ombudsman];

export const CLAIM_REJECTION_DISPUTE_WORDS = {
  rejection_disputed: wording<{ claim: string; filedOn: CalendarDate; reason: string | null }>({
    en: (f, w) => `Claim ${f.claim} filed on ${w.date(f.filedOn)} was rejected${f.reason ? `: "${f.reason}"` : ''}. A dispute is reviewed by a person.`,
    hi: (f, w) => `${w.date(f.filedOn)} को दर्ज किया गया क्लेम ${f.claim} अस्वीकार कर दिया गया था${f.reason ? ` (कारण: "${f.reason}")` : ''}। इस पर आपकी आपत्ति की समीक्षा हमारे एक अधिकारी करेंगे।`,
    'hi-Latn': (f, w) => `${w.date(f.filedOn)} ko darj kiya gaya claim ${f.claim} reject kar diya gaya tha${f.reason ? ` (kaaran: "${f.reason}")` : ''}. Is par aapki aapatti ka review hamare ek adhikari karenge.`,
  }),
  decision_disputed: wording<{ claim: string; status: Claim['status'] }>({
    en: (f) => `Claim ${f.claim} is ${f.status.replace('_', ' ')}, not rejected; the customer's objection is reviewed by a person.`,
    hi: (f) => `क्लेम ${f.claim} की स्थिति "${CLAIM_STATUS_HI[f.status]}" है, यह अस्वीकार नहीं हुआ है; आपकी आपत्ति की समीक्षा हमारे एक अधिकारी करेंगे।`,
    'hi-Latn': (f) => `Claim ${f.claim} ka status "${f.status.replace('_', ' ')}" hai, yeh reject nahi hua hai; aapki aapatti ka review hamare ek adhikari karenge.`,
  }),
};
const finding = findingsOf(CLAIM_REJECTION_DISPUTE_WORDS);

export const claimRejectionDisputeRule: ClaimRule<InsurerParams> = {
  claimType: 'claim_rejection_dispute',

  candidates(records) {
    return sortCandidates(records.claims.map((c) => claimCandidate(records, c, c.status === 'rejected' ? 0 : 1)));
  },

  evaluate({ records, subjectId }) {
    const claim = findRecord(records.claims, subjectId, 'claim');
    const disputed = claim.status === 'rejected'
      ? finding('rejection_disputed', { claim: claim.id, filedOn: claim.filedOn, reason: claim.rejectionReason }, [claim.id])
      : finding('decision_disputed', { claim: claim.id, status: claim.status }, [claim.id]);
    return makeResult(INSURER_PACK_META, 'claim_rejection_dispute', { eligible: 'human', citations, subjectId, findings: [disputed] });
  },
};

export const claimRejectionDispute: ClaimTypeDeclaration<InsurerParams> = {
  id: 'claim_rejection_dispute',
  label: 'Dispute of a claim rejection',
  noun: 'dispute of the claim decision',
  intent: 'complaint',
  vocabulary: {
    cues: [
      '(?:rejected|denied|repudiated|declined|turned down)\\b.{0,60}claim', 'claim\\b.{0,60}(?:rejected|denied|repudiated|declined|reject)',
      '\\bdispute', '(?:wrong|unfair|incorrect)(?:ly)? (?:rejection|rejected|denied|decision)', 'reject (?:kar|kiya|ho gaya)',
      '(?:do not|cannot|can not) accept (?:the|this|your) (?:rejection|decision)', 'reconsider (?:my|the) claim',
      // "Kindly reconsider and pay my claim", "my claim was held not admissible / inadmissible / not payable".
      '\\breconsider\\b[^.?!]{0,40}\\bclaim\\b', '\\b(?:my|our|this|the said)\\s+(?:\\w+\\s+){0,2}?claim\\b[^.?!]{0,60}\\b(?:not admissible|inadmissible|not payable)\\b',
      // The noun, as a letter says it: "aggrieved by the repudiation of my claim", "the rejection of my claim".
      '\\b(?:repudiation|rejection|denial)\\b.{0,40}\\bclaim\\b', '\\breview (?:the|your|this) (?:decision|rejection|repudiation)\\b',
      // The refusal told in the customer's words: "you refused to pay", "they declined to reimburse it".
      '\\b(?:you|they|the insurer|the company|your company|your team)\\s+(?:have\\s+|has\\s+)?(?:refused|declined|denied)\\s+(?:to\\s+)?(?:pay|settle|honou?r|cover|reimburse)\\b',
    ],
    examples: [
      'You rejected my claim for the wrong reason, I dispute this.',
      'My claim was denied, please review the decision.',
      'Claim reject kar diya, main dispute karna chahta hoon.',
    ],
    aspects: ['claim', 'rejection dispute'],
  },
  rule: claimRejectionDisputeRule,
  findingWords: CLAIM_REJECTION_DISPUTE_WORDS,
  citations: [INSURER_CITATIONS.dispute, INSURER_CITATIONS.ombudsman],
};
