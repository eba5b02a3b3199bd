// Chooses the checkpointer from configuration: PostgreSQL for a database URL, else SQLite in the data directory, else memory.
import { join } from 'node:path';
import type { BaseCheckpointSaver } from '@langchain/langgraph';
import { openPostgresCheckpointer } from './postgres.checkpointer.js';
import { openSqliteCheckpointer } from './sqlite.checkpointer.js';

export interface OpenCheckpointerOptions {
  /** Holds `checkpoints.db`; null keeps checkpoints in memory (lost on close). */
  dataDir: string | null;
  /** `postgres://…` or `postgresql://…` selects PostgreSQL (wins over the data directory); anything else is ignored. */
  databaseUrl?: string;
  /** PostgreSQL schema for the checkpoint tables; default: the connection's current schema. */
  schema?: string;
}

export interface Checkpointer {
  saver: BaseCheckpointSaver;
  kind: 'postgres' | 'sqlite-file' | 'memory';
  close(): Promise<void>;
}

export function checkpointFileFor(dataDir: string): string {
  return join(dataDir, 'checkpoints.db');
}

export async function openCheckpointer(options: OpenCheckpointerOptions): Promise<Checkpointer> {
  const { dataDir, databaseUrl, schema } = options;
  if (databaseUrl !== undefined && databaseUrl.startsWith('postgres')) {
    const pg = await openPostgresCheckpointer({ url: databaseUrl, ...(schema !== undefined ? { schema } : {}) });
    return { saver: pg.saver, kind: 'postgres', close: pg.close };
  }
  const sqlite = openSqliteCheckpointer(dataDir === null ? ':memory:' : checkpointFileFor(dataDir));
  return { saver: sqlite.saver, kind: dataDir === null ? 'memory' : 'sqlite-file', close: async () => sqlite.close() };
}
