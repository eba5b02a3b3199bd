// Runs the RateLimiter contract against the in-memory limiter and Redis (random key prefix per run), plus the
// in-memory bound on tracked keys, each deployment's own Redis keys, and the Redis limiter's error when Redis is down.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MemoryRateLimiter } from '../../../src/adapters/rate-limit/memory.rate-limiter.js';
import { RedisRateLimiter } from '../../../src/adapters/rate-limit/redis.rate-limiter.js';
import { Redis } from 'ioredis';
import { openRateLimiter, rateLimitKeyPrefix } from '../../../src/app/rate-limits.js';
import { rateLimiterContract } from '../../contracts/rate-limiter.contract.js';
import { REDIS_URL, redisProblem } from '../../support/redis.support.js';

rateLimiterContract('in memory', async () => new MemoryRateLimiter());

const problem = await redisProblem();
const prefix = `echopilot-test:${randomBytes(4).toString('hex')}:`;
if (problem === null) {
  rateLimiterContract('Redis', async () => new RedisRateLimiter({ url: REDIS_URL, keyPrefix: prefix }));

  describe('Redis rate limits of two deployments on one Redis', () => {
    it('keep their keys under each deployment\'s queue prefix and never count each other\'s requests', async () => {
      const run = randomBytes(4).toString('hex');
      const [blue, green, blueAgain] = [`bank-blue-${run}`, `bank-green-${run}`, `bank-blue-${run}`].map((p) => openRateLimiter({ redisUrl: REDIS_URL, deploymentPrefix: p }).limiter);
      const redis = new Redis(REDIS_URL);
      const rule = { limit: 2, windowMs: 60_000 };
      try {
        await blue?.hit('key:reviewer-alice', rule);
        await blue?.hit('key:reviewer-alice', rule);
        expect((await blue?.hit('key:reviewer-alice', rule))?.allowed).toBe(false);
        // The other deployment's reviewer-alice (same key name) still has her whole allowance.
        expect((await green?.hit('key:reviewer-alice', rule))?.allowed).toBe(true);
        // Every process of one deployment shares its counts.
        expect((await blueAgain?.peek('key:reviewer-alice', rule))?.allowed).toBe(false);
        expect((await redis.keys(`bank-blue-${run}:rl:*`)).length).toBe(1);
        expect((await redis.keys(`bank-green-${run}:rl:*`)).length).toBe(1);
        await redis.del(...(await redis.keys(`bank-*-${run}:rl:*`)));
      } finally {
        await Promise.all([blue, green, blueAgain].map((l) => l?.close()));
        redis.disconnect();
      }
    });

    it('uses the default queue prefix when the deployment names none', () => {
      expect(rateLimitKeyPrefix()).toBe('echopilot:rl:');
      expect(rateLimitKeyPrefix('bank-blue')).toBe('bank-blue:rl:');
    });
  });
} else if (process.env.CI === 'true') {
  describe('RateLimiter contract: Redis', () => {
    it('needs Redis on CI', () => {
      throw new Error(`Redis at ${REDIS_URL} is not reachable: ${problem}`);
    });
  });
} else {
  // Skipped only off CI when Redis cannot be reached (the reason is in the title); under CI=true the branch above fails.
  describe.skip(`RateLimiter contract: Redis (skipped: ${REDIS_URL} not reachable: ${problem})`, () => { // skipped off CI only: the service is not reachable here (reason in the title)
    it('passes the rate limiter contract', () => undefined);
  });
}

describe('MemoryRateLimiter', () => {
  it('holds a bounded number of keys however many sources hit it', async () => {
    const limiter = new MemoryRateLimiter(() => 0, 100);
    for (let i = 0; i < 1_000; i++) await limiter.hit(`source-${i}`, { limit: 5, windowMs: 60_000 });
    expect(limiter.size).toBe(100);
    // The most recent sources are still counted.
    expect((await limiter.peek('source-999', { limit: 1, windowMs: 60_000 })).allowed).toBe(false);
  });
});

describe('RedisRateLimiter', () => {
  it('fails with a typed error naming REDIS_URL when Redis cannot be reached', async () => {
    const limiter = new RedisRateLimiter({ url: 'redis://127.0.0.1:1', commandTimeoutMs: 300 });
    try {
      await expect(limiter.hit('k', { limit: 1, windowMs: 1_000 })).rejects.toMatchObject({ code: 'INTERNAL', hint: expect.stringContaining('REDIS_URL') });
      await expect(limiter.ping()).rejects.toThrow(/Redis/);
    } finally {
      await limiter.close();
    }
  });
});
