// Whole turns reading the customer's records live from the bank's customer API (the fake on 127.0.0.1): a claim is
// judged on what the API says, and when the API is down, slow or its breaker is open, the turn is handed to a person
// with a ticket saying the records could not be read — never a crash, never a decision on missing records.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { HttpCustomerData } from '../../src/adapters/customer-data/http.customer-data.js';
import { BreakerRegistry } from '../../src/agents/llm-kit/circuit-breaker.js';
import { loadApiKeysFile } from '../../src/app/api-keys.js';
import { openEchoPilot, type EchoPilot } from '../../src/app/echopilot.js';
import { loadTenantWorld } from '../../src/app/tenant-directory.js';
import { worldFromValue } from '../../src/app/world-loader.js';
import type { World } from '../../src/domain/records.js';
import { createHttpApp } from '../../src/interfaces/http/http-app.js';
import { REPO_ROOT } from '../support/app.harness.js';
import { CustomerDataFake } from '../support/customer-data.fake.js';
import { ATM_CLAIM, EXAMPLE_KEYS_FILE, KEYS, NOW } from '../http/http.harness.js';

const TOKEN = 'live-records-token';
const CLAIM = 'The ATM on MG Road debited 5000 from my account on 4 March but did not give me any cash.';
const DEV_NOW = '2026-03-12T12:00:00+05:30';

function devBankWorld(): World {
  const raw = parseYaml(readFileSync(join(REPO_ROOT, 'scenarios/dev-bank.yaml'), 'utf8')) as { world: unknown };
  return worldFromValue(raw.world, 'scenarios/dev-bank.yaml', 'demo-bank');
}

describe('turns reading the customer API live', () => {
  let app: EchoPilot;
  let fake: CustomerDataFake;
  afterEach(async () => {
    await app.close();
    await fake.close();
  });

  /** The store holds the world without the failed ATM debit T9001; only the bank's API knows it. */
  const open = async (options: { timeoutsMs?: Record<string, number>; resetAfterMs?: number } = {}) => {
    const world = devBankWorld();
    fake = await new CustomerDataFake(TOKEN, { 'demo-bank': world }).start();
    const customerData = new HttpCustomerData({
      url: fake.url, token: TOKEN, retries: 0, baseDelayMs: 1,
      breakers: new BreakerRegistry({ failureThreshold: 3, resetAfterMs: options.resetAfterMs ?? 60_000 }),
      ...(options.timeoutsMs ? { timeoutsMs: options.timeoutsMs } : {}),
    });
    app = await openEchoPilot({ memory: true, customerData });
    await app.store.insertWorld('demo-bank', { ...world, transactions: world.transactions.filter((t) => t.id !== 'T9001') });
  };
  const send = (text: string, threadId?: string) =>
    app.conversations.send({ identity: { tenantId: 'demo-bank', customerId: 'C1001', role: 'customer', actor: 'test' }, text, now: DEV_NOW, ...(threadId ? { threadId } : {}) });

  it('judges a claim on the records the API returns, not on the copy in the store', async () => {
    await open();
    const turn = await send(CLAIM);
    expect(turn).toMatchObject({ outcome: 'resolved', amount: 530_000 });
    expect(fake.requests.map((r) => r.path)).toContain('/tenants/demo-bank/customers/C1001/transactions');
  });

  it('hands the message to a person with a ticket saying the records could not be read when the API is down', async () => {
    await open();
    fake.setDown(true);
    const turn = await send(CLAIM);
    expect(turn).toMatchObject({ outcome: 'escalated', amount: 0, valid: null, path: ['records_unavailable'], waitingFor: null, approvalId: null });
    expect(turn.reply).toMatch(/could not read your account records/);
    const [ticket] = await app.store.listTickets('demo-bank', { threadId: turn.threadId });
    expect(ticket).toMatchObject({ kind: 'fallback', status: 'open', priority: 'high', amount: 0, subject: 'Needs a human: customer records could not be read' });
    expect(ticket?.body).toContain('UPSTREAM_UNAVAILABLE');
    expect(turn.reply).toContain(ticket?.id ?? 'no ticket');
    expect(await app.store.listIncidents('demo-bank', { threadId: turn.threadId })).toEqual([expect.objectContaining({ outcome: 'escalated', amount: 0 })]);
    expect(await app.store.listLedger('demo-bank', { threadId: turn.threadId })).toEqual([]);
    expect(await app.store.getConversation('demo-bank', turn.threadId)).toMatchObject({ status: 'open', lastOutcome: 'escalated' });
    const [audit] = await app.store.listAudit('demo-bank', { threadId: turn.threadId });
    expect(audit).toMatchObject({ event: 'turn', details: expect.objectContaining({ outcome: 'escalated', path: ['records_unavailable'] }) });
    const messages = await app.store.listMessages('demo-bank', turn.threadId);
    expect(messages.map((m) => m.author)).toEqual(['customer', 'echopilot']);
  });

  it('opens one ticket however often the same message is sent on the thread while the API is down', async () => {
    await open();
    fake.setDown(true);
    const first = await send(CLAIM);
    await send(CLAIM, first.threadId);
    expect(await app.store.listTickets('demo-bank', { threadId: first.threadId })).toHaveLength(1);
  });

  it('escalates when one endpoint is too slow, stops calling it once its breaker opens, and decides again when it is back', async () => {
    await open({ timeoutsMs: { transactions: 100 }, resetAfterMs: 400 });
    const transactionCalls = () => fake.requests.filter((r) => r.path.endsWith('/transactions')).length;
    for (let i = 0; i < 3; i += 1) {
      // profile, accounts, cards, transactions, policies and claims each answer after 300 ms: only transactions has a shorter limit.
      fake.failNext(6, { kind: 'stall', ms: 300 });
      expect(await send(CLAIM)).toMatchObject({ outcome: 'escalated', path: ['records_unavailable'] });
    }
    const calls = transactionCalls();
    expect(await send(CLAIM)).toMatchObject({ outcome: 'escalated' });
    expect(transactionCalls()).toBe(calls);
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(await send(CLAIM)).toMatchObject({ outcome: 'resolved', amount: 530_000 });
    expect(await app.store.listLedger('demo-bank', {})).toHaveLength(2);
  });

  it('keeps an approved claim unpaid while the API is down (503 to the reviewer), and pays it once when the interrupted payment is resumed', async () => {
    await open();
    const duplicate = 'Amazon charged my credit card twice for the same order of 12,999 on 8 March. Please refund the extra charge.';
    const turn = await app.conversations.send({ identity: { tenantId: 'demo-bank', customerId: 'C1002', role: 'customer', actor: 'test' }, text: duplicate, now: DEV_NOW });
    expect(turn.outcome).toBe('needs_approval');
    const decide = () => app.approvals.decide({ tenantId: 'demo-bank', approvalId: turn.approvalId ?? '', reviewer: { id: 'rev-1', role: 'reviewer' }, decision: 'approve', now: new Date(DEV_NOW) });
    fake.setDown(true);
    await expect(decide()).rejects.toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
    expect(await app.store.listLedger('demo-bank', {})).toEqual([]);
    fake.setDown(false);
    // The approval stands (approved); finishing its interrupted payment is its own operation, with no new decision.
    await expect(decide()).rejects.toMatchObject({ code: 'CONFLICT' });
    const { turn: paid } = await app.approvals.resumeInterrupted({ tenantId: 'demo-bank', approvalId: turn.approvalId ?? '', operator: { id: 'rev-1', role: 'reviewer' }, now: new Date(DEV_NOW) });
    expect(paid).toMatchObject({ outcome: 'resolved', amount: 1_299_900 });
    expect(await app.store.listLedger('demo-bank', {})).toHaveLength(1);
  });

  it('answers a message over HTTP with the hand-off (200, escalated) when the API is down', async () => {
    const world = loadTenantWorld(REPO_ROOT, 'demo-bank');
    if (!world) throw new Error('demo-bank world missing');
    fake = await new CustomerDataFake(TOKEN, { 'demo-bank': world }).start();
    const breakers = new BreakerRegistry({ failureThreshold: 3, resetAfterMs: 100 });
    app = await openEchoPilot({ memory: true, customerData: new HttpCustomerData({ url: fake.url, token: TOKEN, retries: 0, baseDelayMs: 1, breakers }) });
    await app.store.insertWorld('demo-bank', world);
    const http = createHttpApp({ app, apiKeys: loadApiKeysFile(EXAMPLE_KEYS_FILE), now: () => new Date(NOW), limits: { maxEventLoopLagMs: 0 } });
    fake.setDown(true);
    const res = await http.request('/v1/conversations/messages', {
      method: 'POST', headers: { Authorization: `Bearer ${KEYS.priya}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ text: ATM_CLAIM }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { outcome: string; thread_id: string; reply: string };
    expect(body).toMatchObject({ outcome: 'escalated' });
    const thread = await http.request(`/v1/conversations/${encodeURIComponent(body.thread_id)}`, { headers: { Authorization: `Bearer ${KEYS.priya}` } });
    const view = (await thread.json()) as { tickets: { status: string; customer_text: string }[]; credits: unknown[] };
    expect(view.tickets).toEqual([expect.objectContaining({ status: 'open', customer_text: expect.stringContaining('could not read your records') })]);
    expect(view.credits).toEqual([]);
    const stream = await http.request('/v1/conversations/messages/stream', {
      method: 'POST', headers: { Authorization: `Bearer ${KEYS.priya}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ text: ATM_CLAIM }),
    });
    expect(stream.status).toBe(200);
    const events = await stream.text();
    expect(events).toContain('"node":"records_unavailable"');
    expect(events).toMatch(/event: turn\ndata: .*"outcome":"escalated"/);
    fake.setDown(false);
    // Three failed reads opened the profile endpoint's breaker; it lets a trial call through after its reset time.
    await new Promise((resolve) => setTimeout(resolve, 150));
    const live = await http.request('/v1/conversations/messages', {
      method: 'POST', headers: { Authorization: `Bearer ${KEYS.priya}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ text: ATM_CLAIM }),
    });
    expect(((await live.json()) as { outcome: string }).outcome).not.toBe('escalated');
  });
});
