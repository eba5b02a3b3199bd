// Deadline scheduler: handles every open deadline whose due instant has passed, once — an overdue approval or an unkept
// credit promise escalates the thread's open tickets (high priority, a staff note, first in the reviewer inbox); an
// unanswered clarification hands the case to a person and tells the customer. Run it on a timer or on demand.
import type { Deadline } from '../domain/deadlines.js';
import { EchoPilotError } from '../domain/errors.js';
import { shortIdOf } from '../domain/ids.js';
import { notificationFor } from '../domain/notifications.js';
import type { Store } from '../domain/store.port.js';
import type { TenantRegistry } from '../policy/tenant-context.js';
import { customerTicketText, ticketSubject } from '../graph/decision-records.js';
import { recordTurnMessages } from './thread-messages.js';

export interface DeadlineAction {
  deadline: Deadline;
  /** What the scheduler did, as recorded in the deadline's note. */
  action: string;
  ticketIds: string[];
}

export interface DeadlineRunOptions {
  /** Deadlines handled per run (the rest wait for the next one). */
  batch?: number;
}

const KIND_WORDS: Record<Deadline['kind'], string> = {
  approval: 'approval overdue', clarification: 'clarification unanswered', shadow_credit: 'shadow credit overdue', reversal: 'reversal overdue',
};

export class DeadlineScheduler {
  constructor(private readonly store: Store, private readonly tenants: TenantRegistry, private readonly options: DeadlineRunOptions = {}) {}

  /** Handles every open deadline due at `now`; a deadline already handled (here or by another process) is skipped. */
  async runOnce(now: Date = new Date()): Promise<DeadlineAction[]> {
    const due = await this.store.listDeadlines({ dueBy: now.toISOString(), limit: this.options.batch ?? 200 });
    const done: DeadlineAction[] = [];
    for (const deadline of due) {
      try {
        const action = await this.store.transaction((tx) => this.handle(tx, deadline, now));
        if (action) done.push(action);
      } catch (error) {
        if (!(error instanceof AlreadyHandled)) throw error;
      }
    }
    return done;
  }

  private async handle(tx: Store, deadline: Deadline, now: Date): Promise<DeadlineAction | null> {
    const at = now.toISOString();
    const { tenantId, threadId } = deadline;
    const conversation = await tx.getConversation(tenantId, threadId);
    if (deadline.kind === 'clarification' && conversation?.status !== 'waiting_customer') {
      // The thread moved on without a run closing it (e.g. another process): nothing is owed any more.
      await tx.closeDeadline(tenantId, deadline.id, { status: 'cancelled', at, note: 'the thread is no longer waiting for the customer' });
      return null;
    }
    const result = deadline.kind === 'clarification' ? await this.handOver(tx, deadline, at) : await this.escalate(tx, deadline, at);
    // Closing is the once-only step: a second run (or a second process) finds the deadline closed and rolls back.
    if (!(await tx.closeDeadline(tenantId, deadline.id, { status: 'passed', at, note: result.action }))) throw new AlreadyHandled();
    await tx.appendAudit({
      id: `AUD-${shortIdOf(`${threadId}:deadline:${deadline.id}`)}`, tenantId, threadId, actor: 'echopilot', actorRole: 'system', event: 'deadline.passed',
      details: { deadlineId: deadline.id, kind: deadline.kind, dueAt: deadline.dueAt, promise: deadline.promise, action: result.action, ticketIds: result.ticketIds }, at,
    });
    await tx.putNotification(notificationFor({
      tenantId, threadId, event: 'deadline.passed', key: deadline.id, at,
      data: { customer_id: deadline.customerId, deadline_id: deadline.id, kind: deadline.kind, due_at: deadline.dueAt, promise: deadline.promise, action: result.action, ticket_ids: result.ticketIds },
    }));
    return { deadline: { ...deadline, status: 'passed', closedAt: at, note: result.action }, ...result };
  }

  /** An overdue approval or credit: the thread's open tickets go to high priority with a staff note. */
  private async escalate(tx: Store, deadline: Deadline, at: string): Promise<Omit<DeadlineAction, 'deadline'>> {
    const open = (await tx.listTickets(deadline.tenantId, { threadId: deadline.threadId })).filter((t) => t.status === 'pending_approval' || t.status === 'open');
    for (const ticket of open) {
      await tx.updateTicket(deadline.tenantId, ticket.id, {
        priority: 'high', body: `${ticket.body}\n- (deadline) ${KIND_WORDS[deadline.kind]}: ${deadline.promise}; it was due ${deadline.dueAt}. Escalated ${at}.`,
      });
    }
    const ids = open.map((t) => t.id);
    return { action: ids.length > 0 ? `escalated: ${ids.join(', ')} set to high priority` : 'escalated: the thread has no open ticket', ticketIds: ids };
  }

  /** An unanswered clarification: a fallback ticket for a person, the thread reopened, and the customer told. */
  private async handOver(tx: Store, deadline: Deadline, at: string): Promise<Omit<DeadlineAction, 'deadline'>> {
    const { tenantId, threadId, customerId } = deadline;
    const conversation = await tx.getConversation(tenantId, threadId);
    const declaration = conversation?.claimType ? this.claimDeclaration(tenantId, conversation.claimType) : undefined;
    const what = declaration?.label ?? 'Your request';
    const inThread = await tx.listTickets(tenantId, { threadId });
    const ref = threadId.split(':').at(-1) ?? threadId;
    const key = `${threadId}:ticket:fallback:deadline:${deadline.id}`;
    const put = await tx.putTicket({
      id: inThread.length === 0 ? ref : `${ref}-${inThread.length + 1}`, tenantId, customerId, threadId, kind: 'fallback', status: 'open', priority: 'medium',
      subject: ticketSubject('fallback', 'open', what, 0), amount: 0, claimType: conversation?.claimType ?? null, idempotencyKey: key, createdAt: at, updatedAt: at,
      body: `The customer did not answer the clarification question by ${deadline.dueAt}: a person takes the case.\n- (deadline) ${deadline.promise}`,
      customerText: customerTicketText({ kind: 'fallback', status: 'open', what, amount: 0, reasons: [] }),
    });
    const ticket = put.row;
    if (conversation) await tx.putConversation({ ...conversation, status: 'open', lastOutcome: 'escalated', updatedAt: at });
    await tx.putNotification(notificationFor({
      tenantId, threadId, event: 'ticket.status_changed', key: `${ticket.id}:${ticket.status}`, at,
      data: { customer_id: customerId, ticket_id: ticket.id, status: ticket.status, subject: ticket.subject, customer_text: ticket.customerText, amount: 0, amount_paise: 0 },
    }));
    const reply = `We did not hear back from you about ${declaration ? `your ${declaration.noun}` : 'your request'}, so a colleague will look at your case and contact you. Your reference is ${ticket.id}.`;
    await recordTurnMessages(tx, { tenantId, customerId, threadId, said: null, reply, at });
    return { action: `handed to a person: ticket ${ticket.id}; the customer was told`, ticketIds: [ticket.id] };
  }

  private claimDeclaration(tenantId: string, claimType: string) {
    try {
      return this.tenants.get(tenantId).pack.claimTypes.find((d) => d.id === claimType);
    } catch {
      return undefined; // A tenant no longer configured: the generic wording serves.
    }
  }
}

/** Thrown inside a handling transaction when another run closed the deadline first: everything it wrote rolls back. */
class AlreadyHandled extends Error {}

/** Runs `scheduler.runOnce` every `intervalMs` (one run at a time) on `clock` until the returned stop function is called. */
export function startDeadlineScheduler(scheduler: DeadlineScheduler, intervalMs: number, log: (line: string) => void, clock: () => Date = () => new Date()): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = running.then(async () => {
      try {
        const done = await scheduler.runOnce(clock());
        for (const d of done) log(`deadlines: ${d.deadline.tenantId} ${d.deadline.id} ${d.deadline.kind} due ${d.deadline.dueAt}: ${d.action}`);
      } catch (error) {
        log(`deadlines: run failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

/** ECHOPILOT_DEADLINES_INTERVAL_MS: how often `serve` and `worker` look for passed deadlines (default 60000, at least 100). */
export function deadlineIntervalMs(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.ECHOPILOT_DEADLINES_INTERVAL_MS ?? '60000';
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < 100) {
    throw new EchoPilotError('CONFIG_INVALID', `ECHOPILOT_DEADLINES_INTERVAL_MS: a whole number of milliseconds, at least 100 (got ${raw})`, { field: 'ECHOPILOT_DEADLINES_INTERVAL_MS' });
  }
  return value;
}
