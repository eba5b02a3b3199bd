// Tickets (customers see their own, staff the tenant's; staff change their status) and incident records (staff only).
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { EchoPilotError } from '../../../domain/errors.js';
import { TICKET_KINDS, TICKET_STATUSES } from '../../../domain/effects.js';
import { forbidden } from '../http-errors.js';
import { callerOf, isStaff, readJson, readQuery, requireRole, STAFF_ROLES, type HttpApp, type RouteContext } from '../http-context.js';
import { incidentJson, ticketJson } from '../presenters.js';
import { ticketStatusRequest } from '../schemas.js';

const ticketQuery = z.object({
  customer_id: z.string().min(1).optional(), thread_id: z.string().min(1).optional(), status: z.enum(TICKET_STATUSES).optional(), kind: z.enum(TICKET_KINDS).optional(),
}).strict();
const incidentQuery = z.object({ customer_id: z.string().min(1).optional(), thread_id: z.string().min(1).optional() }).strict();

export function registerRecordRoutes(app: HttpApp, ctx: RouteContext): void {
  const { tickets, incidents } = ctx.deps.app;

  app.get('/v1/tickets', async (c) => {
    const caller = callerOf(c);
    const query = readQuery(c, ticketQuery);
    if (!isStaff(caller) && query.customer_id !== undefined && query.customer_id !== caller.customerId) {
      throw forbidden('a customer key lists only its own tickets', 'customer_id');
    }
    const customerId = isStaff(caller) ? query.customer_id : (caller.customerId ?? '');
    const items = await tickets.list(caller.tenantId, {
      ...(customerId ? { customerId } : {}), ...(query.thread_id ? { threadId: query.thread_id } : {}), ...(query.status ? { status: query.status } : {}), ...(query.kind ? { kind: query.kind } : {}),
    });
    return c.json({ items: items.map(ticketJson) }, 200);
  });

  app.post('/v1/tickets/:id/status', async (c) => {
    const caller = requireRole(c, STAFF_ROLES);
    const id = c.req.param('id');
    const body = await readJson(c, ticketStatusRequest);
    const before = await store.getTicket(caller.tenantId, id);
    if (!before) throw new EchoPilotError('NOT_FOUND', `no ticket ${id}`, { field: 'id' });
    const ticket = before.status === body.status ? before : await store.updateTicket(caller.tenantId, id, { status: body.status });
    if (before.status !== body.status) {
      await store.appendAudit({
        id: `AUD-${id}-status-${randomUUID().slice(0, 8)}`, tenantId: caller.tenantId, threadId: ticket.threadId, actor: caller.name, actorRole: caller.role,
        event: 'ticket_status', details: { ticketId: id, from: before.status, to: body.status, note: body.note ?? '' }, at: ctx.now().toISOString(),
      });
    }
    return c.json(ticketJson(ticket), 200);
  });

  app.get('/v1/incidents', async (c) => {
    const caller = requireRole(c, STAFF_ROLES);
    const query = readQuery(c, incidentQuery);
    const items = await incidents.list(caller.tenantId, { ...(query.customer_id ? { customerId: query.customer_id } : {}), ...(query.thread_id ? { threadId: query.thread_id } : {}) });
    return c.json({ items: items.map(incidentJson) }, 200);
  });
}
