// The world-file format (docs/scenario-format.md#world: snake_case, rupees) and its conversion into records.
import { z } from 'zod';
import {
  ACCOUNT_TYPES, CARD_KINDS, CARD_STATUSES, CHANNELS, CLAIM_STATUSES, DIRECTIONS, FEE_KINDS,
  POLICY_STATUSES, PRODUCTS, SEGMENTS, TRANSACTION_STATUSES,
  type World,
} from './records.js';
import { fromRupees } from './money.js';
import { isCalendarDate, isIsoDateTimeWithOffset } from './calendar.js';

const id = z.string().min(1);
const date = z.string().refine(isCalendarDate, 'must be a calendar date YYYY-MM-DD');
const dateTime = z.string().refine(isIsoDateTimeWithOffset, 'must be an ISO date-time with offset, e.g. 2026-03-04T10:15:00+05:30');
const rupees = z.number().refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'must have at most two decimals');
const nullable = <T extends z.ZodType>(schema: T) => schema.nullable().optional();

export const customerFileSchema = z.strictObject({
  id, name: z.string().min(1), email: nullable(z.string()), phone: nullable(z.string()),
  segment: z.enum(SEGMENTS), joined_on: nullable(date),
});
export const accountFileSchema = z.strictObject({
  id, customer_id: id, type: z.enum(ACCOUNT_TYPES), currency: z.string().length(3).default('INR'),
  balance: rupees.default(0), credit_limit: nullable(rupees),
});
export const cardFileSchema = z.strictObject({
  id, customer_id: id, account_id: id, kind: z.enum(CARD_KINDS),
  last4: z.union([z.string(), z.number()]).transform((v) => String(v).padStart(4, '0')).pipe(z.string().regex(/^\d{4}$/, 'must be 4 digits')),
  status: z.enum(CARD_STATUSES),
});
export const transactionFileSchema = z.strictObject({
  id, account_id: id, card_id: nullable(id), at: dateTime, amount: rupees.refine((v) => v >= 0, 'must be positive'),
  direction: z.enum(DIRECTIONS), channel: z.string().min(1), counterparty: z.string().default(''),
  reference: nullable(z.union([z.string(), z.number()]).transform(String)), status: z.enum(TRANSACTION_STATUSES),
  relates_to: nullable(id), fee_kind: nullable(z.enum(FEE_KINDS)), policy_id: nullable(id), due_on: nullable(date),
});
export const policyFileSchema = z.strictObject({
  id, customer_id: id, product: z.enum(PRODUCTS), status: z.enum(POLICY_STATUSES),
  start_on: date, end_on: date, delivered_on: nullable(date), premium: rupees, sum_insured: rupees.default(0),
  stamp_duty: rupees.default(0), medical_exam_cost: rupees.default(0), cancelled_on: nullable(date),
});
export const claimFileSchema = z.strictObject({
  id, policy_id: id, filed_on: date, amount_claimed: rupees, status: z.enum(CLAIM_STATUSES),
  documents_complete_on: nullable(date), settled_on: nullable(date), settled_amount: nullable(rupees),
  rejection_reason: nullable(z.string()),
});

export const worldFileSchema = z.strictObject({
  customers: z.array(customerFileSchema).default([]),
  accounts: z.array(accountFileSchema).default([]),
  cards: z.array(cardFileSchema).default([]),
  transactions: z.array(transactionFileSchema).default([]),
  policies: z.array(policyFileSchema).default([]),
  claims: z.array(claimFileSchema).default([]),
});
export type WorldFile = z.infer<typeof worldFileSchema>;

/** A reference in a world file that points nowhere, or an id used twice. */
export interface WorldProblem {
  path: (string | number)[];
  message: string;
}

/** Checks ids are unique per list and every reference resolves. */
/**
 * Problems a schema cannot see: duplicate ids, references that point nowhere, and channels outside `channels`
 * (the format's own, plus those the tenant's policy packs declare).
 */
export function checkWorldReferences(file: WorldFile, channels: readonly string[] = CHANNELS): WorldProblem[] {
  const problems: WorldProblem[] = [];
  const ids = (list: keyof WorldFile) => {
    const seen = new Set<string>();
    file[list].forEach((row, index) => {
      if (seen.has(row.id)) problems.push({ path: [list, index, 'id'], message: `duplicate id "${row.id}"` });
      seen.add(row.id);
    });
    return seen;
  };
  const customers = ids('customers');
  const accounts = ids('accounts');
  const cards = ids('cards');
  const transactions = ids('transactions');
  const policies = ids('policies');
  const claims = ids('claims');
  const ref = (ok: boolean, path: (string | number)[], what: string, value: string) => {
    if (!ok) problems.push({ path, message: `unknown ${what} "${value}"` });
  };
  file.accounts.forEach((a, i) => ref(customers.has(a.customer_id), ['accounts', i, 'customer_id'], 'customer', a.customer_id));
  file.cards.forEach((c, i) => {
    ref(customers.has(c.customer_id), ['cards', i, 'customer_id'], 'customer', c.customer_id);
    ref(accounts.has(c.account_id), ['cards', i, 'account_id'], 'account', c.account_id);
  });
  file.transactions.forEach((t, i) => {
    if (!channels.includes(t.channel)) problems.push({ path: ['transactions', i, 'channel'], message: `must be one of ${channels.join(', ')} (got "${t.channel}")` });
    ref(accounts.has(t.account_id), ['transactions', i, 'account_id'], 'account', t.account_id);
    if (t.card_id) ref(cards.has(t.card_id), ['transactions', i, 'card_id'], 'card', t.card_id);
    if (t.relates_to) {
      const known = transactions.has(t.relates_to) || claims.has(t.relates_to) || policies.has(t.relates_to);
      ref(known, ['transactions', i, 'relates_to'], 'transaction, claim or policy', t.relates_to);
    }
    if (t.policy_id) ref(policies.has(t.policy_id), ['transactions', i, 'policy_id'], 'policy', t.policy_id);
  });
  file.policies.forEach((p, i) => ref(customers.has(p.customer_id), ['policies', i, 'customer_id'], 'customer', p.customer_id));
  file.claims.forEach((c, i) => ref(policies.has(c.policy_id), ['claims', i, 'policy_id'], 'policy', c.policy_id));
  return problems;
}

const orNull = <T>(value: T | null | undefined): T | null => (value === undefined ? null : value);
const paiseOrNull = (value: number | null | undefined): number | null => (value === undefined || value === null ? null : fromRupees(value));

/** Converts a parsed world file into records for a tenant. */
export function worldFromFile(file: WorldFile, tenantId: string): World {
  return {
    customers: file.customers.map((c) => ({
      id: c.id, tenantId, name: c.name, email: orNull(c.email), phone: orNull(c.phone), segment: c.segment, joinedOn: orNull(c.joined_on),
    })),
    accounts: file.accounts.map((a) => ({
      id: a.id, tenantId, customerId: a.customer_id, type: a.type, currency: a.currency, balance: fromRupees(a.balance), creditLimit: paiseOrNull(a.credit_limit),
    })),
    cards: file.cards.map((c) => ({
      id: c.id, tenantId, customerId: c.customer_id, accountId: c.account_id, kind: c.kind, last4: c.last4, status: c.status,
    })),
    transactions: file.transactions.map((t) => ({
      id: t.id, tenantId, accountId: t.account_id, cardId: orNull(t.card_id), at: t.at, amount: fromRupees(t.amount), direction: t.direction,
      channel: t.channel, counterparty: t.counterparty, reference: orNull(t.reference), status: t.status, relatesTo: orNull(t.relates_to),
      feeKind: orNull(t.fee_kind), policyId: orNull(t.policy_id), dueOn: orNull(t.due_on),
    })),
    policies: file.policies.map((p) => ({
      id: p.id, tenantId, customerId: p.customer_id, product: p.product, status: p.status, startOn: p.start_on, endOn: p.end_on,
      deliveredOn: orNull(p.delivered_on), premium: fromRupees(p.premium), sumInsured: fromRupees(p.sum_insured), stampDuty: fromRupees(p.stamp_duty),
      medicalExamCost: fromRupees(p.medical_exam_cost), cancelledOn: orNull(p.cancelled_on),
    })),
    claims: file.claims.map((c) => ({
      id: c.id, tenantId, policyId: c.policy_id, filedOn: c.filed_on, amountClaimed: fromRupees(c.amount_claimed), status: c.status,
      documentsCompleteOn: orNull(c.documents_complete_on), settledOn: orNull(c.settled_on), settledAmount: paiseOrNull(c.settled_amount),
      rejectionReason: orNull(c.rejection_reason),
    })),
  };
}
