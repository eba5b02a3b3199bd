// The benchmark's one adapter to EchoPilot. Messages go through the public facade (`openEchoPilot()` and
// `conversations.send`) and timings come from the TurnResult's node log. The few internals a benchmark needs (bulk
// loading a large world into the store's SQLite file, adding knowledge-base documents, opening the same kind of
// checkpointer for the bare graph) live here and nowhere else in bench/, so a refactor of the core breaks one file.
import Database from 'better-sqlite3';
import type { KnowledgeDocument } from '../../src/domain/knowledge.port.js';
import type { World } from '../../src/domain/records.js';
import { openEchoPilot, type EchoPilot } from '../../src/app/echopilot.js';
import { sqliteFileFor } from '../../src/adapters/store/open-store.js';
import { openSqliteStore } from '../../src/adapters/store/sqlite.store.js';
import { accountRow, cardRow, claimRow, conversationRow, customerRow, policyRow, transactionRow } from '../../src/adapters/store/row-mappers.js';
import type { Conversation } from '../../src/domain/store.port.js';
import { openSqliteCheckpointer, type SqliteCheckpointer } from '../../src/adapters/checkpoint/sqlite.checkpointer.js';

/** One node's own time in a turn (several entries of a node, e.g. two verify rounds, are summed by the caller). */
export interface NodeTime {
  node: string;
  ms: number;
}

export interface BenchTurn {
  intent: string | null;
  outcome: string;
  /** Supersteps the turn took: one node-log entry per node run. */
  path: string[];
  /** Nodes that report their own time; a node without `ms` counts towards the framework's share. */
  nodes: NodeTime[];
  /** Wall time of `conversations.send`, from the call to its answer. */
  latencyMs: number;
}

export interface BenchApp {
  send(input: { tenantId: string; customerId: string; text: string; now: string }): Promise<BenchTurn>;
  /** Inserts a (small) world through the store API, checked like an import. */
  insertWorld(tenantId: string, world: World): Promise<void>;
  /** Adds documents to the application's knowledge base (the same store search reads). */
  addKnowledge(docs: Iterable<KnowledgeDocument>, onProgress?: (done: number) => void): Promise<number>;
  close(): Promise<void>;
}

type SendInput = Parameters<EchoPilot['conversations']['send']>[0];

/** Opens the application on an embedded SQLite data directory, as `echopilot serve` would with ECHOPILOT_DATA_DIR. */
export async function openBenchApp(dataDir: string): Promise<BenchApp> {
  const app = await openEchoPilot({ dataDir });
  return {
    async send({ tenantId, customerId, text, now }) {
      const input: SendInput = { identity: { tenantId, customerId, role: 'customer', actor: 'bench' }, text, now };
      // Wall time of the whole call: the turn's own latencyMs starts after the message is split into issues.
      const started = performance.now();
      const turn = await app.conversations.send(input);
      const latencyMs = performance.now() - started;
      return {
        intent: turn.intent,
        outcome: turn.outcome,
        path: turn.path,
        nodes: turn.nodeLog.filter((e) => typeof e.ms === 'number').map((e) => ({ node: e.node, ms: e.ms as number })),
        latencyMs,
      };
    },
    insertWorld: (tenantId, world) => app.store.insertWorld(tenantId, world),
    async addKnowledge(docs, onProgress) {
      let n = 0;
      for (const doc of docs) {
        await app.knowledge.upsertDocument(doc);
        n += doc.chunks.length;
        onProgress?.(n);
      }
      return n;
    },
    close: () => app.close(),
  };
}

/** The world's tables in insertion order (parents before children), each with its row mapper. */
type Bulk = { world: World; conversations: Conversation[] };
const TABLES: { table: string; rows: (b: Bulk, tenantId: string) => Record<string, unknown>[] }[] = [
  { table: 'customers', rows: (b, t) => b.world.customers.map((r) => customerRow(t, r)) },
  { table: 'accounts', rows: (b, t) => b.world.accounts.map((r) => accountRow(t, r)) },
  { table: 'cards', rows: (b, t) => b.world.cards.map((r) => cardRow(t, r)) },
  { table: 'policies', rows: (b, t) => b.world.policies.map((r) => policyRow(t, r)) },
  { table: 'claims', rows: (b, t) => b.world.claims.map((r) => claimRow(t, r)) },
  { table: 'transactions', rows: (b, t) => b.world.transactions.map((r) => transactionRow(t, r)) },
  { table: 'conversations', rows: (b) => b.conversations.map((c) => conversationRow(c)) },
];

/**
 * Bulk-inserts a world (and earlier conversations) into the SQLite store of `dataDir` with prepared statements in large transactions (the store
 * API's insertWorld checks every id first, which is right for imports and slow for millions of rows). The schema is
 * migrated first through the store itself, and rows are built by the store's own row mappers.
 */
export async function bulkLoadWorld(dataDir: string, tenantId: string, bulk: Bulk, onProgress?: (table: string, done: number, total: number) => void): Promise<number> {
  const file = sqliteFileFor(dataDir);
  await (await openSqliteStore({ file })).close();
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  let total = 0;
  try {
    for (const { table, rows } of TABLES) {
      const all = rows(bulk, tenantId);
      const first = all[0];
      if (!first) continue;
      const columns = Object.keys(first);
      const insert = db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`);
      const batch = db.transaction((part: Record<string, unknown>[]) => {
        for (const row of part) insert.run(...columns.map((c) => row[c] ?? null));
      });
      for (let i = 0; i < all.length; i += 50_000) {
        batch(all.slice(i, i + 50_000));
        onProgress?.(table, Math.min(all.length, i + 50_000), all.length);
      }
      total += all.length;
    }
    db.pragma('optimize');
  } finally {
    db.close();
  }
  return total;
}

/** The same checkpointer the application uses on its embedded default, on its own file, for the bare graph. */
export function openBareCheckpointer(file: string): SqliteCheckpointer {
  return openSqliteCheckpointer(file);
}
