// The document id of each candidate chunk, looked up by primary key the first time the chunk is a candidate and kept
// while the index stays the same. The product database is written by the store on every turn, and SQLite drops a
// connection's page cache whenever another connection has committed, so each search would otherwise read the pages
// of up to a few hundred chunk rows again (several milliseconds on a large knowledge base).
import type Database from 'better-sqlite3';

export interface ChunkDocIds {
  /** Document ids of `ids` (chunks without a row are left out); `generation` names the index they are read from. */
  of(ids: readonly number[], generation: number): Map<number, string>;
}

export function openChunkDocIds(db: Database.Database, maxEntries: number): ChunkDocIds {
  // by primary key: `id IN (SELECT value FROM json_each(?))` would scan the table
  const lookup = db.prepare<[string], { id: number; doc_id: string }>(
    'SELECT c.id AS id, c.doc_id AS doc_id FROM json_each(?) AS j CROSS JOIN kb_chunks AS c ON c.id = j.value',
  );
  let known = new Map<number, string>();
  let knownGeneration = Number.NaN;
  return {
    of(ids, generation) {
      if (generation !== knownGeneration) {
        known = new Map();
        knownGeneration = generation;
      }
      const missing = ids.filter((id) => !known.has(id));
      if (missing.length > 0) {
        if (known.size + missing.length > maxEntries) known = new Map();
        for (const row of lookup.all(JSON.stringify(missing))) known.set(row.id, row.doc_id);
      }
      const out = new Map<number, string>();
      for (const id of ids) {
        const docId = known.get(id);
        if (docId !== undefined) out.set(id, docId);
      }
      return out;
    },
  };
}
