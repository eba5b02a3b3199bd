// Runs the TurnQueue contract against BullMQ on the real Redis (a fresh key prefix per test, deleted after).
import { afterAll, describe, expect, it } from 'vitest';
import { openBullmqTurnQueue, startBullmqTurnWorker } from '../../src/adapters/queue/bullmq.turn-queue.js';
import { turnQueueContract, type Echo } from '../contracts/turn-queue.contract.js';
import { REDIS_URL, prefixPool, redisProblem } from '../support/redis.support.js';
import { whenServiceUnavailable } from '../support/services.support.js';

const problem = await redisProblem();

describe('BullMQ turn queue configuration', () => {
  it('refuses a REDIS_URL that is not redis:// and names the variable', async () => {
    await expect(openBullmqTurnQueue({ url: 'http://127.0.0.1:6379' })).rejects.toMatchObject({ code: 'CONFIG_INVALID', field: 'REDIS_URL' });
  });

  it('fails to open with a typed error saying what to check when nothing listens', async () => {
    await expect(openBullmqTurnQueue({ url: 'redis://127.0.0.1:1' })).rejects.toMatchObject({ code: 'CONFIG_INVALID', hint: expect.stringContaining('Redis is running') });
  });
});

if (problem === null) {
  const prefixes = prefixPool('echopilot-test');
  afterAll(() => prefixes.dropAll());
  turnQueueContract('BullMQ on Redis', async (handler, options) => {
    const prefix = prefixes.next();
    const queue = await openBullmqTurnQueue<Echo>({ url: REDIS_URL, prefix, retry: options.retry });
    const worker = await startBullmqTurnWorker(handler, { url: REDIS_URL, prefix, concurrency: options.concurrency, busyDelayMs: 20 });
    return { queue, worker };
  });
} else {
  whenServiceUnavailable('TurnQueue contract: BullMQ on Redis', `Redis at ${REDIS_URL}`, problem);
}
