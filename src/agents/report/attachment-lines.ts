// The customer's attachments as report lines: what they supplied, labelled unverified; the text is quoted, never obeyed.
import type { AttachmentNote } from '../../domain/attachments.js';

const EXCERPT = 300;

/** One support line per attachment: name, kind and an excerpt of a PDF's masked text, marked as not verified. */
export function attachmentSupportLines(notes: readonly AttachmentNote[] | undefined): string[] {
  return (notes ?? []).map((note) => {
    const label = JSON.stringify(note.name);
    if (note.kind !== 'pdf') return `Customer attachment ${label} (${note.kind.toUpperCase()} image, supplied by the customer, not verified; kept for a person to look at)`;
    const text = (note.text ?? '').replace(/\s+/g, ' ').trim();
    const excerpt = text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1)}…` : text;
    return `Customer attachment ${label} (PDF, supplied by the customer, not verified): ${excerpt === '' ? '(no text found)' : JSON.stringify(excerpt)}`;
  });
}
