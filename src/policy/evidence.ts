// Evidence before money (pure): a model may propose that a message is a claim, of which type, about which record;
// money moves or a product changes only when the customer's own words, read deterministically, agree — or when the
// customer has said yes to one question naming the record and the amount.
import type { Entities } from '../domain/entities.js';
import type { Paise } from '../domain/money.js';
import type { ClaimType, Intent } from '../domain/vocabulary.js';
import { cardFits, datedOtherwise, matchSubject, statedOtherwise } from './matcher.js';
import type { Candidate } from './pack.js';

/**
 * What a customer can tie a cancellation to that a rule may not give (the whole amount back, a condition, a later
 * date), or a wish to cancel told in words read only in part (`wish_unclear`): each is confirmed before cancelling.
 */
export type CancellationTerm = 'whole_amount' | 'conditional' | 'later_date' | 'wish_unclear';

/**
 * What holds back a money claim the customer tells, short of asking for it: a condition on it (`conditional`: "reverse
 * the fee only if it doesn't use my yearly waiver") or a question whether to claim at all (`undecided`: "should I raise a
 * dispute or wait for the merchant's refund?"). Money moves or a card is blocked only after a plain yes.
 */
export type ClaimHold = 'conditional' | 'undecided';

/** The deterministic (offline) reading of the customer's words in this claim: the first message and any answers. */
export interface WordsReading {
  intent: Intent;
  claimType: ClaimType | null;
  claimTypeConfidence: number;
  /** Close second readings, best first. */
  alternatives: { claimType: ClaimType; confidence: number }[];
  /** A hypothetical or general question: never a claim. */
  hypothetical: boolean;
  /** Trouble told with no detail: `alternatives` are the likeliest claim types, to be offered in one question. */
  vague?: boolean;
  entities: Entities;
  /** The message claims more than one record at once ("both withdrawals failed"): see `namedOneByOne`. */
  several?: boolean;
  /** The message tells of a new occurrence ("it happened again today", "another 9,600 debited"). */
  repeats?: boolean;
  /** How many records the words say they claim ("both": 2), when they say. */
  severalCount?: number;
  /** What the customer ties a cancellation to that a rule may not give ("the full premium", "only if", a date). */
  conditions: CancellationTerm[];
  /** What holds back a claim that would move money or block a card (none when absent). */
  holds?: ClaimHold[];
}

/** The customer's answer to a confirmation question, bound to what the question named. */
export interface Confirmation {
  claimType: ClaimType;
  subjectId: string;
  amount: Paise;
  answer: 'yes' | 'no' | null;
}

export interface EvidenceInput {
  claimType: ClaimType;
  subjectId: string;
  amount: Paise;
  /** Null when no deterministic reading exists (the graph always supplies one; null is treated as no evidence). */
  words: WordsReading | null;
  /** The customer's records a claim of this type could be about (the pack's candidates). */
  candidates: readonly Candidate[];
  confirmation: Confirmation | null;
}

/** Why the evidence does not carry the proposal; each kind says what to ask. */
export type EvidenceGap =
  | { kind: 'not_a_claim'; note: string }
  | { kind: 'claim_type'; note: string }
  | { kind: 'record_several'; note: string; candidates: Candidate[] }
  | { kind: 'record'; note: string };

export type EvidenceCheck =
  | { ok: true; basis: string; confidence: number }
  | { ok: false; gaps: EvidenceGap[] };

/** The message mentions something a record can be found by: an amount, a date, a reference, a card, a counterparty. */
function namesAnything(e: Entities): boolean {
  return [e.amounts, e.dates, e.references, e.cardLast4, e.counterparties, e.numbers ?? []].some((list) => list.length > 0);
}

/** The message names card digits, the record is on a card, and on none of those. */
function namesAnotherCard(subject: Candidate | undefined, e: Entities): boolean {
  if (!subject || e.cardLast4.length === 0 || !subject.labels.some((l) => /^\d{4}$/.test(l))) return false;
  return !e.cardLast4.some((digits) => cardFits(subject, digits));
}

/** The customer said yes to exactly this claim, record and (at least) this amount. */
export function confirms(confirmation: Confirmation | null, claim: { claimType: ClaimType; subjectId: string; amount: Paise }): boolean {
  return confirmation?.answer === 'yes' && confirmation.claimType === claim.claimType && confirmation.subjectId === claim.subjectId && claim.amount <= confirmation.amount;
}

/** How strongly the customer's words read as this claim type (0 when they do not). */
export function claimTypeSupport(words: WordsReading, claimType: ClaimType): number {
  if (words.hypothetical || words.intent === 'query') return 0;
  if (words.claimType === claimType) return words.claimTypeConfidence;
  // A vague reading's alternatives are the types a question offers, not a reading of what happened.
  if (words.vague) return 0;
  return words.alternatives.find((a) => a.claimType === claimType)?.confidence ?? 0;
}

/**
 * Whether the deterministic evidence carries a proposal that would move money or change a product. The confidence
 * returned is the words' own confidence for the type: a model's confidence never lowers a review threshold.
 */
export function checkEvidence(input: EvidenceInput): EvidenceCheck {
  if (confirms(input.confirmation, input)) return { ok: true, basis: 'the customer confirmed this claim, record and amount', confidence: 1 };
  const words = input.words;
  if (!words) return { ok: false, gaps: [{ kind: 'not_a_claim', note: 'no deterministic reading of the message was available' }] };
  const gaps: EvidenceGap[] = [];
  const support = claimTypeSupport(words, input.claimType);
  if (words.hypothetical || words.intent === 'query' || (words.claimType === null && support === 0)) {
    gaps.push({ kind: 'not_a_claim', note: `the customer's words read as ${words.hypothetical ? 'a hypothetical question' : words.intent === 'query' ? 'a question' : `a ${words.intent.replace('_', ' ')} with no claim`}, not a claim` });
  } else if (support === 0) {
    gaps.push({ kind: 'claim_type', note: `the customer's words read as ${words.claimType ?? 'no claim type'}, not ${input.claimType}` });
  }
  const subject = input.candidates.find((c) => c.id === input.subjectId);
  const ownCandidate = subject !== undefined;
  const otherwise = subject ? statedOtherwise(subject, words.entities) ?? (words.repeats ? datedOtherwise(subject, words.entities) : null) : null;
  const match = matchSubject(input.candidates, words.entities);
  if (!ownCandidate) {
    gaps.push({ kind: 'record', note: `${input.subjectId} is not a record a ${input.claimType} claim can be about` });
  } else if (match.kind === 'several' && match.candidates.some((c) => c.id === input.subjectId)) {
    gaps.push({ kind: 'record_several', note: `the message fits ${match.candidates.length} records equally; the customer must say which`, candidates: match.candidates });
  } else if (match.kind !== 'unique' || match.candidate.id !== input.subjectId) {
    gaps.push({ kind: 'record', note: `the message does not point to ${input.subjectId}${match.kind === 'unique' ? ` (it points to ${match.candidate.id})` : ''}` });
  } else if (namesAnotherCard(subject, words.entities)) {
    // "Block card 5521" from a customer whose only card ends 4411: their own card is not the one they named.
    gaps.push({ kind: 'record', note: `the message names a card ending ${words.entities.cardLast4.join(', ')}, and ${input.subjectId} is not on it` });
  } else if (otherwise !== null) {
    // "Adyar ATM yesterday, 3000 got debited" of the ₹2,000 one, "cancel my motor policy" of the health one: asked, not assumed.
    gaps.push({ kind: 'record', note: otherwise });
  } else if (words.vague && !namesAnything(words.entities)) {
    // "Something is wrong with my account", then a pick from a list: the only record of that kind is a guess, not theirs.
    gaps.push({ kind: 'record', note: `the customer named trouble but no record; ${input.subjectId} is only the one record of this kind` });
  }
  if (gaps.length > 0) return { ok: false, gaps };
  return { ok: true, basis: `the customer's words read as ${input.claimType} (${support.toFixed(2)}) and point to ${input.subjectId}`, confidence: support };
}
