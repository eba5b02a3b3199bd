// What a model may say to a customer (pure): every amount, number, date and id in model-written text must come from
// trusted material (the decision's own templated reply, the customer's records, the tickets, the cited documents),
// and it may promise nothing the trusted text does not. Anything else is untrusted output and is not sent.
import { westernDigits } from '../domain/numerals.js';

/** Trusted material a model's text is checked against. */
export interface TrustedMaterial {
  /** Texts our own code wrote or the tenant published (templated reply, rule formula, cited passages). */
  texts: string[];
  /** Ids the customer may see: their records, references, tickets, approvals. */
  ids: string[];
  /** Plain numbers from structured records (amounts in rupees, dates' parts, card digits). */
  numbers: string[];
}

export interface TextCheck {
  ok: boolean;
  /** What is wrong, for the audit trail (never for the customer). */
  problems: string[];
}

/**
 * Record-like ids: letters, digits and dashes with at least one digit (T9001, CLM-7001, POL-HL-2201), and anything
 * behind one of our own id prefixes even without a digit (TKT-DEADBEEF).
 */
const ID = /\b(?:TKT|APR|CLM|POL|CARD|INC|AUD|ACC|TXN)-[A-Z0-9-]+\b|\b(?=[A-Z0-9-]*\d)(?=[A-Z0-9-]*[A-Z])[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+\b|\b[A-Z]{1,4}\d{3,}\b/g;
const NUMBER = /\d[\d,]*(?:\.\d+)?(?:\s*(?:lakh|lac|lakhs|crore|crores|cr|k|thousand|hazaar|hazar)\b)?/gi;
const MULTIPLIERS: Record<string, number> = { lakh: 1e5, lac: 1e5, lakhs: 1e5, crore: 1e7, crores: 1e7, cr: 1e7, k: 1e3, thousand: 1e3, hazaar: 1e3, hazar: 1e3 };

/** Promises of money or approval, in the first or second person (not a policy's general statement). */
const PROMISES = [
  /\bapproved\b/i,
  /\b(?:has|have|had) been (?:credited|refunded|reversed|paid|waived|approved)\b/i,
  /\b(?:we|i)(?:'ll| will| shall| are going to| am going to)\s+(?:\w+\s+)?(?:credit|refund|reverse|pay|waive|compensate|reimburse)\b/i,
  /\byou(?:'ll| will| shall)\s+(?:\w+\s+)?(?:get|receive|be paid|be refunded|be credited|be compensated)\b/i,
  /\b(?:owed|guaranteed?)\b/i,
];
/** Text that reads as an instruction to the system rather than a reply to a customer. */
const INSTRUCTION = /\b(?:ignore|disregard|override|bypass)\s+(?:all\s+|any\s+|the\s+|previous\s+|prior\s+|every\s+)*(?:polic(?:y|ies)|rules?|limits?|instructions?|checks?|guidelines?)\b|\bsystem prompt\b|\bas an ai\b/i;

function canonical(raw: string): string | null {
  const match = /^(\d[\d,]*(?:\.\d+)?)\s*([a-z]+)?$/i.exec(raw.trim());
  if (!match?.[1]) return null;
  let value = Number(match[1].replaceAll(',', ''));
  const unit = match[2]?.toLowerCase();
  if (unit && MULTIPLIERS[unit]) value *= MULTIPLIERS[unit];
  if (!Number.isFinite(value)) return null;
  return String(Math.round(value * 100) / 100);
}

const normalise = westernDigits;

/** Ids in a text, upper-cased. */
export function idsIn(text: string): string[] {
  return [...normalise(text).toUpperCase().matchAll(ID)].map((m) => m[0]);
}

/** Numbers in a text once its ids are removed, canonical ("5,300.00" → "5300", "1.5 lakh" → "150000"). */
export function numbersIn(text: string): string[] {
  const withoutIds = normalise(text).replace(ID, ' ').replace(/\b\d{4}-\d{2}-\d{2}\b/g, (d) => d.replaceAll('-', ' '));
  return [...withoutIds.matchAll(NUMBER)].map((m) => canonical(m[0])).filter((n): n is string => n !== null);
}

function promisesIn(text: string): number[] {
  return PROMISES.map((re, i) => (re.test(text) ? i : -1)).filter((i) => i >= 0);
}

/**
 * Checks a model-written text against trusted material. Single-digit counts ("within 5 days", "1.") are free: they
 * carry no amount on their own; every other number must appear in the trusted material.
 */
export function checkModelText(text: string, trusted: TrustedMaterial): TextCheck {
  const problems: string[] = [];
  const trustedText = trusted.texts.join('\n');
  const ids = new Set([...trusted.ids.map((id) => id.toUpperCase()), ...idsIn(trustedText)]);
  const numbers = new Set([...trusted.numbers.map((n) => canonical(n) ?? n), ...numbersIn(trustedText), ...[...ids].flatMap(numbersIn)]);
  const foreignIds = [...new Set(idsIn(text).filter((id) => !ids.has(id)))];
  if (foreignIds.length > 0) problems.push(`names ids no tool returned for this customer: ${foreignIds.join(', ')}`);
  const unknownNumbers = [...new Set(numbersIn(text).filter((n) => !numbers.has(n) && !/^\d$/.test(n)))];
  if (unknownNumbers.length > 0) problems.push(`states numbers the decision and records do not hold: ${unknownNumbers.join(', ')}`);
  const allowed = new Set(promisesIn(trustedText));
  const promised = promisesIn(text).filter((i) => !allowed.has(i));
  if (promised.length > 0) problems.push(`promises what the decision does not (${promised.map((i) => PROMISES[i]?.source.slice(0, 40)).join('; ')})`);
  if (INSTRUCTION.test(text)) problems.push('reads as an instruction to the system, not a reply');
  return { ok: problems.length === 0, problems };
}
