// The embedded default: a SQLite file (or memory) through better-sqlite3, WAL mode, foreign keys on.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { withStatementCache } from './statement-cache.js';
import type { Store } from '../../domain/store.port.js';
import { migrateToLatest } from './migrations/migration-provider.js';
import type { Database } from './schema.js';
import { KyselyStore, type KyselyStoreOptions } from './kysely.store.js';

export interface SqliteStoreOptions extends KyselyStoreOptions {
  /** A file path (its directory is created) or ':memory:'. */
  file: string;
  /** Milliseconds to wait on a locked database before failing. */
  busyTimeoutMs?: number;
}

export async function openSqliteStore(options: SqliteStoreOptions): Promise<Store> {
  const inMemory = options.file === ':memory:';
  if (!inMemory) mkdirSync(dirname(options.file), { recursive: true });
  const database = new BetterSqlite3(options.file);
  try {
    if (!inMemory) database.pragma('journal_mode = WAL');
    database.pragma(`busy_timeout = ${Math.max(0, Math.trunc(options.busyTimeoutMs ?? 5000))}`);
    database.pragma('foreign_keys = ON');
    database.pragma('synchronous = NORMAL');
  } catch (error) {
    database.close();
    throw error;
  }
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(database) }) });
  try {
    await migrateToLatest(db as Kysely<unknown>, 'sqlite');
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return new KyselyStore(db, options);
}
