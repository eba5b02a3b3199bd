// Knowledge base: passage search scoped to the caller's tenant and role; the document list for staff; upload and
// delete for admins (an upload is the raw file as the body, named by `filename`, up to MAX_UPLOAD_BYTES).
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { ingestUpload } from '../../../app/ingest.js';
import { EchoPilotError } from '../../../domain/errors.js';
import { canRead, VISIBILITIES, type Visibility } from '../../../domain/knowledge.port.js';
import { HttpError } from '../http-errors.js';
import { ADMIN_ROLES, readQuery, callerOf, requireRole, STAFF_ROLES, type HttpApp, type RouteContext } from '../http-context.js';
import { documentJson, passageJson } from '../presenters.js';
import { pageQuery, paginate } from '../pagination.js';
import { pathId } from '../id-fields.js';

const documentsQuery = z.object(pageQuery).strict();

/** The largest file the upload route reads. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

const searchQuery = z.object({
  q: z.string().trim().min(1, 'write what to search for').max(500),
  limit: z.coerce.number().int().min(1).max(20).default(5),
}).strict();

const uploadQuery = z.object({
  filename: z.string().trim().min(1).max(200).regex(/^[^/\\\0]+\.[A-Za-z0-9]+$/, 'a file name with an extension (.md, .txt, .html, .pdf, .docx), no folders'),
  visibility: z.enum(VISIBILITIES as [Visibility, ...Visibility[]]).default('internal'),
}).strict();

export function registerKbRoutes(app: HttpApp, ctx: RouteContext): void {
  const knowledge = ctx.deps.app.knowledge;

  app.get('/v1/kb/search', async (c) => {
    const caller = callerOf(c);
    const query = readQuery(c, searchQuery);
    const passages = await knowledge.search({ tenantId: caller.tenantId, query: query.q, role: caller.role, limit: query.limit });
    return c.json({ items: passages.map(passageJson) }, 200);
  });

  app.get('/v1/kb/documents', async (c) => {
    const caller = requireRole(c, STAFF_ROLES);
    // Internal documents are listed only for the staff roles they name, as in search.
    const query = readQuery(c, documentsQuery);
    const documents = (await knowledge.listDocuments(caller.tenantId)).filter((d) => canRead(caller.role, d.visibility, d.roles));
    const page = paginate(documents, (d) => [d.docId, ''], query);
    return c.json({ items: page.items.map(documentJson), next_cursor: page.next_cursor }, 200);
  });

  const uploadLimit = bodyLimit({
    maxSize: MAX_UPLOAD_BYTES,
    onError: () => {
      throw new HttpError(413, 'PAYLOAD_TOO_LARGE', `the file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`, { field: 'body', hint: 'split the document or ingest it with `echopilot ingest`' });
    },
  });
  // The role is checked before a byte of the body is read.
  app.use('/v1/kb/documents', async (c, next) => {
    if (c.req.method !== 'POST') return next();
    requireRole(c, ADMIN_ROLES);
    return uploadLimit(c, next);
  });

  app.post('/v1/kb/documents', async (c) => {
    const caller = requireRole(c, ADMIN_ROLES);
    const query = readQuery(c, uploadQuery);
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    if (bytes.length === 0) throw new HttpError(400, 'INVALID_INPUT', 'the request body is empty; send the file\'s bytes', { field: 'body' });
    const result = await ingestUpload({ kb: knowledge, tenantId: caller.tenantId, fileName: query.filename, bytes, visibility: query.visibility });
    return c.json({ doc_id: result.docId, status: result.status, chunks: result.chunks, title: result.title }, result.status === 'inserted' ? 201 : 200);
  });

  app.delete('/v1/kb/documents/:doc_id', async (c) => {
    const caller = requireRole(c, ADMIN_ROLES);
    const docId = pathId(c, 'doc_id');
    if (!(await knowledge.deleteDocument(caller.tenantId, docId))) throw new EchoPilotError('NOT_FOUND', `no knowledge-base document ${docId}`, { field: 'doc_id' });
    return c.body(null, 204);
  });
}
