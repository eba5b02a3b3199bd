// What operations cost per turn and per request: a turn with tracing off (no callback), with spans to an in-memory
// exporter, and with JSON logs; an HTTP request authenticated by a key-file key and by a database key.
// `npx tsx bench/ops-overhead.bench.ts [--turns N] [--requests N] [--json FILE]`; prints a table and JSON.
import { writeFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import { openEchoPilot } from '../src/app/echopilot.js';
import { ensureSeeded } from '../src/app/seed.js';
import { loadApiKeysFile } from '../src/app/api-keys.js';
import { tracingWith } from '../src/adapters/tracing/otel-tracing.js';
import { createPinoLogger } from '../src/adapters/logging/pino.logger.js';
import { redactPii } from '../src/agents/intake/redact-pii.js';
import { createHttpApp } from '../src/interfaces/http/http-app.js';
import type { Logger } from '../src/domain/logger.port.js';
import type { Tracing } from '../src/adapters/tracing/otel-tracing.js';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const TURNS = Number(arg('--turns', '30'));
const REQUESTS = Number(arg('--requests', '300'));
const JSON_FILE = process.argv.includes('--json') ? arg('--json', '') : '';
const KEYS_FILE = 'tenants/api-keys.example.yaml';
const MESSAGE = 'The ATM on MG Road debited 5,000 from my account on 16 November but did not give me any cash.';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const round = (x: number) => Math.round(x * 1000) / 1000;
/** A sink that costs nothing but the write call, as a pipe to a log shipper would. */
const nullStream = () => new Writable({ write: (_c, _e, done) => done() });

async function turnMs(options: { tracing: Tracing | null; logger?: Logger }): Promise<number> {
  const app = await openEchoPilot({ memory: true, tracing: options.tracing, ...(options.logger ? { logger: options.logger } : {}) });
  await ensureSeeded(app);
  const identity = { tenantId: 'demo-bank', customerId: 'C1001', role: 'customer' as const, actor: 'bench' };
  await app.conversations.send({ identity, text: MESSAGE });
  const times: number[] = [];
  for (let i = 0; i < TURNS; i++) {
    const started = performance.now();
    await app.conversations.send({ identity, text: MESSAGE });
    times.push(performance.now() - started);
  }
  await app.close();
  return median(times);
}

async function requestMs(useStoredKey: boolean, logger?: Logger): Promise<number> {
  const app = await openEchoPilot({ memory: true, tracing: null });
  await ensureSeeded(app);
  const issued = await app.apiKeys.create({ tenantId: 'demo-bank', name: 'bench-agent', role: 'agent' });
  const http = createHttpApp({ app, apiKeys: loadApiKeysFile(KEYS_FILE), storedKeys: app.apiKeys, limits: { maxEventLoopLagMs: 0, perKeyLimit: 1e9 }, ...(logger ? { logger } : {}) });
  const key = useStoredKey ? issued.key : 'demo-bank-agent-not-a-secret';
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    const response = await http.request('/v1/me', { headers: { Authorization: `Bearer ${key}` } });
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  await app.close();
  return median(times);
}

const exporter = new InMemorySpanExporter();
const logger = createPinoLogger({ level: 'info', mask: redactPii, destination: nullStream() });
// Warm-up (module loading, JIT): the first configuration measured would otherwise pay for it.
await turnMs({ tracing: null });
const result = {
  turns: TURNS,
  requests: REQUESTS,
  turn_ms_untraced: round(await turnMs({ tracing: null })),
  turn_ms_traced_in_memory: round(await turnMs({ tracing: tracingWith(exporter, { batch: false }) })),
  spans_per_turn: 0,
  turn_ms_json_logs: round(await turnMs({ tracing: null, logger })),
  request_ms_file_key: round(await requestMs(false)),
  request_ms_file_key_json_logs: round(await requestMs(false, logger)),
  request_ms_database_key: round(await requestMs(true)),
};
result.spans_per_turn = Math.round(exporter.getFinishedSpans().length / (TURNS + 1));
for (const [name, value] of Object.entries(result)) process.stdout.write(`${name.padEnd(32)} ${value}\n`);
process.stdout.write(`${JSON.stringify(result)}\n`);
if (JSON_FILE) writeFileSync(JSON_FILE, `${JSON.stringify(result, null, 2)}\n`);
