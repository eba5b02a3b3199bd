// `echopilot demo`: seeds once, shows every outcome, and a second run leaves the data directory as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_NOW, freshDir, openDataStore, runCli, type CliResult, removeFreshDirs } from './cli-harness.js';

const OUTCOMES = ['answered', 'resolved', 'needs_approval', 'rejected', 'escalated', 'clarification', 'logged'];

/** Everything the store holds for the demo tenants, in a comparable form. */
async function snapshot(dataDir: string): Promise<string> {
  const store = await openDataStore(dataDir);
  try {
    const parts: unknown[] = [];
    for (const tenant of ['demo-bank', 'demo-insurer']) {
      const customers = await store.listCustomers(tenant);
      parts.push(customers);
      for (const c of customers) parts.push(await store.customerRecords(tenant, c.id));
      parts.push(await store.listLedger(tenant), await store.listTickets(tenant), await store.listIncidents(tenant));
      parts.push(await store.listApprovals(tenant), await store.listConversations(tenant));
    }
    return JSON.stringify(parts);
  } finally {
    await store.close();
  }
}

const outcomesLine = (r: CliResult) => r.stdout.split('\n').find((l) => l.startsWith('Outcomes shown:')) ?? '';

describe('echopilot demo', () => {
  afterAll(removeFreshDirs);
  const dataDir = freshDir();
  let first: CliResult;
  let second: CliResult;
  let before: string;
  let after: string;

  beforeAll(async () => {
    first = await runCli(['demo'], { dataDir });
    // A real claim on the seeded data, so a re-seed would show: its credit and conversation must survive.
    const asked = await runCli(['ask', '--tenant', 'demo-bank', '--customer', 'C1001', '--now', DEMO_NOW,
      'The ATM on MG Road debited 5,000 from my account on 16 November but did not give me any cash.'], { dataDir });
    if (asked.code !== 0) throw new Error(asked.stderr);
    before = await snapshot(dataDir);
    second = await runCli(['demo'], { dataDir });
    after = await snapshot(dataDir);
  }, 180_000);

  it('seeds both demo tenants into the data directory on the first run', () => {
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain(`demo-bank: seeded the demo world into ${dataDir}`);
    expect(first.stdout).toContain(`demo-insurer: seeded the demo world into ${dataDir}`);
  });

  it('shows a conversation for every outcome, with the approval by a reviewer', () => {
    for (const outcome of OUTCOMES) {
      expect(first.stdout).toMatch(new RegExp(`outcome: ${outcome}\\b`));
      expect(outcomesLine(first)).toMatch(new RegExp(`\\b${outcome} \\d+`));
    }
    expect(first.stdout).toContain('════ demo-bank ════');
    expect(first.stdout).toContain('════ demo-insurer ════');
    expect(first.stdout).toMatch(/— after review\nintent: .* outcome: resolved/);
    expect(first.stdout).toContain('waiting for: customer');
  });

  it('walks through a four-eyes approval: one reviewer leaves it pending, a second one pays, and the customer sees the reply', () => {
    expect(first.stdout).toMatch(/Four eyes: a free-look refund above ₹2,00,000\nintent: .* outcome: needs_approval\s+amount: ₹3,55,442\.10/);
    expect(first.stdout).toContain('— first review\n(approved by reviewer-carol: 1 of 2 approvals, still pending; nothing paid yet)');
    expect(first.stdout).toMatch(/\(approved by reviewer-carol and reviewer-dinesh\)\n── Four eyes: .* — after review\nintent: .* outcome: resolved\s+amount: ₹3,55,442\.10\nactions: .*refund/);
    const seen = first.stdout.split('— what the customer sees\n')[1]?.split('\n\n')[0] ?? '';
    expect(seen).toContain('C2011: I want to return my new term life insurance policy');
    expect(seen).toContain('passed to a reviewer for approval');
    expect(seen).toContain('We have credited ₹3,55,442.10');
  });

  it('uses the existing data on a second run and leaves it exactly as it was', () => {
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout).toContain(`demo-bank: using the existing data in ${dataDir}`);
    expect(second.stdout).toContain(`demo-insurer: using the existing data in ${dataDir}`);
    expect(before).toContain('"customerId":"C1001"');
    expect(after).toBe(before);
  });

  it('shows the same outcomes on every run', () => {
    expect(outcomesLine(second)).toBe(outcomesLine(first));
  });
});
