// World files: a good file loads exactly; bad files fail with SCENARIO_INVALID naming the file, the path and the problem.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EchoPilotError } from '../../src/domain/errors.js';
import { loadWorldFile, parseWorldYaml, worldFromValue } from '../../src/app/world-loader.js';

const GOOD = `
customers:
  - { id: C1001, name: Asha Verma, email: asha@example.com, phone: "+91 98200 00001", segment: retail, joined_on: 2019-05-01 }
accounts:
  - { id: A1001, customer_id: C1001, type: savings, currency: INR, balance: 52000.10 }
  - { id: A1003, customer_id: C1001, type: credit_card, balance: -42000.00, credit_limit: 300000.00 }
cards:
  - { id: CARD-4411, customer_id: C1001, account_id: A1001, kind: debit, last4: "4411", status: active }
  - { id: CARD-0042, customer_id: C1001, account_id: A1003, kind: credit, last4: 42, status: active }
transactions:
  - { id: T9001, account_id: A1001, card_id: CARD-4411, at: 2026-03-04T10:15:00+05:30, amount: 0.29, direction: debit, channel: atm, counterparty: "ATM MG ROAD 0042", reference: ATM0304XYZ, status: failed }
  - { id: T9002, account_id: A1001, at: "2026-03-10T18:00:00+05:30", amount: 9999999999.99, direction: credit, channel: refund, reference: 610018000, status: posted, relates_to: T9001 }
policies:
  - { id: POL-1, customer_id: C1001, product: health, status: active, start_on: 2026-02-01, end_on: 2027-01-31, premium: 18000.55 }
claims:
  - { id: CLM-1, policy_id: POL-1, filed_on: 2026-01-05, amount_claimed: 42000, status: submitted }
`;

const dir = mkdtempSync(join(tmpdir(), 'echopilot-world-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function failure(run: () => unknown): EchoPilotError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(EchoPilotError);
    return error as EchoPilotError;
  }
  throw new Error('expected the world to be rejected');
}

describe('world loader', () => {
  it('loads a good file into tenant records with dates kept as written', () => {
    const world = parseWorldYaml(GOOD, 'world.yaml', 'demo-bank');
    expect(world.customers).toEqual([
      { id: 'C1001', tenantId: 'demo-bank', name: 'Asha Verma', email: 'asha@example.com', phone: '+91 98200 00001', segment: 'retail', joinedOn: '2019-05-01' },
    ]);
    expect(world.transactions[0]?.at).toBe('2026-03-04T10:15:00+05:30');
    expect(world.transactions[0]?.cardId).toBe('CARD-4411');
    expect(world.transactions[1]).toMatchObject({ cardId: null, reference: '610018000', relatesTo: 'T9001', counterparty: '' });
    expect(world.cards[1]?.last4).toBe('0042');
    expect(world.accounts[1]).toMatchObject({ currency: 'INR', creditLimit: 30_000_000 });
    expect(world.policies[0]).toMatchObject({ startOn: '2026-02-01', deliveredOn: null, sumInsured: 0, cancelledOn: null });
    expect(world.claims[0]).toMatchObject({ filedOn: '2026-01-05', settledAmount: null, documentsCompleteOn: null });
  });

  it('turns rupee amounts into exact paise', () => {
    const world = parseWorldYaml(GOOD, 'world.yaml', 'demo-bank');
    expect(world.accounts.map((a) => a.balance)).toEqual([5_200_010, -4_200_000]);
    expect(world.transactions.map((t) => t.amount)).toEqual([29, 999_999_999_999]);
    expect(world.policies[0]?.premium).toBe(1_800_055);
    expect(world.claims[0]?.amountClaimed).toBe(4_200_000);
  });

  it('treats an empty file as an empty world', () => {
    expect(parseWorldYaml('', 'empty.yaml', 't')).toEqual({ customers: [], accounts: [], cards: [], transactions: [], policies: [], claims: [] });
  });

  it('rejects an unknown field naming the file and the path', () => {
    const text = GOOD.replace('segment: retail,', 'segment: retail, vip: true,');
    const error = failure(() => parseWorldYaml(text, 'bad.yaml', 't'));
    expect(error.code).toBe('SCENARIO_INVALID');
    expect(error.message).toMatch(/^bad\.yaml: customers\.0: Unrecognized key: "vip"/);
    expect(error.field).toBe('bad.yaml');
  });

  it('rejects a bad enum value with the allowed options', () => {
    const error = failure(() => parseWorldYaml(GOOD.replace('segment: retail', 'segment: gold'), 'bad.yaml', 't'));
    expect(error.code).toBe('SCENARIO_INVALID');
    expect(error.message).toMatch(/^bad\.yaml: customers\.0\.segment: Invalid option/);
    expect(error.message).toContain('retail');
  });

  it('rejects an amount with more than two decimals and a date that does not exist', () => {
    const text = GOOD.replace('amount: 0.29', 'amount: 0.295').replace('start_on: 2026-02-01', 'start_on: 2026-02-30');
    const error = failure(() => parseWorldYaml(text, 'bad.yaml', 't'));
    expect(error.message).toContain('bad.yaml: transactions.0.amount: must have at most two decimals');
    expect(error.message).toContain('bad.yaml: policies.0.start_on: must be a calendar date');
  });

  it('rejects a dangling reference', () => {
    const error = failure(() => parseWorldYaml(GOOD.replace('relates_to: T9001', 'relates_to: T0000'), 'bad.yaml', 't'));
    expect(error.code).toBe('SCENARIO_INVALID');
    expect(error.message).toBe('bad.yaml: transactions.1.relates_to: unknown transaction, claim or policy "T0000"');
  });

  it('rejects a duplicate id', () => {
    const error = failure(() => parseWorldYaml(GOOD.replace('id: A1003', 'id: A1001'), 'bad.yaml', 't'));
    expect(error.message).toContain('bad.yaml: accounts.1.id: duplicate id "A1001"');
  });

  it('rejects YAML that does not parse', () => {
    const error = failure(() => parseWorldYaml('customers: [ { id: C1', 'broken.yaml', 't'));
    expect(error.code).toBe('SCENARIO_INVALID');
    expect(error.message).toMatch(/^broken\.yaml: not valid YAML/);
  });

  it('prefixes paths when validating the world key of a scenario file', () => {
    const error = failure(() => worldFromValue({ customers: [{ id: 'C1', name: 'A', segment: 'x' }] }, 'dev.yaml', 't', ['world']));
    expect(error.message).toMatch(/^dev\.yaml: world\.customers\.0\.segment: Invalid option/);
  });

  it('loads a file from disk and names a missing file', () => {
    const path = join(dir, 'world.yaml');
    writeFileSync(path, GOOD);
    expect(loadWorldFile(path, 'demo-bank').customers).toHaveLength(1);
    const error = failure(() => loadWorldFile(join(dir, 'missing.yaml'), 't'));
    expect(error.code).toBe('SCENARIO_INVALID');
    expect(error.message).toContain('missing.yaml: cannot read world file');
  });
});
