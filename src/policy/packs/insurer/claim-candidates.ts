// Claims as candidates: labelled by id, policy, product and status, and quotable by what was claimed or settled; a
// claim's status in Hindi for the findings.
import { formatDateLong, formatDateLongHindi } from '../../../domain/calendar.js';
import { formatInr } from '../../../domain/money.js';
import type { Claim, CustomerRecords } from '../../../domain/records.js';
import type { Candidate } from '../../pack.js';

/** "settled ₹30,000.00 on 13 October 2026": how a customer who was paid remembers the claim. */
function settlement(claim: Claim): string | null {
  return claim.status === 'settled' && claim.settledAmount !== null && claim.settledOn !== null
    ? `settled ${formatInr(claim.settledAmount)} on ${formatDateLong(claim.settledOn)}`
    : null;
}

/** The settlement in Hindi or Hinglish: "₹30,000.00, 13 अक्टूबर 2026 को निपटाया गया". */
function settled(claim: Claim, language: 'hi' | 'hi-Latn'): string | null {
  if (claim.status !== 'settled' || claim.settledAmount === null || claim.settledOn === null) return null;
  return language === 'hi'
    ? `${formatInr(claim.settledAmount)}, ${formatDateLongHindi(claim.settledOn)} को निपटाया गया`
    : `${formatInr(claim.settledAmount)}, ${formatDateLong(claim.settledOn)} ko settle hua`;
}

export function claimCandidate(records: CustomerRecords, claim: Claim, tier: number): Candidate {
  const product = records.policies.find((p) => p.id === claim.policyId)?.product;
  const labels = [claim.id, claim.policyId, claim.status, product, product ? `${product} claim` : undefined]
    .filter((l): l is string => typeof l === 'string');
  return {
    id: claim.id,
    kind: 'claim',
    tier,
    amount: claim.amountClaimed,
    date: claim.filedOn,
    ...(claim.settledAmount !== null && claim.settledAmount !== claim.amountClaimed ? { otherAmounts: [claim.settledAmount] } : {}),
    otherDates: [claim.settledOn, claim.documentsCompleteOn].filter((d): d is string => d !== null),
    labels,
    describe: `claim ${claim.id} for ${formatInr(claim.amountClaimed)} filed on ${formatDateLong(claim.filedOn)} (${settlement(claim) ?? claim.status.replace('_', ' ')})`,
    describeIn: {
      hi: `क्लेम ${claim.id}, ${formatInr(claim.amountClaimed)}, ${formatDateLongHindi(claim.filedOn)} को दर्ज (${settled(claim, 'hi') ?? CLAIM_STATUS_HI[claim.status]})`,
      'hi-Latn': `claim ${claim.id}, ${formatInr(claim.amountClaimed)}, ${formatDateLong(claim.filedOn)} ko darj (${settled(claim, 'hi-Latn') ?? claim.status.replace('_', ' ')})`,
    },
  };
}

/** A claim's status as a Hindi sentence states it. */
export const CLAIM_STATUS_HI: Record<Claim['status'], string> = {
  submitted: 'जमा किया गया', under_review: 'समीक्षा में', approved: 'स्वीकृत', rejected: 'अस्वीकृत', settled: 'निपटाया गया',
};
