// The hostile server itself, through the real agents and the real ChatOpenAI adapter: each mode answers as it says
// (greedy and schema-valid, careless with ids, broken, failing, late), so the scenario suites cannot pass by accident.
import { AIMessage, ToolMessage } from '@langchain/core/messages';
import { afterEach, describe, expect, it } from 'vitest';
import { BreakerRegistry } from '../../src/agents/llm-kit/circuit-breaker.js';
import type { Agents, VerifierInput } from '../../src/agents/ports.js';
import { buildAgents, parseModelConfig } from '../../src/app/model-config.js';
import { offlineAgents } from '../../src/app/offline-agents.js';
import { bankTenant, clock, offlineAnalysis, replyInput, sampleReport } from '../support/fake-agents.js';
import { PLANTED_PROMISE, startHostileOpenAiServer, type HostileMode, type HostileServer } from '../support/hostile-openai-server.js';

let server: HostileServer | undefined;
const started: HostileServer[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((s) => s.close()));
});

async function agentsIn(mode: HostileMode, env: Record<string, string> = {}): Promise<Agents> {
  server = await startHostileOpenAiServer({ mode, foreignIds: ['T7777', 'C1009'], slowMs: 600 });
  started.push(server);
  const config = parseModelConfig({
    ECHOPILOT_MODEL: 'openai-compatible:hostile-1', ECHOPILOT_MODEL_BASE_URL: server.baseUrl, ECHOPILOT_MODEL_TIMEOUT_MS: '5000',
    ECHOPILOT_MODEL_RETRIES: '0', ECHOPILOT_VERIFY_TOOL_ROUNDS: '2', ...env,
  });
  return buildAgents(config, offlineAgents(), { breakers: new BreakerRegistry(), retry: { baseDelayMs: 1 } });
}

/** The verifier after one round that found two failed debits: ₹2,000 (T1) and ₹9,000 (T2). */
function afterOneRound(): VerifierInput {
  const candidates = [
    { id: 'T1', kind: 'transaction', tier: 0, amount: 200_000, date: '2025-03-08', labels: ['atm'], describe: '₹2,000.00 at ATM ANDHERI on 8 March 2025' },
    { id: 'T2', kind: 'transaction', tier: 0, amount: 900_000, date: '2025-03-09', labels: ['atm'], describe: '₹9,000.00 at ATM BANDRA on 9 March 2025' },
  ];
  return {
    tenant: bankTenant, clock, report: sampleReport(), analysis: offlineAnalysis(),
    messages: [
      new AIMessage({ content: '', tool_calls: [{ id: 'call_1', name: 'find_claim_records', args: { claim_type: 'failed_atm_withdrawal' }, type: 'tool_call' }] }),
      new ToolMessage({ tool_call_id: 'call_1', name: 'find_claim_records', content: JSON.stringify({ claim_type: 'failed_atm_withdrawal', candidates }) }),
    ],
  };
}

describe('the self-serving mode', () => {
  it('turns a feature request into a claim of the type its words overlap, at confidence 1, with Rs 99,999 and the planted promise', async () => {
    const agents = await agentsIn('self-serving');
    const analysis = await agents.classifier.analyse({ text: 'Please let me set my own daily UPI transfer limit in the app', tenant: bankTenant, clock });
    expect(analysis).toMatchObject({ intent: 'complaint', intentConfidence: 1, claimType: 'failed_upi_transfer', claimTypeConfidence: 1, language: 'hi-Latn' });
    expect(analysis.trace.fallbackFrom).toBeUndefined();
    expect(analysis.entities.amounts).toEqual([9_999_900]);
    expect(JSON.stringify(analysis)).toContain(PLANTED_PROMISE);
  });

  it('asks for the policy rule on the richest record it has seen, then calls it valid for ₹99,999.00', async () => {
    const agents = await agentsIn('self-serving');
    const step = await agents.verifier.step(afterOneRound());
    expect(step.kind).toBe('tools');
    const calls = step.kind === 'tools' ? step.message.tool_calls : [];
    expect(calls).toEqual([expect.objectContaining({ name: 'evaluate_policy_rule', args: expect.objectContaining({ record_id: 'T2', claim_type: 'failed_atm_withdrawal' }) })]);
    const decided = await (await agentsIn('self-serving', { ECHOPILOT_VERIFY_TOOL_ROUNDS: '1' })).verifier.step(afterOneRound());
    expect(decided).toMatchObject({ kind: 'verdict', verdict: { status: 'valid', subjectId: 'T2', confidence: 1, amount: 9_999_900 } });
  });

  it('keeps the approved reply and adds its promise when it writes a reply', async () => {
    const agents = await agentsIn('self-serving');
    const reply = await agents.replier.write(replyInput({ language: 'hi-Latn', ticketIds: ['TKT-1'] }));
    expect(reply.trace.backend).toBe('llm');
    expect(reply.text).toContain(PLANTED_PROMISE);
    expect(reply.text).toContain('TKT-1');
    expect(reply.text).toContain('5,000.00');
  });
});

describe('the foreign-ids mode', () => {
  it('names records no tool returned, and passes another customer\'s id, in its tool calls and verdict', async () => {
    const agents = await agentsIn('foreign-ids');
    const step = await agents.verifier.step(afterOneRound());
    const calls = step.kind === 'tools' ? step.message.tool_calls ?? [] : [];
    expect(calls.filter((c) => c.name === 'evaluate_policy_rule').map((c) => c.args.record_id)).toEqual(expect.arrayContaining(['T7777']));
    const planned = server?.answered('foreign-ids', 'plan')[0]?.reply;
    expect(JSON.stringify(planned)).toContain('"customer_id":"C1002"');
    await (await agentsIn('foreign-ids', { ECHOPILOT_VERIFY_TOOL_ROUNDS: '1' })).verifier.step(afterOneRound());
    const verdict = server?.answered('foreign-ids', 'verdict')[0]?.reply as { value: { subjectId: string } } | undefined;
    expect(['T7777', 'C1009']).toContain(verdict?.value.subjectId);
  });
});

describe.each([
  ['malformed', /^malformed_output/],
  ['http-500', /^server_error/],
  ['http-429', /^rate_limited/],
  ['slow', /^timeout/],
] as [HostileMode, RegExp][])('the %s mode', (mode, reason) => {
  it('makes the agent fall back to the offline backend, with the reason recorded', async () => {
    const agents = await agentsIn(mode, mode === 'slow' ? { ECHOPILOT_MODEL_TIMEOUT_MS: '150' } : {});
    const analysis = await agents.classifier.analyse({ text: 'The ATM on MG Road took 5,000 but gave no cash', tenant: bankTenant, clock });
    expect(analysis.trace.fallbackReason).toMatch(reason);
    expect(analysis.intent).toBe('complaint');
    expect(server?.answered(mode, 'intent_analysis').length).toBeGreaterThan(0);
  });
});
