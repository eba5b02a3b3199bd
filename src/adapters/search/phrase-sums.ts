// Exact BM25 top k from per-phrase scores. FTS5's bm25() of an OR of phrases is a sum over the phrases, in the order
// they are written, of each phrase's own share (its IDF, its weighted frequency in the row and the row's length; a
// phrase absent from a row adds zero), so the rows `MATCH … ORDER BY bm25(…) LIMIT k` returns, and their scores to
// the last bit, can be summed from each phrase's own scores. Ties keep FTS5's scan order (rowid ascending), as
// SQLite's ORDER BY … LIMIT keeps the first rows it saw among equal keys.

export interface PhraseScores {
  /** Rows containing the phrase in the searched columns, rowid ascending. */
  ids: Float64Array;
  /** The phrase's own BM25 share in each of those rows (higher is better). */
  scores: Float64Array;
}

export interface RowScore {
  id: number;
  /** BM25 relevance, higher is better. */
  score: number;
}

/**
 * The k best rows containing at least one of the phrases and listed in `visible` (rowids ascending), best first,
 * ties by rowid: each row's score is its phrases' shares added in the order of `lists`, as FTS5 adds them.
 */
export function topSummedScores(lists: readonly PhraseScores[], visible: Float64Array, k: number): RowScore[] {
  if (k <= 0 || lists.length === 0 || visible.length === 0) return [];
  const at = new Int32Array(lists.length);
  let capacity = 0;
  for (const list of lists) capacity += list.ids.length;
  const ids = new Float64Array(capacity);
  const sums = new Float64Array(capacity);
  let n = 0;
  let seen = 0; // position in `visible`
  for (;;) {
    let next = Infinity;
    for (let i = 0; i < lists.length; i++) {
      const list = lists[i] as PhraseScores;
      const p = at[i] as number;
      if (p < list.ids.length && (list.ids[p] as number) < next) next = list.ids[p] as number;
    }
    if (next === Infinity) break;
    seen = advanceTo(visible, seen, next);
    const shown = seen < visible.length && visible[seen] === next;
    let sum = 0;
    for (let i = 0; i < lists.length; i++) {
      const list = lists[i] as PhraseScores;
      const p = at[i] as number;
      if (p < list.ids.length && list.ids[p] === next) {
        sum += list.scores[p] as number;
        at[i] = p + 1;
      }
    }
    if (shown) {
      ids[n] = next;
      sums[n] = sum;
      n++;
    }
  }
  return best(ids, sums, n, k);
}

/** The first position at or after `from` whose value is at least `id` (galloping, then binary search). */
function advanceTo(sorted: Float64Array, from: number, id: number): number {
  if (from >= sorted.length || (sorted[from] as number) >= id) return from;
  let step = 1;
  let lo = from;
  let hi = from + 1;
  while (hi < sorted.length && (sorted[hi] as number) < id) {
    lo = hi;
    step *= 2;
    hi = from + step;
  }
  hi = Math.min(hi, sorted.length);
  // sorted[lo] < id; the answer is in (lo, hi]
  while (lo + 1 < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as number) < id) lo = mid;
    else hi = mid;
  }
  return hi;
}

/** The k best of n rows given rowid ascending: best first, equal scores by rowid (the first seen are kept). */
function best(ids: Float64Array, sums: Float64Array, n: number, k: number): RowScore[] {
  const threshold = n > k ? kthLargest(sums.slice(0, n), k) : -Infinity;
  const out: RowScore[] = [];
  let above = 0;
  for (let i = 0; i < n; i++) if ((sums[i] as number) > threshold) above++;
  let ties = k - above;
  for (let i = 0; i < n; i++) {
    const score = sums[i] as number;
    if (score > threshold) out.push({ id: ids[i] as number, score });
    else if (score === threshold && ties > 0) {
      out.push({ id: ids[i] as number, score });
      ties--;
    }
  }
  return out.sort((a, b) => b.score - a.score || a.id - b.id);
}

/** The k-th largest of `values` (1 ≤ k ≤ length), by quickselect; reorders `values`. */
function kthLargest(values: Float64Array, k: number): number {
  const target = values.length - k; // its index in ascending order
  let lo = 0;
  let hi = values.length - 1;
  while (lo < hi) {
    const pivot = values[(lo + hi) >>> 1] as number;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while ((values[i] as number) < pivot) i++;
      while ((values[j] as number) > pivot) j--;
      if (i <= j) {
        const t = values[i] as number;
        values[i] = values[j] as number;
        values[j] = t;
        i++;
        j--;
      }
    }
    if (target <= j) hi = j;
    else if (target >= i) lo = i;
    else return values[target] as number;
  }
  return values[target] as number;
}
