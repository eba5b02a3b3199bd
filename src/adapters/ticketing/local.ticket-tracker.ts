// Embedded ticket tracker: the local tickets table is the tracker, so an issue's key is the ticket's own reference
// and a status change is already recorded by the store.
import type { TicketStatus } from '../../domain/effects.js';
import type { TicketDossier, TicketTracker } from '../../domain/ticketing.port.js';

export class LocalTicketTracker implements TicketTracker {
  readonly name = 'local';

  async ensureIssue(dossier: TicketDossier): Promise<string> {
    return `${dossier.ticket.tenantId}/${dossier.ticket.id}`;
  }

  async updateStatus(_key: string, _dossier: TicketDossier, _from: TicketStatus): Promise<void> {
    // The store already holds the new status: nothing to mirror.
  }
}
