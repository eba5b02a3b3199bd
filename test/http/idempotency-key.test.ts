// The Idempotency-Key header over HTTP: a retried message gets the first answer (same status and body, paid once),
// the same key with another body is 409 naming the header, keys are scoped per API key, and a bad key is a 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATM_CLAIM, KEYS, openHttpHarness, parseSse, type HttpHarness } from './http.harness.js';

describe('Idempotency-Key on message routes', () => {
  let h: HttpHarness;
  beforeAll(async () => {
    h = await openHttpHarness();
  });
  afterAll(async () => {
    await h.close();
  });
  const send = (key: string, text: string, idempotencyKey?: string, path = '/v1/conversations/messages') =>
    h.call('POST', path, { key, body: { text }, ...(idempotencyKey !== undefined ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}) });
  const paid = async (customerId: string) => (await h.app.store.listLedger('demo-bank', { customerId })).reduce((sum, e) => sum + e.amount, 0);

  it('answers a retried message with the first status and body, and pays once', async () => {
    const first = await send(KEYS.priya, ATM_CLAIM, 'retry-1');
    expect(first.status).toBe(200);
    const body = (await first.json()) as { thread_id: string; outcome: string; amount: number; latency_ms?: number };
    expect(body).toMatchObject({ outcome: 'resolved' });
    const before = await paid('C1001');
    const again = await send(KEYS.priya, ATM_CLAIM, 'retry-1');
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(body);
    expect(await paid('C1001')).toBe(before);
    const threads = await h.app.store.listConversations('demo-bank', { customerId: 'C1001' });
    expect(threads.filter((t) => t.threadId === body.thread_id)).toHaveLength(1);
  });

  it('refuses the same key with a different body with 409 naming Idempotency-Key', async () => {
    expect((await send(KEYS.rahul, 'What is the free look period?', 'reuse-1')).status).toBe(200);
    const other = await send(KEYS.rahul, 'How many days does an ATM reversal take?', 'reuse-1');
    expect(other.status).toBe(409);
    expect(await other.json()).toMatchObject({ error: { code: 'CONFLICT', field: 'Idempotency-Key' } });
  });

  it('scopes keys per API key: another key with the same Idempotency-Key gets its own turn', async () => {
    const mine = (await (await send(KEYS.sneha, 'What is the free look period?', 'same-key')).json()) as { thread_id: string };
    const agent = await h.call('POST', '/v1/conversations/messages', { key: KEYS.agent, body: { text: 'What is the free look period?', customer_id: 'C1005' }, headers: { 'Idempotency-Key': 'same-key' } });
    expect(agent.status).toBe(200);
    expect(((await agent.json()) as { thread_id: string }).thread_id).not.toBe(mine.thread_id);
  });

  it('answers a retried streamed message with the recorded turn as its one event', async () => {
    const first = parseSse(await (await send(KEYS.priya, 'What is the free look period?', 'stream-1', '/v1/conversations/messages/stream')).text());
    const turn = first.find((e) => e.event === 'turn')?.data;
    expect(turn).toMatchObject({ outcome: 'answered' });
    const again = parseSse(await (await send(KEYS.priya, 'What is the free look period?', 'stream-1', '/v1/conversations/messages/stream')).text());
    expect(again.map((e) => e.event)).toEqual(['turn']);
    expect(again[0]?.data).toEqual(turn);
  });

  it('refuses a key that is empty, too long or has spaces or control characters, naming the header', async () => {
    for (const bad of [' ', 'a'.repeat(201), 'has space', 'tab\there']) {
      const res = await send(KEYS.priya, 'What is the free look period?', bad);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: 'INVALID_INPUT', field: 'Idempotency-Key' } });
    }
  });
});
