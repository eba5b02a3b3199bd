// Deadlines as data: every promise the product makes (an approval's or a clarification's expiry, a shadow credit's
// due date, a failed debit's reversal deadline) is a row with its due instant, closed when it is met, handled once when it passes.
import { addDays, addWorkingDays, localDate, zonedFormatter, type CalendarDate } from './calendar.js';
import { EchoPilotError } from './errors.js';

export const DEADLINE_KINDS = ['approval', 'clarification', 'shadow_credit', 'reversal'] as const;
export type DeadlineKind = (typeof DEADLINE_KINDS)[number];

/** `open` until it is `met` (the thing happened), `passed` (the scheduler escalated it) or `cancelled` (moot). */
export const DEADLINE_STATUSES = ['open', 'met', 'passed', 'cancelled'] as const;
export type DeadlineStatus = (typeof DEADLINE_STATUSES)[number];

export interface Deadline {
  id: string;
  tenantId: string;
  customerId: string;
  threadId: string;
  kind: DeadlineKind;
  status: DeadlineStatus;
  /** What was promised, in one sentence staff can read (no internal reasoning). */
  promise: string;
  /** The record it is about: the approval id, the disputed debit; null for a clarification. */
  subjectId: string | null;
  /** ISO instant at which the promise is broken if nothing happened. */
  dueAt: string;
  createdAt: string;
  /** When it was met, handled after passing, or cancelled. */
  closedAt: string | null;
  /** How it closed: what happened, or what the scheduler did. */
  note: string | null;
}

/** How a deadline closes; the store writes it only over an `open` row (so it happens once). */
export interface DeadlineClose {
  status: Exclude<DeadlineStatus, 'open'>;
  at: string;
  note: string;
}

/** A tenant's own limits (tenant.yaml `deadlines:`); the shadow credit and reversal terms come from the policy pack. */
export interface DeadlineTerms {
  /** Working days a reviewer has to decide an approval (the day it was raised not counted). */
  approvalWorkingDays: number;
  /** Hours a customer has to answer a clarification question before a person takes the case. */
  clarificationHours: number;
}

export const DEFAULT_DEADLINE_TERMS: DeadlineTerms = { approvalWorkingDays: 2, clarificationHours: 72 };

/** Minutes east of UTC of `timeZone` at `instant` (e.g. 330 for Asia/Kolkata). */
function offsetMinutes(instant: Date, timeZone: string): number {
  const parts = zonedFormatter(timeZone, 'clock').formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? '0');
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The instant a calendar day ends in a time zone (the next day's local midnight), e.g. 2026-12-07 in Kolkata → 2026-12-07T18:30:00.000Z. */
export function endOfLocalDay(date: CalendarDate, timeZone: string): string {
  const nextMidnightUtc = new Date(`${addDays(date, 1)}T00:00:00Z`);
  const guess = new Date(nextMidnightUtc.getTime() - offsetMinutes(nextMidnightUtc, timeZone) * 60_000);
  // Around a DST change the offset at the guess may differ: one correction settles it.
  return new Date(nextMidnightUtc.getTime() - offsetMinutes(guess, timeZone) * 60_000).toISOString();
}

export interface DeadlineCalendar {
  timeZone: string;
  holidays: readonly CalendarDate[];
}

/** An approval raised at `raisedAt` is due at the end of the `approvalWorkingDays`-th working day after that day. */
export function approvalDueAt(raisedAt: Date, terms: DeadlineTerms, calendar: DeadlineCalendar): string {
  const day = addWorkingDays(localDate(raisedAt, calendar.timeZone), terms.approvalWorkingDays, calendar.holidays);
  return endOfLocalDay(day, calendar.timeZone);
}

/** A clarification asked at `askedAt` expires `clarificationHours` later. */
export function clarificationDueAt(askedAt: Date, terms: DeadlineTerms): string {
  return new Date(askedAt.getTime() + terms.clarificationHours * 3_600_000).toISOString();
}

/** A promise "within n working days of your report" is due at the end of the n-th working day after the report date. */
export function workingDaysDueAt(reportedOn: CalendarDate, workingDays: number, calendar: DeadlineCalendar): string {
  return endOfLocalDay(addWorkingDays(reportedOn, workingDays, calendar.holidays), calendar.timeZone);
}

/** Reads the tenant file's `deadlines:` block (already shape-checked) into terms, defaults filled in. */
export function deadlineTerms(raw: { approval_working_days?: number; clarification_hours?: number } | undefined): DeadlineTerms {
  const terms = {
    approvalWorkingDays: raw?.approval_working_days ?? DEFAULT_DEADLINE_TERMS.approvalWorkingDays,
    clarificationHours: raw?.clarification_hours ?? DEFAULT_DEADLINE_TERMS.clarificationHours,
  };
  if (!Number.isInteger(terms.approvalWorkingDays) || terms.approvalWorkingDays < 1) {
    throw new EchoPilotError('CONFIG_INVALID', `deadlines.approval_working_days must be a whole number of at least 1, got ${terms.approvalWorkingDays}`, { field: 'deadlines.approval_working_days' });
  }
  if (!Number.isInteger(terms.clarificationHours) || terms.clarificationHours < 1) {
    throw new EchoPilotError('CONFIG_INVALID', `deadlines.clarification_hours must be a whole number of at least 1, got ${terms.clarificationHours}`, { field: 'deadlines.clarification_hours' });
  }
  return terms;
}
