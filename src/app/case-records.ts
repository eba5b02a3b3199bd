// The records a case leaves, as interfaces read them: tickets (customers see their own), incidents and the audit
// trail (staff), scoped to one tenant. Interfaces use these services, never the store.
import type { CustomerDataSource } from '../domain/customer-data.port.js';
import { randomUUID } from 'node:crypto';
import type { Role } from '../domain/vocabulary.js';
import type { AuditEntry, Incident, LedgerEntry, Ticket, TicketKind, TicketStatus } from '../domain/effects.js';
import type { Customer } from '../domain/records.js';
import type { Conversation, Page, PageRequest, Store } from '../domain/store.port.js';
import { EchoPilotError } from '../domain/errors.js';

export class TicketService {
  constructor(private readonly store: Store) {}

  list(tenantId: string, filter: { customerId?: string; threadId?: string; status?: TicketStatus; kind?: TicketKind } = {}): Promise<Ticket[]> {
    return this.store.listTickets(tenantId, filter);
  }

  /** One page of `list`, oldest first, read as a page from the store. */
  page(tenantId: string, filter: { customerId?: string; threadId?: string; status?: TicketStatus; kind?: TicketKind }, page: PageRequest): Promise<Page<Ticket>> {
    return this.store.pageTickets(tenantId, filter, page);
  }

  get(tenantId: string, ticketId: string): Promise<Ticket | null> {
    return this.store.getTicket(tenantId, ticketId);
  }

  /**
   * Sets a ticket's status (staff) and records the change with its note in the thread's audit trail; null if absent.
   * A ticket waiting for a reviewer keeps that status until the approval is decided (CONFLICT): the customer is told
   * what the approval and the ledger say, and a ticket marked resolved or rejected by hand would say otherwise.
   */
  async changeStatus(tenantId: string, ticketId: string, status: TicketStatus, by: { actor: string; role: Role; note: string; at: Date }): Promise<Ticket | null> {
    const before = await this.store.getTicket(tenantId, ticketId);
    if (!before || before.status === status) return before;
    if (before.status === 'pending_approval' && (await this.store.listApprovals(tenantId, { status: 'pending', threadId: before.threadId })).length > 0) {
      throw new EchoPilotError('CONFLICT', `ticket ${ticketId} waits for a reviewer's decision on its approval`, {
        field: 'status', hint: 'approve or reject the pending approval (POST /v1/approvals/{id}/decision); its ticket follows the decision',
      });
    }
    const ticket = await this.store.updateTicket(tenantId, ticketId, { status });
    await this.store.appendAudit({
      id: `AUD-${ticketId}-status-${randomUUID().slice(0, 8)}`, tenantId, threadId: ticket.threadId, actor: by.actor, actorRole: by.role,
      event: 'ticket_status', details: { ticketId, from: before.status, to: status, note: by.note }, at: by.at.toISOString(),
    });
    return ticket;
  }
}

export class IncidentService {
  constructor(private readonly store: Store) {}

  list(tenantId: string, filter: { customerId?: string; threadId?: string } = {}): Promise<Incident[]> {
    return this.store.listIncidents(tenantId, filter);
  }

  /** One page of `list`, oldest first, read as a page from the store. */
  page(tenantId: string, filter: { customerId?: string; threadId?: string }, page: PageRequest): Promise<Page<Incident>> {
    return this.store.pageIncidents(tenantId, filter, page);
  }
}

/** Conversation threads and their audit trail, newest first. */
export class ThreadDirectory {
  /** `customers`: where customers are looked up (the bank's customer API when configured); the store otherwise. */
  constructor(private readonly store: Store, private readonly customers: Pick<CustomerDataSource, 'findCustomer'> = store) {}

  async list(tenantId: string, filter: { customerId?: string; status?: Conversation['status'] } = {}): Promise<Conversation[]> {
    return (await this.store.listConversations(tenantId, filter)).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  }

  /** One page of `list`, most recently updated first, read as a page from the store. */
  page(tenantId: string, filter: { customerId?: string; status?: Conversation['status'] }, page: PageRequest): Promise<Page<Conversation>> {
    return this.store.pageConversations(tenantId, filter, page);
  }

  get(tenantId: string, threadId: string): Promise<Conversation | null> {
    return this.store.getConversation(tenantId, threadId);
  }

  audit(tenantId: string, threadId: string): Promise<AuditEntry[]> {
    return this.store.listAudit(tenantId, { threadId });
  }

  /** Money credited to the customer on the thread (reversals, refunds, compensation, interest). */
  credits(tenantId: string, threadId: string): Promise<LedgerEntry[]> {
    return this.store.listLedger(tenantId, { threadId });
  }

  /** The customer a thread would be for (null when the tenant has no such customer; UPSTREAM_UNAVAILABLE when the source cannot say). */
  customer(tenantId: string, customerId: string): Promise<Customer | null> {
    return this.customers.findCustomer(tenantId, customerId);
  }

  /** The store answers (a cheap read): for readiness checks. */
  async ping(tenantId: string): Promise<void> {
    await this.store.countCustomers(tenantId);
  }
}
