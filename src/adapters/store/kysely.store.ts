// The Store port over kysely: one dialect-neutral implementation shared by SQLite and PostgreSQL.
import { sql, type Insertable, type Kysely } from 'kysely';
import { EchoPilotError } from '../../domain/errors.js';
import type { CalendarDate } from '../../domain/calendar.js';
import type { Card, Customer, CustomerRecords, Policy, Transaction, World } from '../../domain/records.js';
import type { Approval, AuditEntry, Incident, IncidentPatch, LedgerEntry, Notification, RemoteCredit, RemoteCreditStatus, ThreadMessage, Ticket, TicketKind, TicketPatch, TicketStatus } from '../../domain/effects.js';
import type { Paise } from '../../domain/money.js';
import type { Deadline, DeadlineClose } from '../../domain/deadlines.js';
import type { Conversation, DeadlineFilter, Page, PageRequest, Put, Store, ThreadLockHold, ThreadLockOptions, TicketSyncState, TicketSyncUpdate, TransactionFilter, TurnRecord } from '../../domain/store.port.js';
import { InProcessThreadLocks, type ThreadLocks } from './thread-locks.js';
import { FixedQueries } from './fixed-queries.js';
import type { Database } from './schema.js';
import type { Attachment } from '../../domain/attachments.js';
import { constraintViolation } from './sql-errors.js';
import type { StoredApiKey } from '../../domain/stored-api-key.js';
import { apiKeyRow, toStoredApiKey } from './api-key-rows.js';
import {
  ATTACHMENT_COLUMNS, attachmentRow, toAttachment,
  accountRow, approvalRow, deadlineRow, toDeadline, auditRow, cardRow, claimRow, conversationRow, customerRow, incidentRow, ledgerRow, messageRow, notificationRow, policyRow,
  ticketRow, toAccount, toApproval, toAuditEntry, toCard, toClaim, toConversation, toCustomer, toIncident, toLedgerEntry,
  toNotification, toPolicy, toThreadMessage, toTicket, toTransaction, transactionRow, toTurnRecord, turnRow,
} from './row-mappers.js';

export interface KyselyStoreOptions {
  /** Clock for `updatedAt` stamps the store sets itself (ticket updates). */
  now?: () => string;
}

type WorldTable = 'customers' | 'accounts' | 'cards' | 'policies' | 'claims' | 'transactions';

const CHUNK = 200;
function chunks<T>(rows: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** Escapes LIKE wildcards so a substring search matches the text literally (with `escape '\'`). */
const likeContains = (text: string): string => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

/** A row's columns that kysely writes (those with a value) as a query-shape name, and their values in that order. */
function columnsOf(row: object): { columns: string; params: unknown[] } {
  const set = Object.entries(row).filter(([, value]) => value !== undefined);
  return { columns: set.map(([column]) => column).join(','), params: set.map(([, value]) => value as unknown) };
}

/** Rows read with one extra (`limit + 1`) as a page: the extra row only says that more follow. */
function pageOf<Row, T>(rows: Row[], limit: number, map: (row: Row) => T): Page<T> {
  return { items: rows.slice(0, limit).map(map), more: rows.length > limit };
}

export class KyselyStore implements Store {
  private readonly now: () => string;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: KyselyStoreOptions = {},
    private readonly inTransaction = false,
    /** Per-thread locks: one process's keyed mutex unless the dialect gives a cross-process one (PostgreSQL). */
    private readonly locks: ThreadLocks = new InProcessThreadLocks(),
    /** The hot queries' compiled SQL, shared with the store's transactions (same dialect). */
    private readonly queries: FixedQueries = new FixedQueries(),
  ) {
    this.now = options.now ?? (() => new Date().toISOString());
  }

  async transaction<T>(work: (tx: Store) => Promise<T>): Promise<T> {
    if (this.inTransaction) return work(this);
    return this.db.transaction().execute((trx) => work(new KyselyStore(trx, this.options, true, this.locks, this.queries)));
  }

  private inTx<T>(work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
    if (this.inTransaction) return work(this.db);
    return this.db.transaction().execute((trx) => work(trx));
  }

  // ---- records -------------------------------------------------------------------------------------------

  async insertWorld(tenantId: string, world: World): Promise<void> {
    const lists: [WorldTable, { id: string }[]][] = [
      ['customers', world.customers], ['accounts', world.accounts], ['cards', world.cards],
      ['policies', world.policies], ['claims', world.claims], ['transactions', world.transactions],
    ];
    for (const [table, rows] of lists) {
      const seen = new Set<string>();
      for (const row of rows) {
        if (seen.has(row.id)) throw new EchoPilotError('CONFLICT', `${table}: id "${row.id}" appears twice in the world`, { field: `${table}.id` });
        seen.add(row.id);
      }
    }
    await this.inTx(async (db) => {
      for (const [table, rows] of lists) {
        for (const part of chunks(rows.map((r) => r.id))) {
          const found = await sql<{ id: string }>`select id from ${sql.table(table)} where tenant_id = ${tenantId} and id in (${sql.join(part)})`.execute(db);
          const first = found.rows[0];
          if (first) throw new EchoPilotError('CONFLICT', `${table}: id "${first.id}" already exists for tenant ${tenantId}`, { field: `${table}.id` });
        }
      }
      try {
        for (const part of chunks(world.customers)) await db.insertInto('customers').values(part.map((r) => customerRow(tenantId, r))).execute();
        for (const part of chunks(world.accounts)) await db.insertInto('accounts').values(part.map((r) => accountRow(tenantId, r))).execute();
        for (const part of chunks(world.cards)) await db.insertInto('cards').values(part.map((r) => cardRow(tenantId, r))).execute();
        for (const part of chunks(world.policies)) await db.insertInto('policies').values(part.map((r) => policyRow(tenantId, r))).execute();
        for (const part of chunks(world.claims)) await db.insertInto('claims').values(part.map((r) => claimRow(tenantId, r))).execute();
        for (const part of chunks(world.transactions)) await db.insertInto('transactions').values(part.map((r) => transactionRow(tenantId, r))).execute();
      } catch (error) {
        const violation = constraintViolation(error);
        if (violation === 'unique') throw new EchoPilotError('CONFLICT', `world for tenant ${tenantId}: an id already exists`, { cause: error });
        if (violation === 'foreign_key') throw new EchoPilotError('NOT_FOUND', `world for tenant ${tenantId}: a reference points to no record`, { cause: error });
        throw error;
      }
    });
  }

  async countCustomers(tenantId: string): Promise<number> {
    const row = await this.db.selectFrom('customers').select((eb) => eb.fn.countAll().as('n')).where('tenant_id', '=', tenantId).executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async listCustomers(tenantId: string): Promise<Customer[]> {
    const rows = await this.db.selectFrom('customers').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute();
    return rows.map(toCustomer);
  }

  async findCustomer(tenantId: string, customerId: string): Promise<Customer | null> {
    const [row] = await this.queries.rows(this.db, 'customer', [tenantId, customerId], () => this.db.selectFrom('customers').selectAll().where('tenant_id', '=', tenantId).where('id', '=', customerId));
    return row ? toCustomer(row) : null;
  }

  async customerRecords(tenantId: string, customerId: string): Promise<CustomerRecords> {
    const customer = await this.findCustomer(tenantId, customerId);
    if (!customer) throw new EchoPilotError('NOT_FOUND', `no customer ${customerId} in tenant ${tenantId}`, { field: 'customerId' });
    const db = this.db;
    const params = [tenantId, customerId];
    const [accounts, cards, transactions, policies, claims] = await Promise.all([
      this.queries.rows(db, 'customer.accounts', params, () => db.selectFrom('accounts').selectAll().where('tenant_id', '=', tenantId).where('customer_id', '=', customerId).orderBy('id')),
      this.queries.rows(db, 'customer.cards', params, () => db.selectFrom('cards').selectAll().where('tenant_id', '=', tenantId).where('customer_id', '=', customerId).orderBy('id')),
      this.findTransactions(tenantId, customerId),
      this.queries.rows(db, 'customer.policies', params, () => db.selectFrom('policies').selectAll().where('tenant_id', '=', tenantId).where('customer_id', '=', customerId).orderBy('id')),
      this.queries.rows(db, 'customer.claims', [tenantId, tenantId, customerId], () => db.selectFrom('claims').selectAll().where('tenant_id', '=', tenantId)
        .where('policy_id', 'in', db.selectFrom('policies').select('id').where('tenant_id', '=', tenantId).where('customer_id', '=', customerId))
        .orderBy('filed_on').orderBy('id')),
    ]);
    return {
      customer,
      accounts: accounts.map(toAccount),
      cards: cards.map(toCard),
      transactions,
      policies: policies.map(toPolicy),
      claims: claims.map(toClaim),
    };
  }

  /** A customer's transactions (those on the customer's accounts), ordered by `at` then id; [] for an unknown customer. */
  async findTransactions(tenantId: string, customerId: string, filter: TransactionFilter = {}): Promise<Transaction[]> {
    const db = this.db;
    const all = () => db.selectFrom('transactions').selectAll()
      .where('tenant_id', '=', tenantId)
      .where('account_id', 'in', db.selectFrom('accounts').select('id').where('tenant_id', '=', tenantId).where('customer_id', '=', customerId));
    // All of them (the turn's read of the customer's records): one fixed query.
    if (Object.values(filter).every((v) => v === undefined)) {
      return (await this.queries.rows(db, 'customer.transactions', [tenantId, tenantId, customerId], () => all().orderBy('at').orderBy('id'))).map(toTransaction);
    }
    let query = all();
    if (filter.channels) {
      if (filter.channels.length === 0) return [];
      query = query.where('channel', 'in', filter.channels);
    }
    if (filter.statuses) {
      if (filter.statuses.length === 0) return [];
      query = query.where('status', 'in', filter.statuses);
    }
    if (filter.direction) query = query.where('direction', '=', filter.direction);
    if (filter.from !== undefined) query = query.where(sql<boolean>`substr(${sql.ref('at')}, 1, 10) >= ${filter.from}`);
    if (filter.to !== undefined) query = query.where(sql<boolean>`substr(${sql.ref('at')}, 1, 10) <= ${filter.to}`);
    if (filter.amount !== undefined) query = query.where('amount', '=', filter.amount);
    if (filter.counterparty !== undefined && filter.counterparty !== '') {
      query = query.where(sql<boolean>`lower(${sql.ref('counterparty')}) like ${likeContains(filter.counterparty)} escape '\\'`);
    }
    if (filter.accountId !== undefined) query = query.where('account_id', '=', filter.accountId);
    if (filter.relatesTo !== undefined) query = query.where('relates_to', '=', filter.relatesTo);
    query = query.orderBy('at').orderBy('id');
    if (filter.limit !== undefined) query = query.limit(filter.limit);
    return (await query.execute()).map(toTransaction);
  }

  /** Idempotent by id; NOT_FOUND when the account (or card, policy) it names does not exist. */
  async insertTransaction(transaction: Transaction): Promise<Put<Transaction>> {
    const { tenantId, id } = transaction;
    const account = await this.db.selectFrom('accounts').select('id').where('tenant_id', '=', tenantId).where('id', '=', transaction.accountId).executeTakeFirst();
    if (!account) throw new EchoPilotError('NOT_FOUND', `no account ${transaction.accountId} in tenant ${tenantId}`, { field: 'accountId' });
    return this.putOnce(
      'transaction', transaction,
      () => this.insertIgnoring('transactions', transactionRow(tenantId, transaction)),
      async () => {
        const row = await this.db.selectFrom('transactions').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
        return row ? toTransaction(row) : undefined;
      },
    );
  }

  async findCard(tenantId: string, cardId: string): Promise<Card | null> {
    const row = await this.db.selectFrom('cards').selectAll().where('tenant_id', '=', tenantId).where('id', '=', cardId).executeTakeFirst();
    return row ? toCard(row) : null;
  }

  async setCardStatus(tenantId: string, cardId: string, status: Card['status']): Promise<void> {
    const result = await this.db.updateTable('cards').set({ status }).where('tenant_id', '=', tenantId).where('id', '=', cardId).executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw new EchoPilotError('NOT_FOUND', `no card ${cardId} in tenant ${tenantId}`, { field: 'cardId' });
  }

  async findPolicy(tenantId: string, policyId: string): Promise<Policy | null> {
    const row = await this.db.selectFrom('policies').selectAll().where('tenant_id', '=', tenantId).where('id', '=', policyId).executeTakeFirst();
    return row ? toPolicy(row) : null;
  }

  async cancelPolicy(tenantId: string, policyId: string, cancelledOn: CalendarDate): Promise<void> {
    const result = await this.db.updateTable('policies').set({ status: 'cancelled', cancelled_on: cancelledOn })
      .where('tenant_id', '=', tenantId).where('id', '=', policyId).executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw new EchoPilotError('NOT_FOUND', `no policy ${policyId} in tenant ${tenantId}`, { field: 'policyId' });
  }

  async adjustAccountBalance(tenantId: string, accountId: string, delta: Paise): Promise<void> {
    if (!Number.isSafeInteger(delta)) throw new EchoPilotError('INVALID_MONEY', `balance change must be a whole number of paise, got ${delta}`, { field: 'delta' });
    const result = await this.db.updateTable('accounts').set({ balance: sql<number>`balance + ${delta}` })
      .where('tenant_id', '=', tenantId).where('id', '=', accountId).executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw new EchoPilotError('NOT_FOUND', `no account ${accountId} in tenant ${tenantId}`, { field: 'accountId' });
  }

  // ---- effects -------------------------------------------------------------------------------------------

  /**
   * Inserts with ON CONFLICT DO NOTHING (safe inside a PostgreSQL transaction), then reads the existing row.
   * A conflict on the id with a different idempotency key is a CONFLICT, never a silent success.
   */
  private async putOnce<T extends { id: string }>(
    what: string,
    input: T,
    insert: () => Promise<bigint>,
    existing: () => Promise<T | undefined>,
  ): Promise<Put<T>> {
    let inserted: bigint;
    try {
      inserted = await insert();
    } catch (error) {
      if (constraintViolation(error) === 'foreign_key') {
        throw new EchoPilotError('NOT_FOUND', `${what} ${input.id} refers to a record that does not exist`, { cause: error });
      }
      throw error;
    }
    if (inserted > 0n) return { row: input, created: true };
    const row = await existing();
    if (!row) throw new EchoPilotError('CONFLICT', `${what} id "${input.id}" already exists with a different idempotency key`, { field: 'id' });
    return { row, created: false };
  }

  /**
   * INSERT … ON CONFLICT DO NOTHING of one row, built and compiled once per table and set of columns (a fixed query);
   * the rows it inserted, 0 or 1.
   */
  private insertIgnoring<T extends keyof Database & string>(table: T, row: Insertable<Database[T]>): Promise<bigint> {
    const { columns, params } = columnsOf(row);
    return this.queries.changes(this.db, `insert:${table}:${columns}`, params,
      () => this.db.insertInto(table).values(row).onConflict((oc) => oc.doNothing()));
  }

  async putTicket(ticket: Ticket): Promise<Put<Ticket>> {
    return this.putOnce(
      'ticket', ticket,
      () => this.insertIgnoring('tickets', ticketRow(ticket)),
      async () => {
        const row = await this.db.selectFrom('tickets').selectAll().where('tenant_id', '=', ticket.tenantId)
          .where('idempotency_key', '=', ticket.idempotencyKey).executeTakeFirst();
        return row ? toTicket(row) : undefined;
      },
    );
  }

  async updateTicket(tenantId: string, ticketId: string, patch: TicketPatch): Promise<Ticket> {
    const set: { status?: TicketStatus; subject?: string; body?: string; customer_text?: string; amount?: number; priority?: Ticket['priority']; updated_at: string } = { updated_at: this.now() };
    if (patch.status !== undefined) set.status = patch.status;
    if (patch.subject !== undefined) set.subject = patch.subject;
    if (patch.body !== undefined) set.body = patch.body;
    if (patch.customerText !== undefined) set.customer_text = patch.customerText;
    if (patch.amount !== undefined) set.amount = patch.amount;
    if (patch.priority !== undefined) set.priority = patch.priority;
    const result = await this.db.updateTable('tickets').set(set).where('tenant_id', '=', tenantId).where('id', '=', ticketId).executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw new EchoPilotError('NOT_FOUND', `no ticket ${ticketId} in tenant ${tenantId}`, { field: 'ticketId' });
    const ticket = await this.getTicket(tenantId, ticketId);
    if (!ticket) throw new EchoPilotError('NOT_FOUND', `no ticket ${ticketId} in tenant ${tenantId}`, { field: 'ticketId' });
    return ticket;
  }

  async getTicket(tenantId: string, ticketId: string): Promise<Ticket | null> {
    const row = await this.db.selectFrom('tickets').selectAll().where('tenant_id', '=', tenantId).where('id', '=', ticketId).executeTakeFirst();
    return row ? toTicket(row) : null;
  }

  async ticketsDueForSync(now: string, limit: number): Promise<TicketSyncState[]> {
    const rows = await this.db.selectFrom('tickets').selectAll()
      .where((eb) => eb.or([eb('external_key', 'is', null), eb('synced_status', 'is', null), eb('synced_status', '<>', eb.ref('status'))]))
      .where((eb) => eb.or([eb('sync_after', 'is', null), eb('sync_after', '<=', now)]))
      .orderBy('created_at').orderBy('tenant_id').orderBy('id').limit(limit).execute();
    return rows.map((r) => ({ ticket: toTicket(r), syncedStatus: r.synced_status as TicketStatus | null, attempts: Number(r.sync_attempts), lastError: r.sync_error }));
  }

  async recordTicketSync(tenantId: string, ticketId: string, update: TicketSyncUpdate): Promise<void> {
    const result = await this.db.updateTable('tickets')
      .set((eb) => ({
        ...(update.externalKey !== undefined ? { external_key: update.externalKey } : {}),
        ...(update.syncedStatus !== undefined ? { synced_status: update.syncedStatus } : {}),
        sync_attempts: update.error === null ? 0 : eb('sync_attempts', '+', 1),
        sync_error: update.error,
        sync_after: update.error === null ? null : update.retryAfter,
      }))
      .where('tenant_id', '=', tenantId).where('id', '=', ticketId).executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw new EchoPilotError('NOT_FOUND', `no ticket ${ticketId} in tenant ${tenantId}`, { field: 'ticketId' });
  }

  async leaseTicketSync(tenantId: string, ticketId: string, now: string, until: string): Promise<boolean> {
    const result = await this.db.updateTable('tickets').set({ sync_after: until })
      .where('tenant_id', '=', tenantId).where('id', '=', ticketId)
      .where((eb) => eb.or([eb('sync_after', 'is', null), eb('sync_after', '<=', now)]))
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async listTickets(
    tenantId: string,
    filter: { customerId?: string; threadId?: string; status?: TicketStatus; kind?: TicketKind } = {},
  ): Promise<Ticket[]> {
    const { customerId, threadId, status, kind } = filter;
    const build = () => {
      let query = this.db.selectFrom('tickets').selectAll().where('tenant_id', '=', tenantId);
      if (customerId !== undefined) query = query.where('customer_id', '=', customerId);
      if (threadId !== undefined) query = query.where('thread_id', '=', threadId);
      if (status !== undefined) query = query.where('status', '=', status);
      if (kind !== undefined) query = query.where('kind', '=', kind);
      return query.orderBy('created_at').orderBy('id');
    };
    const shape = `tickets:${[customerId, threadId, status, kind].map((v) => (v === undefined ? '-' : '+')).join('')}`;
    return (await this.queries.rows(this.db, shape, [tenantId, ...setValues(customerId, threadId, status, kind)], build)).map(toTicket);
  }

  async putIncident(incident: Incident): Promise<Put<Incident>> {
    return this.putOnce(
      'incident', incident,
      () => this.insertIgnoring('incidents', incidentRow(incident)),
      async () => {
        const row = await this.db.selectFrom('incidents').selectAll().where('tenant_id', '=', incident.tenantId)
          .where('idempotency_key', '=', incident.idempotencyKey).executeTakeFirst();
        return row ? toIncident(row) : undefined;
      },
    );
  }

  async pageTickets(tenantId: string, filter: { customerId?: string; threadId?: string; status?: TicketStatus; kind?: TicketKind }, page: PageRequest): Promise<Page<Ticket>> {
    let query = this.db.selectFrom('tickets').selectAll().where('tenant_id', '=', tenantId);
    if (filter.customerId !== undefined) query = query.where('customer_id', '=', filter.customerId);
    if (filter.threadId !== undefined) query = query.where('thread_id', '=', filter.threadId);
    if (filter.status !== undefined) query = query.where('status', '=', filter.status);
    if (filter.kind !== undefined) query = query.where('kind', '=', filter.kind);
    const after = page.after;
    if (after) query = query.where((eb) => eb.or([eb('created_at', '>', after[0]), eb.and([eb('created_at', '=', after[0]), eb('id', '>', after[1])])]));
    return pageOf(await query.orderBy('created_at').orderBy('id').limit(page.limit + 1).execute(), page.limit, toTicket);
  }

  async pageIncidents(tenantId: string, filter: { customerId?: string; threadId?: string }, page: PageRequest): Promise<Page<Incident>> {
    let query = this.db.selectFrom('incidents').selectAll().where('tenant_id', '=', tenantId);
    if (filter.customerId !== undefined) query = query.where('customer_id', '=', filter.customerId);
    if (filter.threadId !== undefined) query = query.where('thread_id', '=', filter.threadId);
    const after = page.after;
    if (after) query = query.where((eb) => eb.or([eb('created_at', '>', after[0]), eb.and([eb('created_at', '=', after[0]), eb('id', '>', after[1])])]));
    return pageOf(await query.orderBy('created_at').orderBy('id').limit(page.limit + 1).execute(), page.limit, toIncident);
  }

  async listIncidents(tenantId: string, filter: { customerId?: string; threadId?: string } = {}): Promise<Incident[]> {
    let query = this.db.selectFrom('incidents').selectAll().where('tenant_id', '=', tenantId);
    if (filter.customerId !== undefined) query = query.where('customer_id', '=', filter.customerId);
    if (filter.threadId !== undefined) query = query.where('thread_id', '=', filter.threadId);
    return (await query.orderBy('created_at').orderBy('id').execute()).map(toIncident);
  }

  async updateIncident(tenantId: string, incidentId: string, patch: IncidentPatch): Promise<Incident> {
    const result = await this.db.updateTable('incidents')
      .set({ outcome: patch.outcome, amount: patch.amount, valid: patch.valid === null ? null : patch.valid ? 1 : 0 })
      .where('tenant_id', '=', tenantId).where('id', '=', incidentId).executeTakeFirst();
    const row = await this.db.selectFrom('incidents').selectAll().where('tenant_id', '=', tenantId).where('id', '=', incidentId).executeTakeFirst();
    if (result.numUpdatedRows === 0n || !row) throw new EchoPilotError('NOT_FOUND', `no incident ${incidentId} in tenant ${tenantId}`, { field: 'incidentId' });
    return toIncident(row);
  }

  async putLedgerEntry(entry: LedgerEntry): Promise<Put<LedgerEntry>> {
    return this.putOnce(
      'ledger entry', entry,
      () => this.insertIgnoring('ledger_entries', ledgerRow(entry)),
      async () => {
        const row = await this.db.selectFrom('ledger_entries').selectAll().where('tenant_id', '=', entry.tenantId)
          .where('idempotency_key', '=', entry.idempotencyKey).executeTakeFirst();
        return row ? toLedgerEntry(row) : undefined;
      },
    );
  }

  async listLedger(tenantId: string, filter: { customerId?: string; threadId?: string; relatesTo?: string; remoteStatus?: RemoteCreditStatus } = {}): Promise<LedgerEntry[]> {
    let query = this.db.selectFrom('ledger_entries').selectAll().where('tenant_id', '=', tenantId);
    if (filter.remoteStatus !== undefined) query = query.where('remote_status', '=', filter.remoteStatus);
    if (filter.customerId !== undefined) query = query.where('customer_id', '=', filter.customerId);
    if (filter.threadId !== undefined) query = query.where('thread_id', '=', filter.threadId);
    if (filter.relatesTo !== undefined) query = query.where('relates_to', '=', filter.relatesTo);
    return (await query.orderBy('created_at').orderBy('id').execute()).map(toLedgerEntry);
  }

  async setLedgerRemote(tenantId: string, ledgerId: string, remote: RemoteCredit): Promise<LedgerEntry> {
    const result = await this.db.updateTable('ledger_entries').set({ remote_status: remote.status, remote_ref: remote.ref })
      .where('tenant_id', '=', tenantId).where('id', '=', ledgerId).executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw new EchoPilotError('NOT_FOUND', `no ledger entry ${ledgerId} in tenant ${tenantId}`, { field: 'ledgerId' });
    const row = await this.db.selectFrom('ledger_entries').selectAll().where('tenant_id', '=', tenantId).where('id', '=', ledgerId).executeTakeFirstOrThrow();
    return toLedgerEntry(row);
  }

  /** Idempotent by id (the caller derives it from thread and action): a second put returns the stored approval. */
  async putApproval(approval: Approval): Promise<Put<Approval>> {
    return this.putOnce(
      'approval', approval,
      () => this.insertIgnoring('approvals', approvalRow(approval)),
      async () => (await this.getApproval(approval.tenantId, approval.id)) ?? undefined,
    );
  }

  async getApproval(tenantId: string, approvalId: string): Promise<Approval | null> {
    const row = await this.db.selectFrom('approvals').selectAll().where('tenant_id', '=', tenantId).where('id', '=', approvalId).executeTakeFirst();
    return row ? toApproval(row) : null;
  }

  async updateApproval(approval: Approval, expectedStatus: Approval['status'], expectedDecisions?: Approval['decisions']): Promise<Approval> {
    const { tenantId, id } = approval;
    let update = this.db.updateTable('approvals')
      .set({ decisions: JSON.stringify(approval.decisions), status: approval.status, updated_at: approval.updatedAt })
      .where('tenant_id', '=', tenantId).where('id', '=', id).where('status', '=', expectedStatus);
    if (expectedDecisions !== undefined) update = update.where('decisions', '=', JSON.stringify(expectedDecisions));
    const result = await update.executeTakeFirst();
    const stored = await this.getApproval(tenantId, id);
    if (!stored) throw new EchoPilotError('NOT_FOUND', `no approval ${id} in tenant ${tenantId}`, { field: 'approvalId' });
    if (result.numUpdatedRows === 0n) {
      const why = stored.status === expectedStatus ? 'another decision was recorded meanwhile; read it again and retry' : `it is ${stored.status}, not ${expectedStatus}: it was already decided or used`;
      throw new EchoPilotError('CONFLICT', `approval ${id}: ${why}`, { field: 'status' });
    }
    return stored;
  }

  async listApprovals(tenantId: string, filter: { status?: Approval['status']; threadId?: string } = {}): Promise<Approval[]> {
    let query = this.db.selectFrom('approvals').selectAll().where('tenant_id', '=', tenantId);
    if (filter.status !== undefined) query = query.where('status', '=', filter.status);
    if (filter.threadId !== undefined) query = query.where('thread_id', '=', filter.threadId);
    return (await query.orderBy('created_at').orderBy('id').execute()).map(toApproval);
  }

  // ---- conversations and audit ---------------------------------------------------------------------------

  /** Upserts by thread id; an existing conversation keeps its `createdAt`. */
  async putConversation(conversation: Conversation): Promise<Conversation> {
    const row = conversationRow(conversation);
    const { columns, params } = columnsOf(row);
    const changed = { customer_id: row.customer_id, status: row.status, claim_type: row.claim_type, subject_id: row.subject_id, last_outcome: row.last_outcome, summary: row.summary, updated_at: row.updated_at };
    const [stored] = await this.queries.rows(this.db, `upsert:conversations:${columns}`, [...params, ...columnsOf(changed).params],
      () => this.db.insertInto('conversations').values(row).onConflict((oc) => oc.columns(['tenant_id', 'thread_id']).doUpdateSet(changed)).returningAll());
    if (!stored) throw new EchoPilotError('INTERNAL', `conversation ${conversation.threadId} vanished after it was written`);
    return toConversation(stored);
  }

  async getConversation(tenantId: string, threadId: string): Promise<Conversation | null> {
    const [row] = await this.queries.rows(this.db, 'conversation', [tenantId, threadId], () => this.db.selectFrom('conversations').selectAll().where('tenant_id', '=', tenantId).where('thread_id', '=', threadId));
    return row ? toConversation(row) : null;
  }

  async listConversations(tenantId: string, filter: { customerId?: string; status?: Conversation['status'] } = {}): Promise<Conversation[]> {
    const { customerId, status } = filter;
    const build = () => {
      let query = this.db.selectFrom('conversations').selectAll().where('tenant_id', '=', tenantId);
      if (customerId !== undefined) query = query.where('customer_id', '=', customerId);
      if (status !== undefined) query = query.where('status', '=', status);
      return query.orderBy('created_at').orderBy('thread_id');
    };
    const shape = `conversations:${customerId !== undefined ? 'customer' : ''}:${status !== undefined ? 'status' : ''}`;
    return (await this.queries.rows(this.db, shape, [tenantId, ...setValues(customerId, status)], build)).map(toConversation);
  }

  async pageConversations(tenantId: string, filter: { customerId?: string; status?: Conversation['status'] }, page: PageRequest): Promise<Page<Conversation>> {
    let query = this.db.selectFrom('conversations').selectAll().where('tenant_id', '=', tenantId);
    if (filter.customerId !== undefined) query = query.where('customer_id', '=', filter.customerId);
    if (filter.status !== undefined) query = query.where('status', '=', filter.status);
    const after = page.after;
    if (after) query = query.where((eb) => eb.or([eb('updated_at', '<', after[0]), eb.and([eb('updated_at', '=', after[0]), eb('thread_id', '<', after[1])])]));
    return pageOf(await query.orderBy('updated_at', 'desc').orderBy('thread_id', 'desc').limit(page.limit + 1).execute(), page.limit, toConversation);
  }

  async appendMessage(message: ThreadMessage): Promise<Put<ThreadMessage>> {
    return this.putOnce(
      'message', message,
      () => this.insertIgnoring('messages', messageRow(message)),
      async () => {
        const row = await this.db.selectFrom('messages').selectAll().where('tenant_id', '=', message.tenantId)
          .where('idempotency_key', '=', message.idempotencyKey).executeTakeFirst();
        return row ? toThreadMessage(row) : undefined;
      },
    );
  }

  async putAttachment(attachment: Attachment, content: Uint8Array): Promise<Put<Attachment>> {
    return this.putOnce(
      'attachment', attachment,
      () => this.insertIgnoring('attachments', attachmentRow(attachment, content)),
      async () => {
        const row = await this.db.selectFrom('attachments').select(ATTACHMENT_COLUMNS).where('tenant_id', '=', attachment.tenantId).where('id', '=', attachment.id).executeTakeFirst();
        return row && row.thread_id === attachment.threadId ? toAttachment(row) : undefined;
      },
    );
  }

  async listAttachments(tenantId: string, threadId: string): Promise<Attachment[]> {
    const rows = await this.db.selectFrom('attachments').select(ATTACHMENT_COLUMNS).where('tenant_id', '=', tenantId).where('thread_id', '=', threadId)
      .orderBy('created_at').orderBy('id').execute();
    return rows.map(toAttachment);
  }

  async attachmentContent(tenantId: string, id: string): Promise<Uint8Array | null> {
    const row = await this.db.selectFrom('attachments').select('content').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
    return row ? new Uint8Array(row.content) : null;
  }

  async listMessages(tenantId: string, threadId: string): Promise<ThreadMessage[]> {
    const rows = await this.db.selectFrom('messages').selectAll().where('tenant_id', '=', tenantId).where('thread_id', '=', threadId).orderBy('seq').execute();
    return rows.map(toThreadMessage);
  }

  async putNotification(notification: Notification): Promise<Put<Notification>> {
    return this.putOnce(
      'notification', notification,
      () => this.insertIgnoring('notifications', notificationRow(notification)),
      async () => {
        const row = await this.db.selectFrom('notifications').selectAll().where('tenant_id', '=', notification.tenantId).where('id', '=', notification.id).executeTakeFirst();
        return row ? toNotification(row) : undefined;
      },
    );
  }

  async listNotifications(filter: { tenantId?: string; threadId?: string; status?: Notification['status']; dueBy?: string; limit?: number } = {}): Promise<Notification[]> {
    let query = this.db.selectFrom('notifications').selectAll();
    if (filter.tenantId !== undefined) query = query.where('tenant_id', '=', filter.tenantId);
    if (filter.threadId !== undefined) query = query.where('thread_id', '=', filter.threadId);
    if (filter.status !== undefined) query = query.where('status', '=', filter.status);
    if (filter.dueBy !== undefined) query = query.where('status', '=', 'pending').where('next_attempt_at', '<=', filter.dueBy);
    query = query.orderBy('seq');
    if (filter.limit !== undefined) query = query.limit(filter.limit);
    return (await query.execute()).map(toNotification);
  }

  async updateNotification(tenantId: string, id: string, patch: Pick<Notification, 'status' | 'attempts' | 'nextAttemptAt' | 'lastStatus' | 'lastError' | 'deliveredAt'>): Promise<void> {
    const result = await this.db.updateTable('notifications')
      .set({ status: patch.status, attempts: patch.attempts, next_attempt_at: patch.nextAttemptAt, last_status: patch.lastStatus, last_error: patch.lastError, delivered_at: patch.deliveredAt })
      .where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw new EchoPilotError('NOT_FOUND', `no notification ${id} in tenant ${tenantId}`, { field: 'id' });
  }

  async putDeadline(deadline: Deadline): Promise<Put<Deadline>> {
    const existing = async () => {
      const row = await this.db.selectFrom('deadlines').selectAll().where('tenant_id', '=', deadline.tenantId).where('id', '=', deadline.id).executeTakeFirst();
      return row ? toDeadline(row) : undefined;
    };
    return this.putOnce('deadline', deadline, () => this.insertIgnoring('deadlines', deadlineRow(deadline)), existing);
  }

  async listDeadlines(filter: DeadlineFilter = {}): Promise<Deadline[]> {
    const { tenantId, threadId, kind, status, dueBy, limit } = filter;
    const build = () => {
      let query = this.db.selectFrom('deadlines').selectAll();
      if (tenantId !== undefined) query = query.where('tenant_id', '=', tenantId);
      if (threadId !== undefined) query = query.where('thread_id', '=', threadId);
      if (kind !== undefined) query = query.where('kind', '=', kind);
      if (status !== undefined) query = query.where('status', '=', status);
      if (dueBy !== undefined) query = query.where('status', '=', 'open').where('due_at', '<=', dueBy);
      query = query.orderBy('due_at').orderBy('tenant_id').orderBy('id');
      return limit !== undefined ? query.limit(limit) : query;
    };
    const shape = `deadlines:${[tenantId, threadId, kind, status, dueBy, limit].map((v) => (v === undefined ? '-' : '+')).join('')}`;
    const params = [...setValues(tenantId, threadId, kind, status), ...(dueBy !== undefined ? ['open', dueBy] : []), ...setValues(limit)];
    return (await this.queries.rows(this.db, shape, params, build)).map(toDeadline);
  }

  async closeDeadline(tenantId: string, id: string, close: DeadlineClose): Promise<boolean> {
    const result = await this.db.updateTable('deadlines').set({ status: close.status, closed_at: close.at, note: close.note })
      .where('tenant_id', '=', tenantId).where('id', '=', id).where('status', '=', 'open').executeTakeFirst();
    if (result.numUpdatedRows > 0n) return true;
    const row = await this.db.selectFrom('deadlines').select('id').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
    if (!row) throw new EchoPilotError('NOT_FOUND', `no deadline ${id} in tenant ${tenantId}`, { field: 'id' });
    return false;
  }

  // ---- turns (exactly-once) --------------------------------------------------------------------------------

  async putTurn(turn: TurnRecord): Promise<Put<TurnRecord>> {
    return this.putOnce(
      'turn', turn,
      () => this.insertIgnoring('turns', turnRow(turn)),
      async () => (turn.idempotencyKey !== null ? this.findTurnByKey(turn.tenantId, turn.idempotencyKey) : this.getTurn(turn.tenantId, turn.id)).then((t) => t ?? undefined),
    );
  }

  async getTurn(tenantId: string, id: string): Promise<TurnRecord | null> {
    const [row] = await this.queries.rows(this.db, 'turn', [tenantId, id], () => this.db.selectFrom('turns').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id));
    return row ? toTurnRecord(row) : null;
  }

  async findTurnByKey(tenantId: string, idempotencyKey: string): Promise<TurnRecord | null> {
    const [row] = await this.queries.rows(this.db, 'turn.by-key', [tenantId, idempotencyKey], () => this.db.selectFrom('turns').selectAll().where('tenant_id', '=', tenantId).where('idempotency_key', '=', idempotencyKey));
    return row ? toTurnRecord(row) : null;
  }

  async listTurns(tenantId: string, filter: { threadId?: string; status?: TurnRecord['status'] } = {}): Promise<TurnRecord[]> {
    let query = this.db.selectFrom('turns').selectAll().where('tenant_id', '=', tenantId);
    if (filter.threadId !== undefined) query = query.where('thread_id', '=', filter.threadId);
    if (filter.status !== undefined) query = query.where('status', '=', filter.status);
    return (await query.orderBy('created_at').orderBy('id').execute()).map(toTurnRecord);
  }

  async unfinishedTurns(now: string, limit: number): Promise<TurnRecord[]> {
    const rows = await this.db.selectFrom('turns').selectAll().where('status', '=', 'running').where('lease_until', '<=', now)
      .orderBy('created_at').orderBy('id').limit(limit).execute();
    return rows.map(toTurnRecord);
  }

  async leaseTurn(tenantId: string, id: string, lease: { now: string; until: string; holder?: string }): Promise<boolean> {
    let query = this.db.updateTable('turns').set({ lease_until: lease.until }).where('tenant_id', '=', tenantId).where('id', '=', id).where('status', '=', 'running');
    query = lease.holder !== undefined ? query.where('lease_until', '=', lease.holder) : query.where('lease_until', '<=', lease.now);
    return (await query.executeTakeFirst()).numUpdatedRows > 0n;
  }

  async finishTurn(tenantId: string, id: string, result: unknown, at: string): Promise<TurnRecord> {
    // The row as written comes back with the update; a second read is needed only to tell why nothing was updated.
    const done = await this.db.updateTable('turns').set({ status: 'done', result: JSON.stringify(result ?? null), text: null, updated_at: at })
      .where('tenant_id', '=', tenantId).where('id', '=', id).where('status', '=', 'running').returningAll().executeTakeFirst();
    if (done) return toTurnRecord(done);
    if (!(await this.getTurn(tenantId, id))) throw new EchoPilotError('NOT_FOUND', `no turn ${id} in tenant ${tenantId}`, { field: 'id' });
    throw new EchoPilotError('CONFLICT', `turn ${id} was already recorded`, { field: 'id' });
  }

  withThreadLock<T>(tenantId: string, threadId: string, work: (hold: ThreadLockHold) => Promise<T>, options?: ThreadLockOptions): Promise<T> {
    return this.locks.run(tenantId, threadId, work, options);
  }

  /** Append-only: entries are never updated or deleted; a repeated id is a CONFLICT. */
  async appendAudit(entry: AuditEntry): Promise<void> {
    if ((await this.insertIgnoring('audit_log', auditRow(entry))) === 0n) {
      throw new EchoPilotError('CONFLICT', `audit entry ${entry.id} already exists in tenant ${entry.tenantId}`, { field: 'id' });
    }
  }

  async listAudit(tenantId: string, filter: { threadId?: string } = {}): Promise<AuditEntry[]> {
    let query = this.db.selectFrom('audit_log').selectAll().where('tenant_id', '=', tenantId);
    if (filter.threadId !== undefined) query = query.where('thread_id', '=', filter.threadId);
    return (await query.orderBy('seq').execute()).map(toAuditEntry);
  }

  // ---- API keys ------------------------------------------------------------------------------------------

  async putApiKey(key: StoredApiKey): Promise<void> {
    try {
      await this.db.insertInto('api_keys').values(apiKeyRow(key)).execute();
    } catch (error) {
      if (constraintViolation(error) !== 'unique') throw error;
      throw new EchoPilotError('CONFLICT', `tenant ${key.tenantId} already has an active API key named "${key.name}" (or the key id ${key.id} is taken)`, { field: 'name', hint: 'revoke or rotate the old key, or pick another name' });
    }
  }

  async findApiKeyBySha256(keySha256: string): Promise<StoredApiKey | null> {
    const row = await this.db.selectFrom('api_keys').selectAll().where('key_sha256', '=', keySha256).executeTakeFirst();
    return row ? toStoredApiKey(row) : null;
  }

  async getApiKey(id: string): Promise<StoredApiKey | null> {
    const row = await this.db.selectFrom('api_keys').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toStoredApiKey(row) : null;
  }

  async listApiKeys(filter: { tenantId?: string; includeRevoked?: boolean } = {}): Promise<StoredApiKey[]> {
    let query = this.db.selectFrom('api_keys').selectAll();
    if (filter.tenantId !== undefined) query = query.where('tenant_id', '=', filter.tenantId);
    if (!filter.includeRevoked) query = query.where('revoked_at', 'is', null);
    return (await query.orderBy('created_at').orderBy('id').execute()).map(toStoredApiKey);
  }

  async revokeApiKey(id: string, at: string): Promise<StoredApiKey> {
    await this.db.updateTable('api_keys').set({ revoked_at: at }).where('id', '=', id).where('revoked_at', 'is', null).execute();
    const key = await this.getApiKey(id);
    if (!key) throw new EchoPilotError('NOT_FOUND', `no API key ${id}`, { field: 'id', hint: 'see `echopilot keys list --all`' });
    return key;
  }

  async close(): Promise<void> {
    if (this.inTransaction) return;
    await this.db.destroy();
    await this.locks.close();
  }
}

/** The values that are set, in order: the parameters of a query whose conditions are the filters that are set. */
function setValues(...values: unknown[]): unknown[] {
  return values.filter((v) => v !== undefined);
}
