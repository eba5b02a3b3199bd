// Wires the claim graph: nodes, routes, the tool loop, checkpointer, declared input and output. No logic lives here.
import { END, START, StateGraph } from '@langchain/langgraph';
import { ToolNode } from '@langchain/langgraph/prebuilt';
import { createReadTools } from '../tools/read-tools.js';
import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import type { GraphDeps } from './graph-deps.js';
import { NODE } from './node-names.js';
import { afterApprove, afterDecide, afterGather, afterReport, afterRespond, afterVerify } from './routes.js';
import { ClaimInput, ClaimOutput, ClaimState, type ClaimStateUpdate, type ClaimStateValue, type NodeResult } from './state.js';
import { turnContextOf } from './turn-context.js';
import { intakeNode } from './nodes/intake.node.js';
import { gatherNode } from './nodes/gather.node.js';
import { reportNode } from './nodes/report.node.js';
import { verifyNode } from './nodes/verify.node.js';
import { clarifyNode } from './nodes/clarify.node.js';
import { decideNode } from './nodes/decide.node.js';
import { approveNode } from './nodes/approve.node.js';
import { actNode } from './nodes/act.node.js';
import { respondNode } from './nodes/respond.node.js';
import { toolsNode } from './nodes/tools.node.js';

type NodeFn = (state: ClaimStateValue, config: LangGraphRunnableConfig) => Promise<NodeResult>;

/**
 * Moves a node's summary into the turn's trail with the node's own time (ms), and reports it on the run's custom
 * stream for progress. The trail is the audit entry's path; it is not state, so no checkpoint carries it.
 */
function traced(node: NodeFn) {
  return async (state: ClaimStateValue, config: LangGraphRunnableConfig): Promise<ClaimStateUpdate> => {
    const started = performance.now();
    const { nodeLog, ...update } = await node(state, config);
    if (nodeLog && nodeLog.length > 0) {
      const ms = Math.round((performance.now() - started) * 100) / 100;
      const entries = nodeLog.map((entry, i) => (i === nodeLog.length - 1 ? { ...entry, ms } : entry));
      turnContextOf(config).trail.push(...entries);
      config.writer?.({ node: entries[0]?.node, log: entries });
    }
    return update;
  };
}

/** Supersteps a turn may take before LangGraph stops it (bounded loops). */
export const RECURSION_LIMIT = 40;

export function buildClaimGraph(deps: GraphDeps) {
  const tools = new ToolNode(createReadTools(), { handleToolErrors: true });
  // The declared input and output are what the LangGraph platform publishes (Studio, `/assistants/{id}/schemas`) and
  // what `invoke` returns; the application reads the whole state (see ConversationService.run).
  return new StateGraph(ClaimState, { input: ClaimInput, output: ClaimOutput })
    .addNode(NODE.intake, traced(intakeNode()))
    .addNode(NODE.gather, traced(gatherNode()))
    .addNode(NODE.report, traced(reportNode()))
    .addNode(NODE.verify, traced(verifyNode()))
    .addNode(NODE.tools, traced(toolsNode(tools)))
    .addNode(NODE.clarify, traced(clarifyNode()))
    .addNode(NODE.decide, traced(decideNode()))
    .addNode(NODE.approve, traced(approveNode(deps)))
    .addNode(NODE.act, traced(actNode(deps)))
    .addNode(NODE.respond, traced(respondNode()))
    .addEdge(START, NODE.intake)
    .addEdge(NODE.intake, NODE.gather)
    .addConditionalEdges(NODE.gather, afterGather, [NODE.respond, NODE.report])
    .addConditionalEdges(NODE.report, afterReport, [NODE.verify, NODE.decide])
    .addConditionalEdges(NODE.verify, afterVerify, [NODE.tools, NODE.decide])
    .addEdge(NODE.tools, NODE.verify)
    .addEdge(NODE.clarify, NODE.verify)
    .addConditionalEdges(NODE.decide, afterDecide, [NODE.act, NODE.respond])
    .addEdge(NODE.act, NODE.respond)
    .addConditionalEdges(NODE.respond, afterRespond, [NODE.clarify, NODE.approve, END])
    .addConditionalEdges(NODE.approve, afterApprove, [NODE.act])
    .compile(deps.checkpointer ? { checkpointer: deps.checkpointer } : {});
}

export type ClaimGraph = ReturnType<typeof buildClaimGraph>;
