// Contract suite for the TurnQueue port: any adapter must pass it (call turnQueueContract from a test file).
import { afterEach, describe, expect, it } from 'vitest';
import { EchoPilotError } from '../../src/domain/errors.js';
import type { RetryPolicy, TurnHandler, TurnJob, TurnQueue, TurnWorker } from '../../src/domain/turn-queue.port.js';

export interface Echo {
  threadId: string;
  echoed: string;
}

export type OpenQueue = (
  handler: TurnHandler<Echo>,
  options: { concurrency: number; retry: RetryPolicy },
) => Promise<{ queue: TurnQueue<Echo>; worker: TurnWorker }>;

const job = (customerId: string, text: string, tenantId = 'demo-bank'): TurnJob => ({
  identity: { tenantId, customerId, role: 'customer', actor: `key-${customerId}` },
  text,
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const FAST_RETRY: RetryPolicy = { attempts: 3, backoffMs: 20 };

export function turnQueueContract(name: string, open: OpenQueue): void {
  describe(`TurnQueue contract: ${name}`, () => {
    const opened: { queue: TurnQueue<Echo>; worker: TurnWorker }[] = [];
    const start = async (handler: TurnHandler<Echo>, concurrency = 4, retry = FAST_RETRY) => {
      const handle = await open(handler, { concurrency, retry });
      opened.push(handle);
      return handle;
    };
    afterEach(async () => {
      for (const { queue, worker } of opened.splice(0)) {
        await worker.close();
        await queue.close();
      }
    });

    it('answers queued with a job id at once, then completed with the turn result and its thread', async () => {
      const { queue } = await start(async (j) => ({ threadId: `${j.identity.tenantId}:${j.identity.customerId}:T1`, echoed: j.text }));
      const queued = await queue.enqueue(job('C1', 'hello'));
      expect(queued).toMatchObject({ tenantId: 'demo-bank', customerId: 'C1', state: 'queued', threadId: null, result: null });
      expect(queued.jobId).toMatch(/^TURN-/);
      const done = await queue.waitFor('demo-bank', queued.jobId, 10_000);
      expect(done).toMatchObject({ state: 'completed', threadId: 'demo-bank:C1:T1', attempts: 1, result: { echoed: 'hello' }, error: null });
      expect(done?.finishedAt).not.toBeNull();
    });

    it('shows a job only to its own tenant, and nothing for an unknown id', async () => {
      const { queue } = await start(async (j) => ({ threadId: 't', echoed: j.text }));
      const queued = await queue.enqueue(job('C1', 'mine'));
      expect(await queue.status('demo-insurer', queued.jobId)).toBeNull();
      expect(await queue.waitFor('demo-insurer', queued.jobId, 50)).toBeNull();
      expect(await queue.status('demo-bank', 'TURN-nope')).toBeNull();
    });

    it('runs one turn at a time per customer while different customers run side by side', async () => {
      const running = new Map<string, number>();
      let maxPerCustomer = 0;
      let maxTotal = 0;
      const order: string[] = [];
      const { queue } = await start(async (j) => {
        const c = j.identity.customerId;
        running.set(c, (running.get(c) ?? 0) + 1);
        maxPerCustomer = Math.max(maxPerCustomer, running.get(c) ?? 0);
        maxTotal = Math.max(maxTotal, [...running.values()].reduce((a, b) => a + b, 0));
        await sleep(40);
        running.set(c, (running.get(c) ?? 1) - 1);
        order.push(j.text);
        return { threadId: `demo-bank:${c}:T`, echoed: j.text };
      }, 4);
      const jobs = await Promise.all(
        ['A', 'B', 'C'].flatMap((c) => [1, 2, 3].map((n) => queue.enqueue(job(c, `${c}${n}`)))),
      );
      const done = await Promise.all(jobs.map((q) => queue.waitFor('demo-bank', q.jobId, 20_000)));
      expect(done.map((d) => d?.state)).toEqual(Array(9).fill('completed'));
      expect(order).toHaveLength(9);
      expect(maxPerCustomer).toBe(1);
      expect(maxTotal).toBeGreaterThan(1);
    });

    it('retries a turn that fails, with backoff, and completes it', async () => {
      const seen: number[] = [];
      const { queue } = await start(async (j) => {
        seen.push(Date.now());
        if (seen.length < 3) throw new Error('database restarting');
        return { threadId: 't', echoed: j.text };
      });
      const queued = await queue.enqueue(job('C1', 'retry me'));
      const done = await queue.waitFor('demo-bank', queued.jobId, 20_000);
      expect(done).toMatchObject({ state: 'completed', attempts: 3, result: { echoed: 'retry me' } });
      expect((seen[2] ?? 0) - (seen[1] ?? 0)).toBeGreaterThanOrEqual(FAST_RETRY.backoffMs * 2 - 5);
    });

    it('keeps a turn whose attempts run out as a dead letter with its error, listed per tenant for admins', async () => {
      let calls = 0;
      const { queue } = await start(async () => {
        calls += 1;
        throw new EchoPilotError('PROVIDER_FAILED', 'model provider unreachable');
      });
      const queued = await queue.enqueue(job('C1', 'doomed'));
      const done = await queue.waitFor('demo-bank', queued.jobId, 20_000);
      expect(done).toMatchObject({ state: 'dead', attempts: 3, error: { code: 'PROVIDER_FAILED', message: 'model provider unreachable' } });
      expect(calls).toBe(3);
      const dead = await queue.deadLetters({ tenantId: 'demo-bank', limit: 10 });
      expect(dead.map((d) => d.jobId)).toContain(queued.jobId);
      expect(await queue.deadLetters({ tenantId: 'demo-insurer', limit: 10 })).toEqual([]);
    });

    it('rejects a turn refused for its input at once: no retry, not a dead letter', async () => {
      let calls = 0;
      const { queue } = await start(async () => {
        calls += 1;
        throw new EchoPilotError('UNKNOWN_CUSTOMER', 'tenant demo-bank has no customer "C9"', { field: 'customer' });
      });
      const queued = await queue.enqueue(job('C9', 'who am I'));
      const done = await queue.waitFor('demo-bank', queued.jobId, 20_000);
      expect(done).toMatchObject({ state: 'rejected', error: { code: 'UNKNOWN_CUSTOMER', field: 'customer' } });
      expect(calls).toBe(1);
      expect((await queue.deadLetters({ tenantId: 'demo-bank', limit: 10 })).map((d) => d.jobId)).not.toContain(queued.jobId);
    });

    it('waits no longer than asked and then reports the job still running', async () => {
      const { queue } = await start(async (j) => {
        await sleep(600);
        return { threadId: 't', echoed: j.text };
      });
      const queued = await queue.enqueue(job('C1', 'slow'));
      const t0 = Date.now();
      const early = await queue.waitFor('demo-bank', queued.jobId, 150);
      expect(Date.now() - t0).toBeLessThan(450);
      expect(['queued', 'running']).toContain(early?.state);
      expect((await queue.waitFor('demo-bank', queued.jobId, 10_000))?.state).toBe('completed');
    });

    it('drains on close: the running turn finishes before close returns', async () => {
      let finished = false;
      const { queue, worker } = await start(async (j) => {
        await sleep(300);
        finished = true;
        return { threadId: 't', echoed: j.text };
      });
      const queued = await queue.enqueue(job('C1', 'drain'));
      for (let i = 0; i < 100 && (await queue.status('demo-bank', queued.jobId))?.state !== 'running'; i++) await sleep(20);
      await worker.close();
      expect(finished).toBe(true);
      expect((await queue.status('demo-bank', queued.jobId))?.state).toBe('completed');
    });
  });
}
