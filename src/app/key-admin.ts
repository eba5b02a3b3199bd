// Opens only what `echopilot keys` needs: the records store (SQLite under the data directory, or DATABASE_URL) and the
// tenant list, without the knowledge base, models or graph.
import { mkdirSync } from 'node:fs';
import { openStore } from '../adapters/store/open-store.js';
import { loadConfig } from './config.js';
import { StoredApiKeys } from './stored-api-keys.js';
import { DirectoryTenantRegistry } from './tenant-registry.js';

export interface KeyAdmin {
  keys: StoredApiKeys;
  close(): Promise<void>;
}

export async function openKeyAdmin(env: NodeJS.ProcessEnv = process.env): Promise<KeyAdmin> {
  const config = loadConfig(env);
  const tenants = new DirectoryTenantRegistry(config.tenantsRoot);
  if (config.databaseUrl === undefined) mkdirSync(config.dataDir, { recursive: true });
  const store = await openStore({ dataDir: config.dataDir, ...(config.databaseUrl !== undefined ? { databaseUrl: config.databaseUrl } : {}) });
  return { keys: new StoredApiKeys(store, () => tenants.ids()), close: () => store.close() };
}
