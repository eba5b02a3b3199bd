// Small builders for test records: sensible defaults, override only what a test is about.
import { fromRupees, type Paise } from '../../src/domain/money.js';
import type { Account, Card, Claim, Customer, CustomerRecords, Policy, Transaction } from '../../src/domain/records.js';
import type { RuleCalendar } from '../../src/policy/pack.js';

export const TENANT = 'demo';
export const ZONE = 'Asia/Kolkata';

/** Rupees to paise, for readable test amounts. */
export const inr = (rupees: number): Paise => fromRupees(rupees);

/** A date-time in India: ist('2026-03-04') = "2026-03-04T10:00:00+05:30". */
export const ist = (date: string, time = '10:00'): string => `${date}T${time}:00+05:30`;

export function calendarOn(today: string, holidays: string[] = []): RuleCalendar {
  return { today, timeZone: ZONE, holidays };
}

export function customer(over: Partial<Customer> = {}): Customer {
  return { id: 'C1', tenantId: TENANT, name: 'Asha Verma', email: null, phone: null, segment: 'retail', joinedOn: null, ...over };
}

export function account(over: Partial<Account> = {}): Account {
  return { id: 'A1', tenantId: TENANT, customerId: 'C1', type: 'savings', currency: 'INR', balance: inr(50_000), creditLimit: null, ...over };
}

export function card(over: Partial<Card> = {}): Card {
  return { id: 'CARD-1', tenantId: TENANT, customerId: 'C1', accountId: 'A1', kind: 'debit', last4: '4411', status: 'active', ...over };
}

/** A transaction; `on` (a date) is a shorthand for `at` at 10:00 IST. */
export function txn(over: Partial<Transaction> & { id: string; on?: string }): Transaction {
  const { on, ...rest } = over;
  return {
    tenantId: TENANT, accountId: 'A1', cardId: null, at: ist(on ?? '2026-03-01'), amount: inr(1_000), direction: 'debit',
    channel: 'atm', counterparty: '', reference: null, status: 'posted', relatesTo: null, feeKind: null, policyId: null,
    dueOn: null, ...rest,
  };
}

/** A posted credit settling another record (reversal, refund, compensation or interest). */
export function settling(id: string, relatesTo: string, channel: Transaction['channel'], on: string, amount: Paise): Transaction {
  return txn({ id, relatesTo, channel, on, amount, direction: 'credit', counterparty: channel.toUpperCase() });
}

export function policy(over: Partial<Policy> = {}): Policy {
  return {
    id: 'POL-1', tenantId: TENANT, customerId: 'C1', product: 'health', status: 'active', startOn: '2026-02-20',
    endOn: '2027-02-19', deliveredOn: '2026-02-21', premium: inr(18_000), sumInsured: inr(500_000), stampDuty: 0,
    medicalExamCost: 0, cancelledOn: null, ...over,
  };
}

export function claim(over: Partial<Claim> = {}): Claim {
  return {
    id: 'CLM-1', tenantId: TENANT, policyId: 'POL-1', filedOn: '2026-01-05', amountClaimed: inr(42_000), status: 'settled',
    documentsCompleteOn: '2026-01-10', settledOn: '2026-03-01', settledAmount: inr(40_000), rejectionReason: null, ...over,
  };
}

/** One customer's records; lists default to empty, the customer to a retail customer with one savings account. */
export function records(over: Partial<CustomerRecords> = {}): CustomerRecords {
  return {
    customer: customer(), accounts: [account()], cards: [], transactions: [], policies: [], claims: [], ...over,
  };
}
