// Attacks on the protections: missing security headers, request ids, rate limits per key and per source for wrong
// keys (in memory and shared through Redis), metrics and health access, load shedding and time limits.
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RedisRateLimiter } from '../../src/adapters/rate-limit/redis.rate-limiter.js';
import { PAGE_CSP } from '../../src/interfaces/http/response-headers.js';
import { openHttpHarness } from '../http/http.harness.js';
import { REDIS_URL, redisProblem } from '../support/redis.support.js';
import { ATM_CLAIM, expectRefused, KEYS, openAttackHarness, request, ROOMY_LIMITS, sendMessage, type ErrorBody, type HttpHarness } from './attack.harness.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('protection attacks', () => {
  describe('headers and request ids', () => {
    let h: HttpHarness;
    beforeAll(async () => {
      h = await openAttackHarness();
    });
    afterAll(async () => h.close());

    it.each([
      ['a customer list', '/v1/conversations', KEYS.priya, 200],
      ['an unauthenticated call', '/v1/tickets', undefined, 401],
      ['an unknown route', '/v1/nothing-here', KEYS.priya, 404],
      ['health', '/health', undefined, 200],
      ['the OpenAPI document', '/openapi.json', undefined, 200],
    ])('%s carries nosniff, no framing, no referrer and a CSP', async (_what, path, key, status) => {
      const result = await request(h, 'GET', path, key ? { key } : {});
      expect(result.status).toBe(status);
      expect(result.headers.get('x-content-type-options')).toBe('nosniff');
      expect(result.headers.get('x-frame-options')).toBe('DENY');
      expect(result.headers.get('referrer-policy')).toBe('no-referrer');
      expect(result.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    });

    it.each([
      ['a conversation list', '/v1/conversations', KEYS.priya],
      ['a ticket list', '/v1/tickets', KEYS.priya],
      ['a refused request', '/v1/approvals', KEYS.priya],
      ['health', '/health', undefined],
    ])('personal data is never cached: %s says Cache-Control: no-store', async (_what, path, key) => {
      const result = await request(h, 'GET', path, key ? { key } : {});
      expect(result.headers.get('cache-control')).toBe('no-store');
    });

    it('a turn answer says Cache-Control: no-store', async () => {
      const response = await h.call('POST', '/v1/conversations/messages', { key: KEYS.rahul, body: { text: 'What is the annual fee on my card?' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
    });

    it('the docs page has a CSP with no scripts and cannot be framed', async () => {
      const result = await request(h, 'GET', '/docs');
      expect(result.headers.get('content-security-policy')).toBe(PAGE_CSP);
      expect(PAGE_CSP).not.toContain('script-src');
      expect(PAGE_CSP).toContain("default-src 'none'");
      expect(result.headers.get('x-frame-options')).toBe('DENY');
    });

    it('a request without an id gets a generated one, echoed and logged', async () => {
      const result = await request(h, 'GET', '/v1/conversations', { key: KEYS.priya });
      const id = result.headers.get('x-request-id') ?? '';
      expect(id).toMatch(UUID);
      expect(h.logs.some((line) => line.includes(`rid=${id}`))).toBe(true);
    });

    it("a client's plain request id is echoed and logged", async () => {
      const result = await request(h, 'GET', '/v1/conversations', { key: KEYS.priya, headers: { 'X-Request-Id': 'trace-abc.123' } });
      expect(result.headers.get('x-request-id')).toBe('trace-abc.123');
      expect(h.logs.some((line) => line.includes('rid=trace-abc.123'))).toBe(true);
    });

    it.each([
      ['markup', '<script>alert(1)</script>'],
      ['200 characters', 'a'.repeat(200)],
      ['spaces that fake a log field', 'x status=200 key=admin-ops'],
    ])('a hostile request id (%s) is replaced, never logged', async (_what, id) => {
      const result = await request(h, 'GET', '/v1/conversations', { key: KEYS.priya, headers: { 'X-Request-Id': id } });
      expect(result.headers.get('x-request-id')).toMatch(UUID);
      expect(h.logs.join('\n')).not.toContain(id);
    });

    it('an unknown HTTP method is counted under one label, so clients cannot grow the metrics', async () => {
      await h.http.request('/v1/conversations', { method: 'FOOBAR', headers: { Authorization: `Bearer ${KEYS.priya}` } });
      const metrics = await (await h.call('GET', '/metrics', { key: KEYS.admin })).text();
      expect(metrics).not.toContain('FOOBAR');
      expect(metrics).toContain('method="OTHER"');
    });
  });

  describe('metrics and health access', () => {
    let h: HttpHarness;
    beforeAll(async () => {
      h = await openAttackHarness();
      await sendMessage(h, KEYS.priya, { text: ATM_CLAIM });
      await sendMessage(h, KEYS.neha, { text: 'What does my health policy cover?' });
    });
    afterAll(async () => h.close());

    it('anonymous /metrics is refused', async () => {
      expectRefused(await request(h, 'GET', '/metrics'), 401, 'UNAUTHORIZED');
    });

    it.each([
      ['customer', KEYS.priya],
      ['agent', KEYS.agent],
      ['reviewer', KEYS.alice],
    ])('a %s key reading /metrics is refused', async (_role, key) => {
      expectRefused(await request(h, 'GET', '/metrics', { key }), 403, 'FORBIDDEN', 'role');
    });

    it("an admin key reads metrics with its own tenant's outcomes only", async () => {
      const result = await request(h, 'GET', '/metrics', { key: KEYS.admin });
      expect(result.status).toBe(200);
      expect(result.body).toContain('tenant="demo-bank"');
      expect(result.body).not.toContain('demo-insurer');
    });

    it('anonymous /health shows neither tenant ids nor counts', async () => {
      const result = await request(h, 'GET', '/health');
      expect(result.body).toEqual({ status: 'ok', store: 'ok' });
    });

    it('a non-admin key on /health sees no more than anonymous callers', async () => {
      expect((await request(h, 'GET', '/health', { key: KEYS.alice })).body).toEqual({ status: 'ok', store: 'ok' });
    });

    it('a wrong key on /health is refused rather than ignored', async () => {
      expectRefused(await request(h, 'GET', '/health', { key: 'wrong-key-wrong-key' }), 401, 'UNAUTHORIZED');
    });

    it('liveness answers with nothing but its status', async () => {
      expect(await request(h, 'GET', '/health/live')).toMatchObject({ status: 200, body: { status: 'ok' } });
    });

    it('readiness reports the store check without details', async () => {
      expect(await request(h, 'GET', '/health/ready')).toMatchObject({ status: 200, body: { status: 'ok', checks: { store: 'ok' } } });
    });
  });

  describe('readiness with the store down', () => {
    it('answers 503 from readiness and health, and logs the cause instead of showing it', async () => {
      const h = await openAttackHarness();
      await h.app.store.close();
      const ready = await request(h, 'GET', '/health/ready');
      expect(ready).toMatchObject({ status: 503, body: { status: 'unavailable', checks: { store: 'unavailable' } } });
      expect((await request(h, 'GET', '/health')).status).toBe(503);
      expect(h.logs.some((line) => line.startsWith('readiness: store check failed'))).toBe(true);
    });
  });

  describe('rate limits', () => {
    let h: HttpHarness | null = null;
    afterEach(async () => {
      await h?.close();
      h = null;
    });

    it('a key over its limit gets 429 with Retry-After, and other keys are unaffected', async () => {
      h = await openAttackHarness({ perKeyLimit: 3, rateWindowMs: 60_000 });
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await request(h, 'GET', '/v1/tickets', { key: KEYS.priya })).status);
      expect(statuses).toEqual([200, 200, 200]);
      const limited = await request(h, 'GET', '/v1/tickets', { key: KEYS.priya });
      expectRefused(limited, 429, 'RATE_LIMITED');
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      expect((await request(h, 'GET', '/v1/tickets', { key: KEYS.rahul })).status).toBe(200);
    });

    it('a rate-limited message stores nothing', async () => {
      h = await openAttackHarness({ perKeyLimit: 1 });
      expect((await sendMessage(h, KEYS.priya, { text: 'What is the annual fee?' })).status).toBe(200);
      const conversations = await h.app.store.listConversations('demo-bank');
      expectRefused(await request(h, 'POST', '/v1/conversations/messages', { key: KEYS.priya, body: { text: ATM_CLAIM } }), 429, 'RATE_LIMITED');
      expect(await h.app.store.listConversations('demo-bank')).toEqual(conversations);
      expect(await h.app.store.listLedger('demo-bank')).toEqual([]);
    });

    it('wrong keys from one address are throttled, even when the right key follows', async () => {
      h = await openAttackHarness({ badKeyLimit: 3 });
      for (let i = 0; i < 3; i++) expectRefused(await request(h, 'GET', '/v1/tickets', { key: `guess-${i}-aaaaaaaaaaaaaaaa`, source: '203.0.113.7' }), 401);
      const blocked = await request(h, 'GET', '/v1/tickets', { key: KEYS.priya, source: '203.0.113.7' });
      expectRefused(blocked, 429, 'RATE_LIMITED');
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await request(h, 'GET', '/v1/tickets', { key: KEYS.priya, source: '198.51.100.9' })).status).toBe(200);
    });

    it('requests without any key count as wrong keys', async () => {
      h = await openAttackHarness({ badKeyLimit: 2 });
      for (let i = 0; i < 2; i++) expectRefused(await request(h, 'GET', '/v1/tickets', { source: '203.0.113.8' }), 401);
      expectRefused(await request(h, 'GET', '/v1/tickets', { source: '203.0.113.8' }), 429, 'RATE_LIMITED');
    });

    it('a forged X-Forwarded-For does not escape the wrong-key limit when no proxy is trusted', async () => {
      h = await openAttackHarness({ badKeyLimit: 2, trustProxy: false });
      for (let i = 0; i < 4; i++) await request(h, 'GET', '/v1/tickets', { key: 'guess-aaaaaaaaaaaaaaaa', source: '203.0.113.9', headers: { 'X-Forwarded-For': `10.0.0.${i}` } });
      expectRefused(await request(h, 'GET', '/v1/tickets', { key: KEYS.priya, source: '203.0.113.9', headers: { 'X-Forwarded-For': '10.9.9.9' } }), 429, 'RATE_LIMITED');
    });

    it('behind a trusted proxy the first X-Forwarded-For hop is the source', async () => {
      h = await openAttackHarness({ badKeyLimit: 1, trustProxy: true });
      await request(h, 'GET', '/v1/tickets', { key: 'guess-aaaaaaaaaaaaaaaa', source: '10.0.0.1', headers: { 'X-Forwarded-For': '203.0.113.10, 10.0.0.1' } });
      expectRefused(await request(h, 'GET', '/v1/tickets', { key: KEYS.priya, source: '10.0.0.1', headers: { 'X-Forwarded-For': '203.0.113.10' } }), 429);
      expect((await request(h, 'GET', '/v1/tickets', { key: KEYS.priya, source: '10.0.0.1', headers: { 'X-Forwarded-For': '203.0.113.11' } })).status).toBe(200);
    });

    it('429s are counted in the metrics as shed requests', async () => {
      h = await openAttackHarness({ perKeyLimit: 1 });
      await request(h, 'GET', '/v1/tickets', { key: KEYS.priya });
      await request(h, 'GET', '/v1/tickets', { key: KEYS.priya });
      const metrics = await (await h.call('GET', '/metrics', { key: KEYS.admin })).text();
      expect(metrics).toContain('echopilot_http_shed_total{reason="rate_limited"} 1');
    });
  });

  describe('rate limits shared through Redis', async () => {
    const problem = await redisProblem();
    const needsRedis = problem === null || process.env.CI === 'true';
    it.runIf(needsRedis)('two servers sharing Redis share one per-key limit', async () => {
      expect(problem, `Redis at ${REDIS_URL}`).toBeNull();
      const prefix = `echopilot-attack:${randomBytes(4).toString('hex')}:`;
      const limiters = [new RedisRateLimiter({ url: REDIS_URL, keyPrefix: prefix }), new RedisRateLimiter({ url: REDIS_URL, keyPrefix: prefix })];
      const servers = await Promise.all(limiters.map((limiter) => openHttpHarness({ limits: { ...ROOMY_LIMITS, perKeyLimit: 4 }, rateLimiter: { limiter, backend: 'redis' } })));
      try {
        const statuses = [];
        for (let i = 0; i < 6; i++) statuses.push((await request(servers[i % 2] as HttpHarness, 'GET', '/v1/tickets', { key: KEYS.priya })).status);
        expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
        expect(await request(servers[0] as HttpHarness, 'GET', '/health/ready')).toMatchObject({ status: 200, body: { checks: { store: 'ok', redis: 'ok' } } });
      } finally {
        await Promise.all(servers.map((s) => s.close()));
        await Promise.all(limiters.map((l) => l.close()));
      }
    });

    it('with Redis unreachable, readiness says so and requests are still served (limits fail open, logged)', async () => {
      const limiter = new RedisRateLimiter({ url: 'redis://127.0.0.1:1', commandTimeoutMs: 200 });
      const h = await openHttpHarness({ limits: ROOMY_LIMITS, rateLimiter: { limiter, backend: 'redis' } });
      try {
        expect(await request(h, 'GET', '/health/ready')).toMatchObject({ status: 503, body: { checks: { store: 'ok', redis: 'unavailable' } } });
        expect((await request(h, 'GET', '/v1/tickets', { key: KEYS.priya })).status).toBe(200);
        expect(h.logs.some((line) => line.startsWith('rate limiter unavailable'))).toBe(true);
      } finally {
        await h.close();
        await limiter.close();
      }
    });
  });

  describe('load shedding and time limits', () => {
    it('beyond the in-flight limit requests get 503 OVERLOADED with Retry-After, and none fails otherwise', async () => {
      const h = await openAttackHarness({ maxInFlight: 1 });
      try {
        const results = await Promise.all([KEYS.priya, KEYS.rahul, KEYS.sneha, KEYS.agent, KEYS.alice, KEYS.bob].map((key) =>
          request(h, 'POST', '/v1/conversations/messages', { key, body: { text: 'What is the annual fee on a credit card?', ...(key.includes('c10') ? {} : { customer_id: 'C1003' }) } })));
        const statuses = results.map((r) => r.status);
        expect(statuses).toContain(200);
        expect(statuses).toContain(503);
        expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
        const shed = results.find((r) => r.status === 503);
        expect((shed?.body as ErrorBody).error.code).toBe('OVERLOADED');
        expect(shed?.headers.get('retry-after')).toBe('1');
        // Health and metrics still answer while the API sheds load.
        expect((await request(h, 'GET', '/health/live')).status).toBe(200);
      } finally {
        await h.close();
      }
    });

    it('a request over the time limit gets 503 TIMEOUT with Retry-After, and its turn still finishes and is recorded', async () => {
      const h = await openAttackHarness({ requestTimeoutMs: 50 });
      // A slow database: every customer lookup takes 200 ms (the in-memory store never yields on its own).
      const findCustomer = h.app.store.findCustomer.bind(h.app.store);
      h.app.store.findCustomer = async (...args) => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        return findCustomer(...args);
      };
      try {
        const result = await request(h, 'POST', '/v1/conversations/messages', { key: KEYS.priya, body: { text: ATM_CLAIM } });
        expectRefused(result, 503, 'TIMEOUT');
        expect(Number(result.headers.get('retry-after'))).toBeGreaterThan(0);
        await expect.poll(async () => (await h.app.store.listConversations('demo-bank', { customerId: 'C1001' })).length, { timeout: 10_000 }).toBe(1);
        await expect.poll(async () => (await h.app.store.listLedger('demo-bank', { customerId: 'C1001' })).length, { timeout: 10_000 }).toBeGreaterThan(0);
        const metrics = await (await h.call('GET', '/metrics', { key: KEYS.admin })).text();
        expect(metrics).toContain('echopilot_http_shed_total{reason="timeout"}');
      } finally {
        await h.close();
      }
    });

    it('while the event loop lags behind, new requests get 503 OVERLOADED until it catches up', async () => {
      const h = await openAttackHarness({ maxEventLoopLagMs: 50 });
      try {
        await new Promise((resolve) => setTimeout(resolve, 250));
        // A CPU-bound stretch (what a burst of turns on an embedded database does): nothing else runs for 400 ms.
        const until = performance.now() + 400;
        while (performance.now() < until) { /* busy */ }
        await new Promise((resolve) => setTimeout(resolve, 120));
        const shed = await request(h, 'GET', '/v1/tickets', { key: KEYS.priya });
        expectRefused(shed, 503, 'OVERLOADED');
        expect(shed.headers.get('retry-after')).toBe('1');
        // Once the loop keeps time again for about half a second, requests are served.
        await new Promise((resolve) => setTimeout(resolve, 900));
        expect((await request(h, 'GET', '/v1/tickets', { key: KEYS.priya })).status).toBe(200);
      } finally {
        await h.close();
      }
    });

    it('a list cannot be dumped in one response: pages are at most 200 items and walk every item once', async () => {
      const h = await openAttackHarness();
      try {
        for (const text of ['What is the annual fee?', 'How do I block my card?', 'What is the ATM withdrawal limit?']) await sendMessage(h, KEYS.agent, { text, customer_id: 'C1004' });
        const seen: string[] = [];
        let cursor: string | null = null;
        do {
          const page: { status: number; body: unknown } = await request(h, 'GET', `/v1/conversations?limit=1${cursor ? `&cursor=${cursor}` : ''}`, { key: KEYS.agent });
          const body = page.body as { items: { thread_id: string }[]; next_cursor: string | null };
          expect(body.items.length).toBeLessThanOrEqual(1);
          seen.push(...body.items.map((i) => i.thread_id));
          cursor = body.next_cursor;
        } while (cursor !== null);
        const all = (await h.app.store.listConversations('demo-bank')).map((c) => c.threadId);
        expect(seen.length).toBe(all.length);
        expect(new Set(seen)).toEqual(new Set(all));
      } finally {
        await h.close();
      }
    });
  });
});
