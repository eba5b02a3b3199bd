// intake: validates the message, masks PII for prompts and logs, and starts a fresh turn.
import { Overwrite } from '@langchain/langgraph';
import { RemoveMessage } from '@langchain/core/messages';
import { REMOVE_ALL_MESSAGES } from '@langchain/langgraph';
import { checkMessage } from '../../agents/intake/message-limits.js';
import { redactPii } from '../../agents/intake/redact-pii.js';
import { NODE } from '../node-names.js';
import type { ClaimStateUpdate, ClaimStateValue } from '../state.js';

function scriptLanguage(text: string): string {
  if (/[\u0900-\u097F]/.test(text)) return 'hi';
  if (/[\u0B80-\u0BFF]/.test(text)) return 'ta';
  if (/[\u0980-\u09FF]/.test(text)) return 'bn';
  return 'und';
}

export const intakeNode = () => async (state: ClaimStateValue): Promise<ClaimStateUpdate> => {
  const text = checkMessage(state.message);
  const input = { text, redacted: redactPii(text), language: scriptLanguage(text), characters: text.length };
  return {
    input,
    turns: [text],
    turn: state.turn + 1,
    previousOutcome: state.decision?.outcome ?? state.previousOutcome ?? null,
    previousClaimType: state.decision?.claimType ?? state.previousClaimType ?? null,
    analysis: null,
    kbDocs: [],
    answer: null,
    issueReport: null,
    messages: [new RemoveMessage({ id: REMOVE_ALL_MESSAGES })],
    verification: null,
    clarification: null,
    decision: null,
    approval: null,
    effects: [],
    reply: null,
    path: new Overwrite([NODE.intake]),
    nodeLog: new Overwrite([{ node: NODE.intake, summary: { characters: input.characters, redacted: input.redacted } }]),
  };
};
