// Read tool: knowledge-base passages visible to the caller's tenant and role, with citations.
import { defineReadTool } from './read-tool.js';

export const searchKnowledgeBaseTool = () =>
  defineReadTool('search_knowledge_base', async (args, { identity, knowledge }) => {
    const passages = await knowledge.search({ tenantId: identity.tenantId, query: args.query, role: identity.role, limit: args.limit ?? 4 });
    return {
      passages: passages.map((p) => ({ doc_id: p.docId, title: p.title, section: p.section, chunk_id: p.chunkId, score: Number(p.score.toFixed(3)), text: p.text })),
    };
  });
