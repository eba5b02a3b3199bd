// Queue mode's consumer side: runs queued turns through the application's conversations, on BullMQ (REDIS_URL).
import { startBullmqTurnWorker } from '../adapters/queue/bullmq.turn-queue.js';
import type { TurnJob, TurnWorker } from '../domain/turn-queue.port.js';
import { DEFAULT_TURN_LEASE_MS, TurnInProgressError, type TurnResult } from './conversation-service.js';
import type { EchoPilot } from './echopilot.js';

export interface TurnWorkerOptions {
  redisUrl: string;
  prefix: string;
  concurrency: number;
  /** One line per error the queue recovers from (turns are logged by the application's conversations). */
  log?: (line: string) => void;
  /** A turn's lease (ECHOPILOT_TURN_LEASE_MS): how long a job run again waits for a dead worker's turn. */
  turnLeaseMs?: number;
  /** How long a dead worker's job and customer lock stay held before another worker takes them (ECHOPILOT_QUEUE_LOCK_MS). */
  lockMs?: number;
}

/**
 * One queued message → one `conversations.send` with the identity the server authenticated when it queued it. A job
 * run again after its worker died finds its turn still held by the dead worker's lease: it waits the lease out (a few
 * tries) and then finishes the turn instead of failing.
 */
export async function runQueuedTurn(app: EchoPilot, job: TurnJob, leaseMs = DEFAULT_TURN_LEASE_MS): Promise<TurnResult> {
  const send = () => app.conversations.send({
    identity: job.identity, text: job.text, ...(job.threadId !== undefined ? { threadId: job.threadId } : {}), ...(job.now !== undefined ? { now: job.now } : {}),
    ...(job.idempotencyKey !== undefined ? { idempotencyKey: job.idempotencyKey } : {}),
  });
  for (let attempt = 0; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      if (!(error instanceof TurnInProgressError) || attempt >= 8) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.max(50, Math.floor(leaseMs / 3))));
    }
  }
}

/**
 * The queue's handler: one job → one turn. It logs nothing itself: the application's conversations write the turn's
 * one log line (or its failure), so a worker's turn is logged once, as a `serve` turn is.
 */
export function queuedTurnHandler(app: EchoPilot, turnLeaseMs?: number): (job: TurnJob) => Promise<TurnResult> {
  return (job) => runQueuedTurn(app, job, turnLeaseMs);
}

export function startTurnWorker(app: EchoPilot, options: TurnWorkerOptions): Promise<TurnWorker> {
  const log = options.log ?? (() => undefined);
  return startBullmqTurnWorker<TurnResult>(queuedTurnHandler(app, options.turnLeaseMs), {
    url: options.redisUrl, prefix: options.prefix, concurrency: options.concurrency, onError: (e) => log(`queue error: ${e.message}`),
    ...(options.lockMs !== undefined ? { customerLockMs: options.lockMs, jobLockMs: options.lockMs } : {}),
  });
}
