// HTTP API in-process (Hono app.request): identity from the key only, role checks, approvals, errors, SSE, health, metrics.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ATM_CLAIM, KEYS, NOW, openHttpHarness, parseSse, UNAUTHORISED_CLAIM, type HttpHarness } from './http.harness.js';

interface TurnBody {
  thread_id: string; intent: string | null; claim_type: string | null; outcome: string; amount: number; amount_paise: number;
  actions: string[]; reply: string; path: string[]; waiting_for: string | null; approval_id: string | null;
}
interface ErrorBody { error: { code: string; message: string; field?: string; hint?: string } }

describe('HTTP API', () => {
  let h: HttpHarness;
  beforeEach(async () => {
    h = await openHttpHarness();
  });
  afterEach(async () => h.close());

  const send = async (key: string, body: unknown) => {
    const response = await h.call('POST', '/v1/conversations/messages', { key, body });
    return { status: response.status, body: (await response.json()) as TurnBody & ErrorBody };
  };

  describe('conversations', () => {
    it('runs a customer claim and returns the turn with rupees and exact paise', async () => {
      const { status, body } = await send(KEYS.priya, { text: ATM_CLAIM });
      expect(status).toBe(200);
      expect(body).toMatchObject({
        intent: 'complaint', claim_type: 'failed_atm_withdrawal', outcome: 'resolved', amount: 5100, amount_paise: 510_000,
        waiting_for: null, approval_id: null,
      });
      expect(body.thread_id).toMatch(/^demo-bank:C1001:TKT-/);
      expect(body.actions).toEqual(expect.arrayContaining(['refund', 'ticket', 'incident']));
      expect(body.path[0]).toBe('intake');
      expect(body.path.at(-1)).toBe('respond');
      expect(body.reply).toContain('5,100.00');
      const ledger = await h.app.store.listLedger('demo-bank', { customerId: 'C1001' });
      expect(ledger.reduce((sum, e) => sum + e.amount, 0)).toBe(510_000);
    });

    it('takes the customer from the key: a customer key cannot name another customer', async () => {
      const { status, body } = await send(KEYS.priya, { text: ATM_CLAIM, customer_id: 'C1002' });
      expect(status).toBe(403);
      expect(body.error).toMatchObject({ code: 'FORBIDDEN', field: 'customer_id' });
      expect(await h.app.store.listConversations('demo-bank', {})).toEqual([]);
    });

    it("answers a customer's message on another customer's thread exactly like a missing thread (404), naming no one", async () => {
      const first = await send(KEYS.priya, { text: ATM_CLAIM });
      const { status, body } = await send(KEYS.rahul, { text: 'any update on this?', thread_id: first.body.thread_id });
      expect(status).toBe(404);
      expect(body.error.code).toBe('NOT_FOUND');
      expect(body.error.message).toBe(`no conversation ${first.body.thread_id}`);
      const missing = await send(KEYS.rahul, { text: 'any update on this?', thread_id: 'demo-bank:C1002:TKT-NONE' });
      expect(missing.status).toBe(404);
      expect({ ...missing.body.error, message: '' }).toEqual({ ...body.error, message: '' });
    });

    it("hides another customer's conversation (404) but shows the customer their own, without the audit trail", async () => {
      const { body: turn } = await send(KEYS.priya, { text: ATM_CLAIM });
      const path = `/v1/conversations/${encodeURIComponent(turn.thread_id)}`;
      const other = await h.call('GET', path, { key: KEYS.rahul });
      expect(other.status).toBe(404);
      expect(((await other.json()) as ErrorBody).error.code).toBe('NOT_FOUND');
      const otherTenant = await h.call('GET', path, { key: KEYS.neha });
      expect(otherTenant.status).toBe(404);

      const own = await h.call('GET', path, { key: KEYS.priya });
      expect(own.status).toBe(200);
      const detail = (await own.json()) as Record<string, unknown> & { conversation: { thread_id: string; customer_id: string }; tickets: unknown[] };
      expect(detail.conversation).toMatchObject({ thread_id: turn.thread_id, customer_id: 'C1001', status: 'closed' });
      expect(detail.tickets.length).toBeGreaterThan(0);
      expect(detail).not.toHaveProperty('audit');
      expect(detail).not.toHaveProperty('incidents');
    });

    it('gives staff the audit trail of a conversation, with the path of each turn', async () => {
      const { body: turn } = await send(KEYS.priya, { text: ATM_CLAIM });
      const response = await h.call('GET', `/v1/conversations/${turn.thread_id}`, { key: KEYS.agent });
      expect(response.status).toBe(200);
      const detail = (await response.json()) as { audit: { event: string; actor: string; details: { path: string[] } }[]; incidents: unknown[] };
      const turns = detail.audit.filter((a) => a.event === 'turn');
      expect(turns).toHaveLength(1);
      expect(turns[0]).toMatchObject({ actor: 'priya-app', details: { path: turn.path } });
      expect(detail.incidents).toHaveLength(1);
    });

    it('lists only the customer\'s own conversations for a customer key, and all of them for staff', async () => {
      await send(KEYS.priya, { text: ATM_CLAIM });
      await send(KEYS.sneha, { text: UNAUTHORISED_CLAIM });
      const own = (await (await h.call('GET', '/v1/conversations', { key: KEYS.priya })).json()) as { items: { customer_id: string }[] };
      expect(own.items.map((c) => c.customer_id)).toEqual(['C1001']);
      const sneaky = await h.call('GET', '/v1/conversations?customer_id=C1005', { key: KEYS.priya });
      expect(sneaky.status).toBe(403);
      const all = (await (await h.call('GET', '/v1/conversations', { key: KEYS.agent })).json()) as { items: { customer_id: string }[] };
      expect(all.items.map((c) => c.customer_id).sort()).toEqual(['C1001', 'C1005']);
      const waiting = (await (await h.call('GET', '/v1/conversations?status=waiting_review', { key: KEYS.agent })).json()) as { items: { customer_id: string }[] };
      expect(waiting.items.map((c) => c.customer_id)).toEqual(['C1005']);
    });

    it('lets an agent run an agent-assisted conversation for a named customer, and requires the name', async () => {
      const { status, body } = await send(KEYS.agent, { text: ATM_CLAIM, customer_id: 'C1001' });
      expect(status).toBe(200);
      expect(body).toMatchObject({ outcome: 'resolved', amount_paise: 510_000 });
      expect(body.thread_id).toMatch(/^demo-bank:C1001:/);
      const audit = await h.app.store.listAudit('demo-bank', { threadId: body.thread_id });
      expect(audit.filter((a) => a.event === 'turn')).toEqual([expect.objectContaining({ actor: 'agent-meera', actorRole: 'agent' })]);

      const missing = await send(KEYS.agent, { text: ATM_CLAIM });
      expect(missing.status).toBe(400);
      expect(missing.body.error).toMatchObject({ code: 'INVALID_INPUT', field: 'customer_id' });
      const unknown = await send(KEYS.agent, { text: ATM_CLAIM, customer_id: 'C9999' });
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.code).toBe('UNKNOWN_CUSTOMER');
    });
  });

  describe('approvals', () => {
    const needsApproval = async () => {
      const { status, body } = await send(KEYS.sneha, { text: UNAUTHORISED_CLAIM });
      expect(status).toBe(200);
      expect(body).toMatchObject({ outcome: 'needs_approval', waiting_for: 'review', amount_paise: 1_200_000 });
      expect(body.approval_id).toMatch(/^APR-/);
      return body;
    };
    const decide = (key: string, approvalId: string, body: unknown) => h.call('POST', `/v1/approvals/${approvalId}/decision`, { key, body });

    it('lets a reviewer approve a needs_approval claim; money moves once; a second decision is a 409', async () => {
      const turn = await needsApproval();
      expect(await h.app.store.listLedger('demo-bank', { customerId: 'C1005' })).toEqual([]);
      const inbox = (await (await h.call('GET', '/v1/approvals?status=pending', { key: KEYS.alice })).json()) as { items: { id: string; amount: number; status: string }[] };
      expect(inbox.items).toEqual([expect.objectContaining({ id: turn.approval_id, amount: 12_000, status: 'pending' })]);

      const approved = await decide(KEYS.alice, turn.approval_id ?? '', { decision: 'approve', note: 'card details stolen, reported in time' });
      expect(approved.status).toBe(200);
      const result = (await approved.json()) as { approval: { status: string; decisions: { reviewer: string; note: string }[] }; turn: TurnBody };
      expect(result.approval.status).toBe('used');
      expect(result.approval.decisions).toEqual([expect.objectContaining({ reviewer: 'reviewer-alice', note: 'card details stolen, reported in time' })]);
      expect(result.turn).toMatchObject({ outcome: 'resolved', amount_paise: 1_200_000, thread_id: turn.thread_id });
      const paid = await h.app.store.listLedger('demo-bank', { customerId: 'C1005' });
      expect(paid.reduce((sum, e) => sum + e.amount, 0)).toBe(1_200_000);

      const again = await decide(KEYS.bob, turn.approval_id ?? '', { decision: 'approve' });
      expect(again.status).toBe(409);
      expect(((await again.json()) as ErrorBody).error.code).toBe('CONFLICT');
      expect(await h.app.store.listLedger('demo-bank', { customerId: 'C1005' })).toEqual(paid);
      const empty = (await (await h.call('GET', '/v1/approvals?status=pending', { key: KEYS.alice })).json()) as { items: unknown[] };
      expect(empty.items).toEqual([]);
    });

    it('answers 409 ALREADY_RESUMED to a resume of an approval whose claim has paid, and pays nothing again', async () => {
      const turn = await needsApproval();
      expect((await decide(KEYS.alice, turn.approval_id ?? '', { decision: 'approve' })).status).toBe(200);
      const paid = await h.app.store.listLedger('demo-bank', { customerId: 'C1005' });
      const resumed = await h.call('POST', `/v1/approvals/${turn.approval_id ?? ''}/resume`, { key: KEYS.bob });
      expect(resumed.status).toBe(409);
      expect(((await resumed.json()) as ErrorBody).error).toMatchObject({ code: 'ALREADY_RESUMED', field: 'approvalId' });
      expect(await h.app.store.listLedger('demo-bank', { customerId: 'C1005' })).toEqual(paid);
    });

    it('refuses decisions from customer and agent keys (403) and moves no money', async () => {
      const turn = await needsApproval();
      for (const key of [KEYS.sneha, KEYS.priya, KEYS.agent]) {
        const response = await decide(key, turn.approval_id ?? '', { decision: 'approve' });
        expect(response.status).toBe(403);
        expect(((await response.json()) as ErrorBody).error).toMatchObject({ code: 'FORBIDDEN', field: 'role' });
      }
      expect((await h.call('GET', '/v1/approvals', { key: KEYS.sneha })).status).toBe(403);
      expect(await h.app.store.listLedger('demo-bank', {})).toEqual([]);
      expect((await h.app.store.getApproval('demo-bank', turn.approval_id ?? ''))?.status).toBe('pending');
    });

    it('pays an edited amount given in rupees, and validates the edit', async () => {
      const turn = await needsApproval();
      const missing = await decide(KEYS.alice, turn.approval_id ?? '', { decision: 'edit' });
      expect(missing.status).toBe(400);
      expect(((await missing.json()) as ErrorBody).error.field).toBe('amount_rupees');
      const tooMuch = await decide(KEYS.alice, turn.approval_id ?? '', { decision: 'edit', amount_rupees: 12_000.01 });
      expect(tooMuch.status).toBe(400);
      const edited = await decide(KEYS.alice, turn.approval_id ?? '', { decision: 'edit', amount_rupees: 10_000.5 });
      expect(edited.status).toBe(200);
      expect(((await edited.json()) as { turn: TurnBody }).turn.amount_paise).toBe(1_000_050);
      const ledger = await h.app.store.listLedger('demo-bank', { customerId: 'C1005' });
      expect(ledger.reduce((sum, e) => sum + e.amount, 0)).toBe(1_000_050);
    });

    it('answers 404 for an approval of another tenant or none at all', async () => {
      const turn = await needsApproval();
      const response = await h.call('POST', `/v1/approvals/${turn.approval_id ?? ''}/decision`, { key: 'demo-insurer-reviewer-not-a-secret', body: { decision: 'approve' } });
      expect(response.status).toBe(404);
      expect((await decide(KEYS.alice, 'APR-NOPE', { decision: 'reject' })).status).toBe(404);
      expect(await h.app.store.listLedger('demo-bank', {})).toEqual([]);
    });
  });

  describe('authentication and input errors', () => {
    it('answers 401 for a missing, malformed or unknown key', async () => {
      const variants: Record<string, string>[] = [{}, { Authorization: 'Basic abc' }, { Authorization: 'Bearer not-a-real-key-at-all' }, { Authorization: `Bearer ${KEYS.priya}x` }];
      for (const headers of variants) {
        const response = await h.http.request('/v1/tickets', { headers });
        expect(response.status).toBe(401);
        expect(response.headers.get('WWW-Authenticate')).toBe('Bearer');
        expect(((await response.json()) as ErrorBody).error.code).toBe('UNAUTHORIZED');
      }
    });

    it('answers 400 naming `text` for an empty message', async () => {
      const { status, body } = await send(KEYS.priya, { text: '   ' });
      expect(status).toBe(400);
      expect(body.error).toMatchObject({ code: 'MESSAGE_EMPTY', field: 'text' });
      const missing = await send(KEYS.priya, {});
      expect(missing.status).toBe(400);
      expect(missing.body.error.field).toBe('text');
    });

    it('answers 413 for a message of 9,000 characters and for a body over 64 KB', async () => {
      const long = await send(KEYS.priya, { text: 'a'.repeat(9_000) });
      expect(long.status).toBe(413);
      expect(long.body.error).toMatchObject({ code: 'MESSAGE_TOO_LONG', field: 'text' });
      const huge = await h.call('POST', '/v1/conversations/messages', { key: KEYS.priya, rawBody: JSON.stringify({ text: 'hi', pad: 'x'.repeat(70_000) }) });
      expect(huge.status).toBe(413);
      expect(((await huge.json()) as ErrorBody).error.code).toBe('PAYLOAD_TOO_LARGE');
      expect(await h.app.store.listConversations('demo-bank', {})).toEqual([]);
    });

    it('refuses a 50 KB thread_id, customer_id or path id with 400 naming the field, without echoing the id back', async () => {
      const long = `demo-bank:C1001:${'x'.repeat(50_000)}`;
      const asJson = await send(KEYS.priya, { text: 'any update?', thread_id: long });
      expect(asJson.status).toBe(400);
      expect(asJson.body.error).toMatchObject({ code: 'INVALID_INPUT', field: 'thread_id' });
      expect(asJson.body.error.message.length).toBeLessThan(200);
      const form = new FormData();
      form.set('text', 'any update?');
      form.set('thread_id', long);
      const asForm = await h.http.request('/v1/conversations/messages', { method: 'POST', headers: { Authorization: `Bearer ${KEYS.priya}` }, body: form });
      expect(asForm.status).toBe(400);
      expect(((await asForm.json()) as ErrorBody).error).toMatchObject({ code: 'INVALID_INPUT', field: 'thread_id' });
      const staff = await send(KEYS.agent, { text: 'any update?', customer_id: 'C'.repeat(101) });
      expect(staff.body.error).toMatchObject({ code: 'INVALID_INPUT', field: 'customer_id' });
      const id = 'APR-'.padEnd(5_000, '9');
      for (const [method, path] of [['GET', `/v1/approvals/${id}`], ['POST', `/v1/approvals/${id}/resume`], ['GET', `/v1/conversations/${id}`], ['POST', `/v1/tickets/${id}/status`]] as const) {
        const response = await h.call(method, path, { key: KEYS.admin, ...(method === 'POST' ? { body: { status: 'closed' } } : {}) });
        expect(response.status, path.slice(0, 30)).toBe(400);
        const error = ((await response.json()) as ErrorBody).error;
        expect(error.field).toMatch(/^(id|thread_id)$/);
        expect(error.message).not.toContain(id);
      }
      expect(await h.app.store.listConversations('demo-bank', {})).toEqual([]);
    });

    it('answers 400 naming the body for malformed JSON, and names an unknown field', async () => {
      const response = await h.call('POST', '/v1/conversations/messages', { key: KEYS.priya, rawBody: '{"text": "ATM took my money"' });
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).error).toMatchObject({ code: 'INVALID_INPUT', field: 'body' });
      const extra = await send(KEYS.priya, { text: ATM_CLAIM, tenant: 'demo-insurer' });
      expect(extra.status).toBe(400);
      expect(extra.body.error.field).toBe('tenant');
    });

    it('answers 404 with the error shape for an unknown route', async () => {
      const response = await h.call('GET', '/v1/nothing-here', { key: KEYS.priya });
      expect(response.status).toBe(404);
      expect(((await response.json()) as ErrorBody).error.code).toBe('ROUTE_NOT_FOUND');
    });

    it('hides the cause of an internal failure and never leaks a stack trace or a key', async () => {
      await h.app.store.close();
      const response = await h.call('GET', '/v1/tickets', { key: KEYS.agent });
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({ error: { code: 'INTERNAL', message: 'internal error', hint: expect.any(String) } });
      expect(text).not.toMatch(/at .*\.(ts|js)|sqlite|database/i);
      expect((await h.call('GET', '/health')).status).toBe(503);
      const logged = h.logs.join('\n');
      for (const key of Object.values(KEYS)) expect(logged).not.toContain(key);
    });
  });

  describe('records and knowledge base', () => {
    it("shows customers only their own tickets and keeps incidents for staff", async () => {
      await send(KEYS.priya, { text: ATM_CLAIM });
      await send(KEYS.sneha, { text: UNAUTHORISED_CLAIM });
      const own = (await (await h.call('GET', '/v1/tickets', { key: KEYS.priya })).json()) as { items: { customer_id: string }[] };
      expect(own.items.length).toBeGreaterThan(0);
      expect(new Set(own.items.map((t) => t.customer_id))).toEqual(new Set(['C1001']));
      expect((await h.call('GET', '/v1/tickets?customer_id=C1005', { key: KEYS.priya })).status).toBe(403);
      const staff = (await (await h.call('GET', '/v1/tickets', { key: KEYS.agent })).json()) as { items: { customer_id: string; external_key?: string | null }[] };
      expect(new Set(staff.items.map((t) => t.customer_id))).toEqual(new Set(['C1001', 'C1005']));
      // The Jira key is for staff: null until the outbox syncs the ticket, and absent from a customer's view.
      expect(staff.items.every((t) => t.external_key === null)).toBe(true);
      expect(own.items.every((t) => !('external_key' in t))).toBe(true);

      expect((await h.call('GET', '/v1/incidents', { key: KEYS.priya })).status).toBe(403);
      const incidents = (await (await h.call('GET', '/v1/incidents?customer_id=C1001', { key: KEYS.admin })).json()) as { items: { claim_type: string; amount_paise: number }[] };
      expect(incidents.items).toEqual([expect.objectContaining({ claim_type: 'failed_atm_withdrawal', amount_paise: 510_000 })]);
    });

    it("searches the caller's tenant knowledge base, and lists documents for staff only", async () => {
      const response = await h.call('GET', `/v1/kb/search?q=${encodeURIComponent('ATM cash not dispensed compensation')}&limit=3`, { key: KEYS.priya });
      expect(response.status).toBe(200);
      const passages = (await response.json()) as { items: { doc_id: string; section: string }[] };
      expect(passages.items.length).toBeGreaterThan(0);
      expect(passages.items.length).toBeLessThanOrEqual(3);
      expect(passages.items[0]?.doc_id).toBe('failed-transactions');
      const insurer = (await (await h.call('GET', '/v1/kb/search?q=free%20look%20period', { key: KEYS.neha })).json()) as { items: { doc_id: string }[] };
      expect(insurer.items[0]?.doc_id).toBe('free-look-and-cancellation');

      const noQuery = await h.call('GET', '/v1/kb/search', { key: KEYS.priya });
      expect(noQuery.status).toBe(400);
      expect(((await noQuery.json()) as ErrorBody).error.field).toBe('q');

      expect((await h.call('GET', '/v1/kb/documents', { key: KEYS.priya })).status).toBe(403);
      const docs = (await (await h.call('GET', '/v1/kb/documents', { key: KEYS.agent })).json()) as { items: { doc_id: string }[] };
      expect(docs.items.map((d) => d.doc_id)).toEqual(expect.arrayContaining(['failed-transactions', 'unauthorised-transactions', 'cards']));
    });
  });

  describe('streaming', () => {
    it('emits one event per graph node as it finishes, then the turn', async () => {
      const response = await h.call('POST', '/v1/conversations/messages/stream', { key: KEYS.priya, body: { text: ATM_CLAIM } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/event-stream');
      const events = parseSse(await response.text());
      const last = events.at(-1);
      expect(last?.event).toBe('turn');
      const turn = last?.data as TurnBody;
      expect(turn).toMatchObject({ outcome: 'resolved', amount_paise: 510_000 });
      const nodes = events.slice(0, -1);
      expect(nodes.every((e) => e.event === 'node')).toBe(true);
      expect(nodes.map((e) => (e.data as { node: string }).node)).toEqual(turn.path);
      // Customers see which node ran, never the nodes' internal notes.
      expect(nodes.some((e) => 'summary' in (e.data as object))).toBe(false);
      expect(events.map((e) => e.id)).toEqual(events.map((_, i) => String(i)));
      expect(await h.app.store.listLedger('demo-bank', { customerId: 'C1001' })).toHaveLength((await h.app.store.listLedger('demo-bank', {})).length);
    });

    it('resumes a clarification through the stream: the answer picks the record and the claim resolves', async () => {
      const ananya = 'demo-bank-c1003-not-a-secret';
      const first = await send(ananya, { text: 'My ATM withdrawal failed but the money was still debited from my account.' });
      expect(first.body).toMatchObject({ outcome: 'clarification', waiting_for: 'customer' });
      const response = await h.call('POST', '/v1/conversations/messages/stream', { key: ananya, body: { text: 'The 3,000 one at T Nagar on Thursday evening.' } });
      const events = parseSse(await response.text());
      const turn = events.at(-1)?.data as TurnBody;
      expect(turn).toMatchObject({ thread_id: first.body.thread_id, outcome: 'resolved', amount_paise: 300_000, waiting_for: null });
      expect(events.filter((e) => e.event === 'node').map((e) => (e.data as { node: string }).node)).toContain('clarify');
    });

    it('answers a thread that cannot take a message with an HTTP status before the stream opens', async () => {
      const waiting = await send(KEYS.sneha, { text: UNAUTHORISED_CLAIM });
      const response = await h.call('POST', '/v1/conversations/messages/stream', { key: KEYS.sneha, body: { text: 'Please also change my registered email to sneha@example.in.', thread_id: waiting.body.thread_id } });
      expect(response.status).toBe(409);
      expect(((await response.json()) as ErrorBody).error).toMatchObject({ code: 'CONFLICT', field: 'thread_id' });
      // "Any news?" follows up the case the reviewer holds: its status, on its thread, and nothing decided.
      const news = await h.call('POST', '/v1/conversations/messages', { key: KEYS.sneha, body: { text: 'any news?', thread_id: waiting.body.thread_id } });
      expect(news.status).toBe(200);
      const status = (await news.json()) as TurnBody;
      expect(status).toMatchObject({ thread_id: waiting.body.thread_id, actions: [] });
      expect(status.reply).toMatch(/waiting for a reviewer's approval/);
      const unknown = await h.call('POST', '/v1/conversations/messages/stream', { key: KEYS.sneha, body: { text: 'any news?', thread_id: 'demo-bank:C1005:TKT-NONE' } });
      expect(unknown.status).toBe(404);
      expect(unknown.headers.get('content-type')).toContain('application/json');
      const others = await h.call('POST', '/v1/conversations/messages/stream', { key: KEYS.priya, body: { text: 'any news?', thread_id: waiting.body.thread_id } });
      expect(others.status).toBe(404);
    });

    it('gives staff the node summaries, and rejects bad input before the stream starts', async () => {
      const response = await h.call('POST', '/v1/conversations/messages/stream', { key: KEYS.agent, body: { text: UNAUTHORISED_CLAIM, customer_id: 'C1005' } });
      const events = parseSse(await response.text());
      const decide = events.find((e) => e.event === 'node' && (e.data as { node: string }).node === 'decide');
      expect(decide?.data).toMatchObject({ summary: { outcome: 'needs_approval' } });
      expect(events.at(-1)?.data).toMatchObject({ outcome: 'needs_approval', waiting_for: 'review' });

      const empty = await h.call('POST', '/v1/conversations/messages/stream', { key: KEYS.priya, body: { text: '' } });
      expect(empty.status).toBe(400);
      expect(((await empty.json()) as ErrorBody).error.field).toBe('text');
    });
  });

  describe('operations', () => {
    it('reports health without a key, but no tenants or load; an admin key sees them', async () => {
      const response = await h.call('GET', '/health');
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok', store: 'ok' });
      const admin = await h.call('GET', '/health', { key: KEYS.admin });
      expect(await admin.json()).toEqual({ status: 'ok', store: 'ok', checks: { store: 'ok' }, in_flight: 0, tenants: expect.arrayContaining(['demo-bank', 'demo-insurer']) });
    });

    it('exposes Prometheus metrics: requests by route template and status, turn latency, outcomes', async () => {
      await send(KEYS.priya, { text: ATM_CLAIM });
      await send(KEYS.priya, { text: '' });
      await h.call('GET', `/v1/conversations/${encodeURIComponent('demo-bank:C1001:TKT-NONE')}`, { key: KEYS.priya });
      const response = await h.call('GET', '/metrics', { key: KEYS.admin });
      expect(response.headers.get('content-type')).toContain('text/plain');
      const text = await response.text();
      expect(text).toContain('echopilot_http_requests_total{method="POST",route="/v1/conversations/messages",status="200"} 1');
      expect(text).toContain('echopilot_http_requests_total{method="POST",route="/v1/conversations/messages",status="400"} 1');
      expect(text).toContain('echopilot_http_requests_total{method="GET",route="/v1/conversations/:thread_id",status="404"} 1');
      expect(text).toContain('echopilot_turn_outcomes_total{tenant="demo-bank",outcome="resolved"} 1');
      expect(text).toContain('echopilot_turn_latency_seconds_count 1');
      expect(text).toMatch(/echopilot_turn_latency_seconds_bucket\{le="\+Inf"\} 1/);
      expect(text).not.toContain('TKT-NONE');
    });

    it('pins the request clock from the deps (the turn is dated 22 November 2026)', async () => {
      const { body } = await send(KEYS.priya, { text: ATM_CLAIM });
      const conversation = await h.app.store.getConversation('demo-bank', body.thread_id);
      expect(conversation?.updatedAt).toBe(new Date(NOW).toISOString());
    });
  });
});
