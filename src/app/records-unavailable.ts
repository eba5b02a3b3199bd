// When the customer's records cannot be read (the bank's customer API is down, slow or its breaker is open), a turn
// decides nothing: it hands the message to a person with a ticket saying so, and tells the customer, in one transaction.
import { randomBytes } from 'node:crypto';
import { redactPii } from '../agents/intake/redact-pii.js';
import type { EchoPilotError } from '../domain/errors.js';
import type { Identity } from '../domain/identity.js';
import { shortIdOf } from '../domain/ids.js';
import type { Conversation, Store } from '../domain/store.port.js';
import { customerTicketText, recordDecision, ticketSubject } from '../graph/decision-records.js';
import { recordTurnMessages } from './thread-messages.js';

/** The path a turn that could not read the records records in its audit entry and result. */
export const RECORDS_UNAVAILABLE_STEP = 'records_unavailable';

const WHAT = 'Your message';

export interface RecordsUnavailableTurn {
  identity: Identity;
  threadId: string;
  /** The customer's words (masked before anything stores them). */
  text: string;
  now: Date;
  existing: Conversation | null;
  /** Why the records could not be read (UPSTREAM_UNAVAILABLE from the customer-data source). */
  error: EchoPilotError;
}

export interface RecordsUnavailableResult {
  ticketId: string;
  reply: string;
}

/** The reply the customer reads: nothing was decided, a person has the case, and its reference. */
export function recordsUnavailableReply(ticketId: string): string {
  return `We could not read your account records just now, so we have not decided anything on your message yet. ` +
    `A colleague has your case and will contact you; your reference is ${ticketId}.`;
}

/**
 * Writes the hand-off: a high-priority fallback ticket and an escalated incident saying the records could not be read,
 * the conversation (a pending clarification stays pending), the customer's masked words, the reply and the audit entry.
 * Idempotent by thread and message: the same message sent again while the source is down opens no second ticket.
 */
export async function escalateUnreadableRecords(store: Store, turn: RecordsUnavailableTurn): Promise<RecordsUnavailableResult> {
  const { identity, threadId, existing, error } = turn;
  const { tenantId, customerId } = identity;
  const at = turn.now.toISOString();
  const redacted = redactPii(turn.text);
  const key = `${threadId}:records-unavailable:${shortIdOf(turn.text)}`;
  const reason = 'The customer\'s records could not be read from the customer-data source, so nothing was decided.';
  return store.transaction(async (tx) => {
    const inThread = await tx.listTickets(tenantId, { threadId });
    const same = inThread.find((t) => t.idempotencyKey === key);
    const ref = threadId.split(':').at(-1) ?? threadId;
    const id = same?.id ?? (inThread.length === 0 ? ref : `${ref}-${inThread.length + 1}`);
    await tx.putTicket({
      id, tenantId, customerId, threadId, kind: 'fallback', status: 'open', priority: 'high',
      subject: ticketSubject('fallback', 'open', 'customer records could not be read', 0),
      body: [`Customer message (redacted): ${redacted}`, `- ${reason}`, `- (internal) ${error.code}: ${error.message}`].join('\n'),
      customerText: customerTicketText({ kind: 'fallback', status: 'open', what: WHAT, amount: 0, reasons: ['We could not read your records, so nothing has been decided yet.'] }),
      amount: 0, claimType: null, idempotencyKey: key, createdAt: at, updatedAt: at,
    });
    await tx.putIncident({
      id: `INC-${shortIdOf(key)}`, tenantId, customerId, threadId, claimType: null, outcome: 'escalated', valid: null, amount: 0,
      summary: redacted.slice(0, 200), idempotencyKey: key, createdAt: at,
      evidence: { reasons: [reason], internalNotes: [`${error.code}: ${error.message}`], recordsUnavailable: true },
    });
    const reply = recordsUnavailableReply(id);
    await recordDecision(tx, {
      tenantId, customerId, threadId, at, phase: 'now', outcome: 'escalated', valid: null, amount: 0, claimType: null, what: WHAT,
      reasons: [reason], subjectId: null, summary: redacted.slice(0, 200), approvalId: null, createdTicketIds: same ? [] : [id],
    });
    // A clarification the thread is waiting for stays open: the customer can still answer it once the records are back.
    if (existing?.status === 'waiting_customer') {
      const now = await tx.getConversation(tenantId, threadId);
      if (now) await tx.putConversation({ ...now, status: 'waiting_customer' });
    }
    await tx.appendAudit({
      // Every turn has its own audit entry, even the same message sent again at the same instant.
      id: `AUD-${shortIdOf(`${key}:${at}`)}-${randomBytes(3).toString('hex')}`, tenantId, threadId, actor: identity.actor, actorRole: identity.role, event: 'turn',
      details: {
        path: [RECORDS_UNAVAILABLE_STEP], nodes: [{ node: RECORDS_UNAVAILABLE_STEP, summary: { code: error.code, message: error.message, ticketId: id } }],
        outcome: 'escalated', intent: null, claimType: null, amount: 0, actions: ['ticket', 'incident'], waitingFor: null,
      },
      at,
    });
    await recordTurnMessages(tx, { tenantId, customerId, threadId, said: turn.text, reply, at });
    return { ticketId: id, reply };
  });
}
