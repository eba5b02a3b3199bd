// Deadlines as data: the promises a turn makes are stored with their due instant, closed when they are kept, and
// handled exactly once by the scheduler when they pass — through the real graph, on an injected clock.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { harnessFor, type Harness } from '../support/app.harness.js';
import { DeadlineScheduler } from '../../src/app/deadline-scheduler.js';
import { approvalUrgency, overduePromises } from '../../src/interfaces/http/approval-case.js';

const FRAUD = 'There is a payment of 8000 to XYZ Games on my account that I never made. Someone has used my card!';
const DUPLICATE = 'Amazon charged my credit card twice for the same order of 12,999 on 8 March. Please refund the extra charge.';
const AMBIGUOUS_ATM = 'My ATM withdrawal failed but the money was still debited.';
const REVIEWER = { id: 'rev-1', role: 'reviewer' as const };

describe('deadlines', () => {
  let h: Harness;
  let scheduler: DeadlineScheduler;
  beforeEach(async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');
    scheduler = new DeadlineScheduler(h.app.store, h.app.tenants);
  });
  afterEach(async () => h.close());

  const deadlinesOf = (threadId: string) => h.app.store.listDeadlines({ tenantId: 'demo-bank', threadId });

  it('stores the approval expiry and the shadow credit a fraud reply promises, in working days after the report, and meets both when the claim is approved and paid', async () => {
    const turn = await h.send('C1003', FRAUD);
    expect(turn.outcome).toBe('needs_approval');
    expect(turn.reply).toContain('within 10 working days');
    // Reported Thursday 12 March 2026: two working days → Monday 16 March; ten (19 March is a holiday) → Friday 27 March; both end at midnight in Kolkata.
    expect((await deadlinesOf(turn.threadId)).map((d) => [d.kind, d.status, d.dueAt, d.subjectId])).toEqual([
      ['approval', 'open', '2026-03-16T18:30:00.000Z', turn.approvalId],
      ['shadow_credit', 'open', '2026-03-27T18:30:00.000Z', 'T9010'],
    ]);
    await h.app.approvals.decide({ tenantId: 'demo-bank', approvalId: turn.approvalId ?? '', reviewer: REVIEWER, decision: 'approve', now: new Date('2026-03-13T10:00:00+05:30') });
    const closed = await deadlinesOf(turn.threadId);
    expect(closed.map((d) => [d.kind, d.status, d.closedAt])).toEqual([
      ['approval', 'met', '2026-03-13T04:30:00.000Z'],
      ['shadow_credit', 'met', '2026-03-13T04:30:00.000Z'],
    ]);
    expect(closed[1]?.note).toMatch(/^credited ₹8,000\.00 \(LED-/);
    expect(await scheduler.runOnce(new Date('2026-04-30T00:00:00Z'))).toEqual([]);
  });

  it('cancels the shadow credit when the reviewer rejects the claim', async () => {
    const turn = await h.send('C1003', FRAUD);
    await h.app.approvals.decide({ tenantId: 'demo-bank', approvalId: turn.approvalId ?? '', reviewer: REVIEWER, decision: 'reject', note: 'customer made the payment', now: new Date(h.now) });
    expect((await deadlinesOf(turn.threadId)).map((d) => [d.kind, d.status, d.note])).toEqual([
      ['approval', 'met', 'the reviewers decided: rejected'],
      ['shadow_credit', 'cancelled', 'a reviewer did not approve the claim'],
    ]);
  });

  it('escalates an overdue approval once: the review ticket goes to high priority with a staff note, the inbox puts it first, the webhook hears of it', async () => {
    const turn = await h.send('C1002', DUPLICATE);
    const approval = await h.app.approvals.get('demo-bank', turn.approvalId ?? '');
    if (!approval) throw new Error('no approval');
    expect(await overduePromises(h.app.store, approval)).toEqual([]);
    expect(await scheduler.runOnce(new Date('2026-03-16T18:29:59Z'))).toEqual([]);

    const done = await scheduler.runOnce(new Date('2026-03-16T18:30:00Z'));
    expect(done.map((d) => [d.deadline.kind, d.deadline.status])).toEqual([['approval', 'passed']]);
    const [ticket] = await h.app.store.listTickets('demo-bank', { threadId: turn.threadId });
    expect(ticket).toMatchObject({ status: 'pending_approval', priority: 'high' });
    expect(ticket?.body).toContain('(deadline) approval overdue: A reviewer decides');
    expect(ticket?.customerText).not.toContain('deadline');
    expect(await approvalUrgency(h.app.store, approval)).toBe('high');
    expect((await overduePromises(h.app.store, approval)).map((o) => [o.kind, o.due_at])).toEqual([['approval', '2026-03-16T18:30:00.000Z']]);
    expect((await h.app.store.listAudit('demo-bank', { threadId: turn.threadId })).filter((e) => e.event === 'deadline.passed')).toHaveLength(1);
    expect((await h.app.store.listNotifications({ threadId: turn.threadId })).filter((n) => n.event === 'deadline.passed').map((n) => n.data))
      .toEqual([expect.objectContaining({ kind: 'approval', due_at: '2026-03-16T18:30:00.000Z', ticket_ids: [ticket?.id] })]);

    // Running again, even much later, does nothing more.
    expect(await scheduler.runOnce(new Date('2026-03-20T00:00:00Z'))).toEqual([]);
    expect((await h.app.store.listAudit('demo-bank', { threadId: turn.threadId })).filter((e) => e.event === 'deadline.passed')).toHaveLength(1);
    // A decision after the deadline still goes through; the passed deadline keeps its record.
    await h.app.approvals.decide({ tenantId: 'demo-bank', approvalId: approval.id, reviewer: REVIEWER, decision: 'approve', now: new Date('2026-03-18T10:00:00+05:30') });
    expect((await deadlinesOf(turn.threadId)).map((d) => d.status)).toEqual(['passed']);
  });

  it('handles a deadline once when two schedulers run at the same moment', async () => {
    const turn = await h.send('C1002', DUPLICATE);
    const other = new DeadlineScheduler(h.app.store, h.app.tenants);
    const at = new Date('2026-03-17T00:00:00Z');
    const [a, b] = await Promise.all([scheduler.runOnce(at), other.runOnce(at)]);
    expect(a.length + b.length).toBe(1);
    expect((await h.app.store.listAudit('demo-bank', { threadId: turn.threadId })).filter((e) => e.event === 'deadline.passed')).toHaveLength(1);
  });

  it('hands an unanswered clarification to a person when it expires and tells the customer in the thread', async () => {
    const turn = await h.send('C1002', AMBIGUOUS_ATM);
    expect(turn.waitingFor).toBe('customer');
    const [question] = await deadlinesOf(turn.threadId);
    expect(question).toMatchObject({ kind: 'clarification', status: 'open', dueAt: '2026-03-15T06:30:00.000Z' });
    expect(await scheduler.runOnce(new Date('2026-03-15T06:29:00Z'))).toEqual([]);

    const [done] = await scheduler.runOnce(new Date('2026-03-15T07:00:00Z'));
    expect(done?.action).toMatch(/^handed to a person: ticket TKT-/);
    const tickets = await h.app.store.listTickets('demo-bank', { threadId: turn.threadId });
    expect(tickets.map((t) => [t.kind, t.status])).toEqual([['fallback', 'open']]);
    expect(tickets[0]?.customerText).toContain('a colleague will look at your case');
    expect(await h.app.store.getConversation('demo-bank', turn.threadId)).toMatchObject({ status: 'open', lastOutcome: 'escalated' });
    const messages = await h.app.store.listMessages('demo-bank', turn.threadId);
    expect(messages.at(-1)).toMatchObject({ author: 'echopilot', text: expect.stringContaining('We did not hear back from you about your failed ATM withdrawal, so a colleague will look at your case') });
    expect(messages.at(-1)?.text).toContain(tickets[0]?.id ?? '?');
    expect((await h.app.store.listNotifications({ threadId: turn.threadId })).map((n) => n.event)).toEqual(expect.arrayContaining(['deadline.passed', 'ticket.status_changed', 'reply.written']));

    expect(await scheduler.runOnce(new Date('2026-03-16T00:00:00Z'))).toEqual([]);
    expect(await h.app.store.listTickets('demo-bank', { threadId: turn.threadId })).toHaveLength(1);
    // A later message from the customer starts afresh rather than resuming the expired question.
    const next = await h.send('C1002', 'The 4000 one on 7 March.');
    expect(next.threadId).not.toBe(turn.threadId);
  });

  it('meets the clarification deadline when the customer answers in time', async () => {
    const turn = await h.send('C1002', AMBIGUOUS_ATM);
    const answer = await h.send('C1002', 'The 4000 one on 7 March.');
    expect(answer.threadId).toBe(turn.threadId);
    expect(answer.outcome).toBe('resolved');
    expect((await deadlinesOf(turn.threadId)).map((d) => [d.kind, d.status, d.note])).toEqual([['clarification', 'met', 'the customer answered']]);
  });

  it('stores a failed debit’s reversal deadline while a large claim waits for review, and escalates when it passes', async () => {
    await h.app.store.insertTransaction({
      id: 'T9030', tenantId: 'demo-bank', accountId: 'A1002', cardId: 'CARD-5521', at: '2026-03-10T11:00:00+05:30', amount: 15_000_00, direction: 'debit', channel: 'atm',
      counterparty: 'ATM ANDHERI 0101', reference: 'ATM0310C', status: 'failed', relatesTo: null, feeKind: null, policyId: null, dueOn: null,
    });
    const turn = await h.send('C1002', 'The ATM at Andheri debited 15,000 on 10 March but gave me no cash.');
    expect(turn.outcome).toBe('needs_approval');
    // T+5 from 10 March is 15 March.
    const reversal = (await deadlinesOf(turn.threadId)).find((d) => d.kind === 'reversal');
    expect(reversal).toMatchObject({ status: 'open', subjectId: 'T9030', dueAt: '2026-03-15T18:30:00.000Z' });
    const done = await scheduler.runOnce(new Date('2026-03-16T00:00:00Z'));
    expect(done.map((d) => d.deadline.kind)).toEqual(['reversal']);
    expect((await h.app.store.listTickets('demo-bank', { threadId: turn.threadId }))[0]?.body).toContain('(deadline) reversal overdue: T9030 is reversed by 15 March 2026');
  });
});
