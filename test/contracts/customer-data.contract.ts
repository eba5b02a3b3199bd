// The customer-data contract: one suite every CustomerDataSource must pass (one customer's records, nobody else's).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CustomerDataSource } from '../../src/domain/customer-data.port.js';
import type { World } from '../../src/domain/records.js';
import { account, card, claim, customer, inr, policy, txn } from '../support/records.builder.js';

export interface CustomerDataHandle {
  source: CustomerDataSource;
  close(): Promise<void>;
}

/** Two customers of tenant `demo` and a namesake customer id in tenant `other`. */
export function contractWorlds(): Record<string, World> {
  return {
    demo: {
      customers: [customer(), customer({ id: 'C2', name: 'Ravi Kumar' })],
      accounts: [account(), account({ id: 'A2', customerId: 'C2' })],
      cards: [card(), card({ id: 'CARD-2', customerId: 'C2', accountId: 'A2', last4: '9911' })],
      transactions: [txn({ id: 'T2', on: '2026-03-05', amount: inr(700) }), txn({ id: 'T1', on: '2026-03-01', amount: inr(5_000) }), txn({ id: 'T9', accountId: 'A2', amount: inr(12_999) })],
      policies: [policy(), policy({ id: 'POL-2', customerId: 'C2' })],
      claims: [claim(), claim({ id: 'CLM-2', policyId: 'POL-2' })],
    },
    other: {
      customers: [customer({ tenantId: 'other', name: 'Someone Else' })],
      accounts: [account({ tenantId: 'other', id: 'A-OTHER' })], cards: [], transactions: [], policies: [], claims: [],
    },
  };
}

const ids = (rows: { id: string }[]) => rows.map((r) => r.id).sort();

export function customerDataContract(name: string, open: (worlds: Record<string, World>) => Promise<CustomerDataHandle>): void {
  describe(`customer data contract: ${name}`, () => {
    let handle: CustomerDataHandle;
    beforeEach(async () => {
      handle = await open(contractWorlds());
    });
    afterEach(async () => handle.close());

    it('finds a customer of the tenant, and nobody for an unknown id', async () => {
      expect(await handle.source.findCustomer('demo', 'C1')).toMatchObject({ id: 'C1', tenantId: 'demo', name: 'Asha Verma' });
      expect(await handle.source.findCustomer('demo', 'C404')).toBeNull();
    });

    it("returns all of one customer's records and none of another's", async () => {
      const records = await handle.source.customerRecords('demo', 'C1');
      expect(records.customer.id).toBe('C1');
      expect(ids(records.accounts)).toEqual(['A1']);
      expect(ids(records.cards)).toEqual(['CARD-1']);
      expect(records.transactions.map((t) => [t.id, t.amount])).toEqual([['T1', inr(5_000)], ['T2', inr(700)]]);
      expect(ids(records.policies)).toEqual(['POL-1']);
      expect(ids(records.claims)).toEqual(['CLM-1']);
      expect([...records.accounts, ...records.transactions, ...records.claims].every((r) => r.tenantId === 'demo')).toBe(true);
    });

    it('keeps tenants apart: the same customer id elsewhere is another person', async () => {
      const other = await handle.source.customerRecords('other', 'C1');
      expect(other.customer.name).toBe('Someone Else');
      expect(ids(other.accounts)).toEqual(['A-OTHER']);
    });

    it('says NOT_FOUND for the records of a customer that does not exist', async () => {
      await expect(handle.source.customerRecords('demo', 'C404')).rejects.toMatchObject({ code: 'NOT_FOUND', field: 'customerId' });
    });
  });
}
