// Free-form ids the API takes from callers (thread, customer, approval, ticket, job and document ids, in bodies, queries
// and paths) have a maximum length, so an oversized id is refused naming its field instead of being looked up and
// echoed back.
import { z } from 'zod';
import { HttpError } from './http-errors.js';
import type { HttpContext } from './http-context.js';

export const ID_LIMITS = {
  /** `{tenant}:{customer}:{ticket}`. */
  threadId: 200,
  customerId: 100,
  /** An approval, ticket, job or document id in a path. */
  pathId: 200,
} as const;

export const threadIdField = z.string().min(1).max(ID_LIMITS.threadId);
export const customerIdField = z.string().min(1).max(ID_LIMITS.customerId);

/** The OpenAPI schema of an id path parameter. */
export const PATH_ID_SCHEMA = { type: 'string', minLength: 1, maxLength: ID_LIMITS.pathId } as const;

/** A path parameter that is an id: 400 naming it when longer than ID_LIMITS.pathId characters. */
export function pathId(c: HttpContext, name: string): string {
  const value = c.req.param(name) ?? '';
  if (value.length > ID_LIMITS.pathId) {
    throw new HttpError(400, 'INVALID_INPUT', `${name}: at most ${ID_LIMITS.pathId} characters, got ${value.length}`, { field: name });
  }
  return value;
}
