// report: the report maker arranges issue, demand, company documents and the customer's facts.
import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import { EchoPilotError } from '../../domain/errors.js';
import { NODE } from '../node-names.js';
import type { ClaimStateValue, NodeResult } from '../state.js';
import { turnContextOf } from '../turn-context.js';
import { knowledgeQueryOf, maskedMessage } from '../customer-words.js';

export const reportNode = () => async (state: ClaimStateValue, config: LangGraphRunnableConfig): Promise<NodeResult> => {
  if (!state.analysis) throw new EchoPilotError('INTERNAL', 'report ran before gather');
  const ctx = turnContextOf(config);
  const report = await ctx.agents.reporter.write({
    message: maskedMessage(state),
    analysis: state.analysis,
    passages: await ctx.passages(knowledgeQueryOf(state)),
    tenant: ctx.profile,
    ...(ctx.attachments ? { attachments: ctx.attachments } : {}),
  });
  return { issueReport: report, nodeLog: [{ node: NODE.report, summary: { issue: report.issue, userDemand: report.userDemand, support: report.supportInfoFromUser, policyRefs: report.policyRefs } }] };
};
