// Deterministic short ids derived from idempotency keys: the same key always names the same record.
import { createHash } from 'node:crypto';

/** Ten upper-case hex characters of the key's SHA-256, e.g. "3F9A0C11B2". */
export function shortIdOf(key: string): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 10).toUpperCase();
}
