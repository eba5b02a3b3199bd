// A scripted embedding server on 127.0.0.1 for tests and the bench: OpenAI-style POST /v1/embeddings and Ollama-style
// POST /api/embed, answering with deterministic hashed bag-of-words vectors; records batch sizes; faults on demand.
import { hashedBagOfWordsEmbedder } from '../kb/fake-embedder.js';
import { JsonHttpFake, type FakeReply, type FakeRequest } from './json-http.fake.js';

export class EmbeddingFake extends JsonHttpFake {
  readonly batches: number[] = [];
  private readonly vectors = hashedBagOfWordsEmbedder(64);

  constructor(readonly apiKey: string | null = null, private readonly options: { shuffle?: boolean } = {}) {
    super((request) => this.route(request));
  }

  private async route(r: FakeRequest): Promise<FakeReply> {
    if (this.apiKey !== null && r.headers.authorization !== `Bearer ${this.apiKey}`) return { status: 401, json: { error: { message: 'invalid api key' } } };
    const body = JSON.parse(r.body || '{}') as { model?: unknown; input?: unknown };
    const input = typeof body.input === 'string' ? [body.input] : body.input;
    if (typeof body.model !== 'string' || !Array.isArray(input) || input.some((t) => typeof t !== 'string')) return { status: 400, json: { error: { message: 'model and input are required' } } };
    this.batches.push(input.length);
    const vectors = await this.vectors.embed(input as string[]);
    if (r.method === 'POST' && r.path === '/api/embed') return { status: 200, json: { model: body.model, embeddings: vectors } };
    if (r.method === 'POST' && r.path === '/v1/embeddings') {
      const data = vectors.map((embedding, index) => ({ object: 'embedding', index, embedding }));
      return { status: 200, json: { object: 'list', model: body.model, data: this.options.shuffle ? data.reverse() : data } };
    }
    return { status: 404, json: { error: { message: `no route ${r.path}` } } };
  }
}
