// The card-to-card claim type: its rule at the T+1 boundary, its pack-declared channel, and how customers describe it.
import { describe, expect, it } from 'vitest';
import { OfflineIntentClassifier } from '../../../src/agents/gather/offline/offline-intent-classifier.js';
import { claimProfiles } from '../../../src/agents/tenant-profile.js';
import type { TenantProfile } from '../../../src/agents/ports.js';
import { worldFromValue } from '../../../src/app/world-loader.js';
import { makeClock } from '../../../src/domain/calendar.js';
import { bankPack } from '../../../src/policy/packs/bank/bank.pack.js';
import { failedCardToCardRule } from '../../../src/policy/packs/bank/failed-card-to-card.claim.js';
import { defaultBankParams } from '../../../src/policy/packs/bank/params.js';
import { calendarOn, inr, records, settling, txn } from '../../support/records.builder.js';

const params = defaultBankParams();
const transfer = (on: string, amount = 4_000) => txn({ id: 'T1', channel: 'card_to_card', status: 'failed', counterparty: 'CARD XX7781', on, amount: inr(amount) });
const judge = (transactions: ReturnType<typeof txn>[], today = '2026-11-20') =>
  failedCardToCardRule.evaluate({ records: records({ transactions }), subjectId: 'T1', params, calendar: calendarOn(today), cancelNow: false });

describe('failed card-to-card transfer', () => {
  it('grants the reversal plus ₹100 a day beyond T+1 when nothing was reversed', () => {
    const result = judge([transfer('2026-11-16')]);
    expect(result).toMatchObject({ eligible: 'yes', amount: inr(4_300), claimType: 'failed_card_to_card_transfer' });
    expect(result.formula).toBe('4,000.00 + 100.00 × 3 days late = 4,300.00');
    expect(result.citations).toContainEqual({ docId: 'card-to-card-transfers', section: 'Failed card-to-card transfers' });
  });

  it('owes no compensation on T+1 itself, and one day on T+2', () => {
    expect(judge([transfer('2026-11-19')]).amount).toBe(inr(4_000));
    expect(judge([transfer('2026-11-18')]).amount).toBe(inr(4_100));
  });

  it('rejects a transfer reversed by T+1', () => {
    const result = judge([transfer('2026-11-18'), settling('R1', 'T1', 'reversal', '2026-11-19', inr(4_000))]);
    expect(result.eligible).toBe('no');
    expect(result.findings.map((f) => f.code)).toContain('reversed_in_time');
  });

  it('does not judge an ATM or UPI debit as a card-to-card transfer', () => {
    const atm = txn({ id: 'T1', channel: 'atm', status: 'failed', on: '2026-11-16', amount: inr(4_000) });
    expect(judge([atm]).eligible).toBe('no');
    expect(failedCardToCardRule.candidates(records({ transactions: [atm] }), calendarOn('2026-11-20'), params)).toEqual([]);
  });

  it('reads its T+1 from the tenant parameter card_to_card_tat_days', () => {
    const slower = { ...params, cardToCardTatDays: 3 };
    const result = failedCardToCardRule.evaluate({ records: records({ transactions: [transfer('2026-11-16')] }), subjectId: 'T1', params: slower, calendar: calendarOn('2026-11-20'), cancelNow: false });
    expect(result.amount).toBe(inr(4_100));
  });
});

describe('the card_to_card channel the claim type declares', () => {
  const world = (channel: string) => ({
    customers: [{ id: 'C1', name: 'A', segment: 'retail' }],
    accounts: [{ id: 'A1', customer_id: 'C1', type: 'savings', balance: 100 }],
    transactions: [{ id: 'T1', account_id: 'A1', at: '2026-11-16T10:00:00+05:30', amount: 10, direction: 'debit', channel, status: 'failed' }],
  });

  it('is accepted in world files, while an unknown channel is refused naming the path', () => {
    expect(worldFromValue(world('card_to_card'), 'w.yaml', 'demo-bank').transactions[0]?.channel).toBe('card_to_card');
    expect(() => worldFromValue(world('telepathy'), 'w.yaml', 'demo-bank')).toThrow(/transactions\.0\.channel: must be one of .*card_to_card/);
  });
});

describe('how customers describe a failed card-to-card transfer', () => {
  const tenant: TenantProfile = {
    id: 'demo-bank', name: 'Demo Bank', kind: 'bank', claimTypes: bankPack.claimTypes.map((d) => d.id), vocabulary: bankPack.vocabulary, claims: claimProfiles(bankPack), locale: 'en-IN',
  };
  const classifier = new OfflineIntentClassifier();
  const clock = makeClock('Asia/Kolkata', '2026-11-20');

  it.each([
    'My card to card transfer of 4000 failed but my card was debited.',
    'I sent money from my debit card to my sister\'s card on Monday and it never arrived, my account is debited.',
    'c2c transfer pending since 3 days, amount deducted',
  ])('recognises %s', async (text) => {
    const analysis = await classifier.analyse({ text, tenant, clock });
    expect(analysis).toMatchObject({ intent: 'complaint', claimType: 'failed_card_to_card_transfer' });
    expect(analysis.aspects).toContain('card-to-card transfer');
  });

  it('still reads a declined shop payment as a failed card payment', async () => {
    const analysis = await classifier.analyse({ text: 'My card payment at the shop was declined but the amount was still debited.', tenant, clock });
    expect(analysis.claimType).toBe('failed_card_payment');
  });
});
