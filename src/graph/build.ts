// Wires the claim graph: nodes, routes, the tool loop, checkpointer. No logic lives here.
import { END, START, StateGraph } from '@langchain/langgraph';
import { ToolNode } from '@langchain/langgraph/prebuilt';
import { createReadTools } from '../tools/read-tools.js';
import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import type { GraphDeps } from './graph-deps.js';
import { NODE } from './node-names.js';
import { afterApprove, afterDecide, afterGather, afterReport, afterRespond, afterVerify } from './routes.js';
import { ClaimState, type ClaimStateUpdate, type ClaimStateValue } from './state.js';
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

type NodeFn = (state: ClaimStateValue, config: LangGraphRunnableConfig) => Promise<ClaimStateUpdate>;

/** Adds the node's own time (ms) to the node-log entry it writes, for the audit trace. */
function timed(node: NodeFn): NodeFn {
  return async (state, config) => {
    const started = performance.now();
    const update = await node(state, config);
    const log = update.nodeLog;
    if (Array.isArray(log) && log.length > 0) {
      const ms = Math.round((performance.now() - started) * 100) / 100;
      return { ...update, nodeLog: log.map((entry, i) => (i === log.length - 1 ? { ...entry, ms } : entry)) };
    }
    return update;
  };
}

/** Supersteps a turn may take before LangGraph stops it (bounded loops). */
export const RECURSION_LIMIT = 40;

export function buildClaimGraph(deps: GraphDeps) {
  const tools = new ToolNode(createReadTools(), { handleToolErrors: true });
  return new StateGraph(ClaimState)
    .addNode(NODE.intake, intakeNode())
    .addNode(NODE.gather, timed(gatherNode()))
    .addNode(NODE.report, timed(reportNode()))
    .addNode(NODE.verify, timed(verifyNode()))
    .addNode(NODE.tools, timed(toolsNode(tools)))
    .addNode(NODE.clarify, timed(clarifyNode()))
    .addNode(NODE.decide, timed(decideNode()))
    .addNode(NODE.approve, timed(approveNode(deps)))
    .addNode(NODE.act, timed(actNode(deps)))
    .addNode(NODE.respond, timed(respondNode()))
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
