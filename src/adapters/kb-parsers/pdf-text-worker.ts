// Reads a PDF's positioned text in a worker thread with a time and memory limit, so that a costly file (thousands of
// pages sharing one content stream, a compressed stream that inflates to gigabytes) cannot hold the server's event
// loop: the worker is stopped at the deadline. Reading stops early at a page cap and once enough text is collected.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How much of a PDF is read. */
export interface PdfReadLimits {
  /** Pages read (the first ones); later pages are left unread. */
  maxPages: number;
  /** Characters of text collected; reading stops once this many are in hand. */
  maxCharacters: number;
  /** Wall time for the whole read, in milliseconds; past it the worker is stopped and the read fails. */
  timeLimitMs: number;
  /** Heap of the worker, in megabytes; past it the worker dies and the read fails. */
  maxHeapMb: number;
}

/** A text item where the page draws it (PDF points, origin bottom-left). */
export interface PdfTextItem {
  str: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PdfPageText {
  width: number;
  items: PdfTextItem[];
}

export interface PdfText {
  /** Pages the document has (what it declares). */
  pageCount: number;
  /** The pages read, in order: at most maxPages, fewer once maxCharacters were collected. */
  pages: PdfPageText[];
  /** The Title of the document's metadata, trimmed; undefined when none. */
  title: string | undefined;
}

/** The read took longer than its time limit (the worker was stopped). */
export class PdfTimeLimitError extends Error {
  readonly code = 'PDF_TIME_LIMIT';
  constructor(readonly timeLimitMs: number) {
    super(`reading the PDF took longer than ${timeLimitMs / 1000} s`);
    this.name = 'PdfTimeLimitError';
  }
}

// Plain JavaScript run with `eval`, so the same code works from src (tsx, vitest) and from dist without a separate
// worker file. It requires unpdf by the path resolved here.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { getDocumentProxy, getMeta } = require(workerData.unpdfPath);
(async () => {
  const { bytes, maxPages, maxCharacters } = workerData;
  const pdf = await getDocumentProxy(bytes);
  try {
    const pages = [];
    let characters = 0;
    for (let n = 1; n <= Math.min(pdf.numPages, maxPages) && characters < maxCharacters; n++) {
      const page = await pdf.getPage(n);
      const width = page.getViewport({ scale: 1 }).width;
      const content = await page.getTextContent();
      const items = [];
      for (const item of content.items) {
        if (characters >= maxCharacters) break;
        if (typeof item.str !== 'string' || item.str.trim() === '') continue;
        const t = item.transform;
        items.push({ str: item.str, x: t[4] || 0, y: t[5] || 0, width: item.width, height: item.height || Math.abs(t[3] || 0) });
        characters += item.str.length;
      }
      pages.push({ width, items });
      page.cleanup();
    }
    let title;
    try {
      const t = (await getMeta(pdf)).info.Title;
      if (typeof t === 'string' && t.trim() !== '') title = t.trim();
    } catch {
      title = undefined;
    }
    parentPort.postMessage({ ok: true, result: { pageCount: pdf.numPages, pages, title } });
  } finally {
    await pdf.destroy();
  }
})().catch((error) => parentPort.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) }));
`;

const unpdfPath = createRequire(import.meta.url).resolve('unpdf');

type WorkerReply = { ok: true; result: PdfText } | { ok: false; message: string };

/**
 * Readers running at once in this process: each is a worker thread with its own heap, so a burst of uploads waits its
 * turn instead of starting a thread apiece. A read's time limit runs while it waits.
 */
export const MAX_PDF_READERS = 2;

/** A counting semaphore: `acquire` resolves once a slot is free; the release it returns frees the slot once. */
export class ReaderSlots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly size: number) {}

  acquire(): Promise<() => void> {
    return new Promise((resolve) => {
      const grant = () => {
        this.running += 1;
        let released = false;
        resolve(() => {
          if (released) return;
          released = true;
          this.running -= 1;
          this.waiting.shift()?.();
        });
      };
      if (this.running < this.size) grant();
      else this.waiting.push(grant);
    });
  }

  /** Readers running now and readers waiting (for tests and metrics). */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }
}

export const pdfReaderSlots = new ReaderSlots(MAX_PDF_READERS);

/** Reads the text of a PDF within the limits; rejects with PdfTimeLimitError past the time limit, Error otherwise. */
export function readPdfText(bytes: Uint8Array, limits: PdfReadLimits): Promise<PdfText> {
  const copy = bytes.slice();
  return new Promise<PdfText>((resolve, reject) => {
    let settled = false;
    let worker: Worker | null = null;
    let release: (() => void) | null = null;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      finish();
      release?.();
      if (worker) void worker.terminate();
    };
    const timer = setTimeout(() => settle(() => reject(new PdfTimeLimitError(limits.timeLimitMs))), limits.timeLimitMs);
    void pdfReaderSlots.acquire().then((free) => {
      // The time limit passed while this read waited for a slot: give the slot straight back.
      if (settled) return free();
      release = free;
      worker = new Worker(WORKER_SOURCE, {
        eval: true,
        workerData: { unpdfPath, bytes: copy, maxPages: limits.maxPages, maxCharacters: limits.maxCharacters },
        transferList: [copy.buffer],
        resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb },
        stdout: true,
        stderr: true,
      });
      worker.stdout.resume();
      worker.stderr.resume();
      worker.once('message', (reply: WorkerReply) => settle(() => (reply.ok ? resolve(reply.result) : reject(new Error(reply.message)))));
      worker.once('error', (error) => settle(() => reject(error)));
      worker.once('exit', (code) => settle(() => reject(new Error(`the PDF reader stopped (exit code ${code})`))));
    });
  });
}
