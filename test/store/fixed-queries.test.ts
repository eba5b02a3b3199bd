// Fixed queries: compiled once, run with new values; a query whose compiled parameters are not the values given fails.
import { describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { FixedQueries } from '../../src/adapters/store/fixed-queries.js';

interface Db { notes: { id: string; text: string } }

function openDb(): Kysely<Db> {
  const sqlite = new Database(':memory:');
  sqlite.exec('create table notes (id text primary key, text text not null)');
  return new Kysely<Db>({ dialect: new SqliteDialect({ database: sqlite }) });
}

describe('FixedQueries', () => {
  it('runs a compiled insert again with new values and counts the rows it changed', async () => {
    const db = openDb();
    const queries = new FixedQueries();
    const insert = (id: string, text: string) => queries.changes(db, 'insert:notes', [id, text], () => db.insertInto('notes').values({ id, text }).onConflict((oc) => oc.doNothing()));
    expect(await insert('a', 'first')).toBe(1n);
    expect(await insert('b', 'second')).toBe(1n);
    expect(await insert('a', 'again')).toBe(0n);
    const rows = await queries.rows(db, 'notes', [], () => db.selectFrom('notes').selectAll().orderBy('id'));
    expect(rows).toEqual([{ id: 'a', text: 'first' }, { id: 'b', text: 'second' }]);
  });

  it('refuses a query whose compiled parameters are not the values given, in order', async () => {
    const db = openDb();
    const queries = new FixedQueries();
    await expect(queries.changes(db, 'swapped', ['x', 'y'], () => db.insertInto('notes').values({ id: 'y', text: 'x' }))).rejects.toMatchObject({ code: 'INTERNAL' });
    await expect(queries.rows(db, 'missing', [], () => db.selectFrom('notes').selectAll().where('id', '=', 'a'))).rejects.toMatchObject({ code: 'INTERNAL' });
  });
});
