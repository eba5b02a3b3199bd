// Reuses prepared statements per SQL text on a better-sqlite3 connection: preparing is the costliest step of a
// small query, and kysely prepares on every call. Bounded, least recently used first out.
import type BetterSqlite3 from 'better-sqlite3';

export function withStatementCache(database: BetterSqlite3.Database, maxEntries = 500): BetterSqlite3.Database {
  const prepare = database.prepare.bind(database);
  const cache = new Map<string, BetterSqlite3.Statement>();
  const cached = (source: string) => {
    const hit = cache.get(source);
    if (hit) {
      cache.delete(source);
      cache.set(source, hit);
      return hit;
    }
    const statement = prepare(source);
    cache.set(source, statement);
    if (cache.size > maxEntries) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    return statement;
  };
  // Statements are re-entrant for run/get/all (the only calls kysely and our adapters make), so sharing is safe.
  database.prepare = cached as typeof database.prepare;
  return database;
}
