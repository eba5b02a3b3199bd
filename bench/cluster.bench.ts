// The cluster benchmark: 2 `serve` processes (queue mode) and 2 `worker` processes on PostgreSQL (a fresh schema of
// 127.0.0.1:5432/test) and Redis (127.0.0.1:6379, a unique queue prefix). Customers each claim failed ATM withdrawals,
// every message with its own Idempotency-Key; while they run, a random worker is SIGKILLed and restarted `--kills`
// times. Then the store is audited: every message one recorded turn, every effect exactly once.
// Run: npm run bench:cluster [-- --messages 2000 --customers 200 --kills 100 --concurrency 4 --json FILE]
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { openPostgresStore } from '../src/adapters/store/postgres.store.js';
import { percentile, round } from './lib/stats.js';
import { AGENT_KEY, REPO_ROOT, auditExactlyOnce, claimsWorld, postClaim, startCli, startServe, type Answer, type ClaimMessage, type Proc } from '../test/support/cluster.support.js';

const args = process.argv.slice(2);
const flag = (name: string, fallback: string): string => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? (args[i + 1] as string) : fallback;
};
const messagesWanted = Number(flag('messages', '2000'));
const customers = Number(flag('customers', '200'));
const kills = Number(flag('kills', '100'));
const concurrency = Number(flag('concurrency', '4'));
const jsonOut = args.includes('--json') ? flag('json', 'cluster.json') : null;
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Turn lease and job lock: a killed worker's turn is taken over after about this; a live worker must renew within it. */
const LEASE_MS = Number(flag('lease-ms', '10000'));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function sql(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Runs `work` over `items` with at most `limit` at once. */
async function pool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++] as T);
  }));
}

interface JobView {
  job_id: string;
  state: string;
  enqueued_at: string;
  finished_at: string | null;
  turn: Answer | null;
}

async function main(): Promise<void> {
  const runId = randomBytes(4).toString('hex');
  const schema = `echopilot_cluster_bench_${runId}`;
  const prefix = `echopilot-cluster-bench-${runId}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'echopilot-cluster-'));
  await sql(`create schema "${schema}"`);
  const u = new URL(PG_URL);
  u.searchParams.set('options', `-c search_path=${schema}`);
  const env: NodeJS.ProcessEnv = {
    ...process.env, NO_COLOR: '1', ECHOPILOT_DATA_DIR: dataDir, ECHOPILOT_API_KEYS_FILE: join(REPO_ROOT, 'tenants', 'api-keys.example.yaml'),
    DATABASE_URL: u.toString(), REDIS_URL, ECHOPILOT_QUEUE_PREFIX: prefix, ECHOPILOT_TURN_LEASE_MS: String(LEASE_MS), ECHOPILOT_QUEUE_LOCK_MS: String(LEASE_MS),
    ECHOPILOT_RATE_LIMIT_PER_KEY: '1000000', ECHOPILOT_MAX_EVENT_LOOP_LAG_MS: '0', ECHOPILOT_MAX_IN_FLIGHT: '10000',
  };
  for (const name of ['ECHOPILOT_TENANTS_ROOT', 'ECHOPILOT_TEST_CRASH_AT']) delete env[name];
  const procs: Proc[] = [];
  const store = await openPostgresStore({ url: PG_URL, schema, maxConnections: 2 });
  try {
    process.stderr.write(`starting 2 serve + 2 workers (schema ${schema}, queue prefix ${prefix})\n`);
    const first = await startServe(env); // migrates and seeds; the others start on a ready schema
    procs.push(first);
    const second = await startServe(env);
    procs.push(second);
    const serves = [first.url, second.url];
    const startWorker = () => {
      const w = startCli(['worker', '--concurrency', String(concurrency)], env);
      procs.push(w);
      return w;
    };
    const workers = [startWorker(), startWorker()];
    await Promise.all(workers.map((w) => w.waitFor(/worker ready/)));

    const claimsEach = Math.max(1, Math.ceil(messagesWanted / customers));
    const built = claimsWorld('demo-bank', customers, claimsEach, `bench-${runId}`);
    const messages = built.messages.slice(0, messagesWanted);
    await store.insertWorld('demo-bank', built.world);
    process.stderr.write(`${messages.length} messages from ${customers} customers, ${kills} worker kills\n`);

    const started = performance.now();
    const jobs = new Map<string, string>();
    const serveOf = (m: ClaimMessage) => serves[Number(m.customerId.slice(1)) % serves.length] ?? first.url;
    await pool(messages, 32, async (m) => {
      for (let attempt = 0; attempt < 20; attempt++) {
        const res = await postClaim(serveOf(m), m);
        if (res?.status === 202 || res?.status === 200) {
          jobs.set(m.key, (res.body as { job_id?: string }).job_id ?? '');
          return;
        }
        await sleep(200);
      }
      throw new Error(`could not queue ${m.key}`);
    });
    const queuedMs = performance.now() - started;

    // SIGKILL a random worker `kills` times while turns run, restarting it at once.
    let killed = 0;
    let done = false;
    const killer = (async () => {
      while (!done && killed < kills) {
        await sleep(300 + Math.floor(Math.random() * 700));
        if (done) break;
        const i = Math.floor(Math.random() * workers.length);
        await workers[i]?.kill('SIGKILL');
        killed++;
        workers[i] = startWorker();
      }
    })();

    const answers = new Map<string, Answer>();
    const latencies: number[] = [];
    let lastFinished = started;
    const deadline = Date.now() + 30 * 60_000;
    let lastProgress = Date.now();
    while (answers.size < messages.length && Date.now() < deadline) {
      const pending = messages.filter((m) => !answers.has(m.key));
      await pool(pending, 16, async (m) => {
        try {
          const res = await fetch(`${serveOf(m)}/v1/conversations/jobs/${encodeURIComponent(jobs.get(m.key) ?? '')}`, { headers: { Authorization: `Bearer ${AGENT_KEY}` } });
          const job = (await res.json()) as JobView;
          if (job.state === 'completed' && job.turn) {
            answers.set(m.key, job.turn);
            latencies.push(Date.parse(job.finished_at ?? '') - Date.parse(job.enqueued_at));
            lastFinished = Math.max(lastFinished, performance.now());
          } else if (job.state === 'dead' || job.state === 'rejected') {
            process.stderr.write(`job ${job.job_id} for ${m.key} is ${job.state}\n`);
            answers.set(m.key, { outcome: `job_${job.state}`, amount: 0, thread_id: '' });
          }
        } catch {
          // a serve that is busy: asked again in the next round
        }
      });
      if (Date.now() - lastProgress >= 5_000 || answers.size === messages.length) {
        lastProgress = Date.now();
        process.stderr.write(`finished ${answers.size}/${messages.length} turns, ${killed}/${kills} worker kills, ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
      }
      if (answers.size < messages.length) await sleep(500);
    }
    done = true;
    await killer;
    const seconds = (lastFinished - started) / 1000;
    const audit = await auditExactlyOnce(store, 'demo-bank', messages, answers);
    const report = {
      ...audit,
      throughput_per_s: round(messages.length / seconds, 2),
      p50_ms: Math.round(percentile(latencies, 50)),
      p99_ms: Math.round(percentile(latencies, 99)),
      worker_kills: killed,
      processes: { serve: 2, worker: 2, concurrency_per_worker: concurrency },
      queued_in_ms: Math.round(queuedMs),
      seconds: round(seconds, 1),
    };
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify(report, null, 2)}\n`);
    if (audit.duplicated_effects + audit.missing_effects + audit.unrecorded_turns > 0) process.exitCode = 1;
  } finally {
    await Promise.all(procs.map((p) => p.kill('SIGKILL')));
    await store.close();
    await sql(`drop schema if exists "${schema}" cascade`);
    const redis = new Redis(REDIS_URL);
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
    redis.disconnect();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack ?? error.message : String(error)}\n`);
  process.exit(1);
});
