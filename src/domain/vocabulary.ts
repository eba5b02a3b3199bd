// The closed vocabularies of a conversation: intents, outcomes, actions, roles (claim types belong to the packs).

export const INTENTS = ['query', 'complaint', 'service_request', 'feature_request'] as const;
export type Intent = (typeof INTENTS)[number];

export const OUTCOMES = ['answered', 'resolved', 'needs_approval', 'rejected', 'escalated', 'clarification', 'logged'] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** A claim type's id ("failed_atm_withdrawal"): each policy pack declares its own (src/policy/packs/<pack>/*.claim.ts). */
export type ClaimType = string;
/** What a claim-type id looks like: snake_case. */
export const CLAIM_TYPE_ID = /^[a-z][a-z0-9_]*$/;

/** Effects a turn can have (`actions` in docs/scenario-format.md#expectations). */
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
