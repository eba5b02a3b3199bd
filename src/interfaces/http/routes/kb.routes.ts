// Knowledge base: passage search scoped to the caller's tenant and role; the document list for staff.
import { z } from 'zod';
import { canRead } from '../../../domain/knowledge.port.js';
import { readQuery, callerOf, requireRole, STAFF_ROLES, type HttpApp, type RouteContext } from '../http-context.js';
import { documentJson, passageJson } from '../presenters.js';
import { pageQuery, paginate } from '../pagination.js';

const documentsQuery = z.object(pageQuery).strict();

const searchQuery = z.object({
  q: z.string().trim().min(1, 'write what to search for').max(500),
  limit: z.coerce.number().int().min(1).max(20).default(5),
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
}
