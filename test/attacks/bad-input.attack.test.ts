// Attacks with bad input on every route's body and query: wrong types, sizes, unicode, control characters, malformed
// JSON. Each is a 4xx naming the field (never a 5xx), and a rejected request stores nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE } from '../../src/interfaces/http/pagination.js';
import { ATM_CLAIM, expectRefused, KEYS, openAttackHarness, request, sendMessage, storedSnapshot, type ErrorBody, type HttpHarness } from './attack.harness.js';

describe('bad input attacks', () => {
  let h: HttpHarness;
  beforeAll(async () => {
    h = await openAttackHarness();
  });
  afterAll(async () => h.close());

  /** Sends a raw body to a POST route and checks the refusal stored nothing. */
  const refusedPost = async (path: string, key: string, rawBody: string, status: number, field?: string) => {
    const before = await storedSnapshot(h);
    const result = await request(h, 'POST', path, { key, rawBody });
    expectRefused(result, status, undefined, field);
    expect(await storedSnapshot(h)).toBe(before);
    return result;
  };

  describe.each([
    ['POST /v1/conversations/messages', '/v1/conversations/messages'],
    ['POST /v1/conversations/messages/stream', '/v1/conversations/messages/stream'],
  ])('%s body', (_route, path) => {
    it.each([
      ['text missing', '{}', 'text'],
      ['text as a number', '{"text": 42}', 'text'],
      ['text as null', '{"text": null}', 'text'],
      ['text as an array', '{"text": ["ATM", "took", "5000"]}', 'text'],
      ['text as an object', '{"text": {"value": "ATM took 5000"}}', 'text'],
      ['text as a boolean', '{"text": true}', 'text'],
      ['thread_id as a number', `{"text": "hi", "thread_id": 7}`, 'thread_id'],
      ['thread_id empty', `{"text": "hi", "thread_id": ""}`, 'thread_id'],
      ['an unknown field', `{"text": "hi", "urgent": true}`, 'urgent'],
      ['a JSON array as the body', '["hi"]', undefined],
      ['a JSON string as the body', '"hi"', undefined],
      ['a JSON number as the body', '5000', undefined],
      ['JSON null as the body', 'null', undefined],
      ['malformed JSON', '{"text": "hi"', 'body'],
      ['JSON with a trailing comma', '{"text": "hi",}', 'body'],
      ['single-quoted JSON', "{'text': 'hi'}", 'body'],
      ['an empty body', '', 'body'],
      ['a body of spaces', '   ', 'body'],
      ['a body of 10,000 nested arrays', `${'['.repeat(10_000)}${']'.repeat(10_000)}`, undefined],
    ])('%s is a 400', async (_what, rawBody, field) => {
      await refusedPost(path, KEYS.priya, rawBody, 400, field);
    });

    it.each([
      ['empty text', ''],
      ['spaces and newlines only', ' \n\t \r\n '],
      ['three NUL characters', '\u0000\u0000\u0000'],
      ['terminal escape sequences only', '\u001B[2J\u001B[H\u001B]0;x\u0007'],
      ['bidi overrides and zero-width spaces only', '\u202E\u2066\u200B\u2069\u202C'],
      ['a byte-order mark only', '\uFEFF'],
    ])('a message of %s is an empty-message error and opens no ticket', async (_what, text) => {
      const result = await refusedPost(path, KEYS.priya, JSON.stringify({ text }), 400, 'text');
      expect((result.body as ErrorBody).error.code).toBe('MESSAGE_EMPTY');
    });

    it('a message of 8,001 characters is refused as too long', async () => {
      const result = await refusedPost(path, KEYS.priya, JSON.stringify({ text: 'a'.repeat(8_001) }), 413, 'text');
      expect((result.body as ErrorBody).error.code).toBe('MESSAGE_TOO_LONG');
    });

    it('a body over 64 KB is refused before it is read', async () => {
      const result = await refusedPost(path, KEYS.priya, JSON.stringify({ text: 'a'.repeat(70_000) }), 413);
      expect((result.body as ErrorBody).error.code).toBe('PAYLOAD_TOO_LARGE');
    });
  });

  describe('messages that are accepted after cleaning', () => {
    it('control, escape and bidi characters are removed before anything is stored', async () => {
      const { status, body } = await sendMessage(h, KEYS.rahul, { text: '\u001B[31mWhat\u0000 is the \u202Eannual fee\u202C waiver rule?\u0007' });
      expect(status).toBe(200);
      const stored = JSON.stringify([await h.app.store.listAudit('demo-bank', { threadId: body.thread_id }), await h.app.store.listTickets('demo-bank', { threadId: body.thread_id })]);
      expect(stored).not.toMatch(/\\u001b|\\u0000|\\u202e|\\u0007/i);
    });

    it.each([
      ['Hindi', 'मेरे खाते से 5,000 कट गए लेकिन एटीएम से पैसे नहीं निकले'],
      ['Tamil', 'ஏடிஎம் பணம் வரவில்லை ஆனால் கணக்கில் கழிக்கப்பட்டது'],
      ['emoji', 'ATM took my money 😡😡 no cash came out 🏧'],
      ['combining marks', 'Z̶a̷l̴g̵o̸ ATM ate my card'],
      ['right-to-left Arabic script', 'الصراف الآلي أخذ أموالي'],
      ['a surrogate pair at the end', 'ATM problem 𝕏'],
    ])('a message in %s is answered, never a 5xx', async (_what, text) => {
      const { status } = await sendMessage(h, KEYS.rahul, { text });
      expect(status).toBe(200);
    });
  });

  describe('POST /v1/approvals/{id}/decision body', () => {
    it.each([
      ['an empty object', '{}', 'decision'],
      ['malformed JSON', '{"decision":', 'body'],
      ['a note as a number', '{"decision":"reject","note":5}', 'note'],
      ['amount_rupees as text', '{"decision":"edit","amount_rupees":"100"}', 'amount_rupees'],
      ['an array body', '[{"decision":"approve"}]', undefined],
    ])('%s is a 400 on an approval that does not exist, before it is looked up', async (_what, rawBody, field) => {
      await refusedPost('/v1/approvals/APR-NONE/decision', KEYS.alice, rawBody, 400, field);
    });
  });

  describe.each([
    ['/v1/conversations', KEYS.agent],
    ['/v1/approvals', KEYS.alice],
    ['/v1/tickets', KEYS.agent],
    ['/v1/incidents', KEYS.agent],
    ['/v1/kb/documents', KEYS.agent],
  ])('GET %s query', (path, key) => {
    it.each([
      ['limit=0', 'limit=0', 'limit'],
      [`limit above ${MAX_PAGE_SIZE}`, `limit=${MAX_PAGE_SIZE + 1}`, 'limit'],
      ['a negative limit', 'limit=-5', 'limit'],
      ['a fractional limit', 'limit=2.5', 'limit'],
      ['a limit that is not a number', 'limit=ten', 'limit'],
      ['a cursor that is not base64 JSON', 'cursor=%%%', 'cursor'],
      ['a cursor of the wrong shape', `cursor=${Buffer.from('{"a":1}').toString('base64url')}`, 'cursor'],
      ['a cursor of 600 characters', `cursor=${'A'.repeat(600)}`, 'cursor'],
      ['an unknown parameter', 'sort=desc', 'sort'],
    ])('%s is a 400 naming the field', async (_what, query, field) => {
      expectRefused(await request(h, 'GET', `${path}?${query}`, { key }), 400, 'INVALID_INPUT', field);
    });
  });

  describe.each([
    ['/v1/conversations', 'status', KEYS.agent],
    ['/v1/approvals', 'status', KEYS.alice],
    ['/v1/tickets', 'status', KEYS.agent],
    ['/v1/tickets', 'kind', KEYS.agent],
  ])('GET %s ?%s=', (path, field, key) => {
    it.each([
      ['an unknown value', 'bogus'],
      ['upper case', 'OPEN'],
      ['an SQL fragment', "open' OR '1'='1"],
      ['an empty value', ''],
    ])('%s is a 400', async (_what, value) => {
      expectRefused(await request(h, 'GET', `${path}?${field}=${encodeURIComponent(value)}`, { key }), 400, 'INVALID_INPUT', field);
    });
  });

  describe('GET /v1/kb/search query', () => {
    it.each([
      ['no q', '', 'q'],
      ['an empty q', 'q=', 'q'],
      ['a q of spaces', 'q=%20%20%20', 'q'],
      ['a q of 501 characters', `q=${'a'.repeat(501)}`, 'q'],
      ['limit=0', 'q=atm&limit=0', 'limit'],
      ['limit=21', 'q=atm&limit=21', 'limit'],
      ['an unknown parameter', 'q=atm&role=admin', 'role'],
    ])('%s is a 400 naming the field', async (_what, query, field) => {
      expectRefused(await request(h, 'GET', `/v1/kb/search?${query}`, { key: KEYS.priya }), 400, 'INVALID_INPUT', field);
    });

    it.each([
      ['full-text operators', 'ATM AND OR NOT NEAR(refund, 5) *'],
      ['unbalanced quotes', '"ATM refund'],
      ['an SQL fragment', "'; DROP TABLE chunks; --"],
      ['only punctuation', '()*":^-+'],
      ['control characters', 'ATM\u0000\u001B[31m refund'],
      ['Hindi', 'एटीएम से पैसे नहीं निकले'],
      ['emoji only', '🏧💸'],
    ])('a search of %s answers 200, never a 5xx', async (_what, q) => {
      const result = await request(h, 'GET', `/v1/kb/search?q=${encodeURIComponent(q)}`, { key: KEYS.priya });
      expect(result.status).toBe(200);
      expect(Array.isArray((result.body as { items: unknown[] }).items)).toBe(true);
    });
  });

  describe('paths and methods', () => {
    it.each([
      ['a thread id of 5,000 characters', `/v1/conversations/${'x'.repeat(5_000)}`],
      ['a thread id with encoded NUL', '/v1/conversations/%00'],
      ['a thread id with an invalid percent-escape', '/v1/conversations/%E0%A4%A'],
    ])('reading %s answers 404, never a 5xx', async (_what, path) => {
      const result = await request(h, 'GET', path, { key: KEYS.priya });
      expect(result.status).toBeGreaterThanOrEqual(400);
      expect(result.status).toBeLessThan(500);
    });

    it.each([
      ['PUT', '/v1/conversations/messages'],
      ['DELETE', '/v1/approvals'],
      ['PATCH', '/v1/tickets'],
      ['GET', '/v1/conversations/messages/stream'],
    ])('%s %s is a 404 with the error shape', async (method, path) => {
      const result = await request(h, method, path, { key: KEYS.priya });
      expect([404, 405]).toContain(result.status);
      expect((result.body as ErrorBody).error.code).toBeDefined();
    });

    it('a message with a JSON body sent as text/plain is still read as JSON (one parser, one rule)', async () => {
      const result = await request(h, 'POST', '/v1/conversations/messages', { key: KEYS.rahul, rawBody: JSON.stringify({ text: 'What is the annual fee?' }), headers: { 'Content-Type': 'text/plain' } });
      expect(result.status).toBe(200);
    });

    it('an agent-assisted message still stores the cleaned text only', async () => {
      const { status, body } = await sendMessage(h, KEYS.agent, { text: `${ATM_CLAIM}\u0000\u202E`, customer_id: 'C1001' });
      expect(status).toBe(200);
      const audit = JSON.stringify(await h.app.store.listAudit('demo-bank', { threadId: body.thread_id }));
      expect(audit).not.toMatch(/\\u0000|\\u202e/i);
    });
  });
});
