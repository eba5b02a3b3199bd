// Benchmark of the claim graph on the embedded default (SQLite store and checkpointer), through the application's
// public facade: per-outcome latency beside a bare LangGraph graph of the same supersteps and checkpointer, a
// per-node time breakdown, sequential throughput, and on request resident memory over a long run (--soak), cost as
// data grows (--scale), a CPU profile grouped by package (--profile) and a written report with charts (--report).
// Run `npm run bench -- --help` for the options.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { BareGraphFloor } from './lib/bare-graph.floor.js';
import { bulkLoadWorld, openBenchApp } from './lib/echopilot.adapter.js';
import { profile, summarizeProfile, writeProfile } from './lib/cpu-profile.js';
import { customersFor, devBankWorld, syntheticProbes } from './lib/probe-messages.js';
import { writeReport, type BenchResults } from './lib/report.writer.js';
import { runScale, type ScaleResult } from './lib/scale.run.js';
import { runSoak, type SoakResult } from './lib/soak.run.js';
import { percentile, round } from './lib/stats.js';
import { syntheticWorld } from './lib/synthetic-world.js';
import { sampleTurns, summarize, type OutcomeSummary } from './lib/turn-sampler.js';

const HELP = `npm run bench -- [options]

  --messages N        rounds of the four probe messages in the latency run (default 120)
  --json FILE         write the results as JSON (messages[].ratio, throughput_per_s, …, plus soak/scale/profile)
  --soak N            also send N messages in one process and sample resident memory every 100 (e.g. 10000)
  --soak-customers N  customers in the soak's synthetic world (default 2000, raised to two per round of four messages)
  --scale             also measure the probes as the world grows to --customers and --chunks
  --customers N       largest world for --scale (default 100000 customers' records)
  --chunks N          knowledge-base chunks added at the largest size (default 50000)
  --scale-rounds N    rounds per size in --scale (default 30)
  --profile           CPU-profile the latency run instead of timing it; writes a .cpuprofile and prints the top
                      self-time functions and packages
  --profile-out FILE  where the .cpuprofile goes (default bench/profile/echopilot.cpuprofile)
  --report            run latency, soak (default 10000 messages), scale and a short profile, then write
                      bench/REPORT.md and bench/report/*.svg
  --from FILE         with --report: redraw the report from a saved results file (bench/report/results.json)
                      instead of measuring
  --help              this text

Progress goes to stderr, results to stdout. Targets (issue 9): every outcome's p50 within 1.3x the bare graph,
>= 100 messages/s sequential, RSS growth < 5% between message 2,000 and 10,000, p50 at 100,000 customers and
50,000 chunks within 1.5x the small world.`;

const args = process.argv.slice(2);
const has = (name: string) => args.includes(`--${name}`);
function option(name: string, fallback: string): string {
  const i = args.indexOf(`--${name}`);
  const value = i >= 0 ? args[i + 1] : undefined;
  return value !== undefined && !value.startsWith('--') ? value : fallback;
}
function count(name: string, fallback: number): number {
  const raw = option(name, String(fallback));
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n <= 0) {
    process.stderr.write(`error: --${name} must be a positive whole number, not "${raw}" (see --help)\n`);
    process.exit(2);
  }
  return n;
}
const log = (line: string) => process.stderr.write(`${line}\n`);
const out = (line = '') => process.stdout.write(`${line}\n`);

/**
 * A synthetic world with a customer pair for every round: each round's claims come from customers who have not
 * claimed before (a claim sent again is a follow-up of its ticket, a different and cheaper turn).
 */
async function syntheticBenchWorld(dir: string, rounds: number): Promise<{ tenantId: string; now: string; customers: number }> {
  const dev = devBankWorld();
  const customers = Math.max(SMALL_WORLD, customersFor(rounds));
  for (const slice of syntheticWorld({ tenantId: dev.tenantId, today: dev.now.slice(0, 10), to: customers })) await bulkLoadWorld(dir, dev.tenantId, slice);
  return { tenantId: dev.tenantId, now: dev.now, customers };
}
/** The latency run's world: small, like the scale run's first size. */
const SMALL_WORLD = 1_000;

async function latencyRun(dir: string, rounds: number): Promise<{ messages: OutcomeSummary[]; all: number[]; throughput: number }> {
  const warmup = Math.min(10, Math.floor(rounds / 5));
  const world = await syntheticBenchWorld(dir, rounds + warmup);
  const app = await openBenchApp(dir);
  const floor = new BareGraphFloor(join(dir, 'bare-checkpoints.db'));
  try {
    log(`latency: ${rounds} rounds of 4 messages from ${world.customers} synthetic customers on ${dir}, each followed by the bare graph of the same supersteps`);
    const run = await sampleTurns(app, {
      tenantId: world.tenantId, now: world.now, rounds, warmup, floor,
      probes: (r) => syntheticProbes(r, world.customers),
      onRound: (r) => { if ((r + 1) % 20 === 0) log(`  ${r + 1} rounds`); },
    });
    return { messages: run.outcomes.map(summarize), all: run.outcomes.flatMap((o) => o.ms), throughput: run.messages / run.sendSeconds };
  } finally {
    floor.close();
    await app.close();
  }
}

function printLatency(messages: OutcomeSummary[], all: number[], throughput: number, rounds: number): void {
  out(`\nEchoPilot graph, embedded default (SQLite file store + SQLite file checkpointer), ${rounds} rounds`);
  out(`${'message'.padEnd(26)}${'steps'.padStart(6)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'bare p50'.padStart(10)}${'ratio'.padStart(8)}`);
  for (const m of messages) {
    out(`${m.message.padEnd(26)}${String(m.supersteps).padStart(6)}${m.p50_ms.toFixed(2).padStart(9)}${m.p95_ms.toFixed(2).padStart(9)}${m.bare_p50_ms.toFixed(2).padStart(10)}${m.ratio.toFixed(2).padStart(8)}`);
  }
  out('\nper-node own time, mean ms per turn (framework = turn time − nodes: checkpoints, channels, intake, conversation bookkeeping)');
  for (const m of messages) {
    const nodes = Object.entries(m.nodes_mean_ms).map(([n, ms]) => `${n} ${ms.toFixed(2)}`).join(', ');
    out(`  ${m.message.padEnd(24)} total ${m.mean_ms.toFixed(2)}: ${nodes}; framework ${m.framework_mean_ms.toFixed(2)} (${(m.framework_share * 100).toFixed(0)}%)`);
  }
  out(`\nall messages: p50 ${percentile(all, 50).toFixed(2)} ms, p95 ${percentile(all, 95).toFixed(2)} ms; throughput ${throughput.toFixed(1)} messages/s (one process, sequential, time in send)`);
  out('targets: every outcome p50 within 1.3× the bare graph; at least 100 messages/s');
}

async function soakRun(dir: string, messages: number, asked: number): Promise<SoakResult> {
  const dev = devBankWorld();
  const customers = Math.max(asked, customersFor(Math.ceil(messages / 4)));
  const today = dev.now.slice(0, 10);
  log(`soak: loading a synthetic world of ${customers} customers`);
  for (const slice of syntheticWorld({ tenantId: dev.tenantId, today, to: customers })) await bulkLoadWorld(dir, dev.tenantId, slice);
  const app = await openBenchApp(dir);
  try {
    log(`soak: ${messages} messages in one process, memory sampled every 100${typeof (globalThis as { gc?: unknown }).gc === 'function' ? ' after a full GC' : ' (start node with --expose-gc for GC before each sample)'}`);
    const result = await runSoak(app, {
      tenantId: dev.tenantId, now: dev.now, messages, customers,
      onSample: (s, elapsed) => { if (s.messages % 500 === 0 || s.messages === messages) log(`  ${s.messages}/${messages} messages, ${elapsed.toFixed(0)} s, RSS ${s.rss_mb} MB, heap ${s.heap_mb} MB, p50 ${s.p50_ms} ms`); },
    });
    out(`\nsoak: ${result.messages} messages from ${customers} customers in ${result.seconds} s (${result.throughput_per_s} messages/s sequential)`);
    out(`RSS at message ${result.rss_from.messages}: ${result.rss_from.rss_mb} MB; at message ${result.rss_to.messages}: ${result.rss_to.rss_mb} MB; growth ${result.rss_growth_percent}% (target < 5%)`);
    return result;
  } finally {
    await app.close();
  }
}

function scaleSizes(customers: number, chunks: number): { customers: number; chunks: number }[] {
  const sizes = [{ customers: Math.min(100, customers), chunks: 0 }];
  for (const c of [1_000, 10_000]) if (c < customers) sizes.push({ customers: c, chunks: Math.round((chunks * c) / customers) });
  sizes.push({ customers, chunks });
  return sizes;
}

async function scaleRun(dir: string, customers: number, chunks: number, rounds: number): Promise<ScaleResult> {
  const dev = devBankWorld();
  const sizes = scaleSizes(customers, chunks);
  log(`scale: sizes ${sizes.map((s) => `${s.customers} customers/${s.chunks} chunks`).join(', ')}; ${rounds} rounds each`);
  const result = await runScale({ dir, tenantId: dev.tenantId, today: dev.now.slice(0, 10), sizes, rounds, log });
  out('\ncost as data grows (p50 ms per outcome; bare-graph ratio in brackets)');
  out(`${'customers'.padStart(10)}${'chunks'.padStart(8)}  ${result.steps[0]?.messages.map((m) => m.message.padStart(26)).join('') ?? ''}`);
  for (const step of result.steps) {
    out(`${String(step.customers).padStart(10)}${String(step.chunks).padStart(8)}  ${step.messages.map((m) => `${m.p50_ms.toFixed(2)} (${m.ratio.toFixed(2)}×)`.padStart(26)).join('')}`);
  }
  for (const r of result.ratios) out(`  ${r.message.padEnd(24)} large/small p50 ${r.ratio.toFixed(2)}× (${r.small_p50_ms} → ${r.large_p50_ms} ms); relative to the floor ${r.floor_adjusted_ratio.toFixed(2)}× (target < 1.5×)`);
  return result;
}

async function profileRun(dir: string, rounds: number, file: string): Promise<ReturnType<typeof summarizeProfile>> {
  const warmup = Math.min(10, rounds);
  const world = await syntheticBenchWorld(dir, warmup + rounds);
  const app = await openBenchApp(dir);
  try {
    log(`profile: ${warmup} warm-up rounds, then ${rounds} profiled rounds`);
    await sampleTurns(app, { tenantId: world.tenantId, now: world.now, rounds: warmup, warmup: 0, probes: (r) => syntheticProbes(r, world.customers) });
    const { profile: p } = await profile(() => sampleTurns(app, {
      tenantId: world.tenantId, now: world.now, rounds, warmup: 0, probes: (r) => syntheticProbes(warmup + r, world.customers),
      onRound: (r) => { if ((r + 1) % 20 === 0) log(`  ${r + 1}/${rounds} rounds`); },
    }));
    mkdirSync(dirname(file), { recursive: true });
    writeProfile(file, p);
    const summary = summarizeProfile(p);
    out(`\nCPU profile: ${file} (${summary.total_ms} ms sampled; open in Chrome DevTools or VS Code)`);
    out('self time by package (native calls charged to their caller\'s package):');
    for (const pkg of summary.packages) out(`  ${pkg.pkg.padEnd(40)}${String(pkg.ms).padStart(8)} ms ${pkg.share.toFixed(1).padStart(6)}%`);
    out('top self-time functions:');
    for (const f of summary.functions) out(`  ${f.share.toFixed(1).padStart(5)}%  ${f.name.slice(0, 40).padEnd(40)} ${f.pkg.padEnd(32)} ${f.where}`);
    return summary;
  } finally {
    await app.close();
  }
}

async function main(): Promise<void> {
  if (has('help')) {
    out(HELP);
    return;
  }
  if (has('report') && has('from')) {
    const results = JSON.parse(readFileSync(option('from', 'bench/report/results.json'), 'utf8')) as BenchResults;
    for (const file of writeReport('bench', results)) log(`wrote ${file}`);
    return;
  }
  const rounds = count('messages', 120);
  const jsonOut = has('json') ? option('json', 'bench.json') : null;
  const report = has('report');
  const soakMessages = has('soak') ? count('soak', 10_000) : report ? 10_000 : 0;
  const root = mkdtempSync(join(tmpdir(), 'echopilot-bench-'));
  const sub = (name: string) => {
    const d = join(root, name);
    mkdirSync(d, { recursive: true });
    return d;
  };
  try {
    if (has('profile')) {
      const summary = await profileRun(sub('profile'), count('profile-rounds', 80), option('profile-out', 'bench/profile/echopilot.cpuprofile'));
      if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify({ profile: summary }, null, 2)}\n`);
      return;
    }
    const latency = await latencyRun(sub('latency'), rounds);
    printLatency(latency.messages, latency.all, latency.throughput, rounds);
    const results: BenchResults = {
      rounds,
      messages: latency.messages,
      p50_ms: round(percentile(latency.all, 50)),
      p95_ms: round(percentile(latency.all, 95)),
      throughput_per_s: round(latency.throughput, 1),
      measured_at: new Date().toISOString(),
      command: `npm run bench -- ${args.join(' ')}`,
      load: { average: loadavg().map((v) => round(v, 1)), cores: availableParallelism() },
    };
    if (soakMessages > 0) results.soak = await soakRun(sub('soak'), soakMessages, count('soak-customers', 2_000));
    if (has('scale') || report) results.scale = await scaleRun(sub('scale'), count('customers', 100_000), count('chunks', 50_000), count('scale-rounds', 30));
    if (report) {
      const summary = await profileRun(sub('profile'), 40, join(root, 'report.cpuprofile'));
      results.profile = { packages: summary.packages, functions: summary.functions.slice(0, 12) };
      log('report: writing bench/REPORT.md and bench/report/*.svg');
      for (const file of writeReport('bench', results)) log(`  wrote ${file}`);
    }
    if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify(results, null, 2)}\n`);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

await main();
