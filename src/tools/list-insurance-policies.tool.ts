// Read tool: the authenticated customer's insurance policies.
import { defineReadTool } from './read-tool.js';
import { policyView } from './record-views.js';
import type { ToolDeps } from './tool-context.js';

export const listInsurancePoliciesTool = (deps: ToolDeps) =>
  defineReadTool('list_insurance_policies', deps, async (_args, { identity }, { store }) => {
    const records = await store.customerRecords(identity.tenantId, identity.customerId);
    return { policies: records.policies.map(policyView) };
  });
