// The verifier's guarded tool calls run through LangGraph's ToolNode: only validated arguments reach the tools.
import { tool } from '@langchain/core/tools';
import { fakeModel } from '@langchain/core/testing';
import { ToolNode } from '@langchain/langgraph/prebuilt';
import { ToolMessage } from '@langchain/core/messages';
import { describe, expect, it } from 'vitest';
import { ModelRunner } from '../../src/agents/llm-kit/model-runner.js';
import { LlmClaimVerifier } from '../../src/agents/verify/llm/llm-claim.verifier.js';
import { TOOL_NAMES, TOOL_SPECS } from '../../src/domain/read-tool-specs.js';
import { bankTenant, clock, offlineAnalysis, sampleReport } from '../support/fake-agents.js';

describe('LlmClaimVerifier with the ToolNode', () => {
  it('runs a full plan → tools → decide loop where no tool ever sees a customer id', async () => {
    const seen: { name: string; args: unknown }[] = [];
    const tools = TOOL_NAMES.map((name) => tool(async (args: unknown) => {
      seen.push({ name, args });
      return name === 'search_transactions' ? '[{"id":"TXN-1","amount_rupees":5000}]' : '{}';
    }, { name, description: TOOL_SPECS[name].description, schema: TOOL_SPECS[name].schema }));
    const planner = fakeModel().respondWithTools([
      { name: 'search_transactions', args: { channels: ['atm'], customer_id: 'C-0002' } },
      { name: 'list_accounts_and_cards', args: { customer_id: 'C-0002' } },
      { name: 'delete_account', args: {} },
    ]);
    const decider = fakeModel().structuredResponse({ status: 'ambiguous', claimType: 'failed_atm_withdrawal', subjectId: null, candidates: [{ id: 'TXN-1', describe: '₹5,000 ATM' }], amount: null, confidence: 0.6, reasons: ['Which one?'], citations: [] });
    const runner = (model: ReturnType<typeof fakeModel>) => new ModelRunner({ model, modelName: 'x', label: 'fake' });
    const verifier = new LlmClaimVerifier(runner(planner), runner(decider));
    const input = { tenant: bankTenant, clock, report: sampleReport(), analysis: offlineAnalysis(), messages: [] as never[] };
    const first = await verifier.step(input);
    if (first.kind !== 'tools') throw new Error('expected tools');
    const out = (await new ToolNode(tools).invoke({ messages: [first.message] })) as { messages: ToolMessage[] };
    expect(seen).toEqual([{ name: 'search_transactions', args: { channels: ['atm'] } }, { name: 'list_accounts_and_cards', args: {} }]);
    const second = await verifier.step({ ...input, messages: [first.message, ...out.messages] as never[] });
    expect(second).toMatchObject({ kind: 'verdict', verdict: { status: 'ambiguous', candidates: [{ id: 'TXN-1' }] } });
  });
});
