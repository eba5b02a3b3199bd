// Runs the KnowledgeBase contract against PostgreSQL (a fresh random schema per test, dropped after), plus what only
// a shared database shows: two processes' handles see the same documents, and concurrent re-ingests stay atomic.
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgresKnowledgeBase } from '../../src/adapters/search/postgres-fts.knowledge.js';
import { doc, knowledgeContract } from '../contracts/knowledge.contract.js';
import { PG_URL, postgresProblem, schemaPool } from '../support/postgres.support.js';
import { whenServiceUnavailable } from '../support/services.support.js';
import { hashedBagOfWordsEmbedder } from './fake-embedder.js';

const problem = await postgresProblem();

describe('PostgreSQL knowledge base without a server', () => {
  it('refuses a schema name that is not lower-case letters, digits and underscores', async () => {
    await expect(openPostgresKnowledgeBase({ url: PG_URL, schema: 'x"; drop table y; --' })).rejects.toMatchObject({ code: 'CONFIG_INVALID', field: 'schema' });
  });

  it('fails to open with a typed error naming what to check when nothing listens at the URL', async () => {
    await expect(openPostgresKnowledgeBase({ url: 'postgres://postgres@127.0.0.1:1/none' })).rejects.toMatchObject({
      code: 'INTERNAL',
      message: expect.stringContaining('cannot open the PostgreSQL knowledge base'),
    });
  });
});

if (problem === null) {
  const schemas = schemaPool('echopilot_kb_test');
  afterAll(() => schemas.dropAll());
  const open = (schema = schemas.next()) => openPostgresKnowledgeBase({ url: PG_URL, schema, maxConnections: 3 });

  knowledgeContract('postgres-fts (BM25 in SQL)', () => open());

  describe('postgres knowledge base', () => {
    const chunk = (id: string, text: string) => ({ chunkId: id, sectionPath: ['Section'], text });

    it('shows a document ingested by one handle to another handle on the same database (another process)', async () => {
      const schema = schemas.next();
      const [writer, reader] = [await open(schema), await open(schema)];
      await writer.upsertDocument(doc({ docId: 'cards', chunks: [chunk('cards#1', 'Block a lost debit card from the app.')] }));
      const [hit] = await reader.search({ tenantId: 'demo-bank', query: 'lost card', role: 'customer', limit: 3 });
      expect(hit?.chunkId).toBe('cards#1');
      expect((await reader.listDocuments('demo-bank')).map((d) => d.docId)).toEqual(['cards']);
      await writer.close();
      await reader.close();
    });

    it('keeps one whole version when two handles re-ingest the same document at once', async () => {
      const schema = schemas.next();
      const [a, b] = [await open(schema), await open(schema)];
      const version = (n: number) =>
        doc({ docId: 'fees', contentHash: `v${n}`, chunks: Array.from({ length: 5 }, (_, i) => chunk(`fees#${i}`, `Fee schedule version${n} item ${i}.`)) });
      const results = await Promise.all([1, 2, 3, 4].map((n) => (n % 2 === 0 ? a : b).upsertDocument(version(n))));
      expect(results.map((r) => r.status).sort()).toEqual(['inserted', 'replaced', 'replaced', 'replaced']);
      const passages = await a.search({ tenantId: 'demo-bank', query: 'fee schedule item', role: 'customer', limit: 20 });
      expect(passages).toHaveLength(5);
      expect(new Set(passages.map((p) => /version(\d)/.exec(p.text)?.[1])).size).toBe(1);
      const [listed] = await a.listDocuments('demo-bank');
      expect(listed?.chunkCount).toBe(5);
      await a.close();
      await b.close();
    });

    it('ranks a document matching in two sections above one whose single chunk matches slightly better', async () => {
      const kb = await open();
      await kb.upsertDocument(doc({ docId: 'once', chunks: [
        { chunkId: 'once#1', sectionPath: ['Waivers'], text: 'Overdraft fee waiver for students.' },
        { chunkId: 'once#2', sectionPath: ['Hours'], text: 'Branches open at nine on weekdays.' },
      ] }));
      await kb.upsertDocument(doc({ docId: 'twice', chunks: [
        { chunkId: 'twice#1', sectionPath: ['Waivers'], text: 'Overdraft fee waiver for students and for new account holders.' },
        { chunkId: 'twice#2', sectionPath: ['Requests'], text: 'Ask for an overdraft fee waiver in the app or at any branch counter.' },
      ] }));
      const passages = await kb.search({ tenantId: 'demo-bank', query: 'overdraft fee waiver', role: 'customer', limit: 3 });
      expect(passages.map((p) => p.chunkId)).toEqual(['twice#1', 'twice#2', 'once#1']);
      await kb.close();
    });

    it('falls back to keyword search when the server has no pgvector extension, and says so', async () => {
      const kb = await openPostgresKnowledgeBase({ url: PG_URL, schema: schemas.next(), embedder: hashedBagOfWordsEmbedder() });
      const client = await import('pg').then((m) => new m.default.Client({ connectionString: PG_URL }));
      await client.connect();
      const available = (await client.query("select 1 from pg_available_extensions where name = 'vector'")).rowCount === 1;
      await client.end();
      expect(kb.hybrid).toBe(available);
      await kb.upsertDocument(doc({ docId: 'cards', chunks: [chunk('cards#1', 'Block a lost card.')] }));
      const [hit] = await kb.search({ tenantId: 'demo-bank', query: 'lost card', role: 'customer', limit: 3 });
      expect(hit?.chunkId).toBe('cards#1');
      await kb.close();
    });

    it('rejects duplicate chunk ids in one document and stores nothing', async () => {
      const kb = await open();
      const c = chunk('x#1', 'alpha');
      await expect(kb.upsertDocument(doc({ docId: 'x', chunks: [c, c] }))).rejects.toMatchObject({ code: 'INVALID_INPUT', field: 'chunks' });
      expect(await kb.listDocuments('demo-bank')).toEqual([]);
      await kb.close();
    });
  });
} else {
  whenServiceUnavailable('KnowledgeBase contract: PostgreSQL', `PostgreSQL at ${PG_URL}`, problem);
}
