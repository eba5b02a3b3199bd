// Matches a claim to the one record it is about: every mention in the message is scored against the customer's own
// records (a closed set), and the best-scoring candidates win; deterministic.
import { CLAIM_STATUSES_TOLD, type Entities } from '../domain/entities.js';
import { payeeIsOfKind } from '../domain/payee-kinds.js';
import type { Candidate } from './pack.js';
import { isTicketReference } from '../domain/ids.js';
import { formatInr, type Paise } from '../domain/money.js';
import type { CalendarDate } from '../domain/calendar.js';
import { PRODUCTS } from '../domain/records.js';
import { wordsAlike } from './fuzzy-words.js';
import { ENDING_MARK, referenceStrength } from './reference-forms.js';

export type SubjectMatch =
  | { kind: 'unique'; candidate: Candidate }
  | { kind: 'none' }
  | { kind: 'several'; candidates: Candidate[] };

/** A candidate with its score and the evidence behind it (for the audit trail and tests). */
export interface ScoredCandidate {
  candidate: Candidate;
  /** Strongest written reference that names it: 3 exact, 2 same digits and compatible letters, 1 same digits only. */
  reference: number;
  /** Soft evidence points (see `softEvidence`). */
  score: number;
  evidence: string[];
}

const words = (text: string) => text.toLowerCase().split(/[^a-z0-9@._]+/).filter((w) => w.length > 0);

function mentionsCounterparty(candidate: Candidate, mention: string): boolean {
  const haystack = candidate.labels.map((l) => l.toLowerCase()).join(' | ');
  const needle = mention.toLowerCase().trim();
  if (needle.length === 0) return false;
  if (haystack.includes(needle)) return true;
  const mentionWords = words(needle);
  const labelWords = candidate.labels.flatMap(words);
  return mentionWords.length > 0 && mentionWords.every((w) => haystack.includes(w) || labelWords.some((l) => wordsAlike(w, l)));
}

/** A masked card number at the end of a label ("CARD XX4455", "CARD XXXX9911"): the other card of a transfer. */
const MASKED_CARD = /(?:[x*•]{2,}|\bcard\s+)(\d{2,4})\s*$/i;

/**
 * Card last digits ("ending 4411", "ending 11") name a candidate carrying a 4-digit label that ends with them, or a
 * masked card number that does (the beneficiary's card of a card-to-card transfer: "to my sister's card 4455").
 */
export function cardFits(candidate: Candidate, digits: string): boolean {
  return candidate.labels.some((l) => (/^\d{4}$/.test(l) && l.endsWith(digits)) || (MASKED_CARD.exec(l)?.[1]?.endsWith(digits) ?? false));
}

/** Every amount the record can be quoted by: its own and, for a claim, the amount settled. */
const amountsOf = (c: Candidate): Paise[] => (c.amount === null ? [] : [c.amount]).concat(c.otherAmounts ?? []);
/** Every day the record can be dated by: its own and, for a claim, the settlement and documents days. */
const datesOf = (c: Candidate): CalendarDate[] => (c.date === null ? [] : [c.date]).concat(c.otherDates ?? []);
/** The mentions that can name a record: a ticket reference of ours ("Ticket no. TKT-48213") names a conversation. */
function ofRecords(entities: Entities): Entities {
  return entities.references.some(isTicketReference) ? { ...entities, references: entities.references.filter((r) => !isTicketReference(r)) } : entities;
}

/**
 * A stated amount fits a record's to the paisa, or as whole rupees said without the paise ("2340" or "2341" of ₹2,340.60):
 * customers round, and the money granted is always the record's own amount, never the one stated.
 */
const sameAmount = (record: Paise, stated: Paise) => record === stated
  || (stated % 100 === 0 && (Math.trunc(record / 100) * 100 === stated || Math.round(record / 100) * 100 === stated));
const fitsAmount = (c: Candidate, amounts: readonly Paise[]) => amountsOf(c).some((a) => amounts.some((stated) => sameAmount(a, stated)));
/** A rough figure ("nearly ten lakhs") fits a record's amount within a tenth of it. */
const ROUGHLY = 0.1;
const fitsRoughly = (c: Candidate, rough: readonly Paise[]) => amountsOf(c).some((a) => rough.some((told) => Math.abs(a - told) <= a * ROUGHLY));
/** The amounts a record must match: a rough figure within a tenth of the record's amount is that amount, told loosely. */
const exactAmounts = (c: Candidate, entities: Entities, amounts: readonly Paise[]) =>
  amounts.filter((a) => !((entities.roughAmounts ?? []).includes(a) && fitsRoughly(c, [a])));
const fitsDate = (c: Candidate, dates: Entities['dates']) => datesOf(c).some((on) => dates.some((d) => d.from <= on && on <= d.to));

/** Soft evidence: each entity type the message gives adds one point when any of its values fits the candidate. */
function softEvidence(c: Candidate, entities: Entities): string[] {
  const evidence: string[] = [];
  if (entities.cardLast4.some((d) => cardFits(c, d))) evidence.push('card digits');
  // "my credit card": a card candidate carries its kind as a label ("credit card").
  if ((entities.cardKinds ?? []).some((k) => c.labels.includes(`${k} card`))) evidence.push('card kind');
  if (fitsAmount(c, entities.amounts) || fitsRoughly(c, entities.roughAmounts ?? [])) evidence.push('amount');
  if (fitsDate(c, entities.dates)) evidence.push('date');
  if (entities.counterparties.some((m) => mentionsCounterparty(c, m))) evidence.push('counterparty');
  // A kind of payee ("the movie one") only sorts among records, more softly than a payee named: never firm alone.
  else if ((entities.payeeKinds ?? []).some((k) => payeeIsOfKind(k, c.labels))) evidence.push('payee kind');
  if (entities.products.some((p) => c.labels.some((l) => words(l).includes(p)))) evidence.push('product');
  if (entities.channels.some((ch) => c.labels.some((l) => l.toLowerCase() === ch))) evidence.push('channel');
  if (c.kind === 'claim' && (entities.claimStates ?? []).some((s) => CLAIM_STATUSES_TOLD[s].some((status) => c.labels.includes(status)))) evidence.push('claim state');
  return evidence;
}

/** Points a bare number or short token earns when it names the record ("7001" for CLM-7001): outweighs any soft detail. */
const NUMBER_NAMES_RECORD = 7;

function bestReference(c: Candidate, mentions: readonly string[]): number {
  let best = 0;
  for (const mention of mentions) for (const identifier of [c.id, ...c.labels]) best = Math.max(best, referenceStrength(mention, identifier));
  return best;
}

/** The weak mentions that name the record by its id or a reference with letters (not by a card's last-4 label). */
const mentionsNaming = (c: Candidate, mentions: readonly string[]) =>
  mentions.filter((n) => [c.id, ...c.labels].some((l) => /[A-Za-z]/.test(l) && referenceStrength(n, l) > 0));

/** The stated amounts that are not digits of a mention naming the record ("1209" of "ATM 1209 AD 1" is its reference, not rupees). */
function amountsStatedOf(c: Candidate, entities: Entities): Paise[] {
  const digits = mentionsNaming(c, entities.numbers ?? []).flatMap((n) => n.match(/\d+/g) ?? []);
  return entities.amounts.filter((a) => !digits.some((d) => Number(d) * 100 === a));
}

/**
 * The amount or date the message states that the record does not have: a bare number ("17" of "sector 17") that
 * happens to be a record's digits is a coincidence, not a reference, when that record contradicts what the message says.
 */
function contradicts(c: Candidate, entities: Entities, bareNumbers: readonly string[]): boolean {
  // A bare number can also read as rupees ("7001 — still not paid"): that reading is not an amount the message states.
  const amounts = exactAmounts(c, entities, amountsStatedOf(c, entities)).filter((a) => !bareNumbers.some((n) => Number(n) * 100 === a));
  const amountDiffers = amounts.length > 0 && c.amount !== null && !fitsAmount(c, amounts);
  const dateDiffers = entities.dates.length > 0 && c.date !== null && !fitsDate(c, entities.dates);
  return amountDiffers || dateDiffers;
}

/** Every candidate with its reference strength, soft score and evidence, best first (ties by tier, then given order). */
export function rankCandidates(candidates: readonly Candidate[], mentioned: Entities): ScoredCandidate[] {
  const entities = ofRecords(mentioned);
  const numbers = entities.numbers ?? [];
  // Digits alone, or told as a reference's end ("ref ending 884512"): they count only for a record that agrees with the
  // amount and date the message states.
  const bareNumbers = numbers.filter((n) => /^\d+$/.test(n) || n.startsWith(ENDING_MARK));
  return candidates
    .map((candidate, order) => {
      const reference = bestReference(candidate, entities.references);
      const evidence = softEvidence(candidate, entities);
      let score = evidence.length;
      const contradicted = contradicts(candidate, entities, bareNumbers);
      // A weak mention only counts when it names the record by its id or reference, not by a card's last-4 label; a
      // bare number (digits alone) only when the record agrees with the amount and date the message states.
      const namedBy = mentionsNaming(candidate, numbers.filter((n) => !bareNumbers.includes(n) || !contradicted));
      if (namedBy.length > 0) {
        score += NUMBER_NAMES_RECORD;
        evidence.push(`named by ${namedBy.join(', ')}`);
      }
      if (reference > 0) evidence.unshift(reference === 3 ? 'reference' : 'reference (loose form)');
      return { candidate, reference, score, evidence, order };
    })
    .sort((a, b) => b.reference - a.reference || b.score - a.score || a.candidate.tier - b.candidate.tier || a.order - b.order)
    .map(({ candidate, reference, score, evidence }) => ({ candidate, reference, score, evidence }));
}

/** Amounts below this are more often a place or a machine ("sector 17", "ATM 0315") than what was paid. */
const LEAST_STATED_AMOUNT = 100_00;
const statesAmount = (e: Entities) => e.amounts.some((a) => a >= LEAST_STATED_AMOUNT);
/** Evidence that singles a record out: its amount, date, payee, card or id (a channel or product only sorts). */
const fitsSpecifically = (r: ScoredCandidate) => r.evidence.some((e) => e !== 'channel' && e !== 'product');

/**
 * Picks the record a claim is about.
 * - References the message gives are strong: the candidates they name best are the pool; if it gives any and none
 *   names a candidate, the result is `none` (a customer's reference to someone else's record never matches ours).
 * - Bare numbers and short tokens are weak: they add points when they name a record and never empty the set.
 * - Softer details (card digits, amount, date within the mention's range, counterparty words even misspelt, product,
 *   channel) narrow without ever emptying the set: the candidates with the most points are kept.
 * - Among those, the lowest tier wins (e.g. failed ATM debits before other ATM debits).
 * - A message that states an amount does not pick a record that has neither it nor any detail of its own (a channel
 *   or a product does not single a record out): "upi payment of 1,250 failed" is not the ₹3,000 UPI transfer, even
 *   when that is the only record of the type (several such records are still listed for the customer to choose).
 *   Dates do not rule out: "cancel it today" or "documents sent on the 20th" date something other than the record.
 */
export function matchSubject(candidates: readonly Candidate[], mentioned: Entities): SubjectMatch {
  if (candidates.length === 0) return { kind: 'none' };
  const entities = ofRecords(mentioned);
  // A reference's end told as such ("utr ending 345678") keeps only the records it ends; ending none of them, it is
  // someone else's record. The other details then weigh among those alone (and are checked against the one picked).
  const endings = (entities.numbers ?? []).filter((n) => n.startsWith(ENDING_MARK));
  const pool = endings.length === 0 ? candidates : candidates.filter((c) => bestReference(c, endings) > 0);
  // Ending a record whose day or amount the message contradicts ("on 19th … ending 345678" of the 10th's record), the
  // details disagree: nothing is picked on either.
  if (pool.length === 0 || (endings.length > 0 && pool.every((c) => contradicts(c, entities, [])))) return { kind: 'none' };
  let ranked = rankCandidates(pool, entities);
  if (entities.references.length > 0) {
    const strongest = ranked[0]?.reference ?? 0;
    if (strongest === 0) return { kind: 'none' };
    ranked = ranked.filter((r) => r.reference === strongest);
  }
  const best = Math.max(...ranked.map((r) => r.score));
  const fitting = ranked.filter((r) => r.score === best).map((r) => r.candidate);
  const lowestTier = Math.min(...fitting.map((c) => c.tier));
  const chosen = pool.filter((c) => fitting.includes(c) && c.tier === lowestTier);
  const unfit = entities.references.length === 0 && statesAmount(entities) && ranked.every((r) => r.candidate.amount !== null && !fitsSpecifically(r));
  if (chosen.length === 1 && chosen[0]) return unfit ? { kind: 'none' } : { kind: 'unique', candidate: chosen[0] };
  return { kind: 'several', candidates: chosen };
}

/**
 * The candidates the message names one by one: each by a mention that fits it and no other candidate listed (an
 * amount, a date, card digits, a reference or a payee only it has). "2,000 on the 7th and 4,000 on the 8th" names two
 * failed withdrawals; "charged 1,499 twice" names neither of the two 1,499 charges. Given order.
 */
export function namedOneByOne(candidates: readonly Candidate[], entities: Entities): Candidate[] {
  const only = (fits: (c: Candidate) => boolean) => {
    const fitting = candidates.filter(fits);
    return fitting.length === 1 ? fitting : [];
  };
  const named = new Set<Candidate>([
    ...entities.amounts.flatMap((a) => only((c) => fitsAmount(c, [a]))),
    ...entities.dates.flatMap((d) => only((c) => fitsDate(c, [d]))),
    ...entities.cardLast4.flatMap((digits) => only((c) => cardFits(c, digits))),
    ...entities.references.flatMap((r) => only((c) => bestReference(c, [r]) > 0)),
    ...entities.counterparties.flatMap((m) => only((c) => mentionsCounterparty(c, m))),
  ]);
  return candidates.filter((c) => named.has(c));
}

/** How a reply picks one of the listed candidates without naming it (see readsAsRecordPick in the offline reader). */
export type CandidatePick = { by: 'position'; index: number } | { by: 'amount' | 'date'; which: 'least' | 'most' };

/**
 * The one listed candidate a pick names, in the order they were listed: by place, or the single smallest, largest,
 * earliest or latest (null on a tie or when the records lack that field).
 */
export function pickListed(listed: readonly Candidate[], pick: CandidatePick): Candidate | null {
  if (pick.by === 'position') return listed[pick.index] ?? null;
  const key = (c: Candidate): number | string | null => (pick.by === 'amount' ? c.amount : c.date);
  const values = listed.map(key);
  if (values.some((v) => v === null)) return null;
  const sorted = [...values].sort((a, b) => (a! < b! ? -1 : a! > b! ? 1 : 0));
  const target = pick.which === 'least' ? sorted[0] : sorted[sorted.length - 1];
  const hits = listed.filter((c) => key(c) === target);
  return hits.length === 1 ? hits[0]! : null;
}

/**
 * "It happened again today": the days a message dates a new occurrence by, none of which is the record's; null when the
 * message gives no day or the record has one of them.
 */
export function datedOtherwise(subject: Candidate, entities: Entities): string | null {
  if (entities.dates.length === 0 || datesOf(subject).length === 0 || fitsDate(subject, entities.dates)) return null;
  return `the message says it happened again (${entities.dates.map((d) => d.text).join(', ')}), and ${subject.id} is of ${subject.date ?? datesOf(subject)[0]}`;
}

/**
 * What the message states about its record that the chosen record is not: amounts of ₹100 or more none of which is
 * the record's ("3000 got debited" of a ₹2,000 withdrawal), a kind of card it is not ("my credit card" of a debit
 * card) or a product it is not ("my motor policy" of a health policy). Null when nothing contradicts it, or when a reference names the record (then the reference wins).
 */
export function statedOtherwise(subject: Candidate, entities: Entities): string | null {
  if (bestReference(subject, entities.references) > 0) return null;
  const stated = exactAmounts(subject, entities, amountsStatedOf(subject, entities)).filter((a) => a >= LEAST_STATED_AMOUNT);
  if (subject.amount !== null && stated.length > 0 && !fitsAmount(subject, stated)) {
    return `the message states ${stated.map((a) => formatInr(a)).join(', ')}, and ${subject.id} is ${formatInr(subject.amount)}`;
  }
  const kinds = subject.kind === 'card' ? subject.labels.filter((l) => l === 'debit' || l === 'credit') : [];
  const named = entities.cardKinds ?? [];
  if (kinds.length > 0 && named.length > 0 && !named.some((k) => kinds.includes(k))) {
    return `the message speaks of a ${named.join(' or ')} card, and ${subject.id} is a ${kinds.join(', ')} card`;
  }
  // A payee and a day both told, and neither is the record's ("Swiggy charged me twice last night" of two ZOMATO
  // charges four days ago): another payment than this one, asked about rather than paid.
  const payees = entities.counterparties;
  if (subject.kind === 'transaction' && payees.length > 0 && !payees.some((m) => mentionsCounterparty(subject, m))
    && entities.dates.length > 0 && datesOf(subject).length > 0 && !fitsDate(subject, entities.dates)) {
    return `the message speaks of ${payees.join(', ')} on ${entities.dates.map((d) => d.text).join(', ')}, and ${subject.id} is neither`;
  }
  const products = subject.labels.filter((l) => (PRODUCTS as readonly string[]).includes(l));
  if (products.length > 0 && entities.products.length > 0 && !entities.products.some((p) => products.includes(p))) {
    return `the message speaks of a ${entities.products.join(' or ')} policy, and ${subject.id} is a ${products.join(', ')} policy`;
  }
  return null;
}


