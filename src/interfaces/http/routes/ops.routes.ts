// Operations endpoints: liveness, readiness (store, and Redis when rate limits use it), health (details only for an
// admin key), Prometheus metrics (admin key here; keyless on the separate metrics port), the OpenAPI document, docs;
// for admin keys the tenant's per-minute series and recent errors (the console's operations view).
import type { Context } from 'hono';
import { ADMIN_ROLES, requireRole, type HttpApp, type RouteContext } from '../http-context.js';
import { renderDocsPage } from '../docs-page.js';
import { forbidden } from '../http-errors.js';
import type { OpenApiDocument } from '../openapi.js';

const PROMETHEUS_TEXT = 'text/plain; version=0.0.4; charset=utf-8';

type CheckResult = 'ok' | 'unavailable';

/** Runs the readiness checks; failures are logged with their cause, never shown to the caller. */
async function readiness(ctx: RouteContext): Promise<Record<string, CheckResult>> {
  const checks: Record<string, () => Promise<unknown>> = {
    // A real read through the store port, so a closed or unreachable database shows here.
    store: () => ctx.deps.app.threads.ping(ctx.deps.app.tenants.ids()[0] ?? ''),
  };
  if (ctx.rateLimiterBackend === 'redis') checks.redis = () => ctx.rateLimiter.ping();
  const results: Record<string, CheckResult> = {};
  await Promise.all(Object.entries(checks).map(async ([name, check]) => {
    try {
      await check();
      results[name] = 'ok';
    } catch (error) {
      ctx.deps.log?.(`readiness: ${name} check failed: ${error instanceof Error ? error.message : String(error)}`);
      results[name] = 'unavailable';
    }
  }));
  return results;
}

const allOk = (checks: Record<string, CheckResult>) => Object.values(checks).every((r) => r === 'ok');

export function registerOpsRoutes(app: HttpApp, ctx: RouteContext, openapi: OpenApiDocument): void {
  const docsPage = renderDocsPage(openapi);

  app.get('/health/live', (c) => c.json({ status: 'ok' as const }, 200));

  app.get('/health/ready', async (c) => {
    const checks = await readiness(ctx);
    return c.json({ status: allOk(checks) ? ('ok' as const) : ('unavailable' as const), checks }, allOk(checks) ? 200 : 503);
  });

  app.get('/health', async (c) => {
    // Anonymous callers learn only whether the service works; an admin key also sees its tenants and the load.
    const caller = await ctx.auth.optional(c);
    const checks = await readiness(ctx);
    const status = allOk(checks) ? ('ok' as const) : ('unavailable' as const);
    const body = { status, store: checks.store ?? 'unavailable' };
    const details = caller?.role === 'admin' ? { checks, tenants: ctx.deps.app.tenants.ids(), in_flight: ctx.gate.inFlight } : {};
    return c.json({ ...body, ...details }, status === 'ok' ? 200 : 503);
  });

  app.get('/metrics', async (c: Context) => {
    const caller = await ctx.auth.require(c);
    if (caller.role !== 'admin') throw forbidden('metrics need an admin key (or the separate metrics port, ECHOPILOT_METRICS_PORT)', 'role');
    return c.body(ctx.metrics.render(caller.tenantId), 200, { 'Content-Type': PROMETHEUS_TEXT });
  });

  app.get('/v1/ops/metrics', (c) => {
    const caller = requireRole(c, ADMIN_ROLES);
    return c.json(ctx.metrics.series.snapshot(caller.tenantId, new Date()), 200);
  });
  app.get('/openapi.json', (c) => c.json(openapi, 200));
  app.get('/docs', (c) => c.html(docsPage, 200));
}

/** The keyless metrics app for the separate metrics port (every tenant's series: it is for the operator only). */
export function registerOperatorMetricsRoute(app: HttpApp, ctx: Pick<RouteContext, 'metrics'>): void {
  app.get('/metrics', (c) => c.body(ctx.metrics.render(), 200, { 'Content-Type': PROMETHEUS_TEXT }));
}
