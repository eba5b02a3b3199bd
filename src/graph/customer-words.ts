// The customer's words as nodes read them: masked first (personal data never reaches search, a model or a log), and
// the knowledge-base query made from them, the same for every node of a turn (so one search serves them all).
import { redactPii } from '../agents/intake/redact-pii.js';
import { knowledgeQuery } from '../agents/gather/offline/plain-english.js';
import type { ClaimStateValue } from './state.js';

export function maskedMessage(state: Pick<ClaimStateValue, 'input' | 'message'>): string {
  return state.input?.redacted ?? redactPii(state.message);
}

export function knowledgeQueryOf(state: Pick<ClaimStateValue, 'input' | 'message'>): string {
  return knowledgeQuery(maskedMessage(state));
}
