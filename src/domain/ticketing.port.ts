// The ticket-tracker port: local tickets mirrored into a tracker staff already use (Jira), with what staff need to act.
import type { Ticket, TicketStatus } from './effects.js';
import type { Citation } from './rule-result.js';

/** A local ticket with the case around it, as the tracker should show it. Text is already masked of personal data. */
export interface TicketDossier {
  ticket: Ticket;
  intent: string | null;
  urgency: 'low' | 'medium' | 'high' | null;
  sentiment: string | null;
  /** The customer's message, masked. */
  customerWords: string;
  report: { issue: string; userDemand: string; supportInfoFromUser: string[] } | null;
  decision: { outcome: string; valid: boolean | null; amountPaise: number; reasons: string[] } | null;
  formula: string | null;
  citations: Citation[];
}

export interface TicketTracker {
  /** Short name for logs: `jira`, `local`. */
  readonly name: string;
  /** The tracker's issue for this local ticket, created if it has none yet: idempotent by tenant and ticket id. */
  ensureIssue(dossier: TicketDossier): Promise<string>;
  /** The ticket's status changed from `from`: adds a comment and moves the issue where the workflow allows. */
  updateStatus(key: string, dossier: TicketDossier, from: TicketStatus): Promise<void>;
}

/** The state an issue starts in, right after `ensureIssue` created it. */
export const INITIAL_TRACKER_STATUS: TicketStatus = 'open';
