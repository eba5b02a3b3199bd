// `echopilot deadlines list|run`: the promises the product made (approval and clarification expiry, shadow credits,
// reversal deadlines) with their due times, and one scheduler pass over those that passed (`serve` and `worker` run it on a timer).
import type { Command } from 'commander';
import { openEchoPilot } from '../../../app/echopilot.js';
import { DeadlineScheduler } from '../../../app/deadline-scheduler.js';
import { isIsoDateTimeWithOffset } from '../../../domain/calendar.js';
import { DEADLINE_KINDS, DEADLINE_STATUSES, type Deadline, type DeadlineKind, type DeadlineStatus } from '../../../domain/deadlines.js';
import { EchoPilotError } from '../../../domain/errors.js';

function parseNow(text: string | undefined): Date {
  if (text === undefined) return new Date();
  if (!isIsoDateTimeWithOffset(text)) throw new EchoPilotError('INVALID_DATE', `--now: not an ISO date-time with an offset: ${text}`, { field: '--now', hint: 'e.g. 2026-11-25T09:00:00+05:30' });
  return new Date(text);
}

function oneOf<T extends string>(flag: string, value: string | undefined, allowed: readonly T[]): T | undefined {
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value)) throw new EchoPilotError('INVALID_INPUT', `${flag}: must be one of ${allowed.join(', ')}, got "${value}"`, { field: flag });
  return value as T;
}

const deadlineJson = (d: Deadline) => ({
  id: d.id, tenant_id: d.tenantId, customer_id: d.customerId, thread_id: d.threadId, kind: d.kind, status: d.status, promise: d.promise,
  subject_id: d.subjectId, due_at: d.dueAt, created_at: d.createdAt, closed_at: d.closedAt, note: d.note,
});

export function registerDeadlinesCommand(program: Command): Command {
  const deadlines = program.command('deadlines').description('promises with a due time (approval and clarification expiry, shadow credits, reversal deadlines) and the scheduler that escalates passed ones');
  deadlines
    .command('list')
    .description('deadlines by due time (default: the open ones); "overdue" marks an open one already past --now')
    .option('--tenant <id>', 'only this tenant (default: every tenant)')
    .option('--status <status>', `${DEADLINE_STATUSES.join(' | ')} (default: open)`)
    .option('--all', 'every status')
    .option('--kind <kind>', DEADLINE_KINDS.join(' | '))
    .option('--now <datetime>', 'the clock "overdue" is judged by, ISO date-time with offset (default: now)')
    .option('--json', 'print JSON')
    .action(async (options: { tenant?: string; status?: string; all?: boolean; kind?: string; now?: string; json?: boolean }) => {
      const status = oneOf<DeadlineStatus>('--status', options.status, DEADLINE_STATUSES) ?? (options.all ? undefined : 'open');
      const kind = oneOf<DeadlineKind>('--kind', options.kind, DEADLINE_KINDS);
      const now = parseNow(options.now).toISOString();
      const app = await openEchoPilot();
      try {
        if (options.tenant) app.tenants.get(options.tenant);
        const rows = await app.store.listDeadlines({ ...(options.tenant ? { tenantId: options.tenant } : {}), ...(status ? { status } : {}), ...(kind ? { kind } : {}) });
        if (options.json) {
          process.stdout.write(`${JSON.stringify(rows.map((d) => ({ ...deadlineJson(d), overdue: d.status === 'open' && d.dueAt <= now })), null, 2)}\n`);
          return;
        }
        if (rows.length === 0) process.stdout.write('no deadlines\n');
        for (const d of rows) {
          const late = d.status === 'open' && d.dueAt <= now ? ' OVERDUE' : '';
          process.stdout.write(`${d.id}  ${d.tenantId}  ${d.kind.padEnd(13)} ${d.status.padEnd(9)} due ${d.dueAt}${late}  thread ${d.threadId}\n    ${d.promise}${d.note ? `\n    → ${d.note}` : ''}\n`);
        }
      } finally {
        await app.close();
      }
    });
  deadlines
    .command('run')
    .description('one scheduler pass: every open deadline due at --now is handled once (overdue approval or credit → its tickets escalated and the inbox ranks it first; unanswered clarification → a person takes the case and the customer is told); running it again does nothing more')
    .option('--now <datetime>', 'the clock to judge by, ISO date-time with offset (default: now)')
    .option('--json', 'print JSON')
    .action(async (options: { now?: string; json?: boolean }) => {
      const now = parseNow(options.now);
      const app = await openEchoPilot();
      try {
        const done = await new DeadlineScheduler(app.store, app.tenants).runOnce(now);
        if (options.json) {
          process.stdout.write(`${JSON.stringify({ now: now.toISOString(), handled: done.map((d) => ({ ...deadlineJson(d.deadline), action: d.action, ticket_ids: d.ticketIds })) }, null, 2)}\n`);
          return;
        }
        for (const d of done) process.stdout.write(`${d.deadline.id}  ${d.deadline.tenantId}  ${d.deadline.kind} due ${d.deadline.dueAt}: ${d.action}\n`);
        process.stdout.write(`${done.length} deadline${done.length === 1 ? '' : 's'} passed and handled at ${now.toISOString()}\n`);
      } finally {
        await app.close();
      }
    });
  return deadlines;
}
