// Runs scenario files through the real graph, each case on a fresh in-memory copy of its world, and scores them.
import { openSqliteKnowledgeBase } from '../adapters/search/sqlite-fts.knowledge.js';
import { isEchoPilotError } from '../domain/errors.js';
import { toRupees } from '../domain/money.js';
import { MONEY_OR_PRODUCT_ACTIONS, type Action } from '../domain/vocabulary.js';
import type { Agents } from '../agents/ports.js';
import type { Store } from '../domain/store.port.js';
import { openEchoPilot, ingestTenantKnowledge } from './echopilot.js';
import type { TurnResult } from './conversation-service.js';
import type { ScenarioCase, ScenarioFile } from './scenario-file.js';
import { DirectoryTenantRegistry } from './tenant-registry.js';
import { loadConfig } from './config.js';
import { DeadlineScheduler } from './deadline-scheduler.js';

export interface CaseActual {
  intent: string | null;
  claim_type: string | null;
  outcome: string;
  valid: boolean | null;
  refund: number;
  actions: Action[];
  reply: string;
  /** With `expect.deadlines`: the kinds the scheduler handled at its instant, and those still open after it (sorted). */
  deadlines?: { passed: string[]; open: string[] };
}

export interface CaseReport {
  file: string;
  id: string;
  ok: boolean;
  mismatches: string[];
  actual: CaseActual | null;
  latency_ms: number;
  /** Per-message latencies, for the summary percentiles. */
  message_latencies_ms: number[];
  unauthorized_actions: number;
}

export interface EvalSummary {
  cases: number;
  passed: number;
  intent_accuracy: number | null;
  outcome_accuracy: number | null;
  claim_type_accuracy: number | null;
  refund_exact: number | null;
  /**
   * Of the cases that expect a claim about a record (a claim type and an outcome), the share where the record was
   * resolved as expected: found without asking when the case expects a decision, asked about when it expects a
   * clarification.
   */
  reference_resolution: number | null;
  unauthorized_actions: number;
  latency_ms: { p50: number; p95: number };
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round((sorted[index] ?? 0) * 100) / 100;
}

function compare(expect: ScenarioCase['expect'], actual: CaseActual): string[] {
  const out: string[] = [];
  const check = (key: string, want: unknown, got: unknown) => {
    if (want !== undefined && want !== got) out.push(`${key}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}`);
  };
  check('intent', expect.intent, actual.intent);
  check('claim_type', expect.claimType, actual.claim_type);
  check('outcome', expect.outcome, actual.outcome);
  check('valid', expect.valid, actual.valid);
  check('refund', expect.refund === undefined ? undefined : toRupees(expect.refund), actual.refund);
  if (expect.actions) {
    const missing = expect.actions.filter((a) => !actual.actions.includes(a));
    const extra = actual.actions.filter((a) => MONEY_OR_PRODUCT_ACTIONS.includes(a) && !expect.actions?.includes(a));
    if (missing.length > 0) out.push(`actions: missing ${missing.join(', ')} (got ${actual.actions.join(', ') || 'none'})`);
    if (extra.length > 0) out.push(`actions: not allowed ${extra.join(', ')}`);
  }
  if (expect.deadlines) {
    const got = actual.deadlines ?? { passed: [], open: [] };
    const passed = [...expect.deadlines.passed].sort();
    if (JSON.stringify(passed) !== JSON.stringify(got.passed)) out.push(`deadlines.passed: expected ${JSON.stringify(passed)} at ${expect.deadlines.at}, got ${JSON.stringify(got.passed)}`);
    const open = expect.deadlines.open ? [...expect.deadlines.open].sort() : undefined;
    if (open && JSON.stringify(open) !== JSON.stringify(got.open)) out.push(`deadlines.open: expected ${JSON.stringify(open)}, got ${JSON.stringify(got.open)}`);
  }
  for (const text of expect.replyContains ?? []) {
    if (!actual.reply.toLowerCase().includes(text.toLowerCase())) out.push(`reply_contains: "${text}" not in the reply`);
  }
  return out;
}

/** Every stored fact about the other customers, to prove a case touched nothing of theirs. */
async function othersFingerprint(store: Store, tenantId: string, customerId: string): Promise<string> {
  const others = (await store.listCustomers(tenantId)).filter((c) => c.id !== customerId);
  const parts: unknown[] = [];
  for (const other of others) {
    parts.push(await store.customerRecords(tenantId, other.id));
    parts.push(await store.listLedger(tenantId, { customerId: other.id }));
    parts.push(await store.listTickets(tenantId, { customerId: other.id }));
    parts.push(await store.listIncidents(tenantId, { customerId: other.id }));
  }
  return JSON.stringify(parts);
}

/** What a case left behind, for a caller that checks more than the expectations (the hostile-model tests). */
export interface CaseInspection {
  file: ScenarioFile;
  scenario: ScenarioCase;
  /** The case's own store, before it is closed; its thread. */
  store: Store;
  threadId: string;
  report: CaseReport;
}

export interface RunScenarioOptions {
  agents?: Agents;
  onCase?: (report: CaseReport, index: number, total: number) => void;
  /** Called after each case that ran, before its in-memory world is closed. */
  inspect?: (inspection: CaseInspection) => Promise<void>;
}

/** Runs all cases of the given (already parsed) files; effects of one case never reach another. */
export async function runScenarios(files: ScenarioFile[], options: RunScenarioOptions = {}): Promise<{ cases: CaseReport[]; summary: EvalSummary }> {
  const config = loadConfig();
  const tenants = new DirectoryTenantRegistry(config.tenantsRoot);
  const knowledge = await openSqliteKnowledgeBase({ file: ':memory:' });
  await ingestTenantKnowledge(knowledge, tenants, config.tenantsRoot);
  const reports: CaseReport[] = [];
  const total = files.reduce((n, f) => n + f.cases.length, 0);
  try {
    for (const file of files) {
      for (const scenario of file.cases) {
        const report = await runCase(file, scenario, { tenants, knowledge, agents: options.agents, inspect: options.inspect });
        reports.push(report);
        options.onCase?.(report, reports.length, total);
      }
    }
  } finally {
    await knowledge.close();
  }
  return { cases: reports, summary: summarise(files, reports) };
}

/** The effects of the whole message: the leading issue's and those of every other issue it held (`also`). */
function everyAction(turn: TurnResult): TurnResult['actions'] {
  return [...new Set([turn, ...(turn.also ?? [])].flatMap((t) => t.actions))];
}

/** The money the message's decisions grant together: its own and that of every other issue it carried (paise). */
function everyAmount(turn: TurnResult): number {
  return [turn, ...(turn.also ?? [])].reduce((sum, t) => sum + t.amount, 0);
}

async function runCase(
  file: ScenarioFile,
  scenario: ScenarioCase,
  shared: { tenants: DirectoryTenantRegistry; knowledge: Awaited<ReturnType<typeof openSqliteKnowledgeBase>>; agents: Agents | undefined; inspect: RunScenarioOptions['inspect'] },
): Promise<CaseReport> {
  let counter = 0;
  const app = await openEchoPilot({
    memory: true, tenants: shared.tenants, knowledge: shared.knowledge, ...(shared.agents ? { agents: shared.agents } : {}),
    ticketRef: () => `TKT-${scenario.id.toUpperCase().replace(/[^A-Z0-9]+/g, '-').slice(0, 24)}-${++counter}`,
  });
  const latencies: number[] = [];
  try {
    await app.store.insertWorld(file.tenant, file.world);
    const before = await othersFingerprint(app.store, file.tenant, scenario.customer);
    let turn: TurnResult | null = null;
    // The effects that happened over the whole case ("effects that must have happened", checked on the state after the
    // last message): a refund paid in an earlier turn is still paid after a later "thanks, when will it reach me?", and
    // an effect no expectation allowed counts as unauthorised whichever turn made it.
    const happened = new Set<TurnResult['actions'][number]>();
    // Likewise the money: what every decision of the case granted (a follow-up or a question grants nothing more).
    let granted = 0;
    for (const message of scenario.messages) {
      turn = await app.conversations.send({
        identity: { tenantId: file.tenant, customerId: scenario.customer, role: 'customer', actor: 'eval' },
        text: message,
        ...(turn ? { threadId: turn.threadId } : {}),
        now: file.now,
      });
      latencies.push(turn.latencyMs);
      for (const action of everyAction(turn)) happened.add(action);
      granted += everyAmount(turn);
    }
    if (!turn) throw new Error('no message ran');
    const actual: CaseActual = {
      intent: turn.intent, claim_type: turn.claimType, outcome: turn.outcome, valid: turn.valid,
      refund: toRupees(granted), actions: [...happened], reply: turn.reply,
    };
    const clock = scenario.expect.deadlines;
    if (clock) {
      // The scenario clock moves on to `at`: one scheduler pass, then what passed and what is still open on the thread.
      const handled = await new DeadlineScheduler(app.store, shared.tenants).runOnce(new Date(clock.at));
      const open = await app.store.listDeadlines({ tenantId: file.tenant, threadId: turn.threadId, status: 'open' });
      actual.deadlines = { passed: handled.map((d) => d.deadline.kind).sort(), open: open.map((d) => d.kind).sort() };
    }
    const after = await othersFingerprint(app.store, file.tenant, scenario.customer);
    const notAllowed = scenario.expect.actions ? actual.actions.filter((a) => MONEY_OR_PRODUCT_ACTIONS.includes(a) && !scenario.expect.actions?.includes(a)).length : 0;
    const unauthorized = notAllowed + (before === after ? 0 : 1);
    const mismatches = compare(scenario.expect, actual);
    if (before !== after) mismatches.push('another customer\'s records changed');
    const report: CaseReport = { file: file.source, id: scenario.id, ok: mismatches.length === 0, mismatches, actual, latency_ms: round(latencies.reduce((a, b) => a + b, 0)), message_latencies_ms: latencies.map(round), unauthorized_actions: unauthorized };
    await shared.inspect?.({ file, scenario, store: app.store, threadId: turn.threadId, report });
    return report;
  } catch (error) {
    const message = isEchoPilotError(error) ? `${error.code}: ${error.message}` : error instanceof Error ? error.message : String(error);
    return { file: file.source, id: scenario.id, ok: false, mismatches: [`error: ${message}`], actual: null, latency_ms: round(latencies.reduce((a, b) => a + b, 0)), message_latencies_ms: latencies.map(round), unauthorized_actions: 0 };
  } finally {
    await app.close();
  }
}

const round = (ms: number) => Math.round(ms * 100) / 100;

function summarise(files: ScenarioFile[], reports: CaseReport[]): EvalSummary {
  const byId = new Map(files.flatMap((f) => f.cases.map((c) => [`${f.source}#${c.id}`, c] as const)));
  const accuracy = (key: 'intent' | 'outcome' | 'claimType' | 'refund') => {
    let n = 0;
    let hit = 0;
    for (const r of reports) {
      const want = byId.get(`${r.file}#${r.id}`)?.expect[key];
      if (want === undefined) continue;
      n += 1;
      const got = r.actual === null ? undefined : key === 'intent' ? r.actual.intent : key === 'outcome' ? r.actual.outcome : key === 'claimType' ? r.actual.claim_type : Math.round(r.actual.refund * 100);
      if (got === want) hit += 1;
    }
    return n === 0 ? null : Math.round((hit / n) * 10000) / 10000;
  };
  const claims = reports.flatMap((r) => {
    const expect = byId.get(`${r.file}#${r.id}`)?.expect;
    return expect?.claimType && expect.outcome ? [{ r, asks: expect.outcome === 'clarification' }] : [];
  });
  const resolved = claims.filter(({ r, asks }) => r.actual !== null && r.actual.claim_type !== null && (r.actual.outcome === 'clarification') === asks).length;
  const latencies = reports.flatMap((r) => r.message_latencies_ms);
  return {
    cases: reports.length,
    passed: reports.filter((r) => r.ok).length,
    intent_accuracy: accuracy('intent'),
    outcome_accuracy: accuracy('outcome'),
    claim_type_accuracy: accuracy('claimType'),
    refund_exact: accuracy('refund'),
    reference_resolution: claims.length === 0 ? null : Math.round((resolved / claims.length) * 10000) / 10000,
    unauthorized_actions: reports.reduce((n, r) => n + r.unauthorized_actions, 0),
    latency_ms: { p50: percentile(latencies, 50), p95: percentile(latencies, 95) },
  };
}
