// Tickets (customers see their own, staff the tenant's; staff change their status) and incident records (staff only).
import { z } from 'zod';
import { EchoPilotError } from '../../../domain/errors.js';
import { TICKET_KINDS, TICKET_STATUSES } from '../../../domain/effects.js';
import { forbidden } from '../http-errors.js';
import { callerOf, isStaff, readJson, readQuery, requireRole, STAFF_ROLES, type HttpApp, type RouteContext } from '../http-context.js';
import { incidentJson, ticketJson } from '../presenters.js';
import { nextCursor, pageQuery, pageRequest } from '../pagination.js';
import { ticketStatusRequest } from '../schemas.js';
import { customerIdField, pathId, threadIdField } from '../id-fields.js';

const ticketQuery = z.object({
  customer_id: customerIdField.optional(), thread_id: threadIdField.optional(), status: z.enum(TICKET_STATUSES).optional(), kind: z.enum(TICKET_KINDS).optional(), ...pageQuery,
}).strict();
const incidentQuery = z.object({ customer_id: customerIdField.optional(), thread_id: threadIdField.optional(), ...pageQuery }).strict();

export function registerRecordRoutes(app: HttpApp, ctx: RouteContext): void {
  const { tickets, incidents } = ctx.deps.app;

  app.get('/v1/tickets', async (c) => {
    const caller = callerOf(c);
    const query = readQuery(c, ticketQuery);
    if (!isStaff(caller) && query.customer_id !== undefined && query.customer_id !== caller.customerId) {
      throw forbidden('a customer key lists only its own tickets', 'customer_id');
    }
    const customerId = isStaff(caller) ? query.customer_id : (caller.customerId ?? '');
    const page = await tickets.page(caller.tenantId, {
      ...(customerId ? { customerId } : {}), ...(query.thread_id ? { threadId: query.thread_id } : {}), ...(query.status ? { status: query.status } : {}), ...(query.kind ? { kind: query.kind } : {}),
    }, pageRequest(query));
    return c.json({ items: page.items.map((t) => ticketJson(t, isStaff(caller))), next_cursor: nextCursor(page, (i) => [i.createdAt, i.id]) }, 200);
  });

  app.post('/v1/tickets/:id/status', async (c) => {
    const caller = requireRole(c, STAFF_ROLES);
    const id = pathId(c, 'id');
    const body = await readJson(c, ticketStatusRequest);
    const ticket = await tickets.changeStatus(caller.tenantId, id, body.status, { actor: caller.name, role: caller.role, note: body.note ?? '', at: ctx.now() });
    if (!ticket) throw new EchoPilotError('NOT_FOUND', `no ticket ${id}`, { field: 'id' });
    return c.json(ticketJson(ticket, true), 200);
  });

  app.get('/v1/incidents', async (c) => {
    const caller = requireRole(c, STAFF_ROLES);
    const query = readQuery(c, incidentQuery);
    const page = await incidents.page(caller.tenantId, { ...(query.customer_id ? { customerId: query.customer_id } : {}), ...(query.thread_id ? { threadId: query.thread_id } : {}) }, pageRequest(query));
    return c.json({ items: page.items.map(incidentJson), next_cursor: nextCursor(page, (i) => [i.createdAt, i.id]) }, 200);
  });
}
