// Retrieval benchmark: ingests the rho-bank set (698 documents) into a scratch tenant of a temporary database, runs
// its 97 queries as an agent and prints nDCG@10, Recall@10/100, MRR@10, query latency and ingestion rate.
// Usage: npx tsx bench/retrieval.bench.ts [--backend sqlite|postgres] [--json FILE] [--embeddings-fake] [--all]
// --backend postgres uses $DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) in a scratch schema it drops.
// With ECHOPILOT_EMBEDDINGS=provider:model (docs/integrations.md) it runs keyword and hybrid search side by side;
// --embeddings-fake starts the scripted embedding server of the tests on 127.0.0.1 and points the provider at it
// (hashed bag-of-words vectors: it measures the hybrid plumbing and its cost, not a real model's quality).
// With a provider set only keyword and hybrid run; --all adds the other keyword variants.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openSqliteKnowledgeBase, type SqliteKnowledgeOptions } from '../src/adapters/search/sqlite-fts.knowledge.js';
import { openPostgresKnowledgeBase } from '../src/adapters/search/postgres-fts.knowledge.js';
import type { KnowledgeBase } from '../src/domain/knowledge.port.js';
import { chunkSections } from '../src/adapters/kb-parsers/chunker.js';
import { parseMarkdown } from '../src/adapters/kb-parsers/markdown.parser.js';
import { STAFF_ROLES, type KnowledgeDocument } from '../src/domain/knowledge.port.js';
import { createHash } from 'node:crypto';
import type { Embedder } from '../src/domain/knowledge.port.js';
import { embedderFromEnv } from '../src/app/integrations.js';
import { EmbeddingFake } from '../test/support/embedding.fake.js';

const DATA = join(dirname(fileURLToPath(import.meta.url)), '..', 'data', 'retrieval', 'rho-bank');
const TENANT = 'bench-rho-bank';
const REFERENCE = { ndcg10: 0.227, recall10: 0.22, recall100: 0.673, mrr10: 0.364 };
const TARGETS = { ndcg10: 0.26, recall100: 0.7, p95Ms: 10, ingestSeconds: 10 };

interface CorpusLine {
  _id: string;
  title: string;
  text: string;
  metadata?: { internal?: boolean };
}

function readJsonl<T>(file: string): T[] {
  return readFileSync(join(DATA, file), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as T);
}

export function ndcgAt(ranked: string[], relevant: Set<string>, k: number): number {
  let dcg = 0;
  ranked.slice(0, k).forEach((id, i) => {
    if (relevant.has(id)) dcg += 1 / Math.log2(i + 2);
  });
  let ideal = 0;
  for (let i = 0; i < Math.min(k, relevant.size); i++) ideal += 1 / Math.log2(i + 2);
  return ideal === 0 ? 0 : dcg / ideal;
}

export function recallAt(ranked: string[], relevant: Set<string>, k: number): number {
  if (relevant.size === 0) return 0;
  return ranked.slice(0, k).filter((id) => relevant.has(id)).length / relevant.size;
}

export function mrrAt(ranked: string[], relevant: Set<string>, k: number): number {
  const i = ranked.slice(0, k).findIndex((id) => relevant.has(id));
  return i < 0 ? 0 : 1 / (i + 1);
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

type Options = Omit<SqliteKnowledgeOptions, 'file'>;
type Backend = 'sqlite' | 'postgres';

const CONFIGS: { name: string; options: Options; backends: Backend[] }[] = [
  { name: 'default (BM25 chunks + document context)', options: {}, backends: ['sqlite', 'postgres'] },
  { name: 'BM25 chunks alone (siblingWeight 0)', options: { siblingWeight: 0 }, backends: ['sqlite', 'postgres'] },
  { name: 'default + title feedback (5 docs)', options: { titleFeedbackDocs: 5 }, backends: ['sqlite'] },
];

/** Counts the texts an embedder is asked for, so the bench can report what hybrid ingestion sent to the provider. */
function countingEmbedder(inner: Embedder): Embedder & { texts: number; calls: number } {
  const counted = {
    ...(inner.model !== undefined ? { model: inner.model } : {}),
    texts: 0,
    calls: 0,
    async embed(texts: string[]): Promise<number[][]> {
      counted.texts += texts.length;
      counted.calls += 1;
      return inner.embed(texts);
    },
  };
  return counted;
}

/** The provider from ECHOPILOT_EMBEDDINGS, after --embeddings-fake has pointed it at the scripted server. */
async function providerFromArgs(): Promise<{ spec: string; embedder: Embedder & { texts: number; calls: number }; stop(): Promise<void> } | null> {
  let fake: EmbeddingFake | null = null;
  if (process.argv.includes('--embeddings-fake')) {
    fake = await new EmbeddingFake().start();
    process.env.ECHOPILOT_EMBEDDINGS = 'openai-compatible:hashed-bow-64';
    process.env.ECHOPILOT_EMBEDDINGS_BASE_URL = `${fake.url}/v1`;
  }
  const embedder = embedderFromEnv();
  if (!embedder) return null;
  return { spec: process.env.ECHOPILOT_EMBEDDINGS ?? '', embedder: countingEmbedder(embedder), stop: async () => fake?.close() };
}

type Result = Record<string, unknown> & { config: string; ndcg10: number; recall10: number; recall100: number; mrr10: number; queryP50Ms: number; queryP95Ms: number; ingestSeconds: number };

/** Keyword and hybrid, one line per metric. */
function printSideBySide(keyword: Result, hybrid: Result, spec: string): Record<string, unknown> {
  const rows: [string, keyof Result, number][] = [
    ['nDCG@10', 'ndcg10', 3], ['Recall@10', 'recall10', 3], ['Recall@100', 'recall100', 3], ['MRR@10', 'mrr10', 3],
    ['query p50 ms', 'queryP50Ms', 2], ['query p95 ms', 'queryP95Ms', 2], ['ingest s', 'ingestSeconds', 2],
  ];
  console.log(`\nkeyword vs hybrid (${spec})`);
  console.log('metric          keyword    hybrid     change');
  const comparison: Record<string, { keyword: number; hybrid: number; change: number }> = {};
  for (const [label, key, digits] of rows) {
    const k = Number(keyword[key]);
    const h = Number(hybrid[key]);
    comparison[key as string] = { keyword: k, hybrid: h, change: h - k };
    const sign = h - k >= 0 ? '+' : '';
    console.log(`${label.padEnd(16)}${k.toFixed(digits).padEnd(11)}${h.toFixed(digits).padEnd(11)}${sign}${(h - k).toFixed(digits)}`);
  }
  return { provider: spec, metrics: comparison };
}

async function main(): Promise<void> {
  const jsonIndex = process.argv.indexOf('--json');
  const jsonFile = jsonIndex >= 0 ? process.argv[jsonIndex + 1] : undefined;
  const backendIndex = process.argv.indexOf('--backend');
  const backend = (backendIndex >= 0 ? process.argv[backendIndex + 1] : 'sqlite') as Backend;
  if (backend !== 'sqlite' && backend !== 'postgres') {
    console.error('error: --backend must be sqlite or postgres');
    process.exit(2);
  }
  const provider = await providerFromArgs();
  try {
    const configs = CONFIGS.filter((c) => c.backends.includes(backend)).filter((c, i) => !provider || i === 0 || process.argv.includes('--all'));
    const results: Result[] = [];
    for (const config of configs) results.push(await evaluate(config.name, config.options, backend));
    let comparison: Record<string, unknown> | null = null;
    if (provider && results[0]) {
      const hybrid = await evaluate(`hybrid (BM25 + ${provider.spec} vectors, fused by rank)`, { embedder: provider.embedder }, backend);
      hybrid.embeddedTexts = provider.embedder.texts;
      hybrid.embeddingRequests = provider.embedder.calls;
      console.log(`embedding provider: ${provider.embedder.calls} requests, ${provider.embedder.texts} texts (chunks and queries)`);
      results.push(hybrid);
      comparison = printSideBySide(results[0], hybrid, provider.spec);
    } else {
      console.log('\n(no ECHOPILOT_EMBEDDINGS provider: keyword search only; pass --embeddings-fake to run hybrid against the scripted server)');
    }
    const out = comparison ? { results, comparison } : results;
    console.log(`\nJSON ${JSON.stringify(comparison ?? results.map((r) => ({ config: r.config, ndcg10: r.ndcg10, recall100: r.recall100, mrr10: r.mrr10, queryP95Ms: r.queryP95Ms })))}`);
    if (jsonFile) writeFileSync(jsonFile, `${JSON.stringify(out, null, 2)}\n`);
  } finally {
    await provider?.stop();
  }
}

/** A scratch knowledge base on the chosen backend, and how to throw it away. */
async function scratchKnowledgeBase(backend: Backend, options: Options): Promise<{ kb: KnowledgeBase; dispose(): Promise<void> }> {
  if (backend === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'echopilot-bench-'));
    const kb = await openSqliteKnowledgeBase({ file: join(dir, 'echopilot.db'), ...options });
    return { kb, dispose: async () => { await kb.close(); rmSync(dir, { recursive: true, force: true }); } };
  }
  const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const schema = `echopilot_bench_${randomBytes(4).toString('hex')}`;
  const { siblingWeight, minCandidates, postingBudget, weights, embedder } = options;
  // Vectors only where the pgvector extension exists; without it the "hybrid" run is keyword search again.
  const kb = await openPostgresKnowledgeBase({ url, schema, siblingWeight, minCandidates, postingBudget, weights, ...(embedder ? { embedder } : {}) });
  return {
    kb,
    dispose: async () => {
      await kb.close();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema if exists "${schema}" cascade`);
      await client.end();
    },
  };
}

async function evaluate(name: string, options: Options, backend: Backend): Promise<Result> {
  const corpus = readJsonl<CorpusLine>('corpus.jsonl');
  const queries = readJsonl<{ _id: string; text: string }>('queries.jsonl');
  const qrels = new Map<string, Set<string>>();
  for (const line of readFileSync(join(DATA, 'qrels.tsv'), 'utf8').split('\n').slice(1)) {
    const [qid, docId, score] = line.split('\t');
    if (!qid || !docId || Number(score) <= 0) continue;
    const set = qrels.get(qid) ?? new Set<string>();
    set.add(docId);
    qrels.set(qid, set);
  }

  const { kb, dispose } = await scratchKnowledgeBase(backend, options);
  try {
    const encoder = new TextEncoder();
    const t0 = performance.now();
    let chunks = 0;
    for (const line of corpus) {
      const bytes = encoder.encode(line.text);
      const parsed = await parseMarkdown(bytes, `${line._id}.md`);
      const doc: KnowledgeDocument = {
        tenantId: TENANT,
        docId: line._id,
        title: line.title,
        sourcePath: `rho-bank/corpus.jsonl#${line._id}`,
        contentHash: createHash('sha256').update(line.title).update('\0').update(bytes).digest('hex'),
        version: '',
        effectiveDate: '',
        visibility: line.metadata?.internal ? 'internal' : 'customer',
        roles: [...STAFF_ROLES],
        chunks: chunkSections(line._id, parsed.sections),
      };
      chunks += doc.chunks.length;
      await kb.upsertDocument(doc);
    }
    const ingestMs = performance.now() - t0;

    const evalLatencies: number[] = [];
    const topLatencies: number[] = [];
    const totals = { ndcg10: 0, recall10: 0, recall100: 0, mrr10: 0, docsRanked: 0 };
    for (const q of queries) {
      const relevant = qrels.get(q._id) ?? new Set<string>();
      const s0 = performance.now();
      const passages = await kb.search({ tenantId: TENANT, query: q.text, role: 'agent', limit: 300 });
      evalLatencies.push(performance.now() - s0);
      const ranked: string[] = [];
      for (const p of passages) if (!ranked.includes(p.docId)) ranked.push(p.docId);
      totals.ndcg10 += ndcgAt(ranked, relevant, 10);
      totals.recall10 += recallAt(ranked, relevant, 10);
      totals.recall100 += recallAt(ranked, relevant, 100);
      totals.mrr10 += mrrAt(ranked, relevant, 10);
      totals.docsRanked += Math.min(100, ranked.length);
      const s1 = performance.now();
      await kb.search({ tenantId: TENANT, query: q.text, role: 'agent', limit: 10 });
      topLatencies.push(performance.now() - s1);
    }
    const n = queries.length;
    const result = {
      config: name,
      backend,
      documents: corpus.length,
      chunks,
      queries: n,
      ndcg10: totals.ndcg10 / n,
      recall10: totals.recall10 / n,
      recall100: totals.recall100 / n,
      mrr10: totals.mrr10 / n,
      documentsRankedPerQuery: totals.docsRanked / n,
      queryP50Ms: percentile(topLatencies, 50),
      queryP95Ms: percentile(topLatencies, 95),
      evalQueryP50Ms: percentile(evalLatencies, 50),
      evalQueryP95Ms: percentile(evalLatencies, 95),
      ingestSeconds: ingestMs / 1000,
      ingestDocsPerSecond: corpus.length / (ingestMs / 1000),
      reference: REFERENCE,
      targets: TARGETS,
    };
    const f = (x: number): string => x.toFixed(3);
    console.log(`\nrho-bank retrieval [${backend}] — ${name} (${corpus.length} documents, ${chunks} chunks, ${n} queries, role agent)`);
    console.log(`metric        ours    BM25 reference  target`);
    console.log(`nDCG@10       ${f(result.ndcg10)}   ${f(REFERENCE.ndcg10)}           >= ${TARGETS.ndcg10}`);
    console.log(`Recall@10     ${f(result.recall10)}   ${f(REFERENCE.recall10)}`);
    console.log(`Recall@100    ${f(result.recall100)}   ${f(REFERENCE.recall100)}           >= ${TARGETS.recall100}`);
    console.log(`MRR@10        ${f(result.mrr10)}   ${f(REFERENCE.mrr10)}`);
    console.log(
      `documents ranked per query (top 300 chunks, first chunk of each document kept, cut at 100): ${result.documentsRankedPerQuery.toFixed(1)}`,
    );
    console.log(
      `query latency (limit 10)  p50 ${result.queryP50Ms.toFixed(2)} ms  p95 ${result.queryP95Ms.toFixed(2)} ms  (target p95 < ${TARGETS.p95Ms} ms)`,
    );
    console.log(
      `query latency (limit 300) p50 ${result.evalQueryP50Ms.toFixed(2)} ms  p95 ${result.evalQueryP95Ms.toFixed(2)} ms`,
    );
    console.log(
      `ingestion  ${result.ingestSeconds.toFixed(2)} s  (${result.ingestDocsPerSecond.toFixed(0)} docs/s; target < ${TARGETS.ingestSeconds} s)`,
    );
    return result;
  } finally {
    await dispose();
  }
}

await main();
