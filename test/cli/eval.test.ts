// `echopilot eval`: exit codes (0 run, 1 strict failure, 2 file that does not load) and the JSON shape of docs/scenario-format.md#output.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDir, runCli, type CliResult, removeFreshDirs } from './cli-harness.js';

const WRONG = 'test/fixtures/scenarios/wrong-expectation.yaml';
const MALFORMED = 'test/fixtures/scenarios/malformed/bad-outcome.yaml';

interface EvalJson {
  cases: { file: string; id: string; ok: boolean; mismatches: string[]; actual: Record<string, unknown> | null; latency_ms: number }[];
  summary: Record<string, unknown> & { latency_ms: { p50: number; p95: number } };
}

describe('echopilot eval', () => {
  afterAll(removeFreshDirs);
  const dataDir = freshDir();
  const out = freshDir('echopilot-eval-out-');
  let dev: CliResult;
  let wrongStrict: CliResult;
  let wrongLenient: CliResult;
  let malformed: CliResult;
  let missing: CliResult;

  beforeAll(async () => {
    [dev, wrongStrict, wrongLenient, malformed, missing] = await Promise.all([
      runCli(['eval', 'scenarios/dev-bank.yaml', 'scenarios/dev-insurer.yaml', '--strict', '--json', join(out, 'dev.json')], { dataDir }),
      runCli(['eval', WRONG, '--strict', '--json', join(out, 'wrong.json')], { dataDir }),
      runCli(['eval', WRONG], { dataDir }),
      runCli(['eval', 'scenarios/dev-bank.yaml', MALFORMED], { dataDir }),
      runCli(['eval', 'scenarios/no-such-dir/'], { dataDir }),
    ]);
  }, 120_000);

  it('exits 0 with --strict on the public development files and prints a passing summary', () => {
    expect(dev.code, dev.stderr).toBe(0);
    expect(dev.stdout).toMatch(/^ok\s+atm-not-dispensed\s+complaint\s+failed_atm_withdrawal\s+resolved\s+5300\.00/m);
    expect(dev.stdout).toMatch(/^ok\s+free-look-cancel\s+.*16960\.99/m);
    expect(dev.stdout).toContain('23/23 cases passed');
    expect(dev.stdout).toContain('unauthorised actions 0');
    expect(dev.stdout).not.toMatch(/^FAIL/m);
  });

  it('writes the results in the documented JSON shape with --json', () => {
    const json = JSON.parse(readFileSync(join(out, 'dev.json'), 'utf8')) as EvalJson;
    expect(Object.keys(json).sort()).toEqual(['cases', 'summary']);
    expect(json.cases).toHaveLength(23);
    for (const c of json.cases) {
      expect(Object.keys(c).sort()).toEqual(['actual', 'file', 'id', 'latency_ms', 'mismatches', 'ok']);
      expect(Object.keys(c.actual ?? {}).sort()).toEqual(['actions', 'claim_type', 'intent', 'outcome', 'refund', 'reply', 'valid']);
      expect(typeof c.latency_ms).toBe('number');
    }
    expect(json.cases[0]).toMatchObject({
      file: 'scenarios/dev-bank.yaml', id: 'atm-not-dispensed', ok: true, mismatches: [],
      actual: { intent: 'complaint', claim_type: 'failed_atm_withdrawal', outcome: 'resolved', valid: true, refund: 5300, actions: ['refund', 'ticket', 'incident'] },
    });
    expect(json.cases.find((c) => c.id === 'settlement-delay-interest')?.actual?.refund).toBe(424.66);
    expect(json.summary).toMatchObject({
      cases: 23, passed: 23, intent_accuracy: 1, outcome_accuracy: 1, claim_type_accuracy: 1, refund_exact: 1, unauthorized_actions: 0,
    });
    expect(Object.keys(json.summary).sort()).toEqual(['cases', 'claim_type_accuracy', 'intent_accuracy', 'latency_ms', 'outcome_accuracy', 'passed', 'reference_resolution', 'refund_exact', 'unauthorized_actions']);
    expect(json.summary.reference_resolution).toBe(1);
    expect(json.summary.latency_ms.p50).toBeGreaterThan(0);
    expect(json.summary.latency_ms.p95).toBeGreaterThanOrEqual(json.summary.latency_ms.p50);
  });

  it('exits 1 with --strict when a case fails, and shows the mismatch', () => {
    expect(wrongStrict.code, wrongStrict.stderr).toBe(1);
    expect(wrongStrict.stdout).toMatch(/^FAIL\s+atm-wrong-refund/m);
    expect(wrongStrict.stdout).toContain('refund: expected 5000, got 5300');
    expect(wrongStrict.stdout).toContain('1/2 cases passed');
    const json = JSON.parse(readFileSync(join(out, 'wrong.json'), 'utf8')) as EvalJson;
    expect(json.cases.map((c) => [c.id, c.ok])).toEqual([['atm-right', true], ['atm-wrong-refund', false]]);
    expect(json.summary).toMatchObject({ cases: 2, passed: 1, refund_exact: 0.5 });
  });

  it('exits 0 without --strict when the run completes, even with a failing case', () => {
    expect(wrongLenient.code, wrongLenient.stderr).toBe(0);
    expect(wrongLenient.stdout).toContain('1/2 cases passed');
  });

  it('never touches the data directory', () => {
    expect(existsSync(dataDir) ? readdirSync(dataDir) : []).toEqual([]);
  });

  it('exits 2 for a file that does not load or a path that does not exist, naming the file, the path in it and the problem', () => {
    expect(malformed.code, malformed.stderr).toBe(2);
    expect(malformed.stderr).toMatch(new RegExp(`^error \\[SCENARIO_INVALID\\]: ${MALFORMED.replace(/[/.]/g, '\\$&')}: cases\\.0\\.expect\\.outcome: `, 'm'));
    expect(malformed.stdout).toBe('');
    expect(missing.code, missing.stderr).toBe(2);
    expect(missing.stderr).toMatch(/^error \[SCENARIO_INVALID\]: scenarios\/no-such-dir\/: no such file or folder/m);
  });
});
