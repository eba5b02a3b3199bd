// Ingests files and folders into a tenant's knowledge base: parses, chunks and upserts each supported file,
// skips unchanged ones by content hash, and reports a corrupt or unsupported file by name without stopping.
import { readdir, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { loadDocument, loadDocumentBytes } from '../adapters/kb-parsers/index.js';
import { isEchoPilotError } from '../domain/errors.js';
import type { KnowledgeBase, UpsertStatus, Visibility } from '../domain/knowledge.port.js';

export interface IngestProgress {
  path: string;
  /** Files finished so far (including this one) and the total found. */
  done: number;
  total: number;
  chunks: number;
  status: UpsertStatus | 'failed';
}

export interface IngestOptions {
  kb: KnowledgeBase;
  tenantId: string;
  paths: string[];
  /** Default visibility for files that do not state one (default `internal`). */
  visibility?: Visibility;
  /** Default staff roles for internal files that do not name theirs (default: agent, reviewer, admin). */
  roles?: string[];
  onProgress?: (progress: IngestProgress) => void;
}

export interface IngestSummary {
  files: number;
  inserted: number;
  replaced: number;
  unchanged: number;
  failed: { path: string; reason: string }[];
  chunks: number;
  ms: number;
}

export async function ingestPaths(options: IngestOptions): Promise<IngestSummary> {
  const started = performance.now();
  const failed: IngestSummary['failed'] = [];
  const files = await collectFiles(options.paths, failed);
  const summary: IngestSummary = { files: files.length, inserted: 0, replaced: 0, unchanged: 0, failed, chunks: 0, ms: 0 };
  let done = 0;
  for (const path of files) {
    let status: UpsertStatus | 'failed';
    let chunks = 0;
    try {
      const doc = await loadDocument(path, {
        tenantId: options.tenantId,
        ...(options.visibility ? { visibility: options.visibility } : {}),
        ...(options.roles ? { roles: options.roles } : {}),
      });
      status = (await options.kb.upsertDocument(doc)).status;
      chunks = doc.chunks.length;
      summary[status]++;
      summary.chunks += chunks;
    } catch (error) {
      if (!isEchoPilotError(error) && !(error instanceof Error)) throw error;
      if (isEchoPilotError(error) && error.code !== 'INGEST_FAILED' && error.code !== 'INVALID_INPUT') throw error;
      failed.push({ path, reason: error.message });
      status = 'failed';
    }
    done++;
    options.onProgress?.({ path, done, total: files.length, chunks: summary.chunks, status });
  }
  // Every search reads the index: it is merged once after the batch, not after each file (a no-op when already whole).
  await options.kb.compact?.();
  summary.ms = Math.round(performance.now() - started);
  return summary;
}

/** Expands folders (recursively, sorted, skipping dot-files) into files; unsupported ones are reported later. */
async function collectFiles(paths: string[], failed: IngestSummary['failed']): Promise<string[]> {
  const out: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    const entries = (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name));
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const full = join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.isFile()) out.push(full);
    }
  };
  for (const raw of paths) {
    const path = resolve(raw);
    try {
      const info = await stat(path);
      if (info.isDirectory()) await walk(path);
      else out.push(path);
    } catch (error) {
      failed.push({ path, reason: error instanceof Error ? error.message : String(error) });
    }
  }
  return [...new Set(out)];
}

export interface UploadOptions {
  kb: KnowledgeBase;
  tenantId: string;
  /** The uploaded file's name: its extension picks the parser, its stem is the document id unless the file names one. */
  fileName: string;
  bytes: Uint8Array;
  visibility?: Visibility;
  roles?: string[];
}

/** Ingests one uploaded file; INGEST_FAILED (naming the file) when it cannot be parsed or holds no text. */
export async function ingestUpload(options: UploadOptions): Promise<{ docId: string; title: string; status: UpsertStatus; chunks: number }> {
  const doc = await loadDocumentBytes(options.fileName, options.bytes, {
    tenantId: options.tenantId,
    ...(options.visibility ? { visibility: options.visibility } : {}),
    ...(options.roles ? { roles: options.roles } : {}),
  });
  const { status } = await options.kb.upsertDocument(doc);
  return { docId: doc.docId, title: doc.title, status, chunks: doc.chunks.length };
}
