// Property attacks with fast-check on every route's input: whatever the body, query, path or key, the answer is
// never a 5xx, and a rejected request stores nothing.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEYS, openAttackHarness, raiseApproval, request, storedSnapshot, type HttpHarness, type TurnBody } from './attack.harness.js';

/** Fixed seed: a failure is reproducible; the counterexample is printed by fast-check. */
const SEED = 1_302_2026;

/** Text an attacker might send: any unicode, control characters, very long strings, numbers-as-text. */
const hostileText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.string({ unit: fc.constantFrom('\u0000', '\u001B', '[', '\u202E', '\u2066', '\u200B', '\uFEFF', ' ', '\n', 'a', '₹', '5', ',', '"', '\\'), maxLength: 60 }),
  fc.constantFrom('', ' ', 'null', 'undefined', '0', '-1', '1e309', 'NaN', '{}', '[]', '\uD800', 'a'.repeat(8_001)),
  fc.string({ maxLength: 40 }).map((s) => `The ATM took 5,000 on 16 November ${s}`),
);
const anyJson = fc.oneof(fc.jsonValue({ maxDepth: 3 }), hostileText, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
/** Non-empty text that can be put in a URL path (a lone surrogate cannot be percent-encoded at all). */
const pathSegment = hostileText.filter((text) => {
  try {
    return text.length > 0 && encodeURIComponent(text).length > 0;
  } catch {
    return false;
  }
});
const queryString = fc.dictionary(fc.oneof(fc.constantFrom('limit', 'cursor', 'status', 'kind', 'customer_id', 'thread_id', 'q'), fc.string({ maxLength: 8 })), hostileText, { maxKeys: 4 })
  .map((dict) => new URLSearchParams(dict).toString());

describe('property attacks: no 5xx, nothing stored from a rejected request', () => {
  let h: HttpHarness;
  let approval: TurnBody;
  beforeAll(async () => {
    h = await openAttackHarness();
    approval = await raiseApproval(h, KEYS.sneha);
  });
  afterAll(async () => h.close());

  /** Runs one POST and checks the property. */
  const postHolds = async (path: string, key: string, rawBody: string) => {
    const before = await storedSnapshot(h);
    const result = await request(h, 'POST', path, { key, rawBody });
    expect(result.status, `${path} ${rawBody.slice(0, 200)} → ${JSON.stringify(result.body).slice(0, 300)}`).toBeLessThan(500);
    if (result.status >= 400) expect(await storedSnapshot(h)).toBe(before);
  };

  it('POST /v1/conversations/messages with any body', async () => {
    const body = fc.oneof(
      fc.record({ text: hostileText, thread_id: fc.option(hostileText, { nil: undefined }), customer_id: fc.option(hostileText, { nil: undefined }) }, { requiredKeys: [] }),
      fc.dictionary(fc.string({ maxLength: 10 }), anyJson, { maxKeys: 3 }),
      anyJson,
    );
    await fc.assert(fc.asyncProperty(body, fc.constantFrom(KEYS.priya, KEYS.agent), async (value, key) => {
      await postHolds('/v1/conversations/messages', key, JSON.stringify(value) ?? 'null');
    }), { numRuns: 40, seed: SEED });
  });

  it('POST /v1/conversations/messages/stream with any body', async () => {
    await fc.assert(fc.asyncProperty(fc.record({ text: hostileText, thread_id: fc.option(hostileText, { nil: undefined }) }, { requiredKeys: [] }), async (value) => {
      await postHolds('/v1/conversations/messages/stream', KEYS.rahul, JSON.stringify(value));
    }), { numRuns: 20, seed: SEED });
  });

  it('POST /v1/conversations/messages with any raw bytes as the body', async () => {
    await fc.assert(fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 200 }), async (raw) => {
      await postHolds('/v1/conversations/messages', KEYS.priya, raw);
    }), { numRuns: 40, seed: SEED });
  });

  it('POST /v1/approvals/{id}/decision with any body and any id', async () => {
    const body = fc.oneof(
      fc.record({ decision: fc.oneof(fc.constantFrom('approve', 'reject', 'edit'), hostileText), amount_rupees: fc.option(fc.oneof(fc.double(), fc.integer(), hostileText), { nil: undefined }), note: fc.option(hostileText, { nil: undefined }) }, { requiredKeys: [] }),
      anyJson,
    );
    const id = fc.oneof(fc.constant(approval?.approval_id ?? 'APR-NONE'), pathSegment);
    await fc.assert(fc.asyncProperty(body, id, async (value, approvalId) => {
      // Decisions that are accepted may approve or reject; the property is about what is refused.
      if (typeof value === 'object' && value !== null && (value as { decision?: unknown }).decision === 'approve' && approvalId === approval.approval_id) return;
      await postHolds(`/v1/approvals/${encodeURIComponent(approvalId)}/decision`, KEYS.alice, JSON.stringify(value) ?? 'null');
    }), { numRuns: 60, seed: SEED });
  });

  it.each([
    ['/v1/conversations', KEYS.priya],
    ['/v1/conversations', KEYS.agent],
    ['/v1/approvals', KEYS.alice],
    ['/v1/tickets', KEYS.priya],
    ['/v1/incidents', KEYS.agent],
    ['/v1/kb/documents', KEYS.agent],
    ['/v1/kb/search', KEYS.priya],
  ])('GET %s with any query string', async (path, key) => {
    const before = await storedSnapshot(h);
    await fc.assert(fc.asyncProperty(queryString, async (query) => {
      const result = await request(h, 'GET', `${path}?${query}`, { key });
      expect(result.status, `${path}?${query}`).toBeLessThan(500);
    }), { numRuns: 60, seed: SEED });
    expect(await storedSnapshot(h)).toBe(before);
  });

  it('GET /v1/conversations/{thread_id} with any thread id', async () => {
    await fc.assert(fc.asyncProperty(pathSegment, fc.constantFrom(KEYS.priya, KEYS.admin), async (id, key) => {
      const result = await request(h, 'GET', `/v1/conversations/${encodeURIComponent(id)}`, { key });
      expect(result.status).toBeLessThan(500);
      expect(result.status).not.toBe(200);
    }), { numRuns: 60, seed: SEED });
  });

  it('any Authorization header on any route is a 2xx, 401 or 403, never a 5xx', async () => {
    const header = fc.oneof(fc.string({ maxLength: 80 }), fc.string({ maxLength: 60 }).map((s) => `Bearer ${s}`));
    const path = fc.constantFrom('/v1/conversations', '/v1/tickets', '/v1/approvals', '/health', '/metrics');
    await fc.assert(fc.asyncProperty(header, path, async (value, route) => {
      // A header value must be a valid ByteString to be sent at all.
      if (/[^\t\x20-\x7E]/.test(value) || value.trim() !== value) return;
      const response = await h.http.request(route, { headers: { Authorization: value } });
      expect([200, 401, 403, 429]).toContain(response.status);
    }), { numRuns: 80, seed: SEED });
  });
});
