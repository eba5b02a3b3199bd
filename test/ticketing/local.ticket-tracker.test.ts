// Runs the ticket-tracker contract against the embedded tracker (the local tickets table).
import { LocalTicketTracker } from '../../src/adapters/ticketing/local.ticket-tracker.js';
import { ticketTrackerContract } from '../contracts/ticket-tracker.contract.js';

ticketTrackerContract('local (embedded)', async () => ({ tracker: new LocalTicketTracker(), close: async () => undefined }));
