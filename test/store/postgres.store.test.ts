// Runs the Store contract against PostgreSQL (a fresh random schema per test, dropped after); skipped when unreachable.
import { afterAll, describe, it } from 'vitest';
import { openPostgresStore } from '../../src/adapters/store/postgres.store.js';
import { storeContract } from '../contracts/store.contract.js';
import { PG_URL, postgresProblem, schemaPool } from '../support/postgres.support.js';

const problem = await postgresProblem();

if (problem === null) {
  const schemas = schemaPool('echopilot_test');
  afterAll(() => schemas.dropAll());
  // Each test gets its own schema so tests never see each other's rows.
  storeContract('PostgreSQL', () => openPostgresStore({ url: PG_URL, schema: schemas.next(), maxConnections: 3 }));
} else {
  // Skipped only when PostgreSQL cannot be reached (the reason is in the title); CI machines have it.
  describe.skip(`Store contract: PostgreSQL (skipped: ${PG_URL} not reachable: ${problem})`, () => {
    it('passes the store contract', () => undefined);
  });
}
