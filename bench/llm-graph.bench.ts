// LLM path through the real graph against the scripted OpenAI-compatible server answering every call after a fixed
// latency: (1) the critical path of a claim and a query (sequential calls, wall time); (2) calls per outcome and wall
// time per message over scenario files, with a careful model (or a hostile one, --mode). Run: npm run bench:llm -- --help
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { BreakerRegistry } from '../src/agents/llm-kit/circuit-breaker.js';
import { buildAgents, parseModelConfig } from '../src/app/model-config.js';
import { offlineAgents } from '../src/app/offline-agents.js';
import type { TurnResult } from '../src/app/conversation-service.js';
import { loadScenarioFile } from '../src/app/scenario-file.js';
import { percentile, runScenarios, type CaseReport } from '../src/app/scenario-runner.js';
import { harnessFor } from '../test/support/app.harness.js';
import { startScriptedOpenAiServer, type ChatRequest, type RecordedRequest, type ScriptedReply } from '../test/support/scripted-openai-server.js';
import { startHostileOpenAiServer, HOSTILE_MODES, type HostileMode } from '../test/support/hostile-openai-server.js';
import { requestKind } from '../test/support/hostile-model.js';
import { ATM_INTENT, ATM_TEXT, QUERY_INTENT, QUERY_TEXT, verdictOutput } from '../test/llm-graph/support/llm-graph.fixtures.js';
import { honestModel } from './lib/honest-model.js';

const HELP = `npm run bench:llm -- [options]

  --runs N            measured runs of each part (default 3; part 1 adds 2 warm-ups)
  --latency MS        the scripted server's fixed latency per call (default 200)
  --files A,B         scenario files of part 2, under scenarios/ (default dev-bank.yaml,dev-insurer.yaml)
  --mode MODE         part 2's model: careful (default) or a hostile mode (${HOSTILE_MODES.join(', ')})
  --tool-rounds N     ECHOPILOT_VERIFY_TOOL_ROUNDS for part 2 (default 2: find the record, then the rule)
  --skip-critical     run part 2 only
  --json FILE         also write the numbers as JSON
  --help              this text
`;

const { values: opts } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    latency: { type: 'string', default: '200' },
    files: { type: 'string', default: 'dev-bank.yaml,dev-insurer.yaml' },
    mode: { type: 'string', default: 'careful' },
    'tool-rounds': { type: 'string', default: '2' },
    'skip-critical': { type: 'boolean', default: false },
    json: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (opts.help) {
  process.stdout.write(HELP);
  process.exit(0);
}
function positive(name: string, value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) {
    process.stderr.write(`error [BAD_OPTION]: --${name} must be a whole number of at least 1, got "${value}"\n`);
    process.exit(2);
  }
  return n;
}
const MODE = opts.mode as HostileMode | 'careful';
if (MODE !== 'careful' && !(HOSTILE_MODES as readonly string[]).includes(MODE)) {
  process.stderr.write(`error [BAD_OPTION]: --mode must be careful or one of ${HOSTILE_MODES.join(', ')}, got "${MODE}"\n`);
  process.exit(2);
}

const LATENCY_MS = positive('latency', opts.latency);
const RUNS = positive('runs', opts.runs);
const TOOL_ROUNDS = positive('tool-rounds', opts['tool-rounds']);
/** Untimed runs first (JIT, SDK client, SQLite statements). */
const WARMUP = 2;

/** Replies by what is asked: the tool plan, or the structured output named in the request. */
function respond(intent: { value: unknown }) {
  return (body: ChatRequest): ScriptedReply => {
    const name = body.response_format?.json_schema?.name;
    if (name === undefined && body.tools) {
      return {
        kind: 'tools',
        calls: [
          { name: 'find_claim_records', args: { claim_type: 'failed_atm_withdrawal' } },
          { name: 'evaluate_policy_rule', args: { claim_type: 'failed_atm_withdrawal', record_id: 'T9001' } },
        ],
      };
    }
    switch (name) {
      case 'intent_analysis':
        return { kind: 'json', value: intent.value };
      case 'verdict':
        return { kind: 'json', value: verdictOutput({ status: 'valid', claimType: 'failed_atm_withdrawal', subjectId: 'T9001', amount: '₹5,300.00' }) };
      case 'answer': {
        const prompt = JSON.stringify(body.messages ?? []);
        const source = /\[(\d+)\] failed-transactions §/.exec(prompt)?.[1];
        return { kind: 'json', value: { found: true, text: 'A failed ATM debit is reversed within 5 working days; after that ₹100 a day is paid.', sources: source ? [Number(source)] : [] } };
      }
      default:
        return { kind: 'status', status: 400, message: `unexpected request ${name ?? '(plain)'}` };
    }
  };
}

/** Longest chain of calls that ran one after another (calls that overlap in time count once). */
function sequentialCalls(requests: readonly RecordedRequest[]): number {
  let chain = 0;
  let busyUntil = -Infinity;
  for (const r of [...requests].sort((a, b) => a.receivedAt - b.receivedAt)) {
    if (r.receivedAt >= busyUntil) chain += 1;
    busyUntil = Math.max(busyUntil, r.receivedAt + LATENCY_MS);
  }
  return chain;
}

/** Where the time outside the model goes: before the first call, between calls, after the last answer. */
function gaps(requests: readonly RecordedRequest[], startedAt: number, endedAt: number): number[] {
  const sorted = [...requests].sort((a, b) => a.receivedAt - b.receivedAt);
  const out: number[] = [];
  let previousEnd = startedAt;
  for (const r of sorted) {
    out.push(r.receivedAt - previousEnd);
    previousEnd = r.receivedAt + LATENCY_MS;
  }
  out.push(endedAt - previousEnd);
  return out;
}

interface Case {
  name: string;
  customer: string;
  text: string;
  intent: unknown;
  expect: (turn: TurnResult) => boolean;
  target: number;
}

const CASES: Case[] = [
  { name: 'resolved claim', customer: 'C1001', text: ATM_TEXT, intent: ATM_INTENT, expect: (t) => t.outcome === 'resolved' && t.amount === 530_000, target: 3 },
  { name: 'query', customer: 'C1001', text: QUERY_TEXT, intent: QUERY_INTENT, expect: (t) => t.outcome === 'answered', target: 2 },
];

interface CriticalRow { name: string; sequential_calls: number; requests: number; target: number; wall_ms: { mean: number; max: number }; outside_model_ms: number; cpu_ms: number; correct: boolean; ok: boolean }

/** Part 1: one claim and one query, scripted answers, sequential calls and where the time goes. */
async function criticalPath(): Promise<{ rows: CriticalRow[]; ok: boolean }> {
  const intent = { value: ATM_INTENT as unknown };
  const server = await startScriptedOpenAiServer({ latencyMs: LATENCY_MS, fallback: respond(intent) });
  const config = parseModelConfig({ ECHOPILOT_MODEL: 'openai-compatible:scripted-1', ECHOPILOT_MODEL_BASE_URL: server.baseUrl });
  const agents = buildAgents(config, offlineAgents(), { breakers: new BreakerRegistry() });
  const rows: CriticalRow[] = [];
  let ok = true;
  for (const c of CASES) {
    intent.value = c.intent;
    const walls: number[] = [];
    const gapSums: number[] = [];
    const cpus: number[] = [];
    let calls = 0;
    let requests = 0;
    let correct = true;
    for (let run = 0; run < WARMUP + RUNS; run += 1) {
      // A fresh world per run (a claim is paid once); opening it is not part of the message's time.
      const h = await harnessFor('scenarios/dev-bank.yaml', { agents });
      const before = server.requests.length;
      const startedAt = Date.now();
      const started = performance.now();
      const cpuBefore = process.cpuUsage();
      const turn = await h.send(c.customer, c.text);
      const wall = performance.now() - started;
      const cpu = process.cpuUsage(cpuBefore);
      const endedAt = Date.now();
      await h.close();
      if (run < WARMUP) continue;
      cpus.push((cpu.user + cpu.system) / 1000);
      const sent = server.requests.slice(before);
      walls.push(wall);
      gaps(sent, startedAt, endedAt).forEach((g, i) => (gapSums[i] = (gapSums[i] ?? 0) + g));
      calls = Math.max(calls, sequentialCalls(sent));
      requests = Math.max(requests, sent.length);
      correct &&= c.expect(turn);
    }
    const mean = walls.reduce((a, b) => a + b, 0) / walls.length;
    const worst = Math.max(...walls);
    const budget = calls * LATENCY_MS + 50;
    const pass = correct && calls <= c.target && mean <= budget;
    ok &&= pass;
    const cpu = cpus.reduce((a, b) => a + b, 0) / cpus.length;
    rows.push({ name: c.name, sequential_calls: calls, requests, target: c.target, wall_ms: { mean: round1(mean), max: round1(worst) }, outside_model_ms: round1(mean - calls * LATENCY_MS), cpu_ms: round1(cpu), correct, ok: pass });
    console.log(
      `${c.name.padEnd(15)} calls=${calls} sequential (${requests} requests; target ≤ ${c.target})  ` +
        `wall mean=${mean.toFixed(1)} ms max=${worst.toFixed(1)} ms (budget ${budget} ms = ${calls} × ${LATENCY_MS} + 50)  ` +
        `${correct ? '' : 'WRONG OUTCOME  '}${pass ? 'OK' : 'OVER'}\n${''.padEnd(16)}outside the model: ${(mean - calls * LATENCY_MS).toFixed(1)} ms ` +
        `(before/between/after calls, mean: ${gapSums.map((g) => (g / walls.length).toFixed(0)).join(' / ')} ms); ` +
        `process CPU ${cpu.toFixed(1)} ms per message (the server's included)`,
    );
  }
  await server.close();
  console.log('(claim: intent → verifier plan → ToolNode → verifier verdict → decide → act → reply; report from the intent draft and the English reply templated, no call. query: intent → answer.)');
  return { rows, ok };
}

const round1 = (n: number) => Math.round(n * 10) / 10;

interface OutcomeRow {
  /** The outcome the scenario expects. */
  outcome: string;
  cases: number;
  messages: number;
  /** Cases that met every expectation of the scenario. */
  passed: number;
  calls_per_message: number;
  calls_per_case: { mean: number; max: number };
  /** Model requests by kind (intent_analysis, plan, verdict, answer, reply, …), summed over the runs, per case. */
  calls_by_kind: Record<string, number>;
  wall_ms_per_message: { mean: number; p50: number; p95: number; max: number };
}

/** Part 2: the scenario files through the LLM path, grouped by the outcome each case expects. */
async function perOutcome(): Promise<{ rows: OutcomeRow[]; files: string[]; passed: number; cases: number; failures: string[] }> {
  const names = opts.files.split(',').map((f) => f.trim()).filter((f) => f !== '');
  const files = names.map((name) => loadScenarioFile(join('scenarios', name), ['demo-bank', 'demo-insurer']));
  const careful = MODE === 'careful' ? honestModel() : null;
  const server = careful
    ? await startScriptedOpenAiServer({ latencyMs: LATENCY_MS, fallback: (body) => careful.respond(body) })
    : await startHostileOpenAiServer({ mode: MODE as HostileMode, latencyMs: LATENCY_MS });
  const config = parseModelConfig({
    ECHOPILOT_MODEL: 'openai-compatible:scripted-1', ECHOPILOT_MODEL_BASE_URL: server.baseUrl, ECHOPILOT_VERIFY_TOOL_ROUNDS: String(TOOL_ROUNDS),
    ...(MODE === 'slow' ? { ECHOPILOT_MODEL_TIMEOUT_MS: String(LATENCY_MS * 2) } : {}),
  });
  const agents = buildAgents(config, offlineAgents(), { breakers: new BreakerRegistry() });
  const expected = new Map(files.flatMap((f) => f.cases.map((c) => [`${f.source}#${c.id}`, { outcome: c.expect.outcome ?? '(any)', messages: c.messages.length }] as const)));
  const samples: { report: CaseReport; outcome: string; requests: RecordedRequest[] }[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    let seen = server.requests.length;
    await runScenarios(files, {
      agents,
      onCase: (report, index, total) => {
        const requests = server.requests.slice(seen);
        seen = server.requests.length;
        samples.push({ report, outcome: expected.get(`${report.file}#${report.id}`)?.outcome ?? '(any)', requests });
        process.stderr.write(`\r  run ${run + 1}/${RUNS}: case ${index}/${total}   `);
      },
    });
  }
  process.stderr.write('\n');
  await server.close();
  const outcomes = [...new Set(samples.map((s) => s.outcome))].sort();
  const rows = outcomes.map((outcome): OutcomeRow => {
    const group = samples.filter((s) => s.outcome === outcome);
    const messages = group.reduce((n, s) => n + s.report.message_latencies_ms.length, 0);
    const calls = group.map((s) => s.requests.length);
    const walls = group.flatMap((s) => s.report.message_latencies_ms);
    const byKind: Record<string, number> = {};
    for (const s of group) for (const r of s.requests) byKind[requestKind(r.body)] = (byKind[requestKind(r.body)] ?? 0) + 1;
    return {
      outcome,
      cases: group.length / RUNS,
      messages: messages / RUNS,
      passed: group.filter((s) => s.report.ok).length / RUNS,
      calls_per_message: round1(calls.reduce((a, b) => a + b, 0) / Math.max(1, messages)),
      calls_per_case: { mean: round1(calls.reduce((a, b) => a + b, 0) / group.length), max: Math.max(...calls) },
      calls_by_kind: Object.fromEntries(Object.entries(byKind).map(([k, v]) => [k, round1(v / group.length)])),
      wall_ms_per_message: { mean: round1(walls.reduce((a, b) => a + b, 0) / walls.length), p50: percentile(walls, 50), p95: percentile(walls, 95), max: round1(Math.max(...walls)) },
    };
  });
  console.log(`\nCalls per outcome over ${names.join(', ')} (${MODE} model, ${TOOL_ROUNDS} tool round(s), ${LATENCY_MS} ms per call), ${RUNS} run(s); grouped by the outcome each case expects`);
  console.log(`${'outcome'.padEnd(15)}${'cases'.padStart(6)}${'passed'.padStart(8)}${'calls/msg'.padStart(11)}${'calls/case'.padStart(12)}${'max'.padStart(5)}   ${'wall ms per message: mean   p50   p95   max'}   calls by kind per case`);
  for (const r of rows) {
    const w = r.wall_ms_per_message;
    console.log(
      `${r.outcome.padEnd(15)}${String(r.cases).padStart(6)}${String(r.passed).padStart(8)}${r.calls_per_message.toFixed(1).padStart(11)}${r.calls_per_case.mean.toFixed(1).padStart(12)}${String(r.calls_per_case.max).padStart(5)}   ` +
        `${''.padStart(21)}${w.mean.toFixed(0).padStart(5)} ${w.p50.toFixed(0).padStart(5)} ${w.p95.toFixed(0).padStart(5)} ${w.max.toFixed(0).padStart(5)}   ${Object.entries(r.calls_by_kind).map(([k, v]) => `${k} ${v}`).join(', ')}`,
    );
  }
  const cases = rows.reduce((n, r) => n + r.cases, 0);
  const passed = rows.reduce((n, r) => n + r.passed, 0);
  console.log(`${passed}/${cases} cases met every expectation of their scenario (the offline default passes all)`);
  const failures = [...new Set(samples.filter((s) => !s.report.ok).map((s) => `${s.report.file.split('/').at(-1)}#${s.report.id}: ${s.report.mismatches.join('; ')}`))];
  for (const f of failures) console.log(`  ${f}`);
  return { rows, files: names, passed, cases, failures };
}

async function main(): Promise<void> {
  console.log(`LLM path through the claim graph (openai-compatible ChatOpenAI → scripted server at ${LATENCY_MS} ms per call); load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} CPUs`);
  let critical: { rows: CriticalRow[]; ok: boolean } | null = null;
  if (!opts['skip-critical']) {
    console.log(`\nCritical path, ${RUNS} runs after ${WARMUP} warm-ups`);
    critical = await criticalPath();
  }
  const outcomes = await perOutcome();
  if (opts.json) {
    writeFileSync(opts.json, `${JSON.stringify({ latency_ms: LATENCY_MS, runs: RUNS, mode: MODE, tool_rounds: TOOL_ROUNDS, load_average: loadavg()[0], cpus: availableParallelism(), critical_path: critical?.rows ?? null, per_outcome: outcomes }, null, 2)}\n`);
    console.log(`\nwrote ${opts.json}`);
  }
  if (critical && !critical.ok) process.exitCode = 1;
}

await main();
