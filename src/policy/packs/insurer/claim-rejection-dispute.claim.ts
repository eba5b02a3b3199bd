// claim_rejection_dispute: always a human's decision; the agent never overturns a claim decision.
import { formatDateLong } from '../../../domain/calendar.js';
import type { ClaimRule } from '../../pack.js';
import { finding, findRecord, makeResult, sortCandidates } from '../rule-kit.js';
import { claimCandidate } from './claim-candidates.js';
import { INSURER_CITATIONS } from './citations.js';
import { INSURER_PACK_META } from './meta.js';
import type { ClaimTypeDeclaration } from '../../claim-type.js';
import type { InsurerParams } from './params.js';

const citations = [INSURER_CITATIONS.dispute, INSURER_CITATIONS.ombudsman];

export const claimRejectionDisputeRule: ClaimRule<InsurerParams> = {
  claimType: 'claim_rejection_dispute',

  candidates(records) {
    return sortCandidates(records.claims.map((c) => claimCandidate(records, c, c.status === 'rejected' ? 0 : 1)));
  },

  evaluate({ records, subjectId }) {
    const claim = findRecord(records.claims, subjectId, 'claim');
    const text = claim.status === 'rejected'
      ? `Claim ${claim.id} filed on ${formatDateLong(claim.filedOn)} was rejected${claim.rejectionReason ? `: "${claim.rejectionReason}"` : ''}. A dispute is reviewed by a person.`
      : `Claim ${claim.id} is ${claim.status.replace('_', ' ')}, not rejected; the customer's objection is reviewed by a person.`;
    return makeResult(INSURER_PACK_META, 'claim_rejection_dispute', {
      eligible: 'human', citations, subjectId,
      findings: [finding(claim.status === 'rejected' ? 'rejection_disputed' : 'decision_disputed', text, [claim.id])],
    });
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
    ],
    examples: [
      'You rejected my claim for the wrong reason, I dispute this.',
      'My claim was denied, please review the decision.',
      'Claim reject kar diya, main dispute karna chahta hoon.',
    ],
    aspects: ['claim', 'rejection dispute'],
  },
  rule: claimRejectionDisputeRule,
  citations: [INSURER_CITATIONS.dispute, INSURER_CITATIONS.ombudsman],
};
