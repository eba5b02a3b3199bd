// Read tool: runs the tenant's policy rule on one of the customer's own records (through the turn's judge); moves no money.
import { defineReadTool } from './read-tool.js';

export const evaluatePolicyRuleTool = () =>
  defineReadTool('evaluate_policy_rule', (args, { judge }) =>
    judge({ claimType: args.claim_type, subjectId: args.record_id, cancelNow: args.cancel_now ?? false }));
