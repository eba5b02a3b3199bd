// Customer attachments: which files a message may carry (PDF, PNG, JPEG, recognised by their first bytes, never by
// name or declared type), how many and how large, and what is kept of them. Their content is untrusted evidence.
import { createHash } from 'node:crypto';
import { EchoPilotError } from './errors.js';

export type AttachmentKind = 'pdf' | 'png' | 'jpeg';

export const ATTACHMENT_MEDIA_TYPES: Record<AttachmentKind, string> = { pdf: 'application/pdf', png: 'image/png', jpeg: 'image/jpeg' };

export const ATTACHMENT_LIMITS = {
  /** Files per message. */
  maxFiles: 5,
  /** Bytes per file (5 MiB). */
  maxBytes: 5 * 1024 * 1024,
  /** Bytes of all files of one message together (12 MiB). */
  maxTotalBytes: 12 * 1024 * 1024,
  /** Characters of a PDF's extracted text kept and shown to the report maker. */
  maxTextCharacters: 20_000,
  /** Pages of a PDF read for its text (the first ones; the file is kept whole). */
  maxPdfPages: 50,
  /** Time allowed to read the text of all PDFs of one message together (milliseconds); the file being read when it runs out is refused. */
  pdfReadTimeMs: 8_000,
  maxNameLength: 200,
} as const;

/** A file as it arrives with a message (multipart part, `ask --attach`). */
export interface IncomingAttachment {
  name: string;
  bytes: Uint8Array;
}

/** A checked file: its kind comes from its content. */
export interface CheckedAttachment {
  name: string;
  kind: AttachmentKind;
  mediaType: string;
  bytes: Uint8Array;
  sha256: string;
}

/** A stored attachment (without its bytes): listed on the conversation. */
export interface Attachment {
  id: string;
  tenantId: string;
  customerId: string;
  threadId: string;
  name: string;
  kind: AttachmentKind;
  mediaType: string;
  size: number;
  sha256: string;
  /** A PDF's extracted text, personal data masked; null for images. Untrusted: the customer's own supporting words. */
  text: string | null;
  createdAt: string;
}

/** What the report maker is given of an attachment: the customer's supporting information, marked untrusted. */
export interface AttachmentNote {
  name: string;
  kind: AttachmentKind;
  /** Masked extracted text (PDF) or null (images are kept for a person, or a multimodal model, to look at). */
  text: string | null;
  /** An image as a data URL, for a report model configured to read images (ECHOPILOT_MODEL_IMAGES); absent for PDFs. */
  dataUrl?: string;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((b, i) => bytes[i] === b);

/** The kind the first bytes say (the magic numbers), or null: `%PDF-`, the PNG signature, a JPEG SOI marker. */
export function sniffAttachmentKind(bytes: Uint8Array): AttachmentKind | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  return null;
}

/** A display name: the last path segment, without control characters, at most maxNameLength characters. */
export function attachmentName(name: string, index: number): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const base = (name.split(/[\\/]/).at(-1) ?? '').replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  return (base === '' ? `attachment-${index + 1}` : base).slice(0, ATTACHMENT_LIMITS.maxNameLength);
}

/**
 * Checks a message's files before anything is stored or run: count, size per file and in total, and a kind sniffed
 * from the content. INVALID_INPUT (or MESSAGE_TOO_LONG for size) naming the field, e.g. `attachments[1]`.
 */
export function checkAttachments(files: readonly IncomingAttachment[]): CheckedAttachment[] {
  if (files.length > ATTACHMENT_LIMITS.maxFiles) {
    throw new EchoPilotError('INVALID_INPUT', `attachments: at most ${ATTACHMENT_LIMITS.maxFiles} files per message, got ${files.length}`, { field: 'attachments' });
  }
  let total = 0;
  return files.map((file, i) => {
    const field = `attachments[${i}]`;
    if (file.bytes.byteLength === 0) throw new EchoPilotError('INVALID_INPUT', `${field}: the file is empty`, { field });
    if (file.bytes.byteLength > ATTACHMENT_LIMITS.maxBytes) {
      throw new EchoPilotError('MESSAGE_TOO_LONG', `${field}: ${file.bytes.byteLength} bytes is more than the ${ATTACHMENT_LIMITS.maxBytes} allowed per file`, { field });
    }
    total += file.bytes.byteLength;
    if (total > ATTACHMENT_LIMITS.maxTotalBytes) {
      throw new EchoPilotError('MESSAGE_TOO_LONG', `${field}: the files together are more than the ${ATTACHMENT_LIMITS.maxTotalBytes} bytes allowed per message`, { field });
    }
    const kind = sniffAttachmentKind(file.bytes);
    if (!kind) {
      throw new EchoPilotError('INVALID_INPUT', `${field}: not a PDF, PNG or JPEG file (checked by its content, not its name)`, { field, hint: 'attach a PDF, PNG or JPEG' });
    }
    return { name: attachmentName(file.name, i), kind, mediaType: ATTACHMENT_MEDIA_TYPES[kind], bytes: file.bytes, sha256: createHash('sha256').update(file.bytes).digest('hex') };
  });
}
