// A message's attachments: checked by content (domain), a PDF's text extracted and masked like the message, stored
// per tenant on the thread, and handed to the report maker as untrusted supporting information — never to the judge.
import { parsePdf } from '../adapters/kb-parsers/pdf.parser.js';
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

/** The text a PDF holds, cleaned and masked; INVALID_INPUT naming the field when the file does not parse. */
async function pdfText(bytes: Uint8Array, field: string): Promise<string> {
  let sections;
  try {
    sections = (await parsePdf(bytes, 'attachment.pdf')).sections;
  } catch (cause) {
    throw new EchoPilotError('INVALID_INPUT', `${field}: the PDF could not be read`, { field, cause });
  }
  const text = stripUnsafeCharacters(sections.map((s) => s.text).join('\n')).trim().slice(0, ATTACHMENT_LIMITS.maxTextCharacters);
  return redactPii(text);
}

/** Checks the files (count, size, kind by content) and extracts PDF text; nothing is stored yet. */
export async function prepareAttachments(files: readonly IncomingAttachment[] | undefined): Promise<PreparedAttachment[]> {
  if (!files || files.length === 0) return [];
  const checked = checkAttachments(files);
  const prepared: PreparedAttachment[] = [];
  for (const [i, file] of checked.entries()) {
    prepared.push({ ...file, text: file.kind === 'pdf' ? await pdfText(file.bytes, `attachments[${i}]`) : null });
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
