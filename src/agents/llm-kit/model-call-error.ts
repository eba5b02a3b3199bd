// Why a model call failed, classified once: transient (retry), malformed (retry once), or final.
import { EchoPilotError } from '../../domain/errors.js';

export const FAILURE_REASONS = [
  'timeout', 'rate_limited', 'server_error', 'connection', 'malformed_output', 'circuit_open', 'provider_error',
] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];

export class ModelCallError extends EchoPilotError {
  readonly reason: FailureReason;
  constructor(reason: FailureReason, message: string, cause?: unknown) {
    super('PROVIDER_FAILED', message, { hint: reason, cause });
    this.name = 'ModelCallError';
    this.reason = reason;
  }
}

export function isModelCallError(error: unknown): error is ModelCallError {
  return error instanceof ModelCallError;
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const record = error as Record<string, unknown>;
  if (typeof record.status === 'number') return record.status;
  const response = record.response as Record<string, unknown> | undefined;
  if (response && typeof response.status === 'number') return response.status;
  return undefined;
}

/** Maps any SDK error to a reason, without copying anything that might hold a key into the message. */
export function classifyError(error: unknown): ModelCallError {
  if (isModelCallError(error)) return error;
  const status = statusOf(error);
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : String(error);
  const code = typeof error === 'object' && error !== null ? (error as Record<string, unknown>).code : undefined;
  const lcCode = typeof error === 'object' && error !== null ? (error as Record<string, unknown>).lc_error_code : undefined;
  if (status === 429 || lcCode === 'MODEL_RATE_LIMIT') return new ModelCallError('rate_limited', 'the provider is rate limiting (429)', error);
  if (status !== undefined && status >= 500) return new ModelCallError('server_error', `the provider failed (${status})`, error);
  if (/timeout|timed out|abort/i.test(name) || /timed? ?out|aborted/i.test(message)) {
    return new ModelCallError('timeout', 'the model call timed out', error);
  }
  if (/ECONNREFUSED|ECONNRESET|EPIPE|ENOTFOUND|socket hang up|Connection error|fetch failed/i.test(`${String(code)} ${name} ${message}`)) {
    return new ModelCallError('connection', 'the provider could not be reached', error);
  }
  if (error instanceof SyntaxError || /OutputParserException|Failed to parse|Unexpected token|JSON/i.test(`${name} ${message}`)) {
    return new ModelCallError('malformed_output', 'the model returned output that does not parse', error);
  }
  return new ModelCallError('provider_error', `the provider call failed${status ? ` (${status})` : ''}`, error);
}

/** Worth retrying with backoff: the same request may well succeed a moment later. */
export function isTransient(error: ModelCallError): boolean {
  return error.reason === 'timeout' || error.reason === 'rate_limited' || error.reason === 'server_error' || error.reason === 'connection';
}
