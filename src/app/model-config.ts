// Which backend each agent runs on (offline or a chat model), parsed once from the environment and the tenant YAML.
import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { z } from 'zod';
import { BreakerRegistry } from '../agents/llm-kit/circuit-breaker.js';
import { createChatModel } from '../adapters/llm/chat-model.factory.js';
import { breakerKey, describeModelSpec, PROVIDERS, type ModelSpec, type Provider } from '../adapters/llm/model-spec.js';
import { ModelRunner } from '../agents/llm-kit/model-runner.js';
import type { RetryPolicy } from '../agents/llm-kit/retry.js';
import { EchoPilotError } from '../domain/errors.js';
import type { Agents } from '../agents/ports.js';
import { LlmIntentClassifier } from '../agents/gather/llm/llm-intent.classifier.js';
import { LlmQueryAnswerer } from '../agents/gather/llm/llm-query.answerer.js';
import { LlmReportWriter } from '../agents/report/llm/llm-report.writer.js';
import { LlmClaimVerifier } from '../agents/verify/llm/llm-claim.verifier.js';
import { LlmReplyWriter } from '../agents/respond/llm/llm-reply.writer.js';
import { cascadeClassifier } from '../agents/resilient/cascade.classifier.js';
import {
  answererWithFallback, classifierWithFallback, replierWithFallback, reporterWithFallback, verifierWithFallback, type FallbackOptions,
} from '../agents/resilient/with-fallback.js';

export const AGENT_KEYS = ['intent', 'report', 'verify', 'reply', 'answer'] as const;
export type AgentKey = (typeof AGENT_KEYS)[number];

export type ModelChoice = { kind: 'offline' } | { kind: 'model'; spec: ModelSpec; label: string };

export interface ModelConfig {
  agents: Record<AgentKey, ModelChoice>;
  cascade: boolean;
  cascadeThreshold: number;
  timeoutMs: number;
  retries: number;
  /** Verifier tool rounds before its decision is forced. */
  maxToolRounds: number;
  /** Stream text and tool-call replies from the provider. */
  stream: boolean;
  /** The report model reads images the customer attached (a multimodal model): they are sent with its prompt. */
  images: boolean;
}

const onOff = z.enum(['on', 'off', 'true', 'false', '1', '0']).transform((v) => v === 'on' || v === 'true' || v === '1');

const envSchema = z.object({
  ECHOPILOT_MODEL: z.string().min(1).optional(),
  ECHOPILOT_MODEL_INTENT: z.string().min(1).optional(),
  ECHOPILOT_MODEL_REPORT: z.string().min(1).optional(),
  ECHOPILOT_MODEL_VERIFY: z.string().min(1).optional(),
  ECHOPILOT_MODEL_REPLY: z.string().min(1).optional(),
  ECHOPILOT_MODEL_ANSWER: z.string().min(1).optional(),
  ECHOPILOT_MODEL_BASE_URL: z.url().optional(),
  ECHOPILOT_MODEL_API_KEY: z.string().min(1).optional(),
  ECHOPILOT_MODEL_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  ECHOPILOT_MODEL_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  ECHOPILOT_MODEL_STREAM: onOff.default(false),
  ECHOPILOT_MODEL_IMAGES: onOff.default(false),
  ECHOPILOT_VERIFY_TOOL_ROUNDS: z.coerce.number().int().min(1).max(5).default(1),
  ECHOPILOT_CASCADE: onOff.default(false),
  ECHOPILOT_CASCADE_THRESHOLD: z.coerce.number().min(0).max(1).default(0.85),
  OPENAI_API_KEY: z.string().min(1).optional(),
  ANTHROPIC_API_KEY: z.string().min(1).optional(),
  GOOGLE_API_KEY: z.string().min(1).optional(),
});
type Env = z.infer<typeof envSchema>;

const PROVIDER_ALIASES: Record<string, Provider> = {
  openai: 'openai', anthropic: 'anthropic', google: 'google', 'google-genai': 'google', gemini: 'google', ollama: 'ollama',
  'openai-compatible': 'openai-compatible', compatible: 'openai-compatible',
};

const KEY_VARIABLE: Partial<Record<Provider, 'OPENAI_API_KEY' | 'ANTHROPIC_API_KEY' | 'GOOGLE_API_KEY'>> = {
  openai: 'OPENAI_API_KEY', anthropic: 'ANTHROPIC_API_KEY', google: 'GOOGLE_API_KEY',
};

/** "offline" or "provider:model" (the model name may itself hold colons, e.g. "ollama:llama3.1:8b"). */
function parseChoice(value: string, source: string, env: Env, timeoutMs: number): ModelChoice {
  const text = value.trim();
  if (text.toLowerCase() === 'offline') return { kind: 'offline' };
  const colon = text.indexOf(':');
  const provider = colon > 0 ? PROVIDER_ALIASES[text.slice(0, colon).toLowerCase()] : undefined;
  const model = colon > 0 ? text.slice(colon + 1).trim() : '';
  if (!provider || model === '') {
    throw new EchoPilotError('CONFIG_INVALID', `${source}: "${text}" is not "offline" or "<provider>:<model>" (providers: ${PROVIDERS.join(', ')})`, { field: source });
  }
  const keyVariable = KEY_VARIABLE[provider];
  const apiKey = keyVariable ? env[keyVariable] : provider === 'openai-compatible' ? env.ECHOPILOT_MODEL_API_KEY : undefined;
  if (keyVariable && !apiKey) {
    throw new EchoPilotError('CONFIG_INVALID', `${source} uses ${provider} but ${keyVariable} is not set`, { field: keyVariable, hint: `export ${keyVariable}=… or choose another model` });
  }
  const baseUrl = provider === 'openai-compatible' || provider === 'ollama' ? env.ECHOPILOT_MODEL_BASE_URL : undefined;
  if (provider === 'openai-compatible' && !baseUrl) {
    throw new EchoPilotError('CONFIG_INVALID', `${source} uses an openai-compatible server but ECHOPILOT_MODEL_BASE_URL is not set`, { field: 'ECHOPILOT_MODEL_BASE_URL' });
  }
  const spec: ModelSpec = { provider, model, temperature: 0, timeoutMs, ...(baseUrl ? { baseUrl } : {}), ...(apiKey ? { apiKey } : {}) };
  return { kind: 'model', spec, label: describeModelSpec(spec) };
}

/**
 * Precedence per agent: ECHOPILOT_MODEL_<AGENT>, then the tenant's `models.<agent>`, then ECHOPILOT_MODEL, then the
 * tenant's `models.default`, then offline. Errors name the variable or key, never a key's value.
 */
export function parseModelConfig(env: NodeJS.ProcessEnv = process.env, tenantModels: Record<string, string> = {}): ModelConfig {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = issue?.path.join('.') ?? 'environment';
    throw new EchoPilotError('CONFIG_INVALID', `${variable}: ${issue?.message ?? 'invalid'}`, { field: variable });
  }
  const e = parsed.data;
  for (const key of Object.keys(tenantModels)) {
    if (key !== 'default' && !(AGENT_KEYS as readonly string[]).includes(key)) {
      throw new EchoPilotError('CONFIG_INVALID', `models.${key}: unknown agent (use default, ${AGENT_KEYS.join(', ')})`, { field: `models.${key}` });
    }
  }
  const perAgentEnv: Record<AgentKey, string | undefined> = {
    intent: e.ECHOPILOT_MODEL_INTENT, report: e.ECHOPILOT_MODEL_REPORT, verify: e.ECHOPILOT_MODEL_VERIFY, reply: e.ECHOPILOT_MODEL_REPLY, answer: e.ECHOPILOT_MODEL_ANSWER,
  };
  const pick = (agent: AgentKey): ModelChoice => {
    const candidates: [string | undefined, string][] = [
      [perAgentEnv[agent], `ECHOPILOT_MODEL_${agent.toUpperCase()}`],
      [tenantModels[agent], `models.${agent}`],
      [e.ECHOPILOT_MODEL, 'ECHOPILOT_MODEL'],
      [tenantModels.default, 'models.default'],
    ];
    const found = candidates.find(([value]) => value !== undefined);
    return found ? parseChoice(found[0] as string, found[1], e, e.ECHOPILOT_MODEL_TIMEOUT_MS) : { kind: 'offline' };
  };
  const agents = Object.fromEntries(AGENT_KEYS.map((agent) => [agent, pick(agent)])) as Record<AgentKey, ModelChoice>;
  return {
    agents,
    cascade: e.ECHOPILOT_CASCADE,
    cascadeThreshold: e.ECHOPILOT_CASCADE_THRESHOLD,
    timeoutMs: e.ECHOPILOT_MODEL_TIMEOUT_MS,
    retries: e.ECHOPILOT_MODEL_RETRIES,
    maxToolRounds: e.ECHOPILOT_VERIFY_TOOL_ROUNDS,
    stream: e.ECHOPILOT_MODEL_STREAM,
    images: e.ECHOPILOT_MODEL_IMAGES,
  };
}

/** Printable: "intent=offline verify=openai:gpt-4.1-mini …"; keys never appear. */
export function describeModelConfig(config: ModelConfig): string {
  const agents = AGENT_KEYS.map((a) => {
    const choice = config.agents[a];
    return `${a}=${choice.kind === 'offline' ? 'offline' : choice.label}`;
  });
  return `${agents.join(' ')} cascade=${config.cascade ? 'on' : 'off'}`;
}

export interface BuildAgentsDeps {
  /** Chat model per spec (default: the provider factory); tests pass fakes. */
  createModel?: (spec: ModelSpec) => BaseChatModel;
  /** Circuit breakers, one per provider endpoint; share one registry per process. */
  breakers?: BreakerRegistry;
  retry?: Partial<RetryPolicy>;
  onFallback?: FallbackOptions['onFallback'];
}

/** The agents a graph runs with: per agent the model-backed port behind breaker + fallback, or the offline one. */
export function buildAgents(config: ModelConfig, offline: Agents, deps: BuildAgentsDeps = {}): Agents {
  const createModel = deps.createModel ?? createChatModel;
  const breakers = deps.breakers ?? new BreakerRegistry();
  const runner = (choice: Extract<ModelChoice, { kind: 'model' }>): ModelRunner =>
    new ModelRunner({
      model: createModel(choice.spec),
      modelName: choice.spec.model,
      label: choice.label,
      timeoutMs: config.timeoutMs,
      retry: { retries: config.retries, ...deps.retry },
      stream: config.stream,
    });
  const options = (choice: Extract<ModelChoice, { kind: 'model' }>): FallbackOptions => ({
    breaker: breakers.get(breakerKey(choice.spec)),
    label: choice.label,
    ...(deps.onFallback ? { onFallback: deps.onFallback } : {}),
  });
  const { intent, report, verify, reply, answer } = config.agents;
  return {
    classifier:
      intent.kind === 'offline'
        ? offline.classifier
        : config.cascade
          ? cascadeClassifier(offline.classifier, new LlmIntentClassifier(runner(intent)), { ...options(intent), threshold: config.cascadeThreshold })
          : classifierWithFallback(new LlmIntentClassifier(runner(intent)), offline.classifier, options(intent)),
    reporter: report.kind === 'offline' ? offline.reporter : reporterWithFallback(new LlmReportWriter(runner(report), { images: config.images }), offline.reporter, options(report)),
    // Two model instances: tools bound on one, structured output on the other (they conflict on one model).
    verifier:
      verify.kind === 'offline'
        ? offline.verifier
        : verifierWithFallback(new LlmClaimVerifier(runner(verify), runner(verify), { maxToolRounds: config.maxToolRounds }), offline.verifier, options(verify)),
    answerer: answer.kind === 'offline' ? offline.answerer : answererWithFallback(new LlmQueryAnswerer(runner(answer)), offline.answerer, options(answer)),
    replier: reply.kind === 'offline' ? offline.replier : replierWithFallback(new LlmReplyWriter(runner(reply), offline.replier), offline.replier, options(reply)),
  };
}
