// Typed errors: every failure the product reports carries a stable code and, where known, the field at fault.

export type ErrorCode =
  | 'INVALID_INPUT'
  | 'INVALID_MONEY'
  | 'INVALID_DATE'
  | 'NOT_FOUND'
  | 'FORBIDDEN'
  | 'CONFLICT'
  | 'CONFIG_INVALID'
  | 'SCENARIO_INVALID'
  | 'UNKNOWN_TENANT'
  | 'UNKNOWN_CUSTOMER'
  | 'MESSAGE_EMPTY'
  | 'MESSAGE_TOO_LONG'
  | 'TOOL_FAILED'
  | 'TOOL_TIMEOUT'
  | 'PROVIDER_FAILED'
  | 'APPROVAL_INVALID'
  /** An approval's claim has already finished (paid or closed): resuming it again does nothing. */
  | 'ALREADY_RESUMED'
  | 'INGEST_FAILED'
  /** The payments API definitely refused a credit (nothing was paid): escalate to a person with the reason. */
  | 'PAYMENT_REJECTED'
  /** A partner system (customer data, tracker, embeddings) gave no answer: escalate or retry later. */
  | 'UPSTREAM_UNAVAILABLE'
  | 'INTERNAL';

export class EchoPilotError extends Error {
  readonly code: ErrorCode;
  readonly field: string | undefined;
  readonly hint: string | undefined;

  constructor(code: ErrorCode, message: string, options: { field?: string; hint?: string; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'EchoPilotError';
    this.code = code;
    this.field = options.field;
    this.hint = options.hint;
  }
}

export function isEchoPilotError(error: unknown): error is EchoPilotError {
  return error instanceof EchoPilotError;
}
