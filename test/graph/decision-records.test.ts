// Every record tells the truth after a decision made through the real graph: incident, review ticket, conversation,
// ledger and account balance agree after a payment, an approval, an edit and a rejection.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { harnessFor, type Harness } from '../support/app.harness.js';

const DUPLICATE = 'Amazon charged my credit card twice for the same order of 12,999 on 8 March. Please refund the extra charge.';

describe('records after a decision', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');
  });
  afterEach(async () => h.close());

  const review = (approvalId: string, decision: 'approve' | 'reject' | 'edit', amount?: number) =>
    h.app.approvals.decide({ tenantId: 'demo-bank', approvalId, reviewer: { id: 'rev-1', role: 'reviewer' }, decision, ...(amount ? { amount } : {}), note: decision === 'reject' ? 'The second charge was a separate order.' : '', now: new Date(h.now) });
  const balances = async (customerId: string) => Object.fromEntries((await h.app.store.customerRecords('demo-bank', customerId)).accounts.map((a) => [a.id, a.balance]));
  const records = async (threadId: string) => ({
    incidents: await h.app.store.listIncidents('demo-bank', { threadId }),
    tickets: await h.app.store.listTickets('demo-bank', { threadId }),
    conversation: await h.app.store.getConversation('demo-bank', threadId),
    ledger: await h.app.store.listLedger('demo-bank', { threadId }),
  });

  it('after an edit, the incident, the ticket subject and amount, the conversation and the balance show the edited amount', async () => {
    const before = await balances('C1002');
    const turn = await h.send('C1002', DUPLICATE);
    expect((await records(turn.threadId)).tickets[0]).toMatchObject({ status: 'pending_approval', amount: 1_299_900, subject: expect.stringContaining('₹12,999.00') });
    await review(turn.approvalId ?? '', 'edit', 1_000_050);
    const after = await records(turn.threadId);
    expect(after.incidents.map((i) => [i.outcome, i.amount, i.valid])).toEqual([['resolved', 1_000_050, true]]);
    expect(after.tickets.map((t) => [t.kind, t.status, t.amount])).toEqual([['review', 'resolved', 1_000_050]]);
    expect(after.tickets[0]?.subject).toContain('₹10,000.50');
    expect(after.tickets[0]?.subject).not.toContain('12,999');
    expect(after.tickets[0]?.customerText).toContain('credited ₹10,000.50');
    expect(after.conversation).toMatchObject({ status: 'closed', lastOutcome: 'resolved' });
    const accountId = after.ledger[0]?.accountId ?? '';
    expect(after.ledger.map((e) => e.amount)).toEqual([1_000_050]);
    expect((await balances('C1002'))[accountId]).toBe((before[accountId] ?? 0) + 1_000_050);
  });

  it('after a rejection, nothing is paid and every record says rejected', async () => {
    const before = await balances('C1002');
    const turn = await h.send('C1002', DUPLICATE);
    await review(turn.approvalId ?? '', 'reject');
    const after = await records(turn.threadId);
    expect(after.incidents.map((i) => [i.outcome, i.amount, i.valid])).toEqual([['rejected', 0, false]]);
    expect(after.tickets.map((t) => [t.status, t.amount, t.subject.startsWith('Rejected:')])).toEqual([['rejected', 0, true]]);
    expect(after.tickets[0]?.customerText).toContain('The second charge was a separate order.');
    expect(after.conversation).toMatchObject({ lastOutcome: 'rejected' });
    expect(after.ledger).toEqual([]);
    expect(await balances('C1002')).toEqual(before);
  });

  it('a claim paid at once moves the balance by exactly the credits in the ledger', async () => {
    const before = await balances('C1001');
    const turn = await h.send('C1001', 'The ATM on MG Road took 5,000 on 4 March but gave me no cash');
    const after = await records(turn.threadId);
    expect(turn.outcome).toBe('resolved');
    expect(after.incidents.map((i) => [i.outcome, i.amount])).toEqual([['resolved', turn.amount]]);
    expect(after.tickets.map((t) => [t.status, t.amount])).toEqual([['resolved', turn.amount]]);
    const now = await balances('C1001');
    const credited = after.ledger.reduce((sum, e) => sum + e.amount, 0);
    expect(credited).toBe(turn.amount);
    expect(Object.keys(now).reduce((sum, id) => sum + (now[id] ?? 0) - (before[id] ?? 0), 0)).toBe(credited);
  });
});
