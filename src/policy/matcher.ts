// Matches a claim to the one record it is about, from the entities in the message; deterministic.
import type { Entities } from '../domain/entities.js';
import type { Candidate } from './pack.js';

export type SubjectMatch =
  | { kind: 'unique'; candidate: Candidate }
  | { kind: 'none' }
  | { kind: 'several'; candidates: Candidate[] };

/** "CLM 7001", "clm-7001" and "CLM-7001" compare equal. */
const compact = (text: string) => text.toUpperCase().replace(/[^A-Z0-9@]/g, '');
const words = (text: string) => text.toLowerCase().split(/[^a-z0-9@._]+/).filter((w) => w.length > 0);

function labelText(candidate: Candidate): string {
  return candidate.labels.map((l) => l.toLowerCase()).join(' | ');
}

function mentionsCounterparty(candidate: Candidate, mention: string): boolean {
  const haystack = labelText(candidate);
  const needle = mention.toLowerCase().trim();
  if (needle.length === 0) return false;
  if (haystack.includes(needle)) return true;
  const mentionWords = words(needle);
  return mentionWords.length > 0 && mentionWords.every((w) => haystack.includes(w));
}

/** Soft tests: each entity type the message gives adds one to a candidate's score when any of its values fits. */
function softTests(entities: Entities): ((c: Candidate) => boolean)[] {
  const tests: ((c: Candidate) => boolean)[] = [];
  if (entities.cardLast4.length > 0) tests.push((c) => entities.cardLast4.some((d) => c.labels.includes(d)));
  if (entities.amounts.length > 0) tests.push((c) => c.amount !== null && entities.amounts.includes(c.amount));
  if (entities.dates.length > 0) {
    tests.push((c) => {
      const on = c.date;
      return on !== null && entities.dates.some((d) => d.from <= on && on <= d.to);
    });
  }
  if (entities.counterparties.length > 0) tests.push((c) => entities.counterparties.some((m) => mentionsCounterparty(c, m)));
  if (entities.products.length > 0) tests.push((c) => entities.products.some((p) => c.labels.some((l) => words(l).includes(p))));
  if (entities.channels.length > 0) tests.push((c) => entities.channels.some((ch) => c.labels.some((l) => l.toLowerCase() === ch)));
  return tests;
}

/**
 * Picks the record a claim is about.
 * - References and ids are exact: if the message gives any and none names a candidate, the result is `none`.
 * - Softer details (card last-4, amount, date within the mention's range, counterparty words, product, channel)
 *   narrow without ever emptying the set: the candidates that fit the most of them are kept.
 * - Among those, the lowest tier wins (e.g. failed ATM debits before other ATM debits).
 */
export function matchSubject(candidates: readonly Candidate[], entities: Entities): SubjectMatch {
  if (candidates.length === 0) return { kind: 'none' };
  let pool = [...candidates];

  const references = entities.references.map(compact).filter((r) => r.length > 0);
  if (references.length > 0) {
    pool = pool.filter((c) => [c.id, ...c.labels].some((l) => references.includes(compact(l))));
    if (pool.length === 0) return { kind: 'none' };
  }

  const tests = softTests(entities);
  const scored = pool.map((c) => ({ c, score: tests.filter((t) => t(c)).length }));
  const best = Math.max(...scored.map((s) => s.score));
  const fitting = scored.filter((s) => s.score === best).map((s) => s.c);
  const lowestTier = Math.min(...fitting.map((c) => c.tier));
  const chosen = fitting.filter((c) => c.tier === lowestTier);

  if (chosen.length === 1 && chosen[0]) return { kind: 'unique', candidate: chosen[0] };
  return { kind: 'several', candidates: chosen };
}
