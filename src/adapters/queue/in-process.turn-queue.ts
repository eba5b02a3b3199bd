// The in-process turn queue: the default when no REDIS_URL is set (and the reference for the queue contract). Jobs
// live in this process's memory; up to `concurrency` turns run at once, never two for the same customer.
import { createHash, randomUUID } from 'node:crypto';
import { EchoPilotError } from '../../domain/errors.js';
import {
  DEFAULT_RETRY,
  classifyTurnError,
  turnLockKey,
  type RetryPolicy,
  type TurnHandler,
  type TurnJob,
  type TurnJobStatus,
  type TurnQueue,
  type TurnWorker,
} from '../../domain/turn-queue.port.js';

export interface InProcessQueueOptions {
  concurrency?: number;
  retry?: Partial<RetryPolicy>;
  /** Finished jobs kept for `status` (oldest forgotten first). Default 10,000. */
  keepFinished?: number;
}

interface Entry<R> {
  job: TurnJob;
  status: TurnJobStatus<R>;
  notBefore: number;
}

export function createInProcessTurnQueue<R>(handler: TurnHandler<R>, options: InProcessQueueOptions = {}): TurnQueue<R> & TurnWorker {
  const concurrency = Math.max(1, Math.floor(options.concurrency ?? 4));
  const retry = { ...DEFAULT_RETRY, ...options.retry };
  const keepFinished = options.keepFinished ?? 10_000;
  const entries = new Map<string, Entry<R>>();
  const pending: Entry<R>[] = [];
  const finished: string[] = [];
  const busy = new Set<string>();
  const running = new Set<Promise<void>>();
  const waiters = new Map<string, (() => void)[]>();
  let timer: NodeJS.Timeout | undefined;
  let closing = false;

  const settle = (entry: Entry<R>): void => {
    entry.status.finishedAt = new Date().toISOString();
    finished.push(entry.status.jobId);
    while (finished.length > keepFinished) entries.delete(finished.shift() ?? '');
    for (const wake of waiters.get(entry.status.jobId) ?? []) wake();
    waiters.delete(entry.status.jobId);
  };

  const run = async (entry: Entry<R>, key: string): Promise<void> => {
    entry.status.state = 'running';
    entry.status.attempts += 1;
    try {
      const result = await handler(entry.job);
      Object.assign(entry.status, { state: 'completed', result, threadId: result.threadId, error: null });
      settle(entry);
    } catch (cause) {
      const { error, retryable } = classifyTurnError(cause);
      entry.status.error = error;
      if (retryable && entry.status.attempts < retry.attempts) {
        entry.status.state = 'queued';
        entry.notBefore = Date.now() + retry.backoffMs * 2 ** (entry.status.attempts - 1);
        pending.push(entry);
      } else {
        entry.status.state = retryable ? 'dead' : 'rejected';
        settle(entry);
      }
    } finally {
      busy.delete(key);
    }
  };

  const pump = (): void => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (closing) return;
    const now = Date.now();
    let nextWake = Infinity;
    for (let i = 0; i < pending.length && running.size < concurrency; ) {
      const entry = pending[i] as Entry<R>;
      const key = turnLockKey(entry.job.identity);
      if (entry.notBefore > now) nextWake = Math.min(nextWake, entry.notBefore);
      if (entry.notBefore > now || busy.has(key)) {
        i++;
        continue;
      }
      pending.splice(i, 1);
      busy.add(key);
      const task = run(entry, key).finally(() => {
        running.delete(task);
        pump();
      });
      running.add(task);
    }
    if (nextWake !== Infinity) timer = setTimeout(pump, Math.max(1, nextWake - now));
  };

  const find = (tenantId: string, jobId: string): Entry<R> | undefined => {
    const entry = entries.get(jobId);
    return entry && entry.status.tenantId === tenantId ? entry : undefined;
  };
  const snapshot = (entry: Entry<R>): TurnJobStatus<R> => ({ ...entry.status });
  const isFinished = (entry: Entry<R>): boolean => ['completed', 'rejected', 'dead'].includes(entry.status.state);

  return {
    async enqueue(job) {
      if (closing) throw new EchoPilotError('INTERNAL', 'the turn queue is closing', { hint: 'send the message again in a moment' });
      // One job per idempotency key (scoped to the caller), as on Redis: a retried message finds its first job.
      const jobId = job.idempotencyKey !== undefined ? `TURN-${createHash('sha256').update(JSON.stringify([job.identity.tenantId, job.identity.actor, job.idempotencyKey])).digest('hex').slice(0, 32)}` : `TURN-${randomUUID()}`;
      const earlier = entries.get(jobId);
      if (earlier) return snapshot(earlier);
      const status: TurnJobStatus<R> = {
        jobId,
        tenantId: job.identity.tenantId,
        customerId: job.identity.customerId,
        state: 'queued',
        threadId: job.threadId ?? null,
        attempts: 0,
        enqueuedAt: new Date().toISOString(),
        finishedAt: null,
        result: null,
        error: null,
      };
      const entry: Entry<R> = { job: structuredClone(job), status, notBefore: 0 };
      entries.set(status.jobId, entry);
      pending.push(entry);
      queueMicrotask(pump);
      return snapshot(entry);
    },

    async status(tenantId, jobId) {
      const entry = find(tenantId, jobId);
      return entry ? snapshot(entry) : null;
    },

    async waitFor(tenantId, jobId, timeoutMs) {
      const entry = find(tenantId, jobId);
      if (!entry) return null;
      if (!isFinished(entry)) {
        await new Promise<void>((resolve) => {
          const t = setTimeout(resolve, timeoutMs);
          waiters.set(jobId, [...(waiters.get(jobId) ?? []), () => { clearTimeout(t); resolve(); }]);
        });
      }
      return snapshot(entry);
    },

    async deadLetters({ tenantId, limit }) {
      return [...entries.values()]
        .filter((e) => e.status.state === 'dead' && (tenantId === undefined || e.status.tenantId === tenantId))
        .sort((a, b) => (b.status.finishedAt ?? '').localeCompare(a.status.finishedAt ?? ''))
        .slice(0, limit)
        .map(snapshot);
    },

    async close() {
      closing = true;
      if (timer) clearTimeout(timer);
      await Promise.all([...running]);
    },
  };
}
