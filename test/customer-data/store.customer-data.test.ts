// Runs the customer-data contract against the embedded store.
import { openSqliteStore } from '../../src/adapters/store/sqlite.store.js';
import { StoreCustomerData } from '../../src/adapters/customer-data/store.customer-data.js';
import { customerDataContract } from '../contracts/customer-data.contract.js';

customerDataContract('store (embedded)', async (worlds) => {
  const store = await openSqliteStore({ file: ':memory:' });
  for (const [tenantId, world] of Object.entries(worlds)) await store.insertWorld(tenantId, world);
  return { source: new StoreCustomerData(store), close: () => store.close() };
});
