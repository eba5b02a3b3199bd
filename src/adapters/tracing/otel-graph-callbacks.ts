// OpenTelemetry spans for a LangGraph run, from LangChain's callbacks: one span per turn, per graph node, per tool
// call and per model call, nested as they ran. Only names, ids, models and outcomes go on spans: never message text,
// tool arguments or results (personal data).
import { context, SpanKind, SpanStatusCode, trace, type Attributes, type Span, type Tracer } from '@opentelemetry/api';
import { BaseCallbackHandler } from '@langchain/core/callbacks/base';
import type { Serialized } from '@langchain/core/load/serializable';
import type { LLMResult } from '@langchain/core/outputs';

/** Span names; the part after the dot is the node, tool or model. */
export const SPAN = { turn: 'echopilot.turn', node: 'echopilot.node', tool: 'echopilot.tool', model: 'echopilot.model' } as const;

const HIDDEN_TAG = 'langsmith:hidden';

interface Run {
  parent: string | undefined;
  span: Span | null;
}

const str = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** A GraphInterrupt (the approval pause) ends a node on purpose: not an error. */
const isInterrupt = (error: Error) => error.name === 'GraphInterrupt' || error.name === 'NodeInterrupt';

export class OtelGraphCallbacks extends BaseCallbackHandler {
  name = 'echopilot_otel_spans';
  /** Spans start and end in step with the run (ordering and timing exact); handlers only touch in-memory maps. */
  override awaitHandlers = true;
  private readonly runs = new Map<string, Run>();

  constructor(private readonly tracer: Tracer) {
    super();
  }

  /**
   * @langchain/core 1.x declares (…, runId, runType, tags, metadata, runName, parentRunId) but calls handlers with
   * (…, runId, parentRunId, tags, metadata, runType, runName): the parameters follow the call, the types the declaration.
   */
  override handleChainStart(_chain: Serialized, _inputs: unknown, runId: string, parentArg?: string, tags?: string[], metadata?: Record<string, unknown>, _typeArg?: string, nameArg?: string): void {
    const parentRunId = parentArg;
    const runName = nameArg;
    const threadId = str(metadata?.thread_id);
    if (parentRunId === undefined) {
      const attributes: Attributes = { 'echopilot.graph': runName ?? 'graph' };
      if (threadId) {
        attributes['echopilot.thread_id'] = threadId;
        attributes['echopilot.tenant_id'] = threadId.split(':')[0];
      }
      this.open(runId, undefined, `${SPAN.turn}`, attributes, SpanKind.INTERNAL);
      return;
    }
    const node = str(metadata?.langgraph_node);
    if (node !== undefined && node === runName && !(tags ?? []).includes(HIDDEN_TAG)) {
      const step = metadata?.langgraph_step;
      this.open(runId, parentRunId, `${SPAN.node} ${node}`, {
        'echopilot.node': node, ...(typeof step === 'number' ? { 'langgraph.step': step } : {}), ...(threadId ? { 'echopilot.thread_id': threadId } : {}),
      });
      return;
    }
    this.runs.set(runId, { parent: parentRunId, span: null });
  }

  override handleChainEnd(_outputs: unknown, runId: string): void {
    this.close(runId);
  }

  override handleChainError(error: Error, runId: string): void {
    this.close(runId, error);
  }

  override handleToolStart(tool: Serialized, _input: string, runId: string, parentRunId?: string, _tags?: string[], _metadata?: Record<string, unknown>, runName?: string, toolCallId?: string): void {
    const name = runName ?? tool.id.at(-1) ?? 'tool';
    this.open(runId, parentRunId, `${SPAN.tool} ${name}`, { 'echopilot.tool': name, ...(toolCallId ? { 'gen_ai.tool.call.id': toolCallId } : {}) });
  }

  override handleToolEnd(output: unknown, runId: string): void {
    // A ToolNode that caught the tool's error returns it as an error message rather than throwing.
    const status = (output as { status?: unknown } | null)?.status;
    this.close(runId, status === 'error' ? new Error('tool returned an error') : undefined);
  }

  override handleToolError(error: Error, runId: string): void {
    this.close(runId, error);
  }

  override handleChatModelStart(llm: Serialized, _messages: unknown, runId: string, parentRunId?: string, extraParams?: Record<string, unknown>, _tags?: string[], metadata?: Record<string, unknown>, runName?: string): void {
    this.openModel(llm, runId, parentRunId, extraParams, metadata, runName);
  }

  override handleLLMStart(llm: Serialized, _prompts: string[], runId: string, parentRunId?: string, extraParams?: Record<string, unknown>, _tags?: string[], metadata?: Record<string, unknown>, runName?: string): void {
    this.openModel(llm, runId, parentRunId, extraParams, metadata, runName);
  }

  override handleLLMEnd(output: LLMResult, runId: string): void {
    const usage = (output.llmOutput as { tokenUsage?: { promptTokens?: number; completionTokens?: number } } | undefined)?.tokenUsage;
    const span = this.runs.get(runId)?.span;
    if (span && usage) {
      if (typeof usage.promptTokens === 'number') span.setAttribute('gen_ai.usage.input_tokens', usage.promptTokens);
      if (typeof usage.completionTokens === 'number') span.setAttribute('gen_ai.usage.output_tokens', usage.completionTokens);
    }
    this.close(runId);
  }

  override handleLLMError(error: Error, runId: string): void {
    this.close(runId, error);
  }

  /** Runs still open (a run that never ended would leak): for tests. */
  get openRuns(): number {
    return this.runs.size;
  }

  private openModel(llm: Serialized, runId: string, parentRunId: string | undefined, extraParams: Record<string, unknown> | undefined, metadata: Record<string, unknown> | undefined, runName: string | undefined): void {
    const invocation = extraParams?.invocation_params as Record<string, unknown> | undefined;
    const model = str(metadata?.ls_model_name) ?? str(invocation?.model) ?? str(invocation?.model_name) ?? runName ?? llm.id.at(-1) ?? 'model';
    const provider = str(metadata?.ls_provider);
    this.open(runId, parentRunId, `${SPAN.model} ${model}`, { 'gen_ai.request.model': model, ...(provider ? { 'gen_ai.system': provider } : {}) }, SpanKind.CLIENT);
  }

  /** The nearest enclosing run that has a span (LangChain nests helper runnables between a node and its model call). */
  private spanAbove(runId: string | undefined): Span | undefined {
    let id = runId;
    for (let depth = 0; id !== undefined && depth < 64; depth++) {
      const run = this.runs.get(id);
      if (!run) return undefined;
      if (run.span) return run.span;
      id = run.parent;
    }
    return undefined;
  }

  private open(runId: string, parentRunId: string | undefined, name: string, attributes: Attributes, kind: SpanKind = SpanKind.INTERNAL): void {
    const parent = this.spanAbove(parentRunId);
    const ctx = parent ? trace.setSpan(context.active(), parent) : context.active();
    const span = this.tracer.startSpan(name, { kind, attributes }, ctx);
    this.runs.set(runId, { parent: parentRunId, span });
  }

  private close(runId: string, error?: Error): void {
    const run = this.runs.get(runId);
    if (!run) return;
    this.runs.delete(runId);
    const span = run.span;
    if (!span) return;
    if (error && isInterrupt(error)) span.setAttribute('echopilot.interrupted', true);
    else if (error) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: error.name });
      span.setAttribute('error.type', error.name);
    }
    span.end();
  }
}
