// Builds the TurnContext of a turn once, when it starts: the tenant, its agents, the clock, and one read of the
// customer's records. Nodes and tools receive it through LangGraph's run context; nothing else reads identity.
import type { Agents } from '../agents/ports.js';
import { tenantProfile } from '../agents/tenant-profile.js';
import type { TenantProfile } from '../agents/ports.js';
import { localDate } from '../domain/calendar.js';
import { EchoPilotError, isEchoPilotError } from '../domain/errors.js';
import type { Identity } from '../domain/identity.js';
import type { KnowledgeBase, Passage } from '../domain/knowledge.port.js';
import type { AttachmentNote } from '../domain/attachments.js';
import type { CustomerRecords } from '../domain/records.js';
import type { CustomerDataSource } from '../domain/customer-data.port.js';
import type { TurnContext } from '../graph/turn-context.js';
import { claimCandidates, turnJudge } from '../policy/judge.js';
import type { Candidate } from '../policy/pack.js';
import type { TenantContext, TenantRegistry } from '../policy/tenant-context.js';

export interface TurnContextDeps {
  /** Where the customer's records are read: the store, or the bank's customer API (live). */
  customerData: Pick<CustomerDataSource, 'customerRecords'>;
  knowledge: KnowledgeBase;
  tenants: TenantRegistry;
  agentsFor: (tenantId: string) => Agents;
  /** The deterministic agents (evidence and templates), whatever backs the tenant's agents. */
  offline: Agents;
  toolTimeoutMs: number;
  /** Knowledge-base passages retrieved per message. */
  passagesPerMessage: number;
}

/** Every context built here, while its turn is referenced: what marks a LangChain run as one of EchoPilot's turns. */
const issued = new WeakSet<object>();

/** Does this run (its config) carry a TurnContext built by TurnContexts as its `context`? */
export function runsIssuedTurn(config: { context?: unknown } | undefined): boolean {
  const context = config?.context;
  return typeof context === 'object' && context !== null && issued.has(context);
}

/** The caller and their records, read once: the first half of a turn's context. */
export interface CustomerSnapshot {
  identity: Identity;
  tenant: TenantContext;
  records: CustomerRecords;
}

export class TurnContexts {
  private readonly profiles = new WeakMap<TenantContext, TenantProfile>();

  constructor(private readonly deps: TurnContextDeps) {}

  /**
   * The tenant and one read of the customer's records; UNKNOWN_TENANT or UNKNOWN_CUSTOMER when either is not there,
   * UPSTREAM_UNAVAILABLE when the customer-data source cannot answer (the caller hands the turn to a person).
   */
  async snapshot(identity: Identity): Promise<CustomerSnapshot> {
    const tenant = this.deps.tenants.get(identity.tenantId);
    try {
      return { identity, tenant, records: await this.deps.customerData.customerRecords(identity.tenantId, identity.customerId) };
    } catch (error) {
      if (isEchoPilotError(error) && error.code === 'NOT_FOUND') {
        throw new EchoPilotError('UNKNOWN_CUSTOMER', `tenant ${identity.tenantId} has no customer "${identity.customerId}"`, { field: 'customer' });
      }
      throw error;
    }
  }

  /** The whole context: `reportedOn` is the day the claim was reported (today for a new message). */
  forTurn(snapshot: CustomerSnapshot, turn: { threadId: string; now: Date; reportedOn?: string; attachments?: AttachmentNote[] }): TurnContext {
    const { identity, tenant, records } = snapshot;
    const today = localDate(turn.now, tenant.config.timeZone);
    const reportedOn = turn.reportedOn ?? today;
    const searches = new Map<string, Promise<Passage[]>>();
    // Rules are pure: a claim type's candidates on this turn's records, as of its report date, are worked out once.
    const candidatesByType = new Map<string, Candidate[]>();
    const { knowledge, passagesPerMessage } = this.deps;
    const ctx: TurnContext = {
      identity,
      tenant,
      records,
      threadId: turn.threadId,
      clock: { now: turn.now, today, timeZone: tenant.config.timeZone, reportedOn },
      knowledge,
      judge: turnJudge(tenant, records, reportedOn),
      toolTimeoutMs: this.deps.toolTimeoutMs,
      profile: this.profileOf(tenant),
      agents: this.deps.agentsFor(identity.tenantId),
      offline: this.deps.offline,
      trail: [],
      ...(turn.attachments && turn.attachments.length > 0 ? { attachments: turn.attachments } : {}),
      candidates(claimType) {
        let found = candidatesByType.get(claimType);
        if (!found) {
          found = claimCandidates(tenant, claimType, records, reportedOn);
          candidatesByType.set(claimType, found);
        }
        return found;
      },
      passages(query) {
        let found = searches.get(query);
        if (!found) {
          found = knowledge.search({ tenantId: identity.tenantId, query, role: identity.role, limit: passagesPerMessage, snippets: false });
          searches.set(query, found);
        }
        return found;
      },
    };
    issued.add(ctx);
    return ctx;
  }

  /** The tenant's profile (claim types, their words), without reading anyone's records. */
  profileFor(tenantId: string): TenantProfile {
    return this.profileOf(this.deps.tenants.get(tenantId));
  }

  private profileOf(tenant: TenantContext): TenantProfile {
    let profile = this.profiles.get(tenant);
    if (!profile) {
      profile = tenantProfile(tenant);
      this.profiles.set(tenant, profile);
    }
    return profile;
  }
}
