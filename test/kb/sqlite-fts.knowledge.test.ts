import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqliteKnowledgeBase } from '../../src/adapters/search/sqlite-fts.knowledge.js';
import { doc, knowledgeContract } from '../contracts/knowledge.contract.js';
import { hashedBagOfWordsEmbedder } from './fake-embedder.js';

knowledgeContract('sqlite-fts (BM25)', () => openSqliteKnowledgeBase({ file: ':memory:' }));
knowledgeContract('sqlite-fts (BM25 + title feedback)', () => openSqliteKnowledgeBase({ file: ':memory:', titleFeedbackDocs: 3 }));
knowledgeContract('sqlite-fts + sqlite-vec (hybrid, fake embedder)', () =>
  openSqliteKnowledgeBase({ file: ':memory:', embedder: hashedBagOfWordsEmbedder(), minVectorSimilarity: 0.4 }),
  { fusedWithFakeVectors: true },
);

describe('sqlite knowledge base', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kb-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('shares the product database file: kb_ tables only, WAL mode, reopened idempotently', async () => {
    const file = join(dir, 'echopilot.db');
    const first = await openSqliteKnowledgeBase({ file });
    await first.upsertDocument(doc({ docId: 'cards', chunks: [{ chunkId: 'cards#1', sectionPath: [], text: 'Block a lost card.' }] }));
    await first.close();
    const second = await openSqliteKnowledgeBase({ file });
    expect((await second.listDocuments('demo-bank')).map((d) => d.docId)).toEqual(['cards']);
    await second.close();
    const db = new Database(file, { readonly: true });
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type IN ('table') AND name NOT LIKE 'kb_%' AND name NOT LIKE 'sqlite_%'").all();
    const mode = db.pragma('journal_mode', { simple: true });
    db.close();
    expect(tables).toEqual([]);
    expect(mode).toBe('wal');
  });

  it('finds a passage by meaning through vectors when no keyword matches (hybrid)', async () => {
    const embedder = hashedBagOfWordsEmbedder(256, { misplaced: 'lost', plastic: 'card' });
    const kb = await openSqliteKnowledgeBase({ file: ':memory:', embedder, minVectorSimilarity: 0.4 });
    await kb.upsertDocument(
      doc({ docId: 'cards', chunks: [{ chunkId: 'cards#1', sectionPath: ['Blocking'], text: 'Block a lost card.' }] }),
    );
    await kb.upsertDocument(
      doc({ docId: 'fees', chunks: [{ chunkId: 'fees#1', sectionPath: ['Schedule'], text: 'Annual fee schedule.' }] }),
    );
    expect(await openSqliteKnowledgeBase({ file: ':memory:' }).then(async (plain) => {
      const none = await plain.search({ tenantId: 'demo-bank', query: 'misplaced plastic', role: 'customer', limit: 3 });
      await plain.close();
      return none;
    })).toEqual([]);
    const passages = await kb.search({ tenantId: 'demo-bank', query: 'misplaced plastic', role: 'customer', limit: 3 });
    expect(passages.map((p) => p.chunkId)).toEqual(['cards#1']);
    expect(embedder.calls).toBe(3);
    await kb.close();
  });

  it('rejects an embedder whose dimension differs from the stored vectors', async () => {
    const file = join(dir, 'dims.db');
    const a = await openSqliteKnowledgeBase({ file, embedder: hashedBagOfWordsEmbedder(16) });
    await a.upsertDocument(doc({ docId: 'x', chunks: [{ chunkId: 'x#1', sectionPath: [], text: 'alpha beta' }] }));
    await a.close();
    const b = await openSqliteKnowledgeBase({ file, embedder: hashedBagOfWordsEmbedder(32) });
    await expect(
      b.upsertDocument(doc({ docId: 'y', chunks: [{ chunkId: 'y#1', sectionPath: [], text: 'gamma' }] })),
    ).rejects.toMatchObject({ code: 'CONFIG_INVALID' });
    await b.close();
  });

  it('ranks a document matching in two sections above one whose single chunk matches slightly better', async () => {
    const once = doc({
      docId: 'once',
      chunks: [
        { chunkId: 'once#1', sectionPath: ['Waivers'], text: 'Overdraft fee waiver for students.' },
        { chunkId: 'once#2', sectionPath: ['Hours'], text: 'Branches open at nine on weekdays.' },
      ],
    });
    const twice = doc({
      docId: 'twice',
      chunks: [
        { chunkId: 'twice#1', sectionPath: ['Waivers'], text: 'Overdraft fee waiver for students and for new account holders.' },
        { chunkId: 'twice#2', sectionPath: ['Requests'], text: 'Ask for an overdraft fee waiver in the app or at any branch counter.' },
      ],
    });
    const order = async (siblingWeight?: number): Promise<string[]> => {
      const kb = await openSqliteKnowledgeBase({ file: ':memory:', siblingWeight });
      await kb.upsertDocument(once);
      await kb.upsertDocument(twice);
      const passages = await kb.search({ tenantId: 'demo-bank', query: 'overdraft fee waiver', role: 'customer', limit: 3 });
      await kb.close();
      return passages.map((p) => p.chunkId);
    };
    expect(await order(0)).toEqual(['once#1', 'twice#1', 'twice#2']);
    expect(await order()).toEqual(['twice#1', 'twice#2', 'once#1']);
  });

  it('sees what another process writes to the same file between two searches (no stale cached scores)', async () => {
    const file = join(dir, 'shared.db');
    const server = await openSqliteKnowledgeBase({ file });
    const ingest = await openSqliteKnowledgeBase({ file });
    const search = async () =>
      (await server.search({ tenantId: 'demo-bank', query: 'card replacement fee', role: 'customer', limit: 5 })).map((p) => p.chunkId);
    await server.upsertDocument(doc({ docId: 'fees', chunks: [{ chunkId: 'fees#1', sectionPath: [], text: 'A card replacement fee applies.' }] }));
    expect(await search()).toEqual(['fees#1']);
    await ingest.upsertDocument(doc({ docId: 'cards', chunks: [{ chunkId: 'cards#1', sectionPath: [], text: 'Card replacement: card replacement fee waived.' }] }));
    expect(await search()).toEqual(['cards#1', 'fees#1']);
    await ingest.upsertDocument(doc({ docId: 'cards', contentHash: 'internal', visibility: 'internal', chunks: [{ chunkId: 'cards#1', sectionPath: [], text: 'Card replacement: card replacement fee waived.' }] }));
    expect(await search()).toEqual(['fees#1']);
    await ingest.deleteDocument('demo-bank', 'fees');
    expect(await search()).toEqual([]);
    await ingest.close();
    await server.close();
  });

  it('groups chunks by their current document when another process reuses their rows for other documents', async () => {
    const file = join(dir, 'reused-rows.db');
    const server = await openSqliteKnowledgeBase({ file });
    const ingest = await openSqliteKnowledgeBase({ file });
    const chunk = (docId: string, n: number, text: string) => ({ chunkId: `${docId}#${n}`, sectionPath: [], text });
    const search = async (kb: typeof server) =>
      (await kb.search({ tenantId: 'demo-bank', query: 'dispute card payment', role: 'customer', limit: 3 })).map((p) => [p.chunkId, p.score]);
    await ingest.upsertDocument(doc({ docId: 'both', chunks: [chunk('both', 1, 'Dispute a card payment.'), chunk('both', 2, 'A card payment dispute takes 30 days.')] }));
    const together = await search(server);
    // the rows are deleted and written again for two documents: SQLite hands out the same row ids
    await ingest.deleteDocument('demo-bank', 'both');
    await ingest.upsertDocument(doc({ docId: 'first', chunks: [chunk('first', 1, 'Dispute a card payment.')] }));
    await ingest.upsertDocument(doc({ docId: 'second', chunks: [chunk('second', 1, 'A card payment dispute takes 30 days.')] }));
    const apart = await search(server);
    const fresh = await openSqliteKnowledgeBase({ file });
    expect(apart).toEqual(await search(fresh));
    // one document's two chunks lift each other; two documents' do not
    expect(apart.map(([, score]) => score)).not.toEqual(together.map(([, score]) => score));
    await fresh.close();
    await ingest.close();
    await server.close();
  });

  it('rejects a sibling weight outside 0..1', async () => {
    await expect(openSqliteKnowledgeBase({ file: ':memory:', siblingWeight: 2 })).rejects.toMatchObject({ code: 'CONFIG_INVALID' });
  });

  it('rejects duplicate chunk ids in one document', async () => {
    const kb = await openSqliteKnowledgeBase({ file: ':memory:' });
    const chunk = { chunkId: 'x#1', sectionPath: [], text: 'alpha' };
    await expect(kb.upsertDocument(doc({ docId: 'x', chunks: [chunk, chunk] }))).rejects.toMatchObject({ code: 'INVALID_INPUT' });
    await kb.close();
  });
});
