// Chooses the store from configuration: SQLite under the data directory, PostgreSQL when a database URL is given.
import { join } from 'node:path';
import type { Store } from '../../domain/store.port.js';
import type { KyselyStoreOptions } from './kysely.store.js';
import { openPostgresStore } from './postgres.store.js';
import { openSqliteStore } from './sqlite.store.js';

export interface OpenStoreOptions extends KyselyStoreOptions {
  dataDir: string;
  /** `postgres://…` or `postgresql://…` selects PostgreSQL; anything else (or nothing) the SQLite file. */
  databaseUrl?: string;
  /** PostgreSQL schema for the tables. */
  schema?: string;
}

export function sqliteFileFor(dataDir: string): string {
  return join(dataDir, 'echopilot.db');
}

export function openStore(options: OpenStoreOptions): Promise<Store> {
  const { dataDir, databaseUrl, schema, ...rest } = options;
  if (databaseUrl !== undefined && databaseUrl.startsWith('postgres')) {
    return openPostgresStore({ ...rest, url: databaseUrl, ...(schema !== undefined ? { schema } : {}) });
  }
  return openSqliteStore({ ...rest, file: sqliteFileFor(dataDir) });
}
