// Resilient agents: the model-backed port first, the offline one when the provider fails, times out or talks nonsense.
import { AIMessage, type BaseMessage } from '@langchain/core/messages';
import type { CircuitBreaker } from '../llm-kit/circuit-breaker.js';
import { classifyError } from '../llm-kit/model-call-error.js';
import type {
  AgentTrace, Answer, ClaimVerifier, IntentAnalysis, IntentClassifier, QueryAnswerer, Report, ReplyWriter, ReportWriter, VerifierStep,
} from '../ports.js';

export interface FallbackOptions {
  breaker: CircuitBreaker;
  /** The primary's model label, recorded as `trace.fallbackFrom` (never holds a key). */
  label: string;
  /** Told about every fallback (for logs and metrics); gets no customer text. */
  onFallback?: (event: { label: string; reason: string }) => void;
}

/** LangGraph control-flow errors (interrupts) must pass through untouched. */
function isGraphControlFlow(error: unknown): boolean {
  const name = error instanceof Error ? error.name : '';
  return name === 'GraphInterrupt' || name === 'GraphBubbleUp' || name === 'NodeInterrupt' || name === 'ParentCommand';
}

function markTrace(trace: AgentTrace, from: string, reason: string): AgentTrace {
  return { ...trace, fallbackFrom: from, fallbackReason: reason };
}

/**
 * Runs `primary` through the breaker; on any failure runs `fallback` and lets `mark` record why.
 * Malformed output means the provider answered: it does not count against the breaker.
 */
export async function runWithFallback<T>(options: FallbackOptions, primary: () => Promise<T>, fallback: () => Promise<T>, mark: (value: T, reason: string) => T): Promise<T> {
  let reason: string;
  if (!options.breaker.tryAcquire()) {
    reason = 'circuit_open: the provider failed repeatedly; using the offline backend';
  } else {
    try {
      const value = await primary();
      options.breaker.recordSuccess();
      return value;
    } catch (error) {
      if (isGraphControlFlow(error)) throw error;
      const failure = classifyError(error);
      if (failure.reason === 'malformed_output') options.breaker.recordSuccess();
      else options.breaker.recordFailure();
      reason = `${failure.reason}: ${failure.message}`;
    }
  }
  options.onFallback?.({ label: options.label, reason });
  return mark(await fallback(), reason);
}

export function classifierWithFallback(primary: IntentClassifier, fallback: IntentClassifier, options: FallbackOptions): IntentClassifier {
  return {
    analyse: (input) => runWithFallback<IntentAnalysis>(options, () => primary.analyse(input), () => fallback.analyse(input), (v, reason) => ({ ...v, trace: markTrace(v.trace, options.label, reason) })),
    extractEntities: (input) => runWithFallback(options, () => primary.extractEntities(input), () => fallback.extractEntities(input), (v) => v),
  };
}

export function reporterWithFallback(primary: ReportWriter, fallback: ReportWriter, options: FallbackOptions): ReportWriter {
  return {
    write: (input) => runWithFallback<Report>(options, () => primary.write(input), () => fallback.write(input), (v, reason) => ({ ...v, trace: markTrace(v.trace, options.label, reason) })),
  };
}

/** The fallback reason recorded on a tool step of this loop, if the fallback verifier already took it over. */
export function loopFallbackReason(messages: readonly BaseMessage[]): string | null {
  for (const m of messages) {
    if (!AIMessage.isInstance(m)) continue;
    const echopilot = (m.response_metadata as { echopilot?: { trace?: AgentTrace } } | undefined)?.echopilot;
    if (echopilot?.trace?.fallbackFrom) return echopilot.trace.fallbackReason ?? 'an earlier step fell back';
  }
  return null;
}

/**
 * For a tool step the trace rides on the AI message's `response_metadata.echopilot.trace`. Once the fallback has
 * planned a step of the loop it finishes the loop (the two backends plan differently; mixing them would hand one
 * backend's half-done plan to the other), and its verdict carries the fallback in its trace for the audit entry.
 */
export function verifierWithFallback(primary: ClaimVerifier, fallback: ClaimVerifier, options: FallbackOptions): ClaimVerifier {
  const mark = (v: VerifierStep, reason: string): VerifierStep => {
    if (v.kind === 'verdict') return { kind: 'verdict', verdict: { ...v.verdict, trace: markTrace(v.verdict.trace, options.label, reason) } };
    const meta = v.message.response_metadata as Record<string, unknown>;
    const echopilot = (meta.echopilot ?? {}) as { trace?: AgentTrace };
    v.message.response_metadata = { ...meta, echopilot: { ...echopilot, trace: markTrace(echopilot.trace ?? { backend: 'offline' }, options.label, reason) } };
    return v;
  };
  return {
    step: async (input) => {
      const earlier = loopFallbackReason(input.messages);
      if (earlier !== null) return mark(await fallback.step(input), earlier);
      return runWithFallback<VerifierStep>(options, () => primary.step(input), () => fallback.step(input), mark);
    },
  };
}

export function answererWithFallback(primary: QueryAnswerer, fallback: QueryAnswerer, options: FallbackOptions): QueryAnswerer {
  return {
    answer: (input) => runWithFallback<Answer>(options, () => primary.answer(input), () => fallback.answer(input), (v, reason) => ({ ...v, trace: markTrace(v.trace, options.label, reason) })),
  };
}

export function replierWithFallback(primary: ReplyWriter, fallback: ReplyWriter, options: FallbackOptions): ReplyWriter {
  return {
    write: (input) => runWithFallback(options, () => primary.write(input), () => fallback.write(input), (v, reason) => ({ ...v, trace: markTrace(v.trace, options.label, reason) })),
  };
}
