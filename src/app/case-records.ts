// The records a case leaves, as interfaces read them: tickets (customers see their own), incidents and the audit
// trail (staff), scoped to one tenant. Interfaces use these services, never the store.
import type { AuditEntry, Incident, Ticket, TicketKind, TicketStatus } from '../domain/effects.js';
import type { Customer } from '../domain/records.js';
import type { Conversation, Store } from '../domain/store.port.js';

export class TicketService {
  constructor(private readonly store: Store) {}

  list(tenantId: string, filter: { customerId?: string; threadId?: string; status?: TicketStatus; kind?: TicketKind } = {}): Promise<Ticket[]> {
    return this.store.listTickets(tenantId, filter);
  }

  get(tenantId: string, ticketId: string): Promise<Ticket | null> {
    return this.store.getTicket(tenantId, ticketId);
  }
}

export class IncidentService {
  constructor(private readonly store: Store) {}

  list(tenantId: string, filter: { customerId?: string; threadId?: string } = {}): Promise<Incident[]> {
    return this.store.listIncidents(tenantId, filter);
  }
}

/** Conversation threads and their audit trail, newest first. */
export class ThreadDirectory {
  constructor(private readonly store: Store) {}

  async list(tenantId: string, filter: { customerId?: string; status?: Conversation['status'] } = {}): Promise<Conversation[]> {
    return (await this.store.listConversations(tenantId, filter)).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  }

  get(tenantId: string, threadId: string): Promise<Conversation | null> {
    return this.store.getConversation(tenantId, threadId);
  }

  audit(tenantId: string, threadId: string): Promise<AuditEntry[]> {
    return this.store.listAudit(tenantId, { threadId });
  }

  /** The customer a thread would be for (null when the tenant has no such customer). */
  customer(tenantId: string, customerId: string): Promise<Customer | null> {
    return this.store.findCustomer(tenantId, customerId);
  }

  /** The store answers (a cheap read): for readiness checks. */
  async ping(tenantId: string): Promise<void> {
    await this.store.countCustomers(tenantId);
  }
}
