// A detail the customer states that their only fitting record contradicts (another amount, another kind of card,
// another product) is asked about, naming the record, before any money moves or any product changes.
import { afterEach, describe, expect, it } from 'vitest';
import { harnessFor, type Harness } from '../support/app.harness.js';
import { statedOtherwise } from '../../src/policy/matcher.js';
import { emptyEntities } from '../../src/domain/entities.js';
import type { Candidate } from '../../src/policy/pack.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('a stated detail the record contradicts', () => {
  it('asks before paying a withdrawal of another amount than the one stated, and pays once the customer says yes', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');

    const first = await h.send('C1001', 'The MG Road ATM on 4 March gave no cash and 3000 got debited');

    expect([first.outcome, first.actions]).toEqual(['clarification', []]);
    expect(first.reply).toMatch(/₹5,000\.00/);

    const yes = await h.send('C1001', 'yes', first.threadId);

    expect(yes.actions).toContain('refund');
  });

  it('asks before blocking a debit card when the customer lost a credit card', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');

    const turn = await h.send('C1001', 'I lost my credit card, please block it');

    expect([turn.outcome, turn.actions]).toEqual(['clarification', []]);
    expect(await h.app.store.findCard('demo-bank', 'CARD-4411')).toMatchObject({ status: 'active' });
  });

  it('asks before cancelling a health policy when the customer asked to cancel a motor policy', async () => {
    h = await harnessFor('scenarios/dev-insurer.yaml');

    const turn = await h.send('C2001', 'please cancel my motor policy and refund the premium');

    expect([turn.outcome, turn.actions]).toEqual(['clarification', []]);
    expect(await h.app.store.findPolicy('demo-insurer', 'POL-HL-2201')).toMatchObject({ status: 'active' });
  });
});

describe('statedOtherwise', () => {
  const withdrawal: Candidate = { id: 'T1', kind: 'transaction', tier: 0, amount: 2_000_00, date: '2026-12-09', labels: ['T1', 'ATM1209AD1', 'atm'], describe: 'T1' };
  const card: Candidate = { id: 'CARD-1', kind: 'card', tier: 0, amount: null, date: null, labels: ['CARD-1', '6621', 'debit', 'debit card'], describe: 'CARD-1' };
  const policy: Candidate = { id: 'POL-1', kind: 'policy', tier: 0, amount: 21_900_00, date: null, labels: ['POL-1', 'health', 'health policy'], describe: 'POL-1' };
  const e = emptyEntities();

  it('names an amount none of whose stated values is the record\'s, a card of another kind and a policy of another product', () => {
    expect(statedOtherwise(withdrawal, { ...e, amounts: [3_000_00] })).toMatch(/₹3,000\.00.*₹2,000\.00/);
    expect(statedOtherwise(card, { ...e, cardKinds: ['credit'] })).toMatch(/credit card.*debit/);
    expect(statedOtherwise(policy, { ...e, products: ['motor'] })).toMatch(/motor.*health/);
  });

  it('finds nothing when one stated amount is the record\'s, when amounts are too small to be payments, or when a reference names the record', () => {
    expect(statedOtherwise(withdrawal, { ...e, amounts: [2_000_00, 38_000_00] })).toBeNull();
    expect(statedOtherwise(withdrawal, { ...e, amounts: [17_00] })).toBeNull();
    expect(statedOtherwise(withdrawal, { ...e, amounts: [3_000_00], references: ['ATM1209AD1'] })).toBeNull();
    expect(statedOtherwise(card, { ...e, cardKinds: ['debit'] })).toBeNull();
    expect(statedOtherwise(policy, { ...e, products: ['health', 'travel'] })).toBeNull();
  });

  it('names a payee and a day both told when neither is the record\'s, and nothing when either one fits', () => {
    const charge: Candidate = { id: 'T2', kind: 'transaction', tier: 0, amount: 649_00, date: '2026-05-10', labels: ['T2', 'ZOM1005B', 'ZOMATO', 'card_online'], describe: 'T2' };
    const lastNight = { from: '2026-05-13', to: '2026-05-13', text: 'last night' };
    expect(statedOtherwise(charge, { ...e, counterparties: ['swiggy'], dates: [lastNight] })).toMatch(/swiggy.*last night.*T2/);
    expect(statedOtherwise(charge, { ...e, counterparties: ['zomato'], dates: [lastNight] })).toBeNull();
    expect(statedOtherwise(charge, { ...e, counterparties: ['swiggy'], dates: [{ from: '2026-05-10', to: '2026-05-10', text: 'on the 10th' }] })).toBeNull();
    expect(statedOtherwise(charge, { ...e, counterparties: ['swiggy'] })).toBeNull();
  });
});
