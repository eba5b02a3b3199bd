// The claim graph on the model backend, driven by fakeModel(): a claim, a query and a clarification end to end.
import { afterEach, describe, expect, it } from 'vitest';
import { harnessFor, type Harness } from '../support/app.harness.js';
import {
  agentsOnFake, answerFromFailedTransactions, ATM_INTENT, ATM_TEXT, backendOf, entitiesOutput, fallbacksIn, intentOutput,
  QUERY_INTENT, QUERY_TEXT, scriptedFake, turnAudit, verdictOutput,
} from './support/llm-graph.fixtures.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('the claim graph on fakeModel()', () => {
  it('resolves a failed ATM claim on the model path: intent → tool calls → ToolNode → verdict → decide → act → reply, paying what the policy engine computed', async () => {
    const fake = scriptedFake()
      .structured('intent_analysis', ATM_INTENT)
      // The model proposes only the ₹5,000 debit; the policy rule adds the late-reversal compensation.
      .structured('verdict', verdictOutput({ status: 'valid', claimType: 'failed_atm_withdrawal', subjectId: 'T9001', amount: '₹5,000.00' }));
    fake.model
      .respondWithTools([{ name: 'find_claim_records', args: { claim_type: 'failed_atm_withdrawal' } }])
      .respondWithTools([{ name: 'evaluate_policy_rule', args: { claim_type: 'failed_atm_withdrawal', record_id: 'T9001' } }]);
    h = await harnessFor('scenarios/dev-bank.yaml', { agents: agentsOnFake(fake, { ECHOPILOT_VERIFY_TOOL_ROUNDS: '2' }) });

    const turn = await h.send('C1001', ATM_TEXT);

    expect(turn).toMatchObject({ intent: 'complaint', claimType: 'failed_atm_withdrawal', outcome: 'resolved', valid: true, amount: 530_000 });
    expect(turn.path).toEqual(['intake', 'gather', 'report', 'verify', 'tools', 'verify', 'tools', 'verify', 'decide', 'act', 'respond']);
    const ledger = await h.app.store.listLedger('demo-bank', { customerId: 'C1001' });
    expect(ledger.map((e) => [e.kind, e.amount, e.relatesTo]).sort()).toEqual([['compensation', 30_000, 'T9001'], ['reversal', 500_000, 'T9001']]);
    expect(turn.reply).toContain('₹5,300.00');
    // Two planning calls and two structured outputs (intent, verdict); the report came from the intent draft, the English reply from the template.
    expect(fake.model.callCount).toBe(2);
    expect(fake.structuredCalls).toEqual(['intent_analysis', 'verdict']);
    const [entry] = await turnAudit(h, turn.threadId);
    const nodes = entry?.details.nodes ?? [];
    expect(backendOf(nodes, 'gather')).toMatchObject({ backend: 'llm', model: 'openai-compatible:fake-1@127.0.0.1:9' });
    expect(backendOf(nodes, 'verify')).toMatchObject({ backend: 'llm' });
    expect(fallbacksIn(nodes)).toEqual([]);
    const toolLog = nodes.filter((n) => n.node === 'tools').map((n) => n.summary);
    expect(toolLog).toEqual([[{ name: 'find_claim_records', status: 'success', characters: expect.any(Number) }], [{ name: 'evaluate_policy_rule', status: 'success', characters: expect.any(Number) }]]);
    const decide = nodes.find((n) => n.node === 'decide')?.summary as { engineAgrees: boolean; amount: number };
    expect(decide).toMatchObject({ engineAgrees: true, amount: 530_000 });
  });

  it('answers a question from the retrieved passages with their citation, calling two models and changing nothing', async () => {
    const fake = scriptedFake().structured('intent_analysis', QUERY_INTENT).structured('answer', answerFromFailedTransactions);
    h = await harnessFor('scenarios/dev-bank.yaml', { agents: agentsOnFake(fake) });

    const turn = await h.send('C1001', QUERY_TEXT);

    expect(turn).toMatchObject({ intent: 'query', outcome: 'answered', actions: [], amount: 0 });
    expect(turn.path).toEqual(['intake', 'gather', 'respond']);
    expect(turn.reply).toContain('₹100 for every day of delay');
    expect(turn.reply).toMatch(/\nSources: Failed transactions/);
    expect(fake.structuredCalls).toEqual(['intent_analysis', 'answer']);
    expect(fake.model.callCount).toBe(0);
    const [entry] = await turnAudit(h, turn.threadId);
    const gather = entry?.details.nodes.find((n) => n.node === 'gather')?.summary as { answered: boolean; passages: string[] };
    expect(gather.answered).toBe(true);
    expect(gather.passages.some((p) => p.startsWith('failed-transactions#'))).toBe(true);
    expect(await h.app.store.listLedger('demo-bank', {})).toEqual([]);
    expect(await h.app.store.listTickets('demo-bank', {})).toEqual([]);
  });

  it('asks which record is meant when the model finds two, then resolves the one the customer names', async () => {
    const text = 'My ATM withdrawal failed but the money was still debited.';
    const fake = scriptedFake()
      .structured('intent_analysis', intentOutput({ intent: 'complaint', claimType: 'failed_atm_withdrawal', text, entities: { channels: ['atm'] } }))
      .structured('verdict',
        verdictOutput({
          status: 'ambiguous', claimType: 'failed_atm_withdrawal', subjectId: null, confidence: 0.6, reasons: ['Two failed ATM withdrawals fit.'],
          candidates: [{ id: 'T9020', describe: '₹2,000.00 at ATM BANDRA 0007 on 5 March 2026' }, { id: 'T9021', describe: '₹4,000.00 at ATM BANDRA 0007 on 7 March 2026' }],
        }),
        verdictOutput({ status: 'valid', claimType: 'failed_atm_withdrawal', subjectId: 'T9021', amount: '₹4,000.00' }))
      .structured('entities', entitiesOutput({ amounts: ['4000'], dates: [{ from: '2026-03-07', to: '2026-03-07', text: '7 March' }] }));
    fake.model
      .respondWithTools([{ name: 'find_claim_records', args: { claim_type: 'failed_atm_withdrawal' } }])
      .respondWithTools([{ name: 'evaluate_policy_rule', args: { claim_type: 'failed_atm_withdrawal', record_id: 'T9021' } }]);
    h = await harnessFor('scenarios/dev-bank.yaml', { agents: agentsOnFake(fake) });

    const ask = await h.send('C1002', text);
    expect(ask).toMatchObject({ outcome: 'clarification', waitingFor: 'customer', actions: [] });
    expect(ask.reply).toContain('₹2,000.00');
    expect(ask.reply).toContain('₹4,000.00');
    expect(await h.app.store.listLedger('demo-bank', {})).toEqual([]);

    const answer = await h.send('C1002', 'The 4000 one on 7 March.');
    expect(answer.threadId).toBe(ask.threadId);
    expect(answer).toMatchObject({ outcome: 'resolved', amount: 400_000, waitingFor: null });
    expect(answer.path.slice(answer.path.indexOf('clarify'))).toEqual(['clarify', 'verify', 'tools', 'verify', 'decide', 'act', 'respond']);
    const ledger = await h.app.store.listLedger('demo-bank', { customerId: 'C1002' });
    expect(ledger.map((e) => [e.relatesTo, e.amount])).toEqual([['T9021', 400_000]]);
    expect(fake.structuredCalls).toEqual(['intent_analysis', 'verdict', 'entities', 'verdict']);
    const audits = await turnAudit(h, ask.threadId);
    expect(audits.map((a) => a.details.outcome)).toEqual(['clarification', 'resolved']);
    expect(audits.flatMap((a) => fallbacksIn(a.details.nodes))).toEqual([]);
  });
});
