// Queue mode's consumer side: runs queued turns through the application's conversations, on BullMQ (REDIS_URL).
import { startBullmqTurnWorker } from '../adapters/queue/bullmq.turn-queue.js';
import type { TurnJob, TurnWorker } from '../domain/turn-queue.port.js';
import { DEFAULT_TURN_LEASE_MS, TurnInProgressError, type TurnResult } from './conversation-service.js';
import type { EchoPilot } from './echopilot.js';

export interface TurnWorkerOptions {
  redisUrl: string;
  prefix: string;
  concurrency: number;
  /** One line per finished or failed turn, and per recovered error. */
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

export function startTurnWorker(app: EchoPilot, options: TurnWorkerOptions): Promise<TurnWorker> {
  const log = options.log ?? (() => undefined);
  return startBullmqTurnWorker<TurnResult>(
    async (job) => {
      const started = performance.now();
      try {
        const turn = await runQueuedTurn(app, job, options.turnLeaseMs);
        log(`turn ${turn.threadId} ${turn.outcome} ${(performance.now() - started).toFixed(0)}ms`);
        return turn;
      } catch (error) {
        log(`turn for ${job.identity.tenantId}/${job.identity.customerId} failed: ${error instanceof Error ? error.message : String(error)}`);
        throw error;
      }
    },
    {
      url: options.redisUrl, prefix: options.prefix, concurrency: options.concurrency, onError: (e) => log(`queue error: ${e.message}`),
      ...(options.lockMs !== undefined ? { customerLockMs: options.lockMs, jobLockMs: options.lockMs } : {}),
    },
  );
}
