// Read tool: which of the customer's records a claim of a given type could be about (from the policy pack).
import { candidatesFor } from '../policy/engine.js';
import { defineReadTool } from './read-tool.js';
import type { ToolDeps } from './tool-context.js';

export const findClaimRecordsTool = (deps: ToolDeps) =>
  defineReadTool('find_claim_records', deps, async (args, { identity, today, reportedOn }, { store, tenants }) => {
    const tenant = tenants.get(identity.tenantId);
    const records = await store.customerRecords(identity.tenantId, identity.customerId);
    const calendar = { today: reportedOn ?? today, timeZone: tenant.config.timeZone, holidays: tenant.config.holidays };
    const candidates = candidatesFor(tenant.pack, args.claim_type, records, calendar, tenant.config.params);
    return { claim_type: args.claim_type, candidates };
  });
