import { describe, expect, it } from 'vitest';
import { candidatesFor, evaluateClaim, hasRule } from '../../src/policy/engine.js';
import { bankPack } from '../../src/policy/packs/bank/bank.pack.js';
import { defaultBankParams } from '../../src/policy/packs/bank/params.js';
import { insurerPack } from '../../src/policy/packs/insurer/insurer.pack.js';
import { calendarOn, inr, records, txn } from '../support/records.builder.js';

const BANK_CLAIM_TYPES = ['card_block', 'duplicate_card_charge', 'failed_atm_withdrawal', 'failed_card_payment', 'failed_card_to_card_transfer', 'failed_upi_transfer', 'fee_reversal', 'unauthorized_transaction'];
const INSURER_CLAIM_TYPES = ['claim_rejection_dispute', 'claim_settlement_delay', 'duplicate_premium_debit', 'policy_cancellation_refund'];
const params = defaultBankParams();
const calendar = calendarOn('2026-03-12');
const recs = records({ transactions: [txn({ id: 'T1', channel: 'atm', status: 'failed', on: '2026-03-04', amount: inr(5_000) })] });

describe('policy engine', () => {
  it('declares every claim type of each pack once, with a rule, cues, examples and citations', () => {
    expect(bankPack.claimTypes.map((d) => d.id).sort()).toEqual(BANK_CLAIM_TYPES);
    expect(insurerPack.claimTypes.map((d) => d.id).sort()).toEqual(INSURER_CLAIM_TYPES);
    for (const pack of [bankPack, insurerPack]) {
      for (const declared of pack.claimTypes) {
        expect(declared.rule.claimType).toBe(declared.id);
        expect(declared.label.length * declared.noun.length * declared.vocabulary.cues.length * declared.vocabulary.examples.length * declared.citations.length).toBeGreaterThan(0);
      }
      expect(Object.keys(pack.citations).sort()).toEqual(pack.claimTypes.map((d) => d.id).sort());
    }
  });

  it('evaluates the rule of the claim type, stamped with the pack identity', () => {
    const result = evaluateClaim(bankPack, 'failed_atm_withdrawal', { records: recs, subjectId: 'T1', params, calendar, cancelNow: false });
    expect(result).toMatchObject({ claimType: 'failed_atm_withdrawal', amount: inr(5_300), packId: 'bank-in-rbi', packVersion: bankPack.version, effectiveDate: bankPack.effectiveDate });
  });

  it('is deterministic: the same input gives the same result', () => {
    const input = { records: recs, subjectId: 'T1', params, calendar, cancelNow: false };
    expect(evaluateClaim(bankPack, 'failed_atm_withdrawal', input)).toEqual(evaluateClaim(bankPack, 'failed_atm_withdrawal', input));
  });

  it('lists candidates through the rule', () => {
    expect(candidatesFor(bankPack, 'failed_atm_withdrawal', recs, calendar, params).map((c) => c.id)).toEqual(['T1']);
  });

  it('throws INVALID_INPUT for a claim type the pack lacks', () => {
    expect(() => evaluateClaim(bankPack, 'claim_settlement_delay', { records: recs, subjectId: 'T1', params, calendar, cancelNow: false }))
      .toThrow(expect.objectContaining({ code: 'INVALID_INPUT', message: expect.stringContaining('bank-in-rbi') }));
    expect(() => candidatesFor(bankPack, 'no_such_type', recs, calendar, params)).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
    expect(hasRule(bankPack, 'fee_reversal')).toBe(true);
    expect(hasRule(bankPack, 'claim_settlement_delay')).toBe(false);
  });

  it('throws NOT_FOUND for a subject that is not among the customer\'s records', () => {
    expect(() => evaluateClaim(bankPack, 'failed_atm_withdrawal', { records: recs, subjectId: 'T-OTHER', params, calendar, cancelNow: false }))
      .toThrow(expect.objectContaining({ code: 'NOT_FOUND' }));
  });
});
