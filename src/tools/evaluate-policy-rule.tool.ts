// Read tool: runs the tenant's policy rule on one of the customer's own records (through the turn's judge); moves no money.
// The findings go out as their English text: the facts they are worded from are for replies, not for the model.
import { defineReadTool } from './read-tool.js';

export const evaluatePolicyRuleTool = () =>
  defineReadTool('evaluate_policy_rule', (args, { judge }) => {
    const result = judge({ claimType: args.claim_type, subjectId: args.record_id, cancelNow: args.cancel_now ?? false });
    return { ...result, findings: result.findings.map(({ code, text, recordIds }) => ({ code, text, recordIds })) };
  });
