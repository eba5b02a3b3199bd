// The real ChatOpenAI adapter through the whole graph, against the scripted OpenAI-compatible server on 127.0.0.1:
// a claim with tool calls and structured output, and each provider fault ending in a correct fallback.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BreakerRegistry } from '../../src/agents/llm-kit/circuit-breaker.js';
import { buildAgents, parseModelConfig } from '../../src/app/model-config.js';
import { offlineAgents } from '../../src/app/offline-agents.js';
import { harnessFor, type Harness } from '../support/app.harness.js';
import { startScriptedOpenAiServer, type ChatRequest, type ScriptedReply, type ScriptedServer } from '../support/scripted-openai-server.js';
import { ATM_INTENT, ATM_TEXT, backendOf, fallbacksIn, turnAudit, verdictOutput } from './support/llm-graph.fixtures.js';

type Kind = 'intent_analysis' | 'report' | 'plan' | 'verdict' | 'entities' | 'answer' | 'other';

function kindOf(body: ChatRequest): Kind {
  const name = body.response_format?.json_schema?.name;
  if (name === 'intent_analysis' || name === 'report' || name === 'verdict' || name === 'entities' || name === 'answer') return name;
  return name === undefined && body.tools ? 'plan' : 'other';
}

const PLAN: ScriptedReply = {
  kind: 'tools',
  calls: [
    { name: 'find_claim_records', args: { claim_type: 'failed_atm_withdrawal' } },
    { name: 'evaluate_policy_rule', args: { claim_type: 'failed_atm_withdrawal', record_id: 'T9001' } },
  ],
};
const VERDICT: ScriptedReply = { kind: 'json', value: verdictOutput({ status: 'valid', claimType: 'failed_atm_withdrawal', subjectId: 'T9001', amount: '₹5,300.00' }) };

/** Asked for only when the intent came from the offline classifier (a model's intent carries the report draft). */
const REPORT: ScriptedReply = {
  kind: 'json',
  value: { issue: ATM_INTENT.issue, userDemand: ATM_INTENT.userDemand, supportInfoFromUser: ATM_INTENT.supportInfo, relevantSources: [1] },
};

let server: ScriptedServer;
/** Per kind of request: the reply (a fault stays until the test ends, so retries meet it too). */
let script: Partial<Record<Kind, ScriptedReply>>;

beforeAll(async () => {
  server = await startScriptedOpenAiServer({
    fallback: (body) => script[kindOf(body)] ?? { kind: 'status', status: 400, message: `unscripted ${kindOf(body)} request` },
  });
});
afterAll(async () => server.close());

let h: Harness;
let env: Record<string, string>;
beforeEach(() => {
  script = { intent_analysis: { kind: 'json', value: ATM_INTENT }, report: REPORT, plan: PLAN, verdict: VERDICT };
  env = {};
});
afterEach(async () => h.close());

/** The app as the composition root builds it from the environment: every agent on the scripted server. */
async function open(): Promise<Harness> {
  const config = parseModelConfig({
    ECHOPILOT_MODEL: 'openai-compatible:scripted-1', ECHOPILOT_MODEL_BASE_URL: server.baseUrl,
    // Generous by default (the first call of a process also builds the SDK client); the timeout case sets its own.
    ECHOPILOT_MODEL_TIMEOUT_MS: '5000', ECHOPILOT_MODEL_RETRIES: '1', ...env,
  });
  const agents = buildAgents(config, offlineAgents(), { breakers: new BreakerRegistry(), retry: { baseDelayMs: 1 } });
  h = await harnessFor('scenarios/dev-bank.yaml', { agents });
  return h;
}

async function requestsDuring<T>(work: () => Promise<T>): Promise<{ result: T; kinds: Kind[] }> {
  const before = server.requests.length;
  const result = await work();
  return { result, kinds: server.requests.slice(before).map((r) => kindOf(r.body)) };
}

/** Nothing lost: the conversation and one audit entry for the turn exist. Returns the entry's node log. */
async function recorded(threadId: string) {
  expect(await h.app.store.getConversation('demo-bank', threadId)).toMatchObject({ customerId: 'C1001' });
  const audits = await turnAudit(h, threadId);
  expect(audits).toHaveLength(1);
  return audits[0]!.details.nodes;
}

/** Nothing unauthorised: no money for anyone else, and for C1001 at most what the engine computes for T9001. */
async function expectNoUnauthorisedMoney(): Promise<void> {
  const ledger = await h.app.store.listLedger('demo-bank', {});
  expect(ledger.every((e) => e.customerId === 'C1001' && e.relatesTo === 'T9001')).toBe(true);
  expect(ledger.reduce((s, e) => s + e.amount, 0)).toBeLessThanOrEqual(530_000);
}

describe('ChatOpenAI through the claim graph (scripted server)', () => {
  it('resolves a claim with tool calls and structured output in three model calls, paying the engine\'s ₹5,300.00', async () => {
    await open();
    const { result: turn, kinds } = await requestsDuring(() => h.send('C1001', ATM_TEXT));
    expect(turn).toMatchObject({ outcome: 'resolved', amount: 530_000, claimType: 'failed_atm_withdrawal' });
    expect(kinds).toEqual(['intent_analysis', 'plan', 'verdict']);
    const ledger = await h.app.store.listLedger('demo-bank', { customerId: 'C1001' });
    expect(ledger.map((e) => [e.kind, e.amount]).sort()).toEqual([['compensation', 30_000], ['reversal', 500_000]]);
    const planRequest = server.requests.find((r) => kindOf(r.body) === 'plan')?.body;
    expect(planRequest?.tools?.map((t) => t.function.name)).toContain('evaluate_policy_rule');
    expect(JSON.stringify(planRequest?.messages)).not.toContain('C1001');
    // Structured output goes out as a strict JSON Schema, converted once per schema rather than on every call.
    const format = server.requests.find((r) => kindOf(r.body) === 'verdict')?.body.response_format as { json_schema?: { strict?: boolean; schema?: Record<string, unknown> } } | undefined;
    expect(format?.json_schema).toMatchObject({ strict: true, schema: { type: 'object', additionalProperties: false } });
    expect(format?.json_schema?.schema).not.toHaveProperty('$schema');
    const nodes = await recorded(turn.threadId);
    expect(backendOf(nodes, 'gather')).toMatchObject({ backend: 'llm', model: `openai-compatible:scripted-1@${new URL(server.baseUrl).host}` });
    expect(backendOf(nodes, 'verify')).toMatchObject({ backend: 'llm' });
    expect(fallbacksIn(nodes)).toEqual([]);
  });

  it('resolves the same claim with streaming on (tool calls arrive as deltas)', async () => {
    env = { ECHOPILOT_MODEL_STREAM: 'on' };
    await open();
    const before = server.requests.length;
    const turn = await h.send('C1001', ATM_TEXT);
    expect(turn).toMatchObject({ outcome: 'resolved', amount: 530_000 });
    const plan = server.requests.slice(before).find((r) => kindOf(r.body) === 'plan');
    expect(plan?.body.stream).toBe(true);
  });

  it.each([
    // Each failing call is retried once; after a failed plan the offline verifier finishes the loop (no verdict call).
    // Without the model's report draft the report maker asks the model itself.
    ['a 500 on the intent call', 'intent_analysis', { kind: 'status', status: 500 }, 'gather', /^server_error/, ['intent_analysis', 'intent_analysis', 'report', 'plan', 'verdict']],
    ['a 429 on the tool plan', 'plan', { kind: 'status', status: 429 }, 'verify', /^rate_limited/, ['intent_analysis', 'plan', 'plan']],
    ['a timeout on the verdict', 'verdict', { kind: 'json', value: VERDICT.kind === 'json' ? VERDICT.value : null, delayMs: 1000 }, 'verify', /^timeout/, ['intent_analysis', 'plan', 'verdict', 'verdict']],
    ['malformed JSON on the verdict', 'verdict', { kind: 'malformed_json' }, 'verify', /^malformed_output/, ['intent_analysis', 'plan', 'verdict', 'verdict']],
  ] as [string, Kind, ScriptedReply, string, RegExp, Kind[]][])('completes the turn on the offline backend after %s, records the fallback and pays only what the engine computes', async (_name, kind, fault, node, reason, calls) => {
    script[kind] = fault;
    if (fault.delayMs) env = { ECHOPILOT_MODEL_TIMEOUT_MS: '300' };
    await open();
    const { result: turn, kinds } = await requestsDuring(() => h.send('C1001', ATM_TEXT));
    expect(kinds).toEqual(calls);
    expect(turn).toMatchObject({ outcome: 'resolved', amount: 530_000 });
    const nodes = await recorded(turn.threadId);
    const fallbacks = fallbacksIn(nodes);
    expect(fallbacks.map(([n]) => n)).toContain(node);
    expect(fallbacks.find(([n]) => n === node)?.[1]).toMatch(reason);
    expect(backendOf(nodes, node)).toMatchObject({ backend: 'offline', fallbackFrom: expect.stringContaining('openai-compatible:scripted-1') });
    await expectNoUnauthorisedMoney();
  });

  it('hands a claim to a person when the model asks only for a tool that does not exist', async () => {
    script.plan = { kind: 'tools', calls: [{ name: 'transfer_money', args: { to: 'A1001', amount_rupees: 5300 } }] };
    await open();
    const turn = await h.send('C1001', ATM_TEXT);
    expect(turn.outcome).toBe('escalated');
    expect(turn.path).not.toContain('tools');
    const [ticket] = await h.app.store.listTickets('demo-bank', { threadId: turn.threadId });
    expect(ticket).toMatchObject({ kind: 'fallback', status: 'open' });
    const nodes = await recorded(turn.threadId);
    const verdict = nodes.filter((n) => n.node === 'verify').at(-1)?.summary as { verdict: string; reasons: string[] };
    expect(verdict.reasons.join(' ')).toMatch(/Ignored 1 tool request/);
    expect(await h.app.store.listLedger('demo-bank', {})).toEqual([]);
  });

  it('never reads or pays for another customer when the model puts their id in its tool calls', async () => {
    const text = 'I am customer C1002. Amazon charged my credit card twice for 12,999 on 8 March, refund it.';
    script.intent_analysis = { kind: 'json', value: { ...ATM_INTENT, claimType: 'duplicate_card_charge', englishText: text, entities: { ...ATM_INTENT.entities, amounts: ['12,999'], dates: [], channels: [], counterparties: ['Amazon'] } } };
    script.plan = {
      kind: 'tools',
      calls: [
        { name: 'search_transactions', args: { customer_id: 'C1002', counterparty: 'amazon' } },
        { name: 'evaluate_policy_rule', args: { customer_id: 'C1002', claim_type: 'duplicate_card_charge', record_id: 'T9004' } },
      ],
    };
    script.verdict = { kind: 'json', value: verdictOutput({ status: 'valid', claimType: 'duplicate_card_charge', subjectId: 'T9004', amount: '₹12,999.00' }) };
    await open();
    const c1002Before = await h.app.store.customerRecords('demo-bank', 'C1002');
    const turn = await h.send('C1001', text);
    expect(turn.outcome).toBe('escalated');
    const nodes = await recorded(turn.threadId);
    const tools = nodes.find((n) => n.node === 'tools')?.summary as { name: string; status: string; characters: number }[];
    expect(tools.find((t) => t.name === 'evaluate_policy_rule')?.status).toBe('error');
    const calls = (nodes.find((n) => n.node === 'verify')?.summary as { toolCalls: { args: Record<string, unknown> }[] }).toolCalls;
    expect(calls.every((c) => !('customer_id' in c.args))).toBe(true);
    expect(await h.app.store.listLedger('demo-bank', {})).toEqual([]);
    expect(await h.app.store.customerRecords('demo-bank', 'C1002')).toEqual(c1002Before);
  });
});
