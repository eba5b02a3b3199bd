// The storage port: records, effects, approvals and audit, implemented by every store adapter.
import type { Card, Customer, CustomerRecords, Policy, Transaction, World, Channel, TransactionStatus } from './records.js';
import type { Attachment } from './attachments.js';
import type { Approval, AuditEntry, Incident, IncidentPatch, LedgerEntry, Notification, RemoteCredit, RemoteCreditStatus, ThreadMessage, Ticket, TicketKind, TicketPatch, TicketStatus } from './effects.js';
import type { Paise } from './money.js';
import type { CalendarDate } from './calendar.js';
import type { Outcome, Role } from './vocabulary.js';
import type { StoredApiKey } from './stored-api-key.js';
import type { Deadline, DeadlineClose, DeadlineKind, DeadlineStatus } from './deadlines.js';
import { EchoPilotError } from './errors.js';

export interface DeadlineFilter {
  tenantId?: string;
  threadId?: string;
  kind?: DeadlineKind;
  status?: DeadlineStatus;
  /** Open deadlines due at or before this ISO instant (what the scheduler handles). */
  dueBy?: string;
  limit?: number;
}

export interface TransactionFilter {
  channels?: Channel[];
  statuses?: TransactionStatus[];
  direction?: 'debit' | 'credit';
  /** Inclusive calendar dates, compared on the date part of `at` as written. */
  from?: CalendarDate;
  to?: CalendarDate;
  amount?: Paise;
  /** Case-insensitive substring of the counterparty. */
  counterparty?: string;
  accountId?: string;
  relatesTo?: string;
  limit?: number;
}

/** A conversation thread: `{tenant}:{customer}:{ticket}`. */
export interface Conversation {
  threadId: string;
  tenantId: string;
  customerId: string;
  status: 'open' | 'waiting_customer' | 'waiting_review' | 'closed';
  claimType: string | null;
  subjectId: string | null;
  lastOutcome: Outcome | null;
  summary: string;
  createdAt: string;
  updatedAt: string;
}

/**
 * One unit of work on a thread (a customer's message, or the resume of an approved claim), recorded before the graph
 * runs and finished, in the transaction that records its answer, with that answer. A retry with the same idempotency
 * key gets the recorded answer; an unfinished turn whose lease ran out is finished by whichever process takes it.
 */
export interface TurnRecord {
  id: string;
  tenantId: string;
  threadId: string;
  customerId: string;
  /** Who sent it (an API key's name, or the reviewer whose decision resumed the claim) and with which role. */
  actor: string;
  actorRole: Role;
  /** Who started the claim this turn belongs to: its raiser, who may not approve it. */
  raisedBy: string;
  /** Scoped to the caller (`{actor}` + the client's key); null when the client sent none. */
  idempotencyKey: string | null;
  /** A digest of what was asked (customer, thread, text): the same key with other content is refused. */
  requestHash: string;
  /** How the graph is entered: a new message, an answer to a clarification question, or an approved claim's resume. */
  /** A new message, an answer to a question, a reviewer's decision, or a follow-up answered on its ticket's thread. */
  input: 'message' | 'answer' | 'approval' | 'follow_up';
  /** The text to run while the turn is unfinished; cleared once it is done. Null for an approval's resume. */
  text: string | null;
  /** The thread's checkpoint before the run (null when it had none): the graph has not started while it is unchanged. */
  checkpointBefore: string | null;
  /** The date-time the turn is judged at (ISO), kept so that a recovered turn is judged as the first attempt was. */
  judgedAt: string;
  status: 'running' | 'done';
  /** The recorded answer once done. */
  result: unknown;
  /** The process running the turn holds it until then (ISO); after it, another process may finish the turn. */
  leaseUntil: string;
  createdAt: string;
  updatedAt: string;
}

/** A ticket waiting in the outbox for an external tracker, with what was pushed before and how often it failed. */
export interface TicketSyncState {
  ticket: Ticket;
  /** The status the tracker last received; null before the first successful sync. */
  syncedStatus: TicketStatus | null;
  attempts: number;
  lastError: string | null;
}

/** What one sync attempt did: the key and status it pushed (kept even when a later step failed), or the error and when to retry. */
export interface TicketSyncUpdate {
  externalKey?: string;
  syncedStatus?: TicketStatus;
  error: string | null;
  /** ISO instant before which the ticket is not tried again (only with an error). */
  retryAfter: string | null;
}

/** A held thread lock. `lost` turns true when it can no longer be trusted (its database connection broke): stop. */
export interface ThreadLockHold {
  readonly lost: boolean;
}

export interface ThreadLockOptions {
  /** How long to wait while another holder has the thread; 0 tries once. Default 30,000 ms. */
  waitMs?: number;
}

/** Another turn holds the thread and did not let go within the wait: nothing was run; retry shortly. */
export class ThreadBusyError extends EchoPilotError {
  constructor(threadId: string) {
    super('CONFLICT', `thread ${threadId} is running another turn; retry shortly`, { field: 'thread', hint: 'retry after a few seconds' });
  }
}

/**
 * One page of a list read from the store (keyset pagination): at most `limit` items after the item whose sort key is
 * `after` (time, then id, as the list orders them). Memory stays bounded however many rows the tenant has.
 */
export interface PageRequest {
  limit: number;
  after?: readonly [string, string];
}

export interface Page<T> {
  items: T[];
  /** More items follow the last one. */
  more: boolean;
}

/** Result of an idempotent insert: the stored row, and whether this call created it. */
export interface Put<T> {
  row: T;
  created: boolean;
}

export interface Store {
  /** Runs `work` in one transaction: all of its writes land, or none. */
  transaction<T>(work: (tx: Store) => Promise<T>): Promise<T>;

  /** Inserts a whole world for a tenant in one transaction; fails with CONFLICT (and writes nothing) on an existing id. */
  insertWorld(tenantId: string, world: World): Promise<void>;
  countCustomers(tenantId: string): Promise<number>;
  listCustomers(tenantId: string): Promise<Customer[]>;
  findCustomer(tenantId: string, customerId: string): Promise<Customer | null>;
  /** All of one customer's records; NOT_FOUND when the customer does not exist. */
  customerRecords(tenantId: string, customerId: string): Promise<CustomerRecords>;
  findTransactions(tenantId: string, customerId: string, filter?: TransactionFilter): Promise<Transaction[]>;
  insertTransaction(transaction: Transaction): Promise<Put<Transaction>>;
  findCard(tenantId: string, cardId: string): Promise<Card | null>;
  setCardStatus(tenantId: string, cardId: string, status: Card['status']): Promise<void>;
  findPolicy(tenantId: string, policyId: string): Promise<Policy | null>;
  cancelPolicy(tenantId: string, policyId: string, cancelledOn: CalendarDate): Promise<void>;
  /** Adds `delta` paise to an account's balance (a credit is positive); NOT_FOUND for an unknown account. */
  adjustAccountBalance(tenantId: string, accountId: string, delta: Paise): Promise<void>;

  /** Idempotent by `idempotencyKey`: a second put with the same key returns the first row. */
  putTicket(ticket: Ticket): Promise<Put<Ticket>>;
  updateTicket(tenantId: string, ticketId: string, patch: TicketPatch): Promise<Ticket>;
  getTicket(tenantId: string, ticketId: string): Promise<Ticket | null>;
  /** The outbox, all tenants: tickets with no external key or a status the tracker has not seen, not waiting for a retry at `now`. */
  ticketsDueForSync(now: string, limit: number): Promise<TicketSyncState[]>;
  recordTicketSync(tenantId: string, ticketId: string, update: TicketSyncUpdate): Promise<void>;
  /**
   * Claims a due ticket for one syncer until `until` (another process sees it as not due); false when it is not due
   * at `now` any more (someone else holds it). A recorded sync ends the claim; an expired claim frees the ticket.
   */
  leaseTicketSync(tenantId: string, ticketId: string, now: string, until: string): Promise<boolean>;
  listTickets(tenantId: string, filter?: { customerId?: string; threadId?: string; status?: TicketStatus; kind?: TicketKind }): Promise<Ticket[]>;
  /** A page of `listTickets`, oldest first (created at, then id). */
  pageTickets(tenantId: string, filter: { customerId?: string; threadId?: string; status?: TicketStatus; kind?: TicketKind }, page: PageRequest): Promise<Page<Ticket>>;

  putIncident(incident: Incident): Promise<Put<Incident>>;
  listIncidents(tenantId: string, filter?: { customerId?: string; threadId?: string }): Promise<Incident[]>;
  /** A page of `listIncidents`, oldest first (created at, then id). */
  pageIncidents(tenantId: string, filter: { customerId?: string; threadId?: string }, page: PageRequest): Promise<Page<Incident>>;
  /** Records a later decision on an incident (a reviewer's approval, edit or rejection); NOT_FOUND when unknown. */
  updateIncident(tenantId: string, incidentId: string, patch: IncidentPatch): Promise<Incident>;

  putLedgerEntry(entry: LedgerEntry): Promise<Put<LedgerEntry>>;
  listLedger(tenantId: string, filter?: { customerId?: string; threadId?: string; relatesTo?: string; remoteStatus?: RemoteCreditStatus }): Promise<LedgerEntry[]>;
  /** Records what the payments API said about a credit; NOT_FOUND for an unknown entry. */
  setLedgerRemote(tenantId: string, ledgerId: string, remote: RemoteCredit): Promise<LedgerEntry>;

  putApproval(approval: Approval): Promise<Put<Approval>>;
  getApproval(tenantId: string, approvalId: string): Promise<Approval | null>;
  /**
   * Replaces an approval's decisions and status; CONFLICT when `expectedStatus` no longer holds (single use), or when
   * `expectedDecisions` is given and the stored decisions differ (no decision lost between two concurrent reviewers).
   */
  updateApproval(approval: Approval, expectedStatus: Approval['status'], expectedDecisions?: Approval['decisions']): Promise<Approval>;
  listApprovals(tenantId: string, filter?: { status?: Approval['status']; threadId?: string }): Promise<Approval[]>;

  putConversation(conversation: Conversation): Promise<Conversation>;
  getConversation(tenantId: string, threadId: string): Promise<Conversation | null>;
  listConversations(tenantId: string, filter?: { customerId?: string; status?: Conversation['status'] }): Promise<Conversation[]>;
  /** A page of conversations, most recently updated first (updated at, then thread id, both descending). */
  pageConversations(tenantId: string, filter: { customerId?: string; status?: Conversation['status'] }, page: PageRequest): Promise<Page<Conversation>>;

  /** Stores a customer's file with its bytes; idempotent by id (derive it from the thread and the file's hash). */
  putAttachment(attachment: Attachment, content: Uint8Array): Promise<Put<Attachment>>;
  /** A thread's attachments, oldest first, without their bytes. */
  listAttachments(tenantId: string, threadId: string): Promise<Attachment[]>;
  /** One attachment's bytes, or null. */
  attachmentContent(tenantId: string, id: string): Promise<Uint8Array | null>;

  /** Idempotent by `idempotencyKey`; messages list in the order they were appended. */
  appendMessage(message: ThreadMessage): Promise<Put<ThreadMessage>>;
  listMessages(tenantId: string, threadId: string): Promise<ThreadMessage[]>;

  /** Queues a notification (idempotent by id); write it in the transaction of the fact it reports. */
  putNotification(notification: Notification): Promise<Put<Notification>>;
  /** Notifications in creation order; `dueBy`: pending ones whose next attempt is due at or before that instant. */
  listNotifications(filter?: { tenantId?: string; threadId?: string; status?: Notification['status']; dueBy?: string; limit?: number }): Promise<Notification[]>;
  /** Records a delivery attempt's result. */
  updateNotification(tenantId: string, id: string, patch: Pick<Notification, 'status' | 'attempts' | 'nextAttemptAt' | 'lastStatus' | 'lastError' | 'deliveredAt'>): Promise<void>;

  /** Records a promise with its due instant (idempotent by tenant and id: a second put returns the first row). */
  putDeadline(deadline: Deadline): Promise<Put<Deadline>>;
  /** Deadlines by due instant, then id; `dueBy` lists only open ones due by then. */
  listDeadlines(filter?: DeadlineFilter): Promise<Deadline[]>;
  /** Closes an open deadline; false (and no change) when it is not open any more, so each is handled once. NOT_FOUND when unknown. */
  closeDeadline(tenantId: string, id: string, close: DeadlineClose): Promise<boolean>;
  /** Records a turn before it runs; idempotent by id, and by `idempotencyKey` within the tenant (the first row wins). */
  putTurn(turn: TurnRecord): Promise<Put<TurnRecord>>;
  getTurn(tenantId: string, id: string): Promise<TurnRecord | null>;
  findTurnByKey(tenantId: string, idempotencyKey: string): Promise<TurnRecord | null>;
  /** A thread's turns, oldest first. */
  listTurns(tenantId: string, filter?: { threadId?: string; status?: TurnRecord['status'] }): Promise<TurnRecord[]>;
  /** Running turns of every tenant whose lease ran out by `now`, oldest first. */
  unfinishedTurns(now: string, limit: number): Promise<TurnRecord[]>;
  /**
   * Extends or takes the lease of a running turn until `until`: with `holder` (the lease this process set) only while
   * it still holds it, without one only when the lease ran out by `now`. False when the turn is done or held by another.
   */
  leaseTurn(tenantId: string, id: string, lease: { now: string; until: string; holder?: string }): Promise<boolean>;
  /** Marks a running turn done with its answer and forgets its text; CONFLICT when it is already done. */
  finishTurn(tenantId: string, id: string, result: unknown, at: string): Promise<TurnRecord>;
  /**
   * Runs `work` as the only holder of the thread, across every process sharing the store (PostgreSQL: a session
   * advisory lock on a connection of its own, gone with a dead process's connection; SQLite: one process's keyed
   * mutex, the turn lease guarding across processes). Re-entrant within `work`'s own calls; other holders wait in
   * turn up to `waitMs`, then ThreadBusyError. Released when `work` settles. Not to be called inside a transaction.
   */
  withThreadLock<T>(tenantId: string, threadId: string, work: (hold: ThreadLockHold) => Promise<T>, options?: ThreadLockOptions): Promise<T>;

  appendAudit(entry: AuditEntry): Promise<void>;
  listAudit(tenantId: string, filter?: { threadId?: string }): Promise<AuditEntry[]>;

  /** Adds an API key; CONFLICT when its id or hash exists, or its tenant already has an active key of that name. */
  putApiKey(key: StoredApiKey): Promise<void>;
  /** The key with this SHA-256 (any tenant, revoked or not), or null. */
  findApiKeyBySha256(keySha256: string): Promise<StoredApiKey | null>;
  getApiKey(id: string): Promise<StoredApiKey | null>;
  /** Keys in creation order; only active ones (not revoked) unless `includeRevoked`. */
  listApiKeys(filter?: { tenantId?: string; includeRevoked?: boolean }): Promise<StoredApiKey[]>;
  /** Marks a key revoked at `at` (kept for the record); NOT_FOUND for an unknown id; a revoked key keeps its first date. */
  revokeApiKey(id: string, at: string): Promise<StoredApiKey>;

  close(): Promise<void>;
}
