// Runs the Store contract against PostgreSQL (a fresh random schema per test, dropped after), and the thread lock
// between two stores (two processes) on one database; skipped when unreachable.
import { Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { Store } from '../../src/domain/store.port.js';
import { openPostgresStore } from '../../src/adapters/store/postgres.store.js';
import { OwnSchemaPostgresDialect } from '../../src/adapters/store/postgres-introspector.js';
import { storeContract } from '../contracts/store.contract.js';
import { PG_URL, postgresProblem, schemaPool, urlWithSearchPath } from '../support/postgres.support.js';
import { whenServiceUnavailable } from '../support/services.support.js';

const problem = await postgresProblem();

if (problem === null) {
  const schemas = schemaPool('echopilot_test');
  afterAll(() => schemas.dropAll());
  // Each test gets its own schema so tests never see each other's rows.
  storeContract('PostgreSQL', () => openPostgresStore({ url: PG_URL, schema: schemas.next(), maxConnections: 3 }));

  describe('PostgreSQL beside other installations', () => {
    it('opens and migrates while another installation in the same database creates and drops its schemas', async () => {
      // The churn stands for another installation's (or test run's) schemas coming and going beside ours.
      const churn = new pg.Client({ connectionString: PG_URL });
      await churn.connect();
      let churning = true;
      const churned = (async () => {
        for (let i = 0; churning; i++) {
          const name = `${schemas.next()}_churn`;
          await churn.query(`create schema "${name}"; create table "${name}".t (id serial primary key, v text)`);
          await churn.query(`drop schema "${name}" cascade`);
        }
      })();
      try {
        for (let i = 0; i < 8; i++) {
          const store = await openPostgresStore({ url: PG_URL, schema: schemas.next(), maxConnections: 2 });
          await store.close();
        }
      } finally {
        churning = false;
        await churned;
        await churn.end();
      }
    });

    it('sees only its own schema when it asks whether its migration tables exist', async () => {
      const mine = schemas.next();
      const other = schemas.next();
      const store = await openPostgresStore({ url: PG_URL, schema: mine, maxConnections: 2 });
      await store.close();
      const admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      try {
        await admin.query(`create schema "${other}"; create table "${other}".kysely_migration (name text)`);
        const db = new Kysely<unknown>({ dialect: new OwnSchemaPostgresDialect({ pool: new pg.Pool({ connectionString: urlWithSearchPath(mine), max: 1 }) }) });
        try {
          const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
          expect(new Set(tables.map((t) => t.schema))).toEqual(new Set([mine]));
          expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(['kysely_migration', 'kysely_migration_lock']));
          const migrations = tables.find((t) => t.name === 'kysely_migration');
          expect(migrations?.columns.map((c) => c.name)).toEqual(['name', 'timestamp']);
        } finally {
          await db.destroy();
        }
      } finally {
        await admin.end();
      }
    });
  });

  describe('PostgreSQL thread locks between processes', () => {
    const THREAD = 'demo-bank:C1:TKT-LOCK';
    const pair = async (): Promise<[Store, Store, string]> => {
      const schema = schemas.next();
      const first = await openPostgresStore({ url: PG_URL, schema, maxConnections: 2 });
      return [first, await openPostgresStore({ url: PG_URL, schema, maxConnections: 2 }), schema];
    };

    it('serialises two stores on one database (two processes): the second waits for the first, and a try while held is refused', async () => {
      const [a, b] = await pair();
      try {
        const events: string[] = [];
        let release!: () => void;
        const first = a.withThreadLock('demo-bank', THREAD, async () => {
          events.push('a start');
          await new Promise<void>((resolve) => { release = resolve; });
          events.push('a end');
        });
        await new Promise((resolve) => setTimeout(resolve, 100));
        await expect(b.withThreadLock('demo-bank', THREAD, async () => events.push('b tried'), { waitMs: 0 })).rejects.toMatchObject({ code: 'CONFLICT' });
        const second = b.withThreadLock('demo-bank', THREAD, async () => { events.push('b start'); }, { waitMs: 5_000 });
        await new Promise((resolve) => setTimeout(resolve, 100));
        release();
        await Promise.all([first, second]);
        expect(events).toEqual(['a start', 'a end', 'b start']);
        // Another thread is never held up by it.
        expect(await b.withThreadLock('demo-bank', `${THREAD}-2`, async () => 'free', { waitMs: 0 })).toBe('free');
      } finally {
        await Promise.all([a.close(), b.close()]);
      }
    });

    it('frees a thread whose holder\'s connection died (a killed process), and tells the holder its lock is lost', async () => {
      const [a, b, schema] = await pair();
      const admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      try {
        let release!: () => void;
        let lostSeen: boolean | null = null;
        const first = a.withThreadLock('demo-bank', THREAD, async (hold) => {
          await new Promise<void>((resolve) => { release = resolve; });
          lostSeen = hold.lost;
        });
        await new Promise((resolve) => setTimeout(resolve, 100));
        // The holder's session, as PostgreSQL sees it once its process is gone: ended by the server.
        // Only this test's lock (the two-int key of its schema, tenant and thread): other sessions on the database are left alone.
        const { rows } = await admin.query<{ pid: number }>(
          `select pid from pg_locks where locktype = 'advisory' and granted and objsubid = 2
             and classid::bigint = (hashtext($1)::bigint & 4294967295) and objid::bigint = (hashtext($2)::bigint & 4294967295)`,
          [`${schema}:demo-bank`, THREAD],
        );
        const pids = [...new Set(rows.map((r) => r.pid))];
        expect(pids).toHaveLength(1);
        for (const pid of pids) await admin.query('select pg_terminate_backend($1)', [pid]);
        expect(await b.withThreadLock('demo-bank', THREAD, async () => 'taken over', { waitMs: 5_000 })).toBe('taken over');
        release();
        await first;
        expect(lostSeen).toBe(true);
      } finally {
        await admin.end();
        await Promise.all([a.close(), b.close()]);
      }
    });
  });
} else {
  // Skipped with the reason on a developer machine without PostgreSQL; a failure under CI=true.
  whenServiceUnavailable('Store contract: PostgreSQL', `PostgreSQL at ${PG_URL}`, problem);
}
