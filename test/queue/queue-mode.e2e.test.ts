// Queue mode end to end with real processes: `echopilot serve` (REDIS_URL + DATABASE_URL) answers 202 and queues,
// two `echopilot worker` processes run the turns one at a time per customer, and a worker drains on SIGTERM.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EXAMPLE_KEYS_FILE, KEYS } from '../http/http.harness.js';
import { postgresProblem, schemaPool, urlWithSearchPath } from '../support/postgres.support.js';
import { REDIS_URL, prefixPool, redisProblem } from '../support/redis.support.js';
import { whenServiceUnavailable } from '../support/services.support.js';
import { startCli, type Proc } from '../support/cluster.support.js';

const problem = (await redisProblem()) ?? (await postgresProblem());

/** How many of a worker's JSON log lines record a turn it answered (one line per turn). */
function answeredTurnLines(output: string): number {
  return output.split('\n').filter((line) => {
    if (!line.startsWith('{') || !line.endsWith('}')) return false; // not a log line, or one still being written
    const fields = JSON.parse(line) as { msg?: unknown; tenantId?: unknown; outcome?: unknown };
    return fields.msg === 'turn' && fields.tenantId === 'demo-bank' && fields.outcome === 'answered';
  }).length;
}

if (problem === null) {
  const schemas = schemaPool('echopilot_queue_e2e');
  const prefixes = prefixPool('echopilot-e2e');
  const dataDir = mkdtempSync(join(tmpdir(), 'echopilot-queue-e2e-'));
  const procs: Proc[] = [];
  afterAll(async () => {
    for (const p of procs) if (p.child.exitCode === null) p.child.kill('SIGKILL');
    await Promise.all(procs.map((p) => p.exited));
    await schemas.dropAll();
    await prefixes.dropAll();
    rmSync(dataDir, { recursive: true, force: true });
  });

  describe('queue mode with real serve and worker processes', () => {
    it('answers 202 with a job, runs turns on two workers one at a time per customer, and drains a worker on SIGTERM', async () => {
      const schema = schemas.next();
      await schemas.create(schema);
      const env: NodeJS.ProcessEnv = {
        ...process.env, NO_COLOR: '1', ECHOPILOT_DATA_DIR: dataDir, ECHOPILOT_API_KEYS_FILE: EXAMPLE_KEYS_FILE,
        DATABASE_URL: urlWithSearchPath(schema), REDIS_URL, ECHOPILOT_QUEUE_PREFIX: prefixes.next(), ECHOPILOT_QUEUE_WAIT_MS: '60000',
      };
      delete env.ECHOPILOT_TENANTS_ROOT;
      const serve = startCli(['serve', '--port', '0'], env);
      procs.push(serve);
      const url = (await serve.waitFor(/listening on (http:\/\/\S+)/))[1] ?? '';
      expect(serve.output()).toContain('queue mode');

      const post = (key: string, text: string, query = '') =>
        fetch(`${url}/v1/conversations/messages${query}`, { method: 'POST', headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ text }) });
      const get = (key: string, path: string) => fetch(`${url}${path}`, { headers: { Authorization: `Bearer ${key}` } });

      // Queued before any worker runs: 202 and a job that stays queued.
      const first = await post(KEYS.priya, 'What is the free look period?');
      expect(first.status).toBe(202);
      const job = (await first.json()) as { job_id: string; state: string; status_url: string };
      expect(job).toMatchObject({ state: 'queued', status_url: `/v1/conversations/jobs/${job.job_id}` });
      expect((await get(KEYS.rahul, job.status_url)).status).toBe(404); // another customer's job
      expect((await (await get(KEYS.agent, job.status_url)).json()) as object).toMatchObject({ state: 'queued', turn: null });

      const workers = [startCli(['worker', '--concurrency', '2'], env), startCli(['worker', '--concurrency', '2'], env)];
      procs.push(...workers);
      await Promise.all(workers.map((w) => w.waitFor(/worker ready: concurrency 2/)));

      let done: { state: string; thread_id: string | null; turn: { outcome: string; thread_id: string } | null } | undefined;
      for (let i = 0; i < 300 && done?.state !== 'completed'; i++) {
        done = (await (await get(KEYS.priya, job.status_url)).json()) as typeof done;
        if (done?.state !== 'completed') await new Promise((r) => setTimeout(r, 200));
      }
      expect(done).toMatchObject({ state: 'completed', turn: { outcome: 'answered' } });
      expect(done?.thread_id).toBe(done?.turn?.thread_id);

      // ?wait=true answers with the turn itself once a worker ran it.
      const waited = await post(KEYS.rahul, 'What is the free look period?', '?wait=true');
      expect(waited.status).toBe(200);
      expect(waited.headers.get('x-job-id')).toMatch(/^TURN-/);
      expect(await waited.json()).toMatchObject({ outcome: 'answered', thread_id: expect.stringMatching(/^demo-bank:C1002:/) });

      // A burst from three customers: every message gets its own finished turn, spread over both workers.
      const burst = await Promise.all(
        [KEYS.priya, KEYS.rahul, KEYS.sneha].flatMap((key) => [1, 2, 3].map(() => post(key, 'How many days does an ATM reversal take?', '?wait=true'))),
      );
      expect(burst.map((r) => r.status)).toEqual(Array(9).fill(200));
      const turns = (await Promise.all(burst.map((r) => r.json()))) as { outcome: string }[];
      expect(turns.every((t) => t.outcome === 'answered')).toBe(true);
      expect(workers.every((w) => answeredTurnLines(w.output()) > 0)).toBe(true);

      // Dead letters are for admins; none here.
      expect((await get(KEYS.agent, '/v1/admin/dead-letters')).status).toBe(403);
      expect(await (await get(KEYS.admin, '/v1/admin/dead-letters')).json()).toEqual({ dead_letters: [] });

      for (const w of workers) w.child.kill('SIGTERM');
      expect(await Promise.all(workers.map((w) => w.exited))).toEqual([0, 0]);
      expect(workers.every((w) => w.output().includes('SIGTERM: draining') && w.output().includes('stopped'))).toBe(true);
      serve.child.kill('SIGTERM');
      expect(await serve.exited).toBe(0);
    }, 240_000);
  });
} else {
  whenServiceUnavailable('queue mode with real serve and worker processes', 'Redis and PostgreSQL', problem);
}
