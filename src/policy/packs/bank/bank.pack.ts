// The demo-bank policy pack (RBI): rules, parameters, vocabulary and citations by claim type.
import type { ClaimType } from '../../../domain/vocabulary.js';
import type { Citation } from '../../../domain/rule-result.js';
import type { PolicyPack } from '../../pack.js';
import { cardBlockRule } from './card-block.rule.js';
import { BANK_CITATIONS } from './citations.js';
import { duplicateCardChargeRule } from './duplicate-card-charge.rule.js';
import { failedAtmRule } from './failed-atm.rule.js';
import { failedCardPaymentRule } from './failed-card-payment.rule.js';
import { failedUpiRule } from './failed-upi.rule.js';
import { feeReversalRule } from './fee-reversal.rule.js';
import { BANK_PACK_META } from './meta.js';
import { bankParamsSchema, type BankParams } from './params.js';
import { unauthorizedTransactionRule } from './unauthorized-transaction.rule.js';
import { bankVocabulary } from './vocabulary.js';

const C = BANK_CITATIONS;

const citations: Partial<Record<ClaimType, Citation[]>> = {
  failed_atm_withdrawal: [C.atm, C.compensation],
  failed_upi_transfer: [C.upi, C.compensation],
  failed_card_payment: [C.card, C.compensation],
  duplicate_card_charge: [C.duplicate],
  unauthorized_transaction: [C.unauthorizedWithin3, C.unauthorized4to7, C.unauthorizedAfter7, C.liabilityCaps, C.shadowCredit],
  fee_reversal: [C.goodwill, C.feeSchedule],
  card_block: [C.cardBlock],
};

export const bankPack: PolicyPack<BankParams> = {
  ...BANK_PACK_META,
  paramsSchema: bankParamsSchema,
  rules: [
    failedAtmRule, failedUpiRule, failedCardPaymentRule, duplicateCardChargeRule, unauthorizedTransactionRule,
    feeReversalRule, cardBlockRule,
  ],
  vocabulary: bankVocabulary,
  citations,
};
