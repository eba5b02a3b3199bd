// Test PostgreSQL for the store and checkpoint tests: reachability (to skip with a reason), fresh random schemas dropped after.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** null when PostgreSQL answers, else why not. */
export async function postgresProblem(url = PG_URL): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return (error as Error).message || String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Hands out schema names unique to this run; `dropAll` removes every one handed out. */
export function schemaPool(prefix: string) {
  const runId = randomBytes(4).toString('hex');
  const names: string[] = [];
  return {
    next(): string {
      const name = `${prefix}_${runId}_${names.length}`;
      names.push(name);
      return name;
    },
    async create(name: string): Promise<void> {
      await run(`create schema if not exists "${name}"`);
    },
    async dropAll(): Promise<void> {
      for (const name of names.splice(0)) await run(`drop schema if exists "${name}" cascade`);
    },
  };
}

/** The URL with every connection's search path set to `schema` (as an operator would configure it). */
export function urlWithSearchPath(schema: string, url = PG_URL): string {
  const u = new URL(url);
  u.searchParams.set('options', `-c search_path=${schema}`);
  return u.toString();
}

async function run(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
