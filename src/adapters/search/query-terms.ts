// Turns a free-text question into an FTS5 MATCH expression: words, minus stop words and chat filler, each OR-ed
// with its spelling variants and banking synonyms; a word the customer repeats is weighted up to twice.
import { SPELLING, SYNONYM_GROUPS } from './banking-synonyms.js';

const STOP_WORDS = new Set(
  (
    'a about above after again against all am an and any are aren as at be because been before being below between ' +
    'both but by can cannot could couldn did didn do does doesn doing don down during each few for from further had ' +
    'hadn has hasn have haven having he her here hers herself him himself his how i if in into is isn it its itself ' +
    'just me more most mustn my myself no nor not of off on once only or other ought our ours ourselves out over own ' +
    'same shan she should shouldn so some such than that the their theirs them themselves then there these they this ' +
    'those through to too under until up very was wasn we were weren what when where which while who whom why will ' +
    'with won would wouldn you your yours yourself yourselves ' +
    // conversational filler common in customer messages
    'hi hello hey dear thanks thank please pls kindly regards sir madam im ive id ill yes ok okay also get got ' +
    'want wanted wanting like would could need needs needed help know let lets make sure really actually just ' +
    'today something anything thing things way going go wondering trying tried looking question questions ' +
    'one can may might must shall us s t re ve ll d m ' +
    // light verbs: they carry a question's grammar, not its subject ("how long will a replacement card take")
    'take takes took taken taking give gives gave given come comes came happen happens happened'
  ).split(/\s+/),
);

/** "how long", "how soon": the question asks for a period; the word after "how" is not what it is about. */
const HOW_GRAMMAR = new Set(['long', 'soon', 'much', 'many', 'often']);

export interface TermGroup {
  /** The query word or phrase. */
  key: string;
  /** It and its alternatives (spelling variants, synonyms), each a word or a space-separated phrase. */
  phrases: string[];
  /** How many times the group counts (query-term frequency, capped). */
  repeat: number;
}

export interface QueryPlan {
  groups: TermGroup[];
  /** FTS5 MATCH expression over the searchable columns, or '' when nothing searchable remains. */
  match: string;
  /** The distinct content words of the query, for highlighting and diagnostics. */
  terms: string[];
}

const MAX_TERMS = 32;
/** A word repeated in the question counts up to this many times (BM25 query-term frequency, saturated). */
const MAX_QUERY_TF = 2;

export function tokenize(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/'(s|t|re|ve|ll|d|m)\b/g, '')
    .split(/[^a-z0-9]+/)
    .filter((t) => t !== '');
}

/** Alternative spellings of one word (British/American pairs, -ise/-ize). */
export function spellingVariants(word: string): string[] {
  const out = new Set<string>();
  const american = SPELLING[word];
  if (american) out.add(american);
  for (const [uk, us] of Object.entries(SPELLING)) if (us === word) out.add(uk);
  const ise = /^(.{3,})is(e|ed|es|ing|ation|ations)$/.exec(word);
  if (ise) out.add(`${ise[1]}iz${ise[2]}`);
  const ize = /^(.{3,})iz(e|ed|es|ing|ation|ations)$/.exec(word);
  if (ize) out.add(`${ize[1]}is${ize[2]}`);
  out.delete(word);
  return [...out];
}

const GROUP_INDEX: Map<string, readonly string[]> = (() => {
  const index = new Map<string, readonly string[]>();
  for (const group of SYNONYM_GROUPS) for (const phrase of group) index.set(phrase, group);
  return index;
})();
const MAX_PHRASE_WORDS = Math.max(...SYNONYM_GROUPS.flat().map((p) => p.split(' ').length));

export function planQuery(query: string): QueryPlan {
  const words = tokenize(query);
  const alternatives = new Map<string, Set<string>>(); // key term → phrases OR-ed with it
  const add = (key: string, phrases: Iterable<string>): void => {
    const set = alternatives.get(key) ?? new Set<string>();
    for (const p of phrases) set.add(p);
    alternatives.set(key, set);
  };
  const covered = new Set<number>();
  const counts = new Map<string, number>();
  for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1);
  for (let n = MAX_PHRASE_WORDS; n >= 1; n--) {
    for (let i = 0; i + n <= words.length; i++) {
      if ([...Array(n).keys()].some((k) => covered.has(i + k))) continue;
      const phrase = words.slice(i, i + n).join(' ');
      const group = GROUP_INDEX.get(phrase);
      if (!group) continue;
      if (n === 1 && STOP_WORDS.has(phrase)) continue;
      for (let k = 0; k < n; k++) covered.add(i + k);
      add(phrase, group);
    }
  }
  words.forEach((word, i) => {
    if (covered.has(i) || STOP_WORDS.has(word) || word.length < 2) return;
    if (HOW_GRAMMAR.has(word) && words[i - 1] === 'how') return;
    add(word, [word, ...spellingVariants(word)]);
  });
  const groups: TermGroup[] = [...alternatives.keys()].slice(0, MAX_TERMS).map((key) => ({
    key,
    phrases: [...(alternatives.get(key) ?? [])],
    repeat: Math.min(MAX_QUERY_TF, counts.get(key) ?? 1),
  }));
  return { match: buildMatch(groups), terms: groups.map((g) => g.key), groups };
}

/** The columns a query searches (the scope column only ever holds access tokens). */
const SEARCHED_COLUMNS = '{title heading body}';

/** The FTS5 MATCH expression for some term groups: every phrase quoted, groups OR-ed, repeated groups repeated. */
export function buildMatch(groups: TermGroup[]): string {
  const parts = groups.flatMap((group) => {
    const phrases = group.phrases.map((p) => `"${p}"`);
    const g = phrases.length === 1 ? (phrases[0] ?? '') : `(${phrases.join(' OR ')})`;
    return Array.from({ length: group.repeat }, () => g);
  });
  return parts.length === 0 ? '' : `${SEARCHED_COLUMNS} : (${parts.join(' OR ')})`;
}

/**
 * The phrases of `buildMatch(groups)` one by one, each as a MATCH expression of its own over the same columns, in the
 * order `buildMatch` writes them (a repeated group's phrases come again, as they do there).
 */
export function matchPhrases(groups: TermGroup[]): string[] {
  return groups.flatMap((group) =>
    Array.from({ length: group.repeat }, () => group.phrases.map((p) => `${SEARCHED_COLUMNS} : "${p}"`)).flat(),
  );
}
