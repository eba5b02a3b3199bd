import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../../src/domain/records.js';
import { duplicatePremiumRule } from '../../../src/policy/packs/insurer/duplicate-premium.claim.js';
import { defaultInsurerParams } from '../../../src/policy/packs/insurer/params.js';
import { calendarOn, inr, policy, records, settling, txn } from '../../support/records.builder.js';

const params = defaultInsurerParams();
const today = calendarOn('2026-03-12');
const premium = (id: string, on: string, over: Partial<Transaction> = {}) =>
  txn({ id, on, channel: 'premium', amount: inr(10_500), counterparty: 'MOTOR PREMIUM', policyId: 'POL-MT', dueOn: '2026-03-01', ...over });
const evaluate = (transactions: Transaction[], subjectId = 'T-P2') =>
  duplicatePremiumRule.evaluate({ records: records({ policies: [policy({ id: 'POL-MT', product: 'motor' })], transactions }), subjectId, params, calendar: today, cancelNow: false });

describe('duplicate premium debit', () => {
  it('refunds the later of two payments for the same policy and due date (public case → 10,500)', () => {
    const result = evaluate([premium('T-P1', '2026-03-01'), premium('T-P2', '2026-03-02')]);
    expect(result).toMatchObject({ eligible: 'yes', amount: inr(10_500) });
    expect(result.components[0]).toMatchObject({ kind: 'refund', relatesTo: 'T-P2' });
    expect(result.findings[0]?.recordIds).toEqual(['T-P1', 'T-P2']);
    expect(result.citations).toEqual([{ docId: 'premium-payments', section: 'Duplicate premium debits' }]);
  });

  it.each([
    ['a different due date', { dueOn: '2026-02-01' }, 'different_due_dates'],
    ['a different policy', { policyId: 'POL-OTHER' }, 'no_twin'],
  ])('rejects payments for %s', (_label, over, code) => {
    const result = evaluate([premium('T-P1', '2026-03-01', over), premium('T-P2', '2026-03-02')]);
    expect(result.eligible).toBe('no');
    expect(result.findings[0]?.code).toBe(code);
  });

  it('offers only the later of two instalments with different due dates, so the claim is answered instead of asked', () => {
    const list = duplicatePremiumRule.candidates(records({
      policies: [policy({ id: 'POL-MT', product: 'motor' })],
      transactions: [premium('T-JUN', '2026-06-10', { dueOn: '2026-06-10' }), premium('T-JUL', '2026-07-10', { dueOn: '2026-07-10' })],
    }), today, params);
    expect(list.map((c) => [c.id, c.tier])).toEqual([['T-JUL', 1]]);
    expect(list[0]?.labels).toContain('T-JUN');
  });

  it('rejects when the later payment was already refunded', () => {
    const result = evaluate([premium('T-P1', '2026-03-01'), premium('T-P2', '2026-03-02'), settling('R1', 'T-P2', 'refund', '2026-03-05', inr(10_500))]);
    expect(result.eligible).toBe('no');
  });

  it('lists the later payment of a pair in tier 0, labelled with its twin, and single payments in tier 1', () => {
    const list = duplicatePremiumRule.candidates(records({
      policies: [policy({ id: 'POL-MT', product: 'motor' })],
      transactions: [
        premium('T-P1', '2026-03-01', { counterparty: 'MOTOR PREMIUM NACH' }), premium('T-P2', '2026-03-02', { counterparty: 'MOTOR PREMIUM BRANCH' }),
        premium('T-P3', '2026-02-01', { dueOn: '2026-02-01' }),
      ],
    }), today, params);
    expect(list.map((c) => [c.id, c.tier])).toEqual([['T-P2', 0], ['T-P3', 1]]);
    expect(list[0]?.labels).toEqual(expect.arrayContaining(['motor', 'T-P1', 'POL-MT', 'MOTOR PREMIUM NACH']));
  });
});
