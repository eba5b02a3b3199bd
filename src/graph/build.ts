// Wires the claim graph: nodes, routes, the tool loop, checkpointer, declared input and output. No logic lives here.
import { Command, END, START, StateGraph, messagesStateReducer, type Messages, type OverwriteValue } from '@langchain/langgraph';
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
/** Where a node's run goes next, read from the state its update leaves (routes.ts). */
type Route = (state: ClaimStateValue) => string;

/**
 * The state a node's update leaves, as far as routes read it: each written channel's new value, the dialogue
 * channels through their own reducer. (The next superstep's channels get the same values from LangGraph.)
 */
function stateAfter(state: ClaimStateValue, update: ClaimStateUpdate): ClaimStateValue {
  const { toolLoop, messages, message: _message, ...plain } = update;
  return {
    ...state,
    ...(plain as Partial<ClaimStateValue>),
    ...(toolLoop !== undefined ? { toolLoop: dialogueAfter(state.toolLoop, toolLoop) } : {}),
    ...(messages !== undefined ? { messages: dialogueAfter(state.messages, messages) } : {}),
  };
}

/** A dialogue channel after a write: the messages reducer's result, or the value an overwrite puts in its place. */
function dialogueAfter(current: ClaimStateValue['messages'], written: Messages | OverwriteValue<ClaimStateValue['messages']>): ClaimStateValue['messages'] {
  if (typeof written === 'object' && written !== null && '__overwrite__' in written) return (written as OverwriteValue<ClaimStateValue['messages']>).__overwrite__;
  return messagesStateReducer(current, written as Messages);
}

/**
 * Moves a node's summary into the turn's trail with the node's own time (ms), and reports it on the run's custom
 * stream for progress. The trail is the audit entry's path; it is not state, so no checkpoint carries it. A node with a
 * route names its next node itself (a Command's goto): a conditional edge would read the whole state again after every
 * such node, a copy of every channel that the route does not need.
 */
function traced(node: NodeFn, route?: Route) {
  return async (state: ClaimStateValue, config: LangGraphRunnableConfig): Promise<ClaimStateUpdate | Command> => {
    const started = performance.now();
    const { nodeLog, ...update } = await node(state, config);
    if (nodeLog && nodeLog.length > 0) {
      const ms = Math.round((performance.now() - started) * 100) / 100;
      const entries = nodeLog.map((entry, i) => (i === nodeLog.length - 1 ? { ...entry, ms } : entry));
      turnContextOf(config).trail.push(...entries);
      config.writer?.({ node: entries[0]?.node, log: entries });
    }
    return route ? new Command({ update, goto: route(stateAfter(state, update)) }) : update;
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
    .addNode(NODE.gather, traced(gatherNode(), afterGather), { ends: [NODE.respond, NODE.report] })
    .addNode(NODE.report, traced(reportNode(), afterReport), { ends: [NODE.verify, NODE.decide] })
    .addNode(NODE.verify, traced(verifyNode(), afterVerify), { ends: [NODE.tools, NODE.decide] })
    .addNode(NODE.tools, traced(toolsNode(tools)))
    .addNode(NODE.clarify, traced(clarifyNode()))
    .addNode(NODE.decide, traced(decideNode(), afterDecide), { ends: [NODE.act, NODE.respond] })
    .addNode(NODE.approve, traced(approveNode(deps), afterApprove), { ends: [NODE.act] })
    .addNode(NODE.act, traced(actNode(deps)))
    .addNode(NODE.respond, traced(respondNode(), afterRespond), { ends: [NODE.clarify, NODE.approve, END] })
    .addEdge(START, NODE.intake)
    .addEdge(NODE.intake, NODE.gather)
    .addEdge(NODE.tools, NODE.verify)
    .addEdge(NODE.clarify, NODE.verify)
    .addEdge(NODE.act, NODE.respond)
    .compile(deps.checkpointer ? { checkpointer: deps.checkpointer } : {});
}

export type ClaimGraph = ReturnType<typeof buildClaimGraph>;
