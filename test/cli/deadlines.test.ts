// `echopilot deadlines list|run`: a fraud claim made with `ask` stores its approval expiry and shadow credit; `run --now`
// past the due time escalates once (the review inbox flags it), a second run does nothing, and bad input names the flag.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { DEMO_NOW, REPO_ROOT, freshDir, jsonOf, removeFreshDirs, runCli, type CliResult } from './cli-harness.js';

const FRAUD = 'There is a payment of 12,000 to Airmiles Travel on my debit card from Wednesday night. I never made it, someone has my card details!';
const KEYS_FILE = join(REPO_ROOT, 'tenants', 'api-keys.example.yaml');

interface Listed { id: string; kind: string; status: string; due_at: string; overdue: boolean; note: string | null }

describe('echopilot deadlines', () => {
  afterAll(removeFreshDirs);
  const runs: Record<string, CliResult> = {};

  beforeAll(async () => {
    const dataDir = freshDir();
    const options = { dataDir, env: { ECHOPILOT_API_KEYS_FILE: KEYS_FILE }, timeoutMs: 150_000 };
    const steps: [string, string[]][] = [
      ['ask', ['ask', '--tenant', 'demo-bank', '--customer', 'C1005', '--now', DEMO_NOW, '--json', FRAUD]],
      ['list', ['deadlines', 'list', '--tenant', 'demo-bank', '--now', DEMO_NOW, '--json']],
      ['early', ['deadlines', 'run', '--now', '2026-11-25T23:59:00+05:30']],
      ['due', ['deadlines', 'run', '--now', '2026-11-26T09:00:00+05:30', '--json']],
      ['again', ['deadlines', 'run', '--now', '2026-11-26T09:00:00+05:30']],
      ['inbox', ['review', 'list', '--key', 'demo-bank-reviewer-alice-not-a-secret']],
      ['after', ['deadlines', 'list', '--all', '--json']],
    ];
    for (const [name, args] of steps) runs[name] = await runCli(args, options);
  }, 300_000);

  it('lists the approval expiry and the shadow credit with their due times when a fraud claim waits for review', () => {
    expect(jsonOf<{ outcome: string }>(runs.ask as CliResult).outcome).toBe('needs_approval');
    // Sunday 22 November 2026: two working days (24 November is a holiday) → 25 November; ten → 7 December; both end at midnight in Kolkata.
    expect(jsonOf<Listed[]>(runs.list as CliResult).map((d) => [d.kind, d.status, d.due_at, d.overdue])).toEqual([
      ['approval', 'open', '2026-11-25T18:30:00.000Z', false],
      ['shadow_credit', 'open', '2026-12-07T18:30:00.000Z', false],
    ]);
  });

  it('escalates a passed approval deadline once and flags it in the review inbox', () => {
    expect(runs.early?.stdout).toContain('0 deadlines passed');
    const due = jsonOf<{ handled: (Listed & { action: string })[] }>(runs.due as CliResult);
    expect(due.handled.map((d) => [d.kind, d.status])).toEqual([['approval', 'passed']]);
    expect(due.handled[0]?.action).toMatch(/^escalated: TKT-.* set to high priority$/);
    expect(runs.again?.stdout).toContain('0 deadlines passed');
    expect(runs.inbox?.stdout).toMatch(/OVERDUE approval \(due 2026-11-25T18:30:00\.000Z\)/);
    expect(jsonOf<Listed[]>(runs.after as CliResult).map((d) => [d.kind, d.status])).toEqual([['approval', 'passed'], ['shadow_credit', 'open']]);
  });

  it('documents both commands and refuses a --now without an offset, naming the flag', async () => {
    const help = await runCli(['deadlines', 'run', '--help']);
    expect(help.stdout).toContain('--now <datetime>');
    const bad = await runCli(['deadlines', 'run', '--now', '2026-11-26', '--json']);
    expect(bad.code).toBe(2);
    expect(JSON.parse(bad.stderr)).toMatchObject({ error: { code: 'INVALID_DATE', field: '--now' } });
    const badStatus = await runCli(['deadlines', 'list', '--status', 'late']);
    expect(badStatus.code).toBe(2);
    expect(badStatus.stderr).toContain('--status: must be one of open, met, passed, cancelled');
  }, 180_000);
});
