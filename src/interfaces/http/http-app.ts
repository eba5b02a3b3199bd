// The HTTP API as a Hono app (no listening here: tests call `app.request()`): request ids and security headers,
// authentication with rate limits, load shedding and time limits, body limits, metrics, one error mapping for every
// route, the route modules and the web console's static files.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { routePath } from 'hono/route';
import type { StatusCode } from 'hono/utils/http-status';
import { openRateLimiter } from '../../app/rate-limits.js';
import { EchoPilotError } from '../../domain/errors.js';
import { Authenticator } from './authentication.js';
import { errorResponse, HttpError } from './http-errors.js';
import { join } from 'node:path';
import { PACKAGE_ROOT } from '../../app/config.js';
import { loadConsoleAssets } from './console-assets.js';
import type { HttpAppDeps, HttpApp, HttpContext, HttpEnv, RouteContext } from './http-context.js';
import { DEFAULT_HTTP_LIMITS } from './http-options.js';
import { EventLoopLag, InFlightGate, loadShedding } from './load-shedding.js';
import { HttpMetrics } from './metrics.js';
import { isMultipart, MAX_MULTIPART_BYTES } from './message-upload.js';
import { buildOpenApiDocument } from './openapi.js';
import { applyResponseHeaders, REQUEST_ID_HEADER, requestIdFor } from './response-headers.js';
import { allowedMethods } from './allowed-methods.js';
import { requestLogFields } from './request-log.js';
import { runWithLogContext } from '../../app/log-context.js';
import { silentLogger, type LogFields } from '../../domain/logger.port.js';
import { registerApprovalRoutes } from './routes/approvals.routes.js';
import { registerConsoleRoutes } from './routes/console.routes.js';
import { registerConversationRoutes } from './routes/conversations.routes.js';
import { registerKbRoutes } from './routes/kb.routes.js';
import { registerQueueRoutes } from './routes/queue.routes.js';
import { registerOperatorMetricsRoute, registerOpsRoutes } from './routes/ops.routes.js';
import { registerRecordRoutes } from './routes/records.routes.js';

export type { HttpAppDeps } from './http-context.js';

/** Request bodies above this are refused with 413 before they are read. */
export const MAX_BODY_BYTES = 64 * 1024;
export const API_VERSION = '0.1.0';
/** Status logged and counted when the client went away before the answer (nginx's convention; never sent). */
export const CLIENT_CLOSED_STATUS = 499;

const clientGone = (request: Request) => request.signal.aborted;

/** Each app's counters, for its operator metrics app. */
const operatorMetrics = new WeakMap<HttpApp, HttpMetrics>();

export function createHttpApp(deps: HttpAppDeps): HttpApp {
  // Every key must name a tenant this server runs: a typo fails at start-up, not on the first request.
  for (const key of deps.apiKeys.list()) {
    if (!deps.app.tenants.ids().includes(key.tenantId)) {
      throw new EchoPilotError('CONFIG_INVALID', `API key "${key.name}" names tenant "${key.tenantId}", which is not loaded (tenants: ${deps.app.tenants.ids().join(', ')})`, { field: 'tenant' });
    }
  }
  const limits = { ...DEFAULT_HTTP_LIMITS, ...deps.limits };
  const { limiter, backend } = deps.rateLimiter ?? openRateLimiter();
  const metrics = new HttpMetrics();
  const gate = new InFlightGate(limits.maxInFlight);
  metrics.inFlight = () => gate.inFlight;
  const ctx: RouteContext = {
    deps,
    metrics,
    now: deps.now ?? (() => new Date()),
    auth: new Authenticator(deps.apiKeys, limiter, limits, (error) => {
      deps.log?.(`rate limiter unavailable, limits not applied: ${error instanceof Error ? error.message : String(error)}`);
      deps.logger?.warn('rate limiter unavailable, limits not applied', { error: error instanceof Error ? error.message : String(error) });
    }, deps.storedKeys),
    gate,
    limits,
    rateLimiter: limiter,
    rateLimiterBackend: backend,
  };
  const app = new Hono<HttpEnv>();

  const logger = deps.logger ?? silentLogger;
  app.use('*', async (c, next) => {
    const started = performance.now();
    const requestId = requestIdFor(c.req.header(REQUEST_ID_HEADER));
    c.set('requestId', requestId);
    const logContext: LogFields = { requestId };
    await runWithLogContext(logContext, next);
    applyResponseHeaders(c, requestId);
    const template = routePath(c, -1);
    const route = template === '' || template.endsWith('*') ? 'unmatched' : template;
    const status = clientGone(c.req.raw) && c.res.status >= 500 ? CLIENT_CLOSED_STATUS : c.res.status;
    metrics.recordRequest(c.req.method, route, status);
    if (status === 429) metrics.recordShed('rate_limited');
    if (status === CLIENT_CLOSED_STATUS) metrics.recordShed('client_closed');
    const caller = c.get('caller');
    const ms = performance.now() - started;
    deps.log?.(`${c.req.method} ${route} ${status} ${ms.toFixed(1)}ms rid=${requestId}${caller ? ` tenant=${caller.tenantId} key=${caller.name}` : ''}`);
    if (logger.isEnabled('info')) logger.info('request', requestLogFields(c, route, status, ms, logContext));
  });

  app.use('/v1/*', async (c, next) => {
    c.set('caller', await ctx.auth.require(c));
    await next();
  });

  const lag = limits.maxEventLoopLagMs > 0 ? { monitor: new EventLoopLag(), maxMs: limits.maxEventLoopLagMs } : undefined;
  app.use('/v1/*', loadShedding(gate, limits.requestTimeoutMs, (reason) => metrics.recordShed(reason), lag));

  const jsonBodyLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw new HttpError(413, 'PAYLOAD_TOO_LARGE', `the request body is larger than ${MAX_BODY_BYTES / 1024} KB`, { field: 'body' });
    },
  });
  // A knowledge-base upload carries a file and has its own, larger limit (kb.routes.ts).
  // A message with files (multipart) has a limit sized for its attachments (message-upload.ts).
  const multipartBodyLimit = bodyLimit({
    maxSize: MAX_MULTIPART_BYTES,
    onError: () => {
      throw new HttpError(413, 'PAYLOAD_TOO_LARGE', `the request body is larger than ${MAX_MULTIPART_BYTES} bytes`, { field: 'attachments' });
    },
  });
  const withFiles = (c: HttpContext) => c.req.method === 'POST' && (c.req.path === '/v1/conversations/messages' || c.req.path === '/v1/conversations/messages/stream') && isMultipart(c);
  app.use('/v1/*', (c, next) => (c.req.method === 'POST' && c.req.path === '/v1/kb/documents' ? next() : withFiles(c) ? multipartBodyLimit(c, next) : jsonBodyLimit(c, next)));

  registerConversationRoutes(app, ctx);
  registerQueueRoutes(app, ctx);
  registerApprovalRoutes(app, ctx);
  registerRecordRoutes(app, ctx);
  registerKbRoutes(app, ctx);
  registerOpsRoutes(app, ctx, buildOpenApiDocument({ version: API_VERSION }));
  registerConsoleRoutes(app, loadConsoleAssets(deps.consoleDir ?? join(PACKAGE_ROOT, 'dist', 'console')));

  app.notFound((c) => {
    const allowed = allowedMethods(c.req.path);
    if (allowed.length > 0) {
      c.header('Allow', allowed.join(', '));
      return c.json({ error: { code: 'METHOD_NOT_ALLOWED', message: `${c.req.method} is not allowed on ${c.req.path}`, hint: `use ${allowed.join(', ')}` } }, 405);
    }
    return c.json({ error: { code: 'ROUTE_NOT_FOUND', message: `no route ${c.req.method} ${c.req.path}`, hint: 'see /docs' } }, 404);
  });

  app.onError((error, c) => {
    // The client went away (e.g. mid-body): nobody reads this answer, and it is not the server's failure.
    if (clientGone(c.req.raw)) return c.body(null, CLIENT_CLOSED_STATUS as StatusCode);
    if (error instanceof HTTPException && !(error instanceof HttpError)) {
      return c.json({ error: { code: error.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'INVALID_INPUT', message: error.message || 'bad request' } }, error.status);
    }
    const { status, body, retryAfterSeconds } = errorResponse(error);
    if (status === 401) c.header('WWW-Authenticate', 'Bearer');
    if (retryAfterSeconds !== undefined) c.header('Retry-After', String(retryAfterSeconds));
    if (status === 500) {
      deps.log?.(`error on ${c.req.method} ${c.req.path} rid=${c.get('requestId')}: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`);
      logger.error('server error', { requestId: c.get('requestId'), method: c.req.method, route: routePath(c, -1), tenantId: c.get('caller')?.tenantId, errorName: error instanceof Error ? error.name : 'unknown', error: error instanceof Error ? error.message : String(error) });
    }
    if (status >= 500) {
      const caller = c.get('caller');
      if (caller) ctx.metrics.series.recordError(caller.tenantId, { route: `${c.req.method} ${routePath(c, -1)}`, status, code: body.error.code, message: body.error.message }, new Date());
    }
    return c.json(body, status);
  });

  operatorMetrics.set(app, metrics);
  return app;
}

/** The keyless /metrics of an app's counters, for a separate port that only operators can reach. */
export function createOperatorMetricsApp(metricsOf: HttpApp): HttpApp {
  const metrics = operatorMetrics.get(metricsOf);
  if (!metrics) throw new EchoPilotError('INTERNAL', 'createOperatorMetricsApp needs an app made by createHttpApp');
  const app = new Hono<HttpEnv>();
  app.use('*', async (c, next) => {
    await next();
    applyResponseHeaders(c, requestIdFor(c.req.header(REQUEST_ID_HEADER)));
  });
  registerOperatorMetricsRoute(app, { metrics });
  return app;
}
