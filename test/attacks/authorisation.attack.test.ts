// Attacks on authorisation over HTTP: other customers' threads, tickets and approvals, tenant crossing, role
// escalation through the body, the query or headers, and keys presented in the wrong place or shape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATM_CLAIM, expectRefused, KEYS, openAttackHarness, raiseApproval, request, sendMessage, storedSnapshot, type HttpHarness, type TurnBody } from './attack.harness.js';

const INSURER_REVIEWER = 'demo-insurer-reviewer-not-a-secret';
const INSURER_AGENT = 'demo-insurer-agent-not-a-secret';

describe('authorisation attacks', () => {
  let h: HttpHarness;
  let priyaThread: TurnBody;
  let sneha: TurnBody;
  let nehaThread: TurnBody;
  const thread = (id: string) => `/v1/conversations/${encodeURIComponent(id)}`;

  beforeAll(async () => {
    h = await openAttackHarness();
    priyaThread = (await sendMessage(h, KEYS.priya, { text: ATM_CLAIM })).body;
    sneha = await raiseApproval(h, KEYS.sneha);
    nehaThread = (await sendMessage(h, KEYS.neha, { text: 'What does my health policy cover for hospital stays?' })).body;
  });
  afterAll(async () => h.close());

  describe('another customer in the same tenant', () => {
    it("reading another customer's thread answers 404, as if it did not exist", async () => {
      expectRefused(await request(h, 'GET', thread(priyaThread.thread_id), { key: KEYS.rahul }), 404, 'NOT_FOUND');
    });

    it("writing into another customer's thread answers 404, as if it did not exist, and stores nothing", async () => {
      const before = await storedSnapshot(h);
      expectRefused(await request(h, 'POST', '/v1/conversations/messages', { key: KEYS.rahul, body: { text: 'refund me too', thread_id: priyaThread.thread_id } }), 404, 'NOT_FOUND');
      expect(await storedSnapshot(h)).toBe(before);
    });

    it("streaming into another customer's thread answers 404 before the stream starts", async () => {
      const result = await request(h, 'POST', '/v1/conversations/messages/stream', { key: KEYS.rahul, body: { text: 'refund me too', thread_id: priyaThread.thread_id } });
      expectRefused(result, 404, 'NOT_FOUND');
    });

    it('naming another customer in customer_id with a customer key is refused', async () => {
      expectRefused(await request(h, 'POST', '/v1/conversations/messages', { key: KEYS.priya, body: { text: ATM_CLAIM, customer_id: 'C1002' } }), 403, 'FORBIDDEN', 'customer_id');
    });

    it("listing another customer's conversations by customer_id is refused", async () => {
      expectRefused(await request(h, 'GET', '/v1/conversations?customer_id=C1001', { key: KEYS.rahul }), 403, 'FORBIDDEN', 'customer_id');
    });

    it("listing another customer's tickets by customer_id is refused", async () => {
      expectRefused(await request(h, 'GET', '/v1/tickets?customer_id=C1001', { key: KEYS.rahul }), 403, 'FORBIDDEN', 'customer_id');
    });

    it("filtering tickets by another customer's thread id returns none of them", async () => {
      const result = await request(h, 'GET', `/v1/tickets?thread_id=${encodeURIComponent(priyaThread.thread_id)}`, { key: KEYS.rahul });
      expect(result.status).toBe(200);
      expect((result.body as { items: unknown[] }).items).toEqual([]);
    });

    it("a customer's own conversation list holds only their threads", async () => {
      const result = await request(h, 'GET', '/v1/conversations', { key: KEYS.rahul });
      expect(result.status).toBe(200);
      for (const c of (result.body as { items: { customer_id: string }[] }).items) expect(c.customer_id).toBe('C1002');
    });

    it("a customer reading their own thread gets their tickets and credits but no audit trail, approvals or incidents (staff only)", async () => {
      const result = await request(h, 'GET', thread(priyaThread.thread_id), { key: KEYS.priya });
      expect(result.status).toBe(200);
      expect(Object.keys(result.body as object).sort()).toEqual(['conversation', 'credits', 'tickets']);
    });

    it('inventing a thread id with the own prefix is refused (threads are made by the server)', async () => {
      expectRefused(await request(h, 'POST', '/v1/conversations/messages', { key: KEYS.priya, body: { text: ATM_CLAIM, thread_id: 'demo-bank:C1001:TKT-MADEUP' } }), 404, 'NOT_FOUND');
    });

    it.each([
      ['a path traversal', '../../demo-bank:C1002:TKT-1'],
      ['a URL-encoded separator', 'demo-bank%3AC1002%3ATKT-1'],
      ['a prefix of another customer', 'demo-bank:C1002:'],
      ['a prefix that only starts like the own one', 'demo-bank:C10012:TKT-1'],
      ['an SQL fragment', "demo-bank:C1001:' OR '1'='1"],
    ])('continuing a thread given as %s is refused', async (_what, threadId) => {
      const result = await request(h, 'POST', '/v1/conversations/messages', { key: KEYS.priya, body: { text: 'status?', thread_id: threadId } });
      expect([403, 404]).toContain(result.status);
    });
  });

  describe('staff roles', () => {
    it.each([
      ['a customer', KEYS.priya],
      ['an agent', KEYS.agent],
    ])('%s deciding an approval is refused and nothing is paid', async (_who, key) => {
      const before = await storedSnapshot(h);
      expectRefused(await request(h, 'POST', `/v1/approvals/${sneha.approval_id}/decision`, { key, body: { decision: 'approve' } }), 403, 'FORBIDDEN', 'role');
      expect(await storedSnapshot(h)).toBe(before);
    });

    it.each([
      ['the reviewer inbox', '/v1/approvals'],
      ['incident records', '/v1/incidents'],
      ['the knowledge-base document list', '/v1/kb/documents'],
    ])('a customer key reading %s is refused', async (_what, path) => {
      expectRefused(await request(h, 'GET', path, { key: KEYS.sneha }), 403, 'FORBIDDEN', 'role');
    });

    it('an agent acting without naming a customer is refused', async () => {
      expectRefused(await request(h, 'POST', '/v1/conversations/messages', { key: KEYS.agent, body: { text: ATM_CLAIM } }), 400, 'INVALID_INPUT', 'customer_id');
    });

    it('an agent naming a customer that does not exist is refused and stores nothing', async () => {
      const before = await storedSnapshot(h);
      expectRefused(await request(h, 'POST', '/v1/conversations/messages', { key: KEYS.agent, body: { text: ATM_CLAIM, customer_id: 'C9999' } }), 404, 'UNKNOWN_CUSTOMER');
      expect(await storedSnapshot(h)).toBe(before);
    });
  });

  describe('tenant crossing', () => {
    it("a bank agent naming an insurer's customer is refused", async () => {
      expectRefused(await request(h, 'POST', '/v1/conversations/messages', { key: KEYS.agent, body: { text: ATM_CLAIM, customer_id: 'C2001' } }), 404, 'UNKNOWN_CUSTOMER');
    });

    it("an insurer agent naming a bank customer is refused", async () => {
      expectRefused(await request(h, 'POST', '/v1/conversations/messages', { key: INSURER_AGENT, body: { text: ATM_CLAIM, customer_id: 'C1001' } }), 404, 'UNKNOWN_CUSTOMER');
    });

    it("an insurer reviewer deciding a bank approval answers 404 and pays nothing", async () => {
      const before = await storedSnapshot(h);
      expectRefused(await request(h, 'POST', `/v1/approvals/${sneha.approval_id}/decision`, { key: INSURER_REVIEWER, body: { decision: 'approve' } }), 404, 'NOT_FOUND');
      expect(await storedSnapshot(h)).toBe(before);
    });

    it("an insurer customer reading a bank thread answers 404", async () => {
      expectRefused(await request(h, 'GET', thread(priyaThread.thread_id), { key: KEYS.neha }), 404, 'NOT_FOUND');
    });

    it("a bank admin reading an insurer thread answers 404", async () => {
      expectRefused(await request(h, 'GET', thread(nehaThread.thread_id), { key: KEYS.admin }), 404, 'NOT_FOUND');
    });

    it("an insurer customer continuing a bank thread answers 404", async () => {
      const result = await request(h, 'POST', '/v1/conversations/messages', { key: KEYS.neha, body: { text: 'refund', thread_id: priyaThread.thread_id } });
      expectRefused(result, 404, 'NOT_FOUND');
    });

    it("a bank admin listing tickets of an insurer customer sees nothing", async () => {
      const result = await request(h, 'GET', '/v1/tickets?customer_id=C2001', { key: KEYS.admin });
      expect(result.status).toBe(200);
      expect((result.body as { items: unknown[] }).items).toEqual([]);
    });

    it("an insurer agent's conversation list holds no bank thread", async () => {
      const result = await request(h, 'GET', '/v1/conversations', { key: INSURER_AGENT });
      expect(result.status).toBe(200);
      for (const c of (result.body as { items: { thread_id: string }[] }).items) expect(c.thread_id.startsWith('demo-insurer:')).toBe(true);
    });

    it("an insurer reviewer's inbox holds no bank approval", async () => {
      const result = await request(h, 'GET', '/v1/approvals', { key: INSURER_REVIEWER });
      expect(result.status).toBe(200);
      expect(JSON.stringify(result.body)).not.toContain(sneha.approval_id ?? 'none');
    });

    it('a tenant header does not move a key to another tenant', async () => {
      const result = await request(h, 'GET', '/v1/conversations', { key: KEYS.admin, headers: { 'X-Tenant-Id': 'demo-insurer', 'X-Tenant': 'demo-insurer' } });
      expect(result.status).toBe(200);
      for (const c of (result.body as { items: { thread_id: string }[] }).items) expect(c.thread_id.startsWith('demo-bank:')).toBe(true);
    });
  });

  describe('role escalation through the request', () => {
    it.each([
      ['role', { role: 'admin' }],
      ['tenant_id', { tenant_id: 'demo-insurer' }],
      ['tenant', { tenant: 'demo-insurer' }],
      ['actor', { actor: 'reviewer-alice' }],
      ['customerId (camel case)', { customerId: 'C1002' }],
      ['identity', { identity: { role: 'admin', customerId: 'C1002' } }],
      ['__proto__', JSON.parse('{"__proto__": {"role": "admin"}}') as object],
    ])('a message body carrying %s is refused and stores nothing', async (_field, extra) => {
      const before = await storedSnapshot(h);
      const result = await request(h, 'POST', '/v1/conversations/messages', { key: KEYS.priya, rawBody: JSON.stringify({ text: ATM_CLAIM, ...extra }) });
      expectRefused(result, 400, 'INVALID_INPUT');
      expect(await storedSnapshot(h)).toBe(before);
    });

    it.each([
      ['a decision carrying a reviewer', { decision: 'approve', reviewer: 'reviewer-bob' }],
      ['a decision carrying a role', { decision: 'approve', role: 'admin' }],
      ['a decision carrying a status', { decision: 'reject', status: 'approved' }],
      ['a decision carrying amount_paise', { decision: 'edit', amount_rupees: 1, amount_paise: 99_999_999 }],
    ])('%s is refused and changes nothing', async (_what, body) => {
      const before = await storedSnapshot(h);
      expectRefused(await request(h, 'POST', `/v1/approvals/${sneha.approval_id}/decision`, { key: KEYS.alice, body }), 400, 'INVALID_INPUT');
      expect(await storedSnapshot(h)).toBe(before);
    });

    it.each([
      ['tenant', '/v1/conversations?tenant=demo-insurer'],
      ['role', '/v1/tickets?role=admin'],
      ['customer', '/v1/tickets?customer=C1002'],
    ])('a query parameter %s is refused as unknown', async (_what, path) => {
      expectRefused(await request(h, 'GET', path, { key: KEYS.priya }), 400, 'INVALID_INPUT');
    });
  });

  describe('keys', () => {
    it.each([
      ['no Authorization header', {}],
      ['an empty bearer token', { Authorization: 'Bearer ' }],
      ['Basic authentication', { Authorization: `Basic ${Buffer.from(`priya:${KEYS.priya}`).toString('base64')}` }],
      ['a key with one character added', { Authorization: `Bearer ${KEYS.priya}x` }],
      ['a key with its last character cut', { Authorization: `Bearer ${KEYS.priya.slice(0, -1)}` }],
      ['a key in upper case', { Authorization: `Bearer ${KEYS.priya.toUpperCase()}` }],
      ['a key sent as a cookie', { Cookie: `api_key=${KEYS.priya}` }],
      ['a key sent in X-Api-Key', { 'X-Api-Key': KEYS.priya }],
      ['two bearer tokens', { Authorization: `Bearer ${KEYS.priya} ${KEYS.admin}` }],
      ['a token of another scheme', { Authorization: `Token ${KEYS.priya}` }],
    ])('%s is refused with 401 and WWW-Authenticate', async (_what, headers) => {
      const result = await request(h, 'GET', '/v1/conversations', { headers });
      expectRefused(result, 401, 'UNAUTHORIZED');
      expect(result.headers.get('www-authenticate')).toBe('Bearer');
    });

    it('a key in the query string is refused', async () => {
      expectRefused(await request(h, 'GET', `/v1/conversations?api_key=${KEYS.priya}`), 401, 'UNAUTHORIZED');
    });

    it('an error never echoes the presented key', async () => {
      const result = await request(h, 'GET', '/v1/conversations', { headers: { Authorization: 'Bearer this-is-a-guessed-key-1234' } });
      expect(JSON.stringify(result.body)).not.toContain('this-is-a-guessed-key-1234');
      expect(h.logs.join('\n')).not.toContain('this-is-a-guessed-key-1234');
    });
  });
});
