// The customer's words as nodes read them: masked first (personal data never reaches search, a model or a log), and
// the knowledge-base query made from them, the same for every node of a turn (so one search serves them all).
import { redactPii } from '../agents/intake/redact-pii.js';
import { knowledgeQuery } from '../agents/gather/offline/plain-english.js';
import type { ClaimStateValue } from './state.js';
import type { Policy } from '../domain/records.js';

export function maskedMessage(state: Pick<ClaimStateValue, 'input' | 'message'>): string {
  return state.input?.redacted ?? redactPii(state.message);
}

export function knowledgeQueryOf(state: Pick<ClaimStateValue, 'input' | 'message'>): string {
  return knowledgeQuery(maskedMessage(state));
}

/** Words just before a number that already say it is a policy's ("policy HP-4803", "plan no. LP-4903"). */
const TOLD_AS_A_POLICY = /\b(?:polic(?:y|ies)|plan|cover|insurance|bima|mediclaim|no|number|num)\W{0,3}$/i;
const escaped = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The customer's own policies named by their number alone ("cancel HP-4803 from today", "LP 4903 band kar do"): the
 * number is told as a policy ("policy HP-4803"), as a number in the "POL-…" form already reads, so that what is asked of
 * it reads the same whatever form the insurer's numbers take. Only the customer's own numbers, written in any case,
 * with or without the separator.
 */
export function withOwnPoliciesNamed(text: string, policies: readonly Pick<Policy, 'id'>[]): string {
  let named = text;
  for (const { id } of policies) {
    const parts = id.split(/[-/\s]+/).filter((p) => p !== '');
    if (parts.length === 0 || /^pol$/i.test(parts[0] ?? '')) continue;
    const number = new RegExp(`(?<![\\w-])${parts.map(escaped).join('[-/\\s]?')}(?![\\w-])`, 'gi');
    named = named.replace(number, (found, at: number) => (TOLD_AS_A_POLICY.test(named.slice(Math.max(0, at - 20), at)) ? found : `policy ${found}`));
  }
  return named;
}
