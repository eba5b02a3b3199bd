// Allowed methods: which methods the documented API offers on a concrete request path, so a wrong method on a
// known path is answered 405 with an `Allow` header instead of a 404.
import { OPERATIONS } from './openapi.js';

/** Each documented path template as a matcher: `{param}` matches one path segment. */
const MATCHERS = OPERATIONS.map((op) => ({
  method: op.method.toUpperCase(),
  pattern: new RegExp(`^${op.path.split('/').map((part) => (/^\{.+\}$/.test(part) ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/')}$`),
}));

/** The methods the API offers on `path` (HEAD with GET), or [] when no route has that path. */
export function allowedMethods(path: string): string[] {
  const methods = new Set<string>();
  for (const { method, pattern } of MATCHERS) {
    if (!pattern.test(path)) continue;
    methods.add(method);
    if (method === 'GET') methods.add('HEAD');
  }
  return [...methods].sort();
}
