// Read tool: the authenticated customer's insurance claims, optionally for one of their policies.
import { defineReadTool } from './read-tool.js';
import { claimView } from './record-views.js';
import type { ToolDeps } from './tool-context.js';

export const listInsuranceClaimsTool = (deps: ToolDeps) =>
  defineReadTool('list_insurance_claims', deps, async (args, { identity }, { store }) => {
    const records = await store.customerRecords(identity.tenantId, identity.customerId);
    const claims = args.policy_id ? records.claims.filter((c) => c.policyId === args.policy_id) : records.claims;
    return { claims: claims.map(claimView) };
  });
