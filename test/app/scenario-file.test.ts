// The scenario-file format (docs/scenario-format.md): public files load unchanged; bad files are rejected naming file, path and problem.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadScenarioFile, parseScenarioText } from '../../src/app/scenario-file.js';
import { isEchoPilotError } from '../../src/domain/errors.js';

const ROOT = join(import.meta.dirname, '..', '..');
const TENANTS = ['demo-bank', 'demo-insurer'] as const;
const SOURCE = 'scenarios/broken.yaml';

interface Parts {
  tenant?: string;
  today?: string;
  top?: string;
  joinedOn?: string;
  at?: string;
  customer?: string;
  expect?: string;
  moreCases?: string;
}

/** A small valid scenario file; each part can be replaced to break exactly one thing. */
function scenarioText(parts: Parts = {}): string {
  return [
    'version: 1',
    `tenant: ${parts.tenant ?? 'demo-bank'}`,
    `today: ${parts.today ?? '2026-03-12'}`,
    parts.top ?? '',
    'world:',
    '  customers:',
    `    - { id: C1001, name: Asha Verma, segment: retail, joined_on: ${parts.joinedOn ?? '2019-05-01'} }`,
    '  accounts:',
    '    - { id: A1001, customer_id: C1001, type: savings, currency: INR, balance: 52000.00 }',
    '  transactions:',
    `    - { id: T9001, account_id: A1001, at: "${parts.at ?? '2026-03-04T10:15:00+05:30'}", amount: 5000.00, direction: debit, channel: atm, status: failed }`,
    'cases:',
    '  - id: atm',
    `    customer: ${parts.customer ?? 'C1001'}`,
    '    messages: ["The ATM took 5000 on 4 March but gave no cash."]',
    `    expect: { ${parts.expect ?? 'outcome: resolved'} }`,
    parts.moreCases ?? '',
    '',
  ].join('\n');
}

/** The error message of a rejected file, after checking it is a SCENARIO_INVALID error. */
function rejection(text: string, source = SOURCE): string {
  try {
    parseScenarioText(text, source, TENANTS);
  } catch (error) {
    if (!isEchoPilotError(error)) throw error;
    expect(error.code).toBe('SCENARIO_INVALID');
    return error.message;
  }
  throw new Error('the file was accepted');
}

describe('scenario file: public examples', () => {
  it('loads the public demo-bank development file unchanged, with money in paise and the clock at noon IST', () => {
    const file = loadScenarioFile(join(ROOT, 'scenarios/dev-bank.yaml'), TENANTS);
    expect(file.tenant).toBe('demo-bank');
    expect(file.now).toBe('2026-03-12T12:00:00+05:30');
    expect(file.world.customers.map((c) => c.id)).toEqual(['C1001', 'C1002', 'C1003']);
    expect(file.world.transactions.find((t) => t.id === 'T9001')?.amount).toBe(500000);
    const atm = file.cases.find((c) => c.id === 'atm-not-dispensed');
    expect(atm?.customer).toBe('C1001');
    expect(atm?.expect).toEqual({
      intent: 'complaint', claimType: 'failed_atm_withdrawal', outcome: 'resolved', valid: true, refund: 530000,
      actions: ['refund', 'ticket', 'incident'], replyContains: ['5,300'],
    });
    const twoMessages = file.cases.find((c) => c.id === 'atm-ambiguous-then-answer');
    expect(twoMessages?.messages).toHaveLength(2);
    expect(file.cases.find((c) => c.id === 'query-atm-compensation')?.expect.valid).toBeNull();
  });

  it('loads the public demo-insurer development file unchanged, keeping paise exact for 16,960.99', () => {
    const file = loadScenarioFile(join(ROOT, 'scenarios/dev-insurer.yaml'), TENANTS);
    expect(file.tenant).toBe('demo-insurer');
    expect(file.cases).toHaveLength(9);
    expect(file.world.policies.map((p) => p.id)).toContain('POL-HL-2201');
    expect(file.world.claims.find((c) => c.id === 'CLM-7003')?.rejectionReason).toMatch(/Pre-existing/);
    expect(file.cases.find((c) => c.id === 'free-look-cancel')?.expect.refund).toBe(1696099);
    expect(file.cases.find((c) => c.id === 'settlement-delay-interest')?.expect.refund).toBe(42466);
  });

  it('accepts every field of the public example of the format, including nulls for optional record fields', () => {
    const file = loadScenarioFile(join(ROOT, 'test/fixtures/scenarios/contract-example.yaml'), TENANTS);
    const txn = file.world.transactions[0];
    expect(txn).toMatchObject({ id: 'T9001', cardId: 'CARD-4411', relatesTo: null, feeKind: null, policyId: null, dueOn: null, amount: 500000 });
    expect(file.world.accounts[0]?.creditLimit).toBeNull();
    expect(file.world.policies[0]).toMatchObject({ deliveredOn: '2026-02-03', premium: 1800000, cancelledOn: null });
    expect(file.world.claims[0]).toMatchObject({ settledAmount: 4000000, rejectionReason: null });
    expect(file.cases[0]?.expect.refund).toBe(530000);
  });
});

describe('scenario file: the clock', () => {
  it('takes a bare date as noon in India on that day', () => {
    expect(parseScenarioText(scenarioText({ today: '2026-03-12' }), SOURCE, TENANTS).now).toBe('2026-03-12T12:00:00+05:30');
  });

  it('takes an ISO date-time with an offset as that instant', () => {
    expect(parseScenarioText(scenarioText({ today: '2026-03-12T09:30:00+05:30' }), SOURCE, TENANTS).now).toBe('2026-03-12T09:30:00+05:30');
    expect(parseScenarioText(scenarioText({ today: '2026-03-12T04:00:00Z' }), SOURCE, TENANTS).now).toBe('2026-03-12T04:00:00Z');
  });

  it('rejects a clock that is not a date, or a date-time without an offset', () => {
    expect(rejection(scenarioText({ today: 'yesterday' }))).toMatch(/^scenarios\/broken\.yaml: today: must be a date/);
    expect(rejection(scenarioText({ today: '2026-03-12T09:30:00' }))).toContain('today:');
    expect(rejection(scenarioText({ today: '2026-02-30' }))).toContain('today:');
  });
  it('rejects a date-time clock on a day that does not exist (30 February)', () => {
    expect(rejection(scenarioText({ today: '2026-02-30T10:00:00+05:30' }))).toContain('today:');
  });
});

describe('scenario file: rejections name the file, the path inside it and the problem', () => {
  it('rejects an unknown top-level field', () => {
    const message = rejection(scenarioText({ top: 'colour: blue' }));
    expect(message).toContain(SOURCE);
    expect(message).toMatch(/\(root\): Unrecognized key: "colour"/);
  });

  it('rejects an unknown field in a case expectation', () => {
    expect(rejection(scenarioText({ expect: 'outcome: resolved, refundd: 5300' }))).toMatch(/^scenarios\/broken\.yaml: cases\.0\.expect: Unrecognized key: "refundd"/);
  });

  it('rejects an outcome outside the vocabulary and lists the allowed ones', () => {
    const message = rejection(scenarioText({ expect: 'outcome: refunded' }));
    expect(message).toMatch(/^scenarios\/broken\.yaml: cases\.0\.expect\.outcome: /);
    expect(message).toContain('"needs_approval"');
  });

  it('rejects a refund with three decimals, and a negative refund', () => {
    expect(rejection(scenarioText({ expect: 'refund: 5300.001' }))).toBe('scenarios/broken.yaml: cases.0.expect.refund: must have at most two decimals');
    expect(rejection(scenarioText({ expect: 'refund: -1' }))).toContain('cases.0.expect.refund: must not be negative');
  });

  it('rejects a case whose customer is not in the world', () => {
    expect(rejection(scenarioText({ customer: 'C9' }))).toBe('scenarios/broken.yaml: cases.0.customer: no customer "C9" in world.customers');
  });

  it('rejects a case id used twice', () => {
    const message = rejection(scenarioText({ moreCases: '  - { id: atm, customer: C1001, messages: ["again"] }' }));
    expect(message).toBe('scenarios/broken.yaml: cases.1.id: duplicate case id "atm"');
  });

  it('rejects a tenant the product does not ship and names the known ones', () => {
    expect(rejection(scenarioText({ tenant: 'acme-bank' }))).toBe('scenarios/broken.yaml: tenant: unknown tenant "acme-bank" (known: demo-bank, demo-insurer)');
  });

  it('rejects a world record with a date that does not exist', () => {
    expect(rejection(scenarioText({ joinedOn: '2019-02-30' }))).toBe('scenarios/broken.yaml: world.customers.0.joined_on: must be a calendar date YYYY-MM-DD');
    expect(rejection(scenarioText({ at: 'last Tuesday' }))).toContain('world.transactions.0.at:');
  });
  it('rejects a transaction time without an offset or on a day that does not exist', () => {
    expect(rejection(scenarioText({ at: '2026-03-04T10:15:00' }))).toContain('world.transactions.0.at:');
    expect(rejection(scenarioText({ at: '2026-02-30T10:15:00+05:30' }))).toContain('world.transactions.0.at:');
  });

  it('rejects text that is not YAML, naming the file and the line', () => {
    const message = rejection(scenarioText({ expect: 'outcome: [resolved' }));
    expect(message).toMatch(/^scenarios\/broken\.yaml: not valid YAML: /);
    expect(message).toMatch(/line \d+/);
  });

  it('rejects a case with no messages or an empty message', () => {
    const noMessages = scenarioText().replace('messages: ["The ATM took 5000 on 4 March but gave no cash."]', 'messages: []');
    expect(rejection(noMessages)).toContain('cases.0.messages: needs at least one message');
    const emptyMessage = scenarioText().replace('messages: ["The ATM took 5000 on 4 March but gave no cash."]', 'messages: [""]');
    expect(rejection(emptyMessage)).toContain('cases.0.messages.0: must not be empty');
  });

  it('reports every problem of a file at once, one a line', () => {
    const message = rejection(scenarioText({ expect: 'outcome: refunded, intent: praise' }));
    const lines = message.split('\n');
    expect(lines).toHaveLength(2);
    expect(lines.every((l) => l.startsWith(`${SOURCE}: cases.0.expect.`))).toBe(true);
  });

  it('names a file it cannot read', () => {
    try {
      loadScenarioFile(join(ROOT, 'scenarios/no-such-file.yaml'), TENANTS);
      throw new Error('loaded a missing file');
    } catch (error) {
      expect(isEchoPilotError(error) && error.code).toBe('SCENARIO_INVALID');
      expect((error as Error).message).toMatch(/no-such-file\.yaml: cannot read/);
    }
  });
});
