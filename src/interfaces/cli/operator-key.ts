// Operator identity for staff commands: the caller is a staff API key (`--key` or ECHOPILOT_API_KEY), looked up in the
// same key file as the server's (`--api-keys` or ECHOPILOT_API_KEYS_FILE) or, for `ep_…` keys, in the database. The reviewer recorded on a decision is the
// key's name, so four eyes needs two real keys; a name typed on the command line is never an identity.
import type { Command } from 'commander';
import { API_KEYS_FILE_VARIABLE, loadApiKeysFile, type ApiKey } from '../../app/api-keys.js';
import { EchoPilotError } from '../../domain/errors.js';
import { openKeyAdmin, type KeyAdmin } from '../../app/key-admin.js';
import { STORED_KEY_PREFIX } from '../../app/stored-api-keys.js';
import type { Role } from '../../domain/vocabulary.js';

export const API_KEY_VARIABLE = 'ECHOPILOT_API_KEY';

export interface OperatorFlags {
  key?: string;
  apiKeys?: string;
  tenant?: string;
}

/** Adds `--key` and `--api-keys` to a staff command. */
export function withOperatorKey(command: Command): Command {
  return command
    .option('--key <api key>', `your staff API key (default $${API_KEY_VARIABLE}); the key decides who you are and your tenant`)
    .option('--api-keys <file>', `the API key file the server uses (default $${API_KEYS_FILE_VARIABLE})`);
}

/** The authenticated operator: a key of one of `roles`, in `--tenant` when that is given. */
export function operatorFrom(flags: OperatorFlags, roles: readonly Role[], env: NodeJS.ProcessEnv = process.env): ApiKey {
  const presented = flags.key ?? env[API_KEY_VARIABLE];
  if (presented === undefined || presented === '') {
    throw new EchoPilotError('FORBIDDEN', `this command needs a staff API key: pass --key or set ${API_KEY_VARIABLE}`, {
      field: 'key', hint: `staff keys are in the server's key file, e.g. tenants/api-keys.example.yaml (${API_KEYS_FILE_VARIABLE})`,
    });
  }
  const file = flags.apiKeys ?? env[API_KEYS_FILE_VARIABLE];
  const caller = presentedCaller(presented, file);
  if (!caller) throw new EchoPilotError('FORBIDDEN', 'unknown API key', { field: 'key', hint: `use a key listed in ${file}` });
  return checkedOperator(caller, flags, roles);
}

/**
 * As operatorFrom, and a database key (`echopilot keys create`, `ep_…`) is looked up in the deployment's store when
 * the key file does not hold it (or there is no key file).
 */
export async function operatorOf(flags: OperatorFlags, roles: readonly Role[], env: NodeJS.ProcessEnv = process.env, openAdmin: () => Promise<KeyAdmin> = () => openKeyAdmin({}, env)): Promise<ApiKey> {
  const presented = flags.key ?? env[API_KEY_VARIABLE];
  if (presented === undefined || presented === '' || !presented.startsWith(STORED_KEY_PREFIX)) return operatorFrom(flags, roles, env);
  const file = flags.apiKeys ?? env[API_KEYS_FILE_VARIABLE];
  let caller = file ? presentedCaller(presented, file) : null;
  if (!caller) {
    const admin = await openAdmin();
    try {
      caller = await admin.keys.lookup(presented);
    } finally {
      await admin.close();
    }
  }
  if (!caller) throw new EchoPilotError('FORBIDDEN', 'unknown, revoked or expired API key', { field: 'key', hint: 'see `echopilot keys list --all`' });
  return checkedOperator(caller, flags, roles);
}

function presentedCaller(presented: string, file: string | undefined): ApiKey | null {
  if (file === undefined || file === '') {
    throw new EchoPilotError('CONFIG_INVALID', `no API key file to check the key against: set ${API_KEYS_FILE_VARIABLE} or pass --api-keys`, {
      field: API_KEYS_FILE_VARIABLE, hint: `for the demo tenants: ${API_KEYS_FILE_VARIABLE}=tenants/api-keys.example.yaml`,
    });
  }
  return loadApiKeysFile(file).lookup(presented);
}

function checkedOperator(caller: ApiKey, flags: OperatorFlags, roles: readonly Role[]): ApiKey {
  if (!roles.includes(caller.role)) {
    throw new EchoPilotError('FORBIDDEN', `key "${caller.name}" has role ${caller.role}; this command needs ${roles.join(' or ')}`, { field: 'key' });
  }
  if (flags.tenant !== undefined && flags.tenant !== caller.tenantId) {
    throw new EchoPilotError('FORBIDDEN', `key "${caller.name}" acts in tenant ${caller.tenantId}, not ${flags.tenant}`, { field: 'tenant', hint: 'leave --tenant out: the key decides it' });
  }
  return caller;
}
