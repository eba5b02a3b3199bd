// What every route module shares: the app's dependencies, the authenticated caller, role checks and body/query parsing.
import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import type { EchoPilot } from '../../app/echopilot.js';
import type { TurnResult } from '../../app/conversation-service.js';
import type { TurnQueue } from '../../domain/turn-queue.port.js';
import type { Role } from '../../domain/vocabulary.js';
import type { RateLimiter } from '../../domain/rate-limiter.port.js';
import type { ApiKey, ApiKeyDirectory } from '../../app/api-keys.js';
import type { Logger } from '../../domain/logger.port.js';
import type { Authenticator, StoredKeyLookup } from './authentication.js';
import type { HttpLimits } from './http-options.js';
import type { InFlightGate } from './load-shedding.js';
import { forbidden, HttpError, unauthorized } from './http-errors.js';
import type { HttpMetrics } from './metrics.js';

export interface HttpAppDeps {
  app: EchoPilot;
  apiKeys: ApiKeyDirectory;
  /** Keys kept in the database (`echopilot keys`), checked after the key file; revoked and expired keys get 401. */
  storedKeys?: StoredKeyLookup;
  /** The request clock (tests pin it); default: the system clock. */
  now?: () => Date;
  /** One line per request and per server error (never a key, a body or a stack to the client). Default: silent. */
  log?: (line: string) => void;
  /** JSON logs: one line per request (request id, tenant, thread, status, duration) and per server error. Default: silent. */
  logger?: Logger;
  /** Queue mode (REDIS_URL): messages go to this queue and are run by `echopilot worker` processes. */
  turns?: TurnQueue<TurnResult>;
  /** Queue mode: how long `?wait=true` waits for a turn before answering 202. Default 25 s. */
  queueWaitMs?: number;
  /** Time limit, in-flight limit, rate limits; default DEFAULT_HTTP_LIMITS (see http-options.ts). */
  limits?: Partial<HttpLimits>;
  /** Counts requests per key and wrong keys per source; default a fresh in-memory limiter (closed by its owner). */
  rateLimiter?: { limiter: RateLimiter; backend: 'memory' | 'redis' };
  /** The built web console (default: dist/console in the package folder); missing files make /console say so. */
  consoleDir?: string;
}

export type HttpEnv = { Variables: { caller: ApiKey; requestId: string } };
export type HttpApp = Hono<HttpEnv>;
export type HttpContext = Context<HttpEnv>;

/** Everything a route module needs, built once per app. */
export interface RouteContext {
  deps: HttpAppDeps;
  metrics: HttpMetrics;
  now: () => Date;
  auth: Authenticator;
  gate: InFlightGate;
  limits: HttpLimits;
  rateLimiter: RateLimiter;
  rateLimiterBackend: 'memory' | 'redis';
}

export const STAFF_ROLES: readonly Role[] = ['agent', 'reviewer', 'admin'];
export const REVIEWER_ROLES: readonly Role[] = ['reviewer', 'admin'];
export const ADMIN_ROLES: readonly Role[] = ['admin'];

export const isStaff = (caller: ApiKey) => caller.role !== 'customer';

/** The caller the auth middleware stored; 401 if a route forgot the middleware (never an anonymous call). */
export function callerOf(c: HttpContext): ApiKey {
  const caller = c.get('caller');
  if (!caller) throw unauthorized('authentication required');
  return caller;
}

export function requireRole(c: HttpContext, roles: readonly Role[]): ApiKey {
  const caller = callerOf(c);
  if (!roles.includes(caller.role)) throw forbidden(`role ${caller.role} cannot use ${c.req.method} ${c.req.path}; allowed: ${roles.join(', ')}`, 'role');
  return caller;
}

/** The first issue of a zod error as `field: message`, and the field path. */
function describeIssues(error: z.ZodError, prefix = ''): { message: string; field: string } {
  const issues = error.issues.map((i) => {
    const unknownKeys = i.code === 'unrecognized_keys' ? (i as { keys?: string[] }).keys : undefined;
    const path = unknownKeys?.length ? unknownKeys.join(',') : i.path.map(String).join('.');
    return { field: `${prefix}${path}`, message: `${prefix}${path || '(root)'}: ${i.message}` };
  });
  return { message: issues.map((i) => i.message).join('; '), field: issues[0]?.field || 'body' };
}

/** Reads and validates a JSON body: malformed JSON, a non-object or a schema violation is a 400 naming the field. */
export async function readJson<S extends z.ZodType>(c: HttpContext, schema: S): Promise<z.infer<S>> {
  const text = await c.req.text();
  if (text.trim() === '') throw new HttpError(400, 'INVALID_INPUT', 'the request body is empty; send a JSON object', { field: 'body' });
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'INVALID_INPUT', 'the request body is not valid JSON', { field: 'body', hint: 'send Content-Type: application/json with a JSON object' });
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const { message, field } = describeIssues(parsed.error);
    throw new HttpError(400, 'INVALID_INPUT', message, { field });
  }
  return parsed.data;
}

/** Validates the query string against a schema of optional string fields. */
export function readQuery<S extends z.ZodType>(c: HttpContext, schema: S): z.infer<S> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) {
    const { message, field } = describeIssues(parsed.error);
    throw new HttpError(400, 'INVALID_INPUT', message, { field });
  }
  return parsed.data;
}
