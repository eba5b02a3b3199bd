// HTTP errors: every failure becomes one status and one body `{ error: { code, message, field?, hint? } }`, mapped once.
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isEchoPilotError, type ErrorCode } from '../../domain/errors.js';

/** Codes only the HTTP layer produces, next to the domain's. */
export type HttpErrorCode = ErrorCode | 'UNAUTHORIZED' | 'PAYLOAD_TOO_LARGE' | 'ROUTE_NOT_FOUND' | 'METHOD_NOT_ALLOWED' | 'RATE_LIMITED' | 'OVERLOADED' | 'TIMEOUT';

export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: HttpErrorCode,
    message: string,
    readonly options: { field?: string; hint?: string; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export interface ErrorBody {
  error: { code: HttpErrorCode; message: string; field?: string; hint?: string };
}

const STATUS_BY_CODE: Partial<Record<ErrorCode, ContentfulStatusCode>> = {
  INVALID_INPUT: 400,
  MESSAGE_EMPTY: 400,
  INVALID_MONEY: 400,
  INVALID_DATE: 400,
  MESSAGE_TOO_LONG: 413,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  UNKNOWN_CUSTOMER: 404,
  UNKNOWN_TENANT: 404,
  CONFLICT: 409,
  APPROVAL_INVALID: 409,
  ALREADY_RESUMED: 409,
  SCENARIO_INVALID: 422,
  CONFIG_INVALID: 422,
  INGEST_FAILED: 400,
  /** A partner system (the bank's customer API) did not answer: try again later. */
  UPSTREAM_UNAVAILABLE: 503,
};

export function statusForCode(code: ErrorCode): ContentfulStatusCode {
  return STATUS_BY_CODE[code] ?? 500;
}

/** Status and body for any thrown value. Unknown errors say nothing about their cause (no stack, no message). */
export function errorResponse(error: unknown): { status: ContentfulStatusCode; body: ErrorBody; retryAfterSeconds?: number } {
  if (error instanceof HttpError) {
    const { field, hint, retryAfterSeconds } = error.options;
    return {
      status: error.status,
      body: { error: { code: error.code, message: error.message, ...(field ? { field } : {}), ...(hint ? { hint } : {}) } },
      ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
    };
  }
  if (isEchoPilotError(error)) {
    const status = statusForCode(error.code);
    const message = status === 500 && error.code === 'INTERNAL' ? 'internal error' : error.message;
    return {
      status,
      body: { error: { code: error.code, message, ...(error.field ? { field: error.field } : {}), ...(error.hint ? { hint: error.hint } : {}) } },
    };
  }
  return { status: 500, body: { error: { code: 'INTERNAL', message: 'internal error', hint: 'the server logged the failure; try again later' } } };
}

export const unauthorized = (message: string) => new HttpError(401, 'UNAUTHORIZED', message, { hint: 'send Authorization: Bearer <api key>' });
export const forbidden = (message: string, field?: string) => new HttpError(403, 'FORBIDDEN', message, field ? { field } : {});
