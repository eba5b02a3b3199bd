// Splits parsed sections into chunks of about 1,200 characters with ~150 characters of overlap, keeping the
// heading path; boundaries prefer paragraph, then sentence, then word breaks.
import type { KnowledgeChunk } from '../../domain/knowledge.port.js';
import type { ParsedSection } from './parsed-document.js';

export interface ChunkOptions {
  maxChars?: number;
  overlapChars?: number;
}

export function chunkSections(docId: string, sections: ParsedSection[], options: ChunkOptions = {}): KnowledgeChunk[] {
  const max = options.maxChars ?? 1200;
  const overlap = Math.min(options.overlapChars ?? 150, Math.floor(max / 3));
  const chunks: KnowledgeChunk[] = [];
  for (const section of sections) {
    for (const text of splitText(section.text, max, overlap)) {
      chunks.push({ chunkId: `${docId}#${chunks.length + 1}`, sectionPath: [...section.path], text });
    }
  }
  return chunks;
}

export function splitText(text: string, max: number, overlap: number): string[] {
  const clean = text.trim();
  if (clean.length <= max) return clean === '' ? [] : [clean];
  const out: string[] = [];
  let start = 0;
  while (start < clean.length) {
    let end = Math.min(clean.length, start + max);
    if (end < clean.length) end = breakBefore(clean, start + Math.floor(max * 0.5), end);
    const piece = clean.slice(start, end).trim();
    if (piece !== '') out.push(piece);
    if (end >= clean.length) break;
    let next = end - overlap;
    const space = clean.indexOf(' ', next);
    next = space >= 0 && space < end ? space + 1 : next;
    start = Math.max(next, start + 1);
  }
  return out;
}

function breakBefore(text: string, min: number, end: number): number {
  const window = text.slice(min, end);
  const para = window.lastIndexOf('\n\n');
  if (para >= 0) return min + para + 2;
  const line = window.lastIndexOf('\n');
  if (line >= 0) return min + line + 1;
  const sentence = Math.max(window.lastIndexOf('. '), window.lastIndexOf('? '), window.lastIndexOf('! '));
  if (sentence >= 0) return min + sentence + 2;
  const space = window.lastIndexOf(' ');
  return space >= 0 ? min + space + 1 : end;
}
