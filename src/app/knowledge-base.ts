// The knowledge base of the configured data directory, for commands that need only it (ingest, kb).
import { mkdirSync } from 'node:fs';
import type { KnowledgeBase } from '../domain/knowledge.port.js';
import { openSqliteKnowledgeBase } from '../adapters/search/sqlite-fts.knowledge.js';
import { sqliteFileFor } from '../adapters/store/open-store.js';
import { loadConfig } from './config.js';
import { embedderFromEnv } from './integrations.js';

export async function openConfiguredKnowledgeBase(): Promise<KnowledgeBase> {
  const { dataDir } = loadConfig();
  mkdirSync(dataDir, { recursive: true });
  const embedder = embedderFromEnv();
  return openSqliteKnowledgeBase({ file: sqliteFileFor(dataDir), ...(embedder ? { embedder } : {}) });
}
