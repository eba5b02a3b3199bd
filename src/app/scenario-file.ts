// The scenario-file format (docs/scenario-format.md): parsed strictly, every problem named by file, path and reason.
import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { EchoPilotError } from '../domain/errors.js';
import { fromRupees, type Paise } from '../domain/money.js';
import { isCalendarDate, isIsoDateTimeWithOffset } from '../domain/calendar.js';
import type { World } from '../domain/records.js';
import { ACTIONS, INTENTS, OUTCOMES, type Action, type ClaimType, type Intent, type Outcome } from '../domain/vocabulary.js';
import { knownClaimTypes } from '../policy/packs/registry.js';
import { DEADLINE_KINDS, type DeadlineKind } from '../domain/deadlines.js';
import { worldFromValue } from './world-loader.js';

const rupees = z.number().refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'must have at most two decimals').refine((v) => v >= 0, 'must not be negative');

const expectSchema = z.strictObject({
  intent: z.enum(INTENTS).optional(),
  claim_type: z.string().refine((id) => knownClaimTypes().includes(id), { message: `must be a claim type of a shipped policy pack (${knownClaimTypes().join(', ')})` }).nullable().optional(),
  outcome: z.enum(OUTCOMES).optional(),
  valid: z.boolean().nullable().optional(),
  refund: rupees.optional(),
  actions: z.array(z.enum(ACTIONS)).optional(),
  reply_contains: z.array(z.string()).optional(),
  /** The scenario clock moved on: the deadline scheduler runs at `at`; these kinds pass, these stay open. */
  deadlines: z.strictObject({
    at: z.string().refine(isIsoDateTimeWithOffset, 'must be an ISO date-time with offset'),
    passed: z.array(z.enum(DEADLINE_KINDS)).default([]),
    open: z.array(z.enum(DEADLINE_KINDS)).optional(),
  }).optional(),
});

const caseSchema = z.strictObject({
  id: z.string().min(1),
  customer: z.string().min(1),
  messages: z.array(z.string().min(1, 'must not be empty')).min(1, 'needs at least one message'),
  expect: expectSchema.default({}),
});

const fileSchema = z.strictObject({
  version: z.literal(1),
  tenant: z.string().min(1),
  today: z.string().refine((v) => isCalendarDate(v) || isIsoDateTimeWithOffset(v), 'must be a date YYYY-MM-DD or an ISO date-time with offset'),
  world: z.unknown().optional(),
  cases: z.array(caseSchema).min(1, 'needs at least one case'),
});

export interface Expectation {
  intent?: Intent;
  claimType?: ClaimType | null;
  outcome?: Outcome;
  valid?: boolean | null;
  refund?: Paise;
  actions?: Action[];
  replyContains?: string[];
  deadlines?: { at: string; passed: DeadlineKind[]; open?: DeadlineKind[] };
}

export interface ScenarioCase {
  id: string;
  customer: string;
  messages: string[];
  expect: Expectation;
}

export interface ScenarioFile {
  source: string;
  tenant: string;
  /** The request clock: noon in the tenant's zone for a bare date, else the instant given. */
  now: string;
  world: World;
  cases: ScenarioCase[];
}

const fail = (source: string, lines: string[]) => new EchoPilotError('SCENARIO_INVALID', lines.map((l) => `${source}: ${l}`).join('\n'), { field: source });

/** `knownTenants` are the tenants the product ships; the file's tenant must be one of them. */
export function parseScenarioText(text: string, source: string, knownTenants: readonly string[]): ScenarioFile {
  let raw: unknown;
  try {
    raw = parseYaml(text);
  } catch (error) {
    throw fail(source, [`not valid YAML: ${(error as Error).message}`]);
  }
  const parsed = fileSchema.safeParse(raw);
  if (!parsed.success) throw fail(source, parsed.error.issues.map((i) => `${i.path.length ? i.path.join('.') : '(root)'}: ${i.message}`));
  const file = parsed.data;
  if (!knownTenants.includes(file.tenant)) throw fail(source, [`tenant: unknown tenant "${file.tenant}" (known: ${knownTenants.join(', ')})`]);
  const world = worldFromValue(file.world, source, file.tenant, ['world']);
  const customers = new Set(world.customers.map((c) => c.id));
  const problems: string[] = [];
  const seen = new Set<string>();
  file.cases.forEach((c, i) => {
    if (seen.has(c.id)) problems.push(`cases.${i}.id: duplicate case id "${c.id}"`);
    seen.add(c.id);
    if (!customers.has(c.customer)) problems.push(`cases.${i}.customer: no customer "${c.customer}" in world.customers`);
  });
  if (problems.length > 0) throw fail(source, problems);
  const now = isCalendarDate(file.today) ? `${file.today}T12:00:00+05:30` : file.today;
  return {
    source,
    tenant: file.tenant,
    now,
    world,
    cases: file.cases.map((c) => ({
      id: c.id,
      customer: c.customer,
      messages: c.messages,
      expect: {
        ...(c.expect.intent !== undefined ? { intent: c.expect.intent } : {}),
        ...(c.expect.claim_type !== undefined ? { claimType: c.expect.claim_type } : {}),
        ...(c.expect.outcome !== undefined ? { outcome: c.expect.outcome } : {}),
        ...(c.expect.valid !== undefined ? { valid: c.expect.valid } : {}),
        ...(c.expect.refund !== undefined ? { refund: fromRupees(c.expect.refund, 'expect.refund') } : {}),
        ...(c.expect.actions !== undefined ? { actions: c.expect.actions } : {}),
        ...(c.expect.reply_contains !== undefined ? { replyContains: c.expect.reply_contains } : {}),
        ...(c.expect.deadlines !== undefined ? { deadlines: c.expect.deadlines } : {}),
      },
    })),
  };
}

export function loadScenarioFile(path: string, knownTenants: readonly string[]): ScenarioFile {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw fail(path, [`cannot read: ${(error as Error).message}`]);
  }
  return parseScenarioText(text, path, knownTenants);
}
