// Runs scenario files with every agent on the hostile server (or offline) and reads what each case left behind:
// money, product changes, the texts the customer can read and the backends used; plus the checks on them.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { BreakerRegistry } from '../../../src/agents/llm-kit/circuit-breaker.js';
import type { Agents } from '../../../src/agents/ports.js';
import { buildAgents, parseModelConfig } from '../../../src/app/model-config.js';
import { offlineAgents } from '../../../src/app/offline-agents.js';
import { loadScenarioFile, type ScenarioCase, type ScenarioFile } from '../../../src/app/scenario-file.js';
import { runScenarios, type CaseInspection, type CaseReport } from '../../../src/app/scenario-runner.js';
import { formatInr } from '../../../src/domain/money.js';
import { MONEY_OR_PRODUCT_ACTIONS } from '../../../src/domain/vocabulary.js';
import type { NodeLogEntry } from '../../../src/graph/state.js';
import { backendOf } from '../../llm-graph/support/llm-graph.fixtures.js';
import { MADE_UP_IDS, PLANTED_MARKERS, type HostileServer } from '../../support/hostile-openai-server.js';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const TENANTS = ['demo-bank', 'demo-insurer'];

/** The scenario files directly in scenarios/ (no sub-folders), in name order; `names` picks some of them. */
export function topLevelScenarios(names?: readonly string[]): ScenarioFile[] {
  const dir = join(ROOT, 'scenarios');
  return readdirSync(dir)
    .filter((f) => /\.ya?ml$/.test(f) && !f.startsWith('.') && (names === undefined || names.includes(f)))
    .sort()
    .map((f) => loadScenarioFile(join(dir, f), TENANTS));
}

export const caseKey = (file: ScenarioFile, scenario: ScenarioCase): string => `${file.source.split('/').at(-1)}#${scenario.id}`;

/** Every agent on the server, as the composition root builds them from the environment. */
export function agentsOn(server: HostileServer, env: Record<string, string> = {}, breakers = new BreakerRegistry()): Agents {
  const config = parseModelConfig({
    ECHOPILOT_MODEL: 'openai-compatible:hostile-1',
    ECHOPILOT_MODEL_BASE_URL: server.baseUrl,
    // Generous: the first call of a process also builds the SDK client. The slow mode sets its own.
    ECHOPILOT_MODEL_TIMEOUT_MS: '5000',
    ECHOPILOT_MODEL_RETRIES: '1',
    ...env,
  });
  return buildAgents(config, offlineAgents(), { breakers, retry: { baseDelayMs: 1 } });
}

/** Breakers that never open: every case meets the fault itself instead of the open circuit's shortcut. */
export const breakersThatNeverOpen = () => new BreakerRegistry({ failureThreshold: Number.MAX_SAFE_INTEGER });

export interface CaseRun {
  key: string;
  file: ScenarioFile;
  scenario: ScenarioCase;
  report: CaseReport;
  /** Credits to the customer during the case: kind, paise, the record each settles. */
  credits: { kind: string; amount: number; relatesTo: string }[];
  blockedCards: string[];
  cancelledPolicies: string[];
  /** Everything the customer can read: every reply of the thread, and each ticket's subject and customer text. */
  customerTexts: string[];
  /** Per graph node, the backends it ran on over the case (`llm`, `offline`, `offline (fallback)`). */
  backends: Record<string, string[]>;
}

async function inspectCase({ file, scenario, store, threadId, report }: CaseInspection): Promise<CaseRun> {
  const tenant = file.tenant;
  const ledger = await store.listLedger(tenant, { customerId: scenario.customer });
  const now = await store.customerRecords(tenant, scenario.customer);
  const blockedBefore = new Set(file.world.cards.filter((c) => c.status === 'blocked').map((c) => c.id));
  const cancelledBefore = new Set(file.world.policies.filter((p) => p.status === 'cancelled').map((p) => p.id));
  const messages = await store.listMessages(tenant, threadId);
  const tickets = await store.listTickets(tenant, { threadId });
  const audit = await store.listAudit(tenant, { threadId });
  const backends: Record<string, string[]> = {};
  for (const entry of audit.filter((a) => a.event === 'turn')) {
    const nodes = (entry.details as { nodes?: NodeLogEntry[] }).nodes ?? [];
    for (const node of new Set(nodes.map((n) => n.node))) {
      const b = backendOf(nodes, node);
      if (b?.backend) (backends[node] ??= []).push(b.fallbackFrom ? `${b.backend} (fallback)` : b.backend);
    }
  }
  return {
    key: caseKey(file, scenario),
    file,
    scenario,
    report,
    credits: ledger.map((e) => ({ kind: e.kind, amount: e.amount, relatesTo: e.relatesTo })).sort((a, b) => `${a.relatesTo}${a.kind}`.localeCompare(`${b.relatesTo}${b.kind}`)),
    blockedCards: now.cards.filter((c) => c.status === 'blocked' && !blockedBefore.has(c.id)).map((c) => c.id).sort(),
    cancelledPolicies: now.policies.filter((p) => p.status === 'cancelled' && !cancelledBefore.has(p.id)).map((p) => p.id).sort(),
    customerTexts: [
      ...messages.filter((m) => m.author === 'echopilot').map((m) => m.text),
      ...tickets.flatMap((t) => [t.subject, t.customerText]),
    ],
    backends,
  };
}

/** Runs the files once with `agents`; one CaseRun per case, by key. A case that errored has no inspection. */
export async function runAll(files: ScenarioFile[], agents: Agents): Promise<Map<string, CaseRun>> {
  const runs = new Map<string, CaseRun>();
  const { cases } = await runScenarios(files, {
    agents,
    inspect: async (inspection) => {
      const run = await inspectCase(inspection);
      runs.set(run.key, run);
    },
  });
  for (const report of cases) {
    const file = files.find((f) => f.source === report.file);
    const scenario = file?.cases.find((c) => c.id === report.id);
    if (!file || !scenario) continue;
    const key = caseKey(file, scenario);
    if (!runs.has(key)) {
      // The case failed before it could be inspected: keep its report (its error is a mismatch there).
      runs.set(key, { key, file, scenario, report, credits: [], blockedCards: [], cancelledPolicies: [], customerTexts: [report.actual?.reply ?? ''], backends: {} });
    }
  }
  return runs;
}

export const runOffline = (files: ScenarioFile[]): Promise<Map<string, CaseRun>> => runAll(files, offlineAgents());

const rupees = (paise: number) => formatInr(paise);

function mentions(text: string, token: string): boolean {
  const escaped = token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^A-Za-z0-9_-])${escaped}($|[^A-Za-z0-9_-])`, 'i').test(text);
}

/**
 * Money and product changes the scenario does not allow: a money action it does not list, more granted than it
 * expects (paid or proposed for approval), credits on records or beyond amounts the offline default pays, cards
 * blocked or policies cancelled that the offline default leaves alone, another customer's records changed.
 */
export function moneyFindings(run: CaseRun, offline: CaseRun): string[] {
  const out: string[] = [];
  const expect = run.scenario.expect;
  const actual = run.report.actual;
  if (actual === null) return [`the case did not finish: ${run.report.mismatches.join('; ')}`];
  if (!expect.actions || expect.refund === undefined) return ['the scenario states no `actions` or `refund`: the hostile suite needs both'];
  const extra = actual.actions.filter((a) => MONEY_OR_PRODUCT_ACTIONS.includes(a) && !expect.actions?.includes(a));
  if (extra.length > 0) out.push(`actions the scenario does not allow: ${extra.join(', ')} (outcome ${actual.outcome}, claim type ${actual.claim_type})`);
  const granted = Math.round(actual.refund * 100);
  if (granted > expect.refund) out.push(`${actual.outcome === 'needs_approval' ? 'proposed' : 'granted'} ${rupees(granted)}, the scenario expects at most ${rupees(expect.refund)} (claim type ${actual.claim_type})`);
  const paid = run.credits.reduce((s, c) => s + c.amount, 0);
  const allowed = offline.credits.reduce((s, c) => s + c.amount, 0);
  if (paid > allowed) out.push(`credited ${rupees(paid)} in all, the offline default credits ${rupees(allowed)}`);
  const offlineRecords = new Set(offline.credits.map((c) => c.relatesTo));
  const foreignCredits = [...new Set(run.credits.map((c) => c.relatesTo).filter((r) => !offlineRecords.has(r)))];
  if (foreignCredits.length > 0) out.push(`credits settle ${foreignCredits.join(', ')}, which the offline default does not pay (it pays ${[...offlineRecords].join(', ') || 'nothing'})`);
  const blocked = run.blockedCards.filter((c) => !offline.blockedCards.includes(c));
  if (blocked.length > 0) out.push(`blocked card(s) ${blocked.join(', ')} that the offline default leaves active`);
  const cancelled = run.cancelledPolicies.filter((p) => !offline.cancelledPolicies.includes(p));
  if (cancelled.length > 0) out.push(`cancelled polic(ies) ${cancelled.join(', ')} that the offline default leaves in force`);
  if (run.report.mismatches.includes('another customer\'s records changed')) out.push('another customer\'s records changed');
  return out;
}

/** Planted text (or the inflated amount) in anything the customer can read, unless the customer wrote it. */
export function plantedTextFindings(run: CaseRun): string[] {
  const said = run.scenario.messages.join('\n').toLowerCase();
  const markers = PLANTED_MARKERS.filter((m) => !said.includes(m.toLowerCase()));
  return run.customerTexts.flatMap((text) => markers.filter((m) => text.toLowerCase().includes(m.toLowerCase())).map((m) => `"${m}" in: ${excerpt(text, m)}`));
}

/** Every id (and transaction reference) in the files' worlds, and the made-up ids: what a careless model may name. */
export function allWorldIds(files: readonly ScenarioFile[]): string[] {
  const ids = new Set<string>(MADE_UP_IDS);
  for (const { world: w } of files) {
    for (const list of [w.customers, w.accounts, w.cards, w.policies, w.claims]) list.forEach((r) => ids.add(r.id));
    w.transactions.forEach((t) => [t.id, t.reference].forEach((id) => id && ids.add(id)));
  }
  return [...ids];
}

/**
 * Ids that are not the customer's: other customers' records (and their references) in the file's world, made-up
 * ids and `alsoForeign` (e.g. ids from other files' worlds), less the customer's own and any the customer wrote.
 */
export function foreignIds(file: ScenarioFile, scenario: ScenarioCase, alsoForeign: readonly string[] = []): string[] {
  const w = file.world;
  const me = scenario.customer;
  const accountOwner = new Map(w.accounts.map((a) => [a.id, a.customerId]));
  const policyOwner = new Map(w.policies.map((p) => [p.id, p.customerId]));
  const owned = new Set<string>([me]);
  const others = new Set<string>([...MADE_UP_IDS, ...alsoForeign]);
  const add = (owner: string | undefined, ...ids: (string | null)[]) => ids.forEach((id) => id && (owner === me ? owned : others).add(id));
  w.customers.forEach((c) => add(c.id, c.id));
  w.accounts.forEach((a) => add(a.customerId, a.id));
  w.cards.forEach((c) => add(c.customerId, c.id));
  w.transactions.forEach((t) => add(accountOwner.get(t.accountId), t.id, t.reference));
  w.policies.forEach((p) => add(p.customerId, p.id));
  w.claims.forEach((c) => add(policyOwner.get(c.policyId), c.id));
  const said = scenario.messages.join('\n');
  return [...others].filter((id) => !owned.has(id) && id.length >= 4 && !mentions(said, id));
}

export function foreignIdFindings(run: CaseRun, alsoForeign: readonly string[] = []): string[] {
  const ids = foreignIds(run.file, run.scenario, alsoForeign);
  return run.customerTexts.flatMap((text) => ids.filter((id) => mentions(text, id)).map((id) => `${id} in: ${excerpt(text, id)}`));
}

/** What a case decided and left behind, for comparing a run with the offline one (timings left out). */
export function decided(run: CaseRun) {
  return { actual: run.report.actual, mismatches: run.report.mismatches, credits: run.credits, blockedCards: run.blockedCards, cancelledPolicies: run.cancelledPolicies, customerTexts: run.customerTexts };
}

function excerpt(text: string, around: string): string {
  const at = Math.max(0, text.toLowerCase().indexOf(around.toLowerCase()));
  return JSON.stringify(text.slice(Math.max(0, at - 60), at + around.length + 60));
}

/** Cases in run order, for `it.each` at collection time. */
export function casesOf(files: ScenarioFile[]): { key: string; file: ScenarioFile; scenario: ScenarioCase }[] {
  return files.flatMap((file) => file.cases.map((scenario) => ({ key: caseKey(file, scenario), file, scenario })));
}

/** The run of a case, or a thrown error naming it (the suite's beforeAll did not run it). */
export function runOf(runs: Map<string, CaseRun>, key: string): CaseRun {
  const run = runs.get(key);
  if (!run) throw new Error(`no run for ${key}`);
  return run;
}

/** The distinct hostile answers of a kind, as JSON (tool calls, structured values). */
export function answerTexts(server: HostileServer, kind?: Parameters<HostileServer['answered']>[1]): string[] {
  return server.answered(server.mode(), kind).map((a) => JSON.stringify(a.reply));
}
