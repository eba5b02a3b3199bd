// API keys in the database: issued with a random secret shown once, stored as SHA-256 with a short public id, listed,
// revoked and rotated; looked up by hash for `serve` (a revoked or expired key is no key).
import { createHash, randomBytes } from 'node:crypto';
import { isIsoDateTimeWithOffset } from '../domain/calendar.js';
import { EchoPilotError } from '../domain/errors.js';
import type { Store } from '../domain/store.port.js';
import type { StoredApiKey } from '../domain/stored-api-key.js';
import { ROLES, type Role } from '../domain/vocabulary.js';
import type { ApiKey } from './api-keys.js';
import { fileKeyNamed } from './key-names.js';

/** Every database key starts with this, then its id: `ep_1a2b3c4d5e_<secret>`. */
export const STORED_KEY_PREFIX = 'ep_';
const ID_PATTERN = /^ep_[0-9a-f]{10}$/;

export interface NewKey {
  tenantId: string;
  name: string;
  role: Role;
  customerId?: string | null;
  /** ISO instant; null or absent: never expires. */
  expiresAt?: string | null;
}

/** A key as issued: the secret (shown once, never stored) and its record. */
export interface IssuedKey {
  key: string;
  record: StoredApiKey;
}

export const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** `--expires`: a duration from now (`90d`, `12h`, `30m`) or an ISO date-time with an offset, in the future. */
export function parseExpiry(text: string, now: Date, field = '--expires'): string {
  const duration = /^(\d{1,5})([dhm])$/.exec(text.trim());
  let at: Date;
  if (duration) {
    const unit = { d: 86_400_000, h: 3_600_000, m: 60_000 }[duration[2] as 'd' | 'h' | 'm'];
    at = new Date(now.getTime() + Number(duration[1]) * unit);
  } else if (isIsoDateTimeWithOffset(text.trim())) {
    at = new Date(text.trim());
  } else {
    throw new EchoPilotError('INVALID_INPUT', `${field}: not a duration or an ISO date-time with an offset: ${text}`, { field, hint: 'e.g. 90d, 12h, 30m or 2027-03-31T23:59:59+05:30' });
  }
  if (at.getTime() <= now.getTime()) throw new EchoPilotError('INVALID_INPUT', `${field}: ${text} is not in the future`, { field });
  return at.toISOString();
}

const CONTROL = /[\p{Cc}\p{Cf}]/u;

export class StoredApiKeys {
  constructor(
    private readonly store: Store,
    /** The tenants this deployment runs: a key for another is refused at creation. */
    private readonly tenantIds: () => readonly string[],
    private readonly now: () => Date = () => new Date(),
    /** The keys of the configured key file: their names are taken in their tenants. */
    private readonly fileKeys: () => readonly ApiKey[] = () => [],
  ) {}

  /**
   * Issues a key; errors name the field at fault (tenant, name, role, customer, expires). CONFLICT on `name` when the
   * tenant's key file has the name, or a database key has it for another caller (an active one, or a revoked one of
   * another role or customer: its audit entries carry the name).
   */
  async create(input: NewKey): Promise<IssuedKey> {
    const record = await this.checked(input);
    const inFile = fileKeyNamed(this.fileKeys(), record.tenantId, record.name);
    if (inFile) {
      throw new EchoPilotError('CONFLICT', `name: "${record.name}" is already the name of a ${inFile.role} key in the key file of tenant ${record.tenantId}`, {
        field: 'name', hint: 'pick another name (the name is who the caller is in audit entries and approvals), or rename the entry in the key file',
      });
    }
    const earlier = (await this.store.listApiKeys({ tenantId: record.tenantId, includeRevoked: true })).find((k) => k.name === record.name && (k.role !== record.role || k.customerId !== record.customerId));
    if (earlier) {
      throw new EchoPilotError('CONFLICT', `name: "${record.name}" was used in tenant ${record.tenantId} by ${earlier.revokedAt === null ? 'the' : 'the revoked'} ${earlier.role} key ${earlier.id}${earlier.customerId ? ` of customer ${earlier.customerId}` : ''}`, {
        field: 'name', hint: 'pick another name: audit entries and approvals already name that caller',
      });
    }
    return this.store.transaction(async (tx) => this.issue(tx, record));
  }

  list(filter: { tenantId?: string; includeRevoked?: boolean } = {}): Promise<StoredApiKey[]> {
    return this.store.listApiKeys(filter);
  }

  async revoke(id: string): Promise<StoredApiKey> {
    checkId(id);
    return this.store.revokeApiKey(id, this.now().toISOString());
  }

  /** A new secret for the same caller (tenant, name, role, customer); the old key stops working in the same transaction. */
  async rotate(id: string, options: { expiresAt?: string | null } = {}): Promise<IssuedKey> {
    checkId(id);
    return this.store.transaction(async (tx) => {
      const old = await tx.getApiKey(id);
      if (!old) throw new EchoPilotError('NOT_FOUND', `no API key ${id}`, { field: 'id', hint: 'see `echopilot keys list`' });
      if (old.revokedAt !== null) throw new EchoPilotError('CONFLICT', `API key ${id} was revoked at ${old.revokedAt}; create a new one instead`, { field: 'id' });
      await tx.revokeApiKey(id, this.now().toISOString());
      return this.issue(tx, { tenantId: old.tenantId, name: old.name, role: old.role, customerId: old.customerId, expiresAt: options.expiresAt ?? null });
    });
  }

  /** The caller of an active, unexpired stored key, or null. */
  async lookup(presented: string): Promise<ApiKey | null> {
    if (!presented.startsWith(STORED_KEY_PREFIX)) return null;
    const record = await this.store.findApiKeyBySha256(sha256Hex(presented));
    if (!record || record.revokedAt !== null) return null;
    if (record.expiresAt !== null && Date.parse(record.expiresAt) <= this.now().getTime()) return null;
    if (!(ROLES as readonly string[]).includes(record.role)) return null;
    return { name: record.name, tenantId: record.tenantId, role: record.role, customerId: record.customerId };
  }

  private async issue(tx: Store, fields: Omit<StoredApiKey, 'id' | 'keySha256' | 'createdAt' | 'revokedAt'>): Promise<IssuedKey> {
    const id = `${STORED_KEY_PREFIX}${randomBytes(5).toString('hex')}`;
    const key = `${id}_${randomBytes(24).toString('base64url')}`;
    const record: StoredApiKey = { id, ...fields, keySha256: sha256Hex(key), createdAt: this.now().toISOString(), revokedAt: null };
    await tx.putApiKey(record);
    return { key, record };
  }

  private async checked(input: NewKey): Promise<Omit<StoredApiKey, 'id' | 'keySha256' | 'createdAt' | 'revokedAt'>> {
    const tenants = this.tenantIds();
    if (!tenants.includes(input.tenantId)) {
      throw new EchoPilotError('UNKNOWN_TENANT', `tenant: unknown tenant "${input.tenantId}"`, { field: 'tenant', hint: `known tenants: ${tenants.join(', ') || 'none'}` });
    }
    const name = input.name.trim();
    if (name === '' || name.length > 100 || CONTROL.test(name)) {
      throw new EchoPilotError('INVALID_INPUT', 'name: 1 to 100 printable characters', { field: 'name', hint: 'for reviewer and admin keys the name is the reviewer id recorded on approvals' });
    }
    if (!(ROLES as readonly string[]).includes(input.role)) {
      throw new EchoPilotError('INVALID_INPUT', `role: not a role: ${String(input.role)}`, { field: 'role', hint: `use one of ${ROLES.join(', ')}` });
    }
    const customerId = input.customerId ?? null;
    if (input.role === 'customer' && customerId === null) throw new EchoPilotError('INVALID_INPUT', 'customer: a customer key needs the customer it acts for', { field: 'customer' });
    if (input.role !== 'customer' && customerId !== null) throw new EchoPilotError('INVALID_INPUT', 'customer: only customer keys carry a customer (staff pass it per request)', { field: 'customer' });
    // Not looked up: customers may live in the bank's own system (customer-data adapter); each request checks them.
    if (customerId !== null && (customerId.length > 100 || CONTROL.test(customerId))) {
      throw new EchoPilotError('INVALID_INPUT', 'customer: 1 to 100 printable characters', { field: 'customer' });
    }
    const expiresAt = input.expiresAt ?? null;
    if (expiresAt !== null && !(Date.parse(expiresAt) > this.now().getTime())) {
      throw new EchoPilotError('INVALID_INPUT', `expires: ${expiresAt} is not in the future`, { field: 'expires' });
    }
    return { tenantId: input.tenantId, name, role: input.role, customerId, expiresAt };
  }
}

function checkId(id: string): void {
  if (!ID_PATTERN.test(id)) throw new EchoPilotError('INVALID_INPUT', `id: not an API key id: ${id}`, { field: 'id', hint: 'ids look like ep_1a2b3c4d5e (see `echopilot keys list`)' });
}
