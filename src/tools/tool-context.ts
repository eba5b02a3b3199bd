// What a read tool may use: the stores, the tenants, and the caller's identity taken from the run's config.
import type { RunnableConfig } from '@langchain/core/runnables';
import { EchoPilotError } from '../domain/errors.js';
import type { KnowledgeBase } from '../domain/knowledge.port.js';
import type { Store } from '../domain/store.port.js';
import type { Role } from '../domain/vocabulary.js';
import type { TenantRegistry } from '../policy/tenant-context.js';

/** The authenticated caller: set by the interface from the request, never by a model or a message. */
export interface Identity {
  tenantId: string;
  customerId: string;
  role: Role;
  /** Who acts (an API key's name, "cli", a reviewer id). */
  actor: string;
}

export interface ToolDeps {
  store: Store;
  knowledge: KnowledgeBase;
  tenants: TenantRegistry;
  /** Per-tool time limit. */
  timeoutMs: number;
}

/** The request clock, carried in the run's config next to the identity. */
export interface RunContext {
  identity: Identity;
  today: string;
  now: string;
  /** The day the claim was reported; rules judge it as of then (defaults to today). */
  reportedOn?: string;
}

export function runContextFrom(config: RunnableConfig | undefined): RunContext {
  const context = (config?.configurable as { echopilot?: RunContext } | undefined)?.echopilot;
  if (!context?.identity?.tenantId || !context.identity.customerId) {
    throw new EchoPilotError('FORBIDDEN', 'no authenticated identity on this run');
  }
  return context;
}
