// The OpenAPI document matches the routes the app serves, its references resolve, and /docs renders it without scripts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openHttpHarness, type HttpHarness } from './http.harness.js';

interface Doc {
  openapi: string;
  paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown>; security: unknown[] }>>;
  components: { schemas: Record<string, unknown> };
}

describe('OpenAPI document', () => {
  let h: HttpHarness;
  let doc: Doc;
  beforeAll(async () => {
    h = await openHttpHarness();
    const response = await h.call('GET', '/openapi.json');
    expect(response.status).toBe(200);
    doc = (await response.json()) as Doc;
  });
  afterAll(async () => h.close());

  it('lists exactly the routes the Hono app serves (walking app.routes)', () => {
    const served = h.http.routes
      .filter((r) => r.method !== 'ALL' && !r.path.includes('*'))
      .map((r) => `${r.method.toLowerCase()} ${r.path.replace(/:([A-Za-z_]+)/g, '{$1}')}`);
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m} ${path}`));
    expect(served.length).toBeGreaterThanOrEqual(14);
    expect(new Set(documented)).toEqual(new Set(served));
    expect(documented).toHaveLength(served.length);
  });

  it('is OpenAPI 3.1 with unique operation ids, and every $ref resolves to a component schema', () => {
    expect(doc.openapi).toBe('3.1.0');
    const ids = Object.values(doc.paths).flatMap((methods) => Object.values(methods).map((op) => op.operationId));
    expect(new Set(ids).size).toBe(ids.length);
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(refs.length).toBeGreaterThan(10);
    for (const ref of refs) expect(doc.components.schemas, ref).toHaveProperty([ref]);
    expect(doc.components.schemas).toHaveProperty(['Turn', 'properties', 'amount_paise']);
    expect(doc.components.schemas).toHaveProperty(['MessageRequest', 'required'], ['text']);
  });

  it('marks only health and the docs as open; every /v1 route and /metrics needs the key', () => {
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const op of Object.values(methods)) {
        if (path.startsWith('/v1/') || path === '/metrics') {
          expect(op.security, path).toEqual([{ apiKey: [] }]);
          expect(op.responses, path).toHaveProperty('401');
        } else {
          expect(op.security, path).toEqual([]);
        }
      }
    }
  });

  it('renders /docs as HTML listing every operation, with no script and no external resource', async () => {
    const response = await h.call('GET', '/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    for (const path of Object.keys(doc.paths)) expect(html).toContain(`<code>${path}</code>`);
    expect(html).not.toMatch(/<script|https?:\/\/(?!json-schema\.org)/i);
  });
});
