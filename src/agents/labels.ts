// Plain-language names of claim types and intents, for reports and replies.
import type { ClaimType, Intent } from '../domain/vocabulary.js';

export const CLAIM_TYPE_LABELS: Record<ClaimType, string> = {
  failed_atm_withdrawal: 'Failed ATM withdrawal (account debited, cash not dispensed)',
  failed_upi_transfer: 'Failed UPI/IMPS transfer (account debited, beneficiary not credited)',
  failed_card_payment: 'Failed card payment (account debited, merchant did not confirm)',
  duplicate_card_charge: 'Duplicate card charge',
  unauthorized_transaction: 'Unauthorised transaction',
  fee_reversal: 'Fee reversal request',
  card_block: 'Card block request',
  policy_cancellation_refund: 'Policy cancellation and refund',
  duplicate_premium_debit: 'Duplicate premium debit',
  claim_settlement_delay: 'Delayed claim settlement',
  claim_rejection_dispute: 'Dispute of a claim rejection',
};

export const INTENT_LABELS: Record<Intent, string> = {
  query: 'Question',
  complaint: 'Complaint',
  service_request: 'Service request',
  feature_request: 'Feature request',
};

/** The claim as a noun phrase inside a sentence: "your failed ATM withdrawal". */
export const CLAIM_TYPE_NOUNS: Record<ClaimType, string> = {
  failed_atm_withdrawal: 'failed ATM withdrawal',
  failed_upi_transfer: 'failed UPI/IMPS transfer',
  failed_card_payment: 'failed card payment',
  duplicate_card_charge: 'duplicate card charge',
  unauthorized_transaction: 'report of an unauthorised transaction',
  fee_reversal: 'fee reversal request',
  card_block: 'card block request',
  policy_cancellation_refund: 'policy cancellation and refund',
  duplicate_premium_debit: 'duplicate premium debit',
  claim_settlement_delay: 'claim for delayed settlement interest',
  claim_rejection_dispute: 'dispute of the claim decision',
};
