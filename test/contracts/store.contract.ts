// The Store contract: one suite every store adapter must pass (records, tenancy, transactions, idempotency, audit).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EchoPilotError } from '../../src/domain/errors.js';
import type { Account, Card, Claim, Customer, Policy, Transaction, World } from '../../src/domain/records.js';
import type { Approval, AuditEntry, Incident, LedgerEntry, Notification, ThreadMessage, Ticket } from '../../src/domain/effects.js';
import type { Attachment } from '../../src/domain/attachments.js';
import type { Conversation, Store, TurnRecord } from '../../src/domain/store.port.js';
import type { StoredApiKey } from '../../src/domain/stored-api-key.js';
import type { Deadline } from '../../src/domain/deadlines.js';
import { LedgerRefundGateway } from '../../src/adapters/payments/ledger.refund-gateway.js';
import { customerTicketText, recordDecision, ticketSubject, type DecisionRecordsInput } from '../../src/graph/decision-records.js';

const T1 = 'tenant-one';
const T2 = 'tenant-two';
/** ₹99,99,99,999.99 in paise: past 2^32, so a 32-bit column would corrupt it. */
const LARGE = 999_999_999_999;

function customer(tenantId: string, id: string, extra: Partial<Customer> = {}): Customer {
  return { id, tenantId, name: `Customer ${id}`, email: `${id.toLowerCase()}@example.com`, phone: null, segment: 'retail', joinedOn: '2020-01-15', ...extra };
}
function account(tenantId: string, id: string, customerId: string, extra: Partial<Account> = {}): Account {
  return { id, tenantId, customerId, type: 'savings', currency: 'INR', balance: 52_000_00, creditLimit: null, ...extra };
}
function card(tenantId: string, id: string, customerId: string, accountId: string): Card {
  return { id, tenantId, customerId, accountId, kind: 'debit', last4: '4411', status: 'active' };
}
function txn(tenantId: string, id: string, accountId: string, extra: Partial<Transaction> = {}): Transaction {
  return {
    id, tenantId, accountId, cardId: null, at: '2026-03-04T10:15:00+05:30', amount: 5_000_00, direction: 'debit', channel: 'atm',
    counterparty: 'ATM MG ROAD 0042', reference: null, status: 'posted', relatesTo: null, feeKind: null, policyId: null, dueOn: null, ...extra,
  };
}
function policy(tenantId: string, id: string, customerId: string, extra: Partial<Policy> = {}): Policy {
  return {
    id, tenantId, customerId, product: 'health', status: 'active', startOn: '2026-02-01', endOn: '2027-01-31', deliveredOn: '2026-02-03',
    premium: 18_000_00, sumInsured: 5_00_000_00, stampDuty: 0, medicalExamCost: 1_500_50, cancelledOn: null, ...extra,
  };
}
function claim(tenantId: string, id: string, policyId: string, extra: Partial<Claim> = {}): Claim {
  return {
    id, tenantId, policyId, filedOn: '2026-01-05', amountClaimed: 42_000_00, status: 'settled', documentsCompleteOn: '2026-01-10',
    settledOn: '2026-03-01', settledAmount: 40_000_00, rejectionReason: null, ...extra,
  };
}

/** Two customers with accounts, cards, transactions, a policy with a claim; C1 and C2 must never see each other's rows. */
function sampleWorld(tenantId: string): World {
  return {
    customers: [customer(tenantId, 'C1'), customer(tenantId, 'C2', { segment: 'premium', email: null, joinedOn: null })],
    accounts: [
      account(tenantId, 'A1', 'C1'),
      account(tenantId, 'A2', 'C2', { type: 'credit_card', balance: -42_000_00, creditLimit: 3_00_000_00 }),
      account(tenantId, 'A3', 'C1', { type: 'current', balance: LARGE }),
    ],
    cards: [card(tenantId, 'CARD-1', 'C1', 'A1'), card(tenantId, 'CARD-2', 'C2', 'A2')],
    transactions: [
      txn(tenantId, 'T3', 'A1', { at: '2026-03-10T18:00:00+05:30', amount: 2_500_00, channel: 'upi', counterparty: 'rahul@okaxis', status: 'failed' }),
      txn(tenantId, 'T1', 'A1', { cardId: 'CARD-1', status: 'failed', reference: 'ATM0304XYZ' }),
      txn(tenantId, 'T2', 'A1', { at: '2026-03-04T10:15:00+05:30', amount: 1, channel: 'card_pos', counterparty: 'Cafe Coffee Day' }),
      txn(tenantId, 'T4', 'A1', { at: '2026-03-11T09:00:00+05:30', amount: 5_000_00, direction: 'credit', channel: 'reversal', counterparty: 'ATM REVERSAL', relatesTo: 'T1' }),
      txn(tenantId, 'T5', 'A3', { at: '2026-02-28T23:59:00+05:30', amount: LARGE, channel: 'neft', counterparty: '100%_MATCH' }),
      txn(tenantId, 'T6', 'A2', { cardId: 'CARD-2', channel: 'card_online', counterparty: 'AMAZON PAY' }),
      txn(tenantId, 'T7', 'A1', { at: '2026-03-01T00:05:00+05:30', amount: 590_00, channel: 'fee', counterparty: 'MIN BALANCE CHARGE', feeKind: 'min_balance' }),
      txn(tenantId, 'T8', 'A2', { at: '2026-02-02T10:00:00+05:30', amount: 18_000_00, channel: 'premium', counterparty: 'PREMIUM', policyId: 'POL-1', dueOn: '2026-02-01' }),
    ],
    policies: [policy(tenantId, 'POL-1', 'C2'), policy(tenantId, 'POL-2', 'C1', { product: 'motor', deliveredOn: null, premium: 1 })],
    claims: [claim(tenantId, 'CLM-1', 'POL-1'), claim(tenantId, 'CLM-2', 'POL-2', { status: 'rejected', settledOn: null, settledAmount: null, rejectionReason: 'pre-existing' })],
  };
}

function ticket(tenantId: string, id: string, extra: Partial<Ticket> = {}): Ticket {
  return {
    id, tenantId, customerId: 'C1', threadId: `${tenantId}:C1:${id}`, kind: 'tracking', status: 'open', priority: 'medium',
    subject: 'ATM did not dispense', body: 'Customer reports ₹5,000 not dispensed.', customerText: 'We are looking into it.', amount: 5_000_00, claimType: 'failed_atm_withdrawal',
    idempotencyKey: `key-${id}`, createdAt: '2026-03-12T10:00:00.000Z', updatedAt: '2026-03-12T10:00:00.000Z', ...extra,
  };
}
function incident(tenantId: string, id: string, extra: Partial<Incident> = {}): Incident {
  return {
    id, tenantId, customerId: 'C1', threadId: 'th-1', claimType: 'failed_atm_withdrawal', outcome: 'resolved', valid: true,
    amount: 5_300_00, summary: 'ATM failure confirmed', evidence: { findings: ['T1 failed'], nested: { days: 8, ok: true } },
    idempotencyKey: `inc-${id}`, createdAt: '2026-03-12T10:00:01.000Z', ...extra,
  };
}
function ledger(tenantId: string, id: string, extra: Partial<LedgerEntry> = {}): LedgerEntry {
  return {
    id, tenantId, customerId: 'C1', accountId: 'A1', threadId: 'th-1', kind: 'reversal', amount: 5_000_00, relatesTo: 'T1',
    approvalId: null, idempotencyKey: `led-${id}`, createdAt: '2026-03-12T10:00:02.000Z', ...extra,
  };
}
function approval(tenantId: string, id: string, extra: Partial<Approval> = {}): Approval {
  return {
    id, tenantId, customerId: 'C2', threadId: 'th-2', claimType: 'duplicate_card_charge', actionHash: 'sha256:abc', amount: 12_999_00,
    requiredApprovers: 2, decisions: [], status: 'pending', evidence: { rule: 'duplicate', amounts: [12_999_00] },
    createdAt: '2026-03-12T11:00:00.000Z', updatedAt: '2026-03-12T11:00:00.000Z', ...extra,
  };
}
function conversation(tenantId: string, threadId: string, extra: Partial<Conversation> = {}): Conversation {
  return {
    threadId, tenantId, customerId: 'C1', status: 'open', claimType: null, subjectId: null, lastOutcome: null, summary: '',
    createdAt: '2026-03-12T09:00:00.000Z', updatedAt: '2026-03-12T09:00:00.000Z', ...extra,
  };
}
function audit(tenantId: string, id: string, extra: Partial<AuditEntry> = {}): AuditEntry {
  return { id, tenantId, threadId: 'th-1', actor: 'system', actorRole: 'system', event: 'node', details: { node: id }, at: '2026-03-12T10:00:00.000Z', ...extra };
}

async function expectCode(promise: Promise<unknown>, code: EchoPilotError['code']): Promise<EchoPilotError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(EchoPilotError);
  expect((error as EchoPilotError).code).toBe(code);
  return error as EchoPilotError;
}

const ids = (rows: { id: string }[]): string[] => rows.map((r) => r.id);

export function storeContract(name: string, open: () => Promise<Store>): void {
  describe(`Store contract: ${name}`, () => {
    let store: Store;
    beforeEach(async () => {
      store = await open();
    });
    afterEach(async () => {
      await store.close();
    });

    describe('records', () => {
      it('round-trips every record type of a world exactly', async () => {
        const world = sampleWorld(T1);
        await store.insertWorld(T1, world);
        const records = await store.customerRecords(T1, 'C1');
        expect(records.customer).toEqual(world.customers[0]);
        expect(records.accounts).toEqual(world.accounts.filter((a) => a.customerId === 'C1'));
        expect(records.cards).toEqual(world.cards.filter((c) => c.customerId === 'C1'));
        expect(records.policies).toEqual(world.policies.filter((p) => p.customerId === 'C1'));
        expect(records.claims).toEqual(world.claims.filter((c) => c.policyId === 'POL-2'));
        expect([...records.transactions].sort((a, b) => a.id.localeCompare(b.id)))
          .toEqual(world.transactions.filter((t) => t.accountId === 'A1' || t.accountId === 'A3').sort((a, b) => a.id.localeCompare(b.id)));
        const c2 = await store.customerRecords(T1, 'C2');
        expect(c2.customer).toEqual(world.customers[1]);
        expect(ids(c2.transactions)).toEqual(['T8', 'T6']);
        expect(c2.claims).toEqual([world.claims[0]]);
        expect(await store.listCustomers(T1)).toEqual(world.customers);
        expect(await store.countCustomers(T1)).toBe(2);
        expect(await store.findCustomer(T1, 'C2')).toEqual(world.customers[1]);
        expect(await store.findCard(T1, 'CARD-2')).toEqual(world.cards[1]);
        expect(await store.findPolicy(T1, 'POL-1')).toEqual(world.policies[0]);
      });

      it('orders a customer’s transactions by time, then id', async () => {
        await store.insertWorld(T1, sampleWorld(T1));
        const { transactions } = await store.customerRecords(T1, 'C1');
        expect(ids(transactions)).toEqual(['T5', 'T7', 'T1', 'T2', 'T3', 'T4']);
      });

      it('reports NOT_FOUND for an unknown customer’s records and null for unknown rows', async () => {
        await store.insertWorld(T1, sampleWorld(T1));
        await expectCode(store.customerRecords(T1, 'C404'), 'NOT_FOUND');
        expect(await store.findCustomer(T1, 'C404')).toBeNull();
        expect(await store.findCard(T1, 'CARD-404')).toBeNull();
        expect(await store.findPolicy(T1, 'POL-404')).toBeNull();
        expect(await store.findTransactions(T1, 'C404')).toEqual([]);
      });

      it('round-trips money exactly from 1 paisa to ₹99,99,99,999.99', async () => {
        await store.insertWorld(T1, sampleWorld(T1));
        const records = await store.customerRecords(T1, 'C1');
        expect(records.accounts.find((a) => a.id === 'A3')?.balance).toBe(LARGE);
        expect(records.transactions.find((t) => t.id === 'T5')?.amount).toBe(LARGE);
        expect(records.transactions.find((t) => t.id === 'T2')?.amount).toBe(1);
        expect(records.policies[0]?.premium).toBe(1);
        expect(records.policies[0]?.medicalExamCost).toBe(1_500_50);
        expect((await store.findTransactions(T1, 'C1', { amount: LARGE })).map((t) => t.id)).toEqual(['T5']);
        await store.putLedgerEntry(ledger(T1, 'L-big', { amount: LARGE }));
        await store.putApproval(approval(T1, 'AP-big', { amount: LARGE }));
        await store.putIncident(incident(T1, 'I-small', { amount: 1 }));
        expect((await store.listLedger(T1))[0]?.amount).toBe(LARGE);
        expect((await store.getApproval(T1, 'AP-big'))?.amount).toBe(LARGE);
        expect((await store.listIncidents(T1))[0]?.amount).toBe(1);
        const negative = await store.customerRecords(T1, 'C2');
        expect(negative.accounts[0]?.balance).toBe(-42_000_00);
        expect(negative.accounts[0]?.creditLimit).toBe(3_00_000_00);
      });

      it('inserts a single transaction idempotently by id and rejects one on an unknown account', async () => {
        await store.insertWorld(T1, sampleWorld(T1));
        const credit = txn(T1, 'T-new', 'A1', { direction: 'credit', channel: 'refund', relatesTo: 'T3', amount: 2_500_00, at: '2026-03-12T12:00:00+05:30' });
        const first = await store.insertTransaction(credit);
        expect(first).toEqual({ row: credit, created: true });
        const again = await store.insertTransaction({ ...credit, amount: 1 });
        expect(again).toEqual({ row: credit, created: false });
        expect(await store.findTransactions(T1, 'C1', { relatesTo: 'T3' })).toEqual([credit]);
        await expectCode(store.insertTransaction(txn(T1, 'T-x', 'A404')), 'NOT_FOUND');
      });

      it('blocks a card and cancels a policy, NOT_FOUND for unknown ones', async () => {
        await store.insertWorld(T1, sampleWorld(T1));
        await store.setCardStatus(T1, 'CARD-1', 'blocked');
        expect((await store.findCard(T1, 'CARD-1'))?.status).toBe('blocked');
        await store.cancelPolicy(T1, 'POL-1', '2026-03-12');
        expect(await store.findPolicy(T1, 'POL-1')).toMatchObject({ status: 'cancelled', cancelledOn: '2026-03-12' });
        await expectCode(store.setCardStatus(T1, 'CARD-404', 'blocked'), 'NOT_FOUND');
        await expectCode(store.cancelPolicy(T1, 'POL-404', '2026-03-12'), 'NOT_FOUND');
        await expectCode(store.setCardStatus(T2, 'CARD-1', 'blocked'), 'NOT_FOUND');
      });
    });

    describe('tenancy', () => {
      it('scopes every record by tenant: a second tenant with the same ids sees only its own', async () => {
        await store.insertWorld(T1, sampleWorld(T1));
        const other = sampleWorld(T2);
        other.customers = other.customers.map((c) => ({ ...c, name: `Other ${c.id}` }));
        other.transactions = other.transactions.filter((t) => t.id !== 'T2');
        await store.insertWorld(T2, other);
        expect((await store.customerRecords(T2, 'C1')).customer.name).toBe('Other C1');
        expect((await store.customerRecords(T1, 'C1')).customer.name).toBe('Customer C1');
        expect(ids(await store.findTransactions(T2, 'C1'))).not.toContain('T2');
        expect(ids(await store.findTransactions(T1, 'C1'))).toContain('T2');
        expect((await store.listCustomers(T2)).every((c) => c.tenantId === T2)).toBe(true);

        await store.setCardStatus(T2, 'CARD-1', 'lost');
        expect((await store.findCard(T1, 'CARD-1'))?.status).toBe('active');

        expect((await store.putTicket(ticket(T1, 'TK-1'))).created).toBe(true);
        expect((await store.putTicket(ticket(T2, 'TK-1'))).created).toBe(true);
        await store.appendAudit(audit(T1, 'AU-1'));
        await store.appendAudit(audit(T2, 'AU-1'));
        await store.putConversation(conversation(T1, 'th-1'));
        expect(await store.listTickets(T1)).toHaveLength(1);
        expect(await store.getConversation(T2, 'th-1')).toBeNull();
        expect(await store.listAudit(T2)).toHaveLength(1);
        expect(await store.getTicket(T2, 'TK-1')).toEqual(ticket(T2, 'TK-1'));
        expect(await store.countCustomers('tenant-none')).toBe(0);
      });
    });

    describe('insertWorld', () => {
      it('fails with CONFLICT naming the id and writes nothing when one id already exists', async () => {
        await store.insertWorld(T1, sampleWorld(T1));
        const more: World = {
          customers: [customer(T1, 'C9')],
          accounts: [account(T1, 'A9', 'C9')],
          cards: [],
          transactions: [txn(T1, 'T9', 'A9'), txn(T1, 'T4', 'A9')],
          policies: [],
          claims: [],
        };
        const error = await expectCode(store.insertWorld(T1, more), 'CONFLICT');
        expect(error.message).toContain('T4');
        expect(await store.findCustomer(T1, 'C9')).toBeNull();
        expect(await store.countCustomers(T1)).toBe(2);
      });

      it('fails with CONFLICT on an id repeated inside the world itself', async () => {
        const world = sampleWorld(T1);
        world.cards.push(card(T1, 'CARD-1', 'C2', 'A2'));
        const error = await expectCode(store.insertWorld(T1, world), 'CONFLICT');
        expect(error.message).toContain('CARD-1');
        expect(await store.countCustomers(T1)).toBe(0);
      });
    });

    describe('transactions', () => {
      it('rolls back every write of a failed transaction and keeps what was stored before', async () => {
        await store.putTicket(ticket(T1, 'TK-before'));
        const failure = store.transaction(async (tx) => {
          await tx.putTicket(ticket(T1, 'TK-inside'));
          await tx.insertWorld(T1, sampleWorld(T1));
          await tx.transaction(async (inner) => {
            await inner.appendAudit(audit(T1, 'AU-inside'));
          });
          throw new Error('boom');
        });
        await expect(failure).rejects.toThrow('boom');
        expect(await store.getTicket(T1, 'TK-before')).not.toBeNull();
        expect(await store.getTicket(T1, 'TK-inside')).toBeNull();
        expect(await store.countCustomers(T1)).toBe(0);
        expect(await store.listAudit(T1)).toEqual([]);
      });

      it('commits every write of a successful transaction and returns its value', async () => {
        const value = await store.transaction(async (tx) => {
          await tx.insertWorld(T1, sampleWorld(T1));
          await tx.putLedgerEntry(ledger(T1, 'L-1'));
          await tx.setCardStatus(T1, 'CARD-1', 'blocked');
          return (await tx.customerRecords(T1, 'C1')).cards[0]?.status;
        });
        expect(value).toBe('blocked');
        expect(await store.listLedger(T1)).toEqual([ledger(T1, 'L-1')]);
        expect((await store.findCard(T1, 'CARD-1'))?.status).toBe('blocked');
      });

      it('keeps working inside a transaction after an idempotent put hits an existing key', async () => {
        await store.putTicket(ticket(T1, 'TK-1'));
        await store.transaction(async (tx) => {
          const again = await tx.putTicket(ticket(T1, 'TK-2', { idempotencyKey: 'key-TK-1' }));
          expect(again).toEqual({ row: ticket(T1, 'TK-1'), created: false });
          await tx.putIncident(incident(T1, 'I-1'));
          expect((await tx.putIncident(incident(T1, 'I-2', { idempotencyKey: 'inc-I-1' }))).created).toBe(false);
          await tx.appendAudit(audit(T1, 'AU-after'));
        });
        expect(ids(await store.listAudit(T1))).toEqual(['AU-after']);
        expect(ids(await store.listIncidents(T1))).toEqual(['I-1']);
      });
    });

    describe('idempotent effects', () => {
      it('returns the first ticket for a repeated idempotency key', async () => {
        const first = ticket(T1, 'TK-1');
        expect(await store.putTicket(first)).toEqual({ row: first, created: true });
        expect(await store.putTicket(ticket(T1, 'TK-2', { idempotencyKey: first.idempotencyKey, subject: 'other' })))
          .toEqual({ row: first, created: false });
        expect(await store.listTickets(T1)).toEqual([first]);
      });

      it('returns the first incident, ledger entry and approval for a repeated key', async () => {
        const inc = incident(T1, 'I-1', { valid: false });
        expect((await store.putIncident(inc)).created).toBe(true);
        expect(await store.putIncident(incident(T1, 'I-2', { idempotencyKey: inc.idempotencyKey }))).toEqual({ row: inc, created: false });

        const entry = ledger(T1, 'L-1');
        expect((await store.putLedgerEntry(entry)).created).toBe(true);
        expect(await store.putLedgerEntry(ledger(T1, 'L-2', { idempotencyKey: entry.idempotencyKey, amount: 1 }))).toEqual({ row: entry, created: false });
        expect(await store.listLedger(T1)).toEqual([entry]);

        const ap = approval(T1, 'AP-1');
        expect((await store.putApproval(ap)).created).toBe(true);
        expect(await store.putApproval({ ...ap, amount: 1 })).toEqual({ row: ap, created: false });
      });

      it('rejects a new key that reuses an existing id with CONFLICT', async () => {
        await store.putTicket(ticket(T1, 'TK-1'));
        await expectCode(store.putTicket(ticket(T1, 'TK-1', { idempotencyKey: 'fresh' })), 'CONFLICT');
        await store.putLedgerEntry(ledger(T1, 'L-1'));
        await expectCode(store.putLedgerEntry(ledger(T1, 'L-1', { idempotencyKey: 'fresh' })), 'CONFLICT');
      });

      it('updates a ticket’s status and body and filters tickets', async () => {
        const stamps = { createdAt: '2026-03-12T10:00:00.000Z', updatedAt: '2026-03-12T10:00:00.000Z' };
        await store.putTicket(ticket(T1, 'TK-1', stamps));
        await store.putTicket(ticket(T1, 'TK-2', { ...stamps, kind: 'review', customerId: 'C2', threadId: 'th-2', claimType: null }));
        const updated = await store.updateTicket(T1, 'TK-1', { status: 'resolved', body: 'refunded' });
        expect(updated).toMatchObject({ id: 'TK-1', status: 'resolved', body: 'refunded', subject: 'ATM did not dispense', customerText: 'We are looking into it.', amount: 5_000_00 });
        expect(updated.updatedAt >= stamps.updatedAt).toBe(true);
        expect(await store.getTicket(T1, 'TK-1')).toEqual(updated);
        expect(ids(await store.listTickets(T1, { status: 'resolved' }))).toEqual(['TK-1']);
        expect(ids(await store.listTickets(T1, { kind: 'review' }))).toEqual(['TK-2']);
        expect(ids(await store.listTickets(T1, { customerId: 'C2' }))).toEqual(['TK-2']);
        expect(ids(await store.listTickets(T1, { threadId: 'th-2' }))).toEqual(['TK-2']);
        expect((await store.getTicket(T1, 'TK-2'))?.claimType).toBeNull();
        await expectCode(store.updateTicket(T1, 'TK-404', { status: 'closed' }), 'NOT_FOUND');
        const renamed = await store.updateTicket(T1, 'TK-1', { subject: 'Resolved: ATM (₹10,000.50)', amount: 10_000_50, customerText: 'We have credited ₹10,000.50.' });
        expect(renamed).toMatchObject({ status: 'resolved', body: 'refunded', subject: 'Resolved: ATM (₹10,000.50)', amount: 10_000_50, customerText: 'We have credited ₹10,000.50.' });
        expect(await store.getTicket(T1, 'TK-1')).toEqual(renamed);
      });

      it('keeps a ticket in the outbox until the tracker has its key and its latest status, and backs off after a failure', async () => {
        await store.putTicket(ticket(T1, 'TK-1'));
        await store.putTicket(ticket(T2, 'TK-1'));
        const due = await store.ticketsDueForSync('2026-03-12T10:05:00.000Z', 10);
        expect(due.map((d) => `${d.ticket.tenantId}/${d.ticket.id}`)).toEqual([`${T1}/TK-1`, `${T2}/TK-1`]);
        expect(due[0]).toMatchObject({ syncedStatus: null, attempts: 0, lastError: null });

        await store.recordTicketSync(T1, 'TK-1', { error: 'tracker down (503)', retryAfter: '2026-03-12T10:06:00.000Z' });
        expect((await store.ticketsDueForSync('2026-03-12T10:05:30.000Z', 10)).map((d) => d.ticket.tenantId)).toEqual([T2]);
        const retry = (await store.ticketsDueForSync('2026-03-12T10:06:00.000Z', 10)).find((d) => d.ticket.tenantId === T1);
        expect(retry).toMatchObject({ attempts: 1, lastError: 'tracker down (503)' });

        await store.recordTicketSync(T1, 'TK-1', { externalKey: 'OPS-7', syncedStatus: 'open', error: null, retryAfter: null });
        expect((await store.getTicket(T1, 'TK-1'))?.externalKey).toBe('OPS-7');
        expect((await store.ticketsDueForSync('2026-03-12T10:07:00.000Z', 10)).map((d) => d.ticket.tenantId)).toEqual([T2]);

        await store.updateTicket(T1, 'TK-1', { status: 'resolved' });
        const changed = (await store.ticketsDueForSync('2026-03-12T10:08:00.000Z', 10)).find((d) => d.ticket.tenantId === T1);
        expect(changed).toMatchObject({ syncedStatus: 'open', attempts: 0, ticket: { status: 'resolved', externalKey: 'OPS-7' } });
        expect(await store.ticketsDueForSync('2026-03-12T10:08:00.000Z', 1)).toHaveLength(1);
        await expectCode(store.recordTicketSync(T1, 'TK-404', { error: null, retryAfter: null }), 'NOT_FOUND');
      });

      it('lets one syncer at a time hold a ticket of the outbox, until it records the sync or the lease runs out', async () => {
        await store.putTicket(ticket(T1, 'TK-1'));
        expect(await store.leaseTicketSync(T1, 'TK-1', '2026-03-12T10:00:00.000Z', '2026-03-12T10:05:00.000Z')).toBe(true);
        expect(await store.leaseTicketSync(T1, 'TK-1', '2026-03-12T10:01:00.000Z', '2026-03-12T10:06:00.000Z')).toBe(false);
        expect(await store.ticketsDueForSync('2026-03-12T10:01:00.000Z', 10)).toEqual([]);
        expect(await store.leaseTicketSync(T1, 'TK-1', '2026-03-12T10:05:00.000Z', '2026-03-12T10:10:00.000Z')).toBe(true);
        await store.recordTicketSync(T1, 'TK-1', { externalKey: 'OPS-1', syncedStatus: 'open', error: null, retryAfter: null });
        await store.updateTicket(T1, 'TK-1', { status: 'resolved' });
        expect((await store.ticketsDueForSync('2026-03-12T10:06:00.000Z', 10)).map((d) => d.ticket.id)).toEqual(['TK-1']);
        expect(await store.leaseTicketSync(T1, 'TK-404', '2026-03-12T10:06:00.000Z', '2026-03-12T10:11:00.000Z')).toBe(false);
      });

      it('records what a payments API said about a credit and lists the credits whose outcome is unknown', async () => {
        await store.putLedgerEntry(ledger(T1, 'L-local'));
        await store.putLedgerEntry(ledger(T1, 'L-remote', { relatesTo: 'T2', remote: { status: 'unknown', ref: null } }));
        expect((await store.listLedger(T1, { relatesTo: 'T1' }))[0]?.remote).toBeUndefined();
        expect(ids(await store.listLedger(T1, { remoteStatus: 'unknown' }))).toEqual(['L-remote']);
        const settled = await store.setLedgerRemote(T1, 'L-remote', { status: 'settled', ref: 'rf_123' });
        expect(settled).toMatchObject({ id: 'L-remote', amount: 5_000_00, remote: { status: 'settled', ref: 'rf_123' } });
        expect(await store.listLedger(T1, { remoteStatus: 'unknown' })).toEqual([]);
        await expectCode(store.setLedgerRemote(T2, 'L-remote', { status: 'settled', ref: null }), 'NOT_FOUND');
      });

      it('filters incidents and the ledger and keeps evidence as JSON', async () => {
        await store.putIncident(incident(T1, 'I-1'));
        await store.putIncident(incident(T1, 'I-2', { customerId: 'C2', threadId: 'th-2', valid: null, claimType: null, evidence: null }));
        expect(await store.listIncidents(T1, { threadId: 'th-1' })).toEqual([incident(T1, 'I-1')]);
        expect(await store.listIncidents(T1, { customerId: 'C2' })).toEqual([incident(T1, 'I-2', { customerId: 'C2', threadId: 'th-2', valid: null, claimType: null, evidence: null })]);
        await store.putLedgerEntry(ledger(T1, 'L-1'));
        await store.putLedgerEntry(ledger(T1, 'L-2', { kind: 'compensation', amount: 300_00, relatesTo: 'T9', accountId: null, approvalId: 'AP-1' }));
        expect(ids(await store.listLedger(T1, { relatesTo: 'T9' }))).toEqual(['L-2']);
        expect(ids(await store.listLedger(T1, { customerId: 'C1', threadId: 'th-1' }))).toEqual(['L-1', 'L-2']);
        expect(await store.listLedger(T1, { customerId: 'C2' })).toEqual([]);
      });

      it('records a later decision on an incident, NOT_FOUND for an unknown one', async () => {
        await store.putIncident(incident(T1, 'I-1', { outcome: 'needs_approval', amount: 12_000_00 }));
        expect(await store.updateIncident(T1, 'I-1', { outcome: 'resolved', amount: 10_000_50, valid: true })).toEqual(incident(T1, 'I-1', { outcome: 'resolved', amount: 10_000_50, valid: true }));
        expect(await store.updateIncident(T1, 'I-1', { outcome: 'rejected', amount: 0, valid: false })).toMatchObject({ outcome: 'rejected', amount: 0, valid: false });
        await expectCode(store.updateIncident(T1, 'I-404', { outcome: 'resolved', amount: 1, valid: true }), 'NOT_FOUND');
        await expectCode(store.updateIncident(T2, 'I-1', { outcome: 'resolved', amount: 1, valid: true }), 'NOT_FOUND');
      });

      it('moves an account balance by whole paise, NOT_FOUND for an unknown account', async () => {
        await store.insertWorld(T1, sampleWorld(T1));
        await store.adjustAccountBalance(T1, 'A1', 1);
        await store.adjustAccountBalance(T1, 'A2', 42_000_00);
        const balances = async () => Object.fromEntries([...(await store.customerRecords(T1, 'C1')).accounts, ...(await store.customerRecords(T1, 'C2')).accounts].map((a) => [a.id, a.balance]));
        expect(await balances()).toEqual({ A1: 52_000_01, A2: 0, A3: LARGE });
        await expectCode(store.adjustAccountBalance(T1, 'A404', 1), 'NOT_FOUND');
        await expectCode(store.adjustAccountBalance(T1, 'A1', 0.5), 'INVALID_MONEY');
      });
    });

    describe('thread messages', () => {
      it('keeps a thread’s messages in append order, idempotently by key, per tenant and thread', async () => {
        const message = (id: string, author: 'customer' | 'echopilot', text: string, extra: Partial<ThreadMessage> = {}): ThreadMessage => ({
          id, tenantId: T1, customerId: 'C1', threadId: 'th-1', author, text, idempotencyKey: `key-${id}`, at: '2026-03-12T10:00:00.000Z', ...extra,
        });
        await store.appendMessage(message('M-z', 'customer', 'my card ****1234 was charged twice'));
        await store.appendMessage(message('M-a', 'echopilot', 'A reviewer will decide.'));
        await store.appendMessage(message('M-m', 'echopilot', 'We have credited ₹12,999.', { at: '2026-03-12T09:00:00.000Z' }));
        await store.appendMessage(message('M-other', 'customer', 'other thread', { threadId: 'th-2' }));
        await store.appendMessage({ ...message('M-z', 'customer', 'same id, other tenant'), tenantId: T2 });
        expect(await store.appendMessage(message('M-again', 'customer', 'retry', { idempotencyKey: 'key-M-z' }))).toMatchObject({ created: false, row: { id: 'M-z', text: 'my card ****1234 was charged twice' } });
        expect((await store.listMessages(T1, 'th-1')).map((m) => [m.id, m.author])).toEqual([['M-z', 'customer'], ['M-a', 'echopilot'], ['M-m', 'echopilot']]);
        expect(await store.listMessages(T1, 'th-2')).toEqual([message('M-other', 'customer', 'other thread', { threadId: 'th-2' })]);
        expect((await store.listMessages(T2, 'th-1')).map((m) => m.text)).toEqual(['same id, other tenant']);
      });
    });

    describe('notification outbox', () => {
      const note = (id: string, extra: Partial<Notification> = {}): Notification => ({
        id, tenantId: T1, threadId: 'th-1', event: 'reply.written', data: { text: 'hello', n: 1 }, createdAt: '2026-03-12T10:00:00.000Z', status: 'pending',
        attempts: 0, nextAttemptAt: '2026-03-12T10:00:00.000Z', lastStatus: null, lastError: null, deliveredAt: null, ...extra,
      });
      it('queues idempotently, lists what is due in creation order, and records delivery attempts', async () => {
        expect((await store.putNotification(note('E-2'))).created).toBe(true);
        expect(await store.putNotification(note('E-2', { data: { other: true } }))).toEqual({ row: note('E-2'), created: false });
        await store.putNotification(note('E-1', { nextAttemptAt: '2026-03-12T11:00:00.000Z', event: 'approval.needed' }));
        await store.putNotification({ ...note('E-3'), tenantId: T2 });
        expect(ids(await store.listNotifications({ dueBy: '2026-03-12T10:30:00.000Z' }))).toEqual(['E-2', 'E-3']);
        expect(ids(await store.listNotifications({ tenantId: T1 }))).toEqual(['E-2', 'E-1']);
        await store.updateNotification(T1, 'E-2', { status: 'pending', attempts: 1, nextAttemptAt: '2026-03-12T12:00:00.000Z', lastStatus: 500, lastError: 'HTTP 500', deliveredAt: null });
        expect(ids(await store.listNotifications({ dueBy: '2026-03-12T11:30:00.000Z', tenantId: T1 }))).toEqual(['E-1']);
        await store.updateNotification(T1, 'E-1', { status: 'delivered', attempts: 1, nextAttemptAt: null, lastStatus: 200, lastError: null, deliveredAt: '2026-03-12T11:00:01.000Z' });
        expect((await store.listNotifications({ tenantId: T1, status: 'delivered' }))[0]).toEqual(note('E-1', { nextAttemptAt: null, event: 'approval.needed', status: 'delivered', attempts: 1, lastStatus: 200, deliveredAt: '2026-03-12T11:00:01.000Z' }));
        expect((await store.listNotifications({ tenantId: T1, status: 'pending' }))[0]).toMatchObject({ attempts: 1, lastStatus: 500, lastError: 'HTTP 500' });
        await expectCode(store.updateNotification(T2, 'E-1', { status: 'failed', attempts: 9, nextAttemptAt: null, lastStatus: null, lastError: 'x', deliveredAt: null }), 'NOT_FOUND');
      });
    });

    describe('deadlines', () => {
      const deadline = (id: string, extra: Partial<Deadline> = {}): Deadline => ({
        id, tenantId: T1, customerId: 'C1', threadId: 'th-1', kind: 'approval', status: 'open', promise: 'A reviewer decides APR-1',
        subjectId: 'APR-1', dueAt: '2026-11-25T18:30:00.000Z', createdAt: '2026-11-22T06:30:00.000Z', closedAt: null, note: null, ...extra,
      });
      it('stores a promise once with its due instant and lists them by due time, per tenant, thread, kind and status', async () => {
        expect((await store.putDeadline(deadline('DL-2'))).created).toBe(true);
        expect(await store.putDeadline(deadline('DL-2', { promise: 'rewritten', dueAt: '2030-01-01T00:00:00.000Z' }))).toEqual({ row: deadline('DL-2'), created: false });
        await store.putDeadline(deadline('DL-1', { kind: 'shadow_credit', subjectId: 'T9', dueAt: '2026-12-07T18:30:00.000Z' }));
        await store.putDeadline(deadline('DL-3', { kind: 'clarification', subjectId: null, threadId: 'th-2', dueAt: '2026-11-24T06:30:00.000Z' }));
        await store.putDeadline({ ...deadline('DL-2'), tenantId: T2 });
        expect(ids(await store.listDeadlines({ tenantId: T1 }))).toEqual(['DL-3', 'DL-2', 'DL-1']);
        expect(ids(await store.listDeadlines({ tenantId: T1, threadId: 'th-1', kind: 'shadow_credit' }))).toEqual(['DL-1']);
        expect((await store.listDeadlines({ dueBy: '2026-11-30T00:00:00.000Z' })).map((d) => [d.tenantId, d.id])).toEqual([[T1, 'DL-3'], [T1, 'DL-2'], [T2, 'DL-2']]);
        expect(ids(await store.listDeadlines({ dueBy: '2026-11-30T00:00:00.000Z', limit: 1 }))).toEqual(['DL-3']);
        expect((await store.listDeadlines({ tenantId: T1, kind: 'clarification' }))[0]).toEqual(deadline('DL-3', { kind: 'clarification', subjectId: null, threadId: 'th-2', dueAt: '2026-11-24T06:30:00.000Z' }));
      });
      it('closes an open deadline exactly once: a second close changes nothing, and closed ones are no longer due', async () => {
        await store.putDeadline(deadline('DL-1'));
        expect(await store.closeDeadline(T1, 'DL-1', { status: 'passed', at: '2026-11-26T00:00:00.000Z', note: 'escalated' })).toBe(true);
        expect(await store.closeDeadline(T1, 'DL-1', { status: 'met', at: '2026-11-27T00:00:00.000Z', note: 'decided' })).toBe(false);
        expect((await store.listDeadlines({ tenantId: T1 }))[0]).toMatchObject({ status: 'passed', closedAt: '2026-11-26T00:00:00.000Z', note: 'escalated' });
        expect(await store.listDeadlines({ dueBy: '2030-01-01T00:00:00.000Z' })).toEqual([]);
        expect(ids(await store.listDeadlines({ status: 'passed' }))).toEqual(['DL-1']);
        await expectCode(store.closeDeadline(T2, 'DL-1', { status: 'met', at: '2026-11-27T00:00:00.000Z', note: 'x' }), 'NOT_FOUND');
      });
      it('rolls a deadline back with the transaction that made it', async () => {
        await expect(store.transaction(async (tx) => {
          await tx.putDeadline(deadline('DL-9'));
          throw new Error('effect failed');
        })).rejects.toThrow('effect failed');
        expect(await store.listDeadlines({ tenantId: T1 })).toEqual([]);
      });
    });

    describe('records after every kind of decision', () => {
      // The same calls `act` makes in one transaction: the refund gateway's credit, then the decision's records.
      const gateway = new LedgerRefundGateway();
      const THREAD = `${T1}:C1:TKT-1`;
      const AT = '2026-03-12T12:00:00.000Z';
      const base = { tenantId: T1, customerId: 'C1', threadId: THREAD, at: AT, claimType: 'failed_atm_withdrawal', what: 'Failed ATM withdrawal', subjectId: 'T1', summary: 'ATM gave no cash' } as const;
      const balance = async (accountId: string) => (await store.customerRecords(T1, 'C1')).accounts.find((a) => a.id === accountId)?.balance;
      const credit = (tx: Store, kind: LedgerEntry['kind'], amount: number, approvalId: string | null = null) =>
        gateway.credit(tx, { tenantId: T1, customerId: 'C1', accountId: 'A1', threadId: THREAD, kind, amount, relatesTo: 'T1', idempotencyKey: `${T1}:credit:${kind}:T1`, approvalId, at: AT });
      const decide = (tx: Store, extra: Pick<DecisionRecordsInput, 'phase' | 'outcome' | 'amount'> & Partial<DecisionRecordsInput>) =>
        recordDecision(tx, { ...base, valid: true, reasons: [], approvalId: extra.phase === 'now' ? null : 'APR-1', createdTicketIds: [], ...extra });

      /** A claim waiting for a reviewer, as `act` leaves it: incident, review ticket, approval, conversation. */
      async function waitingForReview(proposed: number, decisions: Approval['decisions'], status: Approval['status']) {
        await store.insertWorld(T1, sampleWorld(T1));
        await store.putIncident(incident(T1, 'INC-1', { threadId: THREAD, outcome: 'needs_approval', amount: proposed }));
        await store.putTicket(ticket(T1, 'TKT-1', {
          threadId: THREAD, kind: 'review', status: 'pending_approval', amount: proposed, subject: ticketSubject('review', 'pending_approval', base.what, proposed),
          customerText: customerTicketText({ kind: 'review', status: 'pending_approval', what: base.what, amount: proposed, reasons: [] }),
        }));
        await store.putApproval(approval(T1, 'APR-1', { customerId: 'C1', threadId: THREAD, amount: proposed, requiredApprovers: 1, decisions, status }));
        await store.putConversation(conversation(T1, THREAD, { status: 'waiting_review', lastOutcome: 'needs_approval' }));
      }
      const reviewer = (decision: 'approve' | 'edit' | 'reject', amount: number | null = null) => ({ reviewer: 'rev-1', decision, amount, note: '', at: AT });

      it('a payment made at once: ledger, posted credit, balance, ticket, incident and conversation agree', async () => {
        await store.insertWorld(T1, sampleWorld(T1));
        await store.transaction(async (tx) => {
          await credit(tx, 'refund', 5_000_00);
          await tx.putTicket(ticket(T1, 'TKT-1', { threadId: THREAD, status: 'resolved', amount: 5_000_00 }));
          await tx.putIncident(incident(T1, 'INC-1', { threadId: THREAD, amount: 5_000_00 }));
          await decide(tx, { phase: 'now', outcome: 'resolved', amount: 5_000_00 });
        });
        expect(await balance('A1')).toBe(52_000_00 + 5_000_00);
        expect((await store.findTransactions(T1, 'C1', { direction: 'credit', relatesTo: 'T1', channels: ['refund'] })).map((t) => t.amount)).toEqual([5_000_00]);
        expect(await store.getConversation(T1, THREAD)).toMatchObject({ status: 'closed', lastOutcome: 'resolved', claimType: 'failed_atm_withdrawal', subjectId: 'T1', createdAt: AT });
        // The same credit again (a retried run) pays nothing more and moves the balance no further.
        await store.transaction((tx) => credit(tx, 'refund', 5_000_00));
        expect(await balance('A1')).toBe(57_000_00);
      });

      it('a reversal: the balance follows the ledger, and a failed transaction leaves both untouched', async () => {
        await store.insertWorld(T1, sampleWorld(T1));
        await store.transaction((tx) => credit(tx, 'reversal', 2_500_00));
        await expect(store.transaction(async (tx) => {
          await credit(tx, 'compensation', 100_00);
          throw new Error('a later effect failed');
        })).rejects.toThrow('a later effect failed');
        const ledger = await store.listLedger(T1, { customerId: 'C1' });
        expect(ledger.map((e) => [e.kind, e.amount])).toEqual([['reversal', 2_500_00]]);
        expect(await balance('A1')).toBe(52_000_00 + ledger.reduce((sum, e) => sum + e.amount, 0));
      });

      it('an approval: the incident, the review ticket and the conversation show what was paid', async () => {
        await waitingForReview(12_000_00, [reviewer('approve')], 'approved');
        const changed = await store.transaction(async (tx) => {
          await credit(tx, 'refund', 12_000_00, 'APR-1');
          return decide(tx, { phase: 'after_approval', outcome: 'resolved', amount: 12_000_00 });
        });
        expect(changed).toEqual(['TKT-1']);
        expect(await store.listIncidents(T1, { threadId: THREAD })).toEqual([expect.objectContaining({ outcome: 'resolved', amount: 12_000_00, valid: true })]);
        expect(await store.getTicket(T1, 'TKT-1')).toMatchObject({ status: 'resolved', amount: 12_000_00, subject: 'Resolved: Failed ATM withdrawal (₹12,000.00)', customerText: 'Failed ATM withdrawal: a reviewer approved your claim and we have credited ₹12,000.00.' });
        expect(await store.getConversation(T1, THREAD)).toMatchObject({ status: 'closed', lastOutcome: 'resolved' });
        expect(await balance('A1')).toBe(52_000_00 + 12_000_00);
        // The tenant's webhook hears of it from the same transaction (outbox rows).
        const events = await store.listNotifications({ tenantId: T1, threadId: THREAD });
        expect(events.map((e) => [e.event, e.status, e.nextAttemptAt])).toEqual([['approval.decided', 'pending', AT], ['ticket.status_changed', 'pending', AT]]);
        expect(events[1]?.data).toMatchObject({ ticket_id: 'TKT-1', status: 'resolved', amount: 12_000, amount_paise: 12_000_00, customer_id: 'C1' });
      });

      it('an edit: every record carries the edited amount, not the proposed one', async () => {
        await waitingForReview(12_000_00, [reviewer('edit', 10_000_50)], 'approved');
        await store.transaction(async (tx) => {
          await credit(tx, 'refund', 10_000_50, 'APR-1');
          await decide(tx, { phase: 'after_approval', outcome: 'resolved', amount: 10_000_50 });
        });
        const ticketNow = await store.getTicket(T1, 'TKT-1');
        expect(ticketNow).toMatchObject({ status: 'resolved', amount: 10_000_50, subject: 'Resolved: Failed ATM withdrawal (₹10,000.50)' });
        expect(ticketNow?.subject).not.toContain('12,000');
        expect((await store.listIncidents(T1, { threadId: THREAD }))[0]).toMatchObject({ outcome: 'resolved', amount: 10_000_50 });
        expect(await balance('A1')).toBe(52_000_00 + 10_000_50);
      });

      it('a rejection: nothing paid, and the incident, ticket and conversation say rejected', async () => {
        await waitingForReview(12_000_00, [reviewer('reject')], 'rejected');
        await store.transaction((tx) => decide(tx, { phase: 'after_review', outcome: 'rejected', amount: 0, valid: true, reasons: ['The ATM log shows the cash was taken.'] }));
        expect((await store.listIncidents(T1, { threadId: THREAD }))[0]).toMatchObject({ outcome: 'rejected', amount: 0, valid: false });
        const rejected = await store.getTicket(T1, 'TKT-1');
        expect(rejected).toMatchObject({ status: 'rejected', amount: 0, subject: 'Rejected: Failed ATM withdrawal' });
        expect(rejected?.customerText).toContain('The ATM log shows the cash was taken.');
        expect(await store.getConversation(T1, THREAD)).toMatchObject({ status: 'open', lastOutcome: 'rejected' });
        expect(await store.listLedger(T1, { threadId: THREAD })).toEqual([]);
        expect(await balance('A1')).toBe(52_000_00);
      });

      it('an escalation on re-check: the claim is undecided, nothing paid, the review ticket closed', async () => {
        await waitingForReview(12_000_00, [reviewer('approve')], 'approved');
        await store.transaction((tx) => decide(tx, { phase: 'after_review', outcome: 'escalated', amount: 0, reasons: ['A specialist will look again.'] }));
        expect((await store.listIncidents(T1, { threadId: THREAD }))[0]).toMatchObject({ outcome: 'escalated', amount: 0, valid: null });
        expect(await store.getTicket(T1, 'TKT-1')).toMatchObject({ status: 'closed', amount: 0, subject: 'Needs a human: Failed ATM withdrawal' });
        expect(await store.getConversation(T1, THREAD)).toMatchObject({ status: 'open', lastOutcome: 'escalated' });
      });
    });

    describe('approvals', () => {
      it('compare-and-sets: the first decision wins and a stale one is a CONFLICT', async () => {
        const ap = approval(T1, 'AP-1');
        await store.putApproval(ap);
        const decided: Approval = {
          ...ap, status: 'approved', updatedAt: '2026-03-12T12:00:00.000Z',
          decisions: [{ reviewer: 'r1', decision: 'approve', amount: null, note: 'ok', at: '2026-03-12T12:00:00.000Z' }],
        };
        expect(await store.updateApproval(decided, 'pending')).toEqual(decided);
        const stale: Approval = { ...ap, status: 'rejected', decisions: [{ reviewer: 'r2', decision: 'reject', amount: 100, note: 'no', at: '2026-03-12T12:00:01.000Z' }] };
        await expectCode(store.updateApproval(stale, 'pending'), 'CONFLICT');
        expect(await store.getApproval(T1, 'AP-1')).toEqual(decided);
        const used = await store.updateApproval({ ...decided, status: 'used' }, 'approved');
        expect(used.status).toBe('used');
        await expectCode(store.updateApproval({ ...decided, status: 'used' }, 'approved'), 'CONFLICT');
        await expectCode(store.updateApproval(approval(T1, 'AP-404'), 'pending'), 'NOT_FOUND');
      });

      it('refuses a decision written over another one recorded meanwhile (four eyes, two reviewers at once)', async () => {
        const ap = approval(T1, 'AP-2');
        await store.putApproval(ap);
        const by = (reviewer: string) => ({ ...ap, decisions: [{ reviewer, decision: 'approve' as const, amount: null, note: '', at: '2026-03-12T12:00:00.000Z' }] });
        await store.updateApproval(by('r1'), 'pending', ap.decisions);
        // r2 read the approval before r1's decision was stored: its write must not erase r1's.
        await expectCode(store.updateApproval(by('r2'), 'pending', ap.decisions), 'CONFLICT');
        expect((await store.getApproval(T1, 'AP-2'))?.decisions.map((d) => d.reviewer)).toEqual(['r1']);
      });

      it('lists approvals by status and thread', async () => {
        await store.putApproval(approval(T1, 'AP-1'));
        await store.putApproval(approval(T1, 'AP-2', { threadId: 'th-9', requiredApprovers: 1, claimType: null }));
        await store.updateApproval({ ...approval(T1, 'AP-1'), status: 'rejected' }, 'pending');
        expect(ids(await store.listApprovals(T1, { status: 'pending' }))).toEqual(['AP-2']);
        expect(await store.listApprovals(T1, { threadId: 'th-9' })).toEqual([approval(T1, 'AP-2', { threadId: 'th-9', requiredApprovers: 1, claimType: null })]);
        expect(await store.getApproval(T2, 'AP-1')).toBeNull();
      });
    });

    describe('transaction filters', () => {
      beforeEach(async () => {
        await store.insertWorld(T1, sampleWorld(T1));
      });

      it('filters by channel and status', async () => {
        expect(ids(await store.findTransactions(T1, 'C1', { channels: ['atm', 'upi'] }))).toEqual(['T1', 'T3']);
        expect(ids(await store.findTransactions(T1, 'C1', { statuses: ['failed'] }))).toEqual(['T1', 'T3']);
        expect(ids(await store.findTransactions(T1, 'C1', { channels: ['atm'], statuses: ['posted'] }))).toEqual([]);
        expect(await store.findTransactions(T1, 'C1', { channels: [] })).toEqual([]);
      });

      it('filters by inclusive date range on the date as written', async () => {
        expect(ids(await store.findTransactions(T1, 'C1', { from: '2026-03-01', to: '2026-03-04' }))).toEqual(['T7', 'T1', 'T2']);
        expect(ids(await store.findTransactions(T1, 'C1', { to: '2026-02-28' }))).toEqual(['T5']);
        expect(ids(await store.findTransactions(T1, 'C1', { from: '2026-03-11' }))).toEqual(['T4']);
      });

      it('filters by exact amount, direction, account and relation', async () => {
        expect(ids(await store.findTransactions(T1, 'C1', { amount: 5_000_00 }))).toEqual(['T1', 'T4']);
        expect(ids(await store.findTransactions(T1, 'C1', { amount: 5_000_00, direction: 'debit' }))).toEqual(['T1']);
        expect(ids(await store.findTransactions(T1, 'C1', { accountId: 'A3' }))).toEqual(['T5']);
        expect(ids(await store.findTransactions(T1, 'C1', { relatesTo: 'T1' }))).toEqual(['T4']);
        expect(ids(await store.findTransactions(T1, 'C1', { accountId: 'A2' }))).toEqual([]);
      });

      it('matches a counterparty substring case-insensitively and treats % and _ literally', async () => {
        expect(ids(await store.findTransactions(T1, 'C1', { counterparty: 'coffee' }))).toEqual(['T2']);
        expect(ids(await store.findTransactions(T1, 'C1', { counterparty: 'ATM' }))).toEqual(['T1', 'T4']);
        expect(ids(await store.findTransactions(T1, 'C1', { counterparty: '%_m' }))).toEqual(['T5']);
        expect(ids(await store.findTransactions(T1, 'C1', { counterparty: 'a%m' }))).toEqual([]);
      });

      it('limits results after ordering', async () => {
        expect(ids(await store.findTransactions(T1, 'C1', { limit: 2 }))).toEqual(['T5', 'T7']);
      });
    });

    describe('audit log', () => {
      it('lists entries in append order, not by id or time', async () => {
        const order = ['z-last-alpha', 'a-first-alpha', 'm-middle'];
        await store.appendAudit(audit(T1, order[0] ?? '', { at: '2026-03-12T10:00:05.000Z' }));
        await store.appendAudit(audit(T1, order[1] ?? '', { at: '2026-03-12T10:00:01.000Z', threadId: 'th-2', actorRole: 'reviewer', actor: 'r1' }));
        await store.appendAudit(audit(T1, order[2] ?? '', { at: '2026-03-12T10:00:03.000Z', details: { path: ['intake', 'verify'], n: 3 } }));
        const all = await store.listAudit(T1);
        expect(ids(all)).toEqual(order);
        expect(all[2]?.details).toEqual({ path: ['intake', 'verify'], n: 3 });
        expect(all[1]).toEqual(audit(T1, 'a-first-alpha', { at: '2026-03-12T10:00:01.000Z', threadId: 'th-2', actorRole: 'reviewer', actor: 'r1' }));
        expect(ids(await store.listAudit(T1, { threadId: 'th-1' }))).toEqual(['z-last-alpha', 'm-middle']);
      });

      it('refuses to overwrite an audit entry', async () => {
        await store.appendAudit(audit(T1, 'AU-1'));
        await expectCode(store.appendAudit(audit(T1, 'AU-1', { event: 'rewritten' })), 'CONFLICT');
        expect((await store.listAudit(T1))[0]?.event).toBe('node');
      });
    });

    describe('conversations', () => {
      it('creates, updates in place keeping createdAt, and filters conversations', async () => {
        const first = conversation(T1, 'tenant-one:C1:TK-1');
        expect(await store.putConversation(first)).toEqual(first);
        const updated = await store.putConversation({
          ...first, status: 'waiting_review', claimType: 'duplicate_card_charge', subjectId: 'T6', lastOutcome: 'needs_approval',
          summary: 'duplicate charge', createdAt: '2030-01-01T00:00:00.000Z', updatedAt: '2026-03-12T09:05:00.000Z',
        });
        expect(updated).toEqual({
          ...first, status: 'waiting_review', claimType: 'duplicate_card_charge', subjectId: 'T6', lastOutcome: 'needs_approval',
          summary: 'duplicate charge', updatedAt: '2026-03-12T09:05:00.000Z',
        });
        expect(await store.getConversation(T1, first.threadId)).toEqual(updated);
        await store.putConversation(conversation(T1, 'tenant-one:C2:TK-2', { customerId: 'C2', createdAt: '2026-03-12T09:10:00.000Z' }));
        expect((await store.listConversations(T1)).map((c) => c.threadId)).toEqual(['tenant-one:C1:TK-1', 'tenant-one:C2:TK-2']);
        expect((await store.listConversations(T1, { customerId: 'C2' })).map((c) => c.threadId)).toEqual(['tenant-one:C2:TK-2']);
        expect((await store.listConversations(T1, { status: 'waiting_review' })).map((c) => c.threadId)).toEqual(['tenant-one:C1:TK-1']);
        expect(await store.getConversation(T1, 'missing')).toBeNull();
      });

      it('reads conversations, tickets and incidents a page at a time: every row once, ties broken by id, filters and tenants kept', async () => {
        const at = (minute: number) => `2026-03-12T10:${String(minute).padStart(2, '0')}:00.000Z`;
        // Two pairs share a time, so only the id orders them.
        const minutes = [1, 5, 5, 3, 9, 3, 7];
        for (const [i, minute] of minutes.entries()) {
          await store.putConversation(conversation(T1, `page-${i + 1}`, { updatedAt: at(minute), customerId: i === 6 ? 'C2' : 'C1' }));
          await store.putTicket(ticket(T1, `TK-P${i + 1}`, { createdAt: at(minute), customerId: i === 6 ? 'C2' : 'C1' }));
          await store.putIncident(incident(T1, `INC-P${i + 1}`, { createdAt: at(minute) }));
        }
        await store.putConversation(conversation(T2, 'page-other', { updatedAt: at(4) }));
        async function all<T>(read: (after?: readonly [string, string]) => Promise<{ items: T[]; more: boolean }>, keyOf: (item: T) => [string, string]): Promise<T[][]> {
          const pages: T[][] = [];
          let after: readonly [string, string] | undefined;
          for (;;) {
            const page = await read(after);
            pages.push(page.items);
            const last = page.items[page.items.length - 1];
            if (!page.more || last === undefined) return pages;
            after = keyOf(last);
          }
        }
        const conversations = await all((after) => store.pageConversations(T1, {}, { limit: 3, ...(after ? { after } : {}) }), (c) => [c.updatedAt, c.threadId]);
        expect(conversations.map((p) => p.map((c) => c.threadId))).toEqual([['page-5', 'page-7', 'page-3'], ['page-2', 'page-6', 'page-4'], ['page-1']]);
        const mine = await all((after) => store.pageConversations(T1, { customerId: 'C1' }, { limit: 2, ...(after ? { after } : {}) }), (c) => [c.updatedAt, c.threadId]);
        expect(mine.flat().map((c) => c.threadId)).toEqual(['page-5', 'page-3', 'page-2', 'page-6', 'page-4', 'page-1']);
        const tickets = await all((after) => store.pageTickets(T1, {}, { limit: 4, ...(after ? { after } : {}) }), (t) => [t.createdAt, t.id]);
        expect(tickets.map((p) => ids(p))).toEqual([['TK-P1', 'TK-P4', 'TK-P6', 'TK-P2'], ['TK-P3', 'TK-P7', 'TK-P5']]);
        expect(ids((await store.pageTickets(T1, { customerId: 'C2' }, { limit: 10 })).items)).toEqual(['TK-P7']);
        const incidents = await all((after) => store.pageIncidents(T1, {}, { limit: 7, ...(after ? { after } : {}) }), (i) => [i.createdAt, i.id]);
        expect(incidents.map((p) => ids(p))).toEqual([['INC-P1', 'INC-P4', 'INC-P6', 'INC-P2', 'INC-P3', 'INC-P7', 'INC-P5']]);
        expect((await store.pageConversations(T2, {}, { limit: 50 })).items.map((c) => c.threadId)).toEqual(['page-other']);
      });
    });

    describe('attachments', () => {
      const file = (over: Partial<Attachment> = {}): Attachment => ({
        id: 'ATT-1', tenantId: T1, customerId: 'C1', threadId: `${T1}:C1:TKT-1`, name: 'receipt.pdf', kind: 'pdf', mediaType: 'application/pdf',
        size: 6, sha256: 'ab'.repeat(32), text: 'Receipt [PHONE]', createdAt: '2026-03-12T06:30:00.000Z', ...over,
      });
      const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00]);

      it('keeps a file and its bytes once per id, lists a thread\'s files without bytes, and keeps tenants apart', async () => {
        expect(await store.putAttachment(file(), bytes)).toMatchObject({ created: true });
        expect(await store.putAttachment(file(), bytes)).toMatchObject({ created: false, row: file() });
        await store.putAttachment(file({ id: 'ATT-2', name: 'photo.png', kind: 'png', mediaType: 'image/png', text: null, createdAt: '2026-03-12T06:31:00.000Z' }), bytes);
        expect((await store.listAttachments(T1, `${T1}:C1:TKT-1`)).map((a) => [a.id, a.kind, a.text])).toEqual([['ATT-1', 'pdf', 'Receipt [PHONE]'], ['ATT-2', 'png', null]]);
        expect(await store.attachmentContent(T1, 'ATT-1')).toEqual(bytes);
        expect(await store.listAttachments(T2, `${T1}:C1:TKT-1`)).toEqual([]);
        expect(await store.attachmentContent(T2, 'ATT-1')).toBeNull();
      });
    });

    describe('API keys', () => {
      const key = (id: string, extra: Partial<StoredApiKey> = {}): StoredApiKey => ({
        id, tenantId: T1, name: `name-${id}`, role: 'reviewer', customerId: null, keySha256: id.padEnd(64, '0').replace(/[^0-9a-f]/g, 'a'),
        createdAt: '2026-03-12T09:00:00.000Z', expiresAt: null, revokedAt: null, ...extra,
      });

      it('stores a key by its hash and finds it by hash and by id, across tenants', async () => {
        const first = key('ep_000001', { role: 'customer', customerId: 'C1', expiresAt: '2026-06-01T00:00:00.000Z' });
        const other = key('ep_000002', { tenantId: T2, name: 'same-name' });
        await store.putApiKey(first);
        await store.putApiKey(other);
        expect(await store.findApiKeyBySha256(first.keySha256)).toEqual(first);
        expect(await store.getApiKey('ep_000002')).toEqual(other);
        expect(await store.findApiKeyBySha256('f'.repeat(64))).toBeNull();
        expect(await store.getApiKey('ep_missing')).toBeNull();
      });

      it('refuses a second active key with the same name in a tenant, and the same hash anywhere', async () => {
        await store.putApiKey(key('ep_000001', { name: 'alice' }));
        await expectCode(store.putApiKey(key('ep_000002', { name: 'alice' })), 'CONFLICT');
        await expectCode(store.putApiKey(key('ep_000003', { tenantId: T2, keySha256: key('ep_000001').keySha256 })), 'CONFLICT');
        await store.putApiKey(key('ep_000004', { tenantId: T2, name: 'alice' }));
        expect(ids(await store.listApiKeys())).toEqual(['ep_000001', 'ep_000004']);
      });

      it('revokes a key once, keeps it for the record, and frees its name for a new key in one transaction', async () => {
        await store.putApiKey(key('ep_000001', { name: 'alice' }));
        await store.transaction(async (tx) => {
          const revoked = await tx.revokeApiKey('ep_000001', '2026-03-13T10:00:00.000Z');
          expect(revoked.revokedAt).toBe('2026-03-13T10:00:00.000Z');
          await tx.putApiKey(key('ep_000002', { name: 'alice', createdAt: '2026-03-13T10:00:00.000Z' }));
        });
        expect((await store.revokeApiKey('ep_000001', '2030-01-01T00:00:00.000Z')).revokedAt).toBe('2026-03-13T10:00:00.000Z');
        expect(ids(await store.listApiKeys({ tenantId: T1 }))).toEqual(['ep_000002']);
        expect(ids(await store.listApiKeys({ tenantId: T1, includeRevoked: true }))).toEqual(['ep_000001', 'ep_000002']);
        expect(await store.listApiKeys({ tenantId: T2 })).toEqual([]);
        await expectCode(store.revokeApiKey('ep_missing', '2026-03-13T10:00:00.000Z'), 'NOT_FOUND');
      });

      it('writes nothing when a transaction adding a key fails', async () => {
        await expectCode(store.transaction(async (tx) => {
          await tx.putApiKey(key('ep_000001'));
          throw new EchoPilotError('CONFLICT', 'stop');
        }), 'CONFLICT');
        expect(await store.getApiKey('ep_000001')).toBeNull();
      });
    });

    describe('turns (exactly-once)', () => {
      it('returns the first turn for a repeated idempotency key, scoped by tenant, and lets turns without a key coexist', async () => {
        const first = turn(T1, 'TURN-1', { idempotencyKey: '5:alice:k-1' });
        expect(await store.putTurn(first)).toEqual({ row: first, created: true });
        const again = await store.putTurn(turn(T1, 'TURN-2', { idempotencyKey: '5:alice:k-1', requestHash: 'other' }));
        expect(again).toEqual({ row: first, created: false });
        expect(await store.getTurn(T1, 'TURN-2')).toBeNull();
        expect((await store.putTurn(turn(T2, 'TURN-1', { idempotencyKey: '5:alice:k-1' }))).created).toBe(true);
        await store.putTurn(turn(T1, 'TURN-3'));
        await store.putTurn(turn(T1, 'TURN-4'));
        expect(ids(await store.listTurns(T1))).toEqual(['TURN-1', 'TURN-3', 'TURN-4']);
        expect(await store.findTurnByKey(T1, '5:alice:k-1')).toEqual(first);
        expect(await store.findTurnByKey(T1, '5:alice:k-2')).toBeNull();
      });

      it('finishes a turn once with its answer and forgets its text', async () => {
        await store.putTurn(turn(T1, 'TURN-1'));
        const done = await store.finishTurn(T1, 'TURN-1', { outcome: 'resolved', amount: 520_000 }, '2026-03-12T10:01:00.000Z');
        expect(done).toMatchObject({ status: 'done', text: null, result: { outcome: 'resolved', amount: 520_000 }, updatedAt: '2026-03-12T10:01:00.000Z' });
        await expectCode(store.finishTurn(T1, 'TURN-1', { outcome: 'rejected' }, '2026-03-12T10:02:00.000Z'), 'CONFLICT');
        expect((await store.getTurn(T1, 'TURN-1'))?.result).toEqual({ outcome: 'resolved', amount: 520_000 });
        await expectCode(store.finishTurn(T1, 'missing', {}, '2026-03-12T10:02:00.000Z'), 'NOT_FOUND');
        expect(ids(await store.listTurns(T1, { status: 'running' }))).toEqual([]);
      });

      it('lets one process take a turn whose lease ran out, and only the holder extend a live one', async () => {
        await store.putTurn(turn(T1, 'TURN-1', { leaseUntil: '2026-03-12T10:00:30.000Z' }));
        // Live lease: nobody else takes it; the holder extends it.
        expect(await store.leaseTurn(T1, 'TURN-1', { now: '2026-03-12T10:00:10.000Z', until: '2026-03-12T10:00:40.000Z' })).toBe(false);
        expect(await store.unfinishedTurns('2026-03-12T10:00:10.000Z', 10)).toEqual([]);
        expect(await store.leaseTurn(T1, 'TURN-1', { now: '2026-03-12T10:00:10.000Z', until: '2026-03-12T10:00:40.000Z', holder: '2026-03-12T10:00:30.000Z' })).toBe(true);
        // Ran out: listed, and of two processes taking it the first wins.
        expect(ids(await store.unfinishedTurns('2026-03-12T10:00:41.000Z', 10))).toEqual(['TURN-1']);
        const takes = await Promise.all([
          store.leaseTurn(T1, 'TURN-1', { now: '2026-03-12T10:00:41.000Z', until: '2026-03-12T10:01:11.000Z' }),
          store.leaseTurn(T1, 'TURN-1', { now: '2026-03-12T10:00:41.000Z', until: '2026-03-12T10:01:11.001Z' }),
        ]);
        expect(takes.filter(Boolean)).toHaveLength(1);
        await store.finishTurn(T1, 'TURN-1', null, '2026-03-12T10:00:50.000Z');
        expect(await store.leaseTurn(T1, 'TURN-1', { now: '2026-03-12T10:09:00.000Z', until: '2026-03-12T10:10:00.000Z' })).toBe(false);
        expect(await store.unfinishedTurns('2026-03-12T10:09:00.000Z', 10)).toEqual([]);
      });
    });

    describe('thread locks (one turn at a time per thread)', () => {
      const THREAD = `${T1}:C1:TKT-1`;
      const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

      it('serialises two concurrent holders of the same thread: the second starts only after the first ended', async () => {
        const events: string[] = [];
        const holder = (name: string) => store.withThreadLock(T1, THREAD, async (hold) => {
          events.push(`${name} start`);
          expect(hold.lost).toBe(false);
          await sleep(60);
          events.push(`${name} end`);
          return name;
        });
        expect(await Promise.all([holder('a'), holder('b')])).toEqual(['a', 'b']);
        expect(events).toEqual(['a start', 'a end', 'b start', 'b end']);
      });

      it('lets holders of different threads, and of the same thread id in another tenant, run at the same time', async () => {
        let meet!: () => void;
        const met = new Promise<void>((resolve) => { meet = resolve; });
        // Each waits for the other to be inside: serialised, they would time out.
        const first = store.withThreadLock(T1, THREAD, async () => { await met; return 'first'; }, { waitMs: 2_000 });
        const other = store.withThreadLock(T1, `${T1}:C1:TKT-2`, async () => 'other', { waitMs: 500 });
        const tenant = store.withThreadLock(T2, THREAD, async () => { meet(); return 'tenant'; }, { waitMs: 500 });
        expect(await Promise.all([first, other, tenant])).toEqual(['first', 'other', 'tenant']);
      });

      it('refuses with THREAD busy (CONFLICT) when the holder does not let go within the wait, and runs nothing', async () => {
        let release!: () => void;
        const held = store.withThreadLock(T1, THREAD, () => new Promise<void>((resolve) => { release = resolve; }));
        await sleep(20);
        let ran = false;
        await expectCode(store.withThreadLock(T1, THREAD, async () => { ran = true; }, { waitMs: 0 }), 'CONFLICT');
        await expectCode(store.withThreadLock(T1, THREAD, async () => { ran = true; }, { waitMs: 80 }), 'CONFLICT');
        expect(ran).toBe(false);
        release();
        await held;
        expect(await store.withThreadLock(T1, THREAD, async () => 'free again', { waitMs: 0 })).toBe('free again');
      });

      it('is re-entrant for its holder and released when the work fails', async () => {
        const nested = await store.withThreadLock(T1, THREAD, () => store.withThreadLock(T1, THREAD, async () => 'inner', { waitMs: 0 }), { waitMs: 0 });
        expect(nested).toBe('inner');
        await expectCode(store.withThreadLock(T1, THREAD, async () => { throw new EchoPilotError('CONFLICT', 'boom'); }), 'CONFLICT');
        expect(await store.withThreadLock(T1, THREAD, async () => 'after a failure', { waitMs: 0 })).toBe('after a failure');
      });

      it('keeps a thread held across the store\'s transactions run inside it', async () => {
        const events: string[] = [];
        await Promise.all([
          store.withThreadLock(T1, THREAD, async () => {
            await store.transaction(async (tx) => { await tx.putTurn(turn(T1, 'TURN-L1', { threadId: THREAD })); });
            await sleep(30);
            events.push('first recorded');
          }),
          sleep(5).then(() => store.withThreadLock(T1, THREAD, async () => { events.push(`second sees ${(await store.listTurns(T1, { threadId: THREAD })).length}`); })),
        ]);
        expect(events).toEqual(['first recorded', 'second sees 1']);
      });
    });
  });
}

function turn(tenantId: string, id: string, extra: Partial<TurnRecord> = {}): TurnRecord {
  return {
    id, tenantId, threadId: `${tenantId}:C1:TKT-1`, customerId: 'C1', actor: 'alice', actorRole: 'customer', raisedBy: 'alice', idempotencyKey: null,
    requestHash: 'h1', input: 'message', text: 'the ATM took 5,000', checkpointBefore: null, judgedAt: '2026-03-12T10:00:00.000Z', status: 'running',
    result: null, leaseUntil: '2026-03-12T10:00:30.000Z', createdAt: '2026-03-12T10:00:00.000Z', updatedAt: '2026-03-12T10:00:00.000Z', ...extra,
  };
}
