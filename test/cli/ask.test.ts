// `echopilot ask`: one message for a demo customer, as text or JSON; bad input is an error with a code and exit 2.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_NOW, freshDir, jsonOf, openDataStore, runCli, type CliResult } from './cli-harness.js';

interface AskJson {
  thread_id: string;
  intent: string | null;
  claim_type: string | null;
  outcome: string;
  valid: boolean | null;
  amount: number;
  amount_paise: number;
  actions: string[];
  reply: string;
  path: string[];
  waiting_for: string | null;
  approval_id: string | null;
}

const ask = (dataDir: string, customer: string, message: string, ...extra: string[]) =>
  runCli(['ask', '--tenant', 'demo-bank', '--customer', customer, '--now', DEMO_NOW, ...extra, message], { dataDir });

/** An input error: exit 2, one `error [CODE]: …` line, no stack trace. */
function expectInputError(result: CliResult, code: string, detail: RegExp): void {
  expect(result.code, result.stderr).toBe(2);
  expect(result.stderr).toMatch(new RegExp(`^error \\[${code}\\]: `, 'm'));
  expect(result.stderr).toMatch(detail);
  expect(result.stderr).not.toMatch(/^\s+at /m);
  expect(result.stdout).toBe('');
}

describe('echopilot ask', () => {
  const dataDir = freshDir();
  let text: CliResult;
  let json: CliResult;

  beforeAll(async () => {
    // The first run seeds the demo worlds into the data directory; the second then uses them.
    text = await ask(dataDir, 'C1001', 'The ATM on MG Road debited 5,000 from my account on 16 November but did not give me any cash.');
    json = await ask(dataDir, 'C1010', 'I paid 1,200 by UPI to printwala on Friday. The payment failed but the money was deducted from our current account.', '--json');
  }, 90_000);

  it('prints the intent, claim type, outcome, amount, actions, path and the reply for a demo-bank customer', () => {
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toContain('intent: complaint   claim type: failed_atm_withdrawal   outcome: resolved   amount: ₹5,100.00');
    expect(text.stdout).toContain('actions: refund, ticket, incident');
    expect(text.stdout).toMatch(/path: intake → gather → .* → respond/);
    expect(text.stdout).toContain('Dear Priya');
    expect(text.stdout).toContain('5,000.00 + 100.00 × 1 day late = 5,100.00');
  });

  it('prints parseable JSON with the outcome, the amount in rupees and paise, and the actions', () => {
    expect(json.code, json.stderr).toBe(0);
    const turn = jsonOf<AskJson>(json);
    expect(turn).toMatchObject({
      intent: 'complaint', claim_type: 'failed_upi_transfer', outcome: 'resolved', valid: true, amount: 1300, amount_paise: 130000, waiting_for: null,
    });
    expect(turn.actions).toEqual(expect.arrayContaining(['refund', 'ticket', 'incident']));
    expect(turn.thread_id).toMatch(/^demo-bank:C1010:/);
    expect(turn.reply).toContain('1,300.00');
  });

  it('works on the data directory it is given and records the credit there', async () => {
    expect(existsSync(join(dataDir, 'echopilot.db'))).toBe(true);
    const store = await openDataStore(dataDir);
    try {
      const credits = await store.listLedger('demo-bank', { customerId: 'C1001' });
      expect(credits.reduce((sum, c) => sum + c.amount, 0)).toBe(510000);
    } finally {
      await store.close();
    }
  });

  it('rejects an unknown tenant, an unknown customer, an empty message and one over 8,000 characters with exit code 2', async () => {
    // The directory is seeded by the runs above; these change nothing, so they run side by side.
    const [unknownCustomer, unknownTenant, empty, tooLong] = await Promise.all([
      ask(dataDir, 'C9', 'Where is my money?'),
      runCli(['ask', '--tenant', 'acme-bank', '--customer', 'C1001', 'Where is my money?'], { dataDir }),
      ask(dataDir, 'C1001', '   '),
      ask(dataDir, 'C1001', 'a'.repeat(8001)),
    ]);
    expectInputError(unknownCustomer, 'UNKNOWN_CUSTOMER', /tenant demo-bank has no customer "C9"/);
    expectInputError(unknownTenant, 'UNKNOWN_TENANT', /acme-bank/);
    expectInputError(empty, 'MESSAGE_EMPTY', /.+/);
    expectInputError(tooLong, 'MESSAGE_TOO_LONG', /8,?000/);
  }, 90_000);
});
