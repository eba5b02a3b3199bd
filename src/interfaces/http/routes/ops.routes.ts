// Operations endpoints: without authentication health (checks the store), Prometheus metrics, the OpenAPI document
// and docs; for admin keys the tenant's per-minute series and recent errors (the console's operations view).
import { ADMIN_ROLES, requireRole, type HttpApp, type RouteContext } from '../http-context.js';
import { renderDocsPage } from '../docs-page.js';
import type { OpenApiDocument } from '../openapi.js';

export function registerOpsRoutes(app: HttpApp, ctx: RouteContext, openapi: OpenApiDocument): void {
  const docsPage = renderDocsPage(openapi);

  app.get('/health', async (c) => {
    const tenants = ctx.deps.app.tenants.ids();
    try {
      // A real read through the store port, so a closed or unreachable database shows here.
      await ctx.deps.app.threads.ping(tenants[0] ?? '');
      return c.json({ status: 'ok' as const, store: 'ok' as const, tenants }, 200);
    } catch (error) {
      ctx.deps.log?.(`health: store check failed: ${error instanceof Error ? error.message : String(error)}`);
      return c.json({ status: 'unavailable' as const, store: 'unavailable' as const, tenants }, 503);
    }
  });

  app.get('/v1/ops/metrics', (c) => {
    const caller = requireRole(c, ADMIN_ROLES);
    return c.json(ctx.metrics.series.snapshot(caller.tenantId, new Date()), 200);
  });

  app.get('/metrics', (c) => c.body(ctx.metrics.render(), 200, { 'Content-Type': 'text/plain; version=0.0.4; charset=utf-8' }));
  app.get('/openapi.json', (c) => c.json(openapi, 200));
  app.get('/docs', (c) => c.html(docsPage, 200));
}
