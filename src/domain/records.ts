// The customer's records as the product holds them: camelCase, money in paise, dates as calendar dates.
import { z } from 'zod';

export const SEGMENTS = ['retail', 'premium', 'business'] as const;
export const ACCOUNT_TYPES = ['bsbd', 'savings', 'current', 'credit_card'] as const;
export const CARD_KINDS = ['debit', 'credit'] as const;
export const CARD_STATUSES = ['active', 'blocked', 'lost', 'expired'] as const;
export const DIRECTIONS = ['debit', 'credit'] as const;
export const CHANNELS = [
  'atm', 'card_pos', 'card_online', 'upi', 'imps', 'neft', 'fee', 'premium',
  'refund', 'reversal', 'compensation', 'interest',
] as const;
export const TRANSACTION_STATUSES = ['posted', 'failed', 'reversed', 'pending'] as const;
export const FEE_KINDS = ['late_payment', 'annual', 'min_balance', 'other'] as const;
export const PRODUCTS = ['health', 'life', 'motor', 'travel'] as const;
export const POLICY_STATUSES = ['active', 'cancelled', 'lapsed', 'expired'] as const;
export const CLAIM_STATUSES = ['submitted', 'under_review', 'approved', 'rejected', 'settled'] as const;

export type Segment = (typeof SEGMENTS)[number];
export type AccountType = (typeof ACCOUNT_TYPES)[number];
/** A transaction channel: one of CHANNELS (the scenario format's own), or one a policy pack's claim type declares. */
export type Channel = string;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
export type FeeKind = (typeof FEE_KINDS)[number];
export type Product = (typeof PRODUCTS)[number];

/** Channels whose credits settle an earlier debit, claim or policy. */
export const SETTLING_CHANNELS: readonly Channel[] = ['refund', 'reversal', 'compensation', 'interest'];

const id = z.string().min(1);
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date YYYY-MM-DD');
const paise = z.number().int();

export const customerSchema = z.object({
  id,
  tenantId: id,
  name: z.string().min(1),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  segment: z.enum(SEGMENTS),
  joinedOn: date.nullable(),
});
export type Customer = z.infer<typeof customerSchema>;

export const accountSchema = z.object({
  id,
  tenantId: id,
  customerId: id,
  type: z.enum(ACCOUNT_TYPES),
  currency: z.string().length(3),
  balance: paise,
  creditLimit: paise.nullable(),
});
export type Account = z.infer<typeof accountSchema>;

export const cardSchema = z.object({
  id,
  tenantId: id,
  customerId: id,
  accountId: id,
  kind: z.enum(CARD_KINDS),
  last4: z.string().regex(/^\d{4}$/),
  status: z.enum(CARD_STATUSES),
});
export type Card = z.infer<typeof cardSchema>;

export const transactionSchema = z.object({
  id,
  tenantId: id,
  accountId: id,
  cardId: id.nullable(),
  /** ISO date-time with offset. */
  at: z.string().min(1),
  amount: paise.nonnegative(),
  direction: z.enum(DIRECTIONS),
  channel: z.string().regex(/^[a-z][a-z0-9_]*$/),
  counterparty: z.string(),
  reference: z.string().nullable(),
  status: z.enum(TRANSACTION_STATUSES),
  relatesTo: id.nullable(),
  feeKind: z.enum(FEE_KINDS).nullable(),
  policyId: id.nullable(),
  dueOn: date.nullable(),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const policySchema = z.object({
  id,
  tenantId: id,
  customerId: id,
  product: z.enum(PRODUCTS),
  status: z.enum(POLICY_STATUSES),
  startOn: date,
  endOn: date,
  deliveredOn: date.nullable(),
  premium: paise,
  sumInsured: paise,
  stampDuty: paise,
  medicalExamCost: paise,
  cancelledOn: date.nullable(),
});
export type Policy = z.infer<typeof policySchema>;

export const claimSchema = z.object({
  id,
  tenantId: id,
  policyId: id,
  filedOn: date,
  amountClaimed: paise,
  status: z.enum(CLAIM_STATUSES),
  documentsCompleteOn: date.nullable(),
  settledOn: date.nullable(),
  settledAmount: paise.nullable(),
  rejectionReason: z.string().nullable(),
});
export type Claim = z.infer<typeof claimSchema>;

/** Everything one tenant holds about its customers, as loaded from a world file or a store. */
export interface World {
  customers: Customer[];
  accounts: Account[];
  cards: Card[];
  transactions: Transaction[];
  policies: Policy[];
  claims: Claim[];
}

/** One customer's own records: what a rule or a read tool may see. */
export interface CustomerRecords {
  customer: Customer;
  accounts: Account[];
  cards: Card[];
  transactions: Transaction[];
  policies: Policy[];
  claims: Claim[];
}

export function emptyWorld(): World {
  return { customers: [], accounts: [], cards: [], transactions: [], policies: [], claims: [] };
}
