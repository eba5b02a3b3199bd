// What the JSON log says about one request: its id, method, route template (never the raw path or query), status,
// duration, the caller's tenant, key name and role, and the thread (from the path or from the turn it ran).
import type { Context } from 'hono';
import type { LogFields } from '../../domain/logger.port.js';
import type { HttpEnv } from './http-context.js';

const THREAD_IN_PATH = /^\/v1\/conversations\/([^/]+)(?:\/|$)/;

function threadFromPath(path: string): string | undefined {
  const raw = THREAD_IN_PATH.exec(path)?.[1];
  if (raw === undefined || raw === 'messages' || raw === 'jobs') return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

export function requestLogFields(c: Context<HttpEnv>, route: string, status: number, ms: number, context: LogFields): LogFields {
  const caller = c.get('caller');
  const threadId = typeof context.threadId === 'string' ? context.threadId : threadFromPath(c.req.path);
  return {
    requestId: c.get('requestId'), method: c.req.method, route, status, ms: Math.round(ms * 10) / 10,
    ...(caller ? { tenantId: caller.tenantId, keyName: caller.name, role: caller.role } : {}),
    ...(threadId !== undefined ? { threadId } : {}),
  };
}
