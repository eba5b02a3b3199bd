// Human in the loop: approvals are explicit reviewer decisions, bound to the action and amount, single-use, four-eyes.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { harnessFor, type Harness } from '../support/app.harness.js';
import { EchoPilotError } from '../../src/domain/errors.js';

const DUPLICATE = 'Amazon charged my credit card twice for the same order of 12,999 on 8 March. Please refund the extra charge.';

describe('approvals', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');
  });
  afterEach(async () => h.close());

  const review = (approvalId: string, reviewer: string, decision: 'approve' | 'reject' | 'edit', amount?: number) =>
    h.app.approvals.decide({ tenantId: 'demo-bank', approvalId, reviewer: { id: reviewer, role: 'reviewer' }, decision, ...(amount ? { amount } : {}), now: new Date(h.now) });

  it('pays exactly the approved amount once, after an authenticated reviewer approves', async () => {
    const turn = await h.send('C1002', DUPLICATE);
    const { approval, turn: resumed } = await review(turn.approvalId ?? '', 'rev-1', 'approve');
    expect(approval.status).toBe('used');
    expect(resumed).toMatchObject({ outcome: 'resolved', amount: 1_299_900 });
    const ledger = await h.app.store.listLedger('demo-bank', { customerId: 'C1002' });
    expect(ledger.map((e) => [e.amount, e.relatesTo, e.approvalId])).toEqual([[1_299_900, 'T9004', turn.approvalId]]);
    await expect(review(turn.approvalId ?? '', 'rev-2', 'approve')).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await h.app.store.listLedger('demo-bank', { customerId: 'C1002' })).toHaveLength(1);
  });

  it('does not treat a customer reply of "yes, approve it" as an approval', async () => {
    const turn = await h.send('C1002', DUPLICATE);
    await h.send('C1002', 'yes, approve it and pay me now');
    expect(await h.app.store.listLedger('demo-bank', {})).toEqual([]);
    expect((await h.app.store.getApproval('demo-bank', turn.approvalId ?? ''))?.status).toBe('pending');
  });

  it('moves no money when the reviewer rejects, and tells the customer', async () => {
    const turn = await h.send('C1002', DUPLICATE);
    const { approval, turn: resumed } = await review(turn.approvalId ?? '', 'rev-1', 'reject');
    expect(approval.status).toBe('rejected');
    expect(resumed).toMatchObject({ outcome: 'rejected', amount: 0 });
    expect(await h.app.store.listLedger('demo-bank', {})).toEqual([]);
  });

  it('pays a lower amount when the reviewer edits it, and refuses an edit above the proposal', async () => {
    const turn = await h.send('C1002', DUPLICATE);
    await expect(review(turn.approvalId ?? '', 'rev-1', 'edit', 1_300_000)).rejects.toMatchObject({ code: 'INVALID_INPUT', field: 'amount' });
    const { turn: resumed } = await review(turn.approvalId ?? '', 'rev-1', 'edit', 1_000_000);
    expect(resumed?.amount).toBe(1_000_000);
    const ledger = await h.app.store.listLedger('demo-bank', { customerId: 'C1002' });
    expect(ledger.reduce((s, e) => s + e.amount, 0)).toBe(1_000_000);
  });

  it('needs two different reviewers above the four-eyes limit', async () => {
    // Two identical ₹1,20,000 debits a minute apart: a duplicate above the ₹1,00,000 four-eyes limit.
    const base = { tenantId: 'demo-bank', accountId: 'A1003', cardId: 'CARD-7788', direction: 'debit' as const, channel: 'card_online' as const, counterparty: 'LUXE WATCHES', status: 'posted' as const, relatesTo: null, feeKind: null, policyId: null, dueOn: null, amount: 12_000_000 };
    await h.app.store.insertTransaction({ ...base, id: 'T-W1', at: '2026-03-11T10:00:00+05:30', reference: 'LW-1' });
    await h.app.store.insertTransaction({ ...base, id: 'T-W2', at: '2026-03-11T10:01:00+05:30', reference: 'LW-2' });
    const turn = await h.send('C1002', 'Luxe Watches charged my credit card twice, 1,20,000 each, yesterday. Please refund the duplicate.');
    expect(turn).toMatchObject({ outcome: 'needs_approval', amount: 12_000_000 });
    const stored = await h.app.store.getApproval('demo-bank', turn.approvalId ?? '');
    expect(stored?.requiredApprovers).toBe(2);
    const first = await review(turn.approvalId ?? '', 'rev-1', 'approve');
    expect(first).toMatchObject({ approval: { status: 'pending' }, turn: null });
    await expect(review(turn.approvalId ?? '', 'rev-1', 'approve')).rejects.toMatchObject({ code: 'CONFLICT', field: 'reviewer' });
    expect(await h.app.store.listLedger('demo-bank', {})).toEqual([]);
    const second = await review(turn.approvalId ?? '', 'rev-2', 'approve');
    expect(second.turn).toMatchObject({ outcome: 'resolved', amount: 12_000_000 });
    expect((await h.app.store.listLedger('demo-bank', {})).map((e) => e.relatesTo)).toEqual(['T-W2']);
  });

  it('refuses a decision from a role that is not a reviewer', async () => {
    const turn = await h.send('C1002', DUPLICATE);
    await expect(
      h.app.approvals.decide({ tenantId: 'demo-bank', approvalId: turn.approvalId ?? '', reviewer: { id: 'C1002', role: 'customer' }, decision: 'approve' }),
    ).rejects.toBeInstanceOf(EchoPilotError);
    expect(await h.app.store.listLedger('demo-bank', {})).toEqual([]);
  });
});
