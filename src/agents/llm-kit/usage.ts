// Token usage of a model call and its estimated cost from a small price table (USD per million tokens).
import type { BaseMessage } from '@langchain/core/messages';

export interface Usage {
  inputTokens: number;
  outputTokens: number;
  costUsd: number;
}

/** Published list prices, USD per 1M input / output tokens; unknown and local models cost 0. */
export const PRICES_PER_MILLION: Readonly<Record<string, { input: number; output: number }>> = {
  'gpt-4.1': { input: 2, output: 8 },
  'gpt-4.1-mini': { input: 0.4, output: 1.6 },
  'gpt-4.1-nano': { input: 0.1, output: 0.4 },
  'gpt-4o': { input: 2.5, output: 10 },
  'gpt-4o-mini': { input: 0.15, output: 0.6 },
  'claude-sonnet-4': { input: 3, output: 15 },
  'claude-3-5-haiku': { input: 0.8, output: 4 },
  'claude-haiku-4-5': { input: 1, output: 5 },
  'gemini-2.5-flash': { input: 0.3, output: 2.5 },
  'gemini-2.5-pro': { input: 1.25, output: 10 },
  'gemini-2.0-flash': { input: 0.1, output: 0.4 },
};

/** The price entry whose name is the longest prefix of the model name ("gpt-4.1-mini-2025-04-14" → gpt-4.1-mini). */
function priceFor(model: string): { input: number; output: number } | undefined {
  let best: string | undefined;
  for (const name of Object.keys(PRICES_PER_MILLION)) {
    if (model.startsWith(name) && (best === undefined || name.length > best.length)) best = name;
  }
  return best === undefined ? undefined : PRICES_PER_MILLION[best];
}

export function estimateCostUsd(model: string, inputTokens: number, outputTokens: number): number {
  const price = priceFor(model);
  if (!price) return 0;
  return Math.round(((inputTokens * price.input + outputTokens * price.output) / 1_000_000) * 1e8) / 1e8;
}

export function zeroUsage(): Usage {
  return { inputTokens: 0, outputTokens: 0, costUsd: 0 };
}

export function addUsage(a: Usage, b: Usage): Usage {
  return {
    inputTokens: a.inputTokens + b.inputTokens,
    outputTokens: a.outputTokens + b.outputTokens,
    costUsd: Math.round((a.costUsd + b.costUsd) * 1e8) / 1e8,
  };
}

/** Usage reported on an AI message (`usage_metadata`), priced for the model; zero when the provider gave none. */
export function usageOf(message: BaseMessage | undefined, model: string): Usage {
  const meta = (message as { usage_metadata?: { input_tokens?: number; output_tokens?: number } } | undefined)?.usage_metadata;
  const inputTokens = meta?.input_tokens ?? 0;
  const outputTokens = meta?.output_tokens ?? 0;
  return { inputTokens, outputTokens, costUsd: estimateCostUsd(model, inputTokens, outputTokens) };
}
