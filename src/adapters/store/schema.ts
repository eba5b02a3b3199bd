// The relational schema as kysely sees it: snake_case tables, money as integer paise, JSON as text.
import type { ColumnType, Generated } from 'kysely';
import type {
  AccountType, Channel, FeeKind, Product, Segment, TransactionStatus,
} from '../../domain/records.js';

/** Integer paise; PostgreSQL `bigint` comes back as a string and SQLite as a number: read through `toPaise`. */
export type MoneyColumn = ColumnType<number | string | bigint, number, number>;
export type NullableMoneyColumn = ColumnType<number | string | bigint | null, number | null, number | null>;
/** Small integers (0/1 flags, counts) that PostgreSQL may return as strings for bigint expressions. */
export type IntColumn = ColumnType<number, number, number>;

export interface CustomerTable {
  tenant_id: string;
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  segment: Segment;
  joined_on: string | null;
}

export interface AccountTable {
  tenant_id: string;
  id: string;
  customer_id: string;
  type: AccountType;
  currency: string;
  balance: MoneyColumn;
  credit_limit: NullableMoneyColumn;
}

export interface CardTable {
  tenant_id: string;
  id: string;
  customer_id: string;
  account_id: string;
  kind: 'debit' | 'credit';
  last4: string;
  status: 'active' | 'blocked' | 'lost' | 'expired';
}

export interface TransactionTable {
  tenant_id: string;
  id: string;
  account_id: string;
  card_id: string | null;
  at: string;
  amount: MoneyColumn;
  direction: 'debit' | 'credit';
  channel: Channel;
  counterparty: string;
  reference: string | null;
  status: TransactionStatus;
  relates_to: string | null;
  fee_kind: FeeKind | null;
  policy_id: string | null;
  due_on: string | null;
}

export interface PolicyTable {
  tenant_id: string;
  id: string;
  customer_id: string;
  product: Product;
  status: 'active' | 'cancelled' | 'lapsed' | 'expired';
  start_on: string;
  end_on: string;
  delivered_on: string | null;
  premium: MoneyColumn;
  sum_insured: MoneyColumn;
  stamp_duty: MoneyColumn;
  medical_exam_cost: MoneyColumn;
  cancelled_on: string | null;
}

export interface ClaimTable {
  tenant_id: string;
  id: string;
  policy_id: string;
  filed_on: string;
  amount_claimed: MoneyColumn;
  status: 'submitted' | 'under_review' | 'approved' | 'rejected' | 'settled';
  documents_complete_on: string | null;
  settled_on: string | null;
  settled_amount: NullableMoneyColumn;
  rejection_reason: string | null;
}

export interface TicketTable {
  tenant_id: string;
  id: string;
  customer_id: string;
  thread_id: string;
  kind: string;
  status: string;
  priority: string;
  subject: string;
  body: string;
  /** Added by migration 0003. */
  customer_text: string;
  amount: MoneyColumn;
  claim_type: string | null;
  idempotency_key: string;
  created_at: string;
  updated_at: string;
  /** The outbox (migration 0003): the external tracker's key, the status last pushed, retry bookkeeping. */
  external_key: ColumnType<string | null, string | null | undefined, string | null>;
  synced_status: ColumnType<string | null, string | null | undefined, string | null>;
  sync_attempts: ColumnType<number, number | undefined, number>;
  sync_after: ColumnType<string | null, string | null | undefined, string | null>;
  sync_error: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface IncidentTable {
  tenant_id: string;
  id: string;
  customer_id: string;
  thread_id: string;
  claim_type: string | null;
  outcome: string;
  /** 1 true, 0 false, null not a claim. */
  valid: IntColumn | null;
  amount: MoneyColumn;
  summary: string;
  /** JSON text. */
  evidence: string;
  idempotency_key: string;
  created_at: string;
}

export interface LedgerEntryTable {
  tenant_id: string;
  id: string;
  customer_id: string;
  account_id: string | null;
  thread_id: string;
  kind: 'reversal' | 'refund' | 'compensation' | 'interest';
  amount: MoneyColumn;
  relates_to: string;
  approval_id: string | null;
  idempotency_key: string;
  created_at: string;
  /** Set when a payments API was asked (migration 0003): 'settled' | 'unknown' | 'failed'. */
  remote_status: ColumnType<string | null, string | null | undefined, string | null>;
  remote_ref: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Approvals carry no separate key: the caller derives the id from thread and action, so the id is the idempotency key. */
export interface ApprovalTable {
  tenant_id: string;
  id: string;
  customer_id: string;
  thread_id: string;
  claim_type: string | null;
  action_hash: string;
  amount: MoneyColumn;
  required_approvers: IntColumn;
  /** JSON text: the reviewers' decisions in order. */
  decisions: string;
  status: 'pending' | 'approved' | 'rejected' | 'used';
  /** JSON text. */
  evidence: string;
  created_at: string;
  updated_at: string;
}

export interface ConversationTable {
  tenant_id: string;
  thread_id: string;
  customer_id: string;
  status: 'open' | 'waiting_customer' | 'waiting_review' | 'closed';
  claim_type: string | null;
  subject_id: string | null;
  last_outcome: string | null;
  summary: string;
  created_at: string;
  updated_at: string;
}

export interface AuditLogTable {
  /** Append order. */
  seq: Generated<number | string>;
  tenant_id: string;
  id: string;
  thread_id: string;
  actor: string;
  actor_role: string;
  event: string;
  /** JSON text. */
  details: string;
  at: string;
}

/** Added by migration 0003: the customer's side of each thread. */
export interface MessageTable {
  /** Append order. */
  seq: Generated<number | string>;
  tenant_id: string;
  id: string;
  customer_id: string;
  thread_id: string;
  author: 'customer' | 'echopilot';
  text: string;
  idempotency_key: string;
  at: string;
}

/** Added by migration 0004: the webhook outbox and delivery log. */
export interface NotificationTable {
  seq: Generated<number | string>;
  tenant_id: string;
  id: string;
  thread_id: string;
  event: string;
  /** JSON text. */
  data: string;
  created_at: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: IntColumn;
  next_attempt_at: string | null;
  last_status: IntColumn | null;
  last_error: string | null;
  delivered_at: string | null;
}

/** Added by migration 0006: files customers attached to their messages. */
export interface AttachmentTable {
  tenant_id: string;
  id: string;
  customer_id: string;
  thread_id: string;
  name: string;
  kind: 'pdf' | 'png' | 'jpeg';
  media_type: string;
  size: IntColumn;
  sha256: string;
  text: string | null;
  content: Uint8Array;
  created_at: string;
}

/** Added by migration 0007: API keys, hashed. */
export interface ApiKeyTable {
  id: string;
  tenant_id: string;
  name: string;
  role: string;
  customer_id: string | null;
  key_sha256: string;
  created_at: string;
  expires_at: string | null;
  revoked_at: string | null;
}

/** Added by migration 0008: deadlines as data. */
export interface DeadlineTable {
  tenant_id: string;
  id: string;
  customer_id: string;
  thread_id: string;
  kind: string;
  status: 'open' | 'met' | 'passed' | 'cancelled';
  promise: string;
  subject_id: string | null;
  due_at: string;
  created_at: string;
  closed_at: string | null;
  note: string | null;
}

/** Added by migration 0009: turns, recorded before the graph runs (exactly-once turns). */
export interface TurnTable {
  tenant_id: string;
  id: string;
  thread_id: string;
  customer_id: string;
  actor: string;
  actor_role: string;
  raised_by: string;
  idempotency_key: string | null;
  request_hash: string;
  input: 'message' | 'answer' | 'approval' | 'follow_up';
  text: string | null;
  checkpoint_before: string | null;
  judged_at: string;
  status: 'running' | 'done';
  /** JSON text once done. */
  result: string | null;
  lease_until: string;
  created_at: string;
  updated_at: string;
}

export interface Database {
  customers: CustomerTable;
  accounts: AccountTable;
  cards: CardTable;
  transactions: TransactionTable;
  policies: PolicyTable;
  claims: ClaimTable;
  tickets: TicketTable;
  incidents: IncidentTable;
  ledger_entries: LedgerEntryTable;
  approvals: ApprovalTable;
  conversations: ConversationTable;
  audit_log: AuditLogTable;
  messages: MessageTable;
  notifications: NotificationTable;
  attachments: AttachmentTable;
  api_keys: ApiKeyTable;
  deadlines: DeadlineTable;
  turns: TurnTable;
}

export type StoreDialect = 'sqlite' | 'postgres';
