// Keyword candidates summed from cached per-phrase BM25 scores must be exactly what FTS5 returns for the whole
// query (`scope AND (phrases) ORDER BY bm25(…) LIMIT k`): the same rows, the same scores to the last bit, the same
// order, ties included, on any corpus and query, and again after the index changes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { openFtsCandidates } from '../../src/adapters/search/fts-phrase-scores.js';
import { topSummedScores } from '../../src/adapters/search/phrase-sums.js';
import { buildMatch, matchPhrases, planQuery, type TermGroup } from '../../src/adapters/search/query-terms.js';

const SCHEMA = `CREATE VIRTUAL TABLE kb_fts USING fts5(title, heading, body, scope, tokenize = 'porter unicode61 remove_diacritics 2')`;
const SCOPES = ['scopeax', 'scopebx'] as const;
// Few words, some in synonym groups and phrases ("cash machine", "money back"), so rows tie and phrases overlap.
const WORDS = ['atm', 'cash', 'machine', 'money', 'back', 'card', 'blocked', 'refund', 'fee', 'cheque', 'check', 'days', 'upi', 'charged', 'twice'];

interface Row {
  title: string;
  heading: string;
  body: string;
  scope: string;
}

const text = (min: number, max: number) => fc.array(fc.constantFrom(...WORDS), { minLength: min, maxLength: max }).map((w) => w.join(' '));
const row: fc.Arbitrary<Row> = fc.record({
  title: text(0, 3),
  heading: text(0, 3),
  body: text(1, 12),
  scope: fc.subarray([...SCOPES], { minLength: 1 }).map((s) => s.join(' ')),
});

function openIndex(rows: readonly Row[], deleted: readonly number[], optimize: boolean, file = ':memory:'): Database.Database {
  const db = new Database(file);
  db.exec(SCHEMA);
  const insert = db.prepare('INSERT INTO kb_fts (title, heading, body, scope) VALUES (?, ?, ?, ?)');
  // one transaction per row, as documents are written one by one: the index ends in several segments
  for (const r of rows) insert.run(r.title, r.heading, r.body, r.scope);
  for (const id of deleted) db.prepare('DELETE FROM kb_fts WHERE rowid = ?').run(id);
  if (optimize) db.exec("INSERT INTO kb_fts(kb_fts) VALUES('optimize')");
  return db;
}

/** What the knowledge base asked FTS5 before: the whole query scored by bm25(), best first, ties by rowid. */
function fullQuery(db: Database.Database, weights: string, scope: string, groups: TermGroup[], k: number): { id: number; score: number }[] {
  const rows = db
    .prepare<[string, number], { id: number; score: number }>(
      `SELECT rowid AS id, -bm25(kb_fts, ${weights}) AS score FROM kb_fts WHERE kb_fts MATCH ? ORDER BY bm25(kb_fts, ${weights}) LIMIT ?`,
    )
    .all(`scope : "${scope}" AND ${buildMatch(groups)}`, k);
  return rows.sort((a, b) => b.score - a.score || a.id - b.id);
}

describe('keyword candidates from cached per-phrase BM25 scores', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fts-phrase-scores-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('returns exactly the rows, scores and order of the whole FTS5 query, on any corpus and query', () => {
    const weights = fc.constantFrom('1.2000, 1.2000, 1.0000, 0.0', '2.0000, 0.5000, 1.0000, 0.0');
    fc.assert(
      fc.property(
        fc.array(row, { minLength: 1, maxLength: 60 }),
        fc.array(fc.nat(80), { maxLength: 10 }),
        fc.boolean(),
        fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 1, max: 40 }),
        weights,
        fc.integer({ min: 0, max: 200 }),
        (rows, deleted, optimize, query, k, w, maxRows) => {
          const groups = planQuery(query.join(' ')).groups;
          fc.pre(groups.length > 0);
          const db = openIndex(rows, deleted, optimize);
          try {
            const candidates = openFtsCandidates(db, { table: 'kb_fts', weights: w, maxRows });
            for (const scope of SCOPES) {
              const expected = fullQuery(db, w, scope, groups, k);
              // twice: the second answer comes from the cache (or, with a small bound, from phrases read again)
              expect(candidates.top(`scope : "${scope}"`, matchPhrases(groups), k)).toEqual(expected);
              expect(candidates.top(`scope : "${scope}"`, matchPhrases(groups), k)).toEqual(expected);
            }
          } finally {
            db.close();
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('sees every write to the index, made through this connection or another', () => {
    const file = join(dir, 'two-connections.db');
    const first = openIndex([{ title: 'refund', heading: '', body: 'refund of a fee', scope: 'scopeax' }], [], false, file);
    const second = new Database(file);
    try {
      const candidates = openFtsCandidates(first, { table: 'kb_fts', weights: '1.2000, 1.2000, 1.0000, 0.0', maxRows: 1000 });
      const groups = planQuery('refund fee').groups;
      const top = () => candidates.top('scope : "scopeax"', matchPhrases(groups), 10);
      expect(top().map((r) => r.id)).toEqual([1]);
      second.prepare('INSERT INTO kb_fts (title, heading, body, scope) VALUES (?, ?, ?, ?)').run('fee', '', 'refund refund fee', 'scopeax');
      expect(top()).toEqual(fullQuery(first, '1.2000, 1.2000, 1.0000, 0.0', 'scopeax', groups, 10));
      expect(top().map((r) => r.id)).toEqual([2, 1]);
      first.prepare('DELETE FROM kb_fts WHERE rowid = 2').run();
      expect(top().map((r) => r.id)).toEqual([1]);
      second.prepare("UPDATE kb_fts SET scope = 'scopebx' WHERE rowid = 1").run();
      expect(top()).toEqual([]);
    } finally {
      second.close();
      first.close();
    }
  });

  it('gives nothing for no phrases or k = 0', () => {
    const db = openIndex([{ title: 'refund', heading: '', body: 'refund', scope: 'scopeax' }], [], false);
    const candidates = openFtsCandidates(db, { table: 'kb_fts', weights: '1.2000, 1.2000, 1.0000, 0.0', maxRows: 1000 });
    expect(candidates.top('scope : "scopeax"', [], 5)).toEqual([]);
    expect(candidates.top('scope : "scopeax"', matchPhrases(planQuery('refund').groups), 0)).toEqual([]);
    db.close();
  });
});

describe('summing per-phrase scores', () => {
  const list = (entries: [number, number][]) => ({ ids: Float64Array.from(entries, (e) => e[0]), scores: Float64Array.from(entries, (e) => e[1]) });

  it('adds each row\'s phrase scores, leaves out rows not in view, and keeps the first rows among ties at the cut', () => {
    const a = list([[1, 1], [2, 3], [4, 1], [6, 1]]);
    const b = list([[2, 1], [3, 2], [4, 1], [5, 2]]);
    const visible = Float64Array.from([1, 2, 3, 4, 6]);
    expect(topSummedScores([a, b], visible, 10)).toEqual([
      { id: 2, score: 4 }, { id: 3, score: 2 }, { id: 4, score: 2 }, { id: 1, score: 1 }, { id: 6, score: 1 },
    ]);
    // rows 3 and 4 tie at the cut: the lower rowid stays, as FTS5 ORDER BY … LIMIT keeps the first seen
    expect(topSummedScores([a, b], visible, 2)).toEqual([{ id: 2, score: 4 }, { id: 3, score: 2 }]);
    expect(topSummedScores([a, b], Float64Array.from([]), 2)).toEqual([]);
  });

  it('adds in the order of the phrases, as FTS5 does (floating-point sums depend on it)', () => {
    const [x, y, z] = [0.1, 0.2, 0.3];
    expect(topSummedScores([list([[1, x]]), list([[1, y]]), list([[1, z]])], Float64Array.from([1]), 1)[0]?.score).toBe(x + y + z);
    expect(topSummedScores([list([[1, z]]), list([[1, y]]), list([[1, x]])], Float64Array.from([1]), 1)[0]?.score).toBe(z + y + x);
  });
});

describe('the phrases of a query one by one', () => {
  it('lists the phrases of buildMatch in the order it writes them, repeated groups again', () => {
    const groups: TermGroup[] = [
      { key: 'atm', phrases: ['atm', 'cash machine'], repeat: 2 },
      { key: 'fee', phrases: ['fee'], repeat: 1 },
    ];
    const written = [...buildMatch(groups).matchAll(/"([^"]+)"/g)].map((m) => m[1]);
    expect(matchPhrases(groups)).toEqual(written.map((p) => `{title heading body} : "${p}"`));
    expect(written).toEqual(['atm', 'cash machine', 'atm', 'cash machine', 'fee']);
  });
});
