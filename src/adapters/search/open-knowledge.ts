// Chooses the knowledge base from configuration: PostgreSQL for a database URL (shared by every process), else the
// SQLite file in the data directory, else memory.
import type { Embedder, KnowledgeBase } from '../../domain/knowledge.port.js';
import { sqliteFileFor } from '../store/open-store.js';
import { openPostgresKnowledgeBase } from './postgres-fts.knowledge.js';
import { openSqliteKnowledgeBase } from './sqlite-fts.knowledge.js';

export interface OpenKnowledgeOptions {
  /** Holds `echopilot.db` (the product database file); null keeps the knowledge base in memory. */
  dataDir: string | null;
  /** `postgres://…` or `postgresql://…` selects PostgreSQL (wins over the data directory); anything else is ignored. */
  databaseUrl?: string;
  /** PostgreSQL schema for the kb_ tables; default: the connection's search path. */
  schema?: string;
  /** Hybrid search (sqlite-vec, or pgvector where the server has it). */
  embedder?: Embedder;
}

export function openKnowledgeBase(options: OpenKnowledgeOptions): Promise<KnowledgeBase> {
  const { dataDir, databaseUrl, schema, embedder } = options;
  const extra = { ...(embedder ? { embedder } : {}) };
  if (databaseUrl !== undefined && databaseUrl.startsWith('postgres')) {
    return openPostgresKnowledgeBase({ url: databaseUrl, ...(schema !== undefined ? { schema } : {}), ...extra });
  }
  return openSqliteKnowledgeBase({ file: dataDir === null ? ':memory:' : sqliteFileFor(dataDir), ...extra });
}
