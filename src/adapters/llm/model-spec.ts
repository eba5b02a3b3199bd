// What a chat model is: provider, model name, endpoint, key and call limits (no vendor types here).

export const PROVIDERS = ['openai', 'anthropic', 'google', 'ollama', 'openai-compatible'] as const;
export type Provider = (typeof PROVIDERS)[number];

export interface ModelSpec {
  provider: Provider;
  model: string;
  /** Endpoint override: required for `openai-compatible`, optional for the others (e.g. a local Ollama). */
  baseUrl?: string;
  /** Never logged: use `describeModelSpec` for anything printed. */
  apiKey?: string;
  /** Per-call timeout in milliseconds. */
  timeoutMs?: number;
  temperature: 0;
}

/** "openai:gpt-4.1-mini" (base URL host included for compatible servers); never contains the key. */
export function describeModelSpec(spec: Pick<ModelSpec, 'provider' | 'model' | 'baseUrl'>): string {
  const base = spec.provider === 'openai-compatible' && spec.baseUrl ? `@${new URL(spec.baseUrl).host}` : '';
  return `${spec.provider}:${spec.model}${base}`;
}

/** One circuit breaker per provider endpoint. */
export function breakerKey(spec: Pick<ModelSpec, 'provider' | 'baseUrl'>): string {
  return `${spec.provider}|${spec.baseUrl ?? 'default'}`;
}
