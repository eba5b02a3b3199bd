// PDF parser (unpdf): rebuilds lines from positioned text, reads a two-column page column by column, and treats
// short lines in a clearly larger font as headings. The text itself is read in a worker thread within limits.
import { SectionBuilder, collapse, type DocumentParser, type ParsedDocument } from './parsed-document.js';
import { readPdfText, type PdfReadLimits, type PdfTextItem } from './pdf-text-worker.js';

export type { PdfTextItem } from './pdf-text-worker.js';

interface Line {
  text: string;
  y: number;
  size: number;
}

/** Knowledge-base documents (added by staff) are read whole, within a generous time and memory limit. */
export const KB_PDF_LIMITS: PdfReadLimits = { maxPages: Number.POSITIVE_INFINITY, maxCharacters: Number.POSITIVE_INFINITY, timeLimitMs: 120_000, maxHeapMb: 1024 };

/** Parses a PDF within the limits (read in a worker thread; see pdf-text-worker.ts). */
export async function parsePdfWithin(bytes: Uint8Array, limits: PdfReadLimits): Promise<ParsedPdf> {
  const read = await readPdfText(bytes, limits);
  const builder = new SectionBuilder();
  const pages: Line[][] = read.pages.map((page) => orderPage(page.items, page.width).flatMap(linesOf));
  const sizes = pages.flat().map((l) => l.size).sort((a, b) => a - b);
  const body = sizes[Math.floor(sizes.length / 2)] ?? 0;
  for (const lines of pages) {
    let prev: Line | undefined;
    for (const line of lines) {
      if (body > 0 && line.size >= body * 1.25 && line.text.length <= 120) {
        builder.heading(line.size >= body * 1.6 ? 1 : 2, line.text);
      } else {
        if (prev && prev.y - line.y > Math.max(prev.size, line.size) * 1.8) builder.line('');
        builder.line(line.text);
      }
      prev = line;
    }
    builder.line('');
  }
  const sections = builder.finish();
  return { title: read.title ?? builder.title, meta: {}, sections, pageCount: read.pageCount, pagesRead: read.pages.length };
}

/** A parsed PDF with how many pages it has and how many were read. */
export interface ParsedPdf extends ParsedDocument {
  pageCount: number;
  pagesRead: number;
}

export const parsePdf: DocumentParser = (bytes) => parsePdfWithin(bytes, KB_PDF_LIMITS);

/**
 * Splits a page into reading blocks: full-width text above the columns, the left column, the right column, then
 * full-width text below. A gutter is a vertical strip in the middle of the page that no narrow item crosses.
 */
export function orderPage(items: PdfTextItem[], pageWidth: number): PdfTextItem[][] {
  const narrow = items.filter((i) => i.width < pageWidth * 0.55);
  const gutter = findGutter(narrow, pageWidth);
  if (gutter === undefined) return [items];
  const left: PdfTextItem[] = [];
  const right: PdfTextItem[] = [];
  const spanning: PdfTextItem[] = [];
  for (const item of items) {
    if (item.x + item.width <= gutter) left.push(item);
    else if (item.x >= gutter) right.push(item);
    else spanning.push(item);
  }
  if (left.length < 2 || right.length < 2) return [items];
  const columnTop = left.concat(right).reduce((top, i) => Math.max(top, i.y), -Infinity);
  const above = spanning.filter((i) => i.y > columnTop);
  const below = spanning.filter((i) => i.y <= columnTop);
  return [above, left, right, below].filter((group) => group.length > 0);
}

function findGutter(items: PdfTextItem[], pageWidth: number): number | undefined {
  if (items.length < 4) return undefined;
  const lo = Math.floor(pageWidth * 0.3);
  const hi = Math.ceil(pageWidth * 0.7);
  const covered = new Uint8Array(hi - lo + 1);
  for (const item of items) {
    const a = Math.max(lo, Math.floor(item.x));
    const b = Math.min(hi, Math.ceil(item.x + item.width));
    for (let x = a; x <= b; x++) covered[x - lo] = 1;
  }
  let best: { start: number; len: number } | undefined;
  let start = -1;
  for (let i = 0; i <= covered.length; i++) {
    if (i < covered.length && covered[i] === 0) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      const len = i - start;
      if (!best || len > best.len) best = { start, len };
      start = -1;
    }
  }
  if (!best || best.len < 8) return undefined;
  const gutter = lo + best.start + best.len / 2;
  const leftCount = items.filter((i) => i.x + i.width <= gutter).length;
  const rightCount = items.filter((i) => i.x >= gutter).length;
  return leftCount >= 2 && rightCount >= 2 ? gutter : undefined;
}

/** Groups items into lines (top to bottom, left to right). */
function linesOf(items: PdfTextItem[]): Line[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: { items: PdfTextItem[]; y: number; size: number }[] = [];
  for (const item of sorted) {
    const last = lines[lines.length - 1];
    if (last && Math.abs(last.y - item.y) <= Math.max(2, Math.min(last.size, item.height) * 0.5)) {
      last.items.push(item);
      last.size = Math.max(last.size, item.height);
    } else {
      lines.push({ items: [item], y: item.y, size: item.height });
    }
  }
  return lines.map((line) => {
    const parts = line.items.sort((a, b) => a.x - b.x);
    let text = '';
    let end = -Infinity;
    for (const part of parts) {
      text += text !== '' && part.x > end + 0.5 && !text.endsWith(' ') && !part.str.startsWith(' ') ? ` ${part.str}` : part.str;
      end = part.x + part.width;
    }
    return { text: collapse(text), y: line.y, size: Math.round(line.size * 10) / 10 };
  });
}
