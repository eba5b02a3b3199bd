// OpenTelemetry spans of a real graph run on the model backend (fakeModel), captured by an in-memory exporter.
import { afterEach, describe, expect, it } from 'vitest';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { tracingFromEnv, tracingWith, type Tracing } from '../../src/adapters/tracing/otel-tracing.js';
import { SPAN } from '../../src/adapters/tracing/otel-graph-callbacks.js';
import { harnessFor, type Harness } from '../support/app.harness.js';
import { agentsOnFake, ATM_INTENT, ATM_TEXT, scriptedFake, verdictOutput } from '../llm-graph/support/llm-graph.fixtures.js';

let h: Harness | undefined;
let tracing: Tracing | undefined;
afterEach(async () => {
  await h?.close();
  await tracing?.shutdown();
  h = undefined;
  tracing = undefined;
});

const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;
const named = (spans: ReadableSpan[], prefix: string) => spans.filter((s) => s.name.startsWith(prefix));

async function atmClaimOnFakeModel(exporter: InMemorySpanExporter) {
  const fake = scriptedFake()
    .structured('intent_analysis', ATM_INTENT)
    .structured('verdict', verdictOutput({ status: 'valid', claimType: 'failed_atm_withdrawal', subjectId: 'T9001', amount: '₹5,000.00' }));
  fake.model
    .respondWithTools([{ name: 'find_claim_records', args: { claim_type: 'failed_atm_withdrawal' } }])
    .respondWithTools([{ name: 'evaluate_policy_rule', args: { claim_type: 'failed_atm_withdrawal', record_id: 'T9001' } }]);
  tracing = tracingWith(exporter, { batch: false });
  h = await harnessFor('scenarios/dev-bank.yaml', { agents: agentsOnFake(fake, { ECHOPILOT_VERIFY_TOOL_ROUNDS: '2' }), tracing });
  return h.send('C1001', ATM_TEXT);
}

describe('OpenTelemetry spans of a turn', () => {
  it('records one turn span holding a span per graph node, in the order the turn ran them', async () => {
    const exporter = new InMemorySpanExporter();
    const turn = await atmClaimOnFakeModel(exporter);
    const spans = exporter.getFinishedSpans();

    const turns = named(spans, SPAN.turn);
    expect(turns).toHaveLength(1);
    const root = turns[0]!;
    expect(root.attributes).toMatchObject({ 'echopilot.thread_id': turn.threadId, 'echopilot.tenant_id': 'demo-bank' });
    const nodes = named(spans, SPAN.node).sort((a, b) => Number(a.attributes['langgraph.step']) - Number(b.attributes['langgraph.step']));
    expect(nodes.map((s) => s.attributes['echopilot.node'])).toEqual(turn.path);
    for (const node of nodes) {
      expect(parentOf(node)).toBe(root.spanContext().spanId);
      expect(node.spanContext().traceId).toBe(root.spanContext().traceId);
    }
  });

  it('puts each tool call under the tools node and each model call under the node that asked, without message text', async () => {
    const exporter = new InMemorySpanExporter();
    await atmClaimOnFakeModel(exporter);
    const spans = exporter.getFinishedSpans();
    const byId = new Map(spans.map((s) => [s.spanContext().spanId, s]));
    const nodeOf = (span: ReadableSpan) => byId.get(parentOf(span) ?? '')?.attributes['echopilot.node'];

    const tools = named(spans, SPAN.tool);
    expect(tools.map((s) => s.attributes['echopilot.tool'])).toEqual(['find_claim_records', 'evaluate_policy_rule']);
    expect(tools.map(nodeOf)).toEqual(['tools', 'tools']);

    const models = named(spans, SPAN.model);
    // Two planning calls of the verifier reach the chat model (the structured outputs are fakes outside it).
    expect(models.length).toBeGreaterThanOrEqual(2);
    expect(new Set(models.map(nodeOf))).toEqual(new Set(['verify']));
    expect(models.every((s) => typeof s.attributes['gen_ai.request.model'] === 'string')).toBe(true);

    const everything = JSON.stringify(spans.map((s) => [s.name, s.attributes, s.events]));
    expect(everything).not.toContain('ATM');
    expect(everything).not.toContain(ATM_TEXT.slice(0, 20));
  });

  it('builds no tracer and attaches no callback when no exporter is configured', async () => {
    expect(tracingFromEnv({})).toBeNull();
    expect(tracingFromEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318', OTEL_SDK_DISABLED: 'true' })).toBeNull();
    h = await harnessFor('scenarios/dev-bank.yaml', { tracing: null });
    expect(h.app.graph.config?.callbacks).toBeUndefined();
  });

  it('builds an OTLP tracer from OTEL_EXPORTER_OTLP_ENDPOINT, naming the target without credentials', async () => {
    tracing = tracingFromEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://user:pw@127.0.0.1:4318' }) ?? undefined;
    expect(tracing?.target).toBe('http://127.0.0.1:4318');
  });
});
