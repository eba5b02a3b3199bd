// SQLite knowledge base: kb_* tables in the product database, FTS5 BM25 (porter stemming, title/heading boost,
// banking synonyms, document context from a chunk's best sibling; ranked from per-phrase scores kept until the index
// changes, exactly as FTS5 ranks the whole query) and, when an Embedder is given, sqlite-vec vectors fused with BM25
// by reciprocal rank.
import { withStatementCache } from '../store/statement-cache.js';
import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';
import * as sqliteVec from 'sqlite-vec';
import { EchoPilotError } from '../../domain/errors.js';
import {
  KB_ROLES,
  canRead,
  sectionOf,
  type Embedder,
  type KbRole,
  type KnowledgeBase,
  type KnowledgeDocument,
  type Passage,
  type SearchRequest,
  type UpsertStatus,
} from '../../domain/knowledge.port.js';
import { matchPhrases, planQuery, type QueryPlan, type TermGroup } from './query-terms.js';
import { openFtsCandidates } from './fts-phrase-scores.js';
import { openChunkDocIds } from './chunk-doc-ids.js';
import { openTermStats, selectWithinBudget } from './term-stats.js';
import { highlightSnippet } from './snippet.js';
import { withDocumentContext, type ScoredChunk } from './document-context.js';
import { documentSummaryOf, embedDocumentChunks, fuseByReciprocalRank, validateDocument, type DocumentRow } from './knowledge-shared.js';

export interface SqliteKnowledgeOptions {
  /** Database file (`${dataDir}/echopilot.db`) or `:memory:`. */
  file: string;
  /** Enables hybrid search (sqlite-vec + BM25 fused by reciprocal rank). */
  embedder?: Embedder;
  /**
   * BM25 column weights (FTS5 adds weighted term frequencies across columns, so title and heading words already
   * count on top of the body). Defaults: title 1.2, heading 1.2, body 1.
   */
  weights?: { title?: number; heading?: number; body?: number };
  /** Hybrid mode: drop vector-only candidates whose cosine similarity is below this. Default 0.2. */
  minVectorSimilarity?: number;
  /** Reciprocal-rank-fusion constant. Default 60. */
  rrfK?: number;
  /**
   * Cost bound for one keyword search: the query's rarest words are kept while their document frequencies add up
   * to at most this many index rows (common words add little to BM25 but dominate its cost). Default 12,000.
   */
  postingBudget?: number;
  /**
   * Title feedback: after a first, cheaper pass, the titles of this many best documents are added to the query
   * and the search runs again (pseudo-relevance feedback). 0 turns it off. Default 0 (off: it roughly doubles query
   * cost, and on rho-bank it no longer lifts recall once document context is on).
   */
  titleFeedbackDocs?: number;
  /**
   * Document context: a passage's score adds this share of the best other passage of its document among the
   * candidates, so a document ranks by its best chunk plus this share of its second best (a document that matches
   * in two places beats one that matches once equally well). 0 ranks chunks alone. Default 0.5.
   */
  siblingWeight?: number;
  /**
   * Chunks scored by BM25 before document context is applied: max(this, 4 × limit), so that siblings of the
   * returned chunks are seen. Default 200.
   */
  minCandidates?: number;
  /**
   * Per-phrase BM25 scores kept between searches until the index changes (rows over all kept phrases; see
   * fts-phrase-scores.ts). Default 500,000 (about 8 MB).
   */
  cachedPhraseRows?: number;
}

interface ChunkRow {
  id: number;
  doc_id: string;
  chunk_id: string;
  title: string;
  section_path: string;
  text: string;
}

interface DocRow extends DocumentRow {
  roles: string;
}

const TOKENIZE = 'porter unicode61 remove_diacritics 2';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS kb_documents (
  tenant_id TEXT NOT NULL,
  doc_id TEXT NOT NULL,
  title TEXT NOT NULL,
  source_path TEXT NOT NULL,
  content_hash TEXT NOT NULL,
  version TEXT NOT NULL,
  effective_date TEXT NOT NULL,
  visibility TEXT NOT NULL,
  roles TEXT NOT NULL,
  chunk_count INTEGER NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (tenant_id, doc_id)
);
CREATE TABLE IF NOT EXISTS kb_chunks (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  doc_id TEXT NOT NULL,
  chunk_id TEXT NOT NULL,
  ord INTEGER NOT NULL,
  title TEXT NOT NULL,
  section_path TEXT NOT NULL,
  text TEXT NOT NULL,
  access TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS kb_chunks_by_doc ON kb_chunks (tenant_id, doc_id);
CREATE VIRTUAL TABLE IF NOT EXISTS kb_fts USING fts5(
  title, heading, body, scope,
  tokenize = '${TOKENIZE}'
);
CREATE TABLE IF NOT EXISTS kb_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
`;

/** A per-(tenant, role) token stored in the FTS `scope` column, so the MATCH itself enforces isolation. */
export function scopeToken(tenantId: string, role: KbRole): string {
  return `kbscope${tenantKey(tenantId)}x${role}`;
}

/** Tenants' hashed keys, worked out once per tenant rather than on every search. */
const TENANT_KEYS = new Map<string, string>();

function tenantKey(tenantId: string): string {
  let key = TENANT_KEYS.get(tenantId);
  if (key === undefined) {
    key = createHash('sha256').update(tenantId).digest('hex').slice(0, 20);
    if (TENANT_KEYS.size >= 10_000) TENANT_KEYS.clear();
    TENANT_KEYS.set(tenantId, key);
  }
  return key;
}

export async function openSqliteKnowledgeBase(options: SqliteKnowledgeOptions): Promise<KnowledgeBase> {
  const db = withStatementCache(new Database(options.file));
  if (options.file !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  db.exec(SCHEMA);
  const embedder = options.embedder;
  let vecLoaded = false;
  try {
    sqliteVec.load(db);
    vecLoaded = true;
  } catch (cause) {
    if (embedder) {
      db.close();
      throw new EchoPilotError('CONFIG_INVALID', 'sqlite-vec could not be loaded for hybrid search', { cause });
    }
  }
  // Vectors of one model only: a knowledge base embedded with another model must be re-embedded, not mixed.
  const storedModel = db.prepare<[], { value: string }>("SELECT value FROM kb_meta WHERE key = 'vec_model'").get()?.value;
  if (embedder?.model !== undefined && storedModel !== undefined && storedModel !== embedder.model) {
    db.close();
    throw new EchoPilotError('CONFIG_INVALID', `the knowledge base ${options.file} was embedded with ${storedModel}, but the embedder is now ${embedder.model}`, {
      field: 'ECHOPILOT_EMBEDDINGS', hint: `set ECHOPILOT_EMBEDDINGS=${storedModel} again, or ingest into a fresh ECHOPILOT_DATA_DIR with the new model`,
    });
  }
  const w = { title: 1.2, heading: 1.2, body: 1, ...options.weights };
  const minVectorSimilarity = options.minVectorSimilarity ?? 0.2;
  const rrfK = options.rrfK ?? 60;
  const postingBudget = options.postingBudget ?? 12_000;
  const stats = openTermStats(db, TOKENIZE);
  const feedbackDocs = options.titleFeedbackDocs ?? 0;
  const siblingWeight = options.siblingWeight ?? 0.5;
  const minCandidates = Math.max(1, Math.floor(options.minCandidates ?? 200));
  if (!Number.isFinite(siblingWeight) || siblingWeight < 0 || siblingWeight > 1) {
    throw new EchoPilotError('CONFIG_INVALID', 'siblingWeight must be between 0 and 1');
  }

  const getDoc = db.prepare<[string, string], { content_hash: string }>(
    'SELECT content_hash FROM kb_documents WHERE tenant_id = ? AND doc_id = ?',
  );
  const chunkIdsOf = db.prepare<[string, string], { id: number }>(
    'SELECT id FROM kb_chunks WHERE tenant_id = ? AND doc_id = ?',
  );
  const deleteFts = db.prepare<[number]>('DELETE FROM kb_fts WHERE rowid = ?');
  const deleteChunks = db.prepare<[string, string]>('DELETE FROM kb_chunks WHERE tenant_id = ? AND doc_id = ?');
  const deleteDoc = db.prepare<[string, string]>('DELETE FROM kb_documents WHERE tenant_id = ? AND doc_id = ?');
  const insertDoc = db.prepare(
    `INSERT INTO kb_documents (tenant_id, doc_id, title, source_path, content_hash, version, effective_date,
       visibility, roles, chunk_count, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertChunk = db.prepare(
    `INSERT INTO kb_chunks (tenant_id, doc_id, chunk_id, ord, title, section_path, text, access)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertFts = db.prepare('INSERT INTO kb_fts (rowid, title, heading, body, scope) VALUES (?, ?, ?, ?, ?)');
  // FTS5 writes each document as a new index segment and merges them only now and then; a search looks every query
  // word up in every segment, so an index left in many pieces costs several times more per search than one piece.
  const segmentCount = db.prepare<[], { n: number }>('SELECT count(DISTINCT segid) AS n FROM kb_fts_idx');
  const listDocs = db.prepare<[string], DocRow>(
    `SELECT doc_id, title, source_path, content_hash, version, effective_date, visibility, roles, chunk_count,
       updated_at FROM kb_documents WHERE tenant_id = ? ORDER BY doc_id`,
  );
  // The best chunks of `scope : "token" AND (the groups' phrases)` by BM25, as FTS5 would rank them (ties by rowid).
  const ranked = openFtsCandidates(db, {
    table: 'kb_fts',
    weights: `${num(w.title)}, ${num(w.heading)}, ${num(w.body)}, 0.0`,
    maxRows: Math.max(0, Math.floor(options.cachedPhraseRows ?? 500_000)),
  });
  const bestChunks = (scope: string, groups: TermGroup[], k: number) => ranked.top(scope, matchPhrases(groups), k);
  // The candidates with their document ids (a chunk without its row is left out), in one read transaction so that
  // the ids and the ranking come from the same index.
  const chunkDocIds = openChunkDocIds(db, 200_000);
  const candidateSearch = db.transaction((scope: string, groups: TermGroup[], k: number): ScoredChunk[] => {
    const hits = bestChunks(scope, groups, k);
    if (hits.length === 0) return [];
    const docIds = chunkDocIds.of(hits.map((h) => h.id), ranked.generation);
    const out: ScoredChunk[] = [];
    for (const hit of hits) {
      const docId = docIds.get(hit.id);
      if (docId !== undefined) out.push({ id: hit.id, docId, score: hit.score });
    }
    return out;
  });

  let vec: VectorIndex | undefined;
  const vectorIndex = (dim: number): VectorIndex => {
    if (vec && vec.dim === dim) return vec;
    const stored = db.prepare<[], { value: string }>("SELECT value FROM kb_meta WHERE key = 'vec_dim'").get();
    if (stored && Number(stored.value) !== dim) {
      throw new EchoPilotError(
        'CONFIG_INVALID',
        `the knowledge base holds ${stored.value}-dimension vectors but the embedder returns ${dim}`,
        { hint: 'use the same embedding model, or delete the kb_vec table and re-ingest' },
      );
    }
    db.exec(
      `CREATE VIRTUAL TABLE IF NOT EXISTS kb_vec USING vec0(
         tenant_key TEXT PARTITION KEY, embedding FLOAT[${dim}] distance_metric=cosine)`,
    );
    db.prepare("INSERT OR REPLACE INTO kb_meta (key, value) VALUES ('vec_dim', ?)").run(String(dim));
    if (embedder?.model !== undefined) db.prepare("INSERT OR IGNORE INTO kb_meta (key, value) VALUES ('vec_model', ?)").run(embedder.model);
    vec = {
      dim,
      insert: db.prepare('INSERT INTO kb_vec (rowid, tenant_key, embedding) VALUES (?, ?, ?)'),
      knn: db.prepare(
        'SELECT rowid AS id, distance FROM kb_vec WHERE embedding MATCH ? AND k = ? AND tenant_key = ?',
      ),
    };
    return vec;
  };
  const vecExists = (): boolean =>
    db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'kb_vec'").get() !== undefined;

  const removeChunks = (tenantId: string, docId: string): void => {
    const ids = chunkIdsOf.all(tenantId, docId).map((r) => r.id);
    const remove = vecLoaded && vecExists() ? db.prepare('DELETE FROM kb_vec WHERE rowid = ?') : undefined;
    for (const id of ids) {
      deleteFts.run(id);
      remove?.run(BigInt(id));
    }
    deleteChunks.run(tenantId, docId);
  };

  const writeDocument = db.transaction((doc: KnowledgeDocument, existed: boolean, vectors: number[][] | undefined) => {
    if (existed) {
      removeChunks(doc.tenantId, doc.docId);
      deleteDoc.run(doc.tenantId, doc.docId);
    }
    insertDoc.run(
      doc.tenantId,
      doc.docId,
      doc.title,
      doc.sourcePath,
      doc.contentHash,
      doc.version,
      doc.effectiveDate,
      doc.visibility,
      JSON.stringify(doc.roles),
      doc.chunks.length,
      new Date().toISOString(),
    );
    const readers = KB_ROLES.filter((role) => canRead(role, doc.visibility, doc.roles));
    const scope = readers.map((role) => scopeToken(doc.tenantId, role)).join(' ');
    const access = ` ${readers.join(' ')} `;
    const index = vectors ? vectorIndex(vectors[0]?.length ?? 0) : undefined;
    doc.chunks.forEach((chunk, ord) => {
      const info = insertChunk.run(
        doc.tenantId,
        doc.docId,
        chunk.chunkId,
        ord,
        doc.title,
        JSON.stringify(chunk.sectionPath),
        chunk.text,
        access,
      );
      const rowid = Number(info.lastInsertRowid);
      insertFts.run(rowid, doc.title, chunk.sectionPath.join(' / '), chunk.text, scope);
      const vector = vectors?.[ord];
      if (index && vector) index.insert.run(BigInt(rowid), tenantKey(doc.tenantId), new Float32Array(vector));
    });
  });

  const embedChunks = async (doc: KnowledgeDocument): Promise<number[][] | undefined> =>
    embedder ? embedDocumentChunks(embedder, doc) : undefined;

  /** `terms`: the query's terms to build the snippet around, or null when the caller asked for none. */
  const toPassage = (row: ChunkRow, score: number, terms: string[] | null): Passage => {
    const sectionPath = JSON.parse(row.section_path) as string[];
    return {
      docId: row.doc_id,
      title: row.title,
      sectionPath,
      section: sectionOf(sectionPath, row.title),
      chunkId: row.chunk_id,
      score,
      snippet: terms === null ? '' : highlightSnippet(row.text, terms),
      text: row.text,
    };
  };

  const keyword = (req: SearchRequest, plan: QueryPlan, limit: number): (ChunkRow & { score: number })[] => {
    const scope = `scope : "${scopeToken(req.tenantId, req.role)}"`;
    let terms = selectWithinBudget(plan.groups, stats, postingBudget);
    if (terms.length === 0) return [];
    if (feedbackDocs > 0) {
      const first = bestChunks(scope, selectWithinBudget(plan.groups, stats, postingBudget / 3), feedbackDocs * 4);
      const titles = new Map<string, string>();
      const rows = fetchChunks(db, first.map((h) => h.id), req.role);
      for (const hit of first) {
        const row = rows.get(hit.id);
        if (row && titles.size < feedbackDocs) titles.set(row.doc_id, row.title);
      }
      const expanded = planQuery(`${req.query} ${[...titles.values()].join(' ')}`);
      const expandedTerms = selectWithinBudget(expanded.groups, stats, postingBudget);
      if (expandedTerms.length > 0) terms = expandedTerms;
    }
    let candidates = candidateSearch(scope, terms, Math.max(minCandidates, limit * 4));
    if (req.minScore !== undefined) candidates = candidates.filter((h) => h.score >= (req.minScore ?? 0));
    const hits = withDocumentContext(candidates, siblingWeight).slice(0, limit);
    const rows = fetchChunks(db, hits.map((h) => h.id), req.role);
    const out: (ChunkRow & { score: number })[] = [];
    for (const hit of hits) {
      const row = rows.get(hit.id);
      if (row) out.push({ ...row, score: hit.score });
    }
    return out;
  };

  let closed = false;
  const ensureOpen = (): void => {
    if (closed) throw new EchoPilotError('INTERNAL', 'the knowledge base is closed');
  };

  return {
    async upsertDocument(doc) {
      ensureOpen();
      validateDocument(doc);
      const current = getDoc.get(doc.tenantId, doc.docId);
      if (current && current.content_hash === doc.contentHash) return { status: 'unchanged' as UpsertStatus };
      const vectors = await embedChunks(doc);
      writeDocument(doc, current !== undefined, vectors);
      stats.invalidate();
      return { status: current ? 'replaced' : 'inserted' };
    },

    async deleteDocument(tenantId, docId) {
      ensureOpen();
      return db.transaction(() => {
        const existed = getDoc.get(tenantId, docId) !== undefined;
        removeChunks(tenantId, docId);
        deleteDoc.run(tenantId, docId);
        stats.invalidate();
        return existed;
      })();
    },

    async listDocuments(tenantId) {
      ensureOpen();
      return listDocs.all(tenantId).map((r) => documentSummaryOf(r, JSON.parse(r.roles) as string[]));
    },

    async search(req) {
      ensureOpen();
      const limit = Math.max(0, Math.floor(req.limit));
      // A question with no content words (empty, or only stop words and filler) has nothing to look up.
      const plan = planQuery(req.query);
      if (limit === 0 || plan.terms.length === 0) return [];
      const terms = req.snippets === false ? null : plan.terms;
      if (!embedder) return keyword(req, plan, limit).map((r) => toPassage(r, r.score, terms));

      const depth = Math.max(50, limit * 4);
      const keywordRows = keyword(req, plan, depth);
      const [queryVector] = await embedder.embed([req.query]);
      const vectorRows: (ChunkRow & { similarity: number })[] = [];
      if (queryVector && queryVector.length > 0 && vecExists()) {
        const index = vectorIndex(queryVector.length);
        const hits = index.knn.all(new Float32Array(queryVector), depth, tenantKey(req.tenantId)) as {
          id: number;
          distance: number;
        }[];
        const byId = fetchChunks(db, hits.map((h) => h.id), req.role);
        for (const hit of hits) {
          const row = byId.get(hit.id);
          const similarity = 1 - hit.distance;
          if (row && similarity >= minVectorSimilarity) vectorRows.push({ ...row, similarity });
        }
      }
      return fuseByReciprocalRank<ChunkRow>(
        keywordRows.map((row) => ({ id: row.id, item: row })),
        vectorRows.map((row) => ({ id: row.id, item: row })),
        rrfK,
      )
        .slice(0, limit)
        .map((e) => toPassage(e.item, e.score, terms));
    },

    async compact() {
      ensureOpen();
      // 'optimize' merges the whole index into one segment (about 5 ms per 1,000 chunks): once per batch, not per document.
      if ((segmentCount.get()?.n ?? 0) > 1) db.exec("INSERT INTO kb_fts(kb_fts) VALUES('optimize')");
    },

    async close() {
      if (closed) return;
      closed = true;
      db.close();
    },
  };
}

interface VectorIndex {
  dim: number;
  insert: Database.Statement;
  knn: Database.Statement;
}

function fetchChunks(db: Database.Database, ids: number[], role: KbRole): Map<number, ChunkRow> {
  const out = new Map<number, ChunkRow>();
  if (ids.length === 0) return out;
  const rows = db
    .prepare<unknown[], ChunkRow>(
      `SELECT id, doc_id, chunk_id, title, section_path, text FROM kb_chunks
       WHERE id IN (${ids.map(() => '?').join(',')}) AND instr(access, ?) > 0`,
    )
    .all(...ids, ` ${role} `);
  for (const row of rows) out.set(row.id, row);
  return out;
}

function num(value: number): string {
  if (!Number.isFinite(value) || value < 0) throw new EchoPilotError('CONFIG_INVALID', 'BM25 weights must be >= 0');
  return value.toFixed(4);
}
