// Calendar dates ("YYYY-MM-DD") in a tenant's time zone: whole-day differences and working-day counts.
import { EchoPilotError } from './errors.js';

/** A calendar date written "YYYY-MM-DD", with no time and no zone. */
export type CalendarDate = string;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return date.toISOString().slice(0, 10) === value;
}

/** An ISO date-time with an explicit offset (or Z) whose date is a real calendar date, e.g. 2026-03-04T10:15:00+05:30. */
export function isIsoDateTimeWithOffset(value: string): boolean {
  const match = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/.exec(value);
  return match !== null && isCalendarDate(match[1] ?? '') && !Number.isNaN(Date.parse(value));
}

export function assertCalendarDate(value: string, field = 'date'): CalendarDate {
  if (!isCalendarDate(value)) {
    throw new EchoPilotError('INVALID_DATE', `${field} must be a calendar date YYYY-MM-DD, got "${value}"`, { field });
  }
  return value;
}

function toUtcMs(date: CalendarDate): number {
  assertCalendarDate(date);
  return Date.parse(`${date}T00:00:00Z`);
}

function fromUtcMs(ms: number): CalendarDate {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Whole calendar days from a to b (negative when b is before a). */
export function days(a: CalendarDate, b: CalendarDate): number {
  return Math.round((toUtcMs(b) - toUtcMs(a)) / MS_PER_DAY);
}

export function addDays(date: CalendarDate, n: number): CalendarDate {
  return fromUtcMs(toUtcMs(date) + n * MS_PER_DAY);
}

export function addMonths(date: CalendarDate, n: number): CalendarDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + n, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return fromUtcMs(target.getTime());
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(date: CalendarDate): number {
  return new Date(toUtcMs(date)).getUTCDay();
}

export function isWorkingDay(date: CalendarDate, holidays: ReadonlySet<CalendarDate> | readonly CalendarDate[]): boolean {
  const day = weekday(date);
  if (day === 0 || day === 6) return false;
  const set = holidays instanceof Set ? holidays : new Set(holidays as readonly CalendarDate[]);
  return !set.has(date);
}

/** Working days after `from` up to and including `to`: a Monday debit reported on Wednesday is 2. */
export function workingDaysAfter(from: CalendarDate, to: CalendarDate, holidays: readonly CalendarDate[]): number {
  const set = new Set(holidays);
  let count = 0;
  for (let d = addDays(from, 1); d <= to; d = addDays(d, 1)) {
    if (isWorkingDay(d, set)) count += 1;
  }
  return count;
}

/** The date `n` working days after `from`. */
export function addWorkingDays(from: CalendarDate, n: number, holidays: readonly CalendarDate[]): CalendarDate {
  const set = new Set(holidays);
  let d = from;
  let left = n;
  while (left > 0) {
    d = addDays(d, 1);
    if (isWorkingDay(d, set)) left -= 1;
  }
  return d;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const FORMATS = {
  date: ['en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }],
  clock: ['en-US', { hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' }],
} as const satisfies Record<string, readonly [string, Intl.DateTimeFormatOptions]>;

/** Building an Intl formatter costs far more than using one: one per time zone and kind (a date, or a date and time). */
export function zonedFormatter(timeZone: string, kind: keyof typeof FORMATS = 'date'): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const [locale, options] = FORMATS[kind];
    formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** localDate's answers by zone and instant: a turn asks the date of the same records' instants many times. */
const localDates = new Map<string, CalendarDate>();
const LOCAL_DATES_KEPT = 20_000;

/** The calendar date of an instant in a time zone, e.g. localDate("2026-03-04T23:30:00Z", "Asia/Kolkata") = "2026-03-05". */
export function localDate(instant: string | Date, timeZone: string): CalendarDate {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  const ms = date.getTime();
  if (Number.isNaN(ms)) {
    throw new EchoPilotError('INVALID_DATE', `not a date-time: "${String(instant)}"`);
  }
  const key = `${timeZone} ${ms}`;
  const known = localDates.get(key);
  if (known !== undefined) return known;
  const parts = zonedFormatter(timeZone).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const found = `${get('year')}-${get('month')}-${get('day')}`;
  if (localDates.size >= LOCAL_DATES_KEPT) localDates.clear();
  localDates.set(key, found);
  return found;
}

const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MONTHS_HI = ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'];

function dateWithMonths(date: CalendarDate, months: readonly string[]): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${d} ${months[m - 1]} ${y}`;
}

/** "2026-03-04" → "4 March 2026". */
export function formatDateLong(date: CalendarDate): string {
  return dateWithMonths(date, MONTHS_EN);
}

/** "2026-03-04" → "4 मार्च 2026": month names in Hindi, digits as in English. */
export function formatDateLongHindi(date: CalendarDate): string {
  return dateWithMonths(date, MONTHS_HI);
}

/** A request clock: the instant, and the calendar date it falls on in the tenant's zone. */
export interface Clock {
  now: Date;
  today: CalendarDate;
  timeZone: string;
}

/** Builds a clock from a scenario `today` (a date, or an ISO date-time with offset) or from the system time. */
export function makeClock(timeZone: string, today?: string | Date): Clock {
  if (today === undefined) {
    const now = new Date();
    return { now, today: localDate(now, timeZone), timeZone };
  }
  if (typeof today === 'string' && isCalendarDate(today)) {
    return { now: new Date(`${today}T12:00:00Z`), today, timeZone };
  }
  const now = typeof today === 'string' ? new Date(today) : today;
  if (Number.isNaN(now.getTime())) {
    throw new EchoPilotError('INVALID_DATE', `today must be a date or an ISO date-time, got "${String(today)}"`, { field: 'today' });
  }
  return { now, today: localDate(now, timeZone), timeZone };
}
