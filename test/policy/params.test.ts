import { describe, expect, it } from 'vitest';
import { bankParamsSchema, defaultBankParams } from '../../src/policy/packs/bank/params.js';
import { defaultInsurerParams, insurerParamsSchema } from '../../src/policy/packs/insurer/params.js';

describe('bank parameters', () => {
  it('defaults to the values in docs/policies.md, in paise', () => {
    expect(defaultBankParams()).toEqual({
      autoApprovalLimit: 1_000_000, fourEyesLimit: 10_000_000, confidenceThreshold: 0.75, compensationPerDay: 10_000,
      duplicateWindowHours: 24, feeWaiversPer12Months: 1, feeWaiversPer12MonthsPremium: 2, atmTatDays: 5, upiTatDays: 1,
      cardTatDays: 5, cardToCardTatDays: 1, liabilityCapBsbd: 500_000, liabilityCapStandard: 1_000_000, liabilityCapHigh: 2_500_000,
      highCreditLimit: 50_000_000,
    });
  });

  it('reads snake_case rupees into camelCase paise', () => {
    const p = bankParamsSchema.parse({ compensation_per_day: 150.25, liability_cap_bsbd: 4_000, atm_tat_days: 7 });
    expect(p).toMatchObject({ compensationPerDay: 15_025, liabilityCapBsbd: 400_000, atmTatDays: 7 });
  });

  it.each([
    ['an unknown key', { compensation_per_days: 100 }],
    ['more than two decimals of a rupee', { auto_approval_limit: 10.005 }],
    ['a negative amount', { four_eyes_limit: -1 }],
    ['a confidence above 1', { confidence_threshold: 1.5 }],
    ['a fractional waiver count', { fee_waivers_per_12_months: 1.5 }],
    ['a camelCase key', { autoApprovalLimit: 100 }],
  ])('rejects %s', (_label, input) => {
    expect(bankParamsSchema.safeParse(input).success).toBe(false);
  });
});

describe('insurer parameters', () => {
  it('defaults to the values in docs/policies.md, with the bank rate in basis points', () => {
    expect(defaultInsurerParams()).toEqual({
      autoApprovalLimit: 2_500_000, fourEyesLimit: 20_000_000, confidenceThreshold: 0.75, freeLookDays: 30,
      claimSettlementDays: 30, bankRateBps: 575,
    });
  });

  it('parses bank_rate_percent into basis points', () => {
    expect(insurerParamsSchema.parse({ bank_rate_percent: 6.5 }).bankRateBps).toBe(650);
    expect(insurerParamsSchema.safeParse({ bank_rate_percent: 6.555 }).success).toBe(false);
  });

  it('rejects bank keys in an insurer tenant', () => {
    expect(insurerParamsSchema.safeParse({ compensation_per_day: 100 }).success).toBe(false);
  });
});
