// The customer-data port: one customer's profile and records, read where the bank keeps them (the embedded store,
// or the bank's own customer API). Every call is scoped to one tenant and one customer.
import type { Customer, CustomerRecords } from './records.js';

export interface CustomerDataSource {
  /** The customer, or null when the tenant has no such customer. */
  findCustomer(tenantId: string, customerId: string): Promise<Customer | null>;
  /**
   * All of one customer's records and nothing else; NOT_FOUND when the customer does not exist, UPSTREAM_UNAVAILABLE
   * when the source cannot answer (the caller escalates to a person rather than judging on partial records).
   */
  customerRecords(tenantId: string, customerId: string): Promise<CustomerRecords>;
}
