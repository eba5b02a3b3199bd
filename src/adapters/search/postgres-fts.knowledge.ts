// PostgreSQL knowledge base: kb_* tables shared by every process, BM25 computed in SQL over a postings table (English
// stemming, title/heading weights, banking synonyms, document context as in the SQLite search) and, when the
// pgvector extension exists and an Embedder is given, vectors fused with BM25 by reciprocal rank.
import pg from 'pg';
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
} from '../../domain/knowledge.port.js';
import { planQuery, tokenize, type QueryPlan, type TermGroup } from './query-terms.js';
import { selectWithinBudget, type TermStats } from './term-stats.js';
import { highlightSnippet } from './snippet.js';
import { withDocumentContext, type ScoredChunk } from './document-context.js';
import { documentSummaryOf, embedDocumentChunks, fuseByReciprocalRank, validateDocument, type DocumentRow } from './knowledge-shared.js';

export interface PostgresKnowledgeOptions {
  /** postgres://user:password@host:port/database */
  url: string;
  /** A schema to hold the kb_ tables (created when missing); default: the connection's search path. */
  schema?: string;
  /** Pool size. Default 5. */
  maxConnections?: number;
  /** Enables hybrid search when the pgvector extension is available; ignored (keyword search only) otherwise. */
  embedder?: Embedder;
  /** BM25 column weights, as in the SQLite search. Defaults: title 1.2, heading 1.2, body 1. */
  weights?: { title?: number; heading?: number; body?: number };
  /** Hybrid mode: drop vector-only candidates whose cosine similarity is below this. Default 0.2. */
  minVectorSimilarity?: number;
  /** Reciprocal-rank-fusion constant. Default 60. */
  rrfK?: number;
  /** Keeps a query's rarest words while their document frequencies add up to at most this. Default 12,000. */
  postingBudget?: number;
  /** Share of a chunk's best sibling added to its score (document context). Default 0.5. */
  siblingWeight?: number;
  /** Chunks scored before document context: max(this, 4 × limit). Default 200. */
  minCandidates?: number;
}

/** The PostgreSQL knowledge base also says whether dense vectors are in use (pgvector present and an embedder given). */
export interface PostgresKnowledgeBase extends KnowledgeBase {
  readonly hybrid: boolean;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]*$/;
/** Text search configuration: Snowball English stemming (FTS5's porter tokenizer is its ancestor). */
const TS_CONFIG = 'english';
/** Documents written by this handle before its next search refreshes the planner's statistics. */
const ANALYZE_AFTER_WRITES = 50;
const K1 = 1.2;
const B = 0.75;

const DDL = `
CREATE TABLE IF NOT EXISTS kb_documents (
  tenant_id TEXT NOT NULL,
  doc_id TEXT NOT NULL,
  title TEXT NOT NULL,
  source_path TEXT NOT NULL,
  content_hash TEXT NOT NULL,
  version TEXT NOT NULL,
  effective_date TEXT NOT NULL,
  visibility TEXT NOT NULL,
  roles JSONB NOT NULL,
  chunk_count INTEGER NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (tenant_id, doc_id)
);
CREATE TABLE IF NOT EXISTS kb_chunks (
  id BIGSERIAL PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  doc_id TEXT NOT NULL,
  chunk_id TEXT NOT NULL,
  ord INTEGER NOT NULL,
  title TEXT NOT NULL,
  section_path JSONB NOT NULL,
  text TEXT NOT NULL,
  readers TEXT[] NOT NULL,
  len INTEGER NOT NULL,
  tsv TSVECTOR NOT NULL,
  FOREIGN KEY (tenant_id, doc_id) REFERENCES kb_documents (tenant_id, doc_id) ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS kb_chunks_by_doc ON kb_chunks (tenant_id, doc_id);
CREATE INDEX IF NOT EXISTS kb_chunks_tsv ON kb_chunks USING GIN (tsv);
CREATE TABLE IF NOT EXISTS kb_postings (
  chunk_row BIGINT NOT NULL REFERENCES kb_chunks (id) ON DELETE CASCADE,
  tenant_id TEXT NOT NULL,
  lexeme TEXT NOT NULL,
  tf_title INTEGER NOT NULL,
  tf_heading INTEGER NOT NULL,
  tf_body INTEGER NOT NULL,
  len INTEGER NOT NULL,
  readers SMALLINT NOT NULL,
  PRIMARY KEY (chunk_row, lexeme)
);
CREATE INDEX IF NOT EXISTS kb_postings_by_term ON kb_postings (tenant_id, lexeme)
  INCLUDE (chunk_row, tf_title, tf_heading, tf_body, len, readers);
CREATE TABLE IF NOT EXISTS kb_tenant_stats (
  tenant_id TEXT PRIMARY KEY,
  chunks BIGINT NOT NULL,
  total_len BIGINT NOT NULL
);
CREATE TABLE IF NOT EXISTS kb_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
`;

interface ChunkRow {
  id: string;
  doc_id: string;
  chunk_id: string;
  title: string;
  section_path: string[];
  text: string;
}

export async function openPostgresKnowledgeBase(options: PostgresKnowledgeOptions): Promise<PostgresKnowledgeBase> {
  const { schema } = options;
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) {
    throw new EchoPilotError('CONFIG_INVALID', `PostgreSQL schema "${schema}" must be lower-case letters, digits and underscores`, { field: 'schema' });
  }
  const w = { title: 1.2, heading: 1.2, body: 1, ...options.weights };
  const weightSql = `p.tf_title * ${num(w.title)} + p.tf_heading * ${num(w.heading)} + p.tf_body * ${num(w.body)}`;
  const siblingWeight = options.siblingWeight ?? 0.5;
  if (!Number.isFinite(siblingWeight) || siblingWeight < 0 || siblingWeight > 1) {
    throw new EchoPilotError('CONFIG_INVALID', 'siblingWeight must be between 0 and 1');
  }
  const minCandidates = Math.max(1, Math.floor(options.minCandidates ?? 200));
  const postingBudget = options.postingBudget ?? 12_000;
  const minVectorSimilarity = options.minVectorSimilarity ?? 0.2;
  const rrfK = options.rrfK ?? 60;

  const pool = new pg.Pool({ connectionString: options.url, max: options.maxConnections ?? 5 });
  pool.on('error', () => undefined); // an idle client's lost connection is replaced on next use
  if (schema !== undefined) pool.on('connect', (client) => void client.query(`set search_path to "${schema}"`).catch(() => undefined));
  let vectorsAvailable = false;
  try {
    const client = await pool.connect();
    try {
      await client.query('begin');
      // Several processes may start at once: one creates the tables, the others wait and find them.
      await client.query("select pg_advisory_xact_lock(hashtext('echopilot.kb.schema'))");
      if (schema !== undefined) await client.query(`create schema if not exists "${schema}"`);
      await client.query(DDL);
      if (options.embedder) vectorsAvailable = await enableVectors(client);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new EchoPilotError('INTERNAL', `cannot open the PostgreSQL knowledge base: ${(error as Error).message}`, {
      cause: error,
      hint: 'check DATABASE_URL and that the server is running',
    });
  }
  const embedder = vectorsAvailable ? options.embedder : undefined;

  const transaction = async <T>(fn: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const result = await fn(client);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };

  /** Serialises writers of one document across processes (the row may not exist yet, so a row lock is not enough). */
  const lockDocument = (client: pg.PoolClient, tenantId: string, docId: string) =>
    client.query('select pg_advisory_xact_lock(hashtext($1))', [`echopilot.kb.doc:${JSON.stringify([tenantId, docId])}`]);

  let vectorDim: number | undefined;
  const ensureVectorTable = async (client: pg.PoolClient, dim: number): Promise<void> => {
    if (vectorDim === dim) return;
    await client.query("select pg_advisory_xact_lock(hashtext('echopilot.kb.vectors'))");
    const stored = await client.query<{ value: string }>("select value from kb_meta where key = 'vec_dim'");
    const current = stored.rows[0]?.value;
    if (current !== undefined && Number(current) !== dim) {
      throw new EchoPilotError('CONFIG_INVALID', `the knowledge base holds ${current}-dimension vectors but the embedder returns ${dim}`, {
        hint: 'use the same embedding model, or drop the kb_vectors table and re-ingest',
      });
    }
    await client.query(
      `create table if not exists kb_vectors (
         chunk_row bigint primary key references kb_chunks (id) on delete cascade,
         tenant_id text not null,
         embedding vector(${dim}) not null)`,
    );
    await client.query("insert into kb_meta (key, value) values ('vec_dim', $1) on conflict (key) do update set value = excluded.value", [String(dim)]);
    vectorDim = dim;
  };

  const documentFrequencies = async (tenantId: string, groups: TermGroup[]): Promise<TermStats> => {
    const words = [...new Set(groups.flatMap((g) => g.phrases.flatMap((p) => p.split(' '))))];
    const { rows } = await pool.query<{ word: string; df: string }>(
      `select u.word, (select count(*) from kb_postings p
                        where p.tenant_id = $1 and p.lexeme = (tsvector_to_array(to_tsvector('${TS_CONFIG}', u.word)))[1]) as df
       from unnest($2::text[]) as u(word)`,
      [tenantId, words],
    );
    const df = new Map(rows.map((r) => [r.word, Number(r.df)]));
    return { documentFrequencies: (ws) => new Map(ws.map((x) => [x, df.get(x) ?? 0])), invalidate: () => undefined };
  };

  /** BM25 over the postings, as FTS5 computes it: Σ over query phrases of idf × saturated weighted frequency. */
  const candidates = async (req: SearchRequest, groups: TermGroup[], limit: number): Promise<ScoredChunk[]> => {
    const phrases: string[] = [];
    const repeats: number[] = [];
    for (const group of groups) {
      for (const phrase of group.phrases) {
        phrases.push(phrase);
        repeats.push(group.repeat);
      }
    }
    const { rows } = await pool.query<{ id: string; doc_id: string; score: number }>(
      `with q as (
         select n, weight, phraseto_tsquery('${TS_CONFIG}', phrase) as tq,
                tsvector_to_array(to_tsvector('${TS_CONFIG}', phrase)) as lexemes
         from unnest($2::text[], $3::float8[]) with ordinality as u(phrase, weight, n)),
       q1 as materialized (select * from q where cardinality(lexemes) > 0),
       stats as (select chunks::float8 as total, greatest(total_len::float8 / greatest(chunks, 1), 1) as avgdl
                 from kb_tenant_stats where tenant_id = $1),
       tf as (
         select q1.n, p.chunk_row, min(${weightSql}) as tf, max(p.len) as len, bit_or(p.readers) as readers
         from q1 join kb_postings p on p.tenant_id = $1 and p.lexeme = any (q1.lexemes)
         group by q1.n, p.chunk_row
         having count(*) = max(cardinality(q1.lexemes))),
       matched as (
         select tf.n, tf.chunk_row, tf.tf, tf.len, tf.readers, count(*) over (partition by tf.n) as df
         from tf join q1 on q1.n = tf.n
         where cardinality(q1.lexemes) = 1
            or exists (select 1 from kb_chunks c where c.id = tf.chunk_row and c.tsv @@ q1.tq)),
       scored as (
         select m.chunk_row, sum(q1.weight * greatest(ln((s.total - m.df + 0.5) / (m.df + 0.5)), 1e-6)
                  * (m.tf * ${K1 + 1}) / (m.tf + ${K1} * (${1 - B} + ${B} * m.len / s.avgdl))) as score
         from matched m join q1 on q1.n = m.n cross join stats s
         where m.readers & $4::smallint <> 0
         group by m.chunk_row),
       top as (
         select chunk_row, score from scored where $5::float8 is null or score >= $5
         order by score desc, chunk_row limit $6)
       select t.chunk_row as id, c.doc_id, t.score
       from top t join kb_chunks c on c.id = t.chunk_row
       order by t.score desc, t.chunk_row`,
      [req.tenantId, phrases, repeats, roleBit(req.role), req.minScore ?? null, limit],
    );
    return rows.map((r) => ({ id: Number(r.id), docId: r.doc_id, score: Number(r.score) }));
  };

  const fetchChunks = async (ids: number[], req: SearchRequest): Promise<Map<number, ChunkRow>> => {
    if (ids.length === 0) return new Map();
    const { rows } = await pool.query<ChunkRow>(
      `select id, doc_id, chunk_id, title, section_path, text from kb_chunks
       where id = any ($1::bigint[]) and tenant_id = $2 and $3 = any (readers)`,
      [ids, req.tenantId, req.role],
    );
    return new Map(rows.map((r) => [Number(r.id), r]));
  };

  /** `terms`: the query's terms to build the snippet around, or null when the caller asked for none. */
  const toPassage = (row: ChunkRow, score: number, terms: string[] | null): Passage => ({
    docId: row.doc_id,
    title: row.title,
    sectionPath: row.section_path,
    section: sectionOf(row.section_path, row.title),
    chunkId: row.chunk_id,
    score,
    snippet: terms === null ? '' : highlightSnippet(row.text, terms),
    text: row.text,
  });

  const keyword = async (req: SearchRequest, plan: QueryPlan, limit: number): Promise<{ row: ChunkRow; score: number }[]> => {
    const stats = await documentFrequencies(req.tenantId, plan.groups);
    const groups = selectWithinBudget(plan.groups, stats, postingBudget);
    if (groups.length === 0) return [];
    const scored = await candidates(req, groups, Math.max(minCandidates, limit * 4));
    const hits = withDocumentContext(scored, siblingWeight).slice(0, limit);
    const rows = await fetchChunks(hits.map((h) => h.id), req);
    return hits.flatMap((h) => {
      const row = rows.get(h.id);
      return row ? [{ row, score: h.score }] : [];
    });
  };

  const vectorSearch = async (req: SearchRequest, queryVector: number[], depth: number): Promise<{ row: ChunkRow; similarity: number }[]> => {
    if (vectorDim === undefined) {
      const stored = await pool.query<{ value: string }>("select value from kb_meta where key = 'vec_dim'");
      if (stored.rows[0] === undefined) return [];
      vectorDim = Number(stored.rows[0].value);
    }
    if (vectorDim !== queryVector.length) {
      throw new EchoPilotError('CONFIG_INVALID', `the knowledge base holds ${vectorDim}-dimension vectors but the embedder returns ${queryVector.length}`);
    }
    const { rows } = await pool.query<{ id: string; similarity: number }>(
      `select v.chunk_row as id, 1 - (v.embedding <=> $1::vector) as similarity
       from kb_vectors v where v.tenant_id = $2 order by v.embedding <=> $1::vector limit $3`,
      [`[${queryVector.join(',')}]`, req.tenantId, depth],
    );
    const byId = await fetchChunks(rows.map((r) => Number(r.id)), req);
    return rows.flatMap((r) => {
      const row = byId.get(Number(r.id));
      const similarity = Number(r.similarity);
      return row && similarity >= minVectorSimilarity ? [{ row, similarity }] : [];
    });
  };

  // Planner statistics: a bulk ingest changes the tables faster than autovacuum re-analyses them, and a stale plan
  // for the BM25 query can be orders of magnitude slower; the first search after many writes refreshes them.
  let writesSinceAnalyze = 0;
  const refreshStatistics = async (): Promise<void> => {
    if (writesSinceAnalyze < ANALYZE_AFTER_WRITES) return;
    writesSinceAnalyze = 0;
    await pool.query('analyze kb_documents, kb_chunks, kb_postings');
  };

  let closed = false;
  const ensureOpen = (): void => {
    if (closed) throw new EchoPilotError('INTERNAL', 'the knowledge base is closed');
  };

  return {
    hybrid: embedder !== undefined,

    async upsertDocument(doc) {
      ensureOpen();
      validateDocument(doc);
      const before = await pool.query<{ content_hash: string }>('select content_hash from kb_documents where tenant_id = $1 and doc_id = $2', [doc.tenantId, doc.docId]);
      if (before.rows[0]?.content_hash === doc.contentHash) return { status: 'unchanged' };
      const vectors = embedder ? await embedDocumentChunks(embedder, doc) : undefined;
      writesSinceAnalyze += 1;
      return transaction(async (client) => {
        await lockDocument(client, doc.tenantId, doc.docId);
        const current = await client.query<{ content_hash: string }>(
          'select content_hash from kb_documents where tenant_id = $1 and doc_id = $2',
          [doc.tenantId, doc.docId],
        );
        const existing = current.rows[0];
        if (existing?.content_hash === doc.contentHash) return { status: 'unchanged' as const };
        // Chunks, postings and vectors go with the document (ON DELETE CASCADE), all in this transaction.
        if (existing) await removeDocument(client, doc.tenantId, doc.docId);
        await insertDocument(client, doc);
        if (vectors && vectors.length > 0) {
          await ensureVectorTable(client, vectors[0]?.length ?? 0);
          await client.query(
            `insert into kb_vectors (chunk_row, tenant_id, embedding)
             select c.id, c.tenant_id, v.embedding::vector
             from unnest($3::int[], $4::text[]) as v(ord, embedding)
             join kb_chunks c on c.tenant_id = $1 and c.doc_id = $2 and c.ord = v.ord`,
            [doc.tenantId, doc.docId, vectors.map((_, i) => i), vectors.map((v) => `[${v.join(',')}]`)],
          );
        }
        return { status: existing ? ('replaced' as const) : ('inserted' as const) };
      });
    },

    async deleteDocument(tenantId, docId) {
      ensureOpen();
      return transaction(async (client) => {
        await lockDocument(client, tenantId, docId);
        return removeDocument(client, tenantId, docId);
      });
    },

    async listDocuments(tenantId) {
      ensureOpen();
      const { rows } = await pool.query<DocumentRow & { roles: string[] }>(
        `select doc_id, title, source_path, content_hash, version, effective_date, visibility, roles, chunk_count, updated_at
         from kb_documents where tenant_id = $1 order by doc_id collate "C"`,
        [tenantId],
      );
      return rows.map((r) => documentSummaryOf(r, r.roles));
    },

    async search(req) {
      ensureOpen();
      const limit = Math.max(0, Math.floor(req.limit));
      const plan = planQuery(req.query);
      if (limit === 0 || plan.terms.length === 0) return [];
      await refreshStatistics();
      const terms = req.snippets === false ? null : plan.terms;
      if (!embedder) return (await keyword(req, plan, limit)).map((r) => toPassage(r.row, r.score, terms));
      const depth = Math.max(50, limit * 4);
      const keywordRows = await keyword(req, plan, depth);
      const [queryVector] = await embedder.embed([req.query]);
      const vectorRows = queryVector && queryVector.length > 0 ? await vectorSearch(req, queryVector, depth) : [];
      return fuseByReciprocalRank(
        keywordRows.map((r) => ({ id: Number(r.row.id), item: r.row })),
        vectorRows.map((r) => ({ id: Number(r.row.id), item: r.row })),
        rrfK,
      )
        .slice(0, limit)
        .map((e) => toPassage(e.item, e.score, terms));
    },

    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** Creates the pgvector extension when the server has it; false (keyword search only) when it does not. */
async function enableVectors(client: pg.PoolClient): Promise<boolean> {
  const available = await client.query("select 1 from pg_available_extensions where name = 'vector'");
  if (available.rowCount === 0) return false;
  await client.query('savepoint vectors');
  try {
    await client.query('create extension if not exists vector');
    return true;
  } catch {
    // no privilege to create it: keyword search still works
    await client.query('rollback to savepoint vectors');
    return false;
  }
}

async function insertDocument(client: pg.PoolClient, doc: KnowledgeDocument): Promise<void> {
  await client.query(
    `insert into kb_documents (tenant_id, doc_id, title, source_path, content_hash, version, effective_date, visibility,
       roles, chunk_count, updated_at) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [doc.tenantId, doc.docId, doc.title, doc.sourcePath, doc.contentHash, doc.version, doc.effectiveDate, doc.visibility,
      JSON.stringify(doc.roles), doc.chunks.length, new Date().toISOString()],
  );
  if (doc.chunks.length === 0) return;
  const readers = KB_ROLES.filter((role) => canRead(role, doc.visibility, doc.roles));
  const titleWords = tokenize(doc.title).length;
  const headings = doc.chunks.map((c) => c.sectionPath.join(' / '));
  // Row length as FTS5 counts it: every token of every column (the scope column holds one token per reader).
  const lengths = doc.chunks.map((c, i) => titleWords + tokenize(headings[i] ?? '').length + tokenize(c.text).length + readers.length);
  await client.query(
    `insert into kb_chunks (tenant_id, doc_id, chunk_id, ord, title, section_path, text, readers, len, tsv)
     select $1, $2, c.chunk_id, c.ord, $3, c.section_path::jsonb, c.text, $4::text[], c.len,
            setweight(to_tsvector('${TS_CONFIG}', $3), 'A') || setweight(to_tsvector('${TS_CONFIG}', c.heading), 'B')
              || setweight(to_tsvector('${TS_CONFIG}', c.text), 'D')
     from unnest($5::text[], $6::int[], $7::text[], $8::text[], $9::text[], $10::int[])
       as c(chunk_id, ord, section_path, heading, text, len)`,
    [doc.tenantId, doc.docId, doc.title, readers,
      doc.chunks.map((c) => c.chunkId), doc.chunks.map((_, i) => i), doc.chunks.map((c) => JSON.stringify(c.sectionPath)),
      headings, doc.chunks.map((c) => c.text), lengths],
  );
  // One posting per (chunk, stem) with its frequency in each column: the weight letters of its positions.
  await client.query(
    `insert into kb_postings (chunk_row, tenant_id, lexeme, tf_title, tf_heading, tf_body, len, readers)
     select c.id, c.tenant_id, u.lexeme,
            cardinality(array_positions(u.weights, 'A')), cardinality(array_positions(u.weights, 'B')),
            cardinality(array_positions(u.weights, 'D')), c.len, $3::smallint
     from kb_chunks c cross join lateral unnest(c.tsv) as u(lexeme, positions, weights)
     where c.tenant_id = $1 and c.doc_id = $2`,
    [doc.tenantId, doc.docId, readers.reduce((mask, role) => mask | roleBit(role), 0)],
  );
  await adjustTenantStats(client, doc.tenantId, doc.chunks.length, lengths.reduce((a, b) => a + b, 0));
}

/** Each role's bit in a posting's `readers` mask (who may read the chunk), so search filters without a join. */
function roleBit(role: KbRole): number {
  return 1 << KB_ROLES.indexOf(role);
}

/** Chunk count and total length per tenant (BM25's N and average length), kept in the writing transaction. */
async function adjustTenantStats(client: pg.PoolClient, tenantId: string, chunks: number, totalLen: number): Promise<void> {
  await client.query(
    `insert into kb_tenant_stats (tenant_id, chunks, total_len) values ($1, $2, $3)
     on conflict (tenant_id) do update set chunks = kb_tenant_stats.chunks + excluded.chunks,
       total_len = kb_tenant_stats.total_len + excluded.total_len`,
    [tenantId, chunks, totalLen],
  );
}

/** Removes a document (its chunks, postings and vectors cascade) and takes its chunks out of the tenant's stats. */
async function removeDocument(client: pg.PoolClient, tenantId: string, docId: string): Promise<boolean> {
  const gone = await client.query<{ chunks: string; total_len: string | null }>(
    `select count(*) as chunks, sum(len) as total_len from kb_chunks where tenant_id = $1 and doc_id = $2`,
    [tenantId, docId],
  );
  const deleted = await client.query('delete from kb_documents where tenant_id = $1 and doc_id = $2', [tenantId, docId]);
  const row = gone.rows[0];
  if (row && Number(row.chunks) > 0) await adjustTenantStats(client, tenantId, -Number(row.chunks), -Number(row.total_len ?? 0));
  return (deleted.rowCount ?? 0) > 0;
}

function num(value: number): string {
  if (!Number.isFinite(value) || value < 0) throw new EchoPilotError('CONFIG_INVALID', 'BM25 weights must be >= 0');
  return value.toFixed(4);
}
