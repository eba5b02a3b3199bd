import { describe, expect, it } from 'vitest';
import { duplicateCardChargeRule } from '../../../src/policy/packs/bank/duplicate-card-charge.claim.js';
import { defaultBankParams } from '../../../src/policy/packs/bank/params.js';
import type { Transaction } from '../../../src/domain/records.js';
import { calendarOn, inr, records, settling, txn } from '../../support/records.builder.js';

const params = defaultBankParams();
const today = calendarOn('2026-03-12');

const charge = (id: string, at: string, over: Partial<Transaction> = {}) =>
  txn({ id, at, channel: 'card_online', amount: inr(12_999), counterparty: 'AMAZON PAY', reference: `REF-${id}`, ...over });

const evaluate = (transactions: Transaction[], subjectId = 'T2') =>
  duplicateCardChargeRule.evaluate({ records: records({ transactions }), subjectId, params, calendar: today, cancelNow: false });

describe('duplicate card charge', () => {
  it('refunds the later of two identical charges two minutes apart (public case: Amazon 12,999)', () => {
    const result = evaluate([charge('T1', '2026-03-08T20:01:00+05:30'), charge('T2', '2026-03-08T20:03:00+05:30')]);
    expect(result).toMatchObject({ eligible: 'yes', amount: inr(12_999), formula: '12,999.00' });
    expect(result.components[0]).toMatchObject({ kind: 'refund', relatesTo: 'T2' });
    expect(result.findings[0]).toMatchObject({ code: 'duplicate', recordIds: ['T1', 'T2'] });
    expect(result.citations).toEqual([{ docId: 'duplicate-charges', section: 'Duplicate card charges' }]);
  });

  it.each([
    ['exactly 24 hours apart: a duplicate', '2026-03-09T20:01:00+05:30', 'yes'],
    ['24 hours and one second apart: two charges', '2026-03-09T20:01:01+05:30', 'no'],
    ['48 hours apart (public case: Cafe Coffee Day 450 on 1 and 3 March)', '2026-03-10T20:01:00+05:30', 'no'],
  ] as const)('%s', (_label, laterAt, eligible) => {
    const result = evaluate([charge('T1', '2026-03-08T20:01:00+05:30'), charge('T2', laterAt)]);
    expect(result.eligible).toBe(eligible);
    if (eligible === 'no') expect(result.findings[0]?.code).toBe('outside_window');
  });

  it('does not treat two cash withdrawals or transfers of the same amount as a duplicate card charge', () => {
    const atm = (id: string, at: string) => charge(id, at, { channel: 'atm', counterparty: 'ATM MG ROAD 0042', amount: inr(2_000) });
    const transactions = [atm('T1', '2026-03-08T10:00:00+05:30'), atm('T2', '2026-03-08T10:30:00+05:30')];
    expect(duplicateCardChargeRule.candidates(records({ transactions }), today, params)).toEqual([]);
    expect(evaluate(transactions).eligible).toBe('no');
  });

  it('ranks a charge whose twin came within the window before one whose twin came weeks earlier', () => {
    // Three equal charges: one on 5 March, two on the 8th two minutes apart. "Charged twice on the 8th" is the pair of
    // the 8th: the 8th's first charge (twin weeks before) is a candidate too, but of a later tier.
    const transactions = [charge('T0', '2026-02-20T11:00:00+05:30'), charge('T1', '2026-03-08T20:01:00+05:30'), charge('T2', '2026-03-08T20:03:00+05:30')];
    const tiers = duplicateCardChargeRule.candidates(records({ transactions }), today, params).map((c) => [c.id, c.tier]);
    expect(tiers).toEqual([['T2', 0], ['T1', 1]]);
  });

  it('compares instants, whatever offset each time is written with', () => {
    const result = evaluate([charge('T1', '2026-03-08T20:00:00+05:30'), charge('T2', '2026-03-09T14:30:00Z')]);
    expect(result.eligible).toBe('yes'); // 14:30Z = 20:00 IST the next day: exactly 24 h
  });

  it('uses the window from the parameters', () => {
    const result = duplicateCardChargeRule.evaluate({
      records: records({ transactions: [charge('T1', '2026-03-08T20:00:00+05:30'), charge('T2', '2026-03-10T20:00:00+05:30')] }),
      subjectId: 'T2', params: { ...params, duplicateWindowHours: 48 }, calendar: today, cancelNow: false,
    });
    expect(result.eligible).toBe('yes');
  });

  it.each([
    ['a different amount', { amount: inr(12_998) }],
    ['a different counterparty', { counterparty: 'FLIPKART' }],
    ['a different account', { accountId: 'A2' }],
    ['a failed first charge', { status: 'failed' as const }],
  ])('is not a duplicate with %s', (_label, over) => {
    const result = evaluate([charge('T1', '2026-03-08T20:01:00+05:30', over), charge('T2', '2026-03-08T20:03:00+05:30')]);
    expect(result.eligible).toBe('no');
    expect(result.findings[0]?.code).toBe('no_twin');
  });

  it('matches the counterparty regardless of case and spacing', () => {
    const result = evaluate([charge('T1', '2026-03-08T20:01:00+05:30', { counterparty: 'amazon  pay ' }), charge('T2', '2026-03-08T20:03:00+05:30')]);
    expect(result.eligible).toBe('yes');
  });

  it('rejects when the later charge was already refunded', () => {
    const result = evaluate([
      charge('T1', '2026-03-08T20:01:00+05:30'), charge('T2', '2026-03-08T20:03:00+05:30'),
      settling('R1', 'T2', 'refund', '2026-03-09', inr(12_999)),
    ]);
    expect(result.eligible).toBe('no');
    expect(result.findings[0]?.code).toBe('already_refunded');
  });

  it('rejects the first charge of the pair: it has no earlier twin', () => {
    const result = evaluate([charge('T1', '2026-03-08T20:01:00+05:30'), charge('T2', '2026-03-08T20:03:00+05:30')], 'T1');
    expect(result.eligible).toBe('no');
  });

  it('lists the later debit of each pair, whatever the gap, labelled with its twin (pairs within the window first)', () => {
    const list = duplicateCardChargeRule.candidates(records({
      transactions: [
        charge('T1', '2026-03-08T20:01:00+05:30'), charge('T2', '2026-03-08T20:03:00+05:30'),
        charge('T5', '2026-03-01T09:00:00+05:30', { amount: inr(450), counterparty: 'CAFE COFFEE DAY' }),
        charge('T6', '2026-03-03T09:05:00+05:30', { amount: inr(450), counterparty: 'CAFE COFFEE DAY' }),
        charge('T7', '2026-03-04T09:05:00+05:30', { amount: inr(99), counterparty: 'SWIGGY' }),
      ],
    }), today, params);
    expect(list.map((c) => c.id)).toEqual(['T2', 'T6']);
    expect(list[0]?.labels).toEqual(expect.arrayContaining(['T1', 'REF-T1', 'REF-T2', 'AMAZON PAY']));
  });
});
