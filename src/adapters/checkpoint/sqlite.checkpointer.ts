// The embedded LangGraph checkpointer: SQLite (WAL, no fsync per commit, cached statements) in the data directory.
import Database from 'better-sqlite3';
import { SqliteSaver } from '@langchain/langgraph-checkpoint-sqlite';
import { withStatementCache } from '../store/statement-cache.js';
import { fastCheckpointSerde } from './checkpoint-serde.js';

/** Creates its tables when opened, not inside the first conversation's first step; reads and writes with the fast serde. */
class EagerSqliteSaver extends SqliteSaver {
  constructor(db: Database.Database) {
    super(db);
    this.serde = fastCheckpointSerde(this.serde);
    this.setup();
  }
}

export interface SqliteCheckpointer {
  saver: SqliteSaver;
  close(): void;
}

/** `file` is a path or ':memory:'. A crash loses at most the last superstep's checkpoint, never a committed one's order. */
export function openSqliteCheckpointer(file: string): SqliteCheckpointer {
  const db = new Database(file);
  if (file !== ':memory:') {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
  }
  db.pragma('busy_timeout = 5000');
  const saver = new EagerSqliteSaver(withStatementCache(db));
  return { saver, close: () => db.close() };
}
