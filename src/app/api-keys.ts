// API keys: who a bearer key is (tenant, role, customer, name), loaded from a YAML/JSON file and matched in constant time.
// One directory for every interface: the HTTP server and the staff commands of the CLI check keys the same way.
import { createHash, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { EchoPilotError } from '../domain/errors.js';
import { ROLES, type Role } from '../domain/vocabulary.js';

/** The caller a key stands for. Identity comes only from here, never from a request body. */
export interface ApiKey {
  name: string;
  tenantId: string;
  role: Role;
  /** Set for customer keys only: the one customer this key may act for. */
  customerId: string | null;
}

export interface ApiKeyDirectory {
  /** The key's caller, or null when no key matches. Every entry is compared, in constant time. */
  lookup(presented: string): ApiKey | null;
  /** All callers (no secrets), e.g. to check their tenants at start-up. */
  list(): ApiKey[];
}

/** Name of the environment variable naming the key file. */
export const API_KEYS_FILE_VARIABLE = 'ECHOPILOT_API_KEYS_FILE';

const MIN_KEY_LENGTH = 16;

const entrySchema = z
  .object({
    name: z.string().min(1).max(100),
    tenant: z.string().min(1),
    role: z.enum(ROLES),
    customer_id: z.string().min(1).optional(),
    /** The key itself (at least 16 characters) … */
    key: z.string().min(MIN_KEY_LENGTH, `a key needs at least ${MIN_KEY_LENGTH} characters`).optional(),
    /** … or its SHA-256 in hex, so the file need not hold the secret. */
    key_sha256: z.string().regex(/^[0-9a-f]{64}$/i, 'must be 64 hex digits').optional(),
  })
  .strict()
  .superRefine((entry, ctx) => {
    if ((entry.key === undefined) === (entry.key_sha256 === undefined)) {
      ctx.addIssue({ code: 'custom', message: 'give exactly one of key and key_sha256', path: ['key'] });
    }
    if (entry.role === 'customer' && entry.customer_id === undefined) {
      ctx.addIssue({ code: 'custom', message: 'a customer key needs customer_id', path: ['customer_id'] });
    }
    if (entry.role !== 'customer' && entry.customer_id !== undefined) {
      ctx.addIssue({ code: 'custom', message: 'only customer keys carry customer_id (staff pass it per request)', path: ['customer_id'] });
    }
  });

export const apiKeysFileSchema = z.object({ keys: z.array(entrySchema).min(1) }).strict();
export type ApiKeysFile = z.input<typeof apiKeysFileSchema>;

const sha256 = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();

interface Entry {
  digest: Buffer;
  caller: ApiKey;
}

class HashedKeyDirectory implements ApiKeyDirectory {
  constructor(private readonly entries: readonly Entry[]) {}

  lookup(presented: string): ApiKey | null {
    const digest = sha256(presented);
    let found: ApiKey | null = null;
    // No early exit: the time taken does not depend on which entry (if any) matches.
    for (const entry of this.entries) {
      if (timingSafeEqual(entry.digest, digest) && found === null) found = entry.caller;
    }
    return found;
  }

  list(): ApiKey[] {
    return this.entries.map((e) => ({ ...e.caller }));
  }
}

/** Builds a directory from the parsed file value; CONFIG_INVALID names the entry and field at fault. */
export function apiKeyDirectoryFrom(value: unknown, source = 'api keys'): ApiKeyDirectory {
  const parsed = apiKeysFileSchema.safeParse(value);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
    throw new EchoPilotError('CONFIG_INVALID', `${source}: ${detail}`, { field: 'keys', hint: 'see tenants/api-keys.example.yaml for the format' });
  }
  const entries: Entry[] = [];
  const seenNames = new Set<string>();
  const seenDigests = new Set<string>();
  parsed.data.keys.forEach((e, i) => {
    const digest = e.key !== undefined ? sha256(e.key) : Buffer.from(e.key_sha256 ?? '', 'hex');
    const hex = digest.toString('hex');
    if (seenDigests.has(hex)) throw new EchoPilotError('CONFIG_INVALID', `${source}: keys.${i}: the same key is listed twice`, { field: `keys.${i}.key` });
    if (seenNames.has(`${e.tenant}/${e.name}`)) throw new EchoPilotError('CONFIG_INVALID', `${source}: keys.${i}: name "${e.name}" is used twice in tenant ${e.tenant}`, { field: `keys.${i}.name` });
    seenDigests.add(hex);
    seenNames.add(`${e.tenant}/${e.name}`);
    entries.push({ digest, caller: { name: e.name, tenantId: e.tenant, role: e.role, customerId: e.customer_id ?? null } });
  });
  return new HashedKeyDirectory(entries);
}

/** No key file: every key then comes from the database (`echopilot keys`). */
export const NO_FILE_KEYS: ApiKeyDirectory = { lookup: () => null, list: () => [] };

/** Reads a key file (YAML or JSON; JSON is YAML). */
export function loadApiKeysFile(path: string): ApiKeyDirectory {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new EchoPilotError('CONFIG_INVALID', `cannot read the API key file ${path}: ${(error as NodeJS.ErrnoException).code ?? 'error'}`, {
      field: API_KEYS_FILE_VARIABLE, hint: 'point ECHOPILOT_API_KEYS_FILE (or --api-keys) at a file like tenants/api-keys.example.yaml',
    });
  }
  let value: unknown;
  try {
    value = parseYaml(text);
  } catch (error) {
    throw new EchoPilotError('CONFIG_INVALID', `${path}: not valid YAML or JSON (${(error as Error).message.split('\n')[0]})`, { field: API_KEYS_FILE_VARIABLE });
  }
  return apiKeyDirectoryFrom(value, path);
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header);
  return match?.[1] ?? null;
}
