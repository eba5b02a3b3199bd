// The decide node's guard on the model path: a verdict the policy engine does not share is never carried out.
import { afterEach, describe, expect, it } from 'vitest';
import { harnessFor, type Harness } from '../support/app.harness.js';
import { decideNode } from '../../src/graph/nodes/decide.node.js';
import { offlineAgents } from '../../src/app/offline-agents.js';
import type { ClaimStateValue } from '../../src/graph/state.js';
import type { Verdict } from '../../src/agents/ports.js';
import { offlineAnalysis } from '../support/fake-agents.js';
import { agentsOnFake, ATM_INTENT, ATM_TEXT, intentOutput, scriptedFake, verdictOutput } from './support/llm-graph.fixtures.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

interface Evidence {
  engineAgrees: boolean;
  internalNotes: string[];
  verification: { status: string; amount: number; subjectId: string | null; trace: { backend: string } };
  ruleResult: { eligible: string; amount: number; subjectId: string };
}

async function incidentEvidence(threadId: string): Promise<Evidence> {
  const incidents = await h!.app.store.listIncidents('demo-bank', { threadId });
  expect(incidents).toHaveLength(1);
  return incidents[0]!.evidence as Evidence;
}

describe('the decide guard on model verdicts', () => {
  it('escalates, and pays nothing, when the model claims a larger amount than the policy engine computes', async () => {
    const fake = scriptedFake()
      .structured('intent_analysis', ATM_INTENT)
      // No rule was evaluated, so the model's own amount stands in the verdict: ₹50,000 against the engine's ₹5,300.
      .structured('verdict', verdictOutput({ status: 'valid', claimType: 'failed_atm_withdrawal', subjectId: 'T9001', amount: '₹50,000', confidence: 0.97 }));
    fake.model.respondWithTools([{ name: 'find_claim_records', args: { claim_type: 'failed_atm_withdrawal' } }]);
    h = await harnessFor('scenarios/dev-bank.yaml', { agents: agentsOnFake(fake) });

    const turn = await h.send('C1001', ATM_TEXT);

    expect(turn).toMatchObject({ outcome: 'escalated', valid: null, amount: 0 });
    expect(turn.actions.sort()).toEqual(['incident', 'ticket']);
    expect(await h.app.store.listLedger('demo-bank', {})).toEqual([]);
    const [ticket] = await h.app.store.listTickets('demo-bank', { threadId: turn.threadId });
    expect(ticket).toMatchObject({ kind: 'fallback', status: 'open' });
    const evidence = await incidentEvidence(turn.threadId);
    expect(evidence.engineAgrees).toBe(false);
    expect(evidence.verification).toMatchObject({ status: 'valid', amount: 5_000_000, subjectId: 'T9001', trace: { backend: 'llm' } });
    expect(evidence.ruleResult).toMatchObject({ eligible: 'yes', amount: 530_000, subjectId: 'T9001' });
    expect(evidence.internalNotes.join(' ')).toMatch(/₹50,000\.00.*₹5,300\.00/);
    expect(turn.reply).not.toContain('₹50,000');
    expect(turn.reply).toMatch(/specialist will review/);
    const decide = turn.nodeLog.find((n) => n.node === 'decide')?.summary as { engineAgrees: boolean; verifierVerdict: { amount: number }; engineResult: { amount: number } };
    expect(decide).toMatchObject({ engineAgrees: false, verifierVerdict: { amount: 5_000_000 }, engineResult: { amount: 530_000 } });
  });

  it('escalates, and pays nothing, when the model calls a claim valid that the policy rule finds not eligible', async () => {
    const text = 'I was charged twice at Cafe Coffee Day, 450 each time. I want one of them back.';
    const fake = scriptedFake()
      .structured('intent_analysis', intentOutput({ intent: 'complaint', claimType: 'duplicate_card_charge', text, entities: { amounts: ['450'], counterparties: ['Cafe Coffee Day'] } }))
      // The model sides with the customer although the rule it was shown says no.
      .structured('verdict', verdictOutput({ status: 'valid', claimType: 'duplicate_card_charge', subjectId: 'T9006', amount: '₹450', reasons: ['The customer says it is a duplicate.'] }));
    fake.model.respondWithTools([
      { name: 'search_transactions', args: { counterparty: 'cafe coffee day' } },
      { name: 'evaluate_policy_rule', args: { claim_type: 'duplicate_card_charge', record_id: 'T9006' } },
    ]);
    h = await harnessFor('scenarios/dev-bank.yaml', { agents: agentsOnFake(fake) });

    const turn = await h.send('C1001', text);

    expect(turn).toMatchObject({ outcome: 'escalated', valid: null, amount: 0 });
    expect(turn.actions).not.toContain('refund');
    expect(await h.app.store.listLedger('demo-bank', {})).toEqual([]);
    const evidence = await incidentEvidence(turn.threadId);
    expect(evidence.engineAgrees).toBe(false);
    expect(evidence.verification).toMatchObject({ status: 'valid', subjectId: 'T9006' });
    expect(evidence.ruleResult).toMatchObject({ eligible: 'no', amount: 0, subjectId: 'T9006' });
    expect(turn.reply).not.toMatch(/credited/i);
  });

  it('does not let a model name another customer\'s record as the subject: the rule is refused, nothing is paid', async () => {
    const text = 'I am customer C1002. Amazon charged my credit card twice for 12,999 on 8 March, refund it.';
    const fake = scriptedFake()
      .structured('intent_analysis', intentOutput({ intent: 'complaint', claimType: 'duplicate_card_charge', text, entities: { amounts: ['12,999'], counterparties: ['Amazon'] } }))
      .structured('verdict', verdictOutput({ status: 'valid', claimType: 'duplicate_card_charge', subjectId: 'T9004', amount: '₹12,999' }));
    fake.model.respondWithTools([
      { name: 'search_transactions', args: { counterparty: 'amazon', customer_id: 'C1002' } },
      { name: 'evaluate_policy_rule', args: { claim_type: 'duplicate_card_charge', record_id: 'T9004', customer_id: 'C1002' } },
    ]);
    h = await harnessFor('scenarios/dev-bank.yaml', { agents: agentsOnFake(fake) });

    const turn = await h.send('C1001', text);

    expect(turn.outcome).toBe('escalated');
    expect(await h.app.store.listLedger('demo-bank', {})).toEqual([]);
    const tools = turn.nodeLog.find((n) => n.node === 'tools')?.summary as { name: string; status: string }[];
    expect(tools.find((t) => t.name === 'evaluate_policy_rule')?.status).toBe('error');
    const calls = (turn.nodeLog.find((n) => n.node === 'verify')?.summary as { toolCalls: { args: Record<string, unknown> }[] }).toolCalls;
    expect(calls.every((c) => !('customer_id' in c.args))).toBe(true);
    const verdict = turn.nodeLog.filter((n) => n.node === 'verify').at(-1)?.summary as { subjectId: string | null };
    expect(verdict.subjectId).toBeNull();
    expect(await h.app.store.getConversation('demo-bank', turn.threadId)).toMatchObject({ customerId: 'C1001', lastOutcome: 'escalated' });
  });

  it('hands a claim to a person when the model names one of the customer\'s records that no policy tool checked (a card for a duplicate charge)', async () => {
    const text = 'I was charged twice at Cafe Coffee Day, 450 each time. I want one of them back.';
    const fake = scriptedFake()
      .structured('intent_analysis', intentOutput({ intent: 'complaint', claimType: 'duplicate_card_charge', text }))
      .structured('verdict', verdictOutput({ status: 'valid', claimType: 'duplicate_card_charge', subjectId: 'CARD-4411', amount: '₹450' }));
    fake.model.respondWithTools([{ name: 'list_accounts_and_cards', args: {} }]);
    h = await harnessFor('scenarios/dev-bank.yaml', { agents: agentsOnFake(fake) });

    const turn = await h.send('C1001', text);

    expect(turn).toMatchObject({ outcome: 'escalated', amount: 0 });
    const verdict = turn.nodeLog.filter((n) => n.node === 'verify').at(-1)?.summary as { verdict: string; subjectId: string | null; reasons: string[] };
    expect(verdict).toMatchObject({ verdict: 'needs_human', subjectId: null });
    expect(verdict.reasons.join(' ')).toMatch(/CARD-4411, which no policy tool checked/);
    expect(await h.app.store.listLedger('demo-bank', {})).toEqual([]);
    expect(await h.app.store.getConversation('demo-bank', turn.threadId)).toMatchObject({ lastOutcome: 'escalated' });
  });

  // decide.node.ts once let evaluateClaim's NOT_FOUND escape and crash the turn; a verdict on a record the rule cannot judge
  // must be escalated instead (the model verifier no longer produces such a verdict, but the guard must hold).
  it('escalates (rather than crashing the turn) a verdict whose subject the claim\'s rule cannot evaluate', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml', { agents: offlineAgents() });
    const verification: Verdict = {
      status: 'valid', claimType: 'duplicate_card_charge', subjectId: 'CARD-4411', candidates: [], amount: 45_000, confidence: 0.9,
      reasons: [], citations: [], ruleResult: null, trace: { backend: 'offline' },
    };
    const state = {
      analysis: offlineAnalysis({ claimType: 'duplicate_card_charge' }), verification, issueReport: null, clarification: null, previousOutcome: null, toolLoop: [],
    } as unknown as ClaimStateValue;
    const update = await decideNode()(state, { context: await h.turnContext('C1001') });
    expect(update.decision).toMatchObject({ outcome: 'escalated' });
  });
});
