// Per-call timeout and retry with exponential backoff for transient provider errors.
import { classifyError, isTransient, ModelCallError } from './model-call-error.js';

export interface RetryPolicy {
  /** Extra attempts after the first for transient errors (default 2). */
  retries: number;
  /** First backoff; doubles each attempt (default 250 ms). */
  baseDelayMs: number;
  /** Injectable for tests. */
  sleep: (ms: number) => Promise<void>;
}

export const defaultSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export const DEFAULT_RETRY: RetryPolicy = { retries: 2, baseDelayMs: 250, sleep: defaultSleep };

/** Runs `call` with an AbortSignal that fires after `timeoutMs`; rejects with a `timeout` ModelCallError then. */
export async function withTimeout<T>(timeoutMs: number, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new ModelCallError('timeout', `the model call timed out after ${timeoutMs} ms`));
    }, timeoutMs);
  });
  try {
    return await Promise.race([call(controller.signal), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/** Retries transient failures with backoff; any other failure (or the last transient one) is thrown classified. */
export async function withRetry<T>(policy: RetryPolicy, call: (attempt: number) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await call(attempt);
    } catch (error) {
      const failure = classifyError(error);
      if (!isTransient(failure) || attempt >= policy.retries) throw failure;
      await policy.sleep(policy.baseDelayMs * 2 ** attempt);
    }
  }
}
