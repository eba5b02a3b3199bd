// Exactly-once turns proven with real processes on PostgreSQL: `serve` processes are SIGKILLed before, during and
// after a turn's effects (the ECHOPILOT_TEST_CRASH_AT seam, or a kill at a random moment), the client retries each
// message with its Idempotency-Key on a surviving process, and the store must hold one recorded turn per message and
// each payment exactly once. And two `serve` processes given the same approval at once: one 200, one 409, one payment.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgresStore } from '../../src/adapters/store/postgres.store.js';
import type { Store } from '../../src/domain/store.port.js';
import { EXAMPLE_KEYS_FILE, KEYS } from '../http/http.harness.js';
import { PG_URL, postgresProblem, schemaPool, urlWithSearchPath } from '../support/postgres.support.js';
import { whenServiceUnavailable } from '../support/services.support.js';
import { auditExactlyOnce, claimsWorld, postClaim, startServe, type Answer, type ClaimMessage, type Proc } from '../support/cluster.support.js';

const problem = await postgresProblem();
/** Kill trials in this test (the benchmark runs 100): each kills one `serve` with three messages in flight. */
const TRIALS = Number(process.env.ECHOPILOT_CRASH_TRIALS ?? 6);
const MODES = ['turn.recorded', 'graph.finished', 'turn.answered', 'random'] as const;

if (problem === null) {
  const schemas = schemaPool('echopilot_crash');
  const dataDir = mkdtempSync(join(tmpdir(), 'echopilot-crash-'));
  const procs: Proc[] = [];
  const stores: Store[] = [];
  afterAll(async () => {
    await Promise.all(procs.map((p) => p.kill()));
    for (const s of stores) await s.close();
    await schemas.dropAll();
    rmSync(dataDir, { recursive: true, force: true });
  });

  // Priya's payment in the demo world (₹860 at More Supermarket on 18 November): a fraud claim needs a reviewer.
  const DEMO_UNAUTHORISED_CLAIM = 'There is a card payment of 860 at More Supermarket on 18 November that I never made, someone has my card details!';
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  async function cluster() {
    const schema = schemas.next();
    await schemas.create(schema);
    const env: NodeJS.ProcessEnv = {
      ...process.env, NO_COLOR: '1', ECHOPILOT_DATA_DIR: dataDir, ECHOPILOT_API_KEYS_FILE: EXAMPLE_KEYS_FILE, DATABASE_URL: urlWithSearchPath(schema),
      ECHOPILOT_TURN_LEASE_MS: '1000', ECHOPILOT_RATE_LIMIT_PER_KEY: '100000', ECHOPILOT_MAX_EVENT_LOOP_LAG_MS: '0',
    };
    for (const name of ['REDIS_URL', 'ECHOPILOT_TENANTS_ROOT', 'ECHOPILOT_TEST_CRASH_AT']) delete env[name];
    const steady = await startServe(env);
    procs.push(steady);
    const store = await openPostgresStore({ url: PG_URL, schema, maxConnections: 2 });
    stores.push(store);
    return { env, steady, store };
  }

  describe('exactly-once turns with real processes', () => {
    it(`SIGKILLs serve processes before, during and after effects (${TRIALS} trials): one recorded turn per message, every payment once`, async () => {
      const { env, steady, store } = await cluster();
      const { world, messages } = claimsWorld('demo-bank', TRIALS * 3, 1, `crash-${Date.now().toString(36)}`);
      await store.insertWorld('demo-bank', world);
      const answers = new Map<string, Answer>();
      const killedBy: string[] = [];

      /** The client's retry: the same message and key, on the surviving process, until it has its answer. */
      const retry = async (m: ClaimMessage) => {
        for (let i = 0; i < 100; i++) {
          const res = await postClaim(steady.url, m);
          if (res?.status === 200) return answers.set(m.key, res.body as Answer);
          expect([409, 503, undefined]).toContain(res?.status); // 409: the dead process's lease has not run out yet
          await sleep(300);
        }
        throw new Error(`no answer for ${m.key}`);
      };

      for (let trial = 0; trial < TRIALS; trial++) {
        const mode = MODES[trial % MODES.length] ?? 'random';
        const victim = await startServe({ ...env, ...(mode !== 'random' ? { ECHOPILOT_TEST_CRASH_AT: mode } : {}) });
        procs.push(victim);
        const batch = messages.slice(trial * 3, trial * 3 + 3);
        const sent = Promise.all(batch.map((m) => postClaim(victim.url, m)));
        if (mode === 'random') {
          await sleep(Math.floor(Math.random() * 1500));
          await victim.kill('SIGKILL');
        } else {
          await Promise.race([victim.exited, sent]);
          await victim.kill('SIGKILL'); // the seam killed it already, unless no message reached the point
        }
        killedBy.push(`${mode}:${victim.child.signalCode ?? 'exit'}`);
        const before = await sent;
        // A message answered before the kill needs no retry, but a retry must give the same answer.
        for (const [i, m] of batch.entries()) {
          await retry(m);
          const first = before[i];
          if (first?.status === 200) expect(answers.get(m.key)).toEqual(first.body);
        }
      }

      expect(killedBy.every((k) => k.endsWith('SIGKILL'))).toBe(true);
      const report = await auditExactlyOnce(store, 'demo-bank', messages, answers);
      expect({ ...report, outcomes: undefined }).toEqual({ messages: messages.length, outcomes: undefined, duplicated_effects: 0, missing_effects: 0, unrecorded_turns: 0, failures: [] });
      // One outcome per message, the claim's real one (a run whose first checkpoint lost its message is run again).
      expect(report.outcomes).toEqual({ resolved: messages.length });
      // Every thread is listed with the outcome its client was given.
      const threads = new Map((await store.listConversations('demo-bank')).map((t) => [t.threadId, t.lastOutcome]));
      for (const answer of answers.values()) expect(threads.get(answer.thread_id)).toBe(answer.outcome);
    }, 240_000);

    it('gives the same approval to two serve processes at once: one 200, one 409, one payment', async () => {
      const { env, steady, store } = await cluster();
      const other = await startServe(env);
      procs.push(other);
      const post = (url: string, key: string, path: string, body: unknown) =>
        fetch(`${url}${path}`, { method: 'POST', headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      const claim = (await (await post(steady.url, KEYS.priya, '/v1/conversations/messages', { text: DEMO_UNAUTHORISED_CLAIM })).json()) as { outcome: string; approval_id: string; thread_id: string };
      expect(claim.outcome).toBe('needs_approval');
      const [a, b] = await Promise.all([
        post(steady.url, KEYS.alice, `/v1/approvals/${claim.approval_id}/decision`, { decision: 'approve' }),
        post(other.url, KEYS.bob, `/v1/approvals/${claim.approval_id}/decision`, { decision: 'approve' }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const ledger = await store.listLedger('demo-bank', { threadId: claim.thread_id });
      expect(ledger.filter((e) => e.kind === 'reversal' || e.kind === 'refund')).toHaveLength(1);
      expect((await store.getApproval('demo-bank', claim.approval_id))?.status).toBe('used');
    }, 180_000);
  });
} else {
  whenServiceUnavailable('exactly-once turns with real processes', 'PostgreSQL', problem);
}
