// Decision records: after every decision (payment now, a reviewer's approval, edit or rejection, an escalation on
// re-check) the incident, the tickets and the conversation say what happened, written by `act` in the same store
// transaction as the effects, with the webhook notifications they call for (an outbox). Also the one place ticket
// subjects and customer-facing ticket text are worded.
import type { TicketKind, TicketStatus } from '../domain/effects.js';
import { formatInr, toRupees, type Paise } from '../domain/money.js';
import { notificationFor } from '../domain/notifications.js';
import type { Conversation, Store } from '../domain/store.port.js';
import type { ClaimType, Outcome } from '../domain/vocabulary.js';

const SUBJECT_PREFIX: Record<TicketKind, string> = {
  tracking: 'Resolved', review: 'Review', fallback: 'Needs a human', complaint: 'Complaint', request: 'Request',
};
const DECIDED_PREFIX: Partial<Record<TicketStatus, string>> = { resolved: 'Resolved', rejected: 'Rejected', closed: 'Needs a human' };

/** A ticket's subject: what it is (kind, or how a review ended), the claim and the amount it is about. */
export function ticketSubject(kind: TicketKind, status: TicketStatus, what: string, amount: Paise): string {
  const prefix = kind === 'review' ? (DECIDED_PREFIX[status] ?? SUBJECT_PREFIX.review) : SUBJECT_PREFIX[kind];
  return `${prefix}: ${what}${amount > 0 ? ` (${formatInr(amount)})` : ''}`;
}

export interface CustomerTextInput {
  kind: TicketKind;
  status: TicketStatus;
  /** The claim or request in the customer's terms (e.g. "Failed ATM withdrawal"). */
  what: string;
  amount: Paise;
  /** Reasons the customer was told (never internal notes); used when a claim was not paid. */
  reasons: string[];
}

/** The ticket as the customer sees it: what happened and what comes next; no rule versions, limits or thresholds. */
export function customerTicketText({ kind, status, what, amount, reasons }: CustomerTextInput): string {
  const told = reasons.length > 0 ? ` ${reasons.join(' ')}` : '';
  const say = (text: string) => `${what}: ${text}`;
  if (kind === 'review') {
    if (status === 'pending_approval') return say(`your claim${amount > 0 ? ` of ${formatInr(amount)}` : ''} is with a reviewer. We will write to you in this conversation when they decide.`);
    if (status === 'resolved') return say(amount > 0 ? `a reviewer approved your claim and we have credited ${formatInr(amount)}.` : 'a reviewer approved your claim.');
    if (status === 'rejected') return say(`a reviewer did not approve your claim, so nothing was paid.${told}`);
    return say(`a specialist will look at your claim again before anything is paid.${told}`);
  }
  switch (kind) {
    case 'tracking':
      return say(amount > 0 ? `we have credited ${formatInr(amount)}.` : 'we have done what you asked.');
    case 'fallback':
      return say(`a colleague will look at your case and contact you.${told}`);
    case 'complaint':
      return say('we have registered your complaint; a customer care manager will look into it.');
    case 'request':
      return say('we have logged your request for the team that handles it.');
  }
}

export interface DecisionRecordsInput {
  tenantId: string;
  customerId: string;
  threadId: string;
  /** ISO instant of the run (the payment or decision time). */
  at: string;
  phase: 'now' | 'after_approval' | 'after_review';
  outcome: Outcome;
  valid: boolean | null;
  /** Money actually credited by this run (after a review) or granted (now). */
  amount: Paise;
  claimType: ClaimType | null;
  what: string;
  /** Reasons the customer is told. */
  reasons: string[];
  subjectId: string | null;
  summary: string;
  /** The approval this run asked for (phase now) or acted on (after a review). */
  approvalId: string | null;
  /** Tickets this run wrote (their status is announced to the tenant's webhook). */
  createdTicketIds: string[];
}

/** How a review that ended this way leaves the review ticket. */
function reviewTicketStatus(phase: DecisionRecordsInput['phase'], outcome: Outcome): TicketStatus {
  if (phase === 'after_approval') return 'resolved';
  return outcome === 'rejected' ? 'rejected' : 'closed';
}

function conversationStatus(input: DecisionRecordsInput, existing: Conversation | null): Conversation['status'] {
  if (input.outcome === 'resolved' || input.outcome === 'answered') return 'closed';
  // A claim waiting for a reviewer is marked waiting_review when the run pauses, not here: a turn that stops between
  // its effects and its pause must stay open to a client's retry.
  if (input.outcome === 'needs_approval') return existing?.status ?? 'open';
  return 'open';
}

const notify = (tx: Store, input: DecisionRecordsInput, event: 'approval.needed' | 'approval.decided' | 'ticket.status_changed', key: string, data: Record<string, unknown>) =>
  tx.putNotification(notificationFor({ tenantId: input.tenantId, threadId: input.threadId, event, key, data: { customer_id: input.customerId, ...data }, at: input.at }));

/**
 * Brings the incident, the review tickets and the conversation of a thread in line with a decision. Call it inside the
 * transaction that carried out the decision's effects; it returns the ids of the tickets it changed.
 */
export async function recordDecision(tx: Store, input: DecisionRecordsInput): Promise<string[]> {
  const { tenantId, threadId } = input;
  const changed: string[] = [];
  if (input.phase !== 'now') {
    for (const incident of await tx.listIncidents(tenantId, { threadId })) {
      if (incident.outcome !== 'needs_approval') continue;
      // A reviewer's rejection makes the claim invalid; a re-check that sends it to a specialist leaves it undecided.
      const valid = input.outcome === 'resolved' ? true : input.outcome === 'rejected' ? false : null;
      await tx.updateIncident(tenantId, incident.id, { outcome: input.outcome, amount: input.outcome === 'resolved' ? input.amount : 0, valid });
    }
    const status = reviewTicketStatus(input.phase, input.outcome);
    const amount = input.outcome === 'resolved' ? input.amount : 0;
    for (const ticket of await tx.listTickets(tenantId, { threadId, kind: 'review' })) {
      if (ticket.status !== 'pending_approval' && !(input.phase === 'after_approval' && ticket.status === 'resolved')) continue;
      await tx.updateTicket(tenantId, ticket.id, {
        status, amount, subject: ticketSubject('review', status, input.what, amount),
        customerText: customerTicketText({ kind: 'review', status, what: input.what, amount, reasons: input.reasons }),
      });
      changed.push(ticket.id);
    }
    if (input.approvalId !== null) {
      await notify(tx, input, 'approval.decided', input.approvalId, { approval_id: input.approvalId, outcome: input.outcome, amount: toRupees(amount), amount_paise: amount });
    }
  } else if (input.outcome === 'needs_approval' && input.approvalId !== null) {
    await notify(tx, input, 'approval.needed', input.approvalId, { approval_id: input.approvalId, claim_type: input.claimType, amount: toRupees(input.amount), amount_paise: input.amount });
  }
  for (const id of new Set([...input.createdTicketIds, ...changed])) {
    const ticket = await tx.getTicket(tenantId, id);
    if (!ticket) continue;
    await notify(tx, input, 'ticket.status_changed', `${id}:${ticket.status}`, {
      ticket_id: id, status: ticket.status, subject: ticket.subject, customer_text: ticket.customerText, amount: toRupees(ticket.amount), amount_paise: ticket.amount,
    });
  }
  const existing = await tx.getConversation(tenantId, threadId);
  await tx.putConversation({
    threadId, tenantId, customerId: input.customerId, status: conversationStatus(input, existing),
    claimType: input.claimType ?? existing?.claimType ?? null, subjectId: input.subjectId ?? existing?.subjectId ?? null,
    lastOutcome: input.outcome, summary: existing?.summary || input.summary, createdAt: existing?.createdAt ?? input.at, updatedAt: input.at,
  });
  return changed;
}
