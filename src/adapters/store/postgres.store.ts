// The at-scale store: PostgreSQL through kysely (own-schema introspection) and pg, optionally in its own schema, with per-thread
// session advisory locks on a small pool of their own.
import { CompiledQuery, Kysely } from 'kysely';
import pg from 'pg';
import { EchoPilotError } from '../../domain/errors.js';
import type { Store } from '../../domain/store.port.js';
import { migrateToLatest } from './migrations/migration-provider.js';
import { OwnSchemaPostgresDialect } from './postgres-introspector.js';
import type { Database } from './schema.js';
import { KyselyStore, type KyselyStoreOptions } from './kysely.store.js';
import { PostgresThreadLocks } from './thread-locks.js';

export interface PostgresStoreOptions extends KyselyStoreOptions {
  /** postgres://user:password@host:port/database */
  url: string;
  /** A schema to hold the tables (created when missing); default: the connection's search path. */
  schema?: string;
  /** Pool size. */
  maxConnections?: number;
  /** Connections holding per-thread locks (one per turn running in this process); a pool of their own. Default 10. */
  maxLockConnections?: number;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]*$/;

export async function openPostgresStore(options: PostgresStoreOptions): Promise<Store> {
  const { schema } = options;
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) {
    throw new EchoPilotError('CONFIG_INVALID', `PostgreSQL schema "${schema}" must be lower-case letters, digits and underscores`, { field: 'schema' });
  }
  const pool = new pg.Pool({ connectionString: options.url, max: options.maxConnections ?? 10 });
  const db = new Kysely<Database>({
    dialect: new OwnSchemaPostgresDialect({
      pool,
      onCreateConnection: async (connection) => {
        if (schema !== undefined) await connection.executeQuery(CompiledQuery.raw(`set search_path to "${schema}"`));
      },
    }),
  });
  let own: string | undefined;
  try {
    if (schema !== undefined) {
      const client = await pool.connect();
      try {
        await client.query(`create schema if not exists "${schema}"`);
      } finally {
        client.release();
      }
    }
    // The migrator's own tables live in the schema the store uses: kysely would otherwise look for them in every
    // schema of the database and trip over another installation's (or test run's) lock table.
    own = schema ?? (await pool.query<{ schema: string }>('select current_schema() as schema')).rows[0]?.schema;
    await migrateToLatest(db as Kysely<unknown>, 'postgres', own);
  } catch (error) {
    await db.destroy();
    if (error instanceof EchoPilotError) throw error;
    throw new EchoPilotError('INTERNAL', `cannot open PostgreSQL store: ${(error as Error).message}`, { cause: error });
  }
  const lockPool = new pg.Pool({ connectionString: options.url, max: options.maxLockConnections ?? 10, idleTimeoutMillis: 10_000 });
  lockPool.on('error', () => undefined); // an idle lock connection that broke holds no lock; the next turn opens another
  // Locks of one database are shared by its schemas: the namespace keeps installations (and test runs) apart.
  return new KyselyStore(db, options, false, new PostgresThreadLocks(lockPool, own ?? 'public'));
}
