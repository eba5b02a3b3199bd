// Queue mode's producer side: with REDIS_URL, `serve` queues messages in Redis (BullMQ) instead of running turns.
import { openBullmqTurnQueue } from '../adapters/queue/bullmq.turn-queue.js';
import type { TurnQueue } from '../domain/turn-queue.port.js';
import { loadConfig } from './config.js';
import type { TurnResult } from './conversation-service.js';

/** The configured turn queue, or undefined when REDIS_URL is unset (turns run inline in `serve`). */
export async function openConfiguredTurnQueue(env: NodeJS.ProcessEnv = process.env): Promise<TurnQueue<TurnResult> | undefined> {
  const { queue } = loadConfig(env);
  if (!queue.redisUrl) return undefined;
  return openBullmqTurnQueue<TurnResult>({ url: queue.redisUrl, prefix: queue.prefix });
}
