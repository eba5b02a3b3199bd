// What a PDF attachment may cost: its first 50 pages are read, reading stops once 20,000 characters are in hand, the
// PDFs of one message share a time budget (a file still being read when it runs out is refused naming attachments[i]),
// and the reading happens off the event loop.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parsePdfWithin } from '../../src/adapters/kb-parsers/pdf.parser.js';
import { MAX_PDF_READERS, ReaderSlots, pdfReaderSlots } from '../../src/adapters/kb-parsers/pdf-text-worker.js';
import { PDF_BUDGET, prepareAttachments } from '../../src/app/attachments.js';
import { ATTACHMENT_LIMITS } from '../../src/domain/attachments.js';
import { harnessFor, type Harness } from '../support/app.harness.js';
import { PNG_BYTES, pdfSharingOneStream, pdfWithNumberedPages } from '../support/attachment-files.js';

const CLAIM = 'The ATM on MG Road debited 5000 from my account on 4 March but did not give me any cash.';

describe('the cost of a PDF attachment', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');
  });
  afterEach(async () => h.close());

  it('reads the first 50 pages of a longer PDF for its text and keeps the whole file', async () => {
    const bytes = await pdfWithNumberedPages(ATTACHMENT_LIMITS.maxPdfPages + 10);
    const turn = await h.app.conversations.send({ identity: { tenantId: h.tenant, customerId: 'C1001', role: 'customer', actor: 'test' }, text: CLAIM, attachments: [{ name: 'long.pdf', bytes }], now: h.now });
    const [stored] = await h.app.store.listAttachments(h.tenant, turn.threadId);
    expect(stored?.text).toContain(`Page ${ATTACHMENT_LIMITS.maxPdfPages} marker`);
    expect(stored?.text).not.toContain(`Page ${ATTACHMENT_LIMITS.maxPdfPages + 1} marker`);
    expect(stored?.size).toBe(bytes.byteLength);
  });

  it('stops reading once 20,000 characters are in hand: of 2,000 pages sharing one stream only the first few are read', async () => {
    const bytes = pdfSharingOneStream(2000, 300, 'text');
    const parsed = await parsePdfWithin(bytes, PDF_BUDGET);
    expect(parsed).toMatchObject({ pageCount: 2000 });
    expect(parsed.pagesRead).toBeLessThanOrEqual(20);
    const [prepared] = await prepareAttachments([{ name: 'p2000.pdf', bytes }]);
    expect(prepared?.text?.length).toBeGreaterThan(1_000);
    expect(prepared?.text?.length).toBeLessThanOrEqual(ATTACHMENT_LIMITS.maxTextCharacters);
  });

  it('refuses the PDF still being read when the message runs out of time, naming attachments[1]', async () => {
    const heavy = pdfSharingOneStream(ATTACHMENT_LIMITS.maxPdfPages, 60_000, 'path');
    const files = [{ name: 'a.png', bytes: PNG_BYTES }, { name: 'drawing.pdf', bytes: heavy }];
    const started = performance.now();
    await expect(prepareAttachments(files, { ...PDF_BUDGET, timeLimitMs: 1_000 })).rejects.toMatchObject({ code: 'INVALID_INPUT', field: 'attachments[1]', message: expect.stringContaining('too long to read') });
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('keeps the event loop free while a costly PDF is read', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 10);
    try {
      await prepareAttachments([{ name: 'drawing.pdf', bytes: pdfSharingOneStream(20, 60_000, 'path') }], { ...PDF_BUDGET, timeLimitMs: 1_500 }).catch(() => undefined);
    } finally {
      clearInterval(timer);
    }
    expect(ticks).toBeGreaterThan(20);
  });
});

describe('PDF readers running at once', () => {
  it('reads a burst of PDFs a few at a time, never more than MAX_PDF_READERS threads, and frees every slot', async () => {
    let most = 0;
    const watch = setInterval(() => (most = Math.max(most, pdfReaderSlots.load.running)), 1);
    try {
      const files = Array.from({ length: 6 }, () => pdfWithNumberedPages(3));
      const reads = await Promise.all((await Promise.all(files)).map((bytes) => parsePdfWithin(bytes, PDF_BUDGET)));
      expect(reads.every((r) => r.pageCount === 3)).toBe(true);
    } finally {
      clearInterval(watch);
    }
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(MAX_PDF_READERS);
    expect(pdfReaderSlots.load).toEqual({ running: 0, waiting: 0 });
  });

  it('counts the wait for a slot against the read\'s time limit, and gives the slot back when the time runs out', async () => {
    const holds = await Promise.all(Array.from({ length: MAX_PDF_READERS }, () => pdfReaderSlots.acquire()));
    try {
      const bytes = await pdfWithNumberedPages(1);
      await expect(parsePdfWithin(bytes, { ...PDF_BUDGET, timeLimitMs: 100 })).rejects.toMatchObject({ name: 'PdfTimeLimitError' });
    } finally {
      for (const release of holds) release();
    }
    await new Promise((r) => setTimeout(r, 10));
    expect(pdfReaderSlots.load).toEqual({ running: 0, waiting: 0 });
  });

  it('grants slots in order of asking, each release freeing one', async () => {
    const slots = new ReaderSlots(1);
    const order: number[] = [];
    const first = await slots.acquire();
    const second = slots.acquire().then((release) => { order.push(2); return release; });
    const third = slots.acquire().then((release) => { order.push(3); return release; });
    expect(slots.load).toEqual({ running: 1, waiting: 2 });
    first();
    first();
    (await second)();
    (await third)();
    expect([order, slots.load]).toEqual([[2, 3], { running: 0, waiting: 0 }]);
  });
});
