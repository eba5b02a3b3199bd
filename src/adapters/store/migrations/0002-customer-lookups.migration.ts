// Migration 0002: indexes for the lookups by customer that grow with a tenant's history. Every message looks up the
// customer's waiting or latest conversation; customers and staff list a customer's tickets, incidents and ledger.
import type { Kysely, Migration } from 'kysely';

export const customerLookupsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.createIndex('conversations_customer_idx').on('conversations').columns(['tenant_id', 'customer_id', 'status']).execute();
    await db.schema.createIndex('tickets_customer_idx').on('tickets').columns(['tenant_id', 'customer_id']).execute();
    await db.schema.createIndex('incidents_customer_idx').on('incidents').columns(['tenant_id', 'customer_id']).execute();
    await db.schema.createIndex('ledger_entries_customer_idx').on('ledger_entries').columns(['tenant_id', 'customer_id']).execute();
  },
};
