// Opens only what `echopilot keys` needs: the records store (SQLite under the data directory, or DATABASE_URL) and the
// tenant list, without the knowledge base, models or graph; and the key file's names, which new keys may not take.
import { mkdirSync } from 'node:fs';
import { openStore } from '../adapters/store/open-store.js';
import { API_KEYS_FILE_VARIABLE, loadApiKeysFile, type ApiKey } from './api-keys.js';
import { loadConfig } from './config.js';
import { StoredApiKeys } from './stored-api-keys.js';
import { DirectoryTenantRegistry } from './tenant-registry.js';

export interface KeyAdmin {
  keys: StoredApiKeys;
  close(): Promise<void>;
}

/** `apiKeysFile` (default $ECHOPILOT_API_KEYS_FILE): the key file `serve` uses, whose names new keys may not take. */
export async function openKeyAdmin(options: { apiKeysFile?: string } = {}, env: NodeJS.ProcessEnv = process.env): Promise<KeyAdmin> {
  const config = loadConfig(env);
  const file = options.apiKeysFile ?? env[API_KEYS_FILE_VARIABLE];
  // Read when a key is created (not for list, revoke or rotate).
  let fileKeys: readonly ApiKey[] | undefined;
  const namesInFile = (): readonly ApiKey[] => (fileKeys ??= file ? loadApiKeysFile(file).list() : []);
  const tenants = new DirectoryTenantRegistry(config.tenantsRoot);
  if (config.databaseUrl === undefined) mkdirSync(config.dataDir, { recursive: true });
  const store = await openStore({ dataDir: config.dataDir, ...(config.databaseUrl !== undefined ? { databaseUrl: config.databaseUrl } : {}) });
  return { keys: new StoredApiKeys(store, () => tenants.ids(), () => new Date(), namesInFile), close: () => store.close() };
}
