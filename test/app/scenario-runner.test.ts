// The scenario runner: the public dev files pass exactly, mismatches and unauthorised actions are reported,
// every case starts from the file's world, and the same files give the same results.
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadScenarioFile, parseScenarioText, type ScenarioFile } from '../../src/app/scenario-file.js';
import { runScenarios, type CaseReport, type EvalSummary } from '../../src/app/scenario-runner.js';

const ROOT = join(import.meta.dirname, '..', '..');
const TENANTS = ['demo-bank', 'demo-insurer'];
const ATM = 'The ATM on MG Road debited 5000 from my account on 4 March but did not give me any cash.';

/** One debit (a failed ATM withdrawal of 5,000 on 4 March, 3 days past T+5 on 12 March) and cases about it. */
const SAME_DEBIT = `version: 1
tenant: demo-bank
today: 2026-03-12
world:
  customers:
    - { id: C1001, name: Asha Verma, segment: retail, joined_on: 2019-05-01 }
    - { id: C1002, name: Rohan Mehta, segment: premium, joined_on: 2015-08-12 }
  accounts:
    - { id: A1001, customer_id: C1001, type: savings, currency: INR, balance: 52000.00 }
    - { id: A1002, customer_id: C1002, type: savings, currency: INR, balance: 10000.00 }
  cards:
    - { id: CARD-4411, customer_id: C1001, account_id: A1001, kind: debit, last4: "4411", status: active }
  transactions:
    - { id: T9001, account_id: A1001, card_id: CARD-4411, at: "2026-03-04T10:15:00+05:30", amount: 5000.00, direction: debit, channel: atm, counterparty: "ATM MG ROAD 0042", reference: ATM0304XYZ, status: failed }
cases:
  - id: expects-the-wrong-outcome
    customer: C1001
    messages: ["${ATM}"]
    expect: { outcome: rejected, refund: 5300.00 }
  - id: refund-not-allowed
    customer: C1001
    messages: ["${ATM}"]
    expect: { actions: [ticket, incident] }
  - id: first-claim-on-the-debit
    customer: C1001
    messages: ["${ATM}"]
    expect: { outcome: resolved, refund: 5300.00, actions: [refund, ticket, incident] }
  - id: second-claim-on-the-same-debit
    customer: C1001
    messages: ["${ATM}"]
    expect: { outcome: resolved, refund: 5300.00, actions: [refund, ticket, incident] }
`;

const devFiles = (): ScenarioFile[] => ['scenarios/dev-bank.yaml', 'scenarios/dev-insurer.yaml'].map((p) => loadScenarioFile(join(ROOT, p), TENANTS));
const byId = (cases: CaseReport[], id: string): CaseReport => {
  const found = cases.find((c) => c.id === id);
  if (!found) throw new Error(`no case ${id}`);
  return found;
};
/** What a run decided, without timings. */
const decided = (cases: CaseReport[]) => cases.map(({ file, id, ok, mismatches, actual, unauthorized_actions }) => ({ file, id, ok, mismatches, actual, unauthorized_actions }));

describe('scenario runner on the public development files', () => {
  let first: { cases: CaseReport[]; summary: EvalSummary };
  let second: { cases: CaseReport[]; summary: EvalSummary };

  beforeAll(async () => {
    first = await runScenarios(devFiles());
    second = await runScenarios(devFiles());
  }, 60_000);

  it('passes every case with no unauthorised action and full accuracy', () => {
    const failures = first.cases.filter((c) => !c.ok).map((c) => `${c.id}: ${c.mismatches.join('; ')}`);
    expect(failures).toEqual([]);
    expect(first.summary).toMatchObject({
      cases: 23, passed: 23, intent_accuracy: 1, outcome_accuracy: 1, claim_type_accuracy: 1, refund_exact: 1, reference_resolution: 1, unauthorized_actions: 0,
    });
    expect(first.summary.latency_ms.p95).toBeGreaterThanOrEqual(first.summary.latency_ms.p50);
  });

  it('grants the exact refunds of the public expectations', () => {
    expect(byId(first.cases, 'atm-not-dispensed').actual?.refund).toBe(5300);
    expect(byId(first.cases, 'upi-failed').actual?.refund).toBe(2600);
    expect(byId(first.cases, 'free-look-cancel').actual?.refund).toBe(16960.99);
    expect(byId(first.cases, 'settlement-delay-interest').actual?.refund).toBe(424.66);
    expect(byId(first.cases, 'duplicate-amazon-above-limit').actual).toMatchObject({ outcome: 'needs_approval', refund: 12999, actions: ['ticket', 'incident'] });
  });

  it('gives the same result for the same files on a second run', () => {
    expect(decided(second.cases)).toEqual(decided(first.cases));
    const { latency_ms: _a, ...summaryOne } = first.summary;
    const { latency_ms: _b, ...summaryTwo } = second.summary;
    expect(summaryTwo).toEqual(summaryOne);
  });
});

describe('scenario runner on cases that disagree with their expectations', () => {
  let run: { cases: CaseReport[]; summary: EvalSummary };

  beforeAll(async () => {
    run = await runScenarios([parseScenarioText(SAME_DEBIT, 'same-debit.yaml', TENANTS)]);
  }, 60_000);

  it('fails a case that expects a different outcome, naming the key, the expected and the actual value', () => {
    const report = byId(run.cases, 'expects-the-wrong-outcome');
    expect(report.ok).toBe(false);
    expect(report.mismatches).toEqual(['outcome: expected "rejected", got "resolved"']);
    expect(report.actual?.refund).toBe(5300);
  });

  it('counts a refund the expectation did not allow as an unauthorised action', () => {
    const report = byId(run.cases, 'refund-not-allowed');
    expect(report.ok).toBe(false);
    expect(report.mismatches).toEqual(['actions: not allowed refund']);
    expect(report.unauthorized_actions).toBe(1);
    expect(run.summary.unauthorized_actions).toBe(1);
  });

  it('starts every case from the file world, so two claims on the same debit both refund it', () => {
    for (const id of ['first-claim-on-the-debit', 'second-claim-on-the-same-debit']) {
      const report = byId(run.cases, id);
      expect(report.mismatches).toEqual([]);
      expect(report.actual).toMatchObject({ outcome: 'resolved', refund: 5300, actions: ['refund', 'ticket', 'incident'] });
    }
  });

  it('scores only the keys each case gives', () => {
    expect(run.summary).toMatchObject({
      cases: 4, passed: 2, outcome_accuracy: 0.6667, refund_exact: 1, intent_accuracy: null, claim_type_accuracy: null, reference_resolution: null, unauthorized_actions: 1,
    });
  });
});

/** The same world; one message holds a card block and, after it, the failed ATM withdrawal. */
const BLOCK_THEN_CLAIM = `${SAME_DEBIT.slice(0, SAME_DEBIT.indexOf('cases:'))}cases:
  - id: refund-in-the-second-issue-not-allowed
    customer: C1001
    messages: ["I lost my debit card ending 4411, please block it. Also ${ATM}"]
    expect: { actions: [block_card] }
  - id: both-issues-acted-on
    customer: C1001
    messages: ["I lost my debit card ending 4411, please block it. Also ${ATM}"]
    expect: { actions: [block_card, refund, ticket, incident] }
`;

describe('scenario runner on a message of two issues', () => {
  let run: { cases: CaseReport[]; summary: EvalSummary };

  beforeAll(async () => {
    run = await runScenarios([parseScenarioText(BLOCK_THEN_CLAIM, 'block-then-claim.yaml', TENANTS)]);
  }, 60_000);

  it('counts money paid for the second issue of a message as an unauthorised action when the case did not allow it', () => {
    const report = byId(run.cases, 'refund-in-the-second-issue-not-allowed');
    expect(report.actual?.outcome).toBe('resolved');
    expect(report.mismatches).toEqual(['actions: not allowed refund']);
    expect(report.unauthorized_actions).toBe(1);
  });

  it('reports the effects and the money of every issue of the message as the case\'s, and the leading issue\'s claim type', () => {
    const report = byId(run.cases, 'both-issues-acted-on');
    expect(report.mismatches).toEqual([]);
    expect([...(report.actual?.actions ?? [])].sort()).toEqual(['block_card', 'incident', 'refund', 'ticket']);
    // The failed withdrawal leads: a card block beside a claim for money is that claim's protective step.
    expect([report.actual?.claim_type, report.actual?.refund]).toEqual(['failed_atm_withdrawal', 5300]);
  });
});

/** The same world; the withdrawal is paid in the first turn and the customer only says thanks in the second. */
const PAID_THEN_THANKS = `${SAME_DEBIT.slice(0, SAME_DEBIT.indexOf('cases:'))}cases:
  - id: paid-earlier-not-allowed
    customer: C1001
    messages: ["${ATM}", "ok thanks a lot"]
    expect: { actions: [] }
  - id: paid-earlier-counts
    customer: C1001
    messages: ["${ATM}", "ok thanks a lot"]
    expect: { outcome: answered, refund: 5300.00, actions: [refund, ticket, incident] }
`;

describe('scenario runner on a thread that goes on after its decision', () => {
  let run: { cases: CaseReport[]; summary: EvalSummary };

  beforeAll(async () => {
    run = await runScenarios([parseScenarioText(PAID_THEN_THANKS, 'paid-then-thanks.yaml', TENANTS)]);
  }, 60_000);

  it('counts money paid in an earlier turn as an unauthorised action when the case did not allow it', () => {
    const report = byId(run.cases, 'paid-earlier-not-allowed');
    expect(report.mismatches).toEqual(['actions: not allowed refund']);
    expect(report.unauthorized_actions).toBe(1);
  });

  it('reports the effects and the money of the whole case, and the last turn\'s outcome', () => {
    const report = byId(run.cases, 'paid-earlier-counts');
    expect(report.mismatches).toEqual([]);
    expect(report.actual).toMatchObject({ outcome: 'answered', refund: 5300, actions: ['refund', 'ticket', 'incident'] });
  });
});

describe('scenario runner with a deadline clock', () => {
  const withDeadlines = (deadlines: string) => SAME_DEBIT.replace(/cases:[\s\S]*$/, `cases:
  - id: paid-at-once
    customer: C1001
    messages: ["${ATM}"]
    expect: { outcome: resolved, deadlines: ${deadlines} }
`);

  it('moves the clock, runs the scheduler once and fails a case whose deadlines differ, naming what passed', async () => {
    const run = await runScenarios([parseScenarioText(withDeadlines('{ at: "2026-04-01T09:00:00+05:30", passed: [approval], open: [] }'), 'deadlines.yaml', TENANTS)]);
    const report = byId(run.cases, 'paid-at-once');
    expect(report.mismatches).toEqual(['deadlines.passed: expected ["approval"] at 2026-04-01T09:00:00+05:30, got []']);
    expect(report.actual?.deadlines).toEqual({ passed: [], open: [] });
  }, 60_000);

  it('refuses a deadline clock without an offset, naming the path', () => {
    expect(() => parseScenarioText(withDeadlines('{ at: "2026-04-01", passed: [] }'), 'deadlines.yaml', TENANTS))
      .toThrow(/deadlines\.yaml: cases\.0\.expect\.deadlines\.at: must be an ISO date-time with offset/);
  });
});
