// Bounded local load on the HTTP API: `echopilot serve` started as its own process on 127.0.0.1 (so the load
// generator does not share its CPU), N concurrent clients for D seconds sending a mix of messages, list calls and
// searches; samples the server's RSS every second and prints latency, statuses and memory.
// Run: npm run bench:http-load [-- --concurrency 50 --seconds 20 --max-in-flight 64 --json FILE]
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PACKAGE_ROOT } from '../src/app/config.js';
import { percentile } from '../src/app/scenario-runner.js';

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

/** Resident memory of a process in MB, from /proc (Linux). */
const rssOf = (pid: number): number => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Math.round((Number(match?.[1] ?? 0) / 1024) * 10) / 10;
};

/** Starts `echopilot serve --port 0` on a fresh data directory; resolves with its URL once it listens. */
async function startServer(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env, ECHOPILOT_DATA_DIR: dataDir, ECHOPILOT_API_KEYS_FILE: join(PACKAGE_ROOT, 'tenants', 'api-keys.example.yaml'),
    ECHOPILOT_MAX_IN_FLIGHT: String(maxInFlight), ECHOPILOT_RATE_LIMIT_PER_KEY: '1000000', ECHOPILOT_RATE_LIMIT_BAD_KEYS: '1000000',
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', join(PACKAGE_ROOT, 'src/interfaces/cli/main.ts'), 'serve', '--port', '0'], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    child.on('close', (code) => reject(new Error(`serve exited with ${code}`)));
  });
  child.stdout?.resume();
  return { child, url };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'echopilot-http-load-'));
  const { child, url } = await startServer(dataDir);
  const pid = child.pid ?? 0;
  const server = { url };
  const sample = () => ({ rss_mb: rssOf(pid) });
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const memory: { second: number; rss_mb: number }[] = [{ second: 0, ...sample() }];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const sampler = setInterval(() => {
    const second = Math.round((performance.now() - started) / 1000);
    memory.push({ second, ...sample() });
    process.stderr.write(`\r${second}/${seconds} s  requests ${latencies.length}  server rss ${memory.at(-1)?.rss_mb} MB   `);
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
  const exited = new Promise((resolve) => child.on('close', resolve));
  child.kill('SIGTERM');
  await exited;
  rmSync(dataDir, { recursive: true, force: true });

  const sorted = [...latencies].sort((a, b) => a - b);
  const tail = memory.slice(Math.floor(memory.length / 2));
  const result = {
    concurrency, seconds, elapsed_s: Math.round(elapsedS * 10) / 10, max_in_flight: maxInFlight, requests: latencies.length,
    throughput_per_s: Math.round((latencies.length / elapsedS) * 10) / 10, statuses,
    p50_ms: Math.round(percentile(sorted, 50)), p99_ms: Math.round(percentile(sorted, 99)), max_ms: Math.round(sorted.at(-1) ?? 0),
    server_rss_mb: { idle: memory[0]?.rss_mb, after_warmup: memory[Math.min(3, memory.length - 1)]?.rss_mb, end: memory.at(-1)?.rss_mb, max: Math.max(...memory.map((m) => m.rss_mb)), max_second_half: Math.max(...tail.map((m) => m.rss_mb)) },
  };
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify({ ...result, memory }, null, 2)}\n`);
}

void main();
