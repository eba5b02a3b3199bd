// A synthetic bank world at any size, built in slices so millions of transactions never sit in memory at once.
// Every customer has everyday activity (salary, card and UPI payments, ATM cash, bills) over the last 90 days, about
// 1.3 accounts, 1.4 cards and 26 transactions each, and one of two claim patterns the benchmark's messages ask about:
// even customers paid the same café twice on different days (not a duplicate), odd customers hold a basic savings
// account with a card payment they say they never made. Each customer also has about two earlier conversations
// (closed or open, never waiting), as a bank's history would hold. Seeded: the same size gives the same world.
import type { Account, Card, Customer, Transaction, World } from '../../src/domain/records.js';
import type { Conversation } from '../../src/domain/store.port.js';
import { emptyWorld } from '../../src/domain/records.js';
import { seededRandom, type Random } from './seeded-random.js';

const MERCHANTS = ['BIG BAZAAR', 'DMART', 'SWIGGY', 'ZOMATO', 'UBER INDIA', 'IRCTC', 'FLIPKART', 'HP PETROL PUMP', 'RELIANCE FRESH', 'APOLLO PHARMACY', 'BOOKMYSHOW', 'MYNTRA'];
const BILLERS = ['MSEB ELECTRICITY', 'AIRTEL POSTPAID', 'JIO RECHARGE', 'TATA PLAY', 'MAHANAGAR GAS'];
const FIRST = ['Aarav', 'Diya', 'Kabir', 'Ananya', 'Vihaan', 'Isha', 'Arjun', 'Saanvi', 'Reyansh', 'Myra', 'Ishaan', 'Kiara'];
const LAST = ['Sharma', 'Patel', 'Nair', 'Reddy', 'Gupta', 'Iyer', 'Khan', 'Das', 'Joshi', 'Menon', 'Singh', 'Rao'];

export type ClaimPattern = 'twice-at-cafe' | 'unrecognised-card-payment';

export const patternOf = (index: number): ClaimPattern => (index % 2 === 0 ? 'twice-at-cafe' : 'unrecognised-card-payment');
export const customerId = (index: number): string => `S${String(index).padStart(7, '0')}`;

function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A rupee amount in paise that never equals one the claim patterns use (450 and 8,000 rupees). */
function everydayAmount(random: Random, min: number, max: number): number {
  const paise = random.int(min, max) * 100 + random.int(1, 99);
  return paise === 45_000 || paise === 800_000 ? paise + 1 : paise;
}

export interface WorldSlice {
  world: World;
  conversations: Conversation[];
}

const PAST_ISSUES: [string, Conversation['lastOutcome'], string | null][] = [
  ['ATM did not dispense cash', 'resolved', 'failed_atm_withdrawal'],
  ['question about UPI limits', 'answered', null],
  ['request to update the address', 'logged', null],
  ['annual fee reversal', 'resolved', 'fee_reversal'],
  ['complaint about branch service', 'escalated', null],
];

function pastConversations(random: Random, id: string, tenantId: string, today: string, into: Conversation[]): void {
  for (let i = 0, n = random.int(0, 4); i < n; i += 1) {
    const [summary, lastOutcome, claimType] = random.pick(PAST_ISSUES);
    const at = `${addDays(today, -random.int(15, 700))}T11:00:00.000Z`;
    into.push({
      threadId: `${tenantId}:${id}:TKT-H${i}`, tenantId, customerId: id, status: lastOutcome === 'escalated' || lastOutcome === 'logged' ? 'open' : 'closed',
      claimType, subjectId: null, lastOutcome, summary, createdAt: at, updatedAt: at,
    });
  }
}

function customerSlice(index: number, today: string, tenantId: string, slice: WorldSlice): void {
  const { world } = slice;
  const random = seededRandom(index * 2654435761);
  const id = customerId(index);
  const pattern = patternOf(index);
  const name = `${random.pick(FIRST)} ${random.pick(LAST)}`;
  const customer: Customer = {
    id, tenantId, name, email: `${id.toLowerCase()}@example.com`, phone: `+91 9${String(800000000 + index).slice(0, 9)}`,
    segment: random.next() < 0.1 ? 'premium' : 'retail', joinedOn: addDays(today, -random.int(200, 4000)),
  };
  world.customers.push(customer);
  pastConversations(random, id, tenantId, today, slice.conversations);
  const main: Account = { id: `${id}-A1`, tenantId, customerId: id, type: pattern === 'twice-at-cafe' ? 'savings' : 'bsbd', currency: 'INR', balance: random.int(5_000, 250_000) * 100, creditLimit: null };
  const debit: Card = { id: `${id}-D1`, tenantId, customerId: id, accountId: main.id, kind: 'debit', last4: String(1000 + (index % 9000)), status: 'active' };
  world.accounts.push(main);
  world.cards.push(debit);
  const credit = pattern === 'twice-at-cafe' && random.next() < 0.6;
  const creditAccount: Account | null = credit ? { id: `${id}-A2`, tenantId, customerId: id, type: 'credit_card', currency: 'INR', balance: -random.int(0, 60_000) * 100, creditLimit: random.int(1, 5) * 100_000 * 100 } : null;
  if (creditAccount) {
    world.accounts.push(creditAccount);
    world.cards.push({ id: `${id}-C1`, tenantId, customerId: id, accountId: creditAccount.id, kind: 'credit', last4: String(9999 - (index % 9000)), status: 'active' });
  }
  let n = 0;
  const tx = (t: Omit<Transaction, 'id' | 'tenantId' | 'relatesTo' | 'feeKind' | 'policyId' | 'dueOn' | 'reference'>): void => {
    n += 1;
    world.transactions.push({ id: `${id}-T${n}`, tenantId, reference: `REF-${id}-${n}`, relatesTo: null, feeKind: null, policyId: null, dueOn: null, ...t });
  };
  const at = (daysAgo: number, hour: number) => `${addDays(today, -daysAgo)}T${String(hour).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}:00+05:30`;
  for (const daysAgo of [88, 58, 28]) {
    tx({ accountId: main.id, cardId: null, at: at(daysAgo, 9), amount: random.int(25_000, 90_000) * 100, direction: 'credit', channel: 'neft', counterparty: 'SALARY ACME LTD', status: 'posted' });
  }
  const everyday = random.int(16, 24);
  for (let i = 0; i < everyday; i += 1) {
    const daysAgo = random.int(13, 89);
    const kind = random.next();
    const onCredit = creditAccount !== null && random.next() < 0.4;
    const accountId = onCredit && creditAccount ? creditAccount.id : main.id;
    const cardId = onCredit ? `${id}-C1` : debit.id;
    if (kind < 0.45) tx({ accountId, cardId, at: at(daysAgo, random.int(9, 22)), amount: everydayAmount(random, 80, 4_000), direction: 'debit', channel: 'card_pos', counterparty: random.pick(MERCHANTS), status: 'posted' });
    else if (kind < 0.65) tx({ accountId, cardId, at: at(daysAgo, random.int(0, 23)), amount: everydayAmount(random, 150, 9_000), direction: 'debit', channel: 'card_online', counterparty: random.pick(MERCHANTS), status: 'posted' });
    else if (kind < 0.85) tx({ accountId: main.id, cardId: null, at: at(daysAgo, random.int(7, 23)), amount: everydayAmount(random, 50, 6_000), direction: 'debit', channel: 'upi', counterparty: `${random.pick(FIRST).toLowerCase()}@ok${random.pick(['axis', 'hdfc', 'sbi'])}`, status: random.next() < 0.02 ? 'failed' : 'posted' });
    else if (kind < 0.93) tx({ accountId: main.id, cardId: debit.id, at: at(daysAgo, random.int(8, 21)), amount: random.int(1, 10) * 500 * 100, direction: 'debit', channel: 'atm', counterparty: `ATM ${random.pick(['ANDHERI', 'BANDRA', 'POWAI', 'DADAR'])} ${String(random.int(1, 99)).padStart(4, '0')}`, status: 'posted' });
    else tx({ accountId: main.id, cardId: null, at: at(daysAgo, random.int(6, 20)), amount: everydayAmount(random, 200, 3_000), direction: 'debit', channel: 'imps', counterparty: random.pick(BILLERS), status: 'posted' });
  }
  if (pattern === 'twice-at-cafe') {
    tx({ accountId: main.id, cardId: debit.id, at: `${addDays(today, -11)}T09:00:00+05:30`, amount: 45_000, direction: 'debit', channel: 'card_pos', counterparty: 'CAFE COFFEE DAY', status: 'posted' });
    tx({ accountId: main.id, cardId: debit.id, at: `${addDays(today, -9)}T09:05:00+05:30`, amount: 45_000, direction: 'debit', channel: 'card_pos', counterparty: 'CAFE COFFEE DAY', status: 'posted' });
  } else {
    tx({ accountId: main.id, cardId: debit.id, at: `${addDays(today, -2)}T02:14:00+05:30`, amount: 800_000, direction: 'debit', channel: 'card_online', counterparty: 'XYZ GAMES LTD', status: 'posted' });
  }
}

/** Yields the world for customers [from, to) in slices of `slice` customers. */
export function* syntheticWorld(options: { tenantId: string; today: string; from?: number; to: number; slice?: number }): Generator<WorldSlice> {
  const size = options.slice ?? 10_000;
  for (let start = options.from ?? 0; start < options.to; start += size) {
    const slice: WorldSlice = { world: emptyWorld(), conversations: [] };
    for (let i = start; i < Math.min(options.to, start + size); i += 1) customerSlice(i, options.today, options.tenantId, slice);
    yield slice;
  }
}
