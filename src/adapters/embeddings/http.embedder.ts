// Embedding providers over HTTP: OpenAI and any OpenAI-compatible server (POST {base}/embeddings) and Ollama
// (POST {base}/api/embed). Texts go in batches; each batch is retried with backoff, behind one circuit breaker.
import { CircuitBreaker } from '../../agents/llm-kit/circuit-breaker.js';
import { EchoPilotError } from '../../domain/errors.js';
import type { Embedder } from '../../domain/knowledge.port.js';
import { errorMessageOf, httpCall, HttpUnavailableError, type HttpCallPolicy } from '../http/http-call.js';

export const EMBEDDING_PROVIDERS = ['openai', 'openai-compatible', 'ollama'] as const;
export type EmbeddingProvider = (typeof EMBEDDING_PROVIDERS)[number];

export interface HttpEmbedderOptions {
  provider: EmbeddingProvider;
  model: string;
  /** https://api.openai.com/v1, http://host:8000/v1 (OpenAI-compatible), http://127.0.0.1:11434 (Ollama). */
  baseUrl: string;
  apiKey?: string;
  /** Texts per request (default 64). */
  batchSize?: number;
  timeoutMs?: number;
  retries?: number;
  baseDelayMs?: number;
  breaker?: CircuitBreaker;
}

export class HttpEmbedder implements Embedder {
  readonly model: string;
  private readonly base: string;
  private readonly policy: HttpCallPolicy;

  constructor(private readonly options: HttpEmbedderOptions) {
    this.model = `${options.provider}:${options.model}`;
    this.base = options.baseUrl.replace(/\/+$/, '');
    this.policy = {
      timeoutMs: options.timeoutMs ?? 30_000, retries: options.retries ?? 2, baseDelayMs: options.baseDelayMs ?? 500,
      breaker: options.breaker ?? new CircuitBreaker({ failureThreshold: 3, resetAfterMs: 60_000 }),
    };
  }

  async embed(texts: string[]): Promise<number[][]> {
    const size = Math.max(1, this.options.batchSize ?? 64);
    const out: number[][] = [];
    for (let i = 0; i < texts.length; i += size) out.push(...(await this.batch(texts.slice(i, i + size))));
    return out;
  }

  private async batch(input: string[]): Promise<number[][]> {
    const ollama = this.options.provider === 'ollama';
    const url = ollama ? `${this.base}/api/embed` : `${this.base}/embeddings`;
    const headers: Record<string, string> = { 'content-type': 'application/json', ...(this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {}) };
    const body = JSON.stringify({ model: this.options.model, input });
    let answer;
    try {
      answer = await httpCall(this.policy, () => ({ method: 'POST', url, headers, body }));
    } catch (error) {
      if (error instanceof HttpUnavailableError) throw new EchoPilotError('UPSTREAM_UNAVAILABLE', `the embedding provider ${this.model} did not answer: ${error.message}`, { cause: error });
      throw error;
    }
    if (answer.status === 401 || answer.status === 403) {
      throw new EchoPilotError('CONFIG_INVALID', `the embedding provider ${this.model} refused the API key (${answer.status})`, { field: this.options.provider === 'openai' ? 'OPENAI_API_KEY' : 'ECHOPILOT_EMBEDDINGS_API_KEY' });
    }
    if (answer.status >= 400) throw new EchoPilotError('PROVIDER_FAILED', `the embedding provider ${this.model} answered ${answer.status}: ${errorMessageOf(answer)}`);
    const vectors = ollama ? ollamaVectors(answer.json) : openAiVectors(answer.json);
    if (!vectors || vectors.length !== input.length || vectors.some((v) => v.length === 0 || v.length !== vectors[0]?.length || v.some((x) => !Number.isFinite(x)))) {
      throw new EchoPilotError('PROVIDER_FAILED', `the embedding provider ${this.model} returned ${vectors?.length ?? 'no'} usable vectors for ${input.length} texts`);
    }
    return vectors;
  }
}

function openAiVectors(json: unknown): number[][] | null {
  const data = (json as { data?: { index?: unknown; embedding?: unknown }[] } | undefined)?.data;
  if (!Array.isArray(data)) return null;
  // Order by `index`: servers may answer out of order.
  const sorted = [...data].sort((a, b) => Number(a.index) - Number(b.index));
  return sorted.every((d) => Array.isArray(d.embedding)) ? sorted.map((d) => d.embedding as number[]) : null;
}

function ollamaVectors(json: unknown): number[][] | null {
  const embeddings = (json as { embeddings?: unknown } | undefined)?.embeddings;
  return Array.isArray(embeddings) && embeddings.every(Array.isArray) ? (embeddings as number[][]) : null;
}
