// Builds a LangChain chat model for a provider spec: the only module that imports vendor SDKs.
import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { ChatAnthropic } from '@langchain/anthropic';
import { ChatGoogleGenerativeAI } from '@langchain/google-genai';
import { ChatOllama } from '@langchain/ollama';
import { ChatOpenAI } from '@langchain/openai';
import { EchoPilotError } from '../../domain/errors.js';
import type { ModelSpec } from './model-spec.js';

const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * A chat model at temperature 0 with the SDK's own retries off: retries, timeouts and the circuit breaker are
 * ours (model-runner, circuit-breaker), so that a failure is counted once and a fallback happens on time.
 * Streaming is done by the runner with `.stream()`: the `streaming: true` constructor flag makes ChatOpenAI's
 * `invoke` estimate tokens with tiktoken, which downloads its encoding from the internet (hangs offline).
 */
export function createChatModel(spec: ModelSpec): BaseChatModel {
  const timeout = spec.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  switch (spec.provider) {
    case 'openai':
    case 'openai-compatible': {
      if (spec.provider === 'openai-compatible' && !spec.baseUrl) {
        throw new EchoPilotError('CONFIG_INVALID', 'an openai-compatible model needs a base URL (ECHOPILOT_MODEL_BASE_URL)', {
          field: 'ECHOPILOT_MODEL_BASE_URL',
        });
      }
      return new ChatOpenAI({
        model: spec.model,
        temperature: 0,
        apiKey: spec.apiKey ?? (spec.provider === 'openai-compatible' ? 'not-needed' : undefined),
        timeout,
        maxRetries: 0,
        streamUsage: true,
        useResponsesApi: false,
        configuration: spec.baseUrl ? { baseURL: spec.baseUrl } : {},
      });
    }
    case 'anthropic':
      return new ChatAnthropic({
        model: spec.model,
        temperature: 0,
        apiKey: spec.apiKey,
        maxRetries: 0,
        ...(spec.baseUrl ? { anthropicApiUrl: spec.baseUrl } : {}),
        clientOptions: { timeout },
      });
    case 'google':
      return new ChatGoogleGenerativeAI({
        model: spec.model,
        temperature: 0,
        apiKey: spec.apiKey,
        maxRetries: 0,
        ...(spec.baseUrl ? { baseUrl: spec.baseUrl } : {}),
      });
    case 'ollama':
      return new ChatOllama({
        model: spec.model,
        temperature: 0,
        maxRetries: 0,
        ...(spec.baseUrl ? { baseUrl: spec.baseUrl } : {}),
      });
  }
}
