import { describe, expect, it } from 'vitest';
import {
  addDays, addMonths, addWorkingDays, assertCalendarDate, days, formatDateLong, isCalendarDate, isWorkingDay, localDate,
  makeClock, weekday, workingDaysAfter,
} from '../../src/domain/calendar.js';

const HOLI = '2026-03-04'; // Wednesday

describe('calendar dates', () => {
  it('recognises real dates only', () => {
    expect(isCalendarDate('2026-03-12')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-3-12')).toBe(false);
    expect(() => assertCalendarDate('12/03/2026', 'today')).toThrow(expect.objectContaining({ code: 'INVALID_DATE', field: 'today' }));
  });

  it.each([
    ['2026-03-04', '2026-03-09', 5],
    ['2026-02-20', '2027-02-19', 364],
    ['2026-01-10', '2026-03-01', 50],
    ['2025-06-05', '2026-03-02', 270],
    ['2026-03-12', '2026-03-10', -2],
    ['2028-02-28', '2028-03-01', 2],
  ])('days(%s, %s) = %i', (a, b, n) => {
    expect(days(a, b)).toBe(n);
  });

  it('adds days and months, clamping to the end of a month', () => {
    expect(addDays('2026-03-04', 5)).toBe('2026-03-09');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addMonths('2026-03-12', -12)).toBe('2025-03-12');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
  });

  it('formats dates the long way', () => {
    expect(formatDateLong('2026-03-04')).toBe('4 March 2026');
  });
});

describe('working days', () => {
  it('excludes weekends and listed holidays', () => {
    expect(weekday('2026-03-12')).toBe(4);
    expect(isWorkingDay('2026-03-12', [])).toBe(true);
    expect(isWorkingDay('2026-03-14', [])).toBe(false);
    expect(isWorkingDay(HOLI, [HOLI])).toBe(false);
    expect(isWorkingDay(HOLI, new Set([HOLI]))).toBe(false);
  });

  it.each([
    ['Monday debit reported Wednesday', '2026-03-09', '2026-03-11', [], 2],
    ['the same day', '2026-03-09', '2026-03-09', [], 0],
    ['Thursday to Tuesday across a weekend', '2026-03-05', '2026-03-10', [], 3],
    ['Friday to Monday', '2026-03-06', '2026-03-09', [], 1],
    ['Tuesday to Monday across Holi', '2026-03-03', '2026-03-09', [HOLI], 3],
    ['Tuesday to Monday without the holiday', '2026-03-03', '2026-03-09', [], 4],
    ['Monday 2 to Thursday 12 March across Holi', '2026-03-02', '2026-03-12', [HOLI], 7],
    ['Monday 2 to Friday 13 March across Holi', '2026-03-02', '2026-03-13', [HOLI], 8],
    ['a report before the transaction', '2026-03-12', '2026-03-10', [], 0],
  ])('%s: %s → %s', (_label, from, to, holidays, n) => {
    expect(workingDaysAfter(from, to, holidays)).toBe(n);
  });

  it('finds the date n working days later', () => {
    expect(addWorkingDays('2026-03-05', 3, [])).toBe('2026-03-10');
    expect(addWorkingDays('2026-03-03', 3, [HOLI])).toBe('2026-03-09');
    expect(addWorkingDays('2026-03-03', 0, [])).toBe('2026-03-03');
  });
});

describe('time zones and clocks', () => {
  it.each([
    ['2026-03-04T23:30:00+05:30', '2026-03-04'],
    ['2026-03-04T19:00:00Z', '2026-03-05'],
    ['2026-03-04T18:29:59Z', '2026-03-04'],
    ['2026-03-10T02:14:00+05:30', '2026-03-10'],
  ])('localDate(%s) in Asia/Kolkata is %s', (instant, date) => {
    expect(localDate(instant, 'Asia/Kolkata')).toBe(date);
  });

  it('depends on the zone', () => {
    expect(localDate('2026-03-04T20:00:00Z', 'America/New_York')).toBe('2026-03-04');
    expect(localDate('2026-03-04T20:00:00Z', 'Asia/Kolkata')).toBe('2026-03-05');
  });

  it('rejects text that is not a date-time', () => {
    expect(() => localDate('yesterday', 'Asia/Kolkata')).toThrow(expect.objectContaining({ code: 'INVALID_DATE' }));
  });

  it('builds a clock from a date, a date-time or the system time', () => {
    expect(makeClock('Asia/Kolkata', '2026-03-12').today).toBe('2026-03-12');
    expect(makeClock('Asia/Kolkata', '2026-03-11T20:00:00Z').today).toBe('2026-03-12');
    expect(makeClock('Asia/Kolkata').today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(() => makeClock('Asia/Kolkata', 'soon')).toThrow(expect.objectContaining({ code: 'INVALID_DATE' }));
  });
});
