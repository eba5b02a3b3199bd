// The customer's side over HTTP: thread messages (with the reply written after a reviewer decides), ticket text without
// internal reasoning, and HTTP correctness (405 with Allow, rupees in errors, no server paths).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KEYS, openHttpHarness, UNAUTHORISED_CLAIM, ATM_CLAIM, type HttpHarness } from './http.harness.js';

interface ErrorBody { error: { code: string; message: string; field?: string; hint?: string } }
interface TicketBody { id: string; status: string; subject: string; customer_text: string; amount_paise: number; internal_notes?: string }
interface MessageBody { author: string; text: string }

describe('the customer’s side of a conversation', () => {
  let h: HttpHarness;
  beforeEach(async () => {
    h = await openHttpHarness();
  });
  afterEach(async () => h.close());

  const send = async (key: string, body: unknown) => (await (await h.call('POST', '/v1/conversations/messages', { key, body })).json()) as { thread_id: string; approval_id: string | null; reply: string };
  const messages = (key: string, threadId: string) => h.call('GET', `/v1/conversations/${encodeURIComponent(threadId)}/messages`, { key });

  it('keeps the customer’s words (masked) and every reply in order, including the reply written after a reviewer decides', async () => {
    const text = `${UNAUTHORISED_CLAIM} Call me on 9876543210.`;
    const turn = await send(KEYS.sneha, { text });
    const before = (await (await messages(KEYS.sneha, turn.thread_id)).json()) as { items: MessageBody[] };
    expect(before.items.map((m) => m.author)).toEqual(['customer', 'echopilot']);
    expect(before.items[0]?.text).not.toContain('9876543210');
    expect(before.items[1]?.text).toBe(turn.reply);

    const decided = await h.call('POST', `/v1/approvals/${turn.approval_id ?? ''}/decision`, { key: KEYS.alice, body: { decision: 'approve' } });
    const reviewerTurn = ((await decided.json()) as { turn: { reply: string } }).turn;
    const after = (await (await messages(KEYS.sneha, turn.thread_id)).json()) as { items: MessageBody[] };
    expect(after.items.map((m) => m.author)).toEqual(['customer', 'echopilot', 'echopilot']);
    expect(after.items[2]?.text).toBe(reviewerTurn.reply);
    expect(after.items[2]?.text).toContain('12,000');

    // Staff of the tenant read it too; another customer and another tenant get 404, like a missing thread.
    expect((await messages(KEYS.agent, turn.thread_id)).status).toBe(200);
    for (const key of [KEYS.priya, KEYS.neha]) {
      const response = await messages(key, turn.thread_id);
      expect(response.status).toBe(404);
      expect(((await response.json()) as ErrorBody).error).toMatchObject({ code: 'NOT_FOUND', message: `no conversation ${turn.thread_id}` });
    }
    expect((await messages(KEYS.sneha, 'demo-bank:C1005:TKT-NONE')).status).toBe(404);
  });

  it('shows customers ticket text without internal reasoning, and staff both', async () => {
    const turn = await send(KEYS.sneha, { text: UNAUTHORISED_CLAIM });
    const own = (await (await h.call('GET', `/v1/tickets?thread_id=${encodeURIComponent(turn.thread_id)}`, { key: KEYS.sneha })).json()) as { items: TicketBody[] };
    expect(own.items).toHaveLength(1);
    const ticket = own.items[0] as TicketBody;
    expect(ticket).not.toHaveProperty('internal_notes');
    expect(ticket).not.toHaveProperty('body');
    expect(ticket.customer_text).toContain('with a reviewer');
    expect(JSON.stringify(ticket)).not.toMatch(/@\d|threshold|confidence|approval limit|\(internal\)/i);
    const staff = (await (await h.call('GET', `/v1/tickets?thread_id=${encodeURIComponent(turn.thread_id)}`, { key: KEYS.agent })).json()) as { items: TicketBody[] };
    expect(staff.items[0]?.internal_notes).toMatch(/Rule: .+@/);
    expect(staff.items[0]?.customer_text).toBe(ticket.customer_text);
    const detail = (await (await h.call('GET', `/v1/conversations/${encodeURIComponent(turn.thread_id)}`, { key: KEYS.sneha })).json()) as { tickets: TicketBody[] };
    expect(detail.tickets[0]).not.toHaveProperty('internal_notes');
  });
});

describe('HTTP correctness', () => {
  let h: HttpHarness;
  beforeEach(async () => {
    h = await openHttpHarness();
  });
  afterEach(async () => h.close());

  it('answers a wrong method on a known path with 405 and Allow', async () => {
    const wrong = await h.call('DELETE', '/v1/conversations', { key: KEYS.agent });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET, HEAD');
    expect(((await wrong.json()) as ErrorBody).error.code).toBe('METHOD_NOT_ALLOWED');
    const get = await h.call('GET', '/v1/conversations/messages/stream', { key: KEYS.agent });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect((await h.call('GET', '/v1/nothing-here', { key: KEYS.agent })).status).toBe(404);
  });

  it('speaks rupees in an edit error on the rupee field', async () => {
    const turn = (await (await h.call('POST', '/v1/conversations/messages', { key: KEYS.sneha, body: { text: UNAUTHORISED_CLAIM } })).json()) as { approval_id: string };
    const response = await h.call('POST', `/v1/approvals/${turn.approval_id}/decision`, { key: KEYS.alice, body: { decision: 'edit', amount_rupees: 20_000 } });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as ErrorBody;
    expect(error.message).toContain('₹12,000.00');
    expect(error.message).not.toContain('paise');
    expect(error.field).toBe('amount_rupees');
  });

  it('lists knowledge-base documents without paths on the server', async () => {
    await h.call('POST', '/v1/conversations/messages', { key: KEYS.priya, body: { text: ATM_CLAIM } });
    const docs = (await (await h.call('GET', '/v1/kb/documents', { key: KEYS.agent })).json()) as { items: { source_path: string }[] };
    expect(docs.items.length).toBeGreaterThan(0);
    for (const doc of docs.items) expect(doc.source_path).not.toMatch(/[/\\]/);
  });
});
