// Faults from the scripted OpenAI-compatible server, through buildAgents and the real ChatOpenAI: each ends in a
// correct fallback (offline port used, trace says why), nothing lost and nothing unauthorised.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BreakerRegistry, CircuitBreaker } from '../../src/agents/llm-kit/circuit-breaker.js';
import { buildAgents, parseModelConfig } from '../../src/app/model-config.js';
import type { Agents } from '../../src/agents/ports.js';
import { startScriptedOpenAiServer, type ScriptedServer } from '../support/scripted-openai-server.js';
import { bankTenant, clock, fakeOfflineAgents, offlineAnalysis, sampleReport, type CountingAgents } from '../support/fake-agents.js';

let server: ScriptedServer;
beforeAll(async () => {
  server = await startScriptedOpenAiServer();
});
afterAll(async () => {
  await server.close();
});

const intentJson = {
  intent: 'complaint', intentConfidence: 0.9, claimType: 'failed_atm_withdrawal', claimTypeConfidence: 0.9, urgency: 'medium', sentiment: 'negative',
  language: 'en', englishText: 'ATM did not give cash', aspects: ['atm'],
  entities: { amounts: ['₹5,000'], dates: [], cardLast4: [], references: [], counterparties: [], channels: ['atm'], products: [] },
  cancelNow: false, dissatisfied: false, issue: 'ATM did not dispense', userDemand: 'refund', supportInfo: ['₹5,000'],
};

let offline: CountingAgents;
let agents: Agents;
let now = 0;
let fallbacks: string[];

function build(env: Record<string, string> = {}): Agents {
  const config = parseModelConfig({ ECHOPILOT_MODEL: 'openai-compatible:scripted-1', ECHOPILOT_MODEL_BASE_URL: server.baseUrl, ECHOPILOT_MODEL_TIMEOUT_MS: '150', ECHOPILOT_MODEL_RETRIES: '1', ...env });
  return buildAgents(config, offline, { breakers: new BreakerRegistry({ now: () => now }), retry: { baseDelayMs: 1 }, onFallback: (e) => fallbacks.push(e.reason) });
}

beforeEach(() => {
  offline = fakeOfflineAgents(offlineAnalysis({ intentConfidence: 0.4 }));
  fallbacks = [];
  now = 0;
  agents = build();
  server.setDefault(null);
  server.enqueue(); // keep the queue as it is
});

const analyse = () => agents.classifier.analyse({ text: 'ATM did not give cash', tenant: bankTenant, clock });
const step = () => agents.verifier.step({ tenant: bankTenant, clock, report: sampleReport(), analysis: offlineAnalysis(), messages: [] });

describe('fallback on provider faults', () => {
  it('uses the model when it answers well', async () => {
    server.enqueue({ kind: 'json', value: intentJson });
    const analysis = await analyse();
    expect(analysis.trace).toMatchObject({ backend: 'llm', model: 'openai-compatible:scripted-1@127.0.0.1:' + new URL(server.baseUrl).port });
    expect(analysis.trace.fallbackFrom).toBeUndefined();
    expect(analysis.entities.amounts).toEqual([500000]);
    expect(offline.calls.analyse).toBe(0);
  });

  it.each([
    ['500', { kind: 'status', status: 500 } as const, 'server_error'],
    ['429', { kind: 'status', status: 429 } as const, 'rate_limited'],
    ['a timeout', { kind: 'json', value: intentJson, delayMs: 400 } as const, 'timeout'],
    ['malformed JSON', { kind: 'malformed_json' } as const, 'malformed_output'],
  ])('falls back to the offline classifier on %s, after retrying, and records why', async (_name, fault, reason) => {
    const before = server.requests.length;
    server.enqueue(fault, fault);
    const analysis = await analyse();
    expect(offline.calls.analyse).toBe(1);
    expect(analysis.trace).toMatchObject({ backend: 'offline', fallbackFrom: expect.stringContaining('openai-compatible:scripted-1') });
    expect(analysis.trace.fallbackReason).toMatch(new RegExp(`^${reason}`));
    expect(server.requests.length - before).toBe(2);
  });

  it('recovers on the retry when the fault is transient', async () => {
    server.enqueue({ kind: 'status', status: 503 }, { kind: 'json', value: intentJson });
    const analysis = await analyse();
    expect(analysis.trace.backend).toBe('llm');
    expect(offline.calls.analyse).toBe(0);
  });

  it('opens the circuit after 3 failures, skips the provider while open, and tries again after 60 s', async () => {
    for (let i = 0; i < 3; i += 1) {
      server.enqueue({ kind: 'status', status: 500 }, { kind: 'status', status: 500 });
      await analyse();
    }
    const before = server.requests.length;
    const skipped = await analyse();
    expect(server.requests.length).toBe(before);
    expect(skipped.trace.fallbackReason).toMatch(/^circuit_open/);
    // The breaker is per provider: the reply writer on the same endpoint is skipped too.
    now = 60_000;
    server.enqueue({ kind: 'json', value: intentJson });
    const recovered = await analyse();
    expect(recovered.trace.backend).toBe('llm');
    expect(fallbacks).toHaveLength(4);
  });

  it('drops a tool call to an unknown tool and decides without it', async () => {
    server.enqueue(
      { kind: 'tools', calls: [{ name: 'issue_refund', args: { amount_rupees: 100000 } }] },
      { kind: 'json', value: { status: 'needs_human', claimType: 'failed_atm_withdrawal', subjectId: null, candidates: [], amount: null, confidence: 0.3, reasons: ['No records checked.'], citations: [] } },
    );
    const result = await step();
    expect(result.kind).toBe('verdict');
    if (result.kind !== 'verdict') return;
    expect(result.verdict.status).toBe('needs_human');
    expect(result.verdict.reasons.join(' ')).toMatch(/Ignored 1 tool request/);
    expect(offline.calls.verify).toBe(0);
  });

  it('strips another customer\'s id from a tool call so it never reaches the tool', async () => {
    server.enqueue({ kind: 'tools', calls: [{ name: 'search_transactions', args: { customer_id: 'C-0002', channels: ['atm'] } }, { name: 'get_customer_profile', args: { customer_id: 'C-0002' } }] });
    const result = await step();
    if (result.kind !== 'tools') throw new Error('expected tool calls');
    expect(result.message.tool_calls?.map((c) => c.args)).toEqual([{ channels: ['atm'] }, {}]);
    expect(JSON.stringify(result.message.tool_calls)).not.toContain('C-0002');
  });

  it('falls back to the offline verifier when tool-call arguments are not JSON', async () => {
    server.enqueue({ kind: 'tools', calls: [{ name: 'search_transactions', args: '{"channels": [' }] }, { kind: 'malformed_json' }, { kind: 'malformed_json' });
    const result = await step();
    expect(offline.calls.verify).toBe(1);
    if (result.kind !== 'tools') throw new Error('expected the offline plan');
    expect(result.message.response_metadata.echopilot).toMatchObject({ trace: { backend: 'offline', fallbackReason: expect.stringMatching(/^malformed_output/) } });
  });

  it('falls back for every agent with nothing lost: report, answer and reply', async () => {
    server.setDefault(() => ({ kind: 'status', status: 500 }));
    agents = build({ ECHOPILOT_MODEL_RETRIES: '0' });
    const report = await agents.reporter.write({ message: 'x', analysis: offlineAnalysis(), passages: [], tenant: bankTenant });
    expect(report.trace.fallbackReason).toMatch(/^server_error/);
    const records = { customer: { id: 'C1' }, accounts: [], cards: [], transactions: [], policies: [], claims: [] } as unknown as Parameters<Agents['answerer']['answer']>[0]['records'];
    const answer = await agents.answerer.answer({ question: 'q', analysis: offlineAnalysis(), passages: [], records, tenant: bankTenant, clock });
    expect(answer).toMatchObject({ text: 'offline answer', trace: { fallbackReason: expect.stringMatching(/^server_error/) } });
    const { replyInput } = await import('../support/fake-agents.js');
    const reply = await agents.replier.write(replyInput({ language: 'ta' }));
    expect(reply.text).toContain('TCK-1001');
    expect(reply.trace.fallbackReason).toMatch(/^(server_error|circuit_open)/);
  });
});

describe('cascade', () => {
  it('answers from the offline classifier when it is confident, without asking the model', async () => {
    offline = fakeOfflineAgents(offlineAnalysis({ intentConfidence: 0.97, claimTypeConfidence: 0.9 }));
    agents = build({ ECHOPILOT_CASCADE: 'on' });
    const before = server.requests.length;
    const analysis = await analyse();
    expect(analysis.trace.backend).toBe('offline');
    expect(server.requests.length).toBe(before);
  });

  it('asks the model when the offline classifier is unsure, and keeps the offline result if the model fails', async () => {
    agents = build({ ECHOPILOT_CASCADE: 'on' });
    server.enqueue({ kind: 'json', value: intentJson });
    expect((await analyse()).trace.backend).toBe('llm');
    server.enqueue({ kind: 'status', status: 500 }, { kind: 'status', status: 500 });
    const fellBack = await analyse();
    expect(fellBack.trace).toMatchObject({ backend: 'offline', fallbackReason: expect.stringMatching(/^server_error/) });
    expect(offline.calls.analyse).toBe(2);
  });

  it('asks the model for a non-English message even when the offline classifier is confident', async () => {
    offline = fakeOfflineAgents(offlineAnalysis({ intentConfidence: 0.99, language: 'hi-Latn' }));
    agents = build({ ECHOPILOT_CASCADE: 'on' });
    server.enqueue({ kind: 'json', value: { ...intentJson, language: 'hi-Latn' } });
    expect((await analyse()).trace.backend).toBe('llm');
  });
});

describe('CircuitBreaker', () => {
  it('opens after 3 consecutive failures, half-opens after 60 s for one trial, and closes on success', () => {
    let t = 0;
    const breaker = new CircuitBreaker({ now: () => t });
    breaker.recordFailure();
    breaker.recordFailure();
    expect(breaker.state).toBe('closed');
    breaker.recordFailure();
    expect(breaker.state).toBe('open');
    expect(breaker.tryAcquire()).toBe(false);
    t = 59_999;
    expect(breaker.tryAcquire()).toBe(false);
    t = 60_000;
    expect(breaker.state).toBe('half_open');
    expect(breaker.tryAcquire()).toBe(true);
    expect(breaker.tryAcquire()).toBe(false);
    breaker.recordSuccess();
    expect(breaker.state).toBe('closed');
  });

  it('re-opens for a full cool-down when the half-open trial fails', () => {
    let t = 0;
    const breaker = new CircuitBreaker({ now: () => t });
    for (let i = 0; i < 3; i += 1) breaker.recordFailure();
    t = 60_000;
    expect(breaker.tryAcquire()).toBe(true);
    breaker.recordFailure();
    expect(breaker.state).toBe('open');
    t = 119_999;
    expect(breaker.state).toBe('open');
  });
});
