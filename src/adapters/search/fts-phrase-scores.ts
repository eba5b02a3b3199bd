// The best candidates of a keyword search on the SQLite FTS5 index, ranked exactly as `scope AND (phrases) ORDER BY
// bm25(…) LIMIT k` ranks them, from per-phrase BM25 scores and per-scope row lists read once from FTS5 and kept
// until the index changes. FTS5 works out every phrase's IDF on each query by walking its whole posting list, the
// tenant's scope phrase (one entry per chunk the role may read) included although its column weighs nothing, and
// scores every matching row; as the knowledge base grows that work grows with it. Summing cached per-phrase scores
// gives the same rows, scores and order (see phrase-sums.ts) for a fraction of it.
//
// Any write to the index, by this connection or another process, rewrites FTS5's structure record and its
// averages record, so the cache is dropped whenever either differs from what it was read with; a search reads
// them, the phrases and the scope rows in one read transaction, so all of them come from one snapshot.
import type Database from 'better-sqlite3';
import { topSummedScores, type PhraseScores, type RowScore } from './phrase-sums.js';

export interface FtsCandidateOptions {
  /** The FTS5 table (e.g. `kb_fts`). */
  table: string;
  /** The bm25() column weights as SQL literals, in column order (the scope column's weight is 0). */
  weights: string;
  /** Phrase scores kept at most (rows over all cached phrases); least recently used phrases go first. */
  maxRows: number;
}

export interface FtsCandidates {
  /**
   * The k best rows matching any of `phrases` (MATCH expressions of one phrase each, in the order the full query
   * writes them) among the rows matching `scope`, best first, ties by rowid.
   */
  top(scope: string, phrases: readonly string[], k: number): RowScore[];
  /**
   * Goes up by one each time a search finds the index changed: what was read from the index before then is stale.
   * Read it inside the same read transaction as `top` for it to name the index `top` ranked.
   */
  readonly generation: number;
}

/** FTS5 shadow-table rows that change with every write to the index: averages (id 1) and structure (id 10). */
const VERSION_ROWS = '1, 10';

export function openFtsCandidates(db: Database.Database, options: FtsCandidateOptions): FtsCandidates {
  const { table, weights, maxRows } = options;
  const versionOf = db.prepare<[], Buffer>(`SELECT block FROM ${table}_data WHERE id IN (${VERSION_ROWS}) ORDER BY id`).pluck();
  const phraseRows = db
    .prepare<[string], [number, number]>(`SELECT rowid, -bm25(${table}, ${weights}) FROM ${table} WHERE ${table} MATCH ? ORDER BY rowid`)
    .raw();
  const scopeRows = db.prepare<[string], number>(`SELECT rowid FROM ${table} WHERE ${table} MATCH ? ORDER BY rowid`).pluck();
  let version: Buffer[] = [];
  let phrases = new Map<string, PhraseScores>();
  let cachedRows = 0;
  let scopes = new Map<string, Float64Array>();
  let generation = 0;

  const sync = (): void => {
    const now = versionOf.all();
    if (now.length === version.length && now.every((block, i) => block.equals(version[i] as Buffer))) return;
    version = now;
    generation++;
    phrases = new Map();
    cachedRows = 0;
    scopes = new Map();
  };

  const phrase = (match: string): PhraseScores => {
    const hit = phrases.get(match);
    if (hit) {
      phrases.delete(match);
      phrases.set(match, hit);
      return hit;
    }
    const rows = phraseRows.all(match);
    const scores: PhraseScores = { ids: Float64Array.from(rows, (r) => r[0]), scores: Float64Array.from(rows, (r) => r[1]) };
    phrases.set(match, scores);
    cachedRows += rows.length;
    for (const [oldest, list] of phrases) {
      if (cachedRows <= maxRows || oldest === match) break;
      phrases.delete(oldest);
      cachedRows -= list.ids.length;
    }
    return scores;
  };

  const scopeOf = (scope: string): Float64Array => {
    let rows = scopes.get(scope);
    if (!rows) {
      rows = Float64Array.from(scopeRows.all(scope));
      if (scopes.size >= 64) scopes.clear();
      scopes.set(scope, rows);
    }
    return rows;
  };

  const top = db.transaction((scope: string, matches: readonly string[], k: number): RowScore[] => {
    sync();
    const lists = matches.map(phrase);
    return topSummedScores(lists, scopeOf(scope), k);
  });

  return {
    top: (scope, matches, k) => (k <= 0 || matches.length === 0 ? [] : top(scope, matches, k)),
    get generation() {
      return generation;
    },
  };
}
