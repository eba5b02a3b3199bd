// Turn queue port: customer messages queued for worker processes, one turn at a time per customer (and so per
// thread), retried with backoff, finished turns kept for their result, exhausted ones kept as dead letters (no I/O).
import { isEchoPilotError, type ErrorCode } from './errors.js';
import type { Role } from './vocabulary.js';

/** Who sent the message: taken from the authenticated request when it is queued, never from the message. */
export interface QueuedIdentity {
  tenantId: string;
  customerId: string;
  role: Role;
  actor: string;
}

export interface TurnJob {
  identity: QueuedIdentity;
  text: string;
  threadId?: string;
  /** ISO date-time the turn is judged at; the worker's clock when absent. */
  now?: string;
  /** The turn's idempotency key (the client's, or one made when it was queued): the same key is one job and one turn. */
  idempotencyKey?: string;
}

/**
 * queued → running → completed; a turn that throws is retried (queued again after a backoff) until its attempts run
 * out (`dead`: kept for admins); a turn refused for its input (a client error) is `rejected` at once, not retried.
 */
export type TurnJobState = 'queued' | 'running' | 'completed' | 'rejected' | 'dead';

export interface TurnJobError {
  code: ErrorCode;
  message: string;
  field?: string;
}

export interface TurnJobStatus<R> {
  jobId: string;
  tenantId: string;
  customerId: string;
  state: TurnJobState;
  /** The thread the message continues (when the client named it) or the one its turn ran on (once finished). */
  threadId: string | null;
  /** Attempts started so far. */
  attempts: number;
  enqueuedAt: string;
  finishedAt: string | null;
  result: R | null;
  error: TurnJobError | null;
}

export interface TurnQueue<R> {
  enqueue(job: TurnJob): Promise<TurnJobStatus<R>>;
  /** The job's status, or null when there is no such job for the tenant. */
  status(tenantId: string, jobId: string): Promise<TurnJobStatus<R> | null>;
  /** Waits until the job is finished (completed, rejected or dead) or `timeoutMs` passes; then its status. */
  waitFor(tenantId: string, jobId: string, timeoutMs: number): Promise<TurnJobStatus<R> | null>;
  /** Turns whose attempts ran out, newest first (one tenant's, or every tenant's when tenantId is undefined). */
  deadLetters(options: { tenantId?: string; limit: number }): Promise<TurnJobStatus<R>[]>;
  close(): Promise<void>;
}

/** Runs queued turns until closed; `close` stops taking new ones and waits for those running (graceful drain). */
export interface TurnWorker {
  close(): Promise<void>;
}

export type TurnHandler<R> = (job: TurnJob) => Promise<R & { threadId: string }>;

export interface RetryPolicy {
  /** Attempts per turn, the first included. Default 3. */
  attempts: number;
  /** Backoff before attempt n+1: backoffMs × 2^(n-1). Default 1000. */
  backoffMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 3, backoffMs: 1000 };

/** Codes that mean the message itself cannot be run (retrying cannot help). */
const CLIENT_ERRORS: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'INVALID_INPUT', 'INVALID_MONEY', 'INVALID_DATE', 'NOT_FOUND', 'FORBIDDEN', 'CONFLICT', 'UNKNOWN_TENANT',
  'UNKNOWN_CUSTOMER', 'MESSAGE_EMPTY', 'MESSAGE_TOO_LONG', 'APPROVAL_INVALID', 'ALREADY_RESUMED',
]);

/** A turn's failure as stored on its job, and whether another attempt could succeed. */
export function classifyTurnError(error: unknown): { error: TurnJobError; retryable: boolean } {
  if (isEchoPilotError(error)) {
    return {
      error: { code: error.code, message: error.message, ...(error.field !== undefined ? { field: error.field } : {}) },
      retryable: !CLIENT_ERRORS.has(error.code),
    };
  }
  return { error: { code: 'INTERNAL', message: error instanceof Error ? error.message : String(error) }, retryable: true };
}

/** The serialisation key: one customer's turns never run at the same time (a thread belongs to one customer). */
export function turnLockKey(identity: QueuedIdentity): string {
  return `${identity.tenantId}:${identity.customerId}`;
}
