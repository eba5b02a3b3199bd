// Read tool: which of the customer's records a claim of a given type could be about (from the policy pack).
import { claimCandidates } from '../policy/judge.js';
import { defineReadTool } from './read-tool.js';

export const findClaimRecordsTool = () =>
  defineReadTool('find_claim_records', (args, { tenant, records, clock }) => ({
    claim_type: args.claim_type,
    candidates: claimCandidates(tenant, args.claim_type, records, clock.reportedOn),
  }));
