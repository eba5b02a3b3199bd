// The Redis turn queue on BullMQ: any number of `serve` processes enqueue, any number of `echopilot worker`
// processes run turns. A Redis lock per customer keeps one turn at a time per customer (so per thread) across
// workers: a job whose customer is busy is moved back to the delayed set, not counted as an attempt.
import { createHash, randomUUID } from 'node:crypto';
import { DelayedError, Queue, UnrecoverableError, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { EchoPilotError } from '../../domain/errors.js';
import {
  DEFAULT_RETRY,
  classifyTurnError,
  turnLockKey,
  type RetryPolicy,
  type TurnHandler,
  type TurnJob,
  type TurnJobError,
  type TurnJobState,
  type TurnJobStatus,
  type TurnQueue,
  type TurnWorker,
} from '../../domain/turn-queue.port.js';

export const TURN_QUEUE_NAME = 'echopilot-turns';

export interface BullmqQueueOptions {
  /** redis://[:password@]host:port[/db] */
  url: string;
  /** Prefix of every Redis key (queue and locks). Default `echopilot`. */
  prefix?: string;
  retry?: Partial<RetryPolicy>;
  /** Finished jobs kept for `status`: completed ones this many seconds. Default 86,400 (a day). */
  keepCompletedSeconds?: number;
}

export interface BullmqWorkerOptions {
  url: string;
  prefix?: string;
  /** Turns run at once by this process. Default 4. */
  concurrency?: number;
  /** Time-to-live of a customer lock, renewed while the turn runs; a killed worker's lock lapses after it. Default 30 s. */
  customerLockMs?: number;
  /** How long a running job stays locked without renewal: a killed worker's job is run again after about this. Default 30 s. */
  jobLockMs?: number;
  /** How long a job whose customer is busy waits before it is tried again. Default 200 ms (plus jitter). */
  busyDelayMs?: number;
  /** Called on errors the worker recovers from (lost connection, a failed lock renewal). */
  onError?: (error: Error) => void;
}

interface JobData {
  job: TurnJob;
}

/** The failure stored on a failed job: JSON in BullMQ's failedReason. */
interface StoredFailure extends TurnJobError {
  retryable: boolean;
}

function redisConnection(url: string, forWorker: boolean): Redis {
  if (!/^rediss?:\/\//.test(url)) {
    throw new EchoPilotError('CONFIG_INVALID', `REDIS_URL must start with redis:// or rediss://`, { field: 'REDIS_URL' });
  }
  // Workers block on Redis and must wait out a restart; producers fail fast so a request gets an answer.
  return new Redis(url, forWorker ? { maxRetriesPerRequest: null } : { maxRetriesPerRequest: 2, connectTimeout: 5000 });
}

export async function openBullmqTurnQueue<R>(options: BullmqQueueOptions): Promise<TurnQueue<R>> {
  const retry = { ...DEFAULT_RETRY, ...options.retry };
  const connection = redisConnection(options.url, false);
  connection.on('error', () => undefined); // surfaced by the failing command instead
  try {
    await connection.ping();
  } catch (cause) {
    connection.disconnect();
    throw new EchoPilotError('CONFIG_INVALID', `cannot reach Redis at REDIS_URL: ${(cause as Error).message}`, { field: 'REDIS_URL', cause, hint: 'check REDIS_URL and that Redis is running' });
  }
  const queue = new Queue<JobData, R & { threadId: string }>(TURN_QUEUE_NAME, { connection, prefix: options.prefix ?? 'echopilot' });
  queue.on('error', () => undefined);

  /** The job's status, reading the state before the job so that a finished state always comes with its result. */
  const load = async (tenantId: string, jobId: string): Promise<TurnJobStatus<R> | null> => {
    const state = await queue.getJobState(jobId);
    const job = await queue.getJob(jobId);
    return job && job.data.job.identity.tenantId === tenantId ? statusOf(job, state) : null;
  };

  return {
    async enqueue(job) {
      // One job per idempotency key (scoped to the caller): a retried POST finds the job queued the first time.
      const jobId = job.idempotencyKey !== undefined
        ? `TURN-${createHash('sha256').update(JSON.stringify([job.identity.tenantId, job.identity.actor, job.idempotencyKey])).digest('hex').slice(0, 32)}`
        : `TURN-${randomUUID()}`;
      const added = await queue.add('turn', { job }, {
        jobId,
        attempts: retry.attempts,
        backoff: { type: 'exponential', delay: retry.backoffMs },
        removeOnComplete: { age: options.keepCompletedSeconds ?? 86_400 },
        removeOnFail: false,
      });
      return statusOf(added, 'queued');
    },

    async status(tenantId, jobId) {
      return load(tenantId, jobId);
    },

    async waitFor(tenantId, jobId, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      let pause = 25;
      for (;;) {
        const status = await load(tenantId, jobId);
        if (!status) return null;
        if (['completed', 'rejected', 'dead'].includes(status.state) || Date.now() >= deadline) return status;
        await new Promise((resolve) => setTimeout(resolve, Math.min(pause, Math.max(1, deadline - Date.now()))));
        pause = Math.min(250, pause * 2);
      }
    },

    async deadLetters({ tenantId, limit }) {
      const out: TurnJobStatus<R>[] = [];
      const page = 200;
      for (let start = 0; out.length < limit; start += page) {
        const jobs = await queue.getFailed(start, start + page - 1);
        for (const job of jobs) {
          const status = statusOf(job, 'failed');
          if (status.state === 'dead' && (tenantId === undefined || status.tenantId === tenantId)) out.push(status);
        }
        if (jobs.length < page) break;
      }
      return out.sort((a, b) => (b.finishedAt ?? '').localeCompare(a.finishedAt ?? '')).slice(0, limit);
    },

    async close() {
      await queue.close();
      connection.disconnect();
    },
  };
}

function statusOf<R>(job: Job<JobData, R & { threadId: string }>, bullState: string): TurnJobStatus<R> {
  const failure = bullState === 'failed' ? parseFailure(job.failedReason) : null;
  const state: TurnJobState =
    bullState === 'completed' ? 'completed'
      : bullState === 'active' ? 'running'
        : bullState === 'failed' ? (failure?.retryable === false ? 'rejected' : 'dead')
          : 'queued';
  const result = state === 'completed' ? (job.returnvalue ?? null) : null;
  const last = parseFailure(job.failedReason);
  return {
    jobId: job.id ?? '',
    tenantId: job.data.job.identity.tenantId,
    customerId: job.data.job.identity.customerId,
    state,
    threadId: result?.threadId ?? job.data.job.threadId ?? null,
    // BullMQ counts an attempt when it ends (failed or completed); one running now is counted here.
    attempts: job.attemptsMade + (state === 'running' ? 1 : 0),
    enqueuedAt: new Date(job.timestamp).toISOString(),
    finishedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
    result,
    error: state === 'completed' || last === null ? null : { code: last.code, message: last.message, ...(last.field !== undefined ? { field: last.field } : {}) },
  };
}

function parseFailure(reason: string | undefined): StoredFailure | null {
  if (!reason) return null;
  try {
    const parsed = JSON.parse(reason) as Partial<StoredFailure>;
    if (typeof parsed.code === 'string' && typeof parsed.message === 'string') return parsed as StoredFailure;
  } catch {
    // a failure BullMQ wrote itself (a stalled job, a lost lock): not one of ours
  }
  return { code: 'INTERNAL', message: reason, retryable: true };
}

/** Releases or renews the customer lock only while this worker still holds it. */
const RELEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0";
const RENEW = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) end return 0";

export async function startBullmqTurnWorker<R>(handler: TurnHandler<R>, options: BullmqWorkerOptions): Promise<TurnWorker> {
  const prefix = options.prefix ?? 'echopilot';
  const lockMs = options.customerLockMs ?? 30_000;
  const busyDelayMs = options.busyDelayMs ?? 200;
  const onError = options.onError ?? (() => undefined);
  const connection = redisConnection(options.url, true);
  const locks = redisConnection(options.url, true);
  connection.on('error', onError);
  locks.on('error', onError);

  const processor = async (job: Job<JobData, R & { threadId: string }>, token?: string): Promise<R & { threadId: string }> => {
    const lockKey = `${prefix}:turn-lock:${turnLockKey(job.data.job.identity)}`;
    const lockToken = randomUUID();
    if ((await locks.set(lockKey, lockToken, 'PX', lockMs, 'NX')) !== 'OK') {
      // Another turn of this customer is running: try again shortly (moving to delayed is not a failed attempt).
      await job.moveToDelayed(Date.now() + busyDelayMs + Math.floor(Math.random() * busyDelayMs), token);
      throw new DelayedError();
    }
    const renew = setInterval(() => {
      locks.eval(RENEW, 1, lockKey, lockToken, String(lockMs)).catch((error: unknown) => onError(error as Error));
    }, Math.max(100, Math.floor(lockMs / 3)));
    try {
      return await handler(job.data.job);
    } catch (cause) {
      const { error, retryable } = classifyTurnError(cause);
      const reason = JSON.stringify({ ...error, retryable } satisfies StoredFailure);
      throw retryable ? new Error(reason) : new UnrecoverableError(reason);
    } finally {
      clearInterval(renew);
      await locks.eval(RELEASE, 1, lockKey, lockToken).catch((error: unknown) => onError(error as Error));
    }
  };

  const worker = new Worker<JobData, R & { threadId: string }>(TURN_QUEUE_NAME, processor, {
    connection,
    prefix,
    concurrency: Math.max(1, Math.floor(options.concurrency ?? 4)),
    maxStalledCount: 2,
    ...(options.jobLockMs !== undefined ? { lockDuration: options.jobLockMs, stalledInterval: options.jobLockMs } : {}),
  });
  worker.on('error', onError);
  await worker.waitUntilReady();
  return {
    async close() {
      await worker.close(); // stops taking jobs and waits for the running ones
      connection.disconnect();
      locks.disconnect();
    },
  };
}
