// A message's attachments: checked by content (domain), a PDF's text extracted and masked like the message, stored
// per tenant on the thread, and handed to the report maker as untrusted supporting information — never to the judge.
import { parsePdfWithin } from '../adapters/kb-parsers/pdf.parser.js';
import { PdfTimeLimitError } from '../adapters/kb-parsers/pdf-text-worker.js';
import { redactPii } from '../agents/intake/redact-pii.js';
import { ATTACHMENT_LIMITS, checkAttachments, type Attachment, type AttachmentNote, type CheckedAttachment, type IncomingAttachment } from '../domain/attachments.js';
import { EchoPilotError } from '../domain/errors.js';
import type { Identity } from '../domain/identity.js';
import { shortIdOf } from '../domain/ids.js';
import { stripUnsafeCharacters } from '../domain/message-limits.js';
import type { Store } from '../domain/store.port.js';

/** A checked file with what the report maker may read of it. */
export interface PreparedAttachment extends CheckedAttachment {
  /** Masked text of a PDF (at most maxTextCharacters), null for images. */
  text: string | null;
}

/** How PDFs of a message are read: pages and characters per file, time for all of them, heap of the reader. */
export interface PdfBudget {
  maxPages: number;
  maxCharacters: number;
  timeLimitMs: number;
  maxHeapMb: number;
}

export const PDF_BUDGET: PdfBudget = {
  maxPages: ATTACHMENT_LIMITS.maxPdfPages,
  maxCharacters: ATTACHMENT_LIMITS.maxTextCharacters,
  timeLimitMs: ATTACHMENT_LIMITS.pdfReadTimeMs,
  maxHeapMb: 256,
};

/**
 * The text a PDF holds, cleaned and masked: its first maxPages pages and no more than maxCharacters (reading stops
 * there). INVALID_INPUT naming the field when the file does not parse or is not read within timeLimitMs.
 */
async function pdfText(bytes: Uint8Array, field: string, limits: PdfBudget, allowedMs: number): Promise<string> {
  let sections;
  try {
    if (limits.timeLimitMs <= 0) throw new PdfTimeLimitError(0);
    sections = (await parsePdfWithin(bytes, limits)).sections;
  } catch (cause) {
    if (cause instanceof PdfTimeLimitError) {
      throw new EchoPilotError('INVALID_INPUT', `${field}: the PDF takes too long to read (the PDFs of one message are read within ${allowedMs / 1000} s together)`, {
        field, cause, hint: 'send a shorter or simpler PDF, or an image of the page that matters',
      });
    }
    throw new EchoPilotError('INVALID_INPUT', `${field}: the PDF could not be read`, { field, cause });
  }
  const text = stripUnsafeCharacters(sections.map((s) => s.text).join('\n')).trim().slice(0, limits.maxCharacters);
  return redactPii(text);
}

/**
 * Checks the files (count, size, kind by content) and extracts PDF text, the PDFs sharing one time budget; nothing is
 * stored yet.
 */
export async function prepareAttachments(files: readonly IncomingAttachment[] | undefined, budget: PdfBudget = PDF_BUDGET): Promise<PreparedAttachment[]> {
  if (!files || files.length === 0) return [];
  const checked = checkAttachments(files);
  const deadline = performance.now() + budget.timeLimitMs;
  const prepared: PreparedAttachment[] = [];
  for (const [i, file] of checked.entries()) {
    const limits = { ...budget, timeLimitMs: Math.floor(deadline - performance.now()) };
    prepared.push({ ...file, text: file.kind === 'pdf' ? await pdfText(file.bytes, `attachments[${i}]`, limits, budget.timeLimitMs) : null });
  }
  return prepared;
}

/** Stores the files on the thread (idempotent by thread and content: the same file sent again is kept once). */
export async function storeAttachments(store: Store, identity: Identity, threadId: string, files: readonly PreparedAttachment[], now: Date): Promise<Attachment[]> {
  const stored: Attachment[] = [];
  for (const file of files) {
    const put = await store.putAttachment({
      id: `ATT-${shortIdOf(`${identity.tenantId}:${threadId}:${file.sha256}`)}`, tenantId: identity.tenantId, customerId: identity.customerId, threadId,
      name: file.name, kind: file.kind, mediaType: file.mediaType, size: file.bytes.byteLength, sha256: file.sha256, text: file.text, createdAt: now.toISOString(),
    }, file.bytes);
    stored.push(put.row);
  }
  return stored;
}

/** What the report maker is given: name, kind and masked text, and nothing that could stand for identity or records. */
export function attachmentNotes(files: readonly PreparedAttachment[]): AttachmentNote[] {
  return files.map((f) => ({
    name: f.name, kind: f.kind, text: f.text,
    ...(f.kind === 'pdf' ? {} : { dataUrl: `data:${f.mediaType};base64,${Buffer.from(f.bytes).toString('base64')}` }),
  }));
}
