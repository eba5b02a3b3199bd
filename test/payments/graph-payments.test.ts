// A whole turn through the graph with the payments API as the refund gateway: the resolved claim's credits are sent
// once each (signed, idempotent), recorded with their remote status, and sending the claim again pays nothing more.
// A definite refusal by the API ends the turn as an escalation with the reason (audit, ticket), never an exception.
import { afterEach, describe, expect, it } from 'vitest';
import { HttpRefundGateway } from '../../src/adapters/payments/http.refund-gateway.js';
import { harnessFor, type Harness } from '../support/app.harness.js';
import { PaymentsFake } from '../support/payments.fake.js';

const SECRET = 'graph-secret';
const CLAIM = 'The ATM on MG Road debited 5000 from my account on 4 March but did not give me any cash.';
const DUPLICATE = 'Amazon charged my credit card twice for the same order of 12,999 on 8 March. Please refund the extra charge.';

describe('the act node paying through the payments API', () => {
  let h: Harness;
  let fake: PaymentsFake;
  afterEach(async () => {
    await h.close();
    await fake.close();
  });

  it('pays a resolved claim once per credit, even when the first attempt times out', async () => {
    fake = await new PaymentsFake(SECRET).start();
    h = await harnessFor('scenarios/dev-bank.yaml', { refunds: new HttpRefundGateway({ url: fake.url, secret: SECRET, timeoutMs: 300, retries: 2, baseDelayMs: 5 }) });
    fake.failNext(1, { kind: 'stall', ms: 600 });
    const turn = await h.send('C1001', CLAIM);
    expect(turn).toMatchObject({ outcome: 'resolved', amount: 530_000 });
    const ledger = await h.app.store.listLedger(h.tenant, { threadId: turn.threadId });
    expect(ledger.map((e) => [e.kind, e.amount, e.remote?.status]).sort()).toEqual([['compensation', 30_000, 'settled'], ['reversal', 500_000, 'settled']]);
    expect([...fake.payments.values()].map((p) => p.amountPaise).sort()).toEqual([30_000, 500_000]);
    await h.send('C1001', CLAIM, turn.threadId);
    expect(fake.paymentCount).toBe(2);
  });

  const openWithApi = async () => {
    fake = await new PaymentsFake(SECRET).start();
    h = await harnessFor('scenarios/dev-bank.yaml', { refunds: new HttpRefundGateway({ url: fake.url, secret: SECRET, timeoutMs: 300, retries: 2, baseDelayMs: 5 }) });
  };
  const refundRequests = () => fake.requests.filter((r) => r.method === 'POST' && r.path === '/refunds');

  it('retries a 5xx under the same Idempotency-Key and pays the credit once', async () => {
    await openWithApi();
    fake.failNext(1, { kind: 'status', status: 503 });
    const turn = await h.send('C1001', CLAIM);
    expect(turn).toMatchObject({ outcome: 'resolved', amount: 530_000 });
    const [first, retry] = refundRequests();
    expect(retry?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
    expect(fake.paymentCount).toBe(2);
  });

  it('escalates a resolved claim with the reason when the API declines its credit, and sends no further credit', async () => {
    await openWithApi();
    fake.declineNext('account A1001 is frozen');
    const turn = await h.send('C1001', CLAIM);
    expect(turn).toMatchObject({ outcome: 'escalated', amount: 0 });
    expect(turn.actions).not.toContain('refund');
    expect(turn.reply).not.toMatch(/credited/i);
    expect(refundRequests()).toHaveLength(1);
    expect(await h.app.store.listLedger(h.tenant, { threadId: turn.threadId })).toEqual([]);
    const tickets = await h.app.store.listTickets(h.tenant, { threadId: turn.threadId });
    expect(tickets).toEqual([expect.objectContaining({ kind: 'fallback', status: 'open', priority: 'high', amount: 0 })]);
    expect(tickets[0]?.body).toContain('PAYMENT_REJECTED');
    expect(tickets[0]?.body).toContain('account A1001 is frozen');
    expect(tickets[0]?.customerText).not.toContain('frozen');
    expect(await h.app.store.listIncidents(h.tenant, { threadId: turn.threadId })).toEqual([expect.objectContaining({ outcome: 'escalated', amount: 0 })]);
    const audit = await h.app.store.listAudit(h.tenant, { threadId: turn.threadId });
    expect(audit.find((a) => a.event === 'ai_action.credit_rejected')?.details).toMatchObject({ kind: 'reversal', amount: 500_000, reason: expect.stringContaining('frozen') });
    expect(await h.app.store.getConversation(h.tenant, turn.threadId)).toMatchObject({ status: 'open', lastOutcome: 'escalated' });
  });

  it('escalates an approved claim whose payment the API declines, with a ticket for a person', async () => {
    await openWithApi();
    const turn = await h.send('C1002', DUPLICATE);
    expect(turn.outcome).toBe('needs_approval');
    fake.declineNext('beneficiary account closed');
    const { turn: resumed } = await h.app.approvals.decide({ tenantId: h.tenant, approvalId: turn.approvalId ?? '', reviewer: { id: 'rev-1', role: 'reviewer' }, decision: 'approve', now: new Date(h.now) });
    expect(resumed).toMatchObject({ outcome: 'escalated', amount: 0 });
    expect(await h.app.store.listLedger(h.tenant, { threadId: turn.threadId })).toEqual([]);
    const tickets = await h.app.store.listTickets(h.tenant, { threadId: turn.threadId });
    expect(tickets.find((t) => t.kind === 'fallback')).toMatchObject({ status: 'open', priority: 'high' });
    expect(tickets.find((t) => t.kind === 'fallback')?.body).toContain('beneficiary account closed');
    expect(tickets.find((t) => t.kind === 'review')?.status).not.toBe('resolved');
  });
});
