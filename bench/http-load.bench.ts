// Bounded local load on the HTTP API: a real socket on 127.0.0.1, N concurrent clients for D seconds sending a mix of
// messages, list calls and searches; samples memory every second (after a GC) and prints latency, statuses and memory.
// Run: npm run bench:http-load [-- --concurrency 50 --seconds 20 --max-in-flight 64 --json FILE]
// (node needs --expose-gc for the heap samples to be after a collection; the npm script passes it.)
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openEchoPilot } from '../src/app/echopilot.js';
import { ensureSeeded } from '../src/app/seed.js';
import { percentile } from '../src/app/scenario-runner.js';
import { loadApiKeysFile } from '../src/interfaces/http/api-keys.js';
import { createHttpApp } from '../src/interfaces/http/http-app.js';
import { startHttpServer } from '../src/interfaces/http/http-server.js';

const args = process.argv.slice(2);
const flag = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? (args[i + 1] as string) : fallback;
};
const concurrency = Math.min(400, Number(flag('concurrency', '50')));
const seconds = Math.min(300, Number(flag('seconds', '20')));
const maxInFlight = Number(flag('max-in-flight', '64'));
const jsonOut = args.includes('--json') ? flag('json', 'http-load.json') : null;

const CUSTOMER_KEYS = ['demo-bank-c1001-not-a-secret', 'demo-bank-c1002-not-a-secret', 'demo-bank-c1003-not-a-secret', 'demo-bank-c1004-not-a-secret'];
const QUESTIONS = [
  'If an ATM debits my account but gives no cash, how long until I get the money back?',
  'What is the annual fee on my credit card and can it be waived?',
  'How do I block my debit card if it is stolen?',
  'I was charged twice at Cafe Coffee Day, 450 each time. I want one of them back.',
];

const gc = (globalThis as { gc?: () => void }).gc;
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
const sample = () => {
  gc?.();
  const m = process.memoryUsage();
  return { rss_mb: mb(m.rss), heap_mb: mb(m.heapUsed) };
};

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'echopilot-http-load-'));
  const app = await openEchoPilot({ dataDir });
  await ensureSeeded(app);
  const http = createHttpApp({
    app, apiKeys: loadApiKeysFile(join(app.tenantsRoot, 'tenants', 'api-keys.example.yaml')),
    limits: { maxInFlight, perKeyLimit: 1_000_000, badKeyLimit: 1_000_000, requestTimeoutMs: 30_000 },
  });
  const server = await startHttpServer(http, { host: '127.0.0.1', port: 0 });
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const memory: { second: number; rss_mb: number; heap_mb: number }[] = [{ second: 0, ...sample() }];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const sampler = setInterval(() => {
    const second = Math.round((performance.now() - started) / 1000);
    memory.push({ second, ...sample() });
    process.stderr.write(`\r${second}/${seconds} s  requests ${latencies.length}  rss ${memory.at(-1)?.rss_mb} MB  heap ${memory.at(-1)?.heap_mb} MB   `);
  }, 1000);

  let n = 0;
  const client = async (id: number) => {
    while (performance.now() < deadline) {
      const i = n++;
      const key = CUSTOMER_KEYS[(id + i) % CUSTOMER_KEYS.length] as string;
      const kind = i % 4;
      const t = performance.now();
      let response: Response;
      try {
        if (kind === 0) {
          response = await fetch(`${server.url}/v1/conversations/messages`, { method: 'POST', headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ text: QUESTIONS[i % QUESTIONS.length] }) });
        } else if (kind === 1) {
          response = await fetch(`${server.url}/v1/conversations?limit=20`, { headers: { Authorization: `Bearer ${key}` } });
        } else if (kind === 2) {
          response = await fetch(`${server.url}/v1/kb/search?q=${encodeURIComponent('ATM cash not dispensed refund')}`, { headers: { Authorization: `Bearer ${key}` } });
        } else {
          response = await fetch(`${server.url}/v1/tickets?limit=20`, { headers: { Authorization: `Bearer ${key}` } });
        }
        await response.arrayBuffer();
        statuses[String(response.status)] = (statuses[String(response.status)] ?? 0) + 1;
      } catch {
        statuses.network_error = (statuses.network_error ?? 0) + 1;
      }
      latencies.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, id) => client(id)));
  clearInterval(sampler);
  const elapsedS = (performance.now() - started) / 1000;
  memory.push({ second: Math.round((performance.now() - started) / 1000), ...sample() });
  process.stderr.write('\n');
  await server.close();
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });

  const sorted = [...latencies].sort((a, b) => a - b);
  const tail = memory.slice(Math.floor(memory.length / 2));
  const result = {
    concurrency, seconds, elapsed_s: Math.round(elapsedS * 10) / 10, max_in_flight: maxInFlight, requests: latencies.length,
    throughput_per_s: Math.round((latencies.length / elapsedS) * 10) / 10, statuses,
    p50_ms: Math.round(percentile(sorted, 50)), p99_ms: Math.round(percentile(sorted, 99)), max_ms: Math.round(sorted.at(-1) ?? 0),
    heap_mb: { start: memory[0]?.heap_mb, after_warmup: memory[Math.min(3, memory.length - 1)]?.heap_mb, end: memory.at(-1)?.heap_mb, max_second_half: Math.max(...tail.map((m) => m.heap_mb)) },
    rss_mb: { start: memory[0]?.rss_mb, end: memory.at(-1)?.rss_mb, max: Math.max(...memory.map((m) => m.rss_mb)) },
    gc_before_samples: gc !== undefined,
  };
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify({ ...result, memory }, null, 2)}\n`);
}

void main();
