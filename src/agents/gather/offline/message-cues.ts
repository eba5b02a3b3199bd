// Message-level cues: questions, requests for money back, feature requests, "cancel it now" and "not satisfied".
import { normalise } from './tokenize.js';

const QUESTION_START = /^\s*(?:what|what's|how|when|why|where|which|who|whom|is|are|can|could|do|does|will|would|should|shall|may|kya|kab|kaise|kitna|kitne|kyun|kahan)\b/i;
const HYPOTHETICAL = /^\s*(?:if|suppose|supposing|in case|what if|what happens if|agar)\b|\bwhat happens (?:if|when)\b|\bin case (?:of|a|an|my)\b/i;
/** Words that make a message about the customer's own case. */
const PERSONAL = /\b(?:my|mine|mera|meri|mere|maine|mujhe|humara|hamara|our)\b|\bi (?:was|have|had|am|paid|sent|made|did|tried|got|lost|bought|gave|submitted)\b|\bme\b/i;
const STATUS_QUESTION = /\b(?:status|progress)\b.{0,40}\b(?:of|on|for)\b|\bwhere is my\b|\bhas my .{0,30}been\b|\bstatus kya\b/i;

export function isQuestion(text: string): boolean {
  return text.trim().endsWith('?') || QUESTION_START.test(normalise(text));
}

/** A question about how things work, not about the customer's own case ("what is the free look period?"). */
export function isGeneralQuestion(text: string, hasCaseEntities = false): boolean {
  const t = normalise(text);
  if (HYPOTHETICAL.test(t)) return true;
  return isQuestion(t) && !hasCaseEntities && !PERSONAL.test(t);
}

/** "What is the status of my claim?": a status question. */
export function isStatusQuestion(text: string): boolean {
  const t = normalise(text);
  return isQuestion(t) && STATUS_QUESTION.test(t);
}

const MONEY_BACK = /\b(?:refund|reverse|reversal|revert|return|waive|money back|get (?:it|the money|my money|the amount) back|want (?:it|one|one of them|them|the amount|my money) back|give (?:it|me|my money) back|credit (?:it|the amount) back|compensat\w*|interest|reimburse|wapas|vapas|lautao)\b/i;

/** The customer wants money back (a refund, reversal, waiver, compensation or interest). */
export function demandsMoneyBack(text: string): boolean {
  return MONEY_BACK.test(normalise(text));
}

const FEATURE = [
  /\b(?:would|will) be (?:great|nice|good|helpful|useful|convenient|amazing|awesome)\b.{0,20}\b(?:if|to have)\b/i,
  /\b(?:please|kindly|can you|could you|why not|you should|pls)\s+(?:\w+\s+){0,2}(?:add|introduce|provide an option|build|launch|allow|support|offer|consider adding)\b/i,
  /\b(?:add|introduce|launch|build) (?:a |an |this |that )?(?:new )?(?:feature|option|facility)\b/i,
  /\bfeature request\b|\bnew feature\b|\bsuggestion\b|\bi suggest\b|\bi recommend\b|\bi wish (?:your|the|i could|there was)\b/i,
  /\b(?:app|website|portal|net banking)\b.{0,40}\bshould (?:have|let|allow|support|show)\b/i,
  /\b(?:feature|option) (?:hona chahiye|dijiye|do|add karo|banao)\b|\bka option\b.{0,20}\b(?:add|chahiye|hona)\b/i,
];

export function looksLikeFeatureRequest(text: string): boolean {
  const t = normalise(text);
  return FEATURE.some((re) => re.test(t));
}

const CANCEL_NOW = [
  /\b(?:want|wish|would like|need|like|going|please|kindly|pls)\s+(?:to\s+)?(?:\w+\s+)?(?:cancel|terminate|surrender)\b(?!\w)/i,
  /\b(?:cancel|terminate|surrender)\s+(?:it|my|the|this|that)\b(?!.*\?$)/i,
  /\bcancel (?:karna|karo|kar do|kardo|kar dijiye|kijiye|karwana)\b|\bband (?:karo|kar do|kardo)\b/i,
];
const NOT_CANCEL_NOW = /\b(?:can i|could i|how (?:do|can|to)|is it possible to|what happens if i|if i)\s+(?:\w+\s+)?cancel|\b(?:was|been|got|is|already) cancel+ed\b|\bdo not (?:want to )?cancel\b/i;

/** The customer asks to cancel a product now ("I want to cancel it"). */
export function asksToCancelNow(text: string): boolean {
  const t = normalise(text);
  return CANCEL_NOW.some((re) => re.test(t)) && !NOT_CANCEL_NOW.test(t);
}

const DISSATISFIED = /\bnot (?:at all |really |very )?(?:satisfied|happy|ok|okay|convinced|acceptable)\b|\b(?:dissatisfied|unsatisfied|unacceptable)\b|\bi want to (?:complain|escalate)\b|\b(?:raise|file|lodge|register|make|log)\s+(?:a |an |my )?(?:formal )?complaint\b|\bescalate\b|\bsantusht nahi\b|\bkhush nahi\b|\bcomplaint (?:karna|darj|register|kar)\b|\bshikayat\b/i;

/** The customer is not satisfied with an answer or wants to complain. */
export function isDissatisfied(text: string): boolean {
  return DISSATISFIED.test(normalise(text));
}
