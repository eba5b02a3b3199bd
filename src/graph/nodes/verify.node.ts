// verify: one step of the verifier's tool loop — more read-tool calls, or a verdict. The loop is bounded.
import { AIMessage, HumanMessage, type BaseMessage } from '@langchain/core/messages';
import { EchoPilotError } from '../../domain/errors.js';
import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import { textsOf } from '../../policy/wording.js';
import { NODE } from '../node-names.js';
import type { ClaimStateValue, NodeResult } from '../state.js';
import { turnContextOf } from '../turn-context.js';

/** Tool rounds a verifier may take before it must decide. */
export const MAX_TOOL_ROUNDS = 4;

/**
 * The verifier's tool rounds since the customer's latest answer: each pass after an answer (a record picked, a yes) has
 * its own bound, so a claim asked about twice is still judged on the second yes. Answers are bounded themselves.
 */
function roundsThisPass(loop: readonly BaseMessage[]): number {
  let rounds = 0;
  for (let i = loop.length - 1; i >= 0 && !HumanMessage.isInstance(loop[i]); i--) if (AIMessage.isInstance(loop[i])) rounds++;
  return rounds;
}

export const verifyNode = () => async (state: ClaimStateValue, config: LangGraphRunnableConfig): Promise<NodeResult> => {
  const { analysis, issueReport: report } = state;
  if (!analysis || !report) throw new EchoPilotError('INTERNAL', 'verify ran before gather and report');
  const rounds = roundsThisPass(state.toolLoop);
  if (rounds >= MAX_TOOL_ROUNDS) {
    const verification = {
      status: 'needs_human' as const, claimType: analysis.claimType, subjectId: null, candidates: [], amount: 0,
      confidence: 0, reasons: [`The verifier did not reach a verdict within ${MAX_TOOL_ROUNDS} tool rounds.`],
      citations: report.policyRefs, ruleResult: null, trace: { backend: 'offline' as const },
    };
    return { verification, nodeLog: [{ node: NODE.verify, summary: { verdict: verification.status, reasons: verification.reasons } }] };
  }
  const ctx = turnContextOf(config);
  const step = await ctx.agents.verifier.step({ tenant: ctx.profile, clock: ctx.clock, report, analysis, messages: state.toolLoop });
  if (step.kind === 'tools') {
    const calls = step.message.tool_calls ?? [];
    return {
      toolLoop: [step.message],
      nodeLog: [{ node: NODE.verify, summary: { toolCalls: calls.map((c) => ({ name: c.name, args: c.args })), backend: (step.message.response_metadata as { echopilot?: { trace?: unknown } } | undefined)?.echopilot?.trace ?? { backend: 'offline' } } }],
    };
  }
  const v = step.verdict;
  return {
    verification: v,
    nodeLog: [{ node: NODE.verify, summary: { verdict: v.status, subjectId: v.subjectId, amount: v.amount, confidence: v.confidence, reasons: textsOf(v.reasons), backend: v.trace } }],
  };
};
