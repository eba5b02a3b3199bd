// Document frequencies of query words in the FTS index, to keep a query's cost bounded on a large knowledge base:
// words are stemmed by FTS5's own tokenizer (a scratch temp table) and looked up through fts5vocab.
import type Database from 'better-sqlite3';
import type { TermGroup } from './query-terms.js';

export interface TermStats {
  /** Rows of the index containing each word (after stemming); unknown words count 0. */
  documentFrequencies(words: string[]): Map<string, number>;
  /** Forget cached frequencies (call after every write). */
  invalidate(): void;
}

export function openTermStats(db: Database.Database, tokenize: string): TermStats {
  db.exec(`
    CREATE VIRTUAL TABLE IF NOT EXISTS temp.kb_stem USING fts5(t, tokenize = '${tokenize}');
    CREATE VIRTUAL TABLE IF NOT EXISTS temp.kb_stem_vocab USING fts5vocab(temp, kb_stem, instance);
    CREATE VIRTUAL TABLE IF NOT EXISTS temp.kb_fts_vocab USING fts5vocab(main, kb_fts, row);
  `);
  const insertWord = db.prepare('INSERT INTO temp.kb_stem (rowid, t) VALUES (?, ?)');
  const readStems = db.prepare<[], { doc: number; term: string }>('SELECT doc, term FROM temp.kb_stem_vocab');
  const clear = db.prepare('DELETE FROM temp.kb_stem');
  const dfOf = db.prepare<[string], { doc: number }>('SELECT doc FROM temp.kb_fts_vocab WHERE term = ?');
  const stems = new Map<string, string>();
  let df = new Map<string, number>();

  const stemAll = db.transaction((words: string[]) => {
    words.forEach((w, i) => insertWord.run(i + 1, w));
    for (const row of readStems.all()) {
      const word = words[row.doc - 1];
      if (word !== undefined && !stems.has(word)) stems.set(word, row.term);
    }
    clear.run();
  });

  return {
    documentFrequencies(words) {
      const unknown = [...new Set(words.filter((w) => !stems.has(w)))];
      if (unknown.length > 0) {
        stemAll(unknown);
        for (const w of unknown) if (!stems.has(w)) stems.set(w, '');
      }
      const out = new Map<string, number>();
      for (const word of words) {
        const stem = stems.get(word) ?? '';
        let n = df.get(stem);
        if (n === undefined) {
          n = stem === '' ? 0 : (dfOf.get(stem)?.doc ?? 0);
          df.set(stem, n);
        }
        out.set(word, n);
      }
      return out;
    },
    invalidate() {
      df = new Map();
    },
  };
}

/**
 * Keeps the most informative groups within a posting budget: groups sorted by (estimated) document frequency,
 * rarest first, are kept while the frequencies add up to at most `budget`; the rarest matching group is always kept.
 * Groups that match nothing are dropped.
 */
export function selectWithinBudget(groups: TermGroup[], stats: TermStats, budget: number): TermGroup[] {
  const words = groups.flatMap((g) => g.phrases.flatMap((p) => p.split(' ')));
  const df = stats.documentFrequencies(words);
  const scored = groups.map((group, index) => {
    // a phrase occurs at most as often as its rarest word; a group at most as often as all its phrases together
    const freq = group.phrases
      .map((p) => Math.min(...p.split(' ').map((w) => df.get(w) ?? 0)))
      .reduce((a, b) => a + b, 0);
    return { group, index, freq };
  });
  const kept: typeof scored = [];
  let used = 0;
  for (const s of [...scored].filter((s) => s.freq > 0).sort((a, b) => a.freq - b.freq || a.index - b.index)) {
    if (kept.length > 0 && used + s.freq * s.group.repeat > budget) continue;
    kept.push(s);
    used += s.freq * s.group.repeat;
  }
  return kept.sort((a, b) => a.index - b.index).map((s) => s.group);
}
