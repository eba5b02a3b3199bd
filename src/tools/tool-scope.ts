// What a read tool sees: the turn's identity, tenant, clock and the snapshot of the customer's records, taken from the
// LangGraph run context the application built when the turn started. Tools never read module state or the store.
import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import type { Clock } from '../domain/calendar.js';
import { EchoPilotError } from '../domain/errors.js';
import type { Identity } from '../domain/identity.js';
import type { KnowledgeBase } from '../domain/knowledge.port.js';
import type { CustomerRecords } from '../domain/records.js';
import type { Judge } from '../policy/judge.js';
import type { Candidate } from '../policy/pack.js';
import type { TenantContext } from '../policy/tenant-context.js';

/** The turn's clock: the request instant, its calendar date, and the day the claim was reported (rules judge as of it). */
export interface TurnClock extends Clock {
  reportedOn: string;
}

export interface ToolScope {
  identity: Identity;
  tenant: TenantContext;
  clock: TurnClock;
  /** The authenticated customer's records, read once when the turn started. */
  records: CustomerRecords;
  knowledge: KnowledgeBase;
  /** The policy's verdict on a claim, shared with `decide` for this turn. */
  judge: Judge;
  /** The records a claim of a type could be about, shared with the nodes for this turn (worked out afresh when absent). */
  candidates?(claimType: string): Candidate[];
  /** Per-tool time limit (ms). */
  toolTimeoutMs: number;
}

/** The scope of the run a tool is called in; FORBIDDEN when the run carries no authenticated identity. */
export function toolScopeOf(config: LangGraphRunnableConfig | undefined): ToolScope {
  const scope = config?.context as Partial<ToolScope> | undefined;
  if (!scope?.identity?.tenantId || !scope.identity.customerId || !scope.records || !scope.tenant) {
    throw new EchoPilotError('FORBIDDEN', 'no authenticated identity on this run');
  }
  return scope as ToolScope;
}
