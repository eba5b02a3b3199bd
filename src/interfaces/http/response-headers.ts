// Headers on every response: the request id (echoed when the client sent a sane one, generated otherwise), nosniff,
// no referrer, no framing; `Cache-Control: no-store` on everything but the public API description; a strict CSP on HTML.
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';

export const REQUEST_ID_HEADER = 'X-Request-Id';
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The client's request id when it is short and plain, else a new one (a hostile id never reaches a log line). */
export function requestIdFor(header: string | undefined): string {
  return header !== undefined && SANE_REQUEST_ID.test(header) ? header : randomUUID();
}

/** For the server-rendered pages: no scripts, no external anything, inline styles only, never framed. */
export const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
const API_CSP = "default-src 'none'; frame-ancestors 'none'";
/** Paths whose content is the same for everyone and holds no personal data. */
const PUBLIC_PATHS = new Set(['/openapi.json', '/docs']);

export function applyResponseHeaders(c: Context, requestId: string): void {
  const headers = c.res.headers;
  headers.set(REQUEST_ID_HEADER, requestId);
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'no-referrer');
  headers.set('X-Frame-Options', 'DENY');
  headers.set('Cross-Origin-Resource-Policy', 'same-origin');
  const html = (headers.get('Content-Type') ?? '').startsWith('text/html');
  // A page that sets its own policy (the web console loads its own scripts) keeps it; every other answer gets ours.
  if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', html ? PAGE_CSP : API_CSP);
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', PUBLIC_PATHS.has(c.req.path) && c.res.status === 200 ? 'public, max-age=300' : 'no-store');
}
