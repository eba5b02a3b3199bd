// Queue mode (REDIS_URL): a message is queued for the workers and answered 202 with its job (or, with ?wait=true,
// with the turn once a worker finished it, up to a limit); the job's status; dead letters for admins.
import { z } from 'zod';
import type { TurnResult } from '../../../app/conversation-service.js';
import { EchoPilotError } from '../../../domain/errors.js';
import type { TurnJob, TurnJobStatus, TurnQueue } from '../../../domain/turn-queue.port.js';
import { HttpError } from '../http-errors.js';
import { callerOf, isStaff, readQuery, requireRole, type HttpApp, type HttpContext, type RouteContext } from '../http-context.js';
import { turnJson } from '../presenters.js';
import { deadLettersSchema, turnJobSchema, waitQuery } from '../queue-schemas.js';
import { pathId } from '../id-fields.js';

/** `?wait=true` waits at most this long for the turn before answering 202. */
export const DEFAULT_QUEUE_WAIT_MS = 25_000;

const jobJson = (s: TurnJobStatus<TurnResult>): z.infer<typeof turnJobSchema> => ({
  job_id: s.jobId,
  state: s.state,
  thread_id: s.threadId,
  customer_id: s.customerId,
  attempts: s.attempts,
  enqueued_at: s.enqueuedAt,
  finished_at: s.finishedAt,
  turn: s.result ? turnJson(s.result) : null,
  error: s.error,
  status_url: `/v1/conversations/jobs/${encodeURIComponent(s.jobId)}`,
});

function queueOf(ctx: RouteContext): TurnQueue<TurnResult> {
  const queue = ctx.deps.turns;
  if (!queue) {
    throw new EchoPilotError('NOT_FOUND', 'this server runs turns inline, so there are no queued jobs', { hint: 'set REDIS_URL and run `echopilot worker` to use queue mode' });
  }
  return queue;
}

/** Queues a message (the caller checked the body and the identity) and answers 202, or the turn with ?wait=true. */
export async function answerQueued(c: HttpContext, ctx: RouteContext, job: TurnJob): Promise<Response> {
  const queue = queueOf(ctx);
  const { wait } = readQuery(c, waitQuery);
  const queued = await queue.enqueue(job);
  if (wait !== 'true') return c.json(jobJson(queued), 202);
  const status = (await queue.waitFor(job.identity.tenantId, queued.jobId, ctx.deps.queueWaitMs ?? DEFAULT_QUEUE_WAIT_MS)) ?? queued;
  if (status.state === 'completed' && status.result) {
    ctx.metrics.recordTurn(status.tenantId, status.result.outcome, status.result.latencyMs);
    c.header('X-Job-Id', status.jobId);
    return c.json(turnJson(status.result), 200);
  }
  if (status.state === 'rejected' && status.error) {
    throw new EchoPilotError(status.error.code, status.error.message, status.error.field !== undefined ? { field: status.error.field } : {});
  }
  if (status.state === 'dead') {
    throw new EchoPilotError('INTERNAL', `the turn failed after ${status.attempts} attempts (job ${status.jobId})`, { hint: 'an admin can see it in GET /v1/admin/dead-letters' });
  }
  return c.json(jobJson(status), 202);
}

export function registerQueueRoutes(app: HttpApp, ctx: RouteContext): void {
  app.get('/v1/conversations/jobs/:id', async (c) => {
    const caller = callerOf(c);
    const status = await queueOf(ctx).status(caller.tenantId, pathId(c, 'id'));
    // A customer sees only its own jobs; another customer's job looks like no job at all.
    if (!status || (!isStaff(caller) && status.customerId !== caller.customerId)) {
      throw new HttpError(404, 'NOT_FOUND', `no job ${pathId(c, 'id')}`, { field: 'id' });
    }
    return c.json(jobJson(status), 200);
  });

  app.get('/v1/admin/dead-letters', async (c) => {
    const caller = requireRole(c, ['admin']);
    const { limit } = readQuery(c, z.object({ limit: z.string().regex(/^\d+$/, 'must be a whole number').optional() }).strict());
    const n = Math.min(500, Math.max(1, Number(limit ?? 100)));
    const dead = await queueOf(ctx).deadLetters({ tenantId: caller.tenantId, limit: n });
    return c.json({ dead_letters: dead.map(jobJson) } satisfies z.infer<typeof deadLettersSchema>, 200);
  });
}
