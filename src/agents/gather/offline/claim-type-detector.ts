// Claim-type detection from a tenant's ClaimVocabulary: cue regexes plus word overlap with its examples.
import type { ClaimType } from '../../../domain/vocabulary.js';
import type { ClaimVocabulary } from '../../../policy/pack.js';
import { isGeneralQuestion, looksLikeFeatureRequest } from './message-cues.js';
import { romanise } from './romanise.js';
import { normalise, wordTokens } from './tokenize.js';

export interface ClaimTypeHit {
  claimType: ClaimType;
  confidence: number;
  /** The cue sources that matched. */
  cues: string[];
  intent: ClaimVocabulary['intent'];
}

interface Compiled {
  entry: ClaimVocabulary;
  order: number;
  cues: { source: string; re: RegExp }[];
  ruledOutBy: RegExp[];
  familyTells: RegExp[];
  classifierNeeds: RegExp[] | null;
  exampleWords: Set<string>;
}

const STOP = new Set(['the', 'a', 'an', 'my', 'i', 'me', 'it', 'is', 'was', 'to', 'of', 'and', 'but', 'for', 'on', 'in', 'from', 'please', 'hai', 'se', 'ka', 'ki', 'ke', '<num>']);
const compiledCache = new WeakMap<ClaimVocabulary[], Compiled[]>();

function compile(vocabulary: ClaimVocabulary[]): Compiled[] {
  const cached = compiledCache.get(vocabulary);
  if (cached) return cached;
  const compiled = vocabulary.map((entry, order) => ({
    entry,
    order,
    cues: entry.cues.map((source) => ({ source, re: new RegExp(source, 'i') })),
    ruledOutBy: (entry.ruledOutBy ?? []).map((source) => new RegExp(source, 'i')),
    familyTells: (entry.family?.tells ?? []).map((source) => new RegExp(source, 'i')),
    classifierNeeds: entry.classifierNeeds ? entry.classifierNeeds.map((source) => new RegExp(source, 'i')) : null,
    exampleWords: new Set(entry.examples.flatMap((e) => wordTokens(e)).filter((w) => !STOP.has(w))),
  }));
  compiledCache.set(vocabulary, compiled);
  return compiled;
}

/**
 * Devanagari is read twice: glossed word by word, and spelt in Latin letters so the Hinglish cues apply. Lines are read
 * as sentences of one text, so that a cue spans a pasted statement line and the words after it ("… 4,999.50 Dr" /
 * "Machine showed DECLINED at the counter …").
 */
const readingsOf = (text: string): string[] => {
  const joined = text.replace(/([^\s.!?;:])[ \t]*\n\s*/g, '$1. ').replace(/\s*\n\s*/g, ' ');
  return /[\u0900-\u097F]/.test(joined) ? [joined, romanise(joined)] : [joined];
};

const rulesOut = (c: Compiled, normalised: readonly string[]) => normalised.some((t) => c.ruledOutBy.some((re) => re.test(t)));

/** The claim types the message's setting rules out ("a call that took nothing" is no unauthorised transaction). */
export function ruledOutTypes(text: string, vocabulary: ClaimVocabulary[]): Set<ClaimType> {
  const normalised = readingsOf(text).map(normalise);
  return new Set(compile(vocabulary).filter((c) => rulesOut(c, normalised)).map((c) => c.entry.claimType));
}

/** The claim types the paraphrase classifier may not name alone here: the message has none of the words each needs. */
export function untoldTypes(text: string, vocabulary: ClaimVocabulary[]): Set<ClaimType> {
  const normalised = readingsOf(text).map(normalise);
  return new Set(compile(vocabulary)
    .filter((c) => c.classifierNeeds !== null && !normalised.some((t) => c.classifierNeeds!.some((re) => re.test(t))))
    .map((c) => c.entry.claimType));
}

/**
 * The claim types of the first family whose shared trouble the message tells with no member named ("my 3000 payment
 * failed and you only returned it on 2 March"), less those its setting rules out; empty when it tells none.
 */
export function familyTold(text: string, vocabulary: ClaimVocabulary[]): ClaimType[] {
  const normalised = readingsOf(text).map(normalise);
  const compiled = compile(vocabulary);
  const told = compiled.find((c) => normalised.some((t) => c.familyTells.some((re) => re.test(t))))?.entry.family?.id;
  if (told === undefined) return [];
  return compiled.filter((c) => c.entry.family?.id === told && !rulesOut(c, normalised)).map((c) => c.entry.claimType);
}

/**
 * The last messages matched against each vocabulary: one turn asks about the same text from several places (the
 * understanding, the issue splitter, gather), and each answer costs a hundred regexes. Answers are frozen, so no
 * caller can change what another is given.
 */
const REMEMBERED = 32;
const rememberedMatches = new WeakMap<ClaimVocabulary[], Map<string, readonly ClaimTypeHit[]>>();

/** All claim types whose cues match in a message that does not rule them out, best first (a complaint over a service request, since e.g. fraud handling blocks the card too; then cue hits, then vocabulary order). */
export function matchClaimTypes(text: string, vocabulary: ClaimVocabulary[]): readonly ClaimTypeHit[] {
  let remembered = rememberedMatches.get(vocabulary);
  if (remembered === undefined) rememberedMatches.set(vocabulary, (remembered = new Map()));
  const known = remembered.get(text);
  if (known !== undefined) return known;
  const hits = Object.freeze(matchAfresh(text, vocabulary).map((hit) => Object.freeze({ ...hit, cues: Object.freeze(hit.cues) as string[] })));
  if (remembered.size >= REMEMBERED) remembered.delete(remembered.keys().next().value as string);
  remembered.set(text, hits);
  return hits;
}

function matchAfresh(text: string, vocabulary: ClaimVocabulary[]): ClaimTypeHit[] {
  const readings = readingsOf(text).map((r) => ({ t: normalise(r), words: new Set(wordTokens(r).filter((w) => !STOP.has(w))) }));
  const normalised = readings.map(({ t }) => t);
  const scored = compile(vocabulary).map((c) => {
    const ruledOut = rulesOut(c, normalised);
    const cues = ruledOut ? [] : c.cues.filter((cue) => readings.some(({ t }) => cue.re.test(t))).map((cue) => cue.source);
    const similarity = Math.max(...readings.map(({ words }) => {
      let overlap = 0;
      for (const w of words) if (c.exampleWords.has(w)) overlap += 1;
      return words.size === 0 ? 0 : overlap / words.size;
    }));
    return { c, cues, similarity };
  });
  return scored
    .filter((s) => s.cues.length > 0)
    .sort((a, b) => Number(b.c.entry.intent === 'complaint') - Number(a.c.entry.intent === 'complaint')
      || b.cues.length - a.cues.length
      || b.similarity - a.similarity
      || a.c.order - b.c.order)
    .map((s, i, all) => {
      const runnerUp = i === 0 ? (all[1]?.cues.length ?? 0) : 0;
      const margin = s.cues.length - runnerUp;
      const confidence = Math.min(0.97, 0.55 + 0.1 * s.cues.length + 0.05 * margin + 0.3 * s.similarity);
      return { claimType: s.c.entry.claimType, confidence: Math.round(confidence * 100) / 100, cues: s.cues, intent: s.c.entry.intent };
    });
}

/**
 * The claim type a message asks the company to act on, or null: general questions ("what is the free look period?"),
 * feature requests and messages with no cue (rude staff, address change) have none.
 */
export function detectClaimType(text: string, vocabulary: ClaimVocabulary[], options: { hasCaseEntities?: boolean } = {}): ClaimTypeHit | null {
  if (looksLikeFeatureRequest(text) || isGeneralQuestion(text, options.hasCaseEntities ?? false)) return null;
  return matchClaimTypes(text, vocabulary)[0] ?? null;
}
