// Migration 0003: what the real integrations need: a credit's remote status, and the ticket outbox for an external tracker.
import type { Kysely, Migration } from 'kysely';

export function integrationsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      // A credit sent to a payments API: 'settled', 'unknown' (timed out; reconcile) or 'failed'; null when paid locally.
      await db.schema.alterTable('ledger_entries').addColumn('remote_status', 'text').execute();
      await db.schema.alterTable('ledger_entries').addColumn('remote_ref', 'text').execute();
      // The outbox: a ticket is due for sync while it has no external key or its status differs from the synced one.
      await db.schema.alterTable('tickets').addColumn('external_key', 'text').execute();
      await db.schema.alterTable('tickets').addColumn('synced_status', 'text').execute();
      await db.schema.alterTable('tickets').addColumn('sync_attempts', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('tickets').addColumn('sync_after', 'text').execute();
      await db.schema.alterTable('tickets').addColumn('sync_error', 'text').execute();
      await db.schema.createIndex('ledger_entries_remote_idx').on('ledger_entries').columns(['tenant_id', 'remote_status']).execute();
    },
  };
}
