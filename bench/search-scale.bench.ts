// Search-at-scale benchmark: builds a synthetic 50,000-chunk tenant (sentences resampled from the rho-bank corpus,
// seeded, beside a second small tenant) in a temporary database and prints search latency p50/p95 as an agent and as
// a customer. Usage: npx tsx bench/search-scale.bench.ts [--chunks N] [--json FILE]
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openSqliteKnowledgeBase } from '../src/adapters/search/sqlite-fts.knowledge.js';
import { STAFF_ROLES, type KbRole, type KnowledgeDocument } from '../src/domain/knowledge.port.js';

const DATA = join(dirname(fileURLToPath(import.meta.url)), '..', 'data', 'retrieval', 'rho-bank');
const TARGET_P95_MS = 30;
const CHUNKS_PER_DOC = 10;

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** mulberry32: small seeded PRNG so every run builds the same tenant. */
function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function main(): Promise<void> {
  const totalChunks = Number(arg('--chunks') ?? 50_000);
  const jsonFile = arg('--json');
  const corpus = readFileSync(join(DATA, 'corpus.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as { title: string; text: string });
  const sentences = corpus
    .flatMap((d) => d.text.split(/(?<=[.!?])\s+|\n+/))
    .map((s) => s.replace(/^#+\s*/, '').trim())
    .filter((s) => s.length > 20);
  const titles = corpus.map((d) => d.title);
  const headings = corpus.flatMap((d) => [...d.text.matchAll(/^## (.+)$/gm)].map((m) => m[1] ?? '')).filter((h) => h);
  const queries = readFileSync(join(DATA, 'queries.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => (JSON.parse(l) as { text: string }).text);
  const random = rng(42);
  const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)] as T;

  const dir = mkdtempSync(join(tmpdir(), 'echopilot-scale-'));
  const kb = await openSqliteKnowledgeBase({ file: join(dir, 'echopilot.db') });
  try {
    const t0 = performance.now();
    const docs = Math.ceil(totalChunks / CHUNKS_PER_DOC);
    let chunks = 0;
    for (let d = 0; d < docs; d++) {
      const n = Math.min(CHUNKS_PER_DOC, totalChunks - chunks);
      const doc: KnowledgeDocument = {
        tenantId: 'scale',
        docId: `synthetic-${d}`,
        title: `${pick(titles)} (${d})`,
        sourcePath: `synthetic/${d}.md`,
        contentHash: String(d),
        version: '1',
        effectiveDate: '2025-01-01',
        visibility: random() < 0.3 ? 'internal' : 'customer',
        roles: [...STAFF_ROLES],
        chunks: Array.from({ length: n }, (_, i) => ({
          chunkId: `synthetic-${d}#${i + 1}`,
          sectionPath: [pick(headings)],
          text: Array.from({ length: 4 + Math.floor(random() * 6) }, () => pick(sentences)).join(' '),
        })),
      };
      chunks += n;
      await kb.upsertDocument(doc);
      await kb.upsertDocument({ ...doc, tenantId: 'other', docId: `other-${d}`, chunks: doc.chunks.slice(0, 1) });
      if (d % 1000 === 0) process.stderr.write(`\rbuilding ${chunks}/${totalChunks} chunks`);
    }
    const buildSeconds = (performance.now() - t0) / 1000;
    process.stderr.write('\n');

    const results: Record<string, { p50: number; p95: number; mean: number }> = {};
    for (const role of ['agent', 'customer'] as KbRole[]) {
      for (const q of queries.slice(0, 10)) await kb.search({ tenantId: 'scale', query: q, role, limit: 10 }); // warm-up
      const times: number[] = [];
      for (const q of queries) {
        const s = performance.now();
        await kb.search({ tenantId: 'scale', query: q, role, limit: 10 });
        times.push(performance.now() - s);
      }
      results[role] = {
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        mean: times.reduce((a, b) => a + b, 0) / times.length,
      };
    }
    console.log(`synthetic tenant: ${chunks} chunks in ${docs} documents (+${docs} chunks in another tenant)`);
    console.log(`build ${buildSeconds.toFixed(1)} s (${(chunks / buildSeconds).toFixed(0)} chunks/s)`);
    for (const [role, r] of Object.entries(results)) {
      console.log(
        `search as ${role.padEnd(8)} (limit 10, ${queries.length} queries)  p50 ${r.p50.toFixed(2)} ms  p95 ${r.p95.toFixed(2)} ms  (target p95 < ${TARGET_P95_MS} ms)`,
      );
    }
    if (jsonFile) {
      writeFileSync(jsonFile, `${JSON.stringify({ chunks, documents: docs, buildSeconds, search: results, targetP95Ms: TARGET_P95_MS }, null, 2)}\n`);
    }
  } finally {
    await kb.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
