// Evidence before money on the model path: a model's reading of the message (a claim, its type, its record) moves no
// money until the customer's own words, read deterministically, agree, or the customer says yes to one question.
import { afterEach, describe, expect, it } from 'vitest';
import { harnessFor, type Harness } from '../support/app.harness.js';
import { agentsOnFake, intentOutput, QUERY_TEXT, scriptedFake, verdictOutput, type ScriptedFake } from './support/llm-graph.fixtures.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const FEATURE_REQUEST = 'Let me set my own daily UPI limit from the app, that would be really useful.';
const VAGUE = 'Something is off with my account this month, please sort it out.';

/** A self-serving model: the message is a fee-reversal complaint about the ₹590 fee, valid, confidence 1. */
function feeReversalModel(text: string, rounds = 1): ScriptedFake {
  const fake = scriptedFake().structured('intent_analysis', { ...intentOutput({ intent: 'complaint', claimType: 'fee_reversal', text }), intentConfidence: 1, claimTypeConfidence: 1 });
  for (let round = 0; round < rounds; round += 1) {
    fake.model.respondWithTools([
      { name: 'find_claim_records', args: { claim_type: 'fee_reversal' } },
      { name: 'evaluate_policy_rule', args: { claim_type: 'fee_reversal', record_id: 'T9007' } },
    ]);
    fake.structured('verdict', verdictOutput({ status: 'valid', claimType: 'fee_reversal', subjectId: 'T9007', amount: '₹590', confidence: 1, reasons: ['Approved: full refund owed.'] }));
  }
  return fake;
}

async function ledger() {
  return h!.app.store.listLedger('demo-bank', {});
}

describe('evidence before money on the model path', () => {
  it('turns a vague message the model calls a fee reversal into one yes-or-no question naming the fee, and credits nothing', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml', { agents: agentsOnFake(feeReversalModel(VAGUE)) });

    const turn = await h.send('C1001', VAGUE);

    expect(turn.outcome).toBe('clarification');
    expect(turn.actions).toEqual([]);
    expect(await ledger()).toEqual([]);
    expect(turn.reply).toMatch(/₹590\.00/);
    expect(turn.reply).toMatch(/yes or no/i);
    expect(turn.reply).not.toMatch(/Approved: full refund/);
    const decide = turn.nodeLog.find((n) => n.node === 'decide')?.summary as { evidence: { gaps: { kind: string }[] } };
    expect(decide.evidence.gaps.map((g) => g.kind)).toEqual(expect.arrayContaining([expect.stringMatching(/^(not_a_claim|claim_type)$/)]));
  });

  it('credits nothing and records why when the customer answers no', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml', { agents: agentsOnFake(feeReversalModel(VAGUE, 2)) });
    const first = await h.send('C1001', VAGUE);

    const second = await h.send('C1001', 'No, that is not what I meant', first.threadId);

    expect(second.outcome).toBe('logged');
    expect(second.actions).not.toContain('refund');
    expect(await ledger()).toEqual([]);
    const [ticket] = await h.app.store.listTickets('demo-bank', { threadId: first.threadId });
    expect(ticket?.kind).toBe('request');
  });

  it('credits the amount the question named once the customer answers yes', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml', { agents: agentsOnFake(feeReversalModel(VAGUE, 2)) });
    const first = await h.send('C1001', VAGUE);
    expect(first.outcome).toBe('clarification');

    const second = await h.send('C1001', 'Yes please', first.threadId);

    expect(second).toMatchObject({ outcome: 'resolved', amount: 59_000 });
    expect((await ledger()).map((l) => l.amount)).toEqual([59_000]);
  });

  it('asks which record when the message fits two and the model picked the more lucrative one', async () => {
    const text = 'The Bandra ATM did not give me the cash but took the money from my account';
    const fake = scriptedFake().structured('intent_analysis', { ...intentOutput({ intent: 'complaint', claimType: 'failed_atm_withdrawal', text }), intentConfidence: 1, claimTypeConfidence: 1 });
    fake.model.respondWithTools([{ name: 'evaluate_policy_rule', args: { claim_type: 'failed_atm_withdrawal', record_id: 'T9021' } }]);
    fake.structured('verdict', verdictOutput({ status: 'valid', claimType: 'failed_atm_withdrawal', subjectId: 'T9021', amount: '₹4,000', confidence: 1 }));
    h = await harnessFor('scenarios/dev-bank.yaml', { agents: agentsOnFake(fake) });

    const turn = await h.send('C1002', text);

    expect(turn.outcome).toBe('clarification');
    expect(await ledger()).toEqual([]);
    expect(turn.reply).toMatch(/₹2,000\.00/);
    expect(turn.reply).toMatch(/₹4,000\.00/);
  });

  it('still resolves at once when the customer\'s own words carry the model\'s claim and record', async () => {
    const text = 'The ATM on MG Road debited 5000 from my account on 4 March but did not give me any cash.';
    const fake = scriptedFake().structured('intent_analysis', { ...intentOutput({ intent: 'complaint', claimType: 'failed_atm_withdrawal', text, entities: { amounts: ['5000'], counterparties: ['MG Road'], channels: ['atm'] } }) });
    fake.model.respondWithTools([{ name: 'evaluate_policy_rule', args: { claim_type: 'failed_atm_withdrawal', record_id: 'T9001' } }]);
    fake.structured('verdict', verdictOutput({ status: 'valid', claimType: 'failed_atm_withdrawal', subjectId: 'T9001', amount: '₹5,300', confidence: 0.95 }));
    h = await harnessFor('scenarios/dev-bank.yaml', { agents: agentsOnFake(fake) });

    const turn = await h.send('C1001', text);

    expect(turn.outcome).toBe('resolved');
    expect(turn.actions).toContain('refund');
  });
});

describe('conditions before a cancellation', () => {
  it('states the free-look refund with its formula and waits for a yes when the customer asks for all the money back', async () => {
    h = await harnessFor('scenarios/dev-insurer.yaml');

    const turn = await h.send('C2001', 'meri health policy cancel kar do, abhi abhi li thi, pura paisa wapas chahiye');

    expect(turn.outcome).toBe('clarification');
    expect(turn.actions).toEqual([]);
    expect(turn.reply).toMatch(/16,960\.99/);
    expect(turn.reply).toMatch(/18,000\.00 − /);
    const [policy] = (await h.app.store.customerRecords('demo-insurer', 'C2001')).policies;
    expect(policy?.status).toBe('active');

    const yes = await h.send('C2001', 'haan theek hai', turn.threadId);

    expect(yes).toMatchObject({ outcome: 'resolved', amount: 1_696_099 });
    expect(yes.actions).toEqual(expect.arrayContaining(['cancel_policy', 'refund']));
  });

  it('cancels nothing when the customer declines the terms', async () => {
    h = await harnessFor('scenarios/dev-insurer.yaml');
    const turn = await h.send('C2001', 'Cancel my health policy, but only if I get the full premium back.');
    expect(turn.outcome).toBe('clarification');

    const no = await h.send('C2001', 'no, leave it then', turn.threadId);

    expect(no.outcome).toBe('logged');
    expect(no.actions).not.toContain('cancel_policy');
    const [policy] = (await h.app.store.customerRecords('demo-insurer', 'C2001')).policies;
    expect(policy?.status).toBe('active');
  });

  it('still cancels at once on a plain request', async () => {
    h = await harnessFor('scenarios/dev-insurer.yaml');

    const turn = await h.send('C2001', 'I bought a health policy last month but I don\'t need it anymore. Please cancel it.');

    expect(turn.outcome).toBe('resolved');
    expect(turn.actions).toContain('cancel_policy');
  });
});

describe('what the customer\'s words say it is', () => {
  it('answers a question from the documents, with no question back and no money, when the model read it as a claim', async () => {
    const fake = scriptedFake().structured('intent_analysis', { ...intentOutput({ intent: 'complaint', claimType: 'failed_atm_withdrawal', text: QUERY_TEXT }), intentConfidence: 1, claimTypeConfidence: 1 });
    fake.model.respondWithTools([{ name: 'evaluate_policy_rule', args: { claim_type: 'failed_atm_withdrawal', record_id: 'T9001' } }]);
    fake.structured('verdict', verdictOutput({ status: 'valid', claimType: 'failed_atm_withdrawal', subjectId: 'T9001', amount: '₹5,300', confidence: 1 }));
    h = await harnessFor('scenarios/dev-bank.yaml', { agents: agentsOnFake(fake) });

    const turn = await h.send('C1001', QUERY_TEXT);

    expect(turn.outcome).toBe('answered');
    expect(turn.actions).toEqual([]);
    expect(turn.reply).toMatch(/5 working days|₹100/);
    expect(await ledger()).toEqual([]);
  });

  it('logs a feature request the model read as a fee reversal, and credits nothing', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml', { agents: agentsOnFake(feeReversalModel(FEATURE_REQUEST)) });

    const turn = await h.send('C1001', FEATURE_REQUEST);

    expect(turn.outcome).toBe('logged');
    expect(turn.actions).toEqual(['ticket']);
    expect(await ledger()).toEqual([]);
  });
});
