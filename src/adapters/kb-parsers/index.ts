// Turns a file on disk into a KnowledgeDocument: picks the parser by extension, applies metadata and chunks it.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import { EchoPilotError, isEchoPilotError } from '../../domain/errors.js';
import { STAFF_ROLES, type KnowledgeDocument, type Visibility } from '../../domain/knowledge.port.js';
import { chunkSections, type ChunkOptions } from './chunker.js';
import { parseDocx } from './docx.parser.js';
import { parseHtml } from './html.parser.js';
import { parseMarkdown } from './markdown.parser.js';
import type { DocumentParser } from './parsed-document.js';
import { parsePdf } from './pdf.parser.js';
import { parseText } from './text.parser.js';

/** Bumped when parsing or chunking changes, so re-ingesting refreshes documents whose files did not change. */
export const PARSER_VERSION = '1';

const PARSERS: Record<string, DocumentParser> = {
  '.md': parseMarkdown,
  '.markdown': parseMarkdown,
  '.txt': parseText,
  '.text': parseText,
  '.html': parseHtml,
  '.htm': parseHtml,
  '.pdf': parsePdf,
  '.docx': parseDocx,
};

export const SUPPORTED_EXTENSIONS: readonly string[] = Object.keys(PARSERS);

export function isSupported(path: string): boolean {
  return extname(path).toLowerCase() in PARSERS;
}

export interface LoadOptions extends ChunkOptions {
  tenantId: string;
  /** Used when the document does not state its own visibility. Default `internal`. */
  visibility?: Visibility;
  /** Used when the document does not name its roles. Default: all staff roles. */
  roles?: string[];
}

function parserFor(path: string): DocumentParser {
  const ext = extname(path).toLowerCase();
  const parser = PARSERS[ext];
  if (!parser) {
    throw new EchoPilotError('INGEST_FAILED', `${basename(path)}: unsupported file type '${ext || '(none)'}'`, {
      hint: `supported: ${SUPPORTED_EXTENSIONS.join(' ')}`,
    });
  }
  return parser;
}

export async function loadDocument(path: string, options: LoadOptions): Promise<KnowledgeDocument> {
  const parser = parserFor(path);
  const bytes = await readFile(path);
  return documentFromBytes(path, new Uint8Array(bytes), parser, options);
}

/** A document from bytes received over the network (an upload), parsed by the file name's extension. */
export function loadDocumentBytes(fileName: string, bytes: Uint8Array, options: LoadOptions): Promise<KnowledgeDocument> {
  return documentFromBytes(fileName, bytes, parserFor(fileName), options);
}

export async function documentFromBytes(
  path: string,
  bytes: Uint8Array,
  parser: DocumentParser,
  options: LoadOptions,
): Promise<KnowledgeDocument> {
  const fileName = basename(path);
  let parsed;
  try {
    parsed = await parser(bytes, fileName);
  } catch (cause) {
    if (isEchoPilotError(cause)) throw cause;
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new EchoPilotError('INGEST_FAILED', `${fileName}: cannot be parsed (${reason})`, { cause });
  }
  const docId = parsed.meta.id ?? fileName.slice(0, fileName.length - extname(fileName).length);
  const visibility = parsed.meta.visibility ?? options.visibility ?? 'internal';
  const roles = parsed.meta.roles ?? options.roles ?? [...STAFF_ROLES];
  const chunks = chunkSections(docId, parsed.sections, options);
  if (chunks.length === 0) throw new EchoPilotError('INGEST_FAILED', `${fileName}: no text found`);
  const hash = createHash('sha256')
    .update(bytes)
    .update(`\0${PARSER_VERSION}\0${visibility}\0${roles.join(',')}\0${options.maxChars ?? ''}/${options.overlapChars ?? ''}`)
    .digest('hex');
  return {
    tenantId: options.tenantId,
    docId,
    title: parsed.title ?? docId,
    sourcePath: path,
    contentHash: hash,
    version: parsed.meta.version ?? '',
    effectiveDate: parsed.meta.effectiveDate ?? '',
    visibility,
    roles,
    chunks,
  };
}
