// Scenario files with every agent on a model that fails (malformed output, HTTP 500, HTTP 429, answers after the
// timeout): every case ends exactly as on the offline default (same decision, money, replies and tickets), the
// fault met on every call (breakers that never open, so no case is spared by an open circuit).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHostileOpenAiServer, type HostileMode, type HostileServer } from '../support/hostile-openai-server.js';
import {
  agentsOn, breakersThatNeverOpen, casesOf, decided, runAll, runOf, runOffline, topLevelScenarios, type CaseRun,
} from './support/hostile-eval.js';

const SLOW_TIMEOUT_MS = 150;

/** Per mode, a different part of scenarios/ (bank and insurer, claims, queries, clarifications). */
const MODES: { mode: HostileMode; files: string[]; env: Record<string, string>; fault: string }[] = [
  { mode: 'malformed', files: ['dev-bank.yaml', 'dev-insurer.yaml'], env: {}, fault: 'malformed_output' },
  { mode: 'http-500', files: ['own-bank-fraud-fees.yaml'], env: {}, fault: 'server_error' },
  { mode: 'http-429', files: ['own-insurer-claims.yaml', 'bank-card-to-card.yaml'], env: {}, fault: 'rate_limited' },
  { mode: 'slow', files: ['dev-bank.yaml'], env: { ECHOPILOT_MODEL_TIMEOUT_MS: String(SLOW_TIMEOUT_MS) }, fault: 'timeout' },
];

const ALL_FILES = topLevelScenarios([...new Set(MODES.flatMap((m) => m.files))]);
let offline: Map<string, CaseRun>;

beforeAll(async () => {
  offline = await runOffline(ALL_FILES);
}, 600_000);

describe.each(MODES)('under a $mode model', ({ mode, files, env, fault }) => {
  const FILES = ALL_FILES.filter((f) => files.some((name) => f.source.endsWith(`/${name}`)));
  const CASES = casesOf(FILES);
  let server: HostileServer;
  let hostile: Map<string, CaseRun>;

  beforeAll(async () => {
    server = await startHostileOpenAiServer({ mode, slowMs: SLOW_TIMEOUT_MS * 4 });
    hostile = await runAll(FILES, agentsOn(server, { ECHOPILOT_VERIFY_TOOL_ROUNDS: '2', ...env }, breakersThatNeverOpen()));
  }, 600_000);
  afterAll(async () => server?.close());

  it(`met the fault on every call, and every case fell back to the offline backend (${fault})`, () => {
    expect(FILES).toHaveLength(files.length);
    expect(server.requests.length).toBeGreaterThanOrEqual(CASES.length);
    const answers = server.answered(mode);
    expect(answers).toHaveLength(server.requests.length);
    if (mode === 'http-500' || mode === 'http-429') expect(answers.every((a) => a.reply.kind === 'status' && a.reply.status === Number(mode.slice(5)))).toBe(true);
    if (mode === 'slow') expect(answers.every((a) => (a.reply.delayMs ?? 0) > SLOW_TIMEOUT_MS)).toBe(true);
    if (mode === 'malformed') {
      const shapes = new Set(answers.map((a) => (a.reply.kind === 'tools' ? `tools:${a.reply.calls[0]?.name}:${typeof a.reply.calls[0]?.args}` : a.reply.kind)));
      expect([...shapes].sort()).toEqual(['json', 'malformed_json', 'text', 'tools:evaluate_policy_rule:object', 'tools:evaluate_policy_rule:string', 'tools:transfer_money:object']);
    }
    for (const { key } of CASES) {
      const gather = runOf(hostile, key).backends.gather ?? [];
      expect(gather.length, key).toBeGreaterThan(0);
      expect(gather.every((b) => b === 'offline (fallback)'), `${key}: ${gather.join(', ')}`).toBe(true);
    }
  });

  it.each(CASES)('$key ends exactly as offline: decision, money, replies and tickets', ({ key }) => {
    expect(decided(runOf(hostile, key))).toEqual(decided(runOf(offline, key)));
  });
});
