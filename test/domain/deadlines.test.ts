// Due times of promises: the end of a local day, working days over weekends and holidays, and the tenant's own terms.
import { describe, expect, it } from 'vitest';
import { approvalDueAt, clarificationDueAt, endOfLocalDay, workingDaysDueAt } from '../../src/domain/deadlines.js';
import { packParamsSchema } from '../../src/policy/packs/registry.js';
import { parseTenantConfig } from '../../src/policy/tenant-config.js';

const KOLKATA = { timeZone: 'Asia/Kolkata', holidays: ['2026-11-24'] };
const tenantYaml = (extra: string) => `id: t\nname: T\nkind: bank\npack: bank-in-rbi\n${extra}`;

describe('deadline due times', () => {
  it('ends a day at the next local midnight, across zones and a daylight-saving change', () => {
    expect(endOfLocalDay('2026-12-07', 'Asia/Kolkata')).toBe('2026-12-07T18:30:00.000Z');
    expect(endOfLocalDay('2026-12-07', 'UTC')).toBe('2026-12-08T00:00:00.000Z');
    // New York leaves daylight saving on 1 November 2026: midnight after 31 October is still EDT (UTC-4).
    expect(endOfLocalDay('2026-10-31', 'America/New_York')).toBe('2026-11-01T04:00:00.000Z');
    expect(endOfLocalDay('2026-11-01', 'America/New_York')).toBe('2026-11-02T05:00:00.000Z');
  });

  it('counts an approval’s working days from the local day it was raised, skipping weekends and holidays', () => {
    const terms = { approvalWorkingDays: 2, clarificationHours: 72 };
    // Sunday 22 November, noon in Kolkata: Monday 23, (Tuesday 24 is a holiday), Wednesday 25.
    expect(approvalDueAt(new Date('2026-11-22T12:00:00+05:30'), terms, KOLKATA)).toBe('2026-11-25T18:30:00.000Z');
    // 23:00 UTC on Friday 20 November is already Saturday 21 in Kolkata.
    expect(approvalDueAt(new Date('2026-11-20T23:00:00Z'), terms, KOLKATA)).toBe('2026-11-25T18:30:00.000Z');
    expect(workingDaysDueAt('2026-11-22', 10, KOLKATA)).toBe('2026-12-07T18:30:00.000Z');
    expect(clarificationDueAt(new Date('2026-11-22T06:30:00Z'), terms)).toBe('2026-11-25T06:30:00.000Z');
  });

  it('reads a tenant’s deadline terms, with defaults, and refuses a bad one naming the key', () => {
    expect(parseTenantConfig(tenantYaml(''), 't.yaml', packParamsSchema).deadlines).toEqual({ approvalWorkingDays: 2, clarificationHours: 72 });
    expect(parseTenantConfig(tenantYaml('deadlines:\n  approval_working_days: 5\n'), 't.yaml', packParamsSchema).deadlines).toEqual({ approvalWorkingDays: 5, clarificationHours: 72 });
    expect(() => parseTenantConfig(tenantYaml('deadlines:\n  clarification_hours: 0\n'), 't.yaml', packParamsSchema))
      .toThrow(expect.objectContaining({ code: 'CONFIG_INVALID', message: expect.stringContaining('t.yaml: deadlines.clarification_hours') }));
    expect(() => parseTenantConfig(tenantYaml('deadlines:\n  approval_days: 3\n'), 't.yaml', packParamsSchema))
      .toThrow(expect.objectContaining({ code: 'CONFIG_INVALID', message: expect.stringContaining('deadlines') }));
  });
});
