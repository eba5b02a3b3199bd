// One TurnContext per turn: who asks, for which tenant and with which agents, on which clock, about which records.
// The application builds it once when a turn starts and LangGraph hands it to every node and tool as the run's
// context; it is never checkpointed (state keeps ids, findings and decisions, not records or identity).
import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import type { Agents, TenantProfile } from '../agents/ports.js';
import { EchoPilotError } from '../domain/errors.js';
import type { Passage } from '../domain/knowledge.port.js';
import type { AttachmentNote } from '../domain/attachments.js';
import type { ToolScope } from '../tools/tool-scope.js';
import type { Candidate } from '../policy/pack.js';
import type { NodeLogEntry } from './state.js';

export interface TurnContext extends ToolScope {
  threadId: string;
  /** The tenant as agents see it: name, kind, claim types and their vocabulary. */
  profile: TenantProfile;
  /** The tenant's agents (offline, model-backed or a cascade). */
  agents: Agents;
  /**
   * The deterministic (offline) agents, whatever backs `agents`: their reading of the customer's words is the evidence
   * a model's proposal must agree with before money moves, and their templates replace model text that fails its check.
   */
  offline: Agents;
  /** The customer's records a claim of this type could be about, most likely first: worked out once per type per turn. */
  candidates(claimType: string): Candidate[];
  /** Knowledge-base passages for the turn's message, retrieved at most once per turn. */
  passages(query: string): Promise<Passage[]>;
  /** Each node's summary this turn, in the order the nodes ran: the turn's path, for the audit entry. */
  trail: NodeLogEntry[];
  /** Files that came with this turn's message (masked PDF text): untrusted supporting information for the report maker only. */
  attachments?: AttachmentNote[];
}

export function turnContextOf(config: LangGraphRunnableConfig | undefined): TurnContext {
  const context = config?.context as Partial<TurnContext> | undefined;
  if (!context?.identity?.tenantId || !context.identity.customerId || !context.records || !context.agents) {
    throw new EchoPilotError('FORBIDDEN', 'this run carries no authenticated turn context', { hint: 'start turns through the application (conversations.send)' });
  }
  return context as TurnContext;
}

/** The conversation's ticket reference: the last part of its thread id (`tenant:customer:…:TKT-…`). */
export function threadReference(threadId: string): string {
  return threadId.split(':').at(-1) ?? threadId;
}
