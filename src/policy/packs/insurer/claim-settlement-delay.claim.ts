// claim_settlement_delay: settle within 30 days of the last document, else interest at bank rate + 2% (IRDAI).
import { days, formatDateLong } from '../../../domain/calendar.js';
import { formatInr, mulDivHalfUp } from '../../../domain/money.js';
import type { Claim } from '../../../domain/records.js';
import type { ClaimRule } from '../../pack.js';
import { finding, findRecord, makeResult, rupees, settlingCredits, sortCandidates } from '../rule-kit.js';
import { claimCandidate } from './claim-candidates.js';
import { INSURER_CITATIONS } from './citations.js';
import { INSURER_PACK_META } from './meta.js';
import type { ClaimTypeDeclaration } from '../../claim-type.js';
import type { InsurerParams } from './params.js';

const OPEN: readonly Claim['status'][] = ['submitted', 'under_review', 'approved'];

/** "7.75%" from basis points. */
export function percentText(bps: number): string {
  const whole = Math.floor(bps / 100);
  const fraction = bps % 100;
  return fraction === 0 ? `${whole}%` : `${whole}.${fraction.toString().padStart(2, '0').replace(/0$/, '')}%`;
}

/** settled × (bank rate + 2%) × days / 365, half-up to the paisa, with the rate in basis points. */
export function delayInterest(settled: number, rateBps: number, dayCount: number): number {
  return mulDivHalfUp(BigInt(settled) * BigInt(rateBps), dayCount, 10_000 * 365);
}

const citations = [INSURER_CITATIONS.settlementTimelines, INSURER_CITATIONS.delayInterest];

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
        findings: [finding('claim_rejected', `Claim ${claim.id} was rejected, not settled: delay interest applies to settlements (a rejection can be disputed).`, [claim.id])],
      });
    }
    if (!docs) {
      return result({
        eligible: claim.status === 'settled' ? 'human' : 'no',
        findings: [finding('documents_incomplete', `The date the last document for claim ${claim.id} was received is not on record, so the ${limit}-day clock has not started.`, [claim.id])],
      });
    }

    if (OPEN.includes(claim.status)) {
      const waited = days(docs, calendar.today);
      if (waited > limit) {
        return result({
          eligible: 'human',
          urgent: true,
          findings: [finding('settlement_overdue',
            `Claim ${claim.id} is still ${claim.status.replace('_', ' ')} ${waited} days after the documents were complete on ${formatDateLong(docs)}, beyond the ${limit}-day limit.`, [claim.id])],
        });
      }
      return result({
        eligible: 'no',
        findings: [finding('within_timeline',
          `Claim ${claim.id} has been open ${waited} days since the documents were complete on ${formatDateLong(docs)}; the insurer has ${limit} days to decide.`, [claim.id])],
      });
    }

    // Settled.
    if (!claim.settledOn || claim.settledAmount === null) {
      return result({
        eligible: 'human',
        findings: [finding('settlement_unrecorded', `Claim ${claim.id} is marked settled but the settlement date or amount is not on record.`, [claim.id])],
      });
    }
    const took = days(docs, claim.settledOn);
    const timing = `Claim ${claim.id} was settled on ${formatDateLong(claim.settledOn)}, ${took} days after the documents were complete on ${formatDateLong(docs)}`;
    if (took <= limit) {
      return result({ eligible: 'no', findings: [finding('settled_in_time', `${timing}, within the ${limit}-day limit.`, [claim.id])] });
    }
    const paid = settlingCredits(records, claim.id, ['interest']);
    if (paid.length > 0) {
      return result({
        eligible: 'no',
        findings: [
          finding('settled_late', `${timing}, beyond the ${limit}-day limit.`, [claim.id]),
          finding('interest_paid', `Interest for the delay has already been paid (${paid.map((p) => p.id).join(', ')}).`, [claim.id, ...paid.map((p) => p.id)]),
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
        finding('settled_late', `${timing}, beyond the ${limit}-day limit.`, [claim.id]),
        finding('interest_due', `Interest at the bank rate plus 2% (${percentText(rateBps)} a year) on ${formatInr(claim.settledAmount)} for ${took} days is due.`, [claim.id]),
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
      '(?:delay|late)\\w*\\b.{0,60}(?:settlement|settling|claim)',
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
    ],
    examples: [
      'My claim has still not been settled after I gave all the documents.',
      'The claim settlement was delayed, I want interest for the delay.',
      'Claim abhi tak settle nahi hua.',
    ],
    aspects: ['claim', 'settlement delay'],
  },
  rule: claimSettlementDelayRule,
  citations: [INSURER_CITATIONS.settlementTimelines, INSURER_CITATIONS.delayInterest],
};
