// The HTTP API as a Hono app (no listening here: tests call `app.request()`): authentication, body limits, metrics,
// one error mapping for every route, the route modules and the web console's static files.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { routePath } from 'hono/route';
import { join } from 'node:path';
import { PACKAGE_ROOT } from '../../app/config.js';
import { EchoPilotError } from '../../domain/errors.js';
import { bearerToken } from './api-keys.js';
import { loadConsoleAssets } from './console-assets.js';
import { errorResponse, HttpError, unauthorized } from './http-errors.js';
import type { HttpAppDeps, HttpApp, HttpEnv, RouteContext } from './http-context.js';
import { HttpMetrics } from './metrics.js';
import { buildOpenApiDocument } from './openapi.js';
import { registerApprovalRoutes } from './routes/approvals.routes.js';
import { registerConsoleRoutes } from './routes/console.routes.js';
import { registerConversationRoutes } from './routes/conversations.routes.js';
import { registerKbRoutes } from './routes/kb.routes.js';
import { registerOpsRoutes } from './routes/ops.routes.js';
import { registerRecordRoutes } from './routes/records.routes.js';

export type { HttpAppDeps } from './http-context.js';

/** Request bodies above this are refused with 413 before they are read. */
export const MAX_BODY_BYTES = 64 * 1024;
export const API_VERSION = '0.1.0';

export function createHttpApp(deps: HttpAppDeps): HttpApp {
  // Every key must name a tenant this server runs: a typo fails at start-up, not on the first request.
  for (const key of deps.apiKeys.list()) {
    if (!deps.app.tenants.ids().includes(key.tenantId)) {
      throw new EchoPilotError('CONFIG_INVALID', `API key "${key.name}" names tenant "${key.tenantId}", which is not loaded (tenants: ${deps.app.tenants.ids().join(', ')})`, { field: 'tenant' });
    }
  }
  const ctx: RouteContext = {
    deps,
    metrics: new HttpMetrics(),
    now: deps.now ?? (() => new Date()),
  };
  const app = new Hono<HttpEnv>();

  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    const template = routePath(c, -1);
    const route = template === '' || template.endsWith('*') ? 'unmatched' : template;
    ctx.metrics.recordRequest(c.req.method, route, c.res.status);
    const caller = c.get('caller');
    deps.log?.(`${c.req.method} ${route} ${c.res.status} ${(performance.now() - started).toFixed(1)}ms${caller ? ` key=${caller.name}` : ''}`);
  });

  const jsonBodyLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw new HttpError(413, 'PAYLOAD_TOO_LARGE', `the request body is larger than ${MAX_BODY_BYTES / 1024} KB`, { field: 'body' });
    },
  });
  // A knowledge-base upload carries a file and has its own, larger limit (kb.routes.ts).
  app.use('/v1/*', (c, next) => (c.req.method === 'POST' && c.req.path === '/v1/kb/documents' ? next() : jsonBodyLimit(c, next)));

  app.use('/v1/*', async (c, next) => {
    const token = bearerToken(c.req.header('Authorization'));
    if (token === null) throw unauthorized('missing API key');
    const caller = deps.apiKeys.lookup(token);
    if (!caller) throw unauthorized('unknown API key');
    c.set('caller', caller);
    await next();
  });

  registerConversationRoutes(app, ctx);
  registerApprovalRoutes(app, ctx);
  registerRecordRoutes(app, ctx);
  registerKbRoutes(app, ctx);
  registerOpsRoutes(app, ctx, buildOpenApiDocument({ version: API_VERSION }));
  registerConsoleRoutes(app, loadConsoleAssets(deps.consoleDir ?? join(PACKAGE_ROOT, 'dist', 'console')));

  app.notFound((c) => c.json({ error: { code: 'ROUTE_NOT_FOUND', message: `no route ${c.req.method} ${c.req.path}`, hint: 'see /docs' } }, 404));

  app.onError((error, c) => {
    if (error instanceof HTTPException && !(error instanceof HttpError)) {
      return c.json({ error: { code: error.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'INVALID_INPUT', message: error.message || 'bad request' } }, error.status);
    }
    const { status, body } = errorResponse(error);
    if (status === 401) c.header('WWW-Authenticate', 'Bearer');
    if (status >= 500) {
      deps.log?.(`error on ${c.req.method} ${c.req.path}: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`);
      const caller = c.get('caller');
      if (caller) ctx.metrics.series.recordError(caller.tenantId, { route: `${c.req.method} ${routePath(c, -1)}`, status, code: body.error.code, message: body.error.message }, new Date());
    }
    return c.json(body, status);
  });

  return app;
}
