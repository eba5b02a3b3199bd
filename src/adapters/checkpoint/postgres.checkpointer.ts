// The at-scale LangGraph checkpointer: PostgresSaver on its own pg pool, tables created (once, under a lock) when opened.
import pg from 'pg';
import { PostgresSaver } from '@langchain/langgraph-checkpoint-postgres';
import { EchoPilotError } from '../../domain/errors.js';
import { fastCheckpointSerde } from './checkpoint-serde.js';

export interface PostgresCheckpointerOptions {
  /** postgres://user:password@host:port/database */
  url: string;
  /** A schema to hold the checkpoint tables (created when missing); default: the connection's current schema. */
  schema?: string;
  /** Pool size (at least 2: opening holds a lock on one connection while another creates the tables). */
  maxConnections?: number;
}

export interface PostgresCheckpointer {
  saver: PostgresSaver;
  close(): Promise<void>;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]*$/;
/** Serialises table creation across processes that open at the same moment (CREATE … IF NOT EXISTS can race). */
const SETUP_LOCK = 0x65_63_68_6f_63_6b; // "echock"

export async function openPostgresCheckpointer(options: PostgresCheckpointerOptions): Promise<PostgresCheckpointer> {
  if (options.schema !== undefined && !SCHEMA_NAME.test(options.schema)) {
    throw new EchoPilotError('CONFIG_INVALID', `PostgreSQL schema "${options.schema}" must be lower-case letters, digits and underscores`, { field: 'schema' });
  }
  const pool = new pg.Pool({ connectionString: options.url, max: Math.max(2, options.maxConnections ?? 10) });
  // An idle connection dropped by the server is discarded by the pool; the next query opens a new one.
  pool.on('error', () => undefined);
  try {
    const lock = await pool.connect();
    try {
      // Follows the connection's search path by default, as the record store does, so both land in one schema.
      const schema = options.schema ?? ((await lock.query<{ schema: string | null }>('select current_schema() as schema')).rows[0]?.schema ?? 'public');
      await lock.query('select pg_advisory_lock($1)', [SETUP_LOCK]);
      try {
        const saver = new PostgresSaver(pool, undefined, { schema });
        saver.serde = fastCheckpointSerde(saver.serde);
        await saver.setup();
        return { saver, close: () => pool.end() };
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [SETUP_LOCK]);
      }
    } finally {
      lock.release();
    }
  } catch (error) {
    await pool.end().catch(() => undefined);
    if (error instanceof EchoPilotError) throw error;
    throw new EchoPilotError('INTERNAL', `cannot open PostgreSQL checkpointer: ${(error as Error).message}`, { cause: error });
  }
}
