// Read tool: runs the tenant's policy rule on one of the customer's own records; moves no money.
import { EchoPilotError } from '../domain/errors.js';
import { evaluateClaim } from '../policy/engine.js';
import { defineReadTool } from './read-tool.js';
import type { ToolDeps } from './tool-context.js';

export const evaluatePolicyRuleTool = (deps: ToolDeps) =>
  defineReadTool('evaluate_policy_rule', deps, async (args, { identity, today, reportedOn }, { store, tenants }) => {
    const tenant = tenants.get(identity.tenantId);
    const records = await store.customerRecords(identity.tenantId, identity.customerId);
    const owned = [records.transactions, records.policies, records.claims, records.cards].some((list) => list.some((r) => r.id === args.record_id));
    if (!owned) {
      throw new EchoPilotError('FORBIDDEN', `record ${args.record_id} is not one of the authenticated customer's records`);
    }
    const calendar = { today: reportedOn ?? today, timeZone: tenant.config.timeZone, holidays: tenant.config.holidays };
    return evaluateClaim(tenant.pack, args.claim_type, {
      records,
      subjectId: args.record_id,
      params: tenant.config.params,
      calendar,
      cancelNow: args.cancel_now ?? false,
    });
  });
