// intake: validates the message, masks PII for prompts and logs, and starts a fresh turn.
import { HumanMessage, RemoveMessage } from '@langchain/core/messages';
import { REMOVE_ALL_MESSAGES } from '@langchain/langgraph';
import { checkMessage } from '../../domain/message-limits.js';
import { redactPii } from '../../agents/intake/redact-pii.js';
import { NODE } from '../node-names.js';
import type { ClaimStateValue, NodeResult } from '../state.js';
import { turnContextOf } from '../turn-context.js';
import type { LangGraphRunnableConfig } from '@langchain/langgraph';

function scriptLanguage(text: string): string {
  if (/[\u0900-\u097F]/.test(text)) return 'hi';
  if (/[\u0B80-\u0BFF]/.test(text)) return 'ta';
  if (/[\u0980-\u09FF]/.test(text)) return 'bn';
  return 'und';
}

export const intakeNode = () => async (state: ClaimStateValue, config: LangGraphRunnableConfig): Promise<NodeResult> => {
  const { clock } = turnContextOf(config);
  // The text's length was checked as written, before the graph; the channel holds it masked (state.ts), which may be
  // longer. Only an empty message is left to refuse.
  const text = state.message.trim();
  if (text === '') checkMessage(text);
  const input = { redacted: redactPii(text), language: scriptLanguage(text), characters: text.length };
  // Start the turn afresh, writing only the channels that hold something (every write costs a checkpoint row).
  const reset: NodeResult = {};
  if (state.analysis !== null) reset.analysis = null;
  if (state.answer !== null) reset.answer = null;
  if (state.issueReport !== null) reset.issueReport = null;
  if (state.toolLoop.length > 0) reset.toolLoop = [new RemoveMessage({ id: REMOVE_ALL_MESSAGES })];
  if (state.verification !== null) reset.verification = null;
  if (state.clarification !== null) reset.clarification = null;
  if (state.decision !== null) reset.decision = null;
  if (state.approval !== null) reset.approval = null;
  if (state.effects.length > 0) reset.effects = [];
  if (state.reply !== null) reset.reply = null;
  if (state.result !== null) reset.result = null;
  if (state.decision !== null) {
    reset.previousOutcome = state.decision.outcome;
    reset.previousClaimType = state.decision.claimType;
  }
  return {
    ...reset,
    input,
    messages: [new HumanMessage({ content: input.redacted })],
    reportedOn: clock.today,
    turn: state.turn + 1,
    nodeLog: [{ node: NODE.intake, summary: { characters: input.characters, redacted: input.redacted } }],
  };
};
