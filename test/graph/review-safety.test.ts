// Safety around reviews and follow-ups: records that change while a claim waits, stuck approvals, repeated claims,
// late clarification answers and complaints that carry a new claim.
import { afterEach, describe, expect, it } from 'vitest';
import { harnessFor, type Harness } from '../support/app.harness.js';
import { offlineAgents } from '../../src/app/offline-agents.js';
import type { Transaction } from '../../src/domain/records.js';

const DUPLICATE = 'Amazon charged my credit card twice for the same order of 12,999 on 8 March. Please refund the extra charge.';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const credit = (over: Partial<Transaction>): Transaction => ({
  id: 'CBS-1', tenantId: 'demo-bank', accountId: 'A1003', cardId: null, at: '2026-03-12T15:00:00+05:30', amount: 1_299_900, direction: 'credit',
  channel: 'refund', counterparty: 'AMAZON PAY REFUND', reference: 'CBS-1', status: 'posted', relatesTo: 'T9004', feeKind: null, policyId: null, dueOn: null, ...over,
});

describe('reviews and follow-ups', () => {
  it('pays nothing on approval when the records changed meanwhile (the merchant already refunded), and hands the claim to a specialist', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');
    const turn = await h.send('C1002', DUPLICATE);
    await h.app.store.insertTransaction(credit({}));
    const { turn: resumed } = await h.app.approvals.decide({ tenantId: 'demo-bank', approvalId: turn.approvalId ?? '', reviewer: { id: 'rev-1', role: 'reviewer' }, decision: 'approve' });
    expect(resumed).toMatchObject({ outcome: 'escalated', amount: 0 });
    expect(resumed?.actions).not.toContain('refund');
    expect(await h.app.store.listLedger('demo-bank', {})).toEqual([]);
    const tickets = await h.app.store.listTickets('demo-bank', { threadId: turn.threadId });
    expect(tickets.map((t) => [t.kind, t.status]).sort()).toEqual([['fallback', 'open'], ['review', 'closed']]);
  });

  it('closes the review ticket as rejected when the reviewer rejects', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');
    const turn = await h.send('C1002', DUPLICATE);
    await h.app.approvals.decide({ tenantId: 'demo-bank', approvalId: turn.approvalId ?? '', reviewer: { id: 'rev-1', role: 'reviewer' }, decision: 'reject', note: 'Two separate orders.' });
    const [ticket] = await h.app.store.listTickets('demo-bank', { threadId: turn.threadId, kind: 'review' });
    expect(ticket?.status).toBe('rejected');
  });

  it('opens a new approval when the same claim is sent again on a thread whose approval was rejected', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');
    const first = await h.send('C1002', DUPLICATE);
    await h.app.approvals.decide({ tenantId: 'demo-bank', approvalId: first.approvalId ?? '', reviewer: { id: 'rev-1', role: 'reviewer' }, decision: 'reject' });
    const again = await h.send('C1002', DUPLICATE, first.threadId);
    expect(again).toMatchObject({ outcome: 'needs_approval', waitingFor: 'review' });
    expect(again.approvalId).not.toBe(first.approvalId);
    expect((await h.app.store.listApprovals('demo-bank', { status: 'pending' })).map((a) => a.id)).toEqual([again.approvalId]);
  });

  it('finishes an approved claim whose run stopped after the approval by resuming it (no new decision), paying once, and refuses a later reject', async () => {
    const base = offlineAgents();
    let replies = 0;
    const replier = {
      write: async (input: Parameters<typeof base.replier.write>[0]) => {
        replies += 1;
        if (replies === 2) throw new Error('process died after the approval');
        return base.replier.write(input);
      },
    };
    h = await harnessFor('scenarios/dev-bank.yaml', { agents: { ...base, replier } });
    const turn = await h.send('C1002', DUPLICATE);
    const review = () => h!.app.approvals.decide({ tenantId: 'demo-bank', approvalId: turn.approvalId ?? '', reviewer: { id: 'rev-1', role: 'reviewer' }, decision: 'approve' });
    await expect(review()).rejects.toThrow(/process died/);
    // A second decision is not how an interrupted payment is finished: it is refused, and so is a reject.
    await expect(review()).rejects.toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(/interrupted: resume it/) });
    const reject = { tenantId: 'demo-bank', approvalId: turn.approvalId ?? '', reviewer: { id: 'rev-2', role: 'reviewer' as const }, decision: 'reject' as const };
    await expect(h.app.approvals.decide(reject)).rejects.toMatchObject({ code: 'CONFLICT' });
    const resume = () => h!.app.approvals.resumeInterrupted({ tenantId: 'demo-bank', approvalId: turn.approvalId ?? '', operator: { id: 'rev-2', role: 'reviewer' } });
    const { turn: finished } = await resume();
    expect(finished).toMatchObject({ outcome: 'resolved', amount: 1_299_900 });
    const ledger = await h.app.store.listLedger('demo-bank', { customerId: 'C1002' });
    expect(ledger.reduce((s, e) => s + e.amount, 0)).toBe(1_299_900);
    // Resumed again: refused (the claim has finished), nothing paid again.
    await expect(resume()).rejects.toMatchObject({ code: 'ALREADY_RESUMED', field: 'approvalId' });
    expect((await h.app.store.listLedger('demo-bank', { customerId: 'C1002' })).reduce((s, e) => s + e.amount, 0)).toBe(1_299_900);
    await expect(review()).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('judges an unauthorised debit as of the day it was reported, even when the clarification answer comes days later', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');
    await h.app.store.insertTransaction({
      id: 'T9011', tenantId: 'demo-bank', accountId: 'A1004', cardId: 'CARD-1200', at: '2026-03-10T02:30:00+05:30', amount: 300_000, direction: 'debit',
      channel: 'card_online', counterparty: 'QUICKBET ONLINE', reference: 'QB-77', status: 'posted', relatesTo: null, feeKind: null, policyId: null, dueOn: null,
    });
    const identity = { tenantId: 'demo-bank', customerId: 'C1003', role: 'customer' as const, actor: 'test' };
    const ask = await h.app.conversations.send({ identity, text: 'There are payments on my card on 10 March that I never made. Someone used my card!', now: '2026-03-12T12:00:00+05:30' });
    expect(ask.outcome).toBe('clarification');
    // Answered on Monday 16 March: 4 working days after the debit, but the claim was reported on the 12th (2 working days).
    const answer = await h.app.conversations.send({ identity, text: 'The 8000 one to XYZ Games.', threadId: ask.threadId, now: '2026-03-16T12:00:00+05:30' });
    expect(answer).toMatchObject({ claimType: 'unauthorized_transaction', outcome: 'needs_approval', amount: 800_000 });
  });

  it('treats a complaint that carries a new claim as that claim, not as a complaint about the earlier rejection', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');
    const rejected = await h.send('C1001', 'I was charged twice at Cafe Coffee Day, 450 each time. I want one of them back.');
    expect(rejected.outcome).toBe('rejected');
    const next = await h.send('C1001', 'I want to complain: the ATM on MG Road debited 5000 from my account on 4 March but gave me no cash.');
    expect(next).toMatchObject({ claimType: 'failed_atm_withdrawal', outcome: 'resolved', amount: 530_000 });
  });
});

describe('threads, credits and who may approve', () => {
  it('refuses a thread id the server never issued', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');
    await expect(h.send('C1001', 'hello', 'demo-bank:C1001:TKT-MADE-UP')).rejects.toMatchObject({ code: 'NOT_FOUND', field: 'thread' });
  });

  it('refuses a second credit under the same key with a different amount', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');
    const { LedgerRefundGateway } = await import('../../src/adapters/payments/ledger.refund-gateway.js');
    const gateway = new LedgerRefundGateway();
    const instruction = { tenantId: 'demo-bank', customerId: 'C1001', accountId: 'A1001', threadId: 't', kind: 'reversal' as const, amount: 500_000, relatesTo: 'T9001', idempotencyKey: 'k1', approvalId: null, at: '2026-03-12T12:00:00+05:30' };
    await h.app.store.transaction((tx) => gateway.credit(tx, instruction));
    await expect(h.app.store.transaction((tx) => gateway.credit(tx, { ...instruction, amount: 300_000 }))).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await h.app.store.listLedger('demo-bank', {})).toHaveLength(1);
  });

  it('does not let the staff member who raised a claim approve it', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');
    const turn = await h.app.conversations.send({ identity: { tenantId: 'demo-bank', customerId: 'C1002', role: 'agent', actor: 'agent-meera' }, text: DUPLICATE, now: h.now });
    expect(turn.outcome).toBe('needs_approval');
    await expect(h.app.approvals.decide({ tenantId: 'demo-bank', approvalId: turn.approvalId ?? '', reviewer: { id: 'agent-meera', role: 'admin' }, decision: 'approve' }))
      .rejects.toMatchObject({ code: 'FORBIDDEN', field: 'reviewer' });
    expect(await h.app.store.listLedger('demo-bank', {})).toEqual([]);
  });
});

describe('product changes from a model', () => {
  it('does not cancel a policy because a model says the customer asked to, when their words do not', async () => {
    const base = offlineAgents();
    // A model-backed classifier that (wrongly) reads "cancel now" into a question about refunds.
    const classifier = {
      ...base.classifier,
      analyse: async (input: Parameters<typeof base.classifier.analyse>[0]) => ({
        ...(await base.classifier.analyse(input)), cancelNow: true, trace: { backend: 'llm' as const, model: 'scripted' },
      }),
    };
    h = await harnessFor('scenarios/dev-insurer.yaml', { agents: { ...base, classifier } });
    const turn = await h.send('C2001', 'I am thinking about the refund on my health policy. I may cancel it later.');
    expect(turn).toMatchObject({ claimType: 'policy_cancellation_refund', outcome: 'rejected' });
    expect(turn.actions).not.toContain('cancel_policy');
    expect((await h.app.store.findPolicy('demo-insurer', 'POL-HL-2201'))?.status).toBe('active');
    const gather = turn.nodeLog.find((n) => n.node === 'gather')?.summary as { cancelNowIgnored?: string } | undefined;
    expect(gather?.cancelNowIgnored).toBeDefined();
  });
});
