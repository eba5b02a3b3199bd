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

export function highlightSnippet(text: string, terms: string[]): string {
  const words = text.replace(/\s+/g, ' ').trim().split(' ');
  const wanted = new Set(terms.flatMap((t) => t.split(' ')).map(stem).filter((t) => t.length >= 2));
  const hit = words.map((w) => {
    const t = w.toLowerCase().replace(NOT_WORD, '');
    return t !== '' && wanted.has(stem(t));
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
