// `/docs`: the OpenAPI document rendered on the server as a plain HTML list of operations (no scripts, no CDN).
import type { OpenApiDocument } from './openapi.js';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Inline `code` spans of the descriptions, after escaping. */
const prose = (text: string) => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');

interface OperationView {
  summary?: string;
  description?: string;
  parameters?: { name: string; in: string; required?: boolean; description: string }[];
  requestBody?: { content: Record<string, { schema: { $ref?: string } }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: { $ref?: string } }> }>;
}

const schemaName = (schema: { $ref?: string } | undefined) => schema?.$ref?.split('/').pop();
const schemaLink = (name: string | undefined) => (name ? `<a href="#schema-${escapeHtml(name)}">${escapeHtml(name)}</a>` : '');

function renderOperation(method: string, path: string, op: OperationView): string {
  const params = op.parameters?.length
    ? `<table><tr><th>parameter</th><th>in</th><th>required</th><th>meaning</th></tr>${op.parameters
        .map((p) => `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${escapeHtml(p.in)}</td><td>${p.required ? 'yes' : 'no'}</td><td>${prose(p.description)}</td></tr>`)
        .join('')}</table>`
    : '';
  const body = op.requestBody ? `<p>Body: ${schemaLink(schemaName(Object.values(op.requestBody.content)[0]?.schema))}</p>` : '';
  const responses = Object.entries(op.responses)
    .map(([status, r]) => {
      const [mediaType, media] = Object.entries(r.content ?? {})[0] ?? [];
      const name = schemaName(media?.schema);
      return `<li><strong>${escapeHtml(status)}</strong> ${prose(r.description)} ${name ? schemaLink(name) : mediaType ? `<code>${escapeHtml(mediaType)}</code>` : ''}</li>`;
    })
    .join('');
  return `<section class="op"><h3><span class="method ${escapeHtml(method)}">${escapeHtml(method.toUpperCase())}</span> <code>${escapeHtml(path)}</code></h3>
<p>${prose(op.summary ?? '')}</p>${(op.description ?? '').split('\n\n').map((p) => `<p>${prose(p)}</p>`).join('')}${params}${body}<ul>${responses}</ul></section>`;
}

export function renderDocsPage(doc: OpenApiDocument): string {
  const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => renderOperation(method, path, op as OperationView)),
  );
  const schemas = Object.entries(doc.components.schemas)
    .map(([name, schema]) => `<section id="schema-${escapeHtml(name)}"><h3>${escapeHtml(name)}</h3><pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre></section>`)
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(doc.info.title)} ${escapeHtml(doc.info.version)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1d232a}
code,pre{font-family:ui-monospace,monospace;font-size:13px}pre{background:#f4f5f7;padding:.75rem;overflow:auto}
.op{border:1px solid #d8dce1;border-radius:6px;padding:.25rem 1rem;margin:1rem 0}
.method{display:inline-block;min-width:3.5rem;text-align:center;border-radius:4px;color:#fff;font-size:13px;padding:0 .4rem}
.get{background:#2b6cb0}.post{background:#2f855a}.delete{background:#c53030}table{border-collapse:collapse}td,th{border:1px solid #d8dce1;padding:.2rem .5rem;text-align:left}
</style></head><body>
<h1>${escapeHtml(doc.info.title)} <small>${escapeHtml(doc.info.version)}</small></h1>
<p>${prose(doc.info.description)}</p>
<p>Machine-readable: <a href="/openapi.json">/openapi.json</a> (OpenAPI ${escapeHtml(doc.openapi)}).</p>
<h2>Operations</h2>
${operations.join('\n')}
<h2>Schemas</h2>
${schemas}
</body></html>
`;
}
