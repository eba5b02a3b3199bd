// Runs the Store contract against PostgreSQL (a fresh random schema per test, dropped after); skipped when unreachable.
import { afterAll } from 'vitest';
import { openPostgresStore } from '../../src/adapters/store/postgres.store.js';
import { storeContract } from '../contracts/store.contract.js';
import { PG_URL, postgresProblem, schemaPool } from '../support/postgres.support.js';
import { whenServiceUnavailable } from '../support/services.support.js';

const problem = await postgresProblem();

if (problem === null) {
  const schemas = schemaPool('echopilot_test');
  afterAll(() => schemas.dropAll());
  // Each test gets its own schema so tests never see each other's rows.
  storeContract('PostgreSQL', () => openPostgresStore({ url: PG_URL, schema: schemas.next(), maxConnections: 3 }));
} else {
  // Skipped with the reason on a developer machine without PostgreSQL; a failure under CI=true.
  whenServiceUnavailable('Store contract: PostgreSQL', `PostgreSQL at ${PG_URL}`, problem);
}
