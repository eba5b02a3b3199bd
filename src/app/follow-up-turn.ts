// A follow-up answered on the matched thread without running the graph: the offline reading that decides the match,
// the reply (each ticket's status from the records, in the customer's language), and, in one transaction, the message
// added to the thread and to the ticket, the conversation touched, the turn finished and its audit entry with the
// match and its reason. No ticket is opened and nothing is paid: no effect runs on a follow-up.
import { detectLanguage } from '../agents/gather/offline/language-detector.js';
import { redactPii } from '../agents/intake/redact-pii.js';
import { followUpReply, ticketAbout, type TicketStatusFacts } from '../agents/respond/offline/follow-up-phrases.js';
import { replyLanguage } from '../agents/respond/offline/reply-phrases.js';
import { formatDateLong, localDate } from '../domain/calendar.js';
import type { Ticket } from '../domain/effects.js';
import type { ClaimType } from '../domain/vocabulary.js';
import { formatInr } from '../domain/money.js';
import type { Store, TurnRecord } from '../domain/store.port.js';
import type { NodeLogEntry } from '../graph/state.js';
import type { TurnContext } from '../graph/turn-context.js';
import { matchSubject } from '../policy/matcher.js';
import type { TurnResult } from './conversation-service.js';
import { claimTypesNamed, threadRef, type CaseOnFile, type FollowUpMatch, type MessageReading } from './follow-up.js';
import { recordTurnMessages } from './thread-messages.js';

/** The step name of a follow-up in the turn's path and audit entry. */
export const FOLLOW_UP_STEP = 'follow_up';

/**
 * The offline reading of the (masked) message: its intent, claim type and the one record it points to, if any. Sent on
 * a case's own thread (`thread`), words that name no claim type are matched against the records of the thread's type
 * ("the 7500 BETKING debit, I am reporting it again").
 */
export async function readMessage(ctx: TurnContext, text: string, thread?: { claimType: ClaimType | null }): Promise<MessageReading> {
  const analysis = await ctx.offline.classifier.analyse({ text: redactPii(text), tenant: ctx.profile, clock: ctx.clock });
  const claimType = analysis.claimType;
  const e = analysis.entities;
  // Only what the words state points to a record of the thread's type, never its being the only one.
  const states = e.amounts.length > 0 || e.references.length > 0 || e.counterparties.length > 0 || e.cardLast4.length > 0;
  const pointedType = claimType ?? (analysis.hypothetical || !states ? null : thread?.claimType ?? null);
  const match = pointedType === null ? null : matchSubject(ctx.candidates(pointedType), analysis.entities);
  return {
    intent: analysis.intent, claimType, hypothetical: analysis.hypothetical ?? false,
    subjectId: match?.kind === 'unique' ? match.candidate.id : null, references: analysis.entities.references,
    named: claimType === null ? claimTypesNamed(text, ctx.profile.claims) : [],
  };
}

/** The ticket a case's status is read from: the thread's own ticket, else its newest one. */
function mainTicket(c: CaseOnFile): Ticket {
  const ref = threadRef(c.conversation.threadId);
  return c.tickets.find((t) => t.id === ref) ?? [...c.tickets].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0]!;
}

/** The reply: where the message went and each case's status, in the language of the message. */
export function followUpText(ctx: TurnContext, text: string, match: FollowUpMatch): string {
  const language = replyLanguage(detectLanguage(text).language);
  const facts = match.cases.map((c): TicketStatusFacts => {
    const ticket = mainTicket(c);
    const claimType = c.conversation.claimType ?? ticket.claimType;
    return {
      ref: ticket.id, about: ticketAbout(language, ctx.profile, claimType, ticket.kind),
      raisedOn: formatDateLong(localDate(c.conversation.createdAt, ctx.clock.timeZone)), status: ticket.status,
      amount: ticket.amount > 0 ? formatInr(ticket.amount) : null, credited: c.credited > 0 ? formatInr(c.credited) : null,
    };
  });
  return followUpReply(language, ctx.records.customer.name, facts);
}

/**
 * Records the follow-up as a turn of the matched thread and returns its result. Idempotent with the turn record: a
 * second process finishing the same turn answers with the first one's result.
 */
export async function recordFollowUp(store: Store, ctx: TurnContext, input: { text: string; match: FollowUpMatch; record: TurnRecord; started: number }): Promise<TurnResult> {
  const { identity, threadId } = ctx;
  const { match, record, text } = input;
  const reply = followUpText(ctx, text, match);
  const ticketIds = match.cases.map((c) => mainTicket(c).id);
  const nodeLog: NodeLogEntry[] = [{ node: FOLLOW_UP_STEP, summary: { kind: match.kind, threadId, reason: match.reason, ticketIds, language: detectLanguage(text).language } }];
  const [matched] = match.cases;
  const claimType = matched?.conversation.claimType ?? null;
  // The same claim told again is still that claim's complaint or request, answered with its status; any other
  // follow-up asks where a case stands.
  const repeated = match.kind === 'repeat' ? ctx.profile.vocabulary.find((v) => v.claimType === claimType)?.intent : undefined;
  const result: TurnResult = {
    threadId, intent: repeated ?? 'query', claimType, outcome: 'answered', valid: null, amount: 0, actions: [],
    reply, path: [FOLLOW_UP_STEP], nodeLog, waitingFor: null, approvalId: null, latencyMs: performance.now() - input.started,
  };
  const nowIso = ctx.clock.now.toISOString();
  return store.transaction(async (tx) => {
    const done = await tx.getTurn(identity.tenantId, record.id);
    if (done?.status === 'done') return done.result as TurnResult;
    await tx.finishTurn(identity.tenantId, record.id, result, new Date().toISOString());
    // Read again inside the transaction: a reviewer's decision since the thread was picked must not be written over.
    const current = matched ? await tx.getConversation(identity.tenantId, matched.conversation.threadId) : null;
    if (current) await tx.putConversation({ ...current, updatedAt: nowIso });
    // The message joins the ticket's staff notes (masked), so whoever works the ticket sees it.
    const picked = matched ? mainTicket(matched) : null;
    const ticket = picked ? await tx.getTicket(identity.tenantId, picked.id) : null;
    if (ticket) await tx.updateTicket(identity.tenantId, ticket.id, { body: `${ticket.body}\n\nFollow-up from the customer on ${nowIso} (${match.kind}: ${match.reason}):\n${redactPii(text)}` });
    await tx.appendAudit({
      id: `AUD-${threadId}-followup-${record.id}`, tenantId: identity.tenantId, threadId, actor: identity.actor, actorRole: identity.role,
      event: 'turn', details: { path: result.path, nodes: nodeLog, outcome: result.outcome, intent: result.intent, claimType: result.claimType, amount: 0, actions: [], waitingFor: null, followUp: { kind: match.kind, reason: match.reason, ticketIds } },
      at: nowIso,
    });
    await recordTurnMessages(tx, { tenantId: identity.tenantId, customerId: identity.customerId, threadId, said: text, reply, at: nowIso });
    return result;
  });
}
