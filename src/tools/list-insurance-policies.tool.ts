// Read tool: the authenticated customer's insurance policies.
import { defineReadTool } from './read-tool.js';
import { policyView } from './record-views.js';

export const listInsurancePoliciesTool = () => defineReadTool('list_insurance_policies', (_args, { records }) => ({ policies: records.policies.map(policyView) }));
