// An API key kept in the database: who it stands for, its SHA-256 (never the key) and the short id shown in listings.
import type { Role } from './vocabulary.js';

export interface StoredApiKey {
  /** Public handle, also the start of the key itself (`ep_1a2b3c4d`): listed, revoked and rotated by it. */
  id: string;
  tenantId: string;
  /** Unique among a tenant's active keys; for reviewer/admin keys it is the reviewer id recorded on approvals. */
  name: string;
  role: Role;
  /** Customer keys only: the one customer the key acts for. */
  customerId: string | null;
  /** SHA-256 of the key, 64 hex digits. */
  keySha256: string;
  createdAt: string;
  /** ISO instant after which the key is refused; null: never. */
  expiresAt: string | null;
  /** ISO instant the key was revoked (or rotated away); null while active. */
  revokedAt: string | null;
}
