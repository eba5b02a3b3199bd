// A key's name is who the caller is (audit actor, the raiser of a claim, the reviewer on an approval, the scope of
// idempotency keys), so within a tenant one name stands for one caller: a database key may not take a name the key
// file uses, and `serve` refuses to start while both hold the same name.
import { EchoPilotError } from '../domain/errors.js';
import type { StoredApiKey } from '../domain/stored-api-key.js';
import { API_KEYS_FILE_VARIABLE, type ApiKey } from './api-keys.js';

/** A key of the key file with the same tenant and name, if any. */
export function fileKeyNamed(fileKeys: readonly ApiKey[], tenantId: string, name: string): ApiKey | undefined {
  return fileKeys.find((k) => k.tenantId === tenantId && k.name === name);
}

/** A key that can still be used: not revoked and not expired. */
export function isActiveKey(key: StoredApiKey, now: Date): boolean {
  return key.revokedAt === null && (key.expiresAt === null || Date.parse(key.expiresAt) > now.getTime());
}

/**
 * CONFIG_INVALID when an active database key has the name of a key-file key in the same tenant: two callers would be
 * recorded as one. The message lists each clash and what to do about it.
 */
export function assertKeyNamesDisjoint(fileKeys: readonly ApiKey[], storedKeys: readonly StoredApiKey[], now: Date): void {
  const clashes = storedKeys.filter((k) => isActiveKey(k, now) && fileKeyNamed(fileKeys, k.tenantId, k.name) !== undefined);
  if (clashes.length === 0) return;
  const list = clashes.map((k) => `"${k.name}" in ${k.tenantId} (database key ${k.id}, ${k.role})`).join(', ');
  throw new EchoPilotError('CONFIG_INVALID', `the key file and the database both have a key named ${list}: audit entries, approvals and idempotency would mix two callers`, {
    field: API_KEYS_FILE_VARIABLE,
    hint: `revoke the database key (\`echopilot keys revoke ${clashes[0]?.id ?? 'ep_…'}\`) and create it again under another name, or rename the entry in the key file`,
  });
}
