// `echopilot review`: a needs_approval claim made with `ask` is listed, approved once, and moves money exactly once;
// above the four-eyes limit one reviewer key cannot approve twice; decisions need a real staff key, never a typed name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { DEMO_NOW, REPO_ROOT, freshDir, jsonOf, openDataStore, runCli, tenantsRootWith, type CliResult, removeFreshDirs } from './cli-harness.js';

const FRAUD = 'There is a payment of 12,000 to Airmiles Travel on my debit card from Wednesday night. I never made it, someone has my card details!';

interface Flow {
  ask: { outcome: string; amount: number; approval_id: string | null; thread_id: string; waiting_for: string | null };
  steps: { name: string; result: CliResult; creditedPaise: number }[];
}

const KEYS_FILE = join(REPO_ROOT, 'tenants', 'api-keys.example.yaml');
const ALICE = 'demo-bank-reviewer-alice-not-a-secret';
const BOB = 'demo-bank-reviewer-bob-not-a-secret';

/** Paise credited to C1005 on the thread so far. */
async function credited(dataDir: string, threadId: string): Promise<number> {
  const store = await openDataStore(dataDir);
  try {
    return (await store.listLedger('demo-bank', { threadId })).reduce((sum, entry) => sum + entry.amount, 0);
  } finally {
    await store.close();
  }
}

/** Asks as C1005 about the 12,000 fraud (needs approval), then runs the review commands in order. */
async function flow(tenantsRoot: string | undefined, commands: { name: string; args: (id: string) => string[] }[]): Promise<Flow> {
  const dataDir = freshDir();
  const options = { dataDir, ...(tenantsRoot ? { tenantsRoot } : {}), env: { ECHOPILOT_API_KEYS_FILE: KEYS_FILE }, timeoutMs: 150_000 };
  const asked = await runCli(['ask', '--tenant', 'demo-bank', '--customer', 'C1005', '--now', DEMO_NOW, '--json', FRAUD], options);
  const ask = jsonOf<Flow['ask']>(asked);
  const steps: Flow['steps'] = [];
  for (const command of commands) {
    const result = await runCli(command.args(ask.approval_id ?? 'none'), options);
    steps.push({ name: command.name, result, creditedPaise: await credited(dataDir, ask.thread_id) });
  }
  return { ask, steps };
}

const step = (f: Flow, name: string) => {
  const found = f.steps.find((s) => s.name === name);
  if (!found) throw new Error(`no step ${name}`);
  return found;
};
const approve = (key: string) => (id: string) => ['review', 'approve', id, '--tenant', 'demo-bank', '--key', key];

describe('echopilot review', () => {
  afterAll(removeFreshDirs);
  let single: Flow;
  let fourEyes: Flow;

  beforeAll(async () => {
    [single, fourEyes] = await Promise.all([
      flow(undefined, [
        { name: 'list', args: () => ['review', 'list', '--key', ALICE] },
        { name: 'typed name', args: (id) => ['review', 'approve', id, '--tenant', 'demo-bank', '--reviewer', 'alice'] },
        { name: 'no key', args: (id) => ['review', 'approve', id, '--tenant', 'demo-bank'] },
        { name: 'customer key', args: approve('demo-bank-c1005-not-a-secret') },
        { name: 'other tenant', args: approve('demo-insurer-reviewer-not-a-secret') },
        { name: 'resume pending', args: (id) => ['review', 'resume', id, '--key', ALICE] },
        { name: 'approve', args: approve(ALICE) },
        { name: 'approve again', args: approve(BOB) },
        { name: 'resume customer key', args: (id) => ['review', 'resume', id, '--key', 'demo-bank-c1005-not-a-secret'] },
        { name: 'resume', args: (id) => ['review', 'resume', id, '--key', BOB] },
      ]),
      // The same tenant with the four-eyes limit lowered to 10,000, so the 12,000 claim needs two reviewers.
      flow(tenantsRootWith('four_eyes_limit: 100000.00', 'four_eyes_limit: 10000.00'), [
        { name: 'first', args: approve(ALICE) },
        { name: 'same reviewer', args: approve(ALICE) },
        { name: 'second', args: approve(BOB) },
      ]),
    ]);
  }, 420_000);

  it('lists a needs_approval claim made with ask as pending, with its amount, customer and thread', () => {
    expect(single.ask).toMatchObject({ outcome: 'needs_approval', amount: 12000, waiting_for: 'review' });
    expect(single.ask.approval_id).toMatch(/^APR-/);
    const list = step(single, 'list');
    expect(list.result.code, list.result.stderr).toBe(0);
    expect(list.result.stdout).toContain(`${single.ask.approval_id}  pending  unauthorized_transaction  ₹12,000.00  customer C1005  approvers 0/1  thread ${single.ask.thread_id}`);
    expect(list.creditedPaise).toBe(0);
  });

  it('refuses a decision without a real reviewer key of the tenant, and moves no money', () => {
    const expectations: [string, RegExp][] = [
      ['typed name', /^error \[FORBIDDEN\]: --reviewer is not an identity/m],
      ['no key', /^error \[FORBIDDEN\]: this command needs a staff API key/m],
      ['customer key', /^error \[FORBIDDEN\]: key "sneha-app" has role customer/m],
      ['other tenant', /^error \[FORBIDDEN\]: key "reviewer-carol" acts in tenant demo-insurer, not demo-bank/m],
    ];
    for (const [name, stderr] of expectations) {
      const refused = step(single, name);
      expect(refused.result.code, name).toBe(2);
      expect(refused.result.stderr, name).toMatch(stderr);
      expect(refused.creditedPaise).toBe(0);
    }
  });

  it('approves it, resolves the claim and credits the amount once', () => {
    const approved = step(single, 'approve');
    expect(approved.result.code, approved.result.stderr).toBe(0);
    expect(approved.result.stdout).toMatch(new RegExp(`^${single.ask.approval_id}: (approved|used) \\(1/1 approvals\\)`, 'm'));
    expect(approved.result.stdout).toContain('outcome: resolved   amount: ₹12,000.00');
    expect(approved.creditedPaise).toBe(1200000);
  });

  it('refuses a second approval of the same id with exit code 2 and moves no more money', () => {
    const again = step(single, 'approve again');
    expect(again.result.code).toBe(2);
    expect(again.result.stderr).toMatch(new RegExp(`^error \\[CONFLICT\\]: approval ${single.ask.approval_id} is already`, 'm'));
    expect(again.creditedPaise).toBe(1200000);
  });

  it('resumes an approved claim through the approvals facade: refused while pending or for a customer key, and a resume of a paid claim is refused with ALREADY_RESUMED without paying again', () => {
    const pending = step(single, 'resume pending');
    expect(pending.result.code).toBe(2);
    expect(pending.result.stderr).toMatch(new RegExp(`^error \\[CONFLICT\\]: approval ${single.ask.approval_id} is pending: only an approved claim can be resumed; decide it first`, 'm'));
    expect(pending.creditedPaise).toBe(0);
    const customer = step(single, 'resume customer key');
    expect(customer.result.code).toBe(2);
    expect(customer.result.stderr).toMatch(/^error \[FORBIDDEN\]: key "sneha-app" has role customer/m);
    const resumed = step(single, 'resume');
    expect(resumed.result.code).toBe(2);
    expect(resumed.result.stderr).toMatch(new RegExp(`^error \\[ALREADY_RESUMED\\]: approval ${single.ask.approval_id} has nothing to resume: its claim already finished`, 'm'));
    expect(resumed.creditedPaise).toBe(1200000);
  });

  it('needs two different reviewers above the four-eyes limit: the first approval moves nothing, the same reviewer cannot approve twice', () => {
    expect(fourEyes.ask.outcome).toBe('needs_approval');
    const first = step(fourEyes, 'first');
    expect(first.result.code, first.result.stderr).toBe(0);
    expect(first.result.stdout).toContain(`${fourEyes.ask.approval_id}: pending (1/2 approvals)`);
    expect(first.creditedPaise).toBe(0);
    const same = step(fourEyes, 'same reviewer');
    expect(same.result.code).toBe(2);
    expect(same.result.stderr).toMatch(/^error \[CONFLICT\]: reviewer reviewer-alice has already decided/m);
    expect(same.creditedPaise).toBe(0);
    const second = step(fourEyes, 'second');
    expect(second.result.code, second.result.stderr).toBe(0);
    expect(second.result.stdout).toMatch(/\((2\/2) approvals\)/);
    expect(second.creditedPaise).toBe(1200000);
  });
});
