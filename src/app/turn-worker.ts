// Queue mode's consumer side: runs queued turns through the application's conversations, on BullMQ (REDIS_URL).
import { startBullmqTurnWorker } from '../adapters/queue/bullmq.turn-queue.js';
import type { TurnJob, TurnWorker } from '../domain/turn-queue.port.js';
import type { TurnResult } from './conversation-service.js';
import type { EchoPilot } from './echopilot.js';

export interface TurnWorkerOptions {
  redisUrl: string;
  prefix: string;
  concurrency: number;
  /** One line per finished or failed turn, and per recovered error. */
  log?: (line: string) => void;
}

/** One queued message → one `conversations.send` with the identity the server authenticated when it queued it. */
export function runQueuedTurn(app: EchoPilot, job: TurnJob): Promise<TurnResult> {
  return app.conversations.send({
    identity: job.identity, text: job.text, ...(job.threadId !== undefined ? { threadId: job.threadId } : {}), ...(job.now !== undefined ? { now: job.now } : {}),
    ...(job.idempotencyKey !== undefined ? { idempotencyKey: job.idempotencyKey } : {}),
  });
}

export function startTurnWorker(app: EchoPilot, options: TurnWorkerOptions): Promise<TurnWorker> {
  const log = options.log ?? (() => undefined);
  return startBullmqTurnWorker<TurnResult>(
    async (job) => {
      const started = performance.now();
      try {
        const turn = await runQueuedTurn(app, job);
        log(`turn ${turn.threadId} ${turn.outcome} ${(performance.now() - started).toFixed(0)}ms`);
        return turn;
      } catch (error) {
        log(`turn for ${job.identity.tenantId}/${job.identity.customerId} failed: ${error instanceof Error ? error.message : String(error)}`);
        throw error;
      }
    },
    { url: options.redisUrl, prefix: options.prefix, concurrency: options.concurrency, onError: (e) => log(`queue error: ${e.message}`) },
  );
}
