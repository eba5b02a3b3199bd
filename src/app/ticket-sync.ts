// The ticket outbox's syncer: pushes local tickets to the configured tracker (creates once, then mirrors status
// changes), records the tracker's key beside the ticket, and backs off per ticket when the tracker fails: a ticket
// is never lost (it stays in the outbox) and never duplicated (the tracker is idempotent by ticket id).
import { isEchoPilotError } from '../domain/errors.js';
import type { Store, TicketSyncState } from '../domain/store.port.js';
import { INITIAL_TRACKER_STATUS, type TicketTracker } from '../domain/ticketing.port.js';
import { ticketDossier } from './ticket-dossier.js';

/** How long one syncer holds a ticket it is pushing; a syncer that dies frees it after this. */
const LEASE_MS = 5 * 60_000;

export interface TicketSyncOptions {
  /** Tickets per pass (default 50). */
  batch?: number;
  /** First retry delay after a failure; doubles per failed attempt up to `maxDelayMs` (defaults 30 s, 30 min). */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** How long a new ticket waits for its turn's audit entry before it is sent without it (default 60 s). */
  waitForTurnMs?: number;
  now?: () => number;
}

export interface TicketSyncReport {
  synced: { tenantId: string; ticketId: string; key: string; status: string }[];
  failed: { tenantId: string; ticketId: string; error: string; attempts: number }[];
  /** Waiting for the turn that wrote them to finish. */
  deferred: number;
}

export class TicketSyncer {
  private readonly now: () => number;
  private running: Promise<TicketSyncReport> | null = null;

  constructor(private readonly store: Store, readonly tracker: TicketTracker, private readonly options: TicketSyncOptions = {}) {
    this.now = options.now ?? Date.now;
  }

  /** One pass over the due tickets; concurrent calls share the pass in flight. */
  syncOnce(onTicket?: (line: string) => void): Promise<TicketSyncReport> {
    this.running ??= this.pass(onTicket).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Runs a pass every `intervalMs` until the returned function is called (which waits for the pass in flight). */
  start(intervalMs: number, log: (line: string) => void = () => undefined): () => Promise<void> {
    const timer = setInterval(() => {
      this.syncOnce().then((r) => {
        if (r.synced.length + r.failed.length > 0) log(`tickets sync (${this.tracker.name}): ${r.synced.length} synced, ${r.failed.length} failed`);
      }, (error: unknown) => log(`tickets sync failed: ${error instanceof Error ? error.message : String(error)}`));
    }, intervalMs);
    timer.unref();
    return async () => {
      clearInterval(timer);
      await this.running?.catch(() => undefined);
    };
  }

  private async pass(onTicket?: (line: string) => void): Promise<TicketSyncReport> {
    const report: TicketSyncReport = { synced: [], failed: [], deferred: 0 };
    const due = await this.store.ticketsDueForSync(new Date(this.now()).toISOString(), this.options.batch ?? 50);
    for (const item of due) {
      const { ticket } = item;
      // Another syncer (a second `serve`) may have taken it since the query: skip it then.
      if (!(await this.store.leaseTicketSync(ticket.tenantId, ticket.id, new Date(this.now()).toISOString(), new Date(this.now() + LEASE_MS).toISOString()))) continue;
      try {
        const outcome = await this.syncTicket(item);
        if (outcome === null) {
          await this.store.recordTicketSync(ticket.tenantId, ticket.id, { error: null, retryAfter: null }); // frees the lease
          report.deferred += 1;
          continue;
        }
        report.synced.push({ tenantId: ticket.tenantId, ticketId: ticket.id, key: outcome, status: ticket.status });
        onTicket?.(`${ticket.tenantId} ${ticket.id} → ${outcome} (${ticket.status})`);
      } catch (error) {
        const message = isEchoPilotError(error) || error instanceof Error ? error.message : String(error);
        const delay = Math.min((this.options.baseDelayMs ?? 30_000) * 2 ** item.attempts, this.options.maxDelayMs ?? 1_800_000);
        await this.store.recordTicketSync(ticket.tenantId, ticket.id, { error: message.slice(0, 500), retryAfter: new Date(this.now() + delay).toISOString() });
        report.failed.push({ tenantId: ticket.tenantId, ticketId: ticket.id, error: message, attempts: item.attempts + 1 });
        onTicket?.(`${ticket.tenantId} ${ticket.id} failed (attempt ${item.attempts + 1}): ${message}`);
      }
    }
    return report;
  }

  /** Creates the issue if needed, then mirrors a status change; the key is recorded as soon as it is known. */
  private async syncTicket({ ticket, syncedStatus }: TicketSyncState): Promise<string | null> {
    const dossier = await ticketDossier(this.store, ticket, { waitForTurnMs: this.options.waitForTurnMs ?? 60_000, now: this.now() });
    if (!dossier) return null;
    let key = ticket.externalKey;
    let pushed = syncedStatus;
    if (key === undefined) {
      key = await this.tracker.ensureIssue(dossier);
      pushed = INITIAL_TRACKER_STATUS;
      await this.store.recordTicketSync(ticket.tenantId, ticket.id, { externalKey: key, syncedStatus: pushed, error: null, retryAfter: null });
    }
    if (pushed !== ticket.status) {
      await this.tracker.updateStatus(key, dossier, pushed ?? INITIAL_TRACKER_STATUS);
      await this.store.recordTicketSync(ticket.tenantId, ticket.id, { syncedStatus: ticket.status, error: null, retryAfter: null });
    }
    return key;
  }
}
