// Embedded customer data: the records copied into the store (world files, seeds).
import type { CustomerDataSource } from '../../domain/customer-data.port.js';
import type { Store } from '../../domain/store.port.js';

export class StoreCustomerData implements CustomerDataSource {
  constructor(private readonly store: Pick<Store, 'findCustomer' | 'customerRecords'>) {}

  findCustomer(tenantId: string, customerId: string) {
    return this.store.findCustomer(tenantId, customerId);
  }

  customerRecords(tenantId: string, customerId: string) {
    return this.store.customerRecords(tenantId, customerId);
  }
}
