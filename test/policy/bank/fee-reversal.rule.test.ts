import { describe, expect, it } from 'vitest';
import type { Segment, Transaction } from '../../../src/domain/records.js';
import { feeReversalRule } from '../../../src/policy/packs/bank/fee-reversal.claim.js';
import { defaultBankParams } from '../../../src/policy/packs/bank/params.js';
import { calendarOn, customer, inr, records, settling, txn } from '../../support/records.builder.js';

const params = defaultBankParams();
const today = calendarOn('2026-03-12');

const fee = (id: string, on: string, over: Partial<Transaction> = {}) =>
  txn({ id, on, channel: 'fee', feeKind: 'min_balance', amount: inr(590), counterparty: 'MIN BALANCE CHARGE', ...over });

/** Earlier fees, each reversed on the given date. */
const pastWaivers = (dates: string[]) =>
  dates.flatMap((d, i) => [fee(`F${i}`, d), settling(`W${i}`, `F${i}`, 'refund', d, inr(590))]);

function evaluate(segment: Segment, transactions: Transaction[]) {
  return feeReversalRule.evaluate({
    records: records({ customer: customer({ segment }), transactions: [fee('T1', '2026-03-01'), ...transactions] }),
    subjectId: 'T1', params, calendar: today, cancelNow: false,
  });
}

describe('goodwill fee reversal', () => {
  it('reverses a first fee for a retail customer (public case: 590 minimum balance charge)', () => {
    const result = evaluate('retail', []);
    expect(result).toMatchObject({ eligible: 'yes', amount: inr(590), formula: '590.00' });
    expect(result.components[0]).toMatchObject({ kind: 'refund', relatesTo: 'T1' });
    expect(result.citations[0]).toEqual({ docId: 'fees-and-charges', section: 'Goodwill fee reversals' });
  });

  it.each([
    ['retail, second waiver in 12 months', 'retail', ['2025-11-20'], 'no'],
    ['premium, second waiver in 12 months (public case)', 'premium', ['2025-11-20'], 'yes'],
    ['premium, third waiver in 12 months', 'premium', ['2025-06-01', '2025-11-20'], 'no'],
    ['retail, earlier waiver exactly 12 months ago still counts', 'retail', ['2025-03-12'], 'no'],
    ['retail, earlier waiver 12 months and a day ago no longer counts', 'retail', ['2025-03-11'], 'yes'],
    ['business customers get the retail allowance', 'business', ['2025-11-20'], 'no'],
  ] as const)('%s', (_label, segment, waivers, eligible) => {
    const result = evaluate(segment, pastWaivers([...waivers]));
    expect(result.eligible).toBe(eligible);
    expect(result.findings[0]?.code).toBe(eligible === 'yes' ? 'waiver_available' : 'waiver_limit_reached');
  });

  it('names the earlier waivers it counted', () => {
    const result = evaluate('retail', pastWaivers(['2025-11-20']));
    expect(result.findings[0]?.recordIds).toEqual(['T1', 'W0']);
  });

  it('does not count refunds of debits that are not fees', () => {
    const result = evaluate('retail', [txn({ id: 'P1', channel: 'card_pos', on: '2025-12-01' }), settling('W1', 'P1', 'refund', '2025-12-02', inr(1_000))]);
    expect(result.eligible).toBe('yes');
  });

  it('uses the allowances from the parameters', () => {
    const result = feeReversalRule.evaluate({
      records: records({ transactions: [fee('T1', '2026-03-01'), ...pastWaivers(['2025-11-20'])] }),
      subjectId: 'T1', params: { ...params, feeWaiversPer12Months: 2 }, calendar: today, cancelNow: false,
    });
    expect(result.eligible).toBe('yes');
  });

  it('rejects a fee that was already reversed', () => {
    const result = evaluate('retail', [settling('R1', 'T1', 'refund', '2026-03-02', inr(590))]);
    expect(result.eligible).toBe('no');
    expect(result.findings[0]?.code).toBe('already_reversed');
  });

  it('rejects fees outside the goodwill policy and debits that are not fees', () => {
    const other = feeReversalRule.evaluate({
      records: records({ transactions: [fee('T1', '2026-03-01', { feeKind: 'other' })] }), subjectId: 'T1', params, calendar: today, cancelNow: false,
    });
    expect(other.findings[0]?.code).toBe('fee_not_waivable');
    const notFee = feeReversalRule.evaluate({
      records: records({ transactions: [txn({ id: 'T1', channel: 'card_pos' })] }), subjectId: 'T1', params, calendar: today, cancelNow: false,
    });
    expect(notFee.eligible).toBe('no');
  });

  it('lists unreversed fees before reversed ones', () => {
    const list = feeReversalRule.candidates(records({ transactions: [fee('T1', '2026-03-01'), ...pastWaivers(['2025-11-20'])] }), today, params);
    expect(list.map((c) => [c.id, c.tier])).toEqual([['T1', 0], ['F0', 1]]);
  });
});
