// Names, descriptions and argument schemas of the verifier's read tools (shared by both backends).
import { z } from 'zod';
import { CHANNELS, TRANSACTION_STATUSES } from './records.js';
import { CLAIM_TYPE_ID } from './vocabulary.js';

/** A claim type of the tenant's policy pack; the judge refuses one the pack does not have. */
const claimType = z.string().regex(CLAIM_TYPE_ID, 'a claim type id, e.g. failed_atm_withdrawal');

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).describe('a date YYYY-MM-DD');

export const TOOL_SPECS = {
  get_customer_profile: {
    description: "The authenticated customer's profile (name, segment, joined date). Takes no customer id: identity comes from the session.",
    schema: z.object({}),
  },
  list_accounts_and_cards: {
    description: "The authenticated customer's accounts (type, balance, credit limit) and cards (last 4 digits, status).",
    schema: z.object({}),
  },
  search_transactions: {
    description: "The authenticated customer's transactions, filtered. All filters are optional. Amounts are in rupees.",
    schema: z.object({
      channels: z.array(z.string()).optional().describe(`transaction channels, e.g. ${CHANNELS.slice(0, 6).join(', ')}`),
      statuses: z.array(z.enum(TRANSACTION_STATUSES)).optional(),
      direction: z.enum(['debit', 'credit']).optional(),
      from: date.optional(),
      to: date.optional(),
      amount_rupees: z.number().optional(),
      counterparty: z.string().optional().describe('case-insensitive part of the counterparty'),
      relates_to: z.string().optional(),
      limit: z.number().int().min(1).max(200).optional(),
    }),
  },
  list_insurance_policies: {
    description: "The authenticated customer's insurance policies.",
    schema: z.object({}),
  },
  list_insurance_claims: {
    description: "The authenticated customer's insurance claims, optionally for one policy.",
    schema: z.object({ policy_id: z.string().optional() }),
  },
  search_knowledge_base: {
    description: "Search the company's knowledge base (policies, procedures) visible to this customer; returns passages with citations.",
    schema: z.object({ query: z.string().min(1), limit: z.number().int().min(1).max(10).optional() }),
  },
  find_claim_records: {
    description: "The authenticated customer's records a claim of this type could be about (e.g. failed ATM debits for failed_atm_withdrawal), each with an id, amount, date and a one-line description.",
    schema: z.object({ claim_type: claimType }),
  },
  evaluate_policy_rule: {
    description: 'Run the company policy rule for a claim type on one of the customer\'s records (a transaction, policy, claim or card id). Returns eligibility, the amount with its formula, findings and citations.',
    schema: z.object({
      claim_type: claimType,
      record_id: z.string().min(1),
      cancel_now: z.boolean().optional().describe('the customer asks to cancel the policy today'),
    }),
  },
} as const;

export type ToolName = keyof typeof TOOL_SPECS;
export const TOOL_NAMES = Object.keys(TOOL_SPECS) as ToolName[];
export type ToolArgs<N extends ToolName> = z.infer<(typeof TOOL_SPECS)[N]['schema']>;
