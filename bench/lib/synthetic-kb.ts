// A synthetic knowledge base at scale: documents of ten chunks whose sentences, titles and headings are resampled
// (seeded) from the public rho-bank retrieval corpus in data/, so search sees realistic banking vocabulary.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { STAFF_ROLES, type KnowledgeDocument } from '../../src/domain/knowledge.port.js';
import { seededRandom } from './seeded-random.js';

export const RHO_BANK = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'data', 'retrieval', 'rho-bank');
const CHUNKS_PER_DOC = 10;

const jsonl = <T>(file: string): T[] => readFileSync(file, 'utf8').split('\n').filter((l) => l.trim() !== '').map((l) => JSON.parse(l) as T);

/** The rho-bank queries (search benchmarks replay them). */
export function rhoBankQueries(): string[] {
  return jsonl<{ text: string }>(join(RHO_BANK, 'queries.jsonl')).map((q) => q.text);
}

export interface SyntheticKbOptions {
  tenantId: string;
  chunks: number;
  /** Share of documents marked internal (staff only); the rest are customer-visible. */
  internalShare?: number;
  seed?: number;
  docPrefix?: string;
}

/** Yields documents until `chunks` chunks have been produced. */
export function* syntheticDocuments(options: SyntheticKbOptions): Generator<KnowledgeDocument> {
  const corpus = jsonl<{ title: string; text: string }>(join(RHO_BANK, 'corpus.jsonl'));
  const sentences = corpus
    .flatMap((d) => d.text.split(/(?<=[.!?])\s+|\n+/))
    .map((s) => s.replace(/^#+\s*/, '').trim())
    .filter((s) => s.length > 20);
  const titles = corpus.map((d) => d.title);
  const headings = corpus.flatMap((d) => [...d.text.matchAll(/^## (.+)$/gm)].map((m) => m[1] ?? '')).filter((h) => h);
  const random = seededRandom(options.seed ?? 42);
  const prefix = options.docPrefix ?? 'synthetic';
  let made = 0;
  for (let d = 0; made < options.chunks; d += 1) {
    const n = Math.min(CHUNKS_PER_DOC, options.chunks - made);
    made += n;
    yield {
      tenantId: options.tenantId,
      docId: `${prefix}-${d}`,
      title: `${random.pick(titles)} (${d})`,
      sourcePath: `${prefix}/${d}.md`,
      contentHash: `${prefix}-${d}`,
      version: '1',
      effectiveDate: '2025-01-01',
      visibility: random.next() < (options.internalShare ?? 0.3) ? 'internal' : 'customer',
      roles: [...STAFF_ROLES],
      chunks: Array.from({ length: n }, (_, i) => ({
        chunkId: `${prefix}-${d}#${i + 1}`,
        sectionPath: [random.pick(headings)],
        text: Array.from({ length: random.int(4, 9) }, () => random.pick(sentences)).join(' '),
      })),
    };
  }
}
