// demo-insurer parameters: the tenant YAML's snake_case keys validated into camelCase paise and basis points.
import { z } from 'zod';
import { confidenceParam, countParam, percentAsBasisPoints, rupeeParam, type CommonParams } from '../params-kit.js';

export interface InsurerParams extends CommonParams {
  freeLookDays: number;
  claimSettlementDays: number;
  /** The bank rate in basis points (5.75% → 575), so interest stays integer arithmetic. */
  bankRateBps: number;
}

export const insurerParamsSchema: z.ZodType<InsurerParams> = z
  .strictObject({
    auto_approval_limit: rupeeParam(25_000),
    four_eyes_limit: rupeeParam(200_000),
    confidence_threshold: confidenceParam(0.75),
    free_look_days: countParam(30),
    claim_settlement_days: countParam(30),
    bank_rate_percent: percentAsBasisPoints(5.75),
  })
  .transform((p) => ({
    autoApprovalLimit: p.auto_approval_limit,
    fourEyesLimit: p.four_eyes_limit,
    confidenceThreshold: p.confidence_threshold,
    freeLookDays: p.free_look_days,
    claimSettlementDays: p.claim_settlement_days,
    bankRateBps: p.bank_rate_percent,
  }));

export function defaultInsurerParams(): InsurerParams {
  return insurerParamsSchema.parse({});
}
