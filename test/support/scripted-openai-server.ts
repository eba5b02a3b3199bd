// An OpenAI-compatible chat-completions server on 127.0.0.1 that replies from a script (tests and the bench only).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ScriptedReply = (
  | { kind: 'text'; text: string }
  /** Structured output: JSON content for `response_format`, or a call to the forced function for tool-calling mode. */
  | { kind: 'json'; value: unknown }
  | { kind: 'tools'; calls: { name: string; args: Record<string, unknown> | string }[] }
  /** An HTTP error status with an OpenAI-style error body. */
  | { kind: 'status'; status: number; message?: string }
  /** Structured output whose JSON is cut off (invalid). */
  | { kind: 'malformed_json' }
) & { delayMs?: number };

export interface RecordedRequest {
  body: ChatRequest;
  receivedAt: number;
}

export interface ChatRequest {
  model?: string;
  stream?: boolean;
  messages?: { role: string; content: unknown }[];
  tools?: { function: { name: string } }[];
  tool_choice?: unknown;
  response_format?: { type: string; json_schema?: { name?: string } };
  stream_options?: { include_usage?: boolean };
}

export interface ScriptedServer {
  baseUrl: string;
  requests: RecordedRequest[];
  /** Queue replies, consumed one per request. */
  enqueue(...replies: ScriptedReply[]): void;
  /** Used when the queue is empty (default: a 500 "script exhausted"). */
  setDefault(reply: ScriptedFallback | null): void;
  pending(): number;
  close(): Promise<void>;
}

/** The reply for a request when the queue is empty; may be computed asynchronously. */
export type ScriptedFallback = (request: ChatRequest) => ScriptedReply | Promise<ScriptedReply>;

export interface ScriptedServerOptions {
  /** Added before every reply (the bench's fixed model latency). */
  latencyMs?: number;
  script?: ScriptedReply[];
  fallback?: ScriptedFallback;
}

let callCounter = 0;

function usageFor(body: ChatRequest, output: string): { prompt_tokens: number; completion_tokens: number; total_tokens: number } {
  const prompt_tokens = Math.ceil(JSON.stringify(body.messages ?? []).length / 4);
  const completion_tokens = Math.max(1, Math.ceil(output.length / 4));
  return { prompt_tokens, completion_tokens, total_tokens: prompt_tokens + completion_tokens };
}

function forcedFunction(body: ChatRequest): string | undefined {
  const choice = body.tool_choice as { function?: { name?: string } } | undefined;
  return typeof choice === 'object' && choice !== null ? choice.function?.name : undefined;
}

interface Completion {
  content: string | null;
  toolCalls: { id: string; type: 'function'; function: { name: string; arguments: string } }[];
}

function toCompletion(reply: ScriptedReply, body: ChatRequest): Completion {
  const call = (name: string, args: string) => ({ id: `call_${++callCounter}`, type: 'function' as const, function: { name, arguments: args } });
  switch (reply.kind) {
    case 'text':
      return { content: reply.text, toolCalls: [] };
    case 'tools':
      return { content: null, toolCalls: reply.calls.map((c) => call(c.name, typeof c.args === 'string' ? c.args : JSON.stringify(c.args))) };
    case 'json':
    case 'malformed_json': {
      const text = reply.kind === 'json' ? JSON.stringify(reply.value) : '{"intent": "complaint", "intentConfidence": 0.9, "claimTy';
      const forced = body.response_format ? undefined : forcedFunction(body);
      return forced ? { content: null, toolCalls: [call(forced, text)] } : { content: text, toolCalls: [] };
    }
    case 'status':
      return { content: null, toolCalls: [] };
  }
}

function writeJson(res: ServerResponse, body: ChatRequest, completion: Completion): void {
  const output = (completion.content ?? '') + JSON.stringify(completion.toolCalls);
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({
    id: `chatcmpl-${callCounter}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: body.model ?? 'scripted',
    choices: [{
      index: 0,
      message: { role: 'assistant', content: completion.content, ...(completion.toolCalls.length > 0 ? { tool_calls: completion.toolCalls } : {}) },
      finish_reason: completion.toolCalls.length > 0 ? 'tool_calls' : 'stop',
    }],
    usage: usageFor(body, output),
  }));
}

/** Server-sent events: a role chunk, the content in a few pieces (or tool-call deltas), a finish chunk, usage, [DONE]. */
function writeStream(res: ServerResponse, body: ChatRequest, completion: Completion): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  const base = { id: `chatcmpl-${callCounter}`, object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model: body.model ?? 'scripted' };
  const send = (payload: unknown) => res.write(`data: ${JSON.stringify(payload)}\n\n`);
  send({ ...base, choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] });
  const content = completion.content ?? '';
  const pieceSize = Math.max(1, Math.ceil(content.length / 4));
  for (let i = 0; i < content.length; i += pieceSize) {
    send({ ...base, choices: [{ index: 0, delta: { content: content.slice(i, i + pieceSize) }, finish_reason: null }] });
  }
  completion.toolCalls.forEach((toolCall, index) => {
    send({ ...base, choices: [{ index: 0, delta: { tool_calls: [{ index, id: toolCall.id, type: 'function', function: { name: toolCall.function.name, arguments: '' } }] }, finish_reason: null }] });
    send({ ...base, choices: [{ index: 0, delta: { tool_calls: [{ index, function: { arguments: toolCall.function.arguments } }] }, finish_reason: null }] });
  });
  send({ ...base, choices: [{ index: 0, delta: {}, finish_reason: completion.toolCalls.length > 0 ? 'tool_calls' : 'stop' }] });
  if (body.stream_options?.include_usage) {
    send({ ...base, choices: [], usage: usageFor(body, content + JSON.stringify(completion.toolCalls)) });
  }
  res.write('data: [DONE]\n\n');
  res.end();
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startScriptedOpenAiServer(options: ScriptedServerOptions = {}): Promise<ScriptedServer> {
  const queue: ScriptedReply[] = [...(options.script ?? [])];
  let fallback = options.fallback ?? null;
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    void (async () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: `no route ${req.method} ${req.url}` } }));
        return;
      }
      const body = JSON.parse(await readBody(req)) as ChatRequest;
      requests.push({ body, receivedAt: Date.now() });
      const reply: ScriptedReply = queue.shift() ?? (await fallback?.(body)) ?? { kind: 'status', status: 500, message: 'script exhausted' };
      const delay = (options.latencyMs ?? 0) + (reply.delayMs ?? 0);
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      if (res.destroyed || res.socket === null || res.socket.destroyed) return;
      if (reply.kind === 'status') {
        res.writeHead(reply.status, { 'content-type': 'application/json', ...(reply.status === 429 ? { 'retry-after': '0' } : {}) });
        res.end(JSON.stringify({ error: { message: reply.message ?? `scripted ${reply.status}`, type: 'scripted_error', code: null } }));
        return;
      }
      const completion = toCompletion(reply, body);
      if (body.stream) writeStream(res, body, completion);
      else writeJson(res, body, completion);
    })().catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue: (...replies) => void queue.push(...replies),
    setDefault: (reply) => {
      fallback = reply;
    },
    pending: () => queue.length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
