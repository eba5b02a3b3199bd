// The RateLimiter contract: one suite every rate limiter adapter must pass (counting, windows, keys, peeking).
import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RateLimiter } from '../../src/domain/rate-limiter.port.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function rateLimiterContract(name: string, open: () => Promise<RateLimiter>): void {
  describe(`RateLimiter contract: ${name}`, () => {
    let limiter: RateLimiter;
    /** A key no other test (or earlier run against a shared Redis) has used. */
    const fresh = () => `k-${randomBytes(6).toString('hex')}`;
    beforeEach(async () => {
      limiter = await open();
    });
    afterEach(async () => {
      await limiter.close();
    });

    it('allows up to the limit in a window and refuses the next event, saying how long to wait', async () => {
      const key = fresh();
      const rule = { limit: 3, windowMs: 60_000 };
      const decisions = [];
      for (let i = 0; i < 4; i++) decisions.push(await limiter.hit(key, rule));
      expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false]);
      expect(decisions.map((d) => d.remaining)).toEqual([2, 1, 0, 0]);
      expect(decisions[3]?.count).toBe(4);
      expect(decisions[3]?.retryAfterMs).toBeGreaterThan(50_000);
      expect(decisions[3]?.retryAfterMs).toBeLessThanOrEqual(60_000);
    });

    it('counts each key on its own', async () => {
      const [a, b] = [fresh(), fresh()];
      const rule = { limit: 1, windowMs: 60_000 };
      expect((await limiter.hit(a, rule)).allowed).toBe(true);
      expect((await limiter.hit(a, rule)).allowed).toBe(false);
      expect((await limiter.hit(b, rule)).allowed).toBe(true);
    });

    it('starts a new window once the old one has passed', async () => {
      const key = fresh();
      const rule = { limit: 1, windowMs: 150 };
      expect((await limiter.hit(key, rule)).allowed).toBe(true);
      expect((await limiter.hit(key, rule)).allowed).toBe(false);
      await sleep(250);
      const next = await limiter.hit(key, rule);
      expect(next).toMatchObject({ allowed: true, count: 1 });
    });

    it('peeks without counting: a used-up key is refused, an unused one allowed', async () => {
      const key = fresh();
      const rule = { limit: 2, windowMs: 60_000 };
      expect(await limiter.peek(key, rule)).toMatchObject({ allowed: true, count: 0, remaining: 2 });
      await limiter.hit(key, rule);
      expect(await limiter.peek(key, rule)).toMatchObject({ allowed: true, count: 1 });
      expect(await limiter.peek(key, rule)).toMatchObject({ allowed: true, count: 1 });
      await limiter.hit(key, rule);
      const blocked = await limiter.peek(key, rule);
      expect(blocked).toMatchObject({ allowed: false, count: 2, remaining: 0 });
      expect(blocked.retryAfterMs).toBeGreaterThan(0);
    });

    it('counts concurrent events exactly', async () => {
      const key = fresh();
      const rule = { limit: 10, windowMs: 60_000 };
      const decisions = await Promise.all(Array.from({ length: 25 }, () => limiter.hit(key, rule)));
      expect(decisions.filter((d) => d.allowed)).toHaveLength(10);
      expect(Math.max(...decisions.map((d) => d.count))).toBe(25);
    });

    it('keeps rules with different windows apart', async () => {
      const key = fresh();
      expect((await limiter.hit(key, { limit: 1, windowMs: 60_000 })).allowed).toBe(true);
      expect((await limiter.hit(key, { limit: 1, windowMs: 30_000 })).allowed).toBe(true);
    });

    it('answers a ping when its backend is reachable', async () => {
      await expect(limiter.ping()).resolves.toBeUndefined();
    });
  });
}
