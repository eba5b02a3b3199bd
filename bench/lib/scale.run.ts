// Cost as data grows: one data directory grown in steps (customers' records bulk-loaded, knowledge-base chunks added
// through the knowledge base), the same probe messages measured at each size with the bare-graph floor beside them,
// and each outcome's p50 compared with the smallest world's.
import { join } from 'node:path';
import { BareGraphFloor } from './bare-graph.floor.js';
import { bulkLoadWorld, openBenchApp } from './echopilot.adapter.js';
import { syntheticProbes } from './probe-messages.js';
import { round } from './stats.js';
import { syntheticDocuments } from './synthetic-kb.js';
import { syntheticWorld } from './synthetic-world.js';
import { sampleTurns, summarize, type OutcomeSummary } from './turn-sampler.js';

export interface ScaleStep {
  customers: number;
  chunks: number;
  load_seconds: number;
  messages: OutcomeSummary[];
}

export interface ScaleResult {
  steps: ScaleStep[];
  /** Per outcome: p50 at the largest size ÷ p50 at the smallest, raw and relative to the bare floor at each size. */
  ratios: { message: string; small_p50_ms: number; large_p50_ms: number; ratio: number; floor_adjusted_ratio: number }[];
}

export interface ScaleOptions {
  dir: string;
  tenantId: string;
  today: string;
  sizes: { customers: number; chunks: number }[];
  rounds: number;
  log: (line: string) => void;
}

export async function runScale(options: ScaleOptions): Promise<ScaleResult> {
  const steps: ScaleStep[] = [];
  const now = `${options.today}T12:00:00+05:30`;
  let customers = 0;
  let chunks = 0;
  for (const size of options.sizes) {
    const started = performance.now();
    for (const slice of syntheticWorld({ tenantId: options.tenantId, today: options.today, from: customers, to: size.customers, slice: 20_000 })) {
      await bulkLoadWorld(options.dir, options.tenantId, slice);
      const last = slice.world.customers.at(-1)?.id ?? '';
      options.log(`  records: loaded up to customer ${last} (${slice.world.transactions.length} transactions, ${slice.conversations.length} earlier conversations in this slice)`);
    }
    const earlier = customers;
    customers = size.customers;
    const app = await openBenchApp(options.dir);
    try {
      if (size.chunks > chunks) {
        const docs = syntheticDocuments({ tenantId: options.tenantId, chunks: size.chunks - chunks, seed: 7 + chunks, docPrefix: `scale-${chunks}` });
        let shown = 0;
        await app.addKnowledge(docs, (done) => {
          if (done - shown >= 5_000) {
            shown = done;
            options.log(`  knowledge base: ${chunks + done}/${size.chunks} chunks`);
          }
        });
        chunks = size.chunks;
      }
      const loadSeconds = (performance.now() - started) / 1000;
      options.log(`  world of ${customers} customers and ${chunks} extra chunks ready in ${loadSeconds.toFixed(1)} s; measuring ${options.rounds} rounds`);
      const floor = new BareGraphFloor(join(options.dir, `bare-${customers}.db`));
      try {
        const run = await sampleTurns(app, {
          tenantId: options.tenantId, now, rounds: options.rounds, warmup: Math.min(5, options.rounds), floor,
          // Customers added at this size only: an earlier size's senders would be following up their own claims.
          probes: (r) => syntheticProbes(r, customers, Math.floor(earlier / 2)),
          onRound: (r) => { if ((r + 1) % 10 === 0) options.log(`    ${r + 1} rounds`); },
        });
        steps.push({ customers, chunks, load_seconds: round(loadSeconds, 1), messages: run.outcomes.map(summarize) });
      } finally {
        floor.close();
      }
    } finally {
      await app.close();
    }
  }
  const first = steps[0];
  const last = steps.at(-1);
  const ratios = first && last ? first.messages.map((small) => {
    const large = last.messages.find((m) => m.message === small.message) ?? small;
    return {
      message: small.message,
      small_p50_ms: small.p50_ms,
      large_p50_ms: large.p50_ms,
      ratio: round(large.p50_ms / small.p50_ms),
      floor_adjusted_ratio: round(large.ratio / small.ratio),
    };
  }) : [];
  return { steps, ratios };
}
