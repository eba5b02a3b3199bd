// Benchmark: per-message latency and throughput of the claim graph on the embedded default (SQLite store and
// checkpointer), side by side with a bare LangGraph graph of trivial nodes taking the same number of supersteps.
// Run: npm run bench [-- --messages 200 --json FILE]
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { Annotation, END, START, StateGraph } from '@langchain/langgraph';
import { openSqliteCheckpointer } from '../src/adapters/checkpoint/sqlite.checkpointer.js';
import type { SqliteSaver } from '@langchain/langgraph-checkpoint-sqlite';
import { openEchoPilot } from '../src/app/echopilot.js';
import { worldFromValue } from '../src/app/world-loader.js';
import { percentile } from '../src/app/scenario-runner.js';

const args = process.argv.slice(2);
const flag = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? (args[i + 1] as string) : fallback;
};
const rounds = Number(flag('messages', '120'));
const jsonOut = args.includes('--json') ? flag('json', 'bench.json') : null;

const MESSAGES: { label: string; customer: string; text: string }[] = [
  { label: 'claim → rejected', customer: 'C1001', text: 'I was charged twice at Cafe Coffee Day, 450 each time. I want one of them back.' },
  { label: 'claim → needs_approval', customer: 'C1003', text: 'There is a payment of 8000 to XYZ Games on my account that I never made.' },
  { label: 'query → answered', customer: 'C1001', text: 'If an ATM debits my account but gives no cash, how long until I get the money back?' },
  { label: 'complaint → escalated', customer: 'C1003', text: 'The staff at your Andheri branch were very rude to me yesterday.' },
];

/** A bare graph of `steps` trivial nodes in a line, with the same checkpointer kind. */
async function bareGraphMs(steps: number, checkpointer: SqliteSaver, n: number): Promise<number[]> {
  const State = Annotation.Root({ count: Annotation<number>({ reducer: (a, b) => a + b, default: () => 0 }) });
  let graph = new StateGraph(State) as unknown as StateGraph<typeof State.spec, typeof State.State, typeof State.Update, string>;
  for (let i = 0; i < steps; i += 1) graph = graph.addNode(`n${i}`, () => ({ count: 1 })) as typeof graph;
  graph = graph.addEdge(START, 'n0') as typeof graph;
  for (let i = 1; i < steps; i += 1) graph = graph.addEdge(`n${i - 1}` as never, `n${i}` as never) as typeof graph;
  graph = graph.addEdge(`n${steps - 1}` as never, END) as typeof graph;
  const compiled = graph.compile({ checkpointer });
  const times: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const started = performance.now();
    await compiled.invoke({ count: 1 }, { configurable: { thread_id: `bare-${steps}-${i}` }, durability: 'sync' });
    times.push(performance.now() - started);
  }
  return times.slice(Math.min(10, Math.floor(n / 5)));
}

async function main() {
  const file = 'scenarios/dev-bank.yaml';
  const raw = parseYaml(readFileSync(file, 'utf8')) as { tenant: string; today: string; world: unknown };
  const dir = mkdtempSync(join(tmpdir(), 'echopilot-bench-'));
  const results: Record<string, unknown>[] = [];
  try {
    const app = await openEchoPilot({ dataDir: dir });
    await app.store.insertWorld(raw.tenant, worldFromValue(raw.world, file, raw.tenant));
    const now = `${raw.today}T12:00:00+05:30`;
    const per: Record<string, { ms: number[]; steps: number }> = {};
    process.stderr.write(`warming up and running ${rounds} rounds of ${MESSAGES.length} messages on ${dir}\n`);
    const started = performance.now();
    for (let round = 0; round < rounds; round += 1) {
      for (const m of MESSAGES) {
        const turn = await app.conversations.send({ identity: { tenantId: raw.tenant, customerId: m.customer, role: 'customer', actor: 'bench' }, text: m.text, now });
        const entry = (per[m.label] ??= { ms: [], steps: turn.path.length });
        if (round >= Math.min(10, Math.floor(rounds / 5))) entry.ms.push(turn.latencyMs);
      }
      if ((round + 1) % 20 === 0) process.stderr.write(`  ${round + 1}/${rounds} rounds\n`);
    }
    const seconds = (performance.now() - started) / 1000;
    await app.close();
    const bare = openSqliteCheckpointer(join(dir, 'bare-checkpoints.db'));
    const bareSaver = bare.saver;
    process.stdout.write(`\nEchoPilot graph, embedded default (SQLite file store + SQLite file checkpointer), ${rounds} rounds\n`);
    process.stdout.write(`${'message'.padEnd(26)}${'steps'.padStart(6)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'bare p50'.padStart(10)}${'ratio'.padStart(8)}\n`);
    for (const [label, { ms, steps }] of Object.entries(per)) {
      const bareMs = await bareGraphMs(steps, bareSaver, Math.max(40, Math.min(rounds, 120)));
      const p50 = percentile(ms, 50);
      const bareP50 = percentile(bareMs, 50);
      results.push({ message: label, supersteps: steps, p50_ms: p50, p95_ms: percentile(ms, 95), bare_p50_ms: bareP50, ratio: Math.round((p50 / bareP50) * 100) / 100 });
      process.stdout.write(`${label.padEnd(26)}${String(steps).padStart(6)}${p50.toFixed(2).padStart(9)}${percentile(ms, 95).toFixed(2).padStart(9)}${bareP50.toFixed(2).padStart(10)}${(p50 / bareP50).toFixed(2).padStart(8)}\n`);
    }
    bare.close();
    const all = Object.values(per).flatMap((e) => e.ms);
    const throughput = (rounds * MESSAGES.length) / seconds;
    process.stdout.write(`\nall messages: p50 ${percentile(all, 50).toFixed(2)} ms, p95 ${percentile(all, 95).toFixed(2)} ms; throughput ${throughput.toFixed(1)} messages/s (one process, sequential)\n`);
    process.stdout.write('target: p50 < 20 ms per message with checkpointing on; our nodes within 1.3× the bare graph for the same supersteps\n');
    if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify({ rounds, messages: results, p50_ms: percentile(all, 50), p95_ms: percentile(all, 95), throughput_per_s: throughput }, null, 2)}\n`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
