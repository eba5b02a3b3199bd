// How records look to a model: money as paise and as "₹5,000.00", dates as written; nothing of other customers.
import { formatInr } from '../domain/money.js';
import type { Account, Card, Claim, Customer, Policy, Transaction } from '../domain/records.js';

const money = (paise: number | null) => (paise === null ? null : { paise, inr: formatInr(paise) });

export const customerView = (c: Customer) => ({ id: c.id, name: c.name, segment: c.segment, joined_on: c.joinedOn });
export const accountView = (a: Account) => ({ id: a.id, type: a.type, currency: a.currency, balance: money(a.balance), credit_limit: money(a.creditLimit) });
export const cardView = (c: Card) => ({ id: c.id, account_id: c.accountId, kind: c.kind, last4: c.last4, status: c.status });
export const transactionView = (t: Transaction) => ({
  id: t.id, account_id: t.accountId, card_id: t.cardId, at: t.at, amount: money(t.amount), direction: t.direction, channel: t.channel,
  counterparty: t.counterparty, reference: t.reference, status: t.status, relates_to: t.relatesTo, fee_kind: t.feeKind,
  policy_id: t.policyId, due_on: t.dueOn,
});
export const policyView = (p: Policy) => ({
  id: p.id, product: p.product, status: p.status, start_on: p.startOn, end_on: p.endOn, delivered_on: p.deliveredOn,
  premium: money(p.premium), sum_insured: money(p.sumInsured), cancelled_on: p.cancelledOn,
});
export const claimView = (c: Claim) => ({
  id: c.id, policy_id: c.policyId, filed_on: c.filedOn, amount_claimed: money(c.amountClaimed), status: c.status,
  documents_complete_on: c.documentsCompleteOn, settled_on: c.settledOn, settled_amount: money(c.settledAmount),
  rejection_reason: c.rejectionReason,
});
