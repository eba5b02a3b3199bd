import { describe, expect, it } from 'vitest';
import type { Account, Customer } from '../../../src/domain/records.js';
import { defaultBankParams } from '../../../src/policy/packs/bank/params.js';
import { unauthorizedTransactionRule } from '../../../src/policy/packs/bank/unauthorized-transaction.claim.js';
import { account, calendarOn, card, customer, inr, records, settling, txn } from '../../support/records.builder.js';

const params = defaultBankParams();
const HOLI = '2026-03-04'; // a Wednesday

function evaluate(opts: {
  on: string; today: string; holidays?: string[]; amount?: number; account?: Partial<Account>; customer?: Partial<Customer>;
  extra?: ReturnType<typeof txn>[]; cardStatus?: 'active' | 'blocked';
}) {
  const recs = records({
    customer: customer(opts.customer),
    accounts: [account({ id: 'A1', ...opts.account })],
    cards: [card({ id: 'CARD-1', status: opts.cardStatus ?? 'active' })],
    transactions: [
      txn({ id: 'T1', channel: 'card_online', cardId: 'CARD-1', on: opts.on, amount: inr(opts.amount ?? 30_000), counterparty: 'XYZ GAMES LTD' }),
      ...(opts.extra ?? []),
    ],
  });
  return unauthorizedTransactionRule.evaluate({
    records: recs, subjectId: 'T1', params, calendar: calendarOn(opts.today, opts.holidays ?? []), cancelNow: false,
  });
}

describe('unauthorised transaction: working days to report', () => {
  it.each([
    // [label, transaction date, report date, holidays, expected eligibility, expected credit]
    ['3 working days (Mon → Thu): zero liability', '2026-03-09', '2026-03-12', [], 'yes', 30_000],
    ['4 working days (Mon → Fri): capped liability', '2026-03-09', '2026-03-13', [], 'yes', 20_000],
    ['3 working days across a weekend (Thu → Tue)', '2026-03-05', '2026-03-10', [], 'yes', 30_000],
    ['4 working days across a weekend (Thu → Wed)', '2026-03-05', '2026-03-11', [], 'yes', 20_000],
    ['3 working days across a holiday (Tue → Mon, Holi on Wed)', '2026-03-03', '2026-03-09', [HOLI], 'yes', 30_000],
    ['the same dates are 4 working days without the holiday', '2026-03-03', '2026-03-09', [], 'yes', 20_000],
    ['7 working days across a holiday (Mon 2 → Thu 12 March)', '2026-03-02', '2026-03-12', [HOLI], 'yes', 20_000],
    ['8 working days across a holiday (Mon 2 → Fri 13 March): a human decides', '2026-03-02', '2026-03-13', [HOLI], 'human', 0],
    ['the 7-day date is 8 working days without the holiday', '2026-03-02', '2026-03-12', [], 'human', 0],
  ] as const)('%s', (_label, on, today, holidays, eligible, credit) => {
    const result = evaluate({ on, today, holidays: [...holidays] });
    expect(result.eligible).toBe(eligible);
    expect(result.amount).toBe(inr(credit));
    expect(result.reviewRequired).toBe(true);
    expect(result.productActions).toEqual([{ action: 'block_card', recordId: 'CARD-1' }]);
  });

  it('cites the passage for each reporting band', () => {
    const sections = (today: string) => evaluate({ on: '2026-03-09', today }).citations.map((c) => c.section);
    expect(sections('2026-03-10')).toContain('Reporting within three working days');
    expect(sections('2026-03-13')).toEqual(expect.arrayContaining(['Reporting in four to seven working days', 'Liability caps']));
    expect(sections('2026-03-30')).toContain('Reporting after seven working days');
  });

  it('shows the liability in the formula', () => {
    expect(evaluate({ on: '2026-03-09', today: '2026-03-13' }).formula).toBe('30,000.00 − 10,000.00 customer liability = 20,000.00');
  });
});

describe('unauthorised transaction: liability caps (reported in 4 to 7 working days)', () => {
  it.each([
    ['basic savings (BSBD)', { type: 'bsbd' }, {}, 25_000],
    ['savings', { type: 'savings' }, {}, 20_000],
    ['current account of an individual', { type: 'current' }, { segment: 'retail' }, 20_000],
    ['current account of a business', { type: 'current' }, { segment: 'business' }, 5_000],
    ['credit card with a limit of exactly 5,00,000', { type: 'credit_card', creditLimit: inr(500_000) }, {}, 20_000],
    ['credit card with a limit above 5,00,000', { type: 'credit_card', creditLimit: inr(500_000.01) }, {}, 5_000],
  ] as const)('%s', (_label, acct, cust, credit) => {
    const result = evaluate({ on: '2026-03-09', today: '2026-03-13', account: { ...acct }, customer: { ...cust } });
    expect(result.eligible).toBe('yes');
    expect(result.amount).toBe(inr(credit));
  });

  it('leaves nothing to credit when the transaction is below the cap, but stays eligible for review', () => {
    const result = evaluate({ on: '2026-03-09', today: '2026-03-13', amount: 8_000 });
    expect(result).toMatchObject({ eligible: 'yes', amount: 0, components: [], reviewRequired: true });
  });
});

describe('unauthorised transaction: other cases', () => {
  it('credits the full amount within three working days (public case: BSBD, 8,000 on 10 March, reported 12 March)', () => {
    const result = evaluate({ on: '2026-03-10', today: '2026-03-12', amount: 8_000, account: { type: 'bsbd' }, holidays: [HOLI] });
    expect(result).toMatchObject({ eligible: 'yes', amount: inr(8_000), reviewRequired: true });
    expect(result.components[0]).toMatchObject({ kind: 'reversal', relatesTo: 'T1' });
  });

  it('rejects a debit that was already credited back', () => {
    const result = evaluate({ on: '2026-03-10', today: '2026-03-12', extra: [settling('R1', 'T1', 'reversal', '2026-03-11', inr(30_000))] });
    expect(result.eligible).toBe('no');
    expect(result.productActions).toEqual([]);
  });

  it('does not ask to block a card that is already blocked', () => {
    expect(evaluate({ on: '2026-03-10', today: '2026-03-12', cardStatus: 'blocked' }).productActions).toEqual([]);
  });

  it('lists posted payment debits as candidates, not fees or failed debits', () => {
    const recs = records({
      transactions: [
        txn({ id: 'T1', channel: 'card_online', on: '2026-03-10' }),
        txn({ id: 'T2', channel: 'upi', on: '2026-03-09' }),
        txn({ id: 'T3', channel: 'fee', on: '2026-03-08' }),
        txn({ id: 'T4', channel: 'atm', status: 'failed', on: '2026-03-07' }),
      ],
    });
    expect(unauthorizedTransactionRule.candidates(recs, calendarOn('2026-03-12'), params).map((c) => c.id)).toEqual(['T2', 'T1']);
  });
});
