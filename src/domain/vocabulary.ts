// The closed vocabularies of a conversation: intents, outcomes, claim types, actions.

export const INTENTS = ['query', 'complaint', 'service_request', 'feature_request'] as const;
export type Intent = (typeof INTENTS)[number];

export const OUTCOMES = ['answered', 'resolved', 'needs_approval', 'rejected', 'escalated', 'clarification', 'logged'] as const;
export type Outcome = (typeof OUTCOMES)[number];

export const BANK_CLAIM_TYPES = [
  'failed_atm_withdrawal', 'failed_upi_transfer', 'failed_card_payment', 'duplicate_card_charge',
  'unauthorized_transaction', 'fee_reversal', 'card_block',
] as const;
export const INSURER_CLAIM_TYPES = [
  'policy_cancellation_refund', 'duplicate_premium_debit', 'claim_settlement_delay', 'claim_rejection_dispute',
] as const;
export const CLAIM_TYPES = [...BANK_CLAIM_TYPES, ...INSURER_CLAIM_TYPES] as const;
export type ClaimType = (typeof CLAIM_TYPES)[number];

/** Effects a turn can have (SCENARIOS.md `actions`). */
export const ACTIONS = ['refund', 'block_card', 'cancel_policy', 'ticket', 'incident', 'complaint_ticket'] as const;
export type Action = (typeof ACTIONS)[number];
/** Actions that move money or change a product: only allowed when the policy engine decided them. */
export const MONEY_OR_PRODUCT_ACTIONS: readonly Action[] = ['refund', 'block_card', 'cancel_policy'];

export const ROLES = ['customer', 'agent', 'reviewer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const URGENCIES = ['low', 'medium', 'high'] as const;
export type Urgency = (typeof URGENCIES)[number];
export const SENTIMENTS = ['negative', 'neutral', 'positive'] as const;
export type Sentiment = (typeof SENTIMENTS)[number];
