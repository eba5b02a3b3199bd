// Search-at-scale benchmark: builds a synthetic 50,000-chunk tenant (sentences resampled from the rho-bank corpus,
// seeded, beside a second small tenant) in a temporary database and prints search latency p50/p95 as an agent and as
// a customer. Usage: npx tsx bench/search-scale.bench.ts [--chunks N] [--json FILE]
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteKnowledgeBase } from '../src/adapters/search/sqlite-fts.knowledge.js';
import type { KbRole } from '../src/domain/knowledge.port.js';
import { mean, percentile } from './lib/stats.js';
import { rhoBankQueries, syntheticDocuments } from './lib/synthetic-kb.js';

const TARGET_P95_MS = 30;

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main(): Promise<void> {
  const totalChunks = Number(arg('--chunks') ?? 50_000);
  const jsonFile = arg('--json');
  const queries = rhoBankQueries();
  const dir = mkdtempSync(join(tmpdir(), 'echopilot-scale-'));
  const kb = await openSqliteKnowledgeBase({ file: join(dir, 'echopilot.db') });
  try {
    const t0 = performance.now();
    let chunks = 0;
    let docs = 0;
    for (const doc of syntheticDocuments({ tenantId: 'scale', chunks: totalChunks })) {
      chunks += doc.chunks.length;
      await kb.upsertDocument(doc);
      await kb.upsertDocument({ ...doc, tenantId: 'other', docId: `other-${docs}`, chunks: doc.chunks.slice(0, 1) });
      if (docs % 1000 === 0) process.stderr.write(`\rbuilding ${chunks}/${totalChunks} chunks`);
      docs += 1;
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
        mean: mean(times),
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
