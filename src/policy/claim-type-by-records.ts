// The claim type the customer's own records bear out: when the words' reading names a type (or none) whose records do
// not fit what the message states, and exactly one of its close alternatives has a record that does, that type is
// the one meant ("card swipe kiya 1250 ka … paisa kat gaya" is the failed ₹1,250 card payment at Big Bazaar, not the
// ₹3,000 UPI transfer the word "payment" leaned to). When the reading's own type has such a record, that record
// corroborates it: a claim told in a long letter or in Hindi, which dilutes the cue words' confidence, is as well
// understood as a short one once a record of that type fits its amount and one more detail or its reference.
// Deterministic: records and the message's entities only.
import type { Entities } from '../domain/entities.js';
import type { ClaimType, Intent } from '../domain/vocabulary.js';
import { datedOtherwise, rankCandidates } from './matcher.js';
import type { Candidate } from './pack.js';

export interface TypeReading {
  intent: Intent;
  claimType: ClaimType | null;
  claimTypeConfidence: number;
  alternatives: { claimType: ClaimType; confidence: number }[];
  hypothetical: boolean;
}

export interface TypeByRecords {
  claimType: ClaimType;
  confidence: number;
  /** The record that bears it out. */
  recordId: string;
}

/** The urgent types of a pack (a lost card, a fraud): they act on a card at once, before any review. */
export function urgentTypes(declarations: readonly { id: ClaimType; urgent?: boolean }[]): ReadonlySet<ClaimType> {
  return new Set(declarations.filter((d) => d.urgent === true).map((d) => d.id));
}

/**
 * The candidates a type may be settled on when the words do not name it: none for an urgent type (a lost card, a
 * fraud), whose candidates every customer holds (an active card, any debit); such a type is acted on only when the
 * words tell it. Other types keep their candidates.
 */
export function inferableCandidates(
  declarations: readonly { id: ClaimType; urgent?: boolean }[],
  candidatesFor: (claimType: ClaimType) => Candidate[],
): (claimType: ClaimType) => Candidate[] {
  const urgent = urgentTypes(declarations);
  return (claimType) => (urgent.has(claimType) ? [] : candidatesFor(claimType));
}

/** The entities a claim's record is matched by: a kind of payee ("the movie one") never singles out an urgent claim's record. */
export function matchingEntities(entities: Entities, claimType: ClaimType | null, urgent: ReadonlySet<ClaimType>): Entities {
  if (claimType === null || !urgent.has(claimType) || entities.payeeKinds === undefined) return entities;
  const { payeeKinds: _kinds, ...rest } = entities;
  return rest;
}

/**
 * The candidates that are events the customer could have described (payments, fees, claims, policies), not a card
 * they merely hold: a card fits no amount or day told, and is blocked only when the words ask for it.
 */
export function describedCandidates(candidatesFor: (claimType: ClaimType) => Candidate[]): (claimType: ClaimType) => Candidate[] {
  return (claimType) => candidatesFor(claimType).filter((c) => c.kind !== 'card');
}

/** Amounts below this are more often a place or a machine number than what was paid (see matcher.ts). */
const LEAST_STATED_AMOUNT = 100_00;
/** An alternative the classifier gives less than this is not a reading of the words at all. */
const ALTERNATIVE_FLOOR = 0.1;
/** The confidence a type has when a record of the customer's own bears out the amount and one more detail. */
const CORROBORATED = 0.8;

/**
 * The record a reference names, or whose amount is the stated one and one more detail agrees (date, payee, card,
 * channel), or whose day and payee are both the ones told ("MakeMyTrip on the 10th"), or two of whose own days are
 * told ("documents on 5 January, settled on 10 March"), or that a number with its word names ("claim 7010"), or the
 * card its digits name.
 */
function firmlyFitting(candidates: readonly Candidate[], entities: Entities, dayAndPayee = true, cardByDigits = false): Candidate | null {
  const firm = rankCandidates(candidates, entities).filter((r) => r.reference > 0 || (r.evidence.includes('amount') && r.evidence.length >= 2)
    || (dayAndPayee && r.evidence.includes('date') && r.evidence.includes('counterparty'))
    || (cardByDigits && r.candidate.kind === 'card' && r.evidence.includes('card digits'))
    || daysOfItsOwn(r.candidate, entities) >= 2
    || r.evidence.some((e) => NAMED_BY_A_WORDED_NUMBER.test(e)));
  return firm.length > 0 ? firm[0]!.candidate : null;
}

/** A record named by a number with its word ("claim 7010", "CLAIM-7010"), not by bare digits. */
const NAMED_BY_A_WORDED_NUMBER = /^named by .*[A-Za-z]/;
const namesByAWordedNumber = (entities: Entities) => (entities.numbers ?? []).some((n) => /[A-Za-z]/.test(n) && /\d{3,}/.test(n));

/** How many single days the message states are days of the record (a claim's documents day and its settlement day). */
function daysOfItsOwn(candidate: Candidate, entities: Entities): number {
  const days = [candidate.date, ...(candidate.otherDates ?? [])];
  return new Set(entities.dates.filter((d) => d.from === d.to && days.includes(d.from)).map((d) => d.from)).size;
}

/**
 * `family`: the types of the reading's own family (failed ATM, UPI, card and card-to-card debits): one of them is a
 * close reading of the same trouble however the classifier scored it, so a record of it that fits is weighed too.
 * `urgent`: the types that act at once (a fraud blocks the card): another reading is set to one of them only on a
 * record its amount and a detail, or its reference, name; a day and a payee alone ("the cab ride yesterday, my son did
 * it") are not enough.
 */
export function claimTypeByRecords(reading: TypeReading, entities: Entities, candidatesFor: (claimType: ClaimType) => Candidate[], family: readonly ClaimType[] = [], urgent: ReadonlySet<ClaimType> = new Set()): TypeByRecords | null {
  if (reading.hypothetical || reading.intent === 'query' || reading.intent === 'feature_request') return null;
  const dayAndPayee = entities.dates.length > 0 && entities.counterparties.length > 0;
  const days = new Set(entities.dates.filter((d) => d.from === d.to).map((d) => d.from)).size;
  const stated = entities.amounts.some((a) => a >= LEAST_STATED_AMOUNT) || entities.references.length > 0 || dayAndPayee || days >= 2 || namesByAWordedNumber(entities);
  // A card named by its digits ("block card 4411") bears out the words' own type when nothing else is stated: an amount
  // or a day beside it ("7,500 LuckyWin debit on 14 July is NOT mine … block card 5150") may be another type's record.
  const cardNamed = reading.claimType !== null && entities.cardLast4.length > 0 && !stated && entities.dates.length === 0;
  if (!stated && !cardNamed) return null;
  const own = reading.claimType !== null ? firmlyFitting(candidatesFor(reading.claimType), entities, true, cardNamed) : null;
  // The reading's own type borne out by a record: the words and the records agree, whatever the wording cost in confidence.
  if (reading.claimType !== null && own) return { claimType: reading.claimType, confidence: Math.max(reading.claimTypeConfidence, CORROBORATED), recordId: own.id };
  const close = reading.alternatives.filter((a) => a.confidence >= ALTERNATIVE_FLOOR);
  const kin = family.filter((t) => !close.some((a) => a.claimType === t)).map((claimType) => ({ claimType, confidence: 0 }));
  const fitting = [...close, ...kin]
    .filter((a) => a.claimType !== reading.claimType)
    .map((a) => ({ ...a, record: firmlyFitting(candidatesFor(a.claimType), entities, !urgent.has(a.claimType)) }))
    .filter((a) => a.record !== null);
  // Of several, a record on another day than the one stated fits less than one on that day ("last Friday the Deccan
  // Gymkhana ATM took 4000 and gave nothing": the failed withdrawal of that Friday, not a ₹4,000 debit of the 6th).
  const onTheDay = fitting.length > 1 ? fitting.filter((a) => a.record !== null && datedOtherwise(a.record, entities) === null) : fitting;
  const [only] = onTheDay;
  if (onTheDay.length !== 1 || !only?.record) return null;
  return { claimType: only.claimType, confidence: Math.max(reading.claimTypeConfidence, only.confidence, CORROBORATED), recordId: only.record.id };
}

/**
 * The claim types of the reading's family the customer has records of, when the message names no way the money went
 * and no detail a record could be found by ("a payment of mine failed but the money got deducted", from a customer with
 * a failed UPI transfer and a failed card payment), or details that records of more than one type fit: the customer is
 * asked which. Empty when the words or the records settle it.
 */
export function familyLeftOpen(reading: TypeReading, entities: Entities, namesAWay: boolean, family: readonly ClaimType[], candidatesFor: (claimType: ClaimType) => Candidate[]): ClaimType[] {
  if (reading.claimType === null || !family.includes(reading.claimType) || reading.hypothetical || reading.intent === 'query') return [];
  if (namesAWay || entities.channels.length > 0 || entities.references.length > 0 || entities.cardLast4.length > 0) return [];
  const detailed = entities.amounts.length > 0 || entities.counterparties.length > 0 || entities.dates.length > 0;
  // With details ("3000 got deducted on the 7th at Phoenix Mall but it didn't go through"), the types whose records
  // fit them: a failed ₹3,000 card payment and a failed ₹3,000 ATM withdrawal that day are both what was told.
  const held = detailed
    ? family.filter((t) => firmlyFitting(candidatesFor(t), entities) !== null)
    : family.filter((t) => candidatesFor(t).length > 0);
  return held.length >= 2 && held.includes(reading.claimType) ? [reading.claimType, ...held.filter((t) => t !== reading.claimType)] : [];
}


/**
 * The claim type a message continues on a thread whose claim was decided: the customer takes back or changes which
 * record they meant ("sorry, I meant the 4000 one", "no, the one on 7 March") or names no claim type of their own, and
 * exactly one record of the thread's type fits what the message states. Null when the message states nothing a
 * record is found by, when its own reading is borne out by its own records, or when the thread's records do not
 * settle it.
 */
export function threadTypeByRecords(
  reading: TypeReading,
  entities: Entities,
  thread: { claimType: ClaimType | null; takesBack: boolean },
  candidatesFor: (claimType: ClaimType) => Candidate[],
): TypeByRecords | null {
  const continued = thread.claimType;
  if (continued === null || reading.hypothetical || reading.intent === 'query' || reading.intent === 'feature_request') return null;
  if (reading.claimType === continued || (!thread.takesBack && reading.claimType !== null)) return null;
  if (!entities.amounts.some((a) => a >= LEAST_STATED_AMOUNT) && entities.references.length === 0 && entities.dates.length === 0) return null;
  if (reading.claimType !== null && firmlyFitting(candidatesFor(reading.claimType), entities)) return null;
  const ranked = rankCandidates(candidatesFor(continued), entities).filter((r) => r.reference > 0 || r.evidence.length > 0);
  const best = ranked[0];
  if (!best || ranked.filter((r) => r.reference === best.reference && r.score === best.score).length !== 1) return null;
  return { claimType: continued, confidence: Math.max(reading.claimTypeConfidence, CORROBORATED), recordId: best.candidate.id };
}

/**
 * The one claim type, among those the customer was offered, whose records fit what their answer states ("the one to
 * my milkman yesterday morning", "the 1150 one"): the answer names no type but its details find a record of only one.
 * Null when it states no detail, or records of none or several of the offered types fit.
 */
export function offeredTypeByRecords(offered: readonly ClaimType[], entities: Entities, candidatesFor: (claimType: ClaimType) => Candidate[]): ClaimType | null {
  // Only records that are that trouble (tier 0: a failed payment, not one that went through) can tell the type.
  const troubled = (t: ClaimType) => candidatesFor(t).filter((c) => c.tier === 0);
  const fitting = offered.filter((t) => rankCandidates(troubled(t), entities).some((r) => r.reference > 0 || r.evidence.some((e) => SINGLING_DETAILS.has(e))));
  return fitting.length === 1 ? fitting[0]! : null;
}
/** Details that single a record out (a channel or product only sorts). */
const SINGLING_DETAILS = new Set(['amount', 'date', 'counterparty', 'payee kind', 'card digits']);

/** Each of the close readings must reach this for the records to settle between them. */
const HELD_FLOOR = 0.3;

/**
 * Close readings of which the customer holds records of more than one ("money got debited but I never received it",
 * from a customer with a failed ATM withdrawal and a failed UPI transfer): the words do not say which, so the customer
 * is offered those types in one question rather than the message escalated. Empty when the words name a type, when
 * fewer than two close types are held, or when the message tells nothing that went wrong (`tellsSomething`).
 */
export function closeTypesHeld(reading: TypeReading, candidatesFor: (claimType: ClaimType) => Candidate[], tellsSomething: () => boolean): ClaimType[] {
  if (reading.claimType !== null || reading.hypothetical || reading.intent === 'query' || reading.intent === 'feature_request') return [];
  const held = reading.alternatives.filter((a) => a.confidence >= HELD_FLOOR && candidatesFor(a.claimType).length > 0).map((a) => a.claimType);
  return held.length >= 2 && tellsSomething() ? held : [];
}

/**
 * A family's trouble told with no type named ("money was deducted but the transaction did not go through"), by a
 * customer who holds records of two or more of the members the words leave open (`told`): the customer is offered
 * those, the likeliest reading first. With details, only the members whose records fit them, when two or more do.
 * Empty when the words name a type, when the message asks rather than tells, or when fewer than two are held.
 */
export function familyTroubleHeld(reading: TypeReading, entities: Entities, told: readonly ClaimType[], candidatesFor: (claimType: ClaimType) => Candidate[]): ClaimType[] {
  if (reading.claimType !== null || reading.hypothetical || reading.intent === 'query' || reading.intent === 'feature_request') return [];
  const fitting = told.filter((t) => firmlyFitting(candidatesFor(t), entities) !== null);
  const held = fitting.length >= 2 ? fitting : told.filter((t) => candidatesFor(t).length > 0);
  const likelihood = (t: ClaimType) => reading.alternatives.find((a) => a.claimType === t)?.confidence ?? 0;
  return held.length >= 2 ? [...held].sort((a, b) => likelihood(b) - likelihood(a)) : [];
}

/**
 * Two close readings the customer's records settle: only one of the claim types has records of the customer's, so that
 * one is meant ("money sent did not reach, amount debited", from a customer with failed UPI transfers and no
 * card-to-card transfer). Null when the words name a type, or none or several of the close types are held, or when
 * the message tells nothing that went wrong and no detail (`tellsSomething`, asked last): "still waiting" or "it's been a
 * week, nothing yet" leans to the types whose stories end in waiting, but holding a record of one is no claim on it.
 */
export function typeByHoldings(reading: TypeReading, candidatesFor: (claimType: ClaimType) => Candidate[], tellsSomething: () => boolean = () => true): ClaimType | null {
  if (reading.claimType !== null || reading.hypothetical || reading.intent === 'query' || reading.intent === 'feature_request') return null;
  const close = reading.alternatives.filter((a) => a.confidence >= HELD_FLOOR);
  if (close.length < 2) return null;
  const held = close.filter((a) => candidatesFor(a.claimType).length > 0);
  return held.length === 1 && tellsSomething() ? held[0]!.claimType : null;
}
