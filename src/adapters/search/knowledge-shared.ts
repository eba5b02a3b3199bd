// Pieces every knowledge-base adapter shares: document validation, chunk embedding and reciprocal-rank fusion.
import { EchoPilotError } from '../../domain/errors.js';
import { VISIBILITIES, type DocumentSummary, type Embedder, type KnowledgeDocument, type Visibility } from '../../domain/knowledge.port.js';

/** Rejects a document an adapter must not store, naming the field. */
export function validateDocument(doc: KnowledgeDocument): void {
  const fail = (field: string, message: string): never => {
    throw new EchoPilotError('INVALID_INPUT', message, { field });
  };
  if (doc.tenantId.trim() === '') fail('tenantId', 'tenantId is required');
  if (doc.docId.trim() === '') fail('docId', 'docId is required');
  if (!VISIBILITIES.includes(doc.visibility)) fail('visibility', 'unknown visibility');
  const seen = new Set<string>();
  for (const chunk of doc.chunks) {
    if (seen.has(chunk.chunkId)) fail('chunks', `duplicate chunk id ${chunk.chunkId}`);
    seen.add(chunk.chunkId);
  }
}

/** One vector per chunk (title, headings and text embedded together), in batches of 64; undefined when no chunks. */
export async function embedDocumentChunks(embedder: Embedder, doc: KnowledgeDocument): Promise<number[][] | undefined> {
  if (doc.chunks.length === 0) return undefined;
  const texts = doc.chunks.map((c) => [doc.title, ...c.sectionPath, c.text].join('\n'));
  const vectors: number[][] = [];
  for (let i = 0; i < texts.length; i += 64) vectors.push(...(await embedder.embed(texts.slice(i, i + 64))));
  if (vectors.length !== texts.length || vectors.some((v) => v.length !== vectors[0]?.length || v.length === 0)) {
    throw new EchoPilotError('PROVIDER_FAILED', `embedder returned malformed vectors for ${doc.docId}`);
  }
  return vectors;
}

/** Fuses two ranked lists by reciprocal rank (1 / (k + rank)), best first, ties by id. */
export function fuseByReciprocalRank<T>(
  keyword: readonly { id: number; item: T }[],
  vector: readonly { id: number; item: T }[],
  k: number,
): { id: number; item: T; score: number }[] {
  const fused = new Map<number, { id: number; item: T; score: number }>();
  for (const list of [keyword, vector]) {
    list.forEach((entry, rank) => {
      const current = fused.get(entry.id);
      if (current) current.score += 1 / (k + rank + 1);
      else fused.set(entry.id, { id: entry.id, item: entry.item, score: 1 / (k + rank + 1) });
    });
  }
  return [...fused.values()].sort((a, b) => b.score - a.score || a.id - b.id);
}

/** A kb_documents row as both adapters store it (roles decoded by the caller). */
export interface DocumentRow {
  doc_id: string;
  title: string;
  source_path: string;
  content_hash: string;
  version: string;
  effective_date: string;
  visibility: string;
  chunk_count: number;
  updated_at: string;
}

export function documentSummaryOf(row: DocumentRow, roles: string[]): DocumentSummary {
  return {
    docId: row.doc_id,
    title: row.title,
    sourcePath: row.source_path,
    contentHash: row.content_hash,
    version: row.version,
    effectiveDate: row.effective_date,
    visibility: row.visibility as Visibility,
    roles,
    chunkCount: row.chunk_count,
    updatedAt: row.updated_at,
  };
}
