// The real systems behind the ports, chosen from the environment and checked at start: each integration is off
// until its URL is set, and a URL without its credentials stops start-up with an error naming the missing variable.
import { EchoPilotError } from '../domain/errors.js';
import type { RefundGateway } from '../domain/payments.port.js';
import { HttpRefundGateway } from '../adapters/payments/http.refund-gateway.js';
import { LedgerRefundGateway } from '../adapters/payments/ledger.refund-gateway.js';
import { JiraTicketTracker } from '../adapters/ticketing/jira.ticket-tracker.js';
import type { Store } from '../domain/store.port.js';
import { TicketSyncer } from './ticket-sync.js';
import { BreakerRegistry } from '../agents/llm-kit/circuit-breaker.js';
import type { CustomerDataSource } from '../domain/customer-data.port.js';
import { CUSTOMER_ENDPOINTS, HttpCustomerData } from '../adapters/customer-data/http.customer-data.js';
import { StoreCustomerData } from '../adapters/customer-data/store.customer-data.js';
import type { Embedder } from '../domain/knowledge.port.js';
import { EMBEDDING_PROVIDERS, HttpEmbedder, type EmbeddingProvider } from '../adapters/embeddings/http.embedder.js';

type Env = NodeJS.ProcessEnv;

const value = (env: Env, name: string): string | undefined => {
  const v = env[name]?.trim();
  return v === undefined || v === '' ? undefined : v;
};

/** The variables an integration needs once `urlVariable` is set; CONFIG_INVALID naming the first missing one. */
export function requireWith(env: Env, urlVariable: string, required: readonly string[]): Record<string, string> {
  const url = value(env, urlVariable);
  if (url === undefined) return {};
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('not http(s)');
  } catch {
    throw new EchoPilotError('CONFIG_INVALID', `${urlVariable}: not an http(s) URL: ${url}`, { field: urlVariable });
  }
  const out: Record<string, string> = { [urlVariable]: url };
  for (const name of required) {
    const v = value(env, name);
    if (v === undefined) {
      throw new EchoPilotError('CONFIG_INVALID', `${urlVariable} is set but ${name} is not`, { field: name, hint: `set ${name}, or unset ${urlVariable} to use the embedded default` });
    }
    out[name] = v;
  }
  return out;
}

/** A positive whole number of milliseconds from `name`, or the default. */
export function millis(env: Env, name: string, fallback: number): number {
  const v = value(env, name);
  if (v === undefined) return fallback;
  const n = Number(v);
  if (!Number.isSafeInteger(n) || n < 1 || n > 600_000) throw new EchoPilotError('CONFIG_INVALID', `${name}: expected milliseconds between 1 and 600000, got ${v}`, { field: name });
  return n;
}

/** ECHOPILOT_REFUND_URL + ECHOPILOT_REFUND_SECRET: the bank's payments API; otherwise the embedded ledger. */
export function refundGatewayFromEnv(env: Env = process.env): RefundGateway {
  const vars = requireWith(env, 'ECHOPILOT_REFUND_URL', ['ECHOPILOT_REFUND_SECRET']);
  const url = vars.ECHOPILOT_REFUND_URL;
  const secret = vars.ECHOPILOT_REFUND_SECRET;
  if (url === undefined || secret === undefined) return new LedgerRefundGateway();
  return new HttpRefundGateway({ url, secret, timeoutMs: millis(env, 'ECHOPILOT_REFUND_TIMEOUT_MS', 10_000) });
}

/** `intent:Type,intent:Type` (e.g. complaint:Bug,service_request:Task) → a map; CONFIG_INVALID naming the variable. */
function issueTypes(env: Env, name: string): Record<string, string> | undefined {
  const v = value(env, name);
  if (v === undefined) return undefined;
  const out: Record<string, string> = {};
  for (const pair of v.split(',')) {
    const [intent, type] = pair.split(':').map((s) => s.trim());
    if (!intent || !type) throw new EchoPilotError('CONFIG_INVALID', `${name}: expected intent:IssueType pairs separated by commas, got "${pair}"`, { field: name });
    out[intent] = type;
  }
  return out;
}

/** ECHOPILOT_JIRA_URL (+ _EMAIL, _API_TOKEN, _PROJECT): the ticket outbox's syncer to Jira Cloud; null when unset. */
export function ticketSyncerFromEnv(store: Store, env: Env = process.env): { syncer: TicketSyncer; intervalMs: number } | null {
  const vars = requireWith(env, 'ECHOPILOT_JIRA_URL', ['ECHOPILOT_JIRA_EMAIL', 'ECHOPILOT_JIRA_API_TOKEN', 'ECHOPILOT_JIRA_PROJECT']);
  const { ECHOPILOT_JIRA_URL: url, ECHOPILOT_JIRA_EMAIL: email, ECHOPILOT_JIRA_API_TOKEN: apiToken, ECHOPILOT_JIRA_PROJECT: project } = vars;
  if (!url || !email || !apiToken || !project) return null;
  const types = issueTypes(env, 'ECHOPILOT_JIRA_ISSUE_TYPES');
  const tracker = new JiraTicketTracker({ url, email, apiToken, project, ...(types ? { issueTypes: types } : {}), timeoutMs: millis(env, 'ECHOPILOT_JIRA_TIMEOUT_MS', 10_000) });
  return { syncer: new TicketSyncer(store, tracker), intervalMs: millis(env, 'ECHOPILOT_TICKET_SYNC_INTERVAL_MS', 30_000) };
}

/** One set of breakers per process for the customer API's endpoints. */
const customerDataBreakers = new BreakerRegistry({ failureThreshold: 3, resetAfterMs: 30_000 });

/** ECHOPILOT_CUSTOMER_DATA_URL + _TOKEN: the bank's customer API (read live); otherwise the records in the store. */
export function customerDataFromEnv(store: Store, env: Env = process.env): CustomerDataSource {
  const { ECHOPILOT_CUSTOMER_DATA_URL: url, ECHOPILOT_CUSTOMER_DATA_TOKEN: token } = requireWith(env, 'ECHOPILOT_CUSTOMER_DATA_URL', ['ECHOPILOT_CUSTOMER_DATA_TOKEN']);
  if (!url || !token) return new StoreCustomerData(store);
  const timeout = value(env, 'ECHOPILOT_CUSTOMER_DATA_TIMEOUT_MS') === undefined ? undefined : millis(env, 'ECHOPILOT_CUSTOMER_DATA_TIMEOUT_MS', 0);
  const timeoutsMs = timeout === undefined ? undefined : Object.fromEntries(CUSTOMER_ENDPOINTS.map((e) => [e, timeout]));
  return new HttpCustomerData({ url, token, breakers: customerDataBreakers, ...(timeoutsMs ? { timeoutsMs } : {}) });
}

/**
 * ECHOPILOT_EMBEDDINGS=provider:model (openai, ollama, openai-compatible) turns on hybrid knowledge-base search;
 * ECHOPILOT_EMBEDDINGS_BASE_URL (required for openai-compatible), OPENAI_API_KEY or ECHOPILOT_EMBEDDINGS_API_KEY.
 */
export function embedderFromEnv(env: Env = process.env): Embedder | undefined {
  const spec = value(env, 'ECHOPILOT_EMBEDDINGS');
  if (spec === undefined || spec === 'off') return undefined;
  const at = spec.indexOf(':');
  const provider = spec.slice(0, at) as EmbeddingProvider;
  const model = spec.slice(at + 1);
  if (at < 1 || model === '' || !EMBEDDING_PROVIDERS.includes(provider)) {
    throw new EchoPilotError('CONFIG_INVALID', `ECHOPILOT_EMBEDDINGS: expected provider:model with provider one of ${EMBEDDING_PROVIDERS.join(', ')}, got "${spec}"`, { field: 'ECHOPILOT_EMBEDDINGS', hint: 'e.g. openai:text-embedding-3-small or ollama:nomic-embed-text' });
  }
  const baseUrl = value(env, 'ECHOPILOT_EMBEDDINGS_BASE_URL')
    ?? { openai: 'https://api.openai.com/v1', ollama: value(env, 'OLLAMA_BASE_URL') ?? 'http://127.0.0.1:11434', 'openai-compatible': undefined }[provider];
  if (baseUrl === undefined) throw new EchoPilotError('CONFIG_INVALID', 'ECHOPILOT_EMBEDDINGS names openai-compatible but ECHOPILOT_EMBEDDINGS_BASE_URL is not set', { field: 'ECHOPILOT_EMBEDDINGS_BASE_URL', hint: 'e.g. http://127.0.0.1:8000/v1' });
  const apiKey = value(env, 'ECHOPILOT_EMBEDDINGS_API_KEY') ?? (provider === 'openai' ? value(env, 'OPENAI_API_KEY') : undefined);
  if (provider === 'openai' && apiKey === undefined) throw new EchoPilotError('CONFIG_INVALID', 'ECHOPILOT_EMBEDDINGS names openai but OPENAI_API_KEY is not set', { field: 'OPENAI_API_KEY' });
  const batch = value(env, 'ECHOPILOT_EMBEDDINGS_BATCH');
  const batchSize = batch === undefined ? 64 : Number(batch);
  if (!Number.isSafeInteger(batchSize) || batchSize < 1 || batchSize > 2048) throw new EchoPilotError('CONFIG_INVALID', `ECHOPILOT_EMBEDDINGS_BATCH: expected 1..2048, got ${batch}`, { field: 'ECHOPILOT_EMBEDDINGS_BATCH' });
  return new HttpEmbedder({ provider, model, baseUrl, batchSize, ...(apiKey ? { apiKey } : {}), timeoutMs: millis(env, 'ECHOPILOT_EMBEDDINGS_TIMEOUT_MS', 30_000) });
}
