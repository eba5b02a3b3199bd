// `echopilot keys create|list|revoke|rotate`: API keys kept in the database (hashed; the key is shown once), for
// `serve` besides the key file. An operator tool on the deployment's database: it needs database access, not a key.
import type { Command } from 'commander';
import { API_KEYS_FILE_VARIABLE } from '../../../app/api-keys.js';
import { openKeyAdmin, type KeyAdmin } from '../../../app/key-admin.js';
import { parseExpiry, type IssuedKey } from '../../../app/stored-api-keys.js';
import type { StoredApiKey } from '../../../domain/stored-api-key.js';
import { ROLES, type Role } from '../../../domain/vocabulary.js';
import { EchoPilotError } from '../../../domain/errors.js';

export interface KeysCommandDeps {
  /** Default: the store from the environment (ECHOPILOT_DATA_DIR or DATABASE_URL). */
  openAdmin?: (options: { apiKeysFile?: string }) => Promise<KeyAdmin>;
  out?: (text: string) => void;
  now?: () => Date;
}

interface CreateFlags { tenant?: string; name?: string; role?: string; customer?: string; expires?: string; apiKeys?: string; json?: boolean }

const keyJson = (k: StoredApiKey) => ({
  id: k.id, tenant: k.tenantId, name: k.name, role: k.role, customer_id: k.customerId, created_at: k.createdAt, expires_at: k.expiresAt, revoked_at: k.revokedAt,
});

function required(value: string | undefined, flag: string, hint: string): string {
  if (value === undefined || value.trim() === '') throw new EchoPilotError('INVALID_INPUT', `${flag}: required`, { field: flag, hint });
  return value.trim();
}

function parseRole(text: string | undefined): Role {
  const role = required(text, '--role', `one of ${ROLES.join(', ')}`);
  if (!(ROLES as readonly string[]).includes(role)) throw new EchoPilotError('INVALID_INPUT', `--role: not a role: ${role}`, { field: '--role', hint: `use one of ${ROLES.join(', ')}` });
  return role as Role;
}

/** The store's field names (tenant, name, customer, expires) as the flags the operator typed. */
function asFlagError(error: unknown): never {
  if (error instanceof EchoPilotError && error.field && ['tenant', 'name', 'role', 'customer', 'expires', 'id'].includes(error.field)) {
    const flag = error.field === 'id' ? 'id' : `--${error.field}`;
    throw new EchoPilotError(error.code, error.message.replace(new RegExp(`^${error.field}:`), `${flag}:`), { field: flag, ...(error.hint ? { hint: error.hint } : {}) });
  }
  throw error;
}

function status(k: StoredApiKey, now: Date): string {
  if (k.revokedAt !== null) return 'revoked';
  if (k.expiresAt !== null && Date.parse(k.expiresAt) <= now.getTime()) return 'expired';
  return 'active';
}

export function registerKeysCommand(program: Command, deps: KeysCommandDeps = {}): Command {
  const out = deps.out ?? ((text: string) => void process.stdout.write(`${text}\n`));
  const now = deps.now ?? (() => new Date());
  const withAdmin = async <T>(work: (admin: KeyAdmin) => Promise<T>, options: { apiKeysFile?: string } = {}): Promise<T> => {
    const admin = await (deps.openAdmin ?? openKeyAdmin)(options);
    try {
      return await work(admin);
    } catch (error) {
      return asFlagError(error);
    } finally {
      await admin.close();
    }
  };
  const printIssued = (issued: IssuedKey, json: boolean | undefined, verb: string) => {
    if (json) return out(JSON.stringify({ key: issued.key, ...keyJson(issued.record) }, null, 2));
    const r = issued.record;
    out(`${verb} ${r.id}: ${r.role} "${r.name}" in ${r.tenantId}${r.customerId ? ` for customer ${r.customerId}` : ''}${r.expiresAt ? `, expires ${r.expiresAt}` : ', never expires'}`);
    out(`key: ${issued.key}`);
    out('this is the only time the key is shown: store it now (only its SHA-256 is kept)');
  };

  const keys = program
    .command('keys')
    .description('API keys kept in the database (hashed, shown once): `serve` accepts them besides $ECHOPILOT_API_KEYS_FILE');

  keys
    .command('create')
    .description('issue a key for a caller and print it once')
    .option('--tenant <id>', 'tenant the key acts in (required)')
    .option('--name <name>', 'who the key is, unique in the tenant (database keys and the key file); for reviewers and admins the reviewer id on approvals (required)')
    .option('--role <role>', `${ROLES.join(' | ')} (required)`)
    .option('--customer <id>', 'customer keys only: the one customer the key acts for')
    .option('--expires <when>', 'refuse the key after this: a duration (90d, 12h, 30m) or an ISO date-time with an offset; default never')
    .option('--api-keys <file>', `the key file \`serve\` uses, whose names are taken; default $${API_KEYS_FILE_VARIABLE}`)
    .option('--json', 'print the key and its record as JSON')
    .action(async (options: CreateFlags) => {
      const tenantId = required(options.tenant, '--tenant', 'e.g. --tenant demo-bank');
      const name = required(options.name, '--name', 'e.g. --name reviewer-alice');
      const role = parseRole(options.role);
      const expiresAt = options.expires === undefined ? null : parseExpiry(options.expires, now());
      const issued = await withAdmin((admin) => admin.keys.create({ tenantId, name, role, customerId: options.customer ?? null, expiresAt }), options.apiKeys ? { apiKeysFile: options.apiKeys } : {});
      printIssued(issued, options.json, 'created');
    });

  keys
    .command('list')
    .description('keys with their id, caller and dates (never the key)')
    .option('--tenant <id>', 'only this tenant\'s keys')
    .option('--all', 'include revoked keys')
    .option('--json', 'print JSON')
    .action(async (options: { tenant?: string; all?: boolean; json?: boolean }) => {
      const list = await withAdmin((admin) => admin.keys.list({ ...(options.tenant ? { tenantId: options.tenant } : {}), includeRevoked: options.all === true }));
      if (options.json) return out(JSON.stringify({ keys: list.map((k) => ({ ...keyJson(k), status: status(k, now()) })) }, null, 2));
      if (list.length === 0) return out('no keys');
      for (const k of list) {
        out(`${k.id}  ${status(k, now()).padEnd(7)}  ${k.tenantId}  ${k.role.padEnd(8)}  ${k.name}${k.customerId ? ` (customer ${k.customerId})` : ''}  created ${k.createdAt}${k.expiresAt ? `  expires ${k.expiresAt}` : ''}${k.revokedAt ? `  revoked ${k.revokedAt}` : ''}`);
      }
    });

  keys
    .command('revoke')
    .description('stop a key at once (kept in the list with --all)')
    .argument('<id>', 'the key id from `echopilot keys list` (ep_…)')
    .option('--json', 'print JSON')
    .action(async (id: string, options: { json?: boolean }) => {
      const revoked = await withAdmin((admin) => admin.keys.revoke(id));
      if (options.json) return out(JSON.stringify(keyJson(revoked), null, 2));
      out(`${revoked.id}: revoked at ${revoked.revokedAt}`);
    });

  keys
    .command('rotate')
    .description('issue a new key for the same caller and revoke the old one in one step; the new key is printed once')
    .argument('<id>', 'the key id to replace (ep_…)')
    .option('--expires <when>', 'expiry of the new key: a duration (90d) or an ISO date-time with an offset; default never')
    .option('--json', 'print the new key and its record as JSON')
    .action(async (id: string, options: { expires?: string; json?: boolean }) => {
      const expiresAt = options.expires === undefined ? null : parseExpiry(options.expires, now());
      const issued = await withAdmin((admin) => admin.keys.rotate(id, { expiresAt }));
      if (!options.json) out(`${id}: revoked`);
      printIssued(issued, options.json, 'created');
    });

  return keys;
}
