// Claims as candidates: labelled by id, policy, product and status.
import { formatDateLong } from '../../../domain/calendar.js';
import { formatInr } from '../../../domain/money.js';
import type { Claim, CustomerRecords } from '../../../domain/records.js';
import type { Candidate } from '../../pack.js';

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
    labels,
    describe: `claim ${claim.id} for ${formatInr(claim.amountClaimed)} filed on ${formatDateLong(claim.filedOn)} (${claim.status.replace('_', ' ')})`,
  };
}
