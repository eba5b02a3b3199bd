// `/console`: the single-page web console (built assets, no authentication here: the page signs in with an API key
// and calls the API like any client). Hashed assets are cached for a year; pages carry CSP and frame headers.
import type { HttpApp } from '../http-context.js';
import { CONSOLE_PAGE_HEADERS, type ConsoleAsset } from '../console-assets.js';

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>EchoPilot console not built</title></head>
<body><main><h1>The web console is not built</h1><p>Run <code>npm run build</code> (or <code>npm install</code>) in the EchoPilot folder, then restart <code>echopilot serve</code>.</p></main></body></html>`;

export function registerConsoleRoutes(app: HttpApp, assets: ReadonlyMap<string, ConsoleAsset>): void {
  app.get('/console', (c) => c.redirect('/console/', 301));

  app.get('/console/*', (c) => {
    const path = c.req.path.slice('/console/'.length);
    const asset = path.startsWith('assets/') ? assets.get(path) : undefined;
    if (asset) {
      return c.body(asset.body.slice().buffer, 200, { 'Content-Type': asset.type, 'Cache-Control': 'public, max-age=31536000, immutable', 'X-Content-Type-Options': 'nosniff' });
    }
    if (path.startsWith('assets/')) return c.json({ error: { code: 'ROUTE_NOT_FOUND', message: `no console asset ${path}` } }, 404);
    // Every other path is the app's page (it routes on the URL hash).
    const page = assets.get('index.html');
    if (!page) return c.html(NOT_BUILT, 503, CONSOLE_PAGE_HEADERS);
    return c.body(page.body.slice().buffer, 200, { ...CONSOLE_PAGE_HEADERS, 'Content-Type': page.type });
  });
}
