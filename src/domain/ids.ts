// Deterministic short ids derived from idempotency keys: the same key always names the same record.
import { createHash } from 'node:crypto';

/** Ten upper-case hex characters of the key's SHA-256, e.g. "3F9A0C11B2". */
export function shortIdOf(key: string): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 10).toUpperCase();
}

/** Our own ticket references ("TKT-1A2B3C4D", "tkt 48213"): they name a conversation, never a customer's record. */
const TICKET_REFERENCE = /^TKT(?:[-\s#:]|\d)/i;

export function isTicketReference(reference: string): boolean {
  return TICKET_REFERENCE.test(reference.trim());
}
