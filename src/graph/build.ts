// Wires the claim graph: nodes, routes, the tool loop, checkpointer. No logic lives here.
import { END, START, StateGraph } from '@langchain/langgraph';
import { ToolNode } from '@langchain/langgraph/prebuilt';
import { createReadTools } from '../tools/read-tools.js';
import type { GraphDeps } from './graph-deps.js';
import { NODE } from './node-names.js';
import { afterApprove, afterDecide, afterGather, afterReport, afterRespond, afterVerify } from './routes.js';
import { ClaimState } from './state.js';
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

/** Supersteps a turn may take before LangGraph stops it (bounded loops). */
export const RECURSION_LIMIT = 40;

export function buildClaimGraph(deps: GraphDeps) {
  const tools = new ToolNode(createReadTools({ store: deps.store, knowledge: deps.knowledge, tenants: deps.tenants, timeoutMs: deps.toolTimeoutMs }), { handleToolErrors: true });
  return new StateGraph(ClaimState)
    .addNode(NODE.intake, intakeNode())
    .addNode(NODE.gather, gatherNode(deps))
    .addNode(NODE.report, reportNode(deps))
    .addNode(NODE.verify, verifyNode(deps))
    .addNode(NODE.tools, toolsNode(tools))
    .addNode(NODE.clarify, clarifyNode(deps))
    .addNode(NODE.decide, decideNode(deps))
    .addNode(NODE.approve, approveNode(deps))
    .addNode(NODE.act, actNode(deps))
    .addNode(NODE.respond, respondNode(deps))
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
    .addConditionalEdges(NODE.approve, afterApprove, [NODE.act, NODE.respond])
    .compile({ checkpointer: deps.checkpointer });
}

export type ClaimGraph = ReturnType<typeof buildClaimGraph>;
