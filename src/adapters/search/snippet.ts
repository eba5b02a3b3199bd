// Builds a short passage extract: the ~30-word window with the most query-term hits, hits wrapped in `**`.

const WINDOW = 30;

/**
 * The endings crude stemming strips, longest first: the longest one a word ends with goes (what the leftmost match of
 * `/(ations?|ingly|ings?|edly|ed|es|s|ly|ment|ments)$/` removes), without a regular expression tried at every letter.
 */
const ENDINGS = ['ations', 'ation', 'ingly', 'ments', 'ings', 'edly', 'ment', 'ing', 'ed', 'es', 'ly', 's'];

/** Crude suffix stripping so that "charged" matches "charges"; only for highlighting, never for ranking. */
function stem(word: string): string {
  const ending = ENDINGS.find((e) => word.endsWith(e));
  return (ending === undefined ? word : word.slice(0, word.length - ending.length)).slice(0, 7);
}

const NOT_WORD = /[^a-z0-9]/g;
const EDGES = /^([^A-Za-z0-9]*)(.*?)([^A-Za-z0-9]*)$/;

/**
 * A written word's stem as compared with the query's ('' for a word of no letters or digits), kept by word: passages
 * are made of the same few thousand words, so each is stemmed once. Bounded (emptied when full).
 */
const STEMS = new Map<string, string>();
const MAX_STEMS = 50_000;

function stemOfWritten(word: string): string {
  let stemmed = STEMS.get(word);
  if (stemmed === undefined) {
    const t = word.toLowerCase().replace(NOT_WORD, '');
    stemmed = t === '' ? '' : stem(t);
    if (STEMS.size >= MAX_STEMS) STEMS.clear();
    STEMS.set(word, stemmed);
  }
  return stemmed;
}

export function highlightSnippet(text: string, terms: string[]): string {
  const words = text.replace(/\s+/g, ' ').trim().split(' ');
  const wanted = new Set(terms.flatMap((t) => t.split(' ')).map(stem).filter((t) => t.length >= 2));
  const hit = words.map((w) => {
    const t = stemOfWritten(w);
    return t !== '' && wanted.has(t);
  });
  let best = 0;
  let bestCount = -1;
  let count = 0;
  for (let i = 0; i < words.length; i++) {
    if (hit[i]) count++;
    if (i >= WINDOW && hit[i - WINDOW]) count--;
    const start = Math.max(0, i - WINDOW + 1);
    if (count > bestCount) {
      bestCount = count;
      best = start;
    }
  }
  const end = Math.min(words.length, best + WINDOW);
  const body = words
    .slice(best, end)
    .map((w, k) => (hit[best + k] ? w.replace(EDGES, '$1**$2**$3') : w))
    .join(' ');
  return `${best > 0 ? '…' : ''}${body}${end < words.length ? '…' : ''}`;
}
