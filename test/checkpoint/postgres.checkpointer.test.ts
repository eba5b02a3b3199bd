// Runs the checkpointer contract against PostgreSQL (a fresh random schema per test, dropped after); skipped when unreachable.
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgresCheckpointer } from '../../src/adapters/checkpoint/postgres.checkpointer.js';
import { openCheckpointer } from '../../src/adapters/checkpoint/open-checkpointer.js';
import { checkpointerContract, type CheckpointerHandle } from '../contracts/checkpointer.contract.js';
import { PG_URL, postgresProblem, schemaPool, urlWithSearchPath } from '../support/postgres.support.js';
import { whenServiceUnavailable } from '../support/services.support.js';

const problem = await postgresProblem();
const schemas = schemaPool('echopilot_cp_test');

describe('PostgreSQL checkpointer without a server', () => {
  it('refuses a schema name that is not lower-case letters, digits and underscores', async () => {
    await expect(openPostgresCheckpointer({ url: PG_URL, schema: 'bad"; drop table x; --' })).rejects.toMatchObject({ code: 'CONFIG_INVALID', field: 'schema' });
  });

  it('fails to open with a typed error when nothing listens at the URL', async () => {
    await expect(openPostgresCheckpointer({ url: 'postgres://postgres@127.0.0.1:1/none' })).rejects.toMatchObject({ code: 'INTERNAL', message: expect.stringContaining('cannot open PostgreSQL checkpointer') });
  });
});

if (problem === null) {
  afterAll(() => schemas.dropAll());

  checkpointerContract('PostgreSQL', () => {
    const schema = schemas.next();
    const open = async (): Promise<CheckpointerHandle> => ({ ...(await openCheckpointer({ dataDir: null, databaseUrl: PG_URL, schema })), reopen: open });
    return open();
  });

  describe('PostgreSQL checkpointer', () => {
    it('is chosen for a postgres:// or postgresql:// URL even when a data directory is given', async () => {
      const schema = schemas.next();
      for (const url of [PG_URL, PG_URL.replace(/^postgres:/, 'postgresql:')]) {
        const cp = await openCheckpointer({ dataDir: '/nonexistent/echopilot', databaseUrl: url, schema });
        expect(cp.kind).toBe('postgres');
        await cp.close();
      }
    });

    it('creates its tables in the connection\'s search-path schema when no schema is named, beside the record store', async () => {
      const schema = schemas.next();
      await schemas.create(schema);
      const cp = await openPostgresCheckpointer({ url: urlWithSearchPath(schema) });
      await cp.close();
      expect(await tablesIn(schema)).toEqual(['checkpoint_blobs', 'checkpoint_migrations', 'checkpoint_writes', 'checkpoints']);
    });

    it('opens from several processes at once without racing on table creation', async () => {
      const schema = schemas.next();
      const opened = await Promise.all(Array.from({ length: 4 }, () => openPostgresCheckpointer({ url: PG_URL, schema, maxConnections: 2 })));
      await Promise.all(opened.map((cp) => cp.close()));
      expect(await tablesIn(schema)).toHaveLength(4);
    });
  });
} else {
  // Skipped with the reason on a developer machine without PostgreSQL; a failure under CI=true.
  whenServiceUnavailable('checkpointer contract: PostgreSQL', `PostgreSQL at ${PG_URL}`, problem);
}

async function tablesIn(schema: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>('select table_name as name from information_schema.tables where table_schema = $1 order by 1', [schema]);
    return rows.map((r) => r.name);
  } finally {
    await client.end();
  }
}
