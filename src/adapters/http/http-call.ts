// One outbound HTTP call to a partner system: a time limit per attempt, retries with backoff on transient failures
// (timeout, connection, 5xx, 429), and an optional circuit breaker. Any other status is returned for the caller to judge.
import { CircuitBreaker } from '../../agents/llm-kit/circuit-breaker.js';

export type TransientReason = 'timeout' | 'connection' | 'server_error' | 'rate_limited' | 'circuit_open';

/** No definite answer from the partner after every attempt: the request may or may not have taken effect. */
export class HttpUnavailableError extends Error {
  constructor(readonly reason: TransientReason, message: string, readonly attempts: number, readonly status: number | null = null) {
    super(message);
    this.name = 'HttpUnavailableError';
  }
}

export interface HttpAnswer {
  status: number;
  body: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
}

export interface HttpCallPolicy {
  timeoutMs: number;
  /** Extra attempts after the first, for transient failures only. */
  retries: number;
  /** First backoff; doubles each attempt. */
  baseDelayMs: number;
  breaker?: CircuitBreaker;
  sleep?: (ms: number) => Promise<void>;
}

export interface HttpRequest {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  headers: Record<string, string>;
  body?: string;
}

const sleepFor = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Sends `request(attempt)` (built afresh per attempt, so a signature can carry its own timestamp) until it gets a
 * non-transient answer; throws HttpUnavailableError when every attempt failed transiently or the breaker is open.
 */
export async function httpCall(policy: HttpCallPolicy, request: (attempt: number) => HttpRequest): Promise<HttpAnswer> {
  const sleep = policy.sleep ?? sleepFor;
  let last: HttpUnavailableError | null = null;
  for (let attempt = 0; attempt <= policy.retries; attempt += 1) {
    if (attempt > 0) await sleep(policy.baseDelayMs * 2 ** (attempt - 1));
    if (policy.breaker && !policy.breaker.tryAcquire()) {
      throw new HttpUnavailableError('circuit_open', 'the circuit breaker is open after repeated failures', attempt, null);
    }
    const req = request(attempt);
    let answer: HttpAnswer;
    try {
      const response = await fetch(req.url, {
        method: req.method, headers: req.headers, ...(req.body !== undefined ? { body: req.body } : {}),
        signal: AbortSignal.timeout(policy.timeoutMs),
      });
      const body = await response.text();
      answer = { status: response.status, body, json: parseJson(body) };
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      last = new HttpUnavailableError(timedOut ? 'timeout' : 'connection',
        timedOut ? `no answer within ${policy.timeoutMs} ms` : `connection failed: ${error instanceof Error ? error.message : String(error)}`, attempt + 1);
      policy.breaker?.recordFailure();
      continue;
    }
    if (answer.status >= 500 || answer.status === 429) {
      last = new HttpUnavailableError(answer.status === 429 ? 'rate_limited' : 'server_error', `the server answered ${answer.status}`, attempt + 1, answer.status);
      policy.breaker?.recordFailure();
      continue;
    }
    policy.breaker?.recordSuccess();
    return answer;
  }
  throw last ?? new HttpUnavailableError('connection', 'no attempt was made', 0);
}

/** The `error.message` (or `message`) of a JSON error body, else the start of the raw body. */
export function errorMessageOf(answer: HttpAnswer): string {
  const json = answer.json as { error?: { message?: unknown } | string; message?: unknown; errorMessages?: unknown } | undefined;
  if (json && typeof json === 'object') {
    if (typeof json.error === 'object' && typeof json.error.message === 'string') return json.error.message;
    if (typeof json.error === 'string') return json.error;
    if (typeof json.message === 'string') return json.message;
    if (Array.isArray(json.errorMessages) && json.errorMessages.length > 0) return json.errorMessages.join('; ');
  }
  return answer.body.slice(0, 200) || `HTTP ${answer.status}`;
}
