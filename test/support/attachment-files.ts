// Attachment files built at test time: a one-page PDF with given lines (pdf-lib), and the first bytes of a PNG and a JPEG.
import { PDFDocument, StandardFonts } from 'pdf-lib';

export async function pdfWithLines(lines: readonly string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  lines.forEach((line, i) => page.drawText(line, { x: 50, y: 780 - i * 18, size: 11, font }));
  return pdf.save();
}

/** A PNG signature and IHDR chunk start: enough for sniffing (the bytes are kept, not decoded). */
export const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);

/** A JPEG SOI and APP0 (JFIF) marker start. */
export const JPEG_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]);

/**
 * A PDF of `pages` pages that all draw one shared content stream (the costly shape: each page re-reads the stream).
 * `text` draws `ops` short words; `path` draws `ops` line segments and no text at all.
 */
export function pdfSharingOneStream(pages: number, ops: number, kind: 'text' | 'path'): Uint8Array {
  const draw = Array.from({ length: ops }, (_, i) =>
    kind === 'text' ? `1 0 0 1 ${20 + (i % 5) * 100} ${780 - (Math.floor(i / 5) % 70) * 11} Tm (w${i}) Tj` : `${i % 500} ${i % 700} m ${(i * 7) % 500} ${(i * 3) % 700} l S`,
  ).join(' ');
  const content = kind === 'text' ? `BT /F1 10 Tf ${draw} ET` : draw;
  const objects = new Map<number, string>([
    [1, '<< /Type /Catalog /Pages 2 0 R >>'],
    [3, `<< /Length ${content.length} >>\nstream\n${content}\nendstream`],
    [4, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'],
  ]);
  const kids: string[] = [];
  for (let p = 0; p < pages; p++) {
    objects.set(5 + p, '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 3 0 R /Resources << /Font << /F1 4 0 R >> >> >>');
    kids.push(`${5 + p} 0 R`);
  }
  objects.set(2, `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${pages} >>`);
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const id of [...objects.keys()].sort((a, b) => a - b)) {
    offsets[id] = out.length;
    out += `${id} 0 obj\n${objects.get(id) ?? ''}\nendobj\n`;
  }
  const size = objects.size + 1;
  const xref = out.length;
  out += `xref\n0 ${size}\n0000000000 65535 f \n`;
  for (let id = 1; id < size; id++) out += `${String(offsets[id] ?? 0).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${size} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}

/** A PDF whose page n (from 1) reads `Page n marker`. */
export async function pdfWithNumberedPages(pages: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n++) pdf.addPage([595, 842]).drawText(`Page ${n} marker`, { x: 50, y: 780, size: 11, font });
  return pdf.save();
}
