// The real ChatOpenAI adapter end to end against the scripted OpenAI-compatible server.
import { HumanMessage } from '@langchain/core/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createChatModel } from '../../src/adapters/llm/chat-model.factory.js';
import { ModelRunner } from '../../src/agents/llm-kit/model-runner.js';
import { isModelCallError } from '../../src/agents/llm-kit/model-call-error.js';
import { startScriptedOpenAiServer, type ScriptedServer } from '../support/scripted-openai-server.js';

let server: ScriptedServer;
beforeAll(async () => {
  server = await startScriptedOpenAiServer();
});
afterAll(async () => {
  await server.close();
});

function runner(options: { streaming?: boolean; timeoutMs?: number } = {}): ModelRunner {
  const model = createChatModel({ provider: 'openai-compatible', model: 'scripted-1', baseUrl: server.baseUrl, temperature: 0, timeoutMs: options.timeoutMs ?? 2000 });
  return new ModelRunner({ model, modelName: 'gpt-4.1-mini', label: 'openai-compatible:scripted-1', timeoutMs: options.timeoutMs ?? 2000, retry: { baseDelayMs: 1 }, stream: options.streaming ?? false });
}

const schema = z.object({ intent: z.enum(['query', 'complaint']), confidence: z.number() });

describe('ChatOpenAI against the scripted server', () => {
  it('returns structured output validated by the zod schema and priced usage', async () => {
    server.enqueue({ kind: 'json', value: { intent: 'complaint', confidence: 0.9 } });
    const result = await runner().structured(schema, 'intent', [new HumanMessage('my atm did not give cash')]);
    expect(result.value).toEqual({ intent: 'complaint', confidence: 0.9 });
    expect(result.usage.inputTokens).toBeGreaterThan(0);
    expect(result.usage.costUsd).toBeGreaterThan(0);
    const request = server.requests.at(-1)?.body;
    expect(request?.response_format?.type).toBe('json_schema');
    expect(request).toMatchObject({ temperature: 0 });
  });

  it('returns tool calls from a tool-bound model', async () => {
    server.enqueue({ kind: 'tools', calls: [{ name: 'search_transactions', args: { channels: ['atm'] } }] });
    const result = await runner().withTools([{ name: 'search_transactions', description: 'search', schema: z.object({ channels: z.array(z.string()).optional() }) }], [new HumanMessage('x')]);
    expect(result.value.tool_calls?.[0]).toMatchObject({ name: 'search_transactions', args: { channels: ['atm'] } });
    expect(server.requests.at(-1)?.body.tools?.[0]?.function.name).toBe('search_transactions');
  });

  it('streams tokens as server-sent events and aggregates them', async () => {
    server.enqueue({ kind: 'text', text: 'Your refund of ₹5,000.00 is on its way.' });
    const model = createChatModel({ provider: 'openai-compatible', model: 'scripted-1', baseUrl: server.baseUrl, temperature: 0 });
    const chunks: string[] = [];
    for await (const chunk of await model.stream([new HumanMessage('hi')])) chunks.push(chunk.text);
    expect(chunks.filter((c) => c.length > 0).length).toBeGreaterThan(1);
    expect(chunks.join('')).toBe('Your refund of ₹5,000.00 is on its way.');
    expect(server.requests.at(-1)?.body.stream).toBe(true);
  });

  it('streams tool calls as deltas when the model is configured to stream', async () => {
    server.enqueue({ kind: 'tools', calls: [{ name: 'list_accounts_and_cards', args: {} }] });
    const r = runner({ streaming: true });
    const tools = await r.withTools([{ name: 'list_accounts_and_cards', description: 'accounts', schema: z.object({}) }], [new HumanMessage('x')]);
    expect(tools.value.tool_calls?.[0]?.name).toBe('list_accounts_and_cards');
    expect(server.requests.at(-1)?.body.stream).toBe(true);
    server.enqueue({ kind: 'text', text: 'streamed text reply' });
    const tokens: string[] = [];
    const text = await r.text([new HumanMessage('x')], (t) => tokens.push(t));
    expect(text.value).toBe('streamed text reply');
    expect(tokens.length).toBeGreaterThan(1);
    expect(text.usage.outputTokens).toBeGreaterThan(0);
  });

  it('retries a 500 and a 429 with backoff and then succeeds', async () => {
    const before = server.requests.length;
    server.enqueue({ kind: 'status', status: 500 }, { kind: 'status', status: 429 }, { kind: 'json', value: { intent: 'query', confidence: 1 } });
    const result = await runner().structured(schema, 'intent', [new HumanMessage('x')]);
    expect(result.value.intent).toBe('query');
    expect(result.requests).toBe(3);
    expect(server.requests.length - before).toBe(3);
  });

  it('retries malformed JSON once, then fails as malformed_output', async () => {
    server.enqueue({ kind: 'malformed_json' }, { kind: 'malformed_json' });
    const error = await runner().structured(schema, 'intent', [new HumanMessage('x')]).catch((e: unknown) => e);
    expect(isModelCallError(error) && error.reason).toBe('malformed_output');
    expect(server.pending()).toBe(0);
  });

  it('gives up on a server slower than the timeout with a timeout failure', async () => {
    server.enqueue({ kind: 'json', value: {}, delayMs: 400 }, { kind: 'json', value: {}, delayMs: 400 }, { kind: 'json', value: {}, delayMs: 400 });
    const started = Date.now();
    const error = await runner({ timeoutMs: 100 }).structured(schema, 'intent', [new HumanMessage('x')]).catch((e: unknown) => e);
    expect(isModelCallError(error) && error.reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
