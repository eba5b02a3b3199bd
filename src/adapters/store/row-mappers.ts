// Conversions between stored rows (snake_case, money as integer/bigint, JSON text) and domain records.
import type { Insertable, Selectable } from 'kysely';
import { assertPaise, type Paise } from '../../domain/money.js';
import type { Account, Card, Claim, Customer, Policy, Transaction } from '../../domain/records.js';
import type { Approval, AuditEntry, Incident, LedgerEntry, Notification, RemoteCreditStatus, ThreadMessage, Ticket } from '../../domain/effects.js';
import type { ClaimType, Outcome, Role } from '../../domain/vocabulary.js';
import type { Conversation, TurnRecord } from '../../domain/store.port.js';
import type { Attachment } from '../../domain/attachments.js';
import type { Deadline, DeadlineKind } from '../../domain/deadlines.js';
import type {
  AccountTable, ApprovalTable, AttachmentTable, DeadlineTable, AuditLogTable, CardTable, ClaimTable, ConversationTable, CustomerTable,
  IncidentTable, LedgerEntryTable, MessageTable, NotificationTable, PolicyTable, TicketTable, TransactionTable, TurnTable,
} from './schema.js';

/** Reads a money column (PostgreSQL bigint arrives as a string) back into exact paise. */
export function toPaise(value: number | string | bigint, field = 'amount'): Paise {
  return assertPaise(Number(value), field);
}
const toPaiseOrNull = (value: number | string | bigint | null, field: string): Paise | null =>
  value === null ? null : toPaise(value, field);
const json = (value: unknown): string => JSON.stringify(value ?? null);
const parseJson = (text: string): unknown => JSON.parse(text) as unknown;

export const customerRow = (tenantId: string, c: Customer): Insertable<CustomerTable> => ({
  tenant_id: tenantId, id: c.id, name: c.name, email: c.email, phone: c.phone, segment: c.segment, joined_on: c.joinedOn,
});
export const toCustomer = (r: Selectable<CustomerTable>): Customer => ({
  id: r.id, tenantId: r.tenant_id, name: r.name, email: r.email, phone: r.phone, segment: r.segment, joinedOn: r.joined_on,
});

export const accountRow = (tenantId: string, a: Account): Insertable<AccountTable> => ({
  tenant_id: tenantId, id: a.id, customer_id: a.customerId, type: a.type, currency: a.currency, balance: a.balance, credit_limit: a.creditLimit,
});
export const toAccount = (r: Selectable<AccountTable>): Account => ({
  id: r.id, tenantId: r.tenant_id, customerId: r.customer_id, type: r.type, currency: r.currency,
  balance: toPaise(r.balance, 'balance'), creditLimit: toPaiseOrNull(r.credit_limit, 'credit_limit'),
});

export const cardRow = (tenantId: string, c: Card): Insertable<CardTable> => ({
  tenant_id: tenantId, id: c.id, customer_id: c.customerId, account_id: c.accountId, kind: c.kind, last4: c.last4, status: c.status,
});
export const toCard = (r: Selectable<CardTable>): Card => ({
  id: r.id, tenantId: r.tenant_id, customerId: r.customer_id, accountId: r.account_id, kind: r.kind, last4: r.last4, status: r.status,
});

export const transactionRow = (tenantId: string, t: Transaction): Insertable<TransactionTable> => ({
  tenant_id: tenantId, id: t.id, account_id: t.accountId, card_id: t.cardId, at: t.at, amount: t.amount, direction: t.direction,
  channel: t.channel, counterparty: t.counterparty, reference: t.reference, status: t.status, relates_to: t.relatesTo,
  fee_kind: t.feeKind, policy_id: t.policyId, due_on: t.dueOn,
});
export const toTransaction = (r: Selectable<TransactionTable>): Transaction => ({
  id: r.id, tenantId: r.tenant_id, accountId: r.account_id, cardId: r.card_id, at: r.at, amount: toPaise(r.amount),
  direction: r.direction, channel: r.channel, counterparty: r.counterparty, reference: r.reference, status: r.status,
  relatesTo: r.relates_to, feeKind: r.fee_kind, policyId: r.policy_id, dueOn: r.due_on,
});

export const policyRow = (tenantId: string, p: Policy): Insertable<PolicyTable> => ({
  tenant_id: tenantId, id: p.id, customer_id: p.customerId, product: p.product, status: p.status, start_on: p.startOn, end_on: p.endOn,
  delivered_on: p.deliveredOn, premium: p.premium, sum_insured: p.sumInsured, stamp_duty: p.stampDuty,
  medical_exam_cost: p.medicalExamCost, cancelled_on: p.cancelledOn,
});
export const toPolicy = (r: Selectable<PolicyTable>): Policy => ({
  id: r.id, tenantId: r.tenant_id, customerId: r.customer_id, product: r.product, status: r.status, startOn: r.start_on,
  endOn: r.end_on, deliveredOn: r.delivered_on, premium: toPaise(r.premium, 'premium'), sumInsured: toPaise(r.sum_insured, 'sum_insured'),
  stampDuty: toPaise(r.stamp_duty, 'stamp_duty'), medicalExamCost: toPaise(r.medical_exam_cost, 'medical_exam_cost'),
  cancelledOn: r.cancelled_on,
});

export const claimRow = (tenantId: string, c: Claim): Insertable<ClaimTable> => ({
  tenant_id: tenantId, id: c.id, policy_id: c.policyId, filed_on: c.filedOn, amount_claimed: c.amountClaimed, status: c.status,
  documents_complete_on: c.documentsCompleteOn, settled_on: c.settledOn, settled_amount: c.settledAmount,
  rejection_reason: c.rejectionReason,
});
export const toClaim = (r: Selectable<ClaimTable>): Claim => ({
  id: r.id, tenantId: r.tenant_id, policyId: r.policy_id, filedOn: r.filed_on, amountClaimed: toPaise(r.amount_claimed, 'amount_claimed'),
  status: r.status, documentsCompleteOn: r.documents_complete_on, settledOn: r.settled_on,
  settledAmount: toPaiseOrNull(r.settled_amount, 'settled_amount'), rejectionReason: r.rejection_reason,
});

export const ticketRow = (t: Ticket): Insertable<TicketTable> => ({
  tenant_id: t.tenantId, id: t.id, customer_id: t.customerId, thread_id: t.threadId, kind: t.kind, status: t.status,
  priority: t.priority, subject: t.subject, body: t.body, customer_text: t.customerText, amount: t.amount, claim_type: t.claimType,
  idempotency_key: t.idempotencyKey, created_at: t.createdAt, updated_at: t.updatedAt,
});
export const toTicket = (r: Selectable<TicketTable>): Ticket => ({
  id: r.id, tenantId: r.tenant_id, customerId: r.customer_id, threadId: r.thread_id, kind: r.kind as Ticket['kind'],
  status: r.status as Ticket['status'], priority: r.priority as Ticket['priority'], subject: r.subject, body: r.body,
  customerText: r.customer_text, amount: toPaise(r.amount), claimType: r.claim_type as ClaimType | null, idempotencyKey: r.idempotency_key, createdAt: r.created_at, updatedAt: r.updated_at,
  ...(r.external_key ? { externalKey: r.external_key } : {}),
});

export const incidentRow = (i: Incident): Insertable<IncidentTable> => ({
  tenant_id: i.tenantId, id: i.id, customer_id: i.customerId, thread_id: i.threadId, claim_type: i.claimType, outcome: i.outcome,
  valid: i.valid === null ? null : i.valid ? 1 : 0, amount: i.amount, summary: i.summary, evidence: json(i.evidence),
  idempotency_key: i.idempotencyKey, created_at: i.createdAt,
});
export const toIncident = (r: Selectable<IncidentTable>): Incident => ({
  id: r.id, tenantId: r.tenant_id, customerId: r.customer_id, threadId: r.thread_id, claimType: r.claim_type as ClaimType | null,
  outcome: r.outcome as Outcome, valid: r.valid === null ? null : Number(r.valid) === 1, amount: toPaise(r.amount),
  summary: r.summary, evidence: parseJson(r.evidence), idempotencyKey: r.idempotency_key, createdAt: r.created_at,
});

export const ledgerRow = (e: LedgerEntry): Insertable<LedgerEntryTable> => ({
  tenant_id: e.tenantId, id: e.id, customer_id: e.customerId, account_id: e.accountId, thread_id: e.threadId, kind: e.kind,
  amount: e.amount, relates_to: e.relatesTo, approval_id: e.approvalId, idempotency_key: e.idempotencyKey, created_at: e.createdAt,
  remote_status: e.remote?.status ?? null, remote_ref: e.remote?.ref ?? null,
});
export const toLedgerEntry = (r: Selectable<LedgerEntryTable>): LedgerEntry => ({
  id: r.id, tenantId: r.tenant_id, customerId: r.customer_id, accountId: r.account_id, threadId: r.thread_id, kind: r.kind,
  amount: toPaise(r.amount), relatesTo: r.relates_to, approvalId: r.approval_id, idempotencyKey: r.idempotency_key, createdAt: r.created_at,
  ...(r.remote_status ? { remote: { status: r.remote_status as RemoteCreditStatus, ref: r.remote_ref } } : {}),
});

export const approvalRow = (a: Approval): Insertable<ApprovalTable> => ({
  tenant_id: a.tenantId, id: a.id, customer_id: a.customerId, thread_id: a.threadId, claim_type: a.claimType,
  action_hash: a.actionHash, amount: a.amount, required_approvers: a.requiredApprovers, decisions: json(a.decisions),
  status: a.status, evidence: json(a.evidence), created_at: a.createdAt, updated_at: a.updatedAt,
});
export const toApproval = (r: Selectable<ApprovalTable>): Approval => ({
  id: r.id, tenantId: r.tenant_id, customerId: r.customer_id, threadId: r.thread_id, claimType: r.claim_type as ClaimType | null,
  actionHash: r.action_hash, amount: toPaise(r.amount), requiredApprovers: Number(r.required_approvers) === 2 ? 2 : 1,
  decisions: parseJson(r.decisions) as Approval['decisions'], status: r.status, evidence: parseJson(r.evidence),
  createdAt: r.created_at, updatedAt: r.updated_at,
});

export const conversationRow = (c: Conversation): Insertable<ConversationTable> => ({
  tenant_id: c.tenantId, thread_id: c.threadId, customer_id: c.customerId, status: c.status, claim_type: c.claimType,
  subject_id: c.subjectId, last_outcome: c.lastOutcome, summary: c.summary, created_at: c.createdAt, updated_at: c.updatedAt,
});
export const toConversation = (r: Selectable<ConversationTable>): Conversation => ({
  threadId: r.thread_id, tenantId: r.tenant_id, customerId: r.customer_id, status: r.status, claimType: r.claim_type,
  subjectId: r.subject_id, lastOutcome: r.last_outcome as Outcome | null, summary: r.summary, createdAt: r.created_at,
  updatedAt: r.updated_at,
});

export const auditRow = (e: AuditEntry): Insertable<AuditLogTable> => ({
  tenant_id: e.tenantId, id: e.id, thread_id: e.threadId, actor: e.actor, actor_role: e.actorRole, event: e.event,
  details: json(e.details), at: e.at,
});
export const toAuditEntry = (r: Selectable<AuditLogTable>): AuditEntry => ({
  id: r.id, tenantId: r.tenant_id, threadId: r.thread_id, actor: r.actor, actorRole: r.actor_role as Role | 'system',
  event: r.event, details: parseJson(r.details), at: r.at,
});

export const messageRow = (m: ThreadMessage): Insertable<MessageTable> => ({
  tenant_id: m.tenantId, id: m.id, customer_id: m.customerId, thread_id: m.threadId, author: m.author, text: m.text,
  idempotency_key: m.idempotencyKey, at: m.at,
});
export const toThreadMessage = (r: Selectable<MessageTable>): ThreadMessage => ({
  id: r.id, tenantId: r.tenant_id, customerId: r.customer_id, threadId: r.thread_id, author: r.author, text: r.text,
  idempotencyKey: r.idempotency_key, at: r.at,
});

export const notificationRow = (n: Notification): Insertable<NotificationTable> => ({
  tenant_id: n.tenantId, id: n.id, thread_id: n.threadId, event: n.event, data: json(n.data), created_at: n.createdAt, status: n.status,
  attempts: n.attempts, next_attempt_at: n.nextAttemptAt, last_status: n.lastStatus, last_error: n.lastError, delivered_at: n.deliveredAt,
});
export const toNotification = (r: Selectable<NotificationTable>): Notification => ({
  id: r.id, tenantId: r.tenant_id, threadId: r.thread_id, event: r.event as Notification['event'], data: parseJson(r.data), createdAt: r.created_at,
  status: r.status, attempts: Number(r.attempts), nextAttemptAt: r.next_attempt_at, lastStatus: r.last_status === null ? null : Number(r.last_status),
  lastError: r.last_error, deliveredAt: r.delivered_at,
});

/** Every attachment column but the bytes: listing never reads the files. */
export const ATTACHMENT_COLUMNS = ['tenant_id', 'id', 'customer_id', 'thread_id', 'name', 'kind', 'media_type', 'size', 'sha256', 'text', 'created_at'] as const;

export const attachmentRow = (a: Attachment, content: Uint8Array): Insertable<AttachmentTable> => ({
  tenant_id: a.tenantId, id: a.id, customer_id: a.customerId, thread_id: a.threadId, name: a.name, kind: a.kind, media_type: a.mediaType,
  size: a.size, sha256: a.sha256, text: a.text, content: Buffer.from(content.buffer, content.byteOffset, content.byteLength), created_at: a.createdAt,
});

export const toAttachment = (r: Omit<Selectable<AttachmentTable>, 'content'>): Attachment => ({
  id: r.id, tenantId: r.tenant_id, customerId: r.customer_id, threadId: r.thread_id, name: r.name, kind: r.kind, mediaType: r.media_type,
  size: Number(r.size), sha256: r.sha256, text: r.text, createdAt: r.created_at,
});

export const deadlineRow = (d: Deadline): Insertable<DeadlineTable> => ({
  tenant_id: d.tenantId, id: d.id, customer_id: d.customerId, thread_id: d.threadId, kind: d.kind, status: d.status, promise: d.promise,
  subject_id: d.subjectId, due_at: d.dueAt, created_at: d.createdAt, closed_at: d.closedAt, note: d.note,
});
export const toDeadline = (r: Selectable<DeadlineTable>): Deadline => ({
  id: r.id, tenantId: r.tenant_id, customerId: r.customer_id, threadId: r.thread_id, kind: r.kind as DeadlineKind, status: r.status, promise: r.promise,
  subjectId: r.subject_id, dueAt: r.due_at, createdAt: r.created_at, closedAt: r.closed_at, note: r.note,
});

export const turnRow = (t: TurnRecord): Insertable<TurnTable> => ({
  tenant_id: t.tenantId, id: t.id, thread_id: t.threadId, customer_id: t.customerId, actor: t.actor, actor_role: t.actorRole, raised_by: t.raisedBy,
  idempotency_key: t.idempotencyKey, request_hash: t.requestHash, input: t.input, text: t.text, checkpoint_before: t.checkpointBefore,
  judged_at: t.judgedAt, status: t.status, result: t.result === null || t.result === undefined ? null : json(t.result), lease_until: t.leaseUntil,
  created_at: t.createdAt, updated_at: t.updatedAt,
});
export const toTurnRecord = (r: Selectable<TurnTable>): TurnRecord => ({
  id: r.id, tenantId: r.tenant_id, threadId: r.thread_id, customerId: r.customer_id, actor: r.actor, actorRole: r.actor_role as Role, raisedBy: r.raised_by,
  idempotencyKey: r.idempotency_key, requestHash: r.request_hash, input: r.input, text: r.text, checkpointBefore: r.checkpoint_before,
  judgedAt: r.judged_at, status: r.status, result: r.result === null ? null : parseJson(r.result), leaseUntil: r.lease_until,
  createdAt: r.created_at, updatedAt: r.updated_at,
});
