// Composition root: opens the stores, loads the tenants, builds the agents and the graph, and hands out services.
import { mkdirSync } from 'node:fs';
import type { Agents } from '../agents/ports.js';
import type { KnowledgeBase } from '../domain/knowledge.port.js';
import type { Store } from '../domain/store.port.js';
import type { RefundGateway } from '../domain/payments.port.js';
import type { CustomerDataSource } from '../domain/customer-data.port.js';
import { StoreCustomerData } from '../adapters/customer-data/store.customer-data.js';
import { openStore } from '../adapters/store/open-store.js';
import { openSqliteStore } from '../adapters/store/sqlite.store.js';
import { openKnowledgeBase } from '../adapters/search/open-knowledge.js';
import { LedgerRefundGateway } from '../adapters/payments/ledger.refund-gateway.js';
import { openCheckpointer } from '../adapters/checkpoint/open-checkpointer.js';
import { buildClaimGraph, type ClaimGraph } from '../graph/build.js';
import type { TenantRegistry } from '../policy/tenant-context.js';
import { loadConfig } from './config.js';
import { ApprovalService } from './approval-service.js';
import { IncidentService, ThreadDirectory, TicketService } from './case-records.js';
import type { ConversationService } from './conversation-service.js';
import { LoggedConversationService } from './logged-conversations.js';
import type { Logger } from '../domain/logger.port.js';
import { processLogger } from './logging.js';
import { StoredApiKeys } from './stored-api-keys.js';
import { OtelGraphCallbacks } from '../adapters/tracing/otel-graph-callbacks.js';
import { tracingFromEnv, type Tracing } from '../adapters/tracing/otel-tracing.js';
import { runsIssuedTurn, TurnContexts } from './turn-contexts.js';
import { skipIdleRunTrees } from '../adapters/tracing/idle-run-trees.js';
import { platformGraph } from './platform-graph.js';
import { ingestPaths, type IngestSummary } from './ingest.js';
import { offlineAgents } from './offline-agents.js';
import { buildAgents, parseModelConfig } from './model-config.js';
import { tenantRoutedAgents } from './tenant-agents.js';
import { BreakerRegistry } from '../agents/llm-kit/circuit-breaker.js';
import { tenantPaths } from './tenant-directory.js';
import { DirectoryTenantRegistry } from './tenant-registry.js';
import { customerDataFromEnv, embedderFromEnv, refundGatewayFromEnv } from './integrations.js';

export interface EchoPilotOptions {
  /** Defaults from the environment (ECHOPILOT_DATA_DIR, DATABASE_URL, ECHOPILOT_TENANTS_ROOT). */
  dataDir?: string;
  databaseUrl?: string;
  tenantsRoot?: string;
  /** Everything in memory: for eval, the demo showcase and tests. */
  memory?: boolean;
  agents?: Agents;
  /** Share one knowledge base (e.g. across eval cases); it is not closed with this instance. */
  knowledge?: KnowledgeBase;
  /** Share one tenant registry. */
  tenants?: TenantRegistry;
  toolTimeoutMs?: number;
  /** The refund gateway; default from the environment (ECHOPILOT_REFUND_URL), else the embedded ledger. */
  refunds?: RefundGateway;
  /** Where customers' records are read; default from the environment (ECHOPILOT_CUSTOMER_DATA_URL), else the store. */
  customerData?: CustomerDataSource;
  /** Ticket references for new threads (deterministic in eval). */
  ticketRef?: () => string;
  /**
   * For the LangGraph server: the graph is compiled without a checkpointer (the server supplies its own) and each of
   * its runs builds the TurnContext from the authenticated user (platform-graph.ts).
   */
  platform?: boolean;
  /** JSON logs (one line per turn); default ECHOPILOT_LOG_LEVEL on stderr, silent when unset. */
  logger?: Logger;
  /** OpenTelemetry spans per turn, node, tool and model call; default from OTEL_EXPORTER_OTLP_ENDPOINT, null for none. */
  tracing?: Tracing | null;
}

export interface EchoPilot {
  /** The records store: for tests, benchmarks and seeding; interfaces use the services below. */
  store: Store;
  knowledge: KnowledgeBase;
  tenants: TenantRegistry;
  graph: ClaimGraph;
  conversations: ConversationService;
  approvals: ApprovalService;
  tickets: TicketService;
  incidents: IncidentService;
  /** Conversation threads (rows and audit), for listing and reading. */
  threads: ThreadDirectory;
  /** Where customers' records are read: the store, or the bank's customer API. */
  customerData: CustomerDataSource;
  /** Builds the context a turn runs with (the platform entry and tests use it). */
  contexts: TurnContexts;
  /** API keys kept in the database (`echopilot keys`); `serve` accepts them besides the key file. */
  apiKeys: StoredApiKeys;
  tenantsRoot: string;
  dataDir: string | null;
  close(): Promise<void>;
}

/** Ingests each tenant's bundled knowledge-base folder; unchanged documents are skipped by hash. */
export async function ingestTenantKnowledge(knowledge: KnowledgeBase, tenants: TenantRegistry, tenantsRoot: string): Promise<Record<string, IngestSummary>> {
  const summaries: Record<string, IngestSummary> = {};
  for (const id of tenants.ids()) {
    summaries[id] = await ingestPaths({ kb: knowledge, tenantId: id, paths: [tenantPaths(tenantsRoot, id).kbDir], visibility: 'customer' });
  }
  return summaries;
}

/** One set of circuit breakers per process: a provider that fails opens its breaker for every conversation. */
const breakers = new BreakerRegistry();

/**
 * The agents the environment and each tenant's `models:` ask for (ECHOPILOT_MODEL…): model-backed with offline
 * fallback, or offline. Configuration errors (a missing API key) surface here, at start-up, naming the variable.
 */
export function agentsFromEnvironment(tenants: TenantRegistry, env: NodeJS.ProcessEnv = process.env): Agents {
  return tenantRoutedAgents(tenants, (models) => buildAgents(parseModelConfig(env, models), offlineAgents(), { breakers }));
}

export async function openEchoPilot(options: EchoPilotOptions = {}): Promise<EchoPilot> {
  const env = loadConfig();
  const tenantsRoot = options.tenantsRoot ?? env.tenantsRoot;
  const tenants = options.tenants ?? new DirectoryTenantRegistry(tenantsRoot);
  const dataDir = options.memory ? null : (options.dataDir ?? env.dataDir);
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const store = dataDir === null ? await openSqliteStore({ file: ':memory:' }) : await openStore({ dataDir, databaseUrl: options.databaseUrl ?? env.databaseUrl });
  const ownsKnowledge = options.knowledge === undefined;
  // Hybrid search when ECHOPILOT_EMBEDDINGS names a provider; in memory (eval, showcase) keyword search stays deterministic.
  const embedder = dataDir === null ? undefined : embedderFromEnv();
  const knowledge = options.knowledge ?? (await openKnowledgeBase({ dataDir, databaseUrl: dataDir === null ? undefined : (options.databaseUrl ?? env.databaseUrl), ...(embedder ? { embedder } : {}) }));
  if (ownsKnowledge) await ingestTenantKnowledge(knowledge, tenants, tenantsRoot);
  const checkpoints = options.platform
    ? { saver: undefined, close: async () => {} }
    : await openCheckpointer({ dataDir, databaseUrl: dataDir === null ? undefined : (options.databaseUrl ?? env.databaseUrl) });
  // In memory (eval, showcase, tests) money never leaves the process, whatever the environment says.
  const refunds = options.refunds ?? (dataDir === null ? new LedgerRefundGateway() : refundGatewayFromEnv());
  // In memory the records are the loaded world's; otherwise the bank's customer API when configured (read live).
  const customerData = options.customerData ?? (dataDir === null ? new StoreCustomerData(store) : customerDataFromEnv(store));
  const ownsTracing = options.tracing === undefined;
  const tracing = ownsTracing ? tracingFromEnv() : options.tracing;
  // EchoPilot's own runs skip the LangSmith RunTree LangChain core makes per runnable when nothing traces them.
  skipIdleRunTrees(runsIssuedTurn);
  const untraced = buildClaimGraph({ store, refunds, customerData, checkpointer: checkpoints.saver });
  // Without an exporter no run carries a callback at all: tracing costs nothing when it is off. A turn here runs the
  // graph in parts (conversation-service.ts `run`) and is traced as one; a platform run is one graph run.
  const spans = tracing ? [new OtelGraphCallbacks(tracing.tracer)] : undefined;
  const graph = spans ? untraced.withConfig({ callbacks: spans }) : untraced;
  const agents = options.agents ?? agentsFromEnvironment(tenants);
  const contexts = new TurnContexts({
    customerData, knowledge, tenants, agentsFor: () => agents, offline: offlineAgents(), toolTimeoutMs: options.toolTimeoutMs ?? env.toolTimeoutMs, passagesPerMessage: 4,
  });
  const conversations: ConversationService = new LoggedConversationService(options.logger ?? processLogger({ defaultLevel: 'silent', fd: 2 }), untraced, store, contexts, {
    ...(options.ticketRef ? { newTicketRef: options.ticketRef } : {}), ...(spans ? { callbacks: spans } : {}), leaseMs: env.turnLeaseMs,
  });
  const approvals = new ApprovalService(store, conversations);
  if (options.platform) {
    const { clock } = env;
    platformGraph({ graph, contexts, conversations, approvals, store, now: () => (clock ? new Date(clock) : new Date()) });
  }
  return {
    store, knowledge, tenants, graph, conversations, approvals, contexts, customerData, apiKeys: new StoredApiKeys(store, () => tenants.ids()),
    tickets: new TicketService(store), incidents: new IncidentService(store), threads: new ThreadDirectory(store, customerData), tenantsRoot, dataDir,
    async close() {
      await store.close();
      if (ownsKnowledge) await knowledge.close();
      await checkpoints.close();
      if (ownsTracing) await tracing?.shutdown();
    },
  };
}
