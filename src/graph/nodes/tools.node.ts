// tools: runs the verifier's read-tool calls (LangGraph ToolNode); a failing tool becomes an error ToolMessage.
import type { RunnableConfig } from '@langchain/core/runnables';
import { ToolMessage } from '@langchain/core/messages';
import type { ToolNode } from '@langchain/langgraph/prebuilt';
import { NODE } from '../node-names.js';
import type { ClaimStateValue, NodeResult } from '../state.js';

export const toolsNode = (tools: ToolNode) => async (state: ClaimStateValue, config: RunnableConfig): Promise<NodeResult> => {
  const output = (await tools.invoke({ messages: state.toolLoop }, config)) as { messages: ToolMessage[] };
  const messages = output.messages;
  return {
    toolLoop: messages,
    nodeLog: [{ node: NODE.tools, summary: messages.map((m) => ({ name: m.name, status: m.status ?? 'success', characters: String(m.content).length })) }],
  };
};
