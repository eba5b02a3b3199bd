// Records the product writes: tickets, incidents, ledger entries, approvals and the audit log.
import type { Paise } from './money.js';
import type { Action, ClaimType, Outcome, Role } from './vocabulary.js';

export const TICKET_KINDS = ['tracking', 'review', 'fallback', 'complaint', 'request'] as const;
export type TicketKind = (typeof TICKET_KINDS)[number];
export const TICKET_STATUSES = ['open', 'pending_approval', 'resolved', 'closed', 'rejected'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export interface Ticket {
  id: string;
  tenantId: string;
  customerId: string;
  threadId: string;
  kind: TicketKind;
  status: TicketStatus;
  priority: 'low' | 'medium' | 'high';
  subject: string;
  /** Staff-facing text: the redacted message, the report, the rule and the internal notes. */
  body: string;
  /** What the customer is told about this ticket: no rule versions, limits, thresholds or internal notes. */
  customerText: string;
  /** The money this ticket is about: paid when resolved, proposed while a reviewer decides, 0 otherwise. */
  amount: Paise;
  claimType: ClaimType | null;
  idempotencyKey: string;
  createdAt: string;
  updatedAt: string;
  /** The external tracker's key (e.g. a Jira issue key), present once the ticket has been synced; ignored on put. */
  externalKey?: string;
}

/** What a ticket update may change; the store stamps `updatedAt`. */
export interface TicketPatch {
  status?: TicketStatus;
  subject?: string;
  body?: string;
  customerText?: string;
  amount?: Paise;
  priority?: Ticket['priority'];
}

/** One message of a thread as the customer sees it: their own words (masked) or EchoPilot's reply, in order. */
export interface ThreadMessage {
  id: string;
  tenantId: string;
  customerId: string;
  threadId: string;
  author: 'customer' | 'echopilot';
  /** Customer words are stored with personal data masked. */
  text: string;
  idempotencyKey: string;
  at: string;
}

export interface Incident {
  id: string;
  tenantId: string;
  customerId: string;
  threadId: string;
  claimType: ClaimType | null;
  outcome: Outcome;
  valid: boolean | null;
  amount: Paise;
  summary: string;
  /** JSON evidence: findings, citations, rule result, verdicts. */
  evidence: unknown;
  idempotencyKey: string;
  createdAt: string;
}

/** What a decision taken after the incident was written may change on it. */
export interface IncidentPatch {
  outcome: Outcome;
  amount: Paise;
  valid: boolean | null;
}

/** A credit to the customer: reversal, refund, compensation or interest. */
export interface LedgerEntry {
  id: string;
  tenantId: string;
  customerId: string;
  accountId: string | null;
  threadId: string;
  kind: 'reversal' | 'refund' | 'compensation' | 'interest';
  amount: Paise;
  /** The debit, claim or policy it settles. */
  relatesTo: string;
  approvalId: string | null;
  idempotencyKey: string;
  createdAt: string;
  /** Present when a payments API carried the credit: what it answered, and its reference for the payment. */
  remote?: RemoteCredit;
}

/** `settled`: the payments API confirmed it; `unknown`: no definite answer yet (reconcile); `failed`: it declined later. */
export const REMOTE_CREDIT_STATUSES = ['settled', 'unknown', 'failed'] as const;
export type RemoteCreditStatus = (typeof REMOTE_CREDIT_STATUSES)[number];
export interface RemoteCredit {
  status: RemoteCreditStatus;
  ref: string | null;
}

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected', 'used'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export interface Approval {
  id: string;
  tenantId: string;
  customerId: string;
  threadId: string;
  claimType: ClaimType | null;
  /** Exactly what is approved: the action plan's hash and amount; an approval is single-use. */
  actionHash: string;
  amount: Paise;
  requiredApprovers: 1 | 2;
  decisions: { reviewer: string; decision: 'approve' | 'reject' | 'edit'; amount: Paise | null; note: string; at: string }[];
  status: ApprovalStatus;
  evidence: unknown;
  createdAt: string;
  updatedAt: string;
}

export interface AuditEntry {
  id: string;
  tenantId: string;
  threadId: string;
  actor: string;
  actorRole: Role | 'system';
  event: string;
  /** JSON details: the path through the graph, node outputs, decision, effects. */
  details: unknown;
  at: string;
}

/** An effect recorded for a turn (what the eval compares against `expect.actions`). */
export interface EffectRecord {
  action: Action;
  recordId: string;
  /** The customer whose record was touched. */
  customerId: string;
  amount?: Paise;
}

/** The amount an approval allows: the lowest amount a reviewer edited it to, else the proposed amount. */
export function approvedAmount(approval: Pick<Approval, 'amount' | 'decisions'>): Paise {
  const edits = approval.decisions.filter((d) => d.decision === 'edit' && d.amount !== null).map((d) => d.amount as Paise);
  return edits.length === 0 ? approval.amount : Math.min(approval.amount, ...edits);
}

export const NOTIFICATION_EVENTS = ['reply.written', 'ticket.status_changed', 'approval.needed', 'approval.decided', 'deadline.passed'] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/**
 * An outbound notification (webhook), written in the same transaction as the fact it reports (an outbox) and then
 * delivered with retries; the row is also the delivery log.
 */
export interface Notification {
  /** Also the event id receivers de-duplicate by. */
  id: string;
  tenantId: string;
  threadId: string;
  event: NotificationEvent;
  /** JSON payload sent as `data`. */
  data: unknown;
  createdAt: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  /** When the next attempt is due (ISO); null once delivered or given up. */
  nextAttemptAt: string | null;
  /** The last attempt's HTTP status (null: no response) and error text. */
  lastStatus: number | null;
  lastError: string | null;
  deliveredAt: string | null;
}
