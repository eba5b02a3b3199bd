// Row mapping of the api_keys table (migration 0006).
import type { StoredApiKey } from '../../domain/stored-api-key.js';
import type { Role } from '../../domain/vocabulary.js';
import type { ApiKeyTable } from './schema.js';

export function apiKeyRow(key: StoredApiKey): ApiKeyTable {
  return {
    id: key.id, tenant_id: key.tenantId, name: key.name, role: key.role, customer_id: key.customerId, key_sha256: key.keySha256,
    created_at: key.createdAt, expires_at: key.expiresAt, revoked_at: key.revokedAt,
  };
}

export function toStoredApiKey(row: ApiKeyTable): StoredApiKey {
  return {
    // Written from the Role vocabulary; the key directory refuses a key whose role it does not know.
    id: row.id, tenantId: row.tenant_id, name: row.name, role: row.role as Role, customerId: row.customer_id, keySha256: row.key_sha256,
    createdAt: row.created_at, expiresAt: row.expires_at, revokedAt: row.revoked_at,
  };
}
