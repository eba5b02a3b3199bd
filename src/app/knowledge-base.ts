// The knowledge base of the configured data directory (or of DATABASE_URL), for commands that need only it (ingest, kb).
import { mkdirSync } from 'node:fs';
import type { KnowledgeBase } from '../domain/knowledge.port.js';
import { openKnowledgeBase } from '../adapters/search/open-knowledge.js';
import { loadConfig } from './config.js';
import { embedderFromEnv } from './integrations.js';

export async function openConfiguredKnowledgeBase(): Promise<KnowledgeBase> {
  const { dataDir, databaseUrl } = loadConfig();
  mkdirSync(dataDir, { recursive: true });
  const embedder = embedderFromEnv();
  return openKnowledgeBase({ dataDir, databaseUrl, ...(embedder ? { embedder } : {}) });
}
