// Approvals: the reviewer inbox, decisions (approve / reject / edit) and the resume of an interrupted payment, by reviewer or admin keys; the key's name is the reviewer.
import { z } from 'zod';
import { APPROVAL_STATUSES } from '../../../domain/effects.js';
import { fromRupees } from '../../../domain/money.js';
import { EchoPilotError, isEchoPilotError } from '../../../domain/errors.js';
import { approvalUrgency, buildApprovalCase, overduePromises } from '../approval-case.js';
import { HttpError } from '../http-errors.js';
import { countFallbacks } from '../ops-series.js';
import { readJson, readQuery, requireRole, REVIEWER_ROLES, STAFF_ROLES, type HttpApp, type RouteContext } from '../http-context.js';
import { approvalJson, turnJson } from '../presenters.js';
import { decisionRequest } from '../schemas.js';
import { pageQuery, paginate } from '../pagination.js';
import { pathId, threadIdField } from '../id-fields.js';

const listQuery = z.object({ status: z.enum(APPROVAL_STATUSES).optional(), thread_id: threadIdField.optional(), sort: z.enum(['urgency']).optional(), ...pageQuery }).strict();

/** The service names the edit amount `amount`; over HTTP the field is `amount_rupees`. */
async function renameAmountField<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isEchoPilotError(error) && error.field === 'amount') {
      throw new EchoPilotError(error.code, error.message.replace(/^amount:/, 'amount_rupees:'), { field: 'amount_rupees', cause: error });
    }
    throw error;
  }
}
const URGENCY_RANK: Record<string, number> = { high: 0, medium: 1, low: 2 };

export function registerApprovalRoutes(app: HttpApp, ctx: RouteContext): void {
  const { deps, metrics } = ctx;

  app.get('/v1/approvals', async (c) => {
    const caller = requireRole(c, STAFF_ROLES);
    const query = readQuery(c, listQuery);
    const items = await deps.app.approvals.list(caller.tenantId, { ...(query.status ? { status: query.status } : {}), ...(query.thread_id ? { threadId: query.thread_id } : {}) });
    if (query.sort !== 'urgency') {
      const page = paginate(items, (i) => [i.createdAt, i.id], query);
      return c.json({ items: page.items.map(approvalJson), next_cursor: page.next_cursor }, 200);
    }
    // The inbox order: most urgent first, then the oldest.
    const ranked = await Promise.all(items.map(async (a) => ({ ...approvalJson(a), urgency: await approvalUrgency(deps.app.store, a), overdue: await overduePromises(deps.app.store, a) })));
    ranked.sort((a, b) => (URGENCY_RANK[a.urgency] ?? 1) - (URGENCY_RANK[b.urgency] ?? 1) || a.created_at.localeCompare(b.created_at));
    return c.json({ items: ranked, next_cursor: null }, 200);
  });

  app.get('/v1/approvals/:id', async (c) => {
    const caller = requireRole(c, STAFF_ROLES);
    const id = pathId(c, 'id');
    const approval = await deps.app.store.getApproval(caller.tenantId, id);
    if (!approval) throw new EchoPilotError('NOT_FOUND', `no approval ${id}`, { field: 'id' });
    return c.json({ approval: approvalJson(approval), case: await buildApprovalCase(deps.app, approval) }, 200);
  });

  app.post('/v1/approvals/:id/decision', async (c) => {
    const caller = requireRole(c, REVIEWER_ROLES);
    const body = await readJson(c, decisionRequest);
    if (body.decision !== 'edit' && body.amount_rupees !== undefined) {
      throw new HttpError(400, 'INVALID_INPUT', `amount_rupees: only an edit carries an amount (decision is ${body.decision})`, { field: 'amount_rupees' });
    }
    if (body.decision === 'edit' && body.amount_rupees === undefined) {
      throw new HttpError(400, 'INVALID_INPUT', 'amount_rupees: an edit needs the amount to approve instead', { field: 'amount_rupees' });
    }
    const { approval, turn } = await renameAmountField(() => deps.app.approvals.decide({
      tenantId: caller.tenantId,
      approvalId: pathId(c, 'id'),
      reviewer: { id: caller.name, role: caller.role },
      decision: body.decision,
      ...(body.amount_rupees !== undefined ? { amount: fromRupees(body.amount_rupees, 'amount_rupees') } : {}),
      ...(body.note !== undefined ? { note: body.note } : {}),
      now: ctx.now(),
    }));
    if (turn) metrics.recordTurn(caller.tenantId, turn.outcome, turn.latencyMs, countFallbacks(turn.nodeLog));
    return c.json({ approval: approvalJson(approval), turn: turn ? turnJson(turn) : null }, 200);
  });

  // An approved claim whose payment was interrupted (the process died in between) is finished without a new decision.
  app.post('/v1/approvals/:id/resume', async (c) => {
    const caller = requireRole(c, REVIEWER_ROLES);
    const { approval, turn } = await deps.app.approvals.resumeInterrupted({ tenantId: caller.tenantId, approvalId: pathId(c, 'id'), operator: { id: caller.name, role: caller.role }, now: ctx.now() });
    if (turn) metrics.recordTurn(caller.tenantId, turn.outcome, turn.latencyMs, countFallbacks(turn.nodeLog));
    return c.json({ approval: approvalJson(approval), turn: turn ? turnJson(turn) : null }, 200);
  });
}
