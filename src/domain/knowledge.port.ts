// Knowledge-base port: tenant-scoped documents split into chunks, and role-filtered passage search (no I/O here).

export type Visibility = 'public' | 'customer' | 'internal';
export type KbRole = 'customer' | 'agent' | 'reviewer' | 'admin';

export const VISIBILITIES: readonly Visibility[] = ['public', 'customer', 'internal'];
export const KB_ROLES: readonly KbRole[] = ['customer', 'agent', 'reviewer', 'admin'];
/** Roles that may read an internal document when the document does not name its roles. */
export const STAFF_ROLES: readonly KbRole[] = ['agent', 'reviewer', 'admin'];

export interface KnowledgeChunk {
  /** Unique within the document, e.g. `failed-transactions#3`. */
  chunkId: string;
  /** Heading path below the document title: `[H2, H3, …]`; empty for text before the first heading. */
  sectionPath: string[];
  text: string;
}

export interface KnowledgeDocument {
  tenantId: string;
  docId: string;
  title: string;
  sourcePath: string;
  contentHash: string;
  version: string;
  /** "YYYY-MM-DD" or '' when unknown. */
  effectiveDate: string;
  visibility: Visibility;
  /** Staff roles allowed to read an `internal` document (ignored for public/customer documents). */
  roles: string[];
  chunks: KnowledgeChunk[];
}

export type UpsertStatus = 'inserted' | 'replaced' | 'unchanged';

/** A stored document without its chunks: what `listDocuments` returns. */
export type DocumentSummary = Omit<KnowledgeDocument, 'tenantId' | 'chunks'> & {
  chunkCount: number;
  updatedAt: string;
};

export interface SearchRequest {
  tenantId: string;
  query: string;
  role: KbRole;
  limit: number;
  /**
   * Drop passages whose keyword (BM25) score is below this. In hybrid mode it filters the keyword candidates
   * before fusion; candidates found only by vectors are kept when their cosine similarity passes the adapter's
   * own vector threshold.
   */
  minScore?: number;
  /** Build each passage's `snippet` (default true); a caller that reads passages whole asks for none and gets ''. */
  snippets?: boolean;
}

export interface Passage {
  docId: string;
  title: string;
  sectionPath: string[];
  /** The H2 heading the chunk sits under (the first entry of sectionPath), or the document title. */
  section: string;
  chunkId: string;
  /** Higher is better: BM25 relevance (keyword mode) or reciprocal-rank-fusion score (hybrid mode). */
  score: number;
  /** A short extract around the matched terms; matches wrapped in `**` ('' when the request asked for no snippets). */
  snippet: string;
  text: string;
}

export interface KnowledgeBase {
  /** Atomically replaces the document and all its chunks; `unchanged` (and no write) when the content hash is equal. */
  upsertDocument(doc: KnowledgeDocument): Promise<{ status: UpsertStatus }>;
  /** Removes the document and its chunks; returns whether it existed. */
  deleteDocument(tenantId: string, docId: string): Promise<boolean>;
  listDocuments(tenantId: string): Promise<DocumentSummary[]>;
  /** Best passages first, only from the tenant's documents that the role may read. */
  search(request: SearchRequest): Promise<Passage[]>;
  /**
   * Tidies the search index after a batch of writes (an ingest) so that searches read it in one piece; it changes no
   * result. Absent where the index needs no tidying.
   */
  compact?(): Promise<void>;
  close(): Promise<void>;
}

/** Dense embedding provider used for hybrid search. Must return one vector per text, all of the same length. */
export interface Embedder {
  /** `provider:model`: vectors from different models are not comparable, so a knowledge base remembers it. */
  readonly model?: string;
  embed(texts: string[]): Promise<number[][]>;
}

/** Who may read what: customers see public and customer documents; staff also see internal ones naming their role. */
export function canRead(role: KbRole, visibility: Visibility, roles: readonly string[]): boolean {
  if (visibility !== 'internal') return true;
  if (role === 'customer') return false;
  return roles.includes(role);
}

/** The section a passage is cited under: the H2 heading, or the title when the chunk precedes any heading. */
export function sectionOf(sectionPath: readonly string[], title: string): string {
  return sectionPath[0] ?? title;
}
