// One guarded way to call a chat model: timeout, retries for transient errors, malformed output retried once, usage.
import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import type { BindToolsInput } from '@langchain/core/language_models/chat_models';
import { AIMessage, type AIMessageChunk, type BaseMessage } from '@langchain/core/messages';
import { toJsonSchema } from '@langchain/core/utils/json_schema';
import type { z } from 'zod';
import { classifyError, ModelCallError } from './model-call-error.js';
import { DEFAULT_RETRY, withRetry, withTimeout, type RetryPolicy } from './retry.js';
import { addUsage, usageOf, zeroUsage, type Usage } from './usage.js';

export interface ModelResult<T> {
  value: T;
  usage: Usage;
  latencyMs: number;
  /** Requests sent to the provider, retries included. */
  requests: number;
}

export interface ModelRunnerOptions {
  model: BaseChatModel;
  /** Model name for pricing, e.g. "gpt-4.1-mini". */
  modelName: string;
  /** Printable label for traces, e.g. "openai:gpt-4.1-mini" (never holds a key). */
  label: string;
  timeoutMs?: number;
  retry?: Partial<RetryPolicy>;
  /** Attempts for output that does not parse or fails its schema (default 2: retried once). */
  malformedAttempts?: number;
  /** Stream text and tool-call replies (server-sent events), aggregated into one message. */
  stream?: boolean;
}

interface Invokable<O> {
  invoke(input: BaseMessage[], options?: { signal?: AbortSignal }): Promise<O>;
}

interface Streamable {
  stream(input: BaseMessage[], options?: { signal?: AbortSignal }): Promise<AsyncIterable<AIMessageChunk>>;
}

/** Collects a stream of chunks into one chunk (tool-call deltas merged), as an invokable. */
function aggregated(runnable: Streamable, onToken?: (token: string) => void): Invokable<BaseMessage> {
  return {
    async invoke(input, options) {
      let total: AIMessageChunk | undefined;
      for await (const chunk of await runnable.stream(input, options)) {
        if (onToken && chunk.text) onToken(chunk.text);
        total = total === undefined ? chunk : total.concat(chunk);
      }
      if (total === undefined) throw new ModelCallError('malformed_output', 'the model streamed nothing');
      return total;
    },
  };
}

export class ModelRunner {
  readonly model: BaseChatModel;
  readonly modelName: string;
  readonly label: string;
  private readonly timeoutMs: number;
  private readonly retry: RetryPolicy;
  private readonly malformedAttempts: number;
  private readonly stream: boolean;
  /** Built once per schema / tool list: converting schemas to JSON Schema costs milliseconds per call. */
  private readonly structuredCache = new Map<z.ZodType, Invokable<unknown>>();
  private readonly toolsCache = new Map<readonly BindToolsInput[], unknown>();

  constructor(options: ModelRunnerOptions) {
    this.model = options.model;
    this.modelName = options.modelName;
    this.label = options.label;
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.retry = { ...DEFAULT_RETRY, ...options.retry };
    this.malformedAttempts = options.malformedAttempts ?? 2;
    this.stream = options.stream ?? false;
  }

  /** Sends one request with the timeout, retrying transient failures; counts requests into `counter`. */
  private async send<O>(runnable: Invokable<O>, messages: BaseMessage[], counter: { requests: number }): Promise<O> {
    return withRetry(this.retry, () => {
      counter.requests += 1;
      return withTimeout(this.timeoutMs, (signal) => runnable.invoke(messages, { signal }));
    });
  }

  /** A structured answer validated by `schema`; output that does not parse or validate is retried once, then fails. */
  async structured<S extends z.ZodType>(schema: S, name: string, messages: BaseMessage[]): Promise<ModelResult<z.infer<S>>> {
    const started = performance.now();
    const counter = { requests: 0 };
    let usage = zeroUsage();
    let runnable = this.structuredCache.get(schema);
    if (!runnable) {
      // OpenAI gets strict schema adherence, as it did when handed the zod schema; other providers keep their defaults.
      const strict = this.model._llmType() === 'openai' ? { strict: true } : {};
      runnable = this.model.withStructuredOutput(jsonSchemaOf(schema), { name, includeRaw: true, ...strict }) as unknown as Invokable<unknown>;
      this.structuredCache.set(schema, runnable);
    }
    let lastProblem = 'no output';
    for (let attempt = 0; attempt < this.malformedAttempts; attempt += 1) {
      let output: unknown;
      try {
        output = await this.send(runnable, messages, counter);
      } catch (error) {
        const failure = classifyError(error);
        if (failure.reason !== 'malformed_output') throw failure;
        lastProblem = failure.message;
        continue;
      }
      const { raw, parsed } = splitRaw(output);
      usage = addUsage(usage, usageOf(raw, this.modelName));
      const checked = schema.safeParse(parsed);
      if (checked.success) {
        return { value: checked.data, usage, latencyMs: performance.now() - started, requests: counter.requests };
      }
      lastProblem = parsed === null || parsed === undefined ? 'output did not parse as JSON' : 'output did not match the schema';
    }
    throw new ModelCallError('malformed_output', `${this.label}: ${lastProblem} (after ${this.malformedAttempts} attempts)`);
  }

  /** An AI message from the model with `tools` bound (the message may carry tool calls). */
  async withTools(tools: readonly BindToolsInput[], messages: BaseMessage[]): Promise<ModelResult<AIMessage>> {
    if (typeof this.model.bindTools !== 'function') {
      throw new ModelCallError('provider_error', `${this.label} does not support tool calling`);
    }
    const started = performance.now();
    const counter = { requests: 0 };
    let runnable = this.toolsCache.get(tools);
    if (!runnable) {
      runnable = this.model.bindTools([...tools]);
      this.toolsCache.set(tools, runnable);
    }
    const bound = this.stream ? aggregated(runnable as unknown as Streamable) : (runnable as unknown as Invokable<BaseMessage>);
    const message = await this.send(bound, messages, counter);
    const ai = toAIMessage(message);
    return { value: ai, usage: usageOf(ai, this.modelName), latencyMs: performance.now() - started, requests: counter.requests };
  }

  /** Plain text from the model; with streaming on, `onToken` sees each piece as it arrives. */
  async text(messages: BaseMessage[], onToken?: (token: string) => void): Promise<ModelResult<string>> {
    const started = performance.now();
    const counter = { requests: 0 };
    const runnable = this.stream ? aggregated(this.model as unknown as Streamable, onToken) : (this.model as unknown as Invokable<BaseMessage>);
    const message = await this.send(runnable, messages, counter);
    return {
      value: typeof message.content === 'string' ? message.content : message.text,
      usage: usageOf(message, this.modelName),
      latencyMs: performance.now() - started,
      requests: counter.requests,
    };
  }
}

/**
 * The schema as JSON Schema, converted once. Handing a zod schema to `withStructuredOutput` makes ChatOpenAI convert
 * it again on every call (about 10 ms for the intent schema); the output is validated with zod here anyway.
 */
function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...json } = toJsonSchema(schema) as Record<string, unknown>;
  return json;
}

/** `includeRaw` output is `{ raw, parsed }`; test doubles may return the parsed value alone. */
function splitRaw(output: unknown): { raw: BaseMessage | undefined; parsed: unknown } {
  if (typeof output === 'object' && output !== null && 'raw' in output && 'parsed' in output) {
    const { raw, parsed } = output as { raw: BaseMessage; parsed: unknown };
    return { raw, parsed };
  }
  return { raw: undefined, parsed: output };
}

function toAIMessage(message: BaseMessage): AIMessage {
  if (AIMessage.isInstance(message)) return message;
  const m = message as AIMessage;
  return new AIMessage({
    content: m.content,
    tool_calls: m.tool_calls ?? [],
    invalid_tool_calls: m.invalid_tool_calls ?? [],
    usage_metadata: m.usage_metadata,
    response_metadata: m.response_metadata,
    id: m.id,
  });
}
