// The ticket-tracker contract: one suite every TicketTracker adapter must pass (one issue per ticket, status changes).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Ticket } from '../../src/domain/effects.js';
import type { TicketDossier, TicketTracker } from '../../src/domain/ticketing.port.js';

export interface TicketTrackerHandle {
  tracker: TicketTracker;
  close(): Promise<void>;
}

export function ticketFor(over: Partial<Ticket> = {}): Ticket {
  return {
    id: 'TKT-100', tenantId: 'demo-bank', customerId: 'C1001', threadId: 'demo-bank:C1001:TKT-100', kind: 'fallback', status: 'open',
    priority: 'high', subject: 'Needs a human: Failed ATM withdrawal (₹5,000.00)', body: 'Customer message (redacted): the ATM took 5000 and gave no cash',
    customerText: 'We have passed your failed ATM withdrawal to a specialist.', amount: 5_000_00,
    claimType: 'failed_atm_withdrawal', idempotencyKey: 'k-100', createdAt: '2026-11-22T12:00:00+05:30', updatedAt: '2026-11-22T12:00:00+05:30', ...over,
  };
}

export function dossierFor(ticket: Partial<Ticket> = {}, over: Partial<TicketDossier> = {}): TicketDossier {
  return {
    ticket: ticketFor(ticket), intent: 'complaint', urgency: 'high', sentiment: 'negative',
    customerWords: 'The ATM on MG Road took 5,000 on 16 November but gave no cash',
    report: { issue: 'ATM debited ₹5,000 without dispensing cash', userDemand: 'Refund the ₹5,000', supportInfoFromUser: ['ATM on MG Road', '16 November'] },
    decision: { outcome: 'escalated', valid: true, amountPaise: 5_000_00, reasons: ['The withdrawal failed and was not reversed within 5 days'] },
    formula: '₹5,000 reversal + 6 days × ₹100 compensation', citations: [{ docId: 'failed-transactions', section: 'ATM withdrawals', title: 'Failed transactions' }],
    ...over,
  };
}

export function ticketTrackerContract(name: string, open: () => Promise<TicketTrackerHandle>): void {
  describe(`ticket tracker contract: ${name}`, () => {
    let handle: TicketTrackerHandle;
    beforeEach(async () => {
      handle = await open();
    });
    afterEach(async () => handle.close());

    it('returns the same issue for a ticket however often it is asked', async () => {
      const first = await handle.tracker.ensureIssue(dossierFor());
      expect(first).toMatch(/\S/);
      expect(await handle.tracker.ensureIssue(dossierFor())).toBe(first);
    });

    it('gives each ticket, and the same ticket id in another tenant, its own issue', async () => {
      const a = await handle.tracker.ensureIssue(dossierFor());
      const b = await handle.tracker.ensureIssue(dossierFor({ id: 'TKT-101', idempotencyKey: 'k-101' }));
      const c = await handle.tracker.ensureIssue(dossierFor({ tenantId: 'demo-insurer' }));
      expect(new Set([a, b, c]).size).toBe(3);
    });

    it('accepts each status change a ticket can go through', async () => {
      const key = await handle.tracker.ensureIssue(dossierFor({ kind: 'review', status: 'open' }));
      await handle.tracker.updateStatus(key, dossierFor({ kind: 'review', status: 'pending_approval' }), 'open');
      await handle.tracker.updateStatus(key, dossierFor({ kind: 'review', status: 'resolved' }), 'pending_approval');
      await handle.tracker.updateStatus(key, dossierFor({ kind: 'review', status: 'closed' }), 'resolved');
      expect(await handle.tracker.ensureIssue(dossierFor({ kind: 'review', status: 'closed' }))).toBe(key);
    });

    it('files a ticket with no case around it (no report, decision or citations)', async () => {
      const key = await handle.tracker.ensureIssue(dossierFor({ id: 'TKT-102', kind: 'request', claimType: null }, { report: null, decision: null, formula: null, citations: [], intent: null, urgency: null, sentiment: null, customerWords: '' }));
      expect(key).toMatch(/\S/);
    });
  });
}
