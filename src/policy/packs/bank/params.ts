// demo-bank parameters: the tenant YAML's snake_case keys (rupees) validated into camelCase paise.
import { z } from 'zod';
import type { Paise } from '../../../domain/money.js';
import { confidenceParam, countParam, rupeeParam, type CommonParams } from '../params-kit.js';

export interface BankParams extends CommonParams {
  compensationPerDay: Paise;
  duplicateWindowHours: number;
  feeWaiversPer12Months: number;
  feeWaiversPer12MonthsPremium: number;
  atmTatDays: number;
  upiTatDays: number;
  cardTatDays: number;
  cardToCardTatDays: number;
  /** Basic savings (BSBD) accounts. */
  liabilityCapBsbd: Paise;
  /** Other savings, individual current accounts, credit cards with a limit up to `highCreditLimit`. */
  liabilityCapStandard: Paise;
  /** Other current accounts, credit cards with a limit above `highCreditLimit`. */
  liabilityCapHigh: Paise;
  highCreditLimit: Paise;
}

export const bankParamsSchema: z.ZodType<BankParams> = z
  .strictObject({
    auto_approval_limit: rupeeParam(10_000),
    four_eyes_limit: rupeeParam(100_000),
    confidence_threshold: confidenceParam(0.75),
    compensation_per_day: rupeeParam(100),
    duplicate_window_hours: z.number().positive().default(24),
    fee_waivers_per_12_months: countParam(1),
    fee_waivers_per_12_months_premium: countParam(2),
    atm_tat_days: countParam(5),
    upi_tat_days: countParam(1),
    card_tat_days: countParam(5),
    card_to_card_tat_days: countParam(1),
    liability_cap_bsbd: rupeeParam(5_000),
    liability_cap_standard: rupeeParam(10_000),
    liability_cap_high: rupeeParam(25_000),
    high_credit_limit: rupeeParam(500_000),
  })
  .transform((p) => ({
    autoApprovalLimit: p.auto_approval_limit,
    fourEyesLimit: p.four_eyes_limit,
    confidenceThreshold: p.confidence_threshold,
    compensationPerDay: p.compensation_per_day,
    duplicateWindowHours: p.duplicate_window_hours,
    feeWaiversPer12Months: p.fee_waivers_per_12_months,
    feeWaiversPer12MonthsPremium: p.fee_waivers_per_12_months_premium,
    atmTatDays: p.atm_tat_days,
    upiTatDays: p.upi_tat_days,
    cardTatDays: p.card_tat_days,
    cardToCardTatDays: p.card_to_card_tat_days,
    liabilityCapBsbd: p.liability_cap_bsbd,
    liabilityCapStandard: p.liability_cap_standard,
    liabilityCapHigh: p.liability_cap_high,
    highCreditLimit: p.high_credit_limit,
  }));

/** The parameters with every default (as a tenant with an empty `parameters:` gets them). */
export function defaultBankParams(): BankParams {
  return bankParamsSchema.parse({});
}
