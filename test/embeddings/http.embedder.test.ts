// Embedding providers against a scripted embedding server: the contract for the OpenAI and Ollama wire formats,
// batching, retries, the breaker, and hybrid search refusing a knowledge base embedded with another model.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpEmbedder } from '../../src/adapters/embeddings/http.embedder.js';
import { openSqliteKnowledgeBase } from '../../src/adapters/search/sqlite-fts.knowledge.js';
import { embedderFromEnv } from '../../src/app/integrations.js';
import { embedderContract } from '../contracts/embedder.contract.js';
import { EmbeddingFake } from '../support/embedding.fake.js';
import { hashedBagOfWordsEmbedder } from '../kb/fake-embedder.js';

const quick = { timeoutMs: 500, retries: 2, baseDelayMs: 1 };

embedderContract('in-process hashed bag of words (test reference)', async () => ({ embedder: hashedBagOfWordsEmbedder(64), close: async () => undefined }));

embedderContract('OpenAI-compatible HTTP (answers out of order)', async () => {
  const fake = await new EmbeddingFake('sk-test', { shuffle: true }).start();
  return { embedder: new HttpEmbedder({ provider: 'openai-compatible', model: 'bge-small', baseUrl: `${fake.url}/v1`, apiKey: 'sk-test', batchSize: 32, ...quick }), close: () => fake.close() };
});

embedderContract('Ollama HTTP', async () => {
  const fake = await new EmbeddingFake().start();
  return { embedder: new HttpEmbedder({ provider: 'ollama', model: 'nomic-embed-text', baseUrl: fake.url, ...quick }), close: () => fake.close() };
});

describe('HTTP embedder', () => {
  let fake: EmbeddingFake;
  const dirs: string[] = [];
  afterEach(async () => {
    await fake.close();
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  it('sends texts in batches and retries a failed batch', async () => {
    fake = await new EmbeddingFake().start();
    const embedder = new HttpEmbedder({ provider: 'openai-compatible', model: 'm', baseUrl: `${fake.url}/v1`, batchSize: 10, ...quick });
    fake.failNext(1, { kind: 'status', status: 503 });
    expect(await embedder.embed(Array.from({ length: 25 }, (_, i) => `text ${i}`))).toHaveLength(25);
    expect(fake.batches).toEqual([10, 10, 5]);
  });

  it('is UPSTREAM_UNAVAILABLE when the provider is down, then stops calling it (breaker)', async () => {
    fake = await new EmbeddingFake().start();
    const embedder = new HttpEmbedder({ provider: 'ollama', model: 'm', baseUrl: fake.url, ...quick, retries: 0 });
    fake.setDown(true);
    for (let i = 0; i < 3; i += 1) await expect(embedder.embed(['x'])).rejects.toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
    const calls = fake.requests.length;
    await expect(embedder.embed(['x'])).rejects.toMatchObject({ message: expect.stringContaining('circuit breaker is open') });
    expect(fake.requests.length).toBe(calls);
  });

  it('turns on hybrid search by configuration and refuses to reuse the index with another model', async () => {
    fake = await new EmbeddingFake().start();
    const dir = mkdtempSync(join(tmpdir(), 'echopilot-embed-'));
    dirs.push(dir);
    const file = join(dir, 'kb.db');
    const env = { ECHOPILOT_EMBEDDINGS: 'ollama:nomic-embed-text', ECHOPILOT_EMBEDDINGS_BASE_URL: fake.url };
    const kb = await openSqliteKnowledgeBase({ file, embedder: embedderFromEnv(env) as HttpEmbedder });
    await kb.upsertDocument({
      tenantId: 't', docId: 'atm', title: 'ATM failures', sourcePath: 'atm.md', contentHash: 'h1', version: '', effectiveDate: '', visibility: 'customer', roles: [],
      chunks: [{ chunkId: 'atm#1', sectionPath: ['Compensation'], text: 'A failed ATM withdrawal is reversed within five days, else compensation is paid.' }],
    });
    const hits = await kb.search({ tenantId: 't', query: 'compensation for failed ATM withdrawal', role: 'customer', limit: 3 });
    expect(hits[0]?.docId).toBe('atm');
    expect(fake.batches.length).toBeGreaterThanOrEqual(2); // the chunk, then the query
    await kb.close();
    await expect(openSqliteKnowledgeBase({ file, embedder: embedderFromEnv({ ...env, ECHOPILOT_EMBEDDINGS: 'ollama:mxbai-embed-large' }) as HttpEmbedder }))
      .rejects.toMatchObject({ code: 'CONFIG_INVALID', field: 'ECHOPILOT_EMBEDDINGS', message: expect.stringContaining('ollama:nomic-embed-text') });
  });

  it('reads ECHOPILOT_EMBEDDINGS and names what is missing', () => {
    expect(embedderFromEnv({})).toBeUndefined();
    expect(embedderFromEnv({ ECHOPILOT_EMBEDDINGS: 'openai:text-embedding-3-small', OPENAI_API_KEY: 'k' })?.model).toBe('openai:text-embedding-3-small');
    expect(() => embedderFromEnv({ ECHOPILOT_EMBEDDINGS: 'openai:text-embedding-3-small' })).toThrow(expect.objectContaining({ field: 'OPENAI_API_KEY' }));
    expect(() => embedderFromEnv({ ECHOPILOT_EMBEDDINGS: 'openai-compatible:bge' })).toThrow(expect.objectContaining({ field: 'ECHOPILOT_EMBEDDINGS_BASE_URL' }));
    expect(() => embedderFromEnv({ ECHOPILOT_EMBEDDINGS: 'word2vec' })).toThrow(expect.objectContaining({ field: 'ECHOPILOT_EMBEDDINGS' }));
    expect(() => embedderFromEnv({ ECHOPILOT_EMBEDDINGS: 'ollama:m', ECHOPILOT_EMBEDDINGS_BATCH: '0' })).toThrow(expect.objectContaining({ field: 'ECHOPILOT_EMBEDDINGS_BATCH' }));
  });
});
