// Read tool: which of the customer's records a claim of a given type could be about (from the policy pack).
import { claimCandidates } from '../policy/judge.js';
import { defineReadTool } from './read-tool.js';

export const findClaimRecordsTool = () =>
  defineReadTool('find_claim_records', (args, { tenant, records, clock, candidates }) => ({
    claim_type: args.claim_type,
    candidates: candidates ? candidates(args.claim_type) : claimCandidates(tenant, args.claim_type, records, clock.reportedOn),
  }));
