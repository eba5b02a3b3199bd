// What the graph's nodes need: stores, tenants, agents and tool limits (wired by the composition root).
import type { BaseCheckpointSaver } from '@langchain/langgraph';
import type { Agents, TenantProfile } from '../agents/ports.js';
import type { KnowledgeBase } from '../domain/knowledge.port.js';
import type { Store } from '../domain/store.port.js';
import type { RefundGateway } from '../domain/payments.port.js';
import type { TenantContext, TenantRegistry } from '../policy/tenant-context.js';

export interface GraphDeps {
  store: Store;
  knowledge: KnowledgeBase;
  tenants: TenantRegistry;
  agents: Agents;
  refunds: RefundGateway;
  checkpointer: BaseCheckpointSaver;
  toolTimeoutMs: number;
  /** Knowledge-base passages gathered per message. */
  passagesPerMessage: number;
}

export function tenantProfile(tenant: TenantContext): TenantProfile {
  return {
    id: tenant.config.id,
    name: tenant.config.name,
    kind: tenant.config.kind,
    claimTypes: tenant.pack.rules.map((r) => r.claimType),
    vocabulary: tenant.pack.vocabulary,
    locale: tenant.config.locale,
  };
}
