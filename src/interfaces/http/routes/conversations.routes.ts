// Conversations: send a message (JSON or Server-Sent Events, one event per finished graph node; exactly once per
// Idempotency-Key), list and read threads.
import { randomUUID } from 'node:crypto';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import type { TurnResult } from '../../../app/conversation-service.js';
import { checkMessage } from '../../../domain/message-limits.js';
import { EchoPilotError, isEchoPilotError } from '../../../domain/errors.js';
import type { Identity } from '../../../domain/identity.js';
import type { ApiKey } from '../../../app/api-keys.js';
import { errorResponse, forbidden, HttpError } from '../http-errors.js';
import { callerOf, isStaff, readQuery, requireRole, STAFF_ROLES, type HttpApp, type HttpContext, type RouteContext } from '../http-context.js';
import { approvalJson, attachmentJson, auditJson, conversationJson, creditJson, incidentJson, threadMessageJson, ticketJson, turnJson } from '../presenters.js';
import { assertThreadOpen, readableThread } from '../thread-guard.js';
import { CONVERSATION_STATUS_VALUES } from '../schemas.js';
import { readMessageInput } from '../message-upload.js';
import { checkAttachments } from '../../../domain/attachments.js';
import { answerQueued } from './queue.routes.js';
import { nextCursor, pageQuery, pageRequest } from '../pagination.js';
import { countFallbacks } from '../ops-series.js';
import { buildTrace } from '../conversation-trace.js';
import { graphShape } from '../../../app/graph-shape.js';
import { customerIdField, pathId } from '../id-fields.js';

const listQuery = z.object({ customer_id: customerIdField.optional(), status: z.enum(CONVERSATION_STATUS_VALUES).optional(), ...pageQuery }).strict();

/** Who the message is for: a customer key's own customer; a staff key's `customer_id` (agent-assisted). */
function identityFor(caller: ApiKey, customerId: string | undefined): Identity {
  if (!isStaff(caller)) {
    if (customerId !== undefined) throw forbidden('a customer key acts only for its own customer: leave customer_id out', 'customer_id');
    return { tenantId: caller.tenantId, customerId: caller.customerId ?? '', role: caller.role, actor: caller.name };
  }
  if (customerId === undefined) throw new HttpError(400, 'INVALID_INPUT', 'customer_id: a staff key must name the customer it acts for', { field: 'customer_id' });
  return { tenantId: caller.tenantId, customerId, role: caller.role, actor: caller.name };
}

/** The client's `Idempotency-Key` header: 1–200 visible ASCII characters, or absent. */
function readIdempotencyKey(c: HttpContext): string | undefined {
  const key = c.req.header('Idempotency-Key');
  if (key === undefined) return undefined;
  if (!/^[\x21-\x7e]{1,200}$/.test(key)) {
    throw new HttpError(400, 'INVALID_INPUT', 'Idempotency-Key: 1 to 200 visible ASCII characters (a UUID, for example)', { field: 'Idempotency-Key' });
  }
  return key;
}

export function registerConversationRoutes(app: HttpApp, ctx: RouteContext): void {
  const { deps, metrics } = ctx;
  const { threads, tickets, approvals, incidents } = deps.app;
  // The thread guard and the messages read the store directly (TODO lead: a ThreadDirectory method each).
  const store = deps.app.store;

  const prepare = async (c: HttpContext) => {
    const caller = callerOf(c);
    const { body, attachments } = await readMessageInput(c);
    const text = checkMessage(body.text, 'text');
    // Files are refused by content, count and size up front, as HTTP statuses (also before an event stream starts).
    checkAttachments(attachments);
    const identity = identityFor(caller, body.customer_id);
    // Known up front, so answered as HTTP statuses: another customer's or an unknown thread (404), one waiting for a reviewer (409).
    const threadId = body.thread_id;
    if (threadId !== undefined) await assertThreadOpen(store, deps.app.graph, identity, threadId, () => deps.app.conversations.followsUpCase(identity, text, threadId));
    const idempotencyKey = readIdempotencyKey(c);
    return { caller, identity, text, threadId: body.thread_id, attachments, ...(idempotencyKey !== undefined ? { idempotencyKey } : {}) };
  };
  const recordTurn = (tenantId: string, turn: TurnResult) => metrics.recordTurn(tenantId, turn.outcome, turn.latencyMs, countFallbacks(turn.nodeLog));

  app.post('/v1/conversations/messages', async (c) => {
    const { identity, text, threadId, attachments, idempotencyKey } = await prepare(c);
    // A queued turn travels as JSON through Redis: files are not carried there (yet).
    if (deps.turns && attachments.length > 0) throw new HttpError(400, 'INVALID_INPUT', 'attachments: not accepted in queue mode; send the message without files', { field: 'attachments' });
    // Queued turns always carry a key: a job run again after a worker died answers with the first run's turn.
    if (deps.turns) return answerQueued(c, ctx, { identity, text, ...(threadId ? { threadId } : {}), now: ctx.now().toISOString(), idempotencyKey: idempotencyKey ?? `queued-${randomUUID()}` });
    const turn = await deps.app.conversations.send({
      identity, text, ...(threadId ? { threadId } : {}), ...(attachments.length > 0 ? { attachments } : {}), now: ctx.now(), ...(idempotencyKey !== undefined ? { idempotencyKey } : {}),
    });
    recordTurn(identity.tenantId, turn);
    return c.json(turnJson(turn), 200);
  });

  app.post('/v1/conversations/messages/stream', async (c) => {
    const { caller, identity, text, threadId, attachments, idempotencyKey } = await prepare(c);
    // Failures that can be known up front are plain HTTP errors, before the stream starts.
    // A customer source that cannot answer is not an unknown customer: the turn itself hands the message to a person.
    const known = await threads.customer(identity.tenantId, identity.customerId).catch((error: unknown) => {
      if (isEchoPilotError(error) && error.code === 'UPSTREAM_UNAVAILABLE') return 'unreadable' as const;
      throw error;
    });
    if (!known) {
      throw new EchoPilotError('UNKNOWN_CUSTOMER', `tenant ${identity.tenantId} has no customer "${identity.customerId}"`, { field: 'customer_id' });
    }
    // Another customer's thread is refused with a status, not as an event inside a 200 stream.
    if (threadId !== undefined && !threadId.startsWith(`${identity.tenantId}:${identity.customerId}:`)) {
      throw forbidden(`thread ${threadId} does not belong to customer ${identity.customerId}`, 'thread_id');
    }
    const staff = isStaff(caller);
    return streamSSE(c, async (stream) => {
      let id = 0;
      let writes = Promise.resolve();
      const emit = (event: string, data: unknown) => {
        const eventId = String(id++);
        writes = writes.then(() => stream.writeSSE({ event, id: eventId, data: JSON.stringify(data) }));
      };
      try {
        for await (const event of deps.app.conversations.stream({ identity, text, ...(threadId ? { threadId } : {}), ...(attachments.length > 0 ? { attachments } : {}), now: ctx.now(), ...(idempotencyKey !== undefined ? { idempotencyKey } : {}) })) {
          if (event.type === 'turn') {
            recordTurn(identity.tenantId, event.turn);
            emit('turn', turnJson(event.turn));
            continue;
          }
          const { node, log } = event.progress;
          const last = log[log.length - 1];
          emit('node', { node, ...(last?.ms !== undefined ? { ms: Math.round(last.ms * 100) / 100 } : {}), ...(staff && last ? { summary: last.summary } : {}) });
        }
      } catch (error) {
        const { status, body } = errorResponse(error);
        if (status === 500) {
          deps.log?.(`stream failed: ${error instanceof Error ? error.message : String(error)}`);
          metrics.series.recordError(identity.tenantId, { route: '/v1/conversations/messages/stream', status, code: body.error.code, message: body.error.message }, new Date());
        }
        emit('error', { status, ...body });
      }
      await writes;
    });
  });

  app.get('/v1/me', (c) => {
    const caller = callerOf(c);
    return c.json({ name: caller.name, tenant: caller.tenantId, role: caller.role, customer_id: caller.customerId }, 200);
  });

  app.get('/v1/conversations', async (c) => {
    const caller = callerOf(c);
    const query = readQuery(c, listQuery);
    if (!isStaff(caller) && query.customer_id !== undefined && query.customer_id !== caller.customerId) {
      throw forbidden('a customer key lists only its own conversations', 'customer_id');
    }
    const customerId = isStaff(caller) ? query.customer_id : (caller.customerId ?? '');
    // Most recently updated first.
    const page = await threads.page(caller.tenantId, { ...(customerId ? { customerId } : {}), ...(query.status ? { status: query.status } : {}) }, pageRequest(query));
    return c.json({ items: page.items.map(conversationJson), next_cursor: nextCursor(page, (i) => [i.updatedAt, i.threadId]) }, 200);
  });

  app.get('/v1/conversations/:thread_id/messages', async (c) => {
    const caller = callerOf(c);
    const threadId = pathId(c, 'thread_id');
    await readableThread(store, { tenantId: caller.tenantId, customerId: isStaff(caller) ? null : (caller.customerId ?? '') }, threadId);
    const items = await store.listMessages(caller.tenantId, threadId);
    return c.json({ items: items.map(threadMessageJson) }, 200);
  });

  app.get('/v1/conversations/:thread_id/attachments', async (c) => {
    const caller = callerOf(c);
    const threadId = pathId(c, 'thread_id');
    await readableThread(store, { tenantId: caller.tenantId, customerId: isStaff(caller) ? null : (caller.customerId ?? '') }, threadId);
    const items = await store.listAttachments(caller.tenantId, threadId);
    return c.json({ items: items.map((a) => attachmentJson(a, isStaff(caller))) }, 200);
  });

  app.get('/v1/conversations/:thread_id/trace', async (c) => {
    const caller = requireRole(c, STAFF_ROLES);
    const threadId = pathId(c, 'thread_id');
    const conversation = await threads.get(caller.tenantId, threadId);
    if (!conversation) throw new EchoPilotError('NOT_FOUND', `no conversation ${threadId}`, { field: 'thread_id' });
    return c.json(buildTrace(await graphShape(deps.app.graph), threadId, await threads.audit(caller.tenantId, threadId)), 200);
  });

  app.get('/v1/conversations/:thread_id', async (c) => {
    const caller = callerOf(c);
    const threadId = pathId(c, 'thread_id');
    // Another customer's thread looks exactly like a missing one.
    const conversation = await readableThread(store, { tenantId: caller.tenantId, customerId: isStaff(caller) ? null : (caller.customerId ?? '') }, threadId);
    const threadTickets = (await tickets.list(caller.tenantId, { threadId })).map((t) => ticketJson(t, isStaff(caller)));
    const credits = (await threads.credits(caller.tenantId, threadId)).map(creditJson);
    if (!isStaff(caller)) return c.json({ conversation: conversationJson(conversation), tickets: threadTickets, credits }, 200);
    const [threadApprovals, threadIncidents, audit] = await Promise.all([
      approvals.list(caller.tenantId, { threadId }),
      incidents.list(caller.tenantId, { threadId }),
      threads.audit(caller.tenantId, threadId),
    ]);
    return c.json({
      conversation: conversationJson(conversation), tickets: threadTickets, credits, approvals: threadApprovals.map(approvalJson), incidents: threadIncidents.map(incidentJson), audit: audit.map(auditJson),
    }, 200);
  });
}
