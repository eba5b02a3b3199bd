import { describe, expect, it } from 'vitest';
import { chunkSections, splitText } from '../../src/adapters/kb-parsers/chunker.js';
import { parseDocx } from '../../src/adapters/kb-parsers/docx.parser.js';
import { parseHtml } from '../../src/adapters/kb-parsers/html.parser.js';
import { documentFromBytes } from '../../src/adapters/kb-parsers/index.js';
import { parseMarkdown } from '../../src/adapters/kb-parsers/markdown.parser.js';
import { orderPage, parsePdf } from '../../src/adapters/kb-parsers/pdf.parser.js';
import { parseText } from '../../src/adapters/kb-parsers/text.parser.js';
import { docxWithTable, twoColumnPdf } from '../fixtures/kb/build-fixtures.js';

const bytes = (s: string): Uint8Array => new TextEncoder().encode(s);

const MARKDOWN = `---
id: failed-transactions
title: Failed transactions
visibility: customer
roles: [agent, reviewer]
effective_date: 2025-04-01
version: 3
---
# Failed transactions

Intro text before any section.

## ATM withdrawals not dispensed

If cash is **not dispensed**, the bank reverses the debit within [five days](https://example.test).

### Compensation

Rs 100 per day of delay.

## UPI and IMPS transfers

| Channel | Reversal |
|---|---|
| UPI | T+1 |
`;

describe('markdown parser', () => {
  it('reads front matter metadata and keeps heading paths without the H1 title', async () => {
    const doc = await parseMarkdown(bytes(MARKDOWN), 'x.md');
    expect(doc.title).toBe('Failed transactions');
    expect(doc.meta).toEqual({
      id: 'failed-transactions',
      title: 'Failed transactions',
      visibility: 'customer',
      roles: ['agent', 'reviewer'],
      effectiveDate: '2025-04-01',
      version: '3',
    });
    expect(doc.sections.map((s) => s.path)).toEqual([
      [],
      ['ATM withdrawals not dispensed'],
      ['ATM withdrawals not dispensed', 'Compensation'],
      ['UPI and IMPS transfers'],
    ]);
    expect(doc.sections[1]?.text).toBe('If cash is not dispensed, the bank reverses the debit within five days.');
    expect(doc.sections[3]?.text).toBe('Channel | Reversal\nUPI | T+1');
  });

  it('uses the file name as doc id and the H1 as title when there is no front matter', async () => {
    const doc = await documentFromBytes('/kb/cards.md', bytes('# Cards\n\n## Blocking a lost or stolen card\n\nCall us.'), parseMarkdown, {
      tenantId: 't',
    });
    expect(doc.docId).toBe('cards');
    expect(doc.title).toBe('Cards');
    expect(doc.visibility).toBe('internal');
    expect(doc.chunks).toEqual([{ chunkId: 'cards#1', sectionPath: ['Blocking a lost or stolen card'], text: 'Call us.' }]);
  });

  it('rejects an unknown visibility in front matter', async () => {
    await expect(parseMarkdown(bytes('---\nvisibility: secret\n---\nbody'), 'bad.md')).rejects.toThrow(/visibility/);
  });
});

describe('plain-text parser', () => {
  it('keeps the whole text as one untitled section', async () => {
    const doc = await parseText(bytes('Line one.\r\n\r\nLine two.'), 'notes.txt');
    expect(doc.title).toBeUndefined();
    expect(doc.sections).toEqual([{ path: [], text: 'Line one.\n\nLine two.' }]);
  });
});

describe('HTML parser', () => {
  it('uses h1–h3 as headings, drops scripts and turns table rows into text rows', async () => {
    const html = `<html><head><title>Cards</title><meta name="visibility" content="public"><script>var x = 1;</script></head>
      <body><h1>Cards</h1><p>Intro <b>bold</b> text.</p>
      <h2>Blocking a lost or stolen card</h2><p>Call the helpline.</p>
      <h3>Fees</h3><table><tr><th>Item</th><th>Fee</th></tr><tr><td>Replacement</td><td>Rs 200</td></tr></table>
      <h4>Not a heading</h4></body></html>`;
    const doc = await parseHtml(bytes(html), 'cards.html');
    expect(doc.title).toBe('Cards');
    expect(doc.meta.visibility).toBe('public');
    expect(doc.sections).toEqual([
      { path: [], text: 'Intro bold text.' },
      { path: ['Blocking a lost or stolen card'], text: 'Call the helpline.' },
      { path: ['Blocking a lost or stolen card', 'Fees'], text: 'Item | Fee\nReplacement | Rs 200\nNot a heading' },
    ]);
  });
});

describe('PDF parser', () => {
  it('reads a two-column page column by column, after the full-width title', async () => {
    const doc = await parsePdf(await twoColumnPdf(), 'handbook.pdf');
    expect(doc.title).toBe('Branch Handbook');
    const text = doc.sections.map((s) => s.text).join('\n');
    expect(text).toContain('A failed ATM withdrawal\nis reversed within five');
    const leftEnd = text.indexOf('Left column ends.');
    const rightStart = text.indexOf('Right column starts here.');
    expect(leftEnd).toBeGreaterThanOrEqual(0);
    expect(rightStart).toBeGreaterThan(leftEnd);
  });

  it('keeps a single-column page in top-to-bottom order', () => {
    const items = [
      { str: 'wide line one spanning the page', x: 50, y: 700, width: 480, height: 11 },
      { str: 'wide line two spanning the page', x: 50, y: 684, width: 480, height: 11 },
    ];
    expect(orderPage(items, 595)).toEqual([items]);
  });

  it('fails on a corrupt file', async () => {
    await expect(parsePdf(bytes('%PDF-1.7 this is not really a pdf'), 'broken.pdf')).rejects.toThrow();
  });
});

describe('DOCX parser', () => {
  it('keeps headings and turns table rows into rows of text', async () => {
    const doc = await parseDocx(await docxWithTable(), 'fees.docx');
    expect(doc.title).toBe('Fee Schedule');
    expect(doc.sections).toEqual([
      {
        path: ['Card fees'],
        text: 'Fees below apply from April.\nService | Fee\nCard replacement | Rs 200\nDuplicate statement | Rs 100',
      },
    ]);
  });
});

describe('chunker', () => {
  it('splits a long section into ~1,200-character chunks that overlap and keep the heading path', () => {
    const text = Array.from({ length: 40 }, (_, i) => `Rule ${i}: the bank reverses a failed ATM withdrawal within ${i} days.`).join(' ');
    const chunks = chunkSections('doc', [{ path: ['ATM withdrawals'], text }]);
    expect(chunks.length).toBeGreaterThanOrEqual(3);
    for (const c of chunks) {
      expect(c.text.length).toBeLessThanOrEqual(1200);
      expect(c.sectionPath).toEqual(['ATM withdrawals']);
    }
    expect(chunks.map((c) => c.chunkId)).toEqual(chunks.map((_, i) => `doc#${i + 1}`));
    const first = chunks[0]?.text ?? '';
    const second = chunks[1]?.text ?? '';
    const overlapStart = first.indexOf(second.slice(0, 40));
    expect(overlapStart).toBeGreaterThan(first.length - 200);
  });

  it('keeps a short section whole', () => {
    expect(splitText('short text', 1200, 150)).toEqual(['short text']);
  });
});
