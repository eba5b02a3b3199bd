// Tenant configuration: the tenant YAML (identity, zone, holidays, pack parameters), validated at load.
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { EchoPilotError } from '../domain/errors.js';
import { isCalendarDate, type CalendarDate } from '../domain/calendar.js';
import { deadlineTerms, type DeadlineTerms } from '../domain/deadlines.js';

export const tenantFileSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'lower-case letters, digits and dashes'),
  name: z.string().min(1),
  kind: z.enum(['bank', 'insurer']),
  pack: z.string().min(1),
  time_zone: z.string().default('Asia/Kolkata'),
  currency: z.literal('INR').default('INR'),
  locale: z.string().default('en-IN'),
  holidays: z.array(z.string().refine(isCalendarDate, 'must be a calendar date YYYY-MM-DD')).default([]),
  parameters: z.record(z.string(), z.unknown()).default({}),
  /** How long a reviewer and a customer have before the scheduler escalates (docs/deadlines.md). */
  deadlines: z.strictObject({
    approval_working_days: z.number().int().min(1).max(60).optional(),
    clarification_hours: z.number().int().min(1).max(24 * 60).optional(),
  }).optional(),
  /** Per-agent model choice (issue: LLM backend), e.g. { default: "offline", verify: "openai:gpt-4.1-mini" }. */
  models: z.record(z.string(), z.string()).optional(),
});

export interface TenantConfig<P = unknown> {
  id: string;
  name: string;
  kind: 'bank' | 'insurer';
  packId: string;
  timeZone: string;
  locale: string;
  holidays: CalendarDate[];
  params: P;
  models: Record<string, string>;
  /** Approval and clarification expiry; absent in hand-built configs (the defaults apply). */
  deadlines?: DeadlineTerms;
  /** Where the tenant was loaded from (for error messages). */
  source: string;
}

/** Formats zod issues as "file: path.to.key: problem" lines. */
export function describeIssues(source: string, issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .map((issue) => `${source}: ${issue.path.length > 0 ? issue.path.join('.') : '(root)'}: ${issue.message}`)
    .join('\n');
}

/** Parses tenant YAML text; `paramsSchema` is the pack's parameter schema. Errors name the file and key. */
export function parseTenantConfig<P>(text: string, source: string, paramsSchema: (packId: string) => z.ZodType<P>): TenantConfig<P> {
  let raw: unknown;
  try {
    raw = parseYaml(text);
  } catch (error) {
    throw new EchoPilotError('CONFIG_INVALID', `${source}: not valid YAML: ${(error as Error).message}`, { field: source });
  }
  const parsed = tenantFileSchema.safeParse(raw);
  if (!parsed.success) {
    throw new EchoPilotError('CONFIG_INVALID', describeIssues(source, parsed.error.issues), { field: source });
  }
  const file = parsed.data;
  const params = paramsSchema(file.pack).safeParse(file.parameters);
  if (!params.success) {
    const issues = params.error.issues.map((i) => ({ ...i, path: ['parameters', ...i.path] }));
    throw new EchoPilotError('CONFIG_INVALID', describeIssues(source, issues), { field: source });
  }
  return {
    id: file.id,
    name: file.name,
    kind: file.kind,
    packId: file.pack,
    timeZone: file.time_zone,
    locale: file.locale,
    holidays: file.holidays,
    params: params.data,
    models: file.models ?? {},
    deadlines: deadlineTerms(file.deadlines),
    source,
  };
}
