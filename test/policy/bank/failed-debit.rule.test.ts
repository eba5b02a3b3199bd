import { describe, expect, it } from 'vitest';
import { failedAtmRule } from '../../../src/policy/packs/bank/failed-atm.claim.js';
import { failedCardPaymentRule } from '../../../src/policy/packs/bank/failed-card-payment.claim.js';
import { failedUpiRule } from '../../../src/policy/packs/bank/failed-upi.claim.js';
import { defaultBankParams } from '../../../src/policy/packs/bank/params.js';
import { calendarOn, inr, records, settling, txn } from '../../support/records.builder.js';

const params = defaultBankParams();
const today = calendarOn('2026-03-12');

const atm = (on: string, amount = 5_000, over: Parameters<typeof txn>[0] = { id: 'T1' }) =>
  txn({ channel: 'atm', status: 'failed', counterparty: 'ATM MG ROAD 0042', ...over, on, amount: inr(amount) });

const evaluateAtm = (transactions: ReturnType<typeof txn>[], calendar = today) =>
  failedAtmRule.evaluate({ records: records({ transactions }), subjectId: 'T1', params, calendar, cancelNow: false });

describe('failed ATM withdrawal', () => {
  it('grants the reversal plus ₹100 a day beyond T+5 when nothing was reversed (public case: 5,000 on 4 March → 5,300)', () => {
    const result = evaluateAtm([atm('2026-03-04')]);
    expect(result.eligible).toBe('yes');
    expect(result.amount).toBe(inr(5_300));
    expect(result.formula).toBe('5,000.00 + 100.00 × 3 days late = 5,300.00');
    expect(result.components.map((c) => [c.kind, c.amount, c.relatesTo])).toEqual([
      ['reversal', inr(5_000), 'T1'],
      ['compensation', inr(300), 'T1'],
    ]);
    expect(result.citations).toEqual([
      { docId: 'failed-transactions', section: 'ATM withdrawals not dispensed' },
      { docId: 'failed-transactions', section: 'Compensation for delay' },
    ]);
    expect(result.findings.every((f) => f.recordIds.includes('T1'))).toBe(true);
    expect(result).toMatchObject({ packId: 'bank-in-rbi', packVersion: '1.0.0', effectiveDate: '2026-01-01', subjectId: 'T1', reviewRequired: false });
  });

  it.each([
    ['T+5 exactly: no compensation yet', '2026-03-07', 4_000],
    ['T+6: one day of compensation', '2026-03-06', 4_100],
    ['T+7: two days', '2026-03-05', 4_200],
  ])('counts compensation from the deadline (%s)', (_label, on, expected) => {
    const result = evaluateAtm([atm(on, 4_000)]);
    expect(result.eligible).toBe('yes');
    expect(result.amount).toBe(inr(expected));
  });

  it('states the reversal deadline as data while it has not passed, and not once it has', () => {
    expect(evaluateAtm([atm('2026-03-09', 4_000)]).reversalDueOn).toBe('2026-03-14');
    expect(evaluateAtm([atm('2026-03-07', 4_000)]).reversalDueOn).toBe('2026-03-12');
    expect(evaluateAtm([atm('2026-03-04')])).not.toHaveProperty('reversalDueOn');
  });

  it('shows a lone reversal as its bare amount when no compensation is due', () => {
    expect(evaluateAtm([atm('2026-03-07', 4_000)]).formula).toBe('4,000.00');
  });

  it('takes the transaction date in the tenant zone, not UTC', () => {
    // 23:30 IST on 4 March is still 4 March; 00:30 IST on 5 March is 4 March in UTC.
    const late = atm('', 5_000, { id: 'T1', at: '2026-03-04T19:00:00Z' });
    expect(evaluateAtm([late]).amount).toBe(inr(5_200));
    const evening = atm('', 5_000, { id: 'T1', at: '2026-03-04T23:30:00+05:30' });
    expect(evaluateAtm([evening]).amount).toBe(inr(5_300));
  });

  it('rejects when the debit was reversed by the deadline', () => {
    const result = evaluateAtm([atm('2026-03-01'), settling('R1', 'T1', 'reversal', '2026-03-06', inr(5_000))]);
    expect(result.eligible).toBe('no');
    expect(result.amount).toBe(0);
    expect(result.components).toEqual([]);
    expect(result.findings[0]).toMatchObject({ code: 'reversed_in_time', recordIds: ['T1', 'R1'] });
  });

  it('grants compensation only when the reversal came a day late and no compensation was paid', () => {
    const result = evaluateAtm([atm('2026-03-01'), settling('R1', 'T1', 'reversal', '2026-03-07', inr(5_000))]);
    expect(result.eligible).toBe('yes');
    expect(result.amount).toBe(inr(100));
    expect(result.components).toHaveLength(1);
    expect(result.components[0]).toMatchObject({ kind: 'compensation', relatesTo: 'T1', formula: '100.00 × 1 day late' });
  });

  it('rejects a late reversal whose compensation was already paid', () => {
    const result = evaluateAtm([
      atm('2026-03-01'),
      settling('R1', 'T1', 'reversal', '2026-03-09', inr(5_000)),
      settling('K1', 'T1', 'compensation', '2026-03-09', inr(300)),
    ]);
    expect(result.eligible).toBe('no');
    expect(result.findings.map((f) => f.code)).toEqual(['reversed_late', 'compensation_paid']);
  });

  it('counts a refund credit as a reversal but ignores credits relating to other debits', () => {
    const other = evaluateAtm([atm('2026-03-01'), settling('R1', 'T9', 'reversal', '2026-03-02', inr(5_000))]);
    expect(other.eligible).toBe('yes');
    const refund = evaluateAtm([atm('2026-03-01'), settling('R1', 'T1', 'refund', '2026-03-02', inr(5_000))]);
    expect(refund.eligible).toBe('no');
  });

  it('treats a status "reversed" debit like a failed one: the credit is what counts', () => {
    const result = evaluateAtm([atm('2026-03-04', 5_000, { id: 'T1', status: 'reversed' })]);
    expect(result.amount).toBe(inr(5_300));
  });

  it('pays the unreversed remainder of a partial reversal with compensation to today', () => {
    const result = evaluateAtm([atm('2026-03-04'), settling('R1', 'T1', 'reversal', '2026-03-05', inr(2_000))]);
    expect(result.components.map((c) => c.amount)).toEqual([inr(3_000), inr(300)]);
  });

  it('rejects an ATM debit that the records show as posted (cash dispensed)', () => {
    const result = evaluateAtm([atm('2026-03-04', 5_000, { id: 'T1', status: 'posted' })]);
    expect(result.eligible).toBe('no');
    expect(result.findings[0]?.code).toBe('not_failed');
  });

  it('rejects a record that is not an ATM debit', () => {
    expect(evaluateAtm([atm('2026-03-04', 5_000, { id: 'T1', channel: 'upi' })]).eligible).toBe('no');
  });

  it('uses the compensation rate from the parameters', () => {
    const result = failedAtmRule.evaluate({
      records: records({ transactions: [atm('2026-03-04')] }), subjectId: 'T1',
      params: { ...params, compensationPerDay: inr(250) }, calendar: today, cancelNow: false,
    });
    expect(result.amount).toBe(inr(5_750));
  });

  it('lists failed ATM debits in tier 0 and other ATM debits in tier 1, never other channels', () => {
    const list = failedAtmRule.candidates(records({
      transactions: [
        atm('2026-03-04', 5_000, { id: 'T1' }),
        atm('2026-03-02', 1_000, { id: 'T2', status: 'posted' }),
        txn({ id: 'T3', channel: 'upi', status: 'failed', on: '2026-03-03' }),
        settling('R9', 'T2', 'reversal', '2026-03-03', inr(1_000)),
      ],
    }), today, params);
    expect(list.map((c) => [c.id, c.tier])).toEqual([['T1', 0], ['T2', 1]]);
    expect(list[0]).toMatchObject({ kind: 'transaction', amount: inr(5_000), date: '2026-03-04' });
    expect(list[0]?.labels).toContain('ATM MG ROAD 0042');
    expect(list[0]?.describe).toBe('₹5,000.00 at ATM MG ROAD 0042 on 4 March 2026');
  });
});

describe('failed UPI transfer', () => {
  const upi = (on: string, channel: 'upi' | 'imps' = 'upi') =>
    txn({ id: 'T1', channel, status: 'failed', on, amount: inr(2_500), counterparty: 'rahul@okaxis' });
  const evaluate = (t: ReturnType<typeof txn>) =>
    failedUpiRule.evaluate({ records: records({ transactions: [t] }), subjectId: 'T1', params, calendar: today, cancelNow: false });

  it('grants 2,500 + 100 for one day beyond T+1 (public case: failed 10 March → 2,600)', () => {
    const result = evaluate(upi('2026-03-10'));
    expect(result.amount).toBe(inr(2_600));
    expect(result.formula).toBe('2,500.00 + 100.00 × 1 day late = 2,600.00');
    expect(result.citations[0]).toEqual({ docId: 'failed-transactions', section: 'UPI and IMPS transfers' });
  });

  it.each([
    ['T+1 exactly', '2026-03-11', 2_500],
    ['T+2', '2026-03-10', 2_600],
  ])('at %s', (_l, on, expected) => {
    expect(evaluate(upi(on)).amount).toBe(inr(expected));
  });

  it('covers IMPS transfers too', () => {
    expect(evaluate(upi('2026-03-10', 'imps')).amount).toBe(inr(2_600));
  });
});

describe('failed card payment', () => {
  it('grants the payment plus ₹100 a day beyond T+5 for POS and online payments', () => {
    for (const channel of ['card_pos', 'card_online'] as const) {
      const result = failedCardPaymentRule.evaluate({
        records: records({ transactions: [txn({ id: 'T1', channel, status: 'failed', on: '2026-03-04', amount: inr(1_299.5) })] }),
        subjectId: 'T1', params, calendar: today, cancelNow: false,
      });
      expect(result.amount).toBe(inr(1_599.5));
      expect(result.citations[0]?.section).toBe('Card payments not confirmed by the merchant');
    }
  });

  it('rejects an ATM debit claimed as a card payment', () => {
    const result = failedCardPaymentRule.evaluate({
      records: records({ transactions: [txn({ id: 'T1', channel: 'atm', status: 'failed', on: '2026-03-04' })] }),
      subjectId: 'T1', params, calendar: today, cancelNow: false,
    });
    expect(result.eligible).toBe('no');
  });
});
