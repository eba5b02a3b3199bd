// LLM path through the real graph: sequential model calls on the critical path and wall time per message, with the
// scripted OpenAI-compatible server answering every call after a fixed 200 ms. Run: npx tsx bench/llm-graph.bench.ts
import { availableParallelism, loadavg } from 'node:os';
import { BreakerRegistry } from '../src/agents/llm-kit/circuit-breaker.js';
import { buildAgents, parseModelConfig } from '../src/app/model-config.js';
import { offlineAgents } from '../src/app/offline-agents.js';
import type { TurnResult } from '../src/app/conversation-service.js';
import { harnessFor } from '../test/support/app.harness.js';
import { startScriptedOpenAiServer, type ChatRequest, type RecordedRequest, type ScriptedReply } from '../test/support/scripted-openai-server.js';
import { ATM_INTENT, ATM_TEXT, QUERY_INTENT, QUERY_TEXT, verdictOutput } from '../test/llm-graph/support/llm-graph.fixtures.js';

const LATENCY_MS = 200;
const RUNS = 5;
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

async function main(): Promise<void> {
  const intent = { value: ATM_INTENT as unknown };
  const server = await startScriptedOpenAiServer({ latencyMs: LATENCY_MS, fallback: respond(intent) });
  const config = parseModelConfig({ ECHOPILOT_MODEL: 'openai-compatible:scripted-1', ECHOPILOT_MODEL_BASE_URL: server.baseUrl });
  const agents = buildAgents(config, offlineAgents(), { breakers: new BreakerRegistry() });
  const rows: string[] = [];
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
    rows.push(
      `${c.name.padEnd(15)} calls=${calls} sequential (${requests} requests; target ≤ ${c.target})  ` +
        `wall mean=${mean.toFixed(1)} ms max=${worst.toFixed(1)} ms (budget ${budget} ms = ${calls} × ${LATENCY_MS} + 50)  ` +
        `${correct ? '' : 'WRONG OUTCOME  '}${pass ? 'OK' : 'OVER'}\n${''.padEnd(16)}outside the model: ${(mean - calls * LATENCY_MS).toFixed(1)} ms ` +
        `(before/between/after calls, mean: ${gapSums.map((g) => (g / walls.length).toFixed(0)).join(' / ')} ms); ` +
        `process CPU ${(cpus.reduce((a, b) => a + b, 0) / cpus.length).toFixed(1)} ms per message (the server's included)`,
    );
  }
  await server.close();
  console.log(`LLM path through the claim graph (openai-compatible ChatOpenAI → scripted server at ${LATENCY_MS} ms per call), ${RUNS} runs after ${WARMUP} warm-ups; load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} CPUs`);
  for (const row of rows) console.log(row);
  console.log('(claim: intent → verifier plan → ToolNode → verifier verdict → decide → act → reply; report from the intent draft and the English reply templated, no call. query: intent → answer.)');
  if (!ok) process.exitCode = 1;
}

await main();
