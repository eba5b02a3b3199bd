import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqliteKnowledgeBase } from '../../src/adapters/search/sqlite-fts.knowledge.js';
import { ingestPaths } from '../../src/app/ingest.js';
import type { KnowledgeBase } from '../../src/domain/knowledge.port.js';
import { doc } from '../contracts/knowledge.contract.js';

const TOPICS = ['ATM cash not dispensed', 'card blocked after fraud', 'double charge at a merchant', 'late refund compensation', 'minimum balance fee', 'cheque book request'];
const QUERIES = ['the ATM gave no cash', 'charged twice', 'how long for a refund', 'fee reversal', 'block my card', 'new cheque book please'];

/** Index segments of the knowledge base's FTS table: each separately written document adds one until FTS5 merges them. */
function segments(file: string): number {
  const db = new Database(file, { readonly: true });
  try {
    return (db.prepare('SELECT count(DISTINCT segid) AS n FROM kb_fts_idx').get() as { n: number }).n;
  } finally {
    db.close();
  }
}

async function everySearch(kb: KnowledgeBase): Promise<unknown[]> {
  const out: unknown[] = [];
  for (const query of QUERIES) for (const role of ['customer', 'agent'] as const) out.push(await kb.search({ tenantId: 'demo-bank', query, role, limit: 5 }));
  return out;
}

describe('knowledge-base index compaction', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kb-compact-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('merges an index written document by document into one piece, and changes no search result', async () => {
    const file = join(dir, 'one-by-one.db');
    const kb = await openSqliteKnowledgeBase({ file });
    for (const [i, topic] of TOPICS.entries()) {
      await kb.upsertDocument(doc({ docId: `doc-${i}`, title: topic, chunks: [{ chunkId: `doc-${i}#1`, sectionPath: [topic], text: `${topic}: what happens, what we pay and when.` }] }));
    }
    // A replaced document leaves deleted entries behind until the merge.
    await kb.upsertDocument(doc({ docId: 'doc-0', title: TOPICS[0], contentHash: 'v2', chunks: [{ chunkId: 'doc-0#1', sectionPath: ['ATM'], text: 'An ATM that debits the account without giving cash is reversed within five days.' }] }));
    expect(segments(file)).toBeGreaterThan(1);
    const before = await everySearch(kb);
    await kb.compact?.();
    expect(segments(file)).toBe(1);
    expect(await everySearch(kb)).toEqual(before);
    await kb.compact?.();
    expect(await everySearch(kb)).toEqual(before);
    await kb.close();
  });

  it('is done once at the end of an ingest', async () => {
    const folder = join(dir, 'kb');
    mkdirSync(folder, { recursive: true });
    for (const [i, topic] of TOPICS.entries()) writeFileSync(join(folder, `topic-${i}.md`), `# ${topic}\n\n## Details\n\n${topic}: what happens, what we pay and when.\n`);
    const file = join(dir, 'ingested.db');
    const kb = await openSqliteKnowledgeBase({ file });
    const summary = await ingestPaths({ kb, tenantId: 'demo-bank', paths: [folder], visibility: 'customer' });
    expect(summary.inserted).toBe(TOPICS.length);
    expect(segments(file)).toBe(1);
    expect((await kb.search({ tenantId: 'demo-bank', query: 'charged twice at a merchant', role: 'customer', limit: 1 }))[0]?.docId).toBe('topic-2');
    await kb.close();
  });
});
