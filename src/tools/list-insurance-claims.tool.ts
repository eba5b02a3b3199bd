// Read tool: the authenticated customer's insurance claims, optionally for one of their policies.
import { defineReadTool } from './read-tool.js';
import { claimView } from './record-views.js';

export const listInsuranceClaimsTool = () =>
  defineReadTool('list_insurance_claims', (args, { records }) => {
    const claims = args.policy_id ? records.claims.filter((c) => c.policyId === args.policy_id) : records.claims;
    return { claims: claims.map(claimView) };
  });
