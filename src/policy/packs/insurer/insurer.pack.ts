// The demo-insurer policy pack (IRDAI): rules, parameters, vocabulary and citations by claim type.
import type { ClaimType } from '../../../domain/vocabulary.js';
import type { Citation } from '../../../domain/rule-result.js';
import type { PolicyPack } from '../../pack.js';
import { INSURER_CITATIONS } from './citations.js';
import { claimRejectionDisputeRule } from './claim-rejection-dispute.rule.js';
import { claimSettlementDelayRule } from './claim-settlement-delay.rule.js';
import { duplicatePremiumRule } from './duplicate-premium.rule.js';
import { INSURER_PACK_META } from './meta.js';
import { insurerParamsSchema, type InsurerParams } from './params.js';
import { policyCancellationRule } from './policy-cancellation.rule.js';
import { insurerVocabulary } from './vocabulary.js';

const C = INSURER_CITATIONS;

const citations: Partial<Record<ClaimType, Citation[]>> = {
  policy_cancellation_refund: [C.freeLook, C.freeLookRefund, C.afterFreeLook],
  duplicate_premium_debit: [C.duplicatePremium],
  claim_settlement_delay: [C.settlementTimelines, C.delayInterest],
  claim_rejection_dispute: [C.dispute, C.ombudsman],
};

export const insurerPack: PolicyPack<InsurerParams> = {
  ...INSURER_PACK_META,
  paramsSchema: insurerParamsSchema,
  rules: [policyCancellationRule, duplicatePremiumRule, claimSettlementDelayRule, claimRejectionDisputeRule],
  vocabulary: insurerVocabulary,
  citations,
};
