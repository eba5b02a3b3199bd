// Turn deadlines: at the end of every run, the promises it made are stored with their due instant (an approval's and a
// clarification's expiry, the shadow credit a fraud reply promises, a failed debit's reversal deadline) and those the
// run kept are closed (the customer answered, the reviewers decided, the money was credited), in the turn's transaction.
import { formatDateLong, type CalendarDate } from '../domain/calendar.js';
import {
  DEFAULT_DEADLINE_TERMS, approvalDueAt, clarificationDueAt, endOfLocalDay, workingDaysDueAt, type Deadline, type DeadlineKind,
} from '../domain/deadlines.js';
import { shortIdOf } from '../domain/ids.js';
import { formatInr, type Paise } from '../domain/money.js';
import type { Store } from '../domain/store.port.js';
import type { ClaimType, Outcome } from '../domain/vocabulary.js';
import type { TenantContext } from '../policy/tenant-context.js';

export interface TurnDeadlineInput {
  tenant: TenantContext;
  customerId: string;
  threadId: string;
  /** The run's request instant. */
  now: Date;
  /** The day the claim was reported (promises "within n working days of your report" count from it). */
  reportedOn: CalendarDate;
  waitingFor: 'customer' | 'review' | null;
  outcome: Outcome;
  claimType: ClaimType | null;
  /** The record the claim is about. */
  subjectId: string | null;
  /** The rule's reversal deadline, when it has not passed. */
  reversalDueOn: CalendarDate | null;
  approvalId: string | null;
  amount: Paise;
}

const deadlineId = (threadId: string, kind: DeadlineKind, key: string): string => `DL-${shortIdOf(`${threadId}:deadline:${kind}:${key}`)}`;

/** The deadlines this run makes: what it promised and by when. */
function promisesOf(input: TurnDeadlineInput): Deadline[] {
  const { tenant, threadId, now } = input;
  const terms = tenant.config.deadlines ?? DEFAULT_DEADLINE_TERMS;
  const calendar = { timeZone: tenant.config.timeZone, holidays: tenant.config.holidays };
  const at = now.toISOString();
  const declaration = input.claimType ? tenant.pack.claimTypes.find((d) => d.id === input.claimType) : undefined;
  const what = declaration?.label ?? 'the request';
  const base = { tenantId: tenant.config.id, customerId: input.customerId, threadId, status: 'open' as const, createdAt: at, closedAt: null, note: null };
  const out: Deadline[] = [];
  if (input.waitingFor === 'customer') {
    out.push({
      ...base, id: deadlineId(threadId, 'clarification', at), kind: 'clarification', subjectId: null, dueAt: clarificationDueAt(now, terms),
      promise: `The customer answers the question about ${what.toLowerCase()} within ${terms.clarificationHours} hours, or a person takes the case`,
    });
  }
  if (input.waitingFor === 'review' && input.approvalId !== null) {
    out.push({
      ...base, id: deadlineId(threadId, 'approval', input.approvalId), kind: 'approval', subjectId: input.approvalId, dueAt: approvalDueAt(now, terms, calendar),
      promise: `A reviewer decides ${input.approvalId} (${what}, ${formatInr(input.amount)}) within ${terms.approvalWorkingDays} working days`,
    });
    const promised = declaration?.promises?.[input.outcome];
    if (promised && input.subjectId !== null) {
      out.push({
        ...base, id: deadlineId(threadId, promised.kind, input.subjectId), kind: promised.kind, subjectId: input.subjectId,
        dueAt: workingDaysDueAt(input.reportedOn, promised.workingDaysAfterReport, calendar),
        promise: `Shadow credit of the disputed ${input.subjectId} within ${promised.workingDaysAfterReport} working days of the report on ${formatDateLong(input.reportedOn)}`,
      });
    }
    if (input.reversalDueOn !== null && input.subjectId !== null) {
      out.push({
        ...base, id: deadlineId(threadId, 'reversal', input.subjectId), kind: 'reversal', subjectId: input.subjectId,
        dueAt: endOfLocalDay(input.reversalDueOn, calendar.timeZone),
        promise: `${input.subjectId} is reversed by ${formatDateLong(input.reversalDueOn)} (turnaround time); compensation is due for every day after it`,
      });
    }
  }
  return out;
}

/** Stores the run's new promises and closes the open ones it kept. Call it in the transaction that closes the turn. */
export async function recordTurnDeadlines(tx: Store, input: TurnDeadlineInput): Promise<void> {
  const tenantId = input.tenant.config.id;
  const at = input.now.toISOString();
  const made = promisesOf(input);
  const madeIds = new Set(made.map((d) => d.id));
  for (const open of await tx.listDeadlines({ tenantId, threadId: input.threadId, status: 'open' })) {
    if (madeIds.has(open.id)) continue;
    const close = await keptOrMoot(tx, open, input);
    if (close) await tx.closeDeadline(tenantId, open.id, { ...close, at });
  }
  for (const deadline of made) await tx.putDeadline(deadline);
}

/** Whether this run kept an open promise (met), made it moot (cancelled), or neither (null: it stays open). */
async function keptOrMoot(tx: Store, deadline: Deadline, input: TurnDeadlineInput): Promise<{ status: 'met' | 'cancelled'; note: string } | null> {
  const tenantId = input.tenant.config.id;
  switch (deadline.kind) {
    case 'clarification':
      // Any run after the question is the customer's answer (a new question opens its own deadline).
      return { status: 'met', note: 'the customer answered' };
    case 'approval': {
      const approval = deadline.subjectId ? await tx.getApproval(tenantId, deadline.subjectId) : null;
      if (!approval || approval.status === 'pending') return null;
      return { status: 'met', note: `the reviewers decided: ${approval.status === 'rejected' ? 'rejected' : 'approved'}` };
    }
    case 'shadow_credit':
    case 'reversal': {
      const credits = (await tx.listLedger(tenantId, { threadId: deadline.threadId, relatesTo: deadline.subjectId ?? '' }))
        .filter((e) => e.createdAt >= deadline.createdAt);
      if (credits.length > 0) return { status: 'met', note: `credited ${formatInr(credits.reduce((sum, e) => sum + e.amount, 0))} (${credits.map((e) => e.id).join(', ')})` };
      if (input.outcome === 'rejected') return { status: 'cancelled', note: 'a reviewer did not approve the claim' };
      return null;
    }
  }
}
