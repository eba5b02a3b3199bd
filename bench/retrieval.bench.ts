// Retrieval benchmark: ingests the rho-bank set (698 documents) into a scratch tenant of a temporary database, runs
// its 97 queries as an agent and prints nDCG@10, Recall@10/100, MRR@10, query latency and ingestion rate.
// With ECHOPILOT_EMBEDDINGS=provider:model set, it runs keyword and hybrid search and prints them side by side.
// Usage: npx tsx bench/retrieval.bench.ts [--json FILE]
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openSqliteKnowledgeBase, type SqliteKnowledgeOptions } from '../src/adapters/search/sqlite-fts.knowledge.js';
import { chunkSections } from '../src/adapters/kb-parsers/chunker.js';
import { parseMarkdown } from '../src/adapters/kb-parsers/markdown.parser.js';
import { STAFF_ROLES, type KnowledgeDocument } from '../src/domain/knowledge.port.js';
import { createHash } from 'node:crypto';
import { embedderFromEnv } from '../src/app/integrations.js';

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

const CONFIGS: { name: string; options: Omit<SqliteKnowledgeOptions, 'file'> }[] = [
  { name: 'default (BM25 chunks + document context)', options: {} },
  { name: 'BM25 chunks alone (siblingWeight 0)', options: { siblingWeight: 0 } },
  { name: 'default + title feedback (5 docs)', options: { titleFeedbackDocs: 5 } },
];

async function main(): Promise<void> {
  const jsonIndex = process.argv.indexOf('--json');
  const jsonFile = jsonIndex >= 0 ? process.argv[jsonIndex + 1] : undefined;
  const results: Record<string, unknown>[] = [];
  const embedder = embedderFromEnv();
  const configs = embedder
    ? [CONFIGS[0] ?? { name: 'keyword', options: {} }, { name: `hybrid (${embedder.model ?? 'embedder'} + BM25, RRF)`, options: { embedder } }]
    : CONFIGS;
  for (const config of configs) results.push(await evaluate(config.name, config.options));
  if (embedder) printSideBySide(results);
  if (jsonFile) writeFileSync(jsonFile, `${JSON.stringify(results, null, 2)}\n`);
}

/** Keyword and hybrid in one table: each metric, and the difference. */
function printSideBySide(results: Record<string, unknown>[]): void {
  const [keyword, hybrid] = results;
  if (!keyword || !hybrid) return;
  const metrics = ['ndcg10', 'recall10', 'recall100', 'mrr10', 'queryP50Ms', 'queryP95Ms', 'ingestSeconds'];
  console.log(`\nkeyword vs hybrid (${String(hybrid.config)})`);
  console.log(`metric          keyword    hybrid     change`);
  for (const m of metrics) {
    const k = Number(keyword[m]);
    const h = Number(hybrid[m]);
    console.log(`${m.padEnd(15)} ${k.toFixed(3).padStart(8)}  ${h.toFixed(3).padStart(8)}  ${(h - k >= 0 ? '+' : '') + (h - k).toFixed(3)}`);
  }
}

async function evaluate(name: string, options: Omit<SqliteKnowledgeOptions, 'file'>): Promise<Record<string, unknown>> {
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

  const dir = mkdtempSync(join(tmpdir(), 'echopilot-bench-'));
  const kb = await openSqliteKnowledgeBase({ file: join(dir, 'echopilot.db'), ...options });
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
    console.log(`\nrho-bank retrieval — ${name} (${corpus.length} documents, ${chunks} chunks, ${n} queries, role agent)`);
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
    await kb.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
