// Migration 0009 (exactly-once turns): every turn recorded before its graph runs, with the client's idempotency key
// (unique per tenant), the recorded answer once done, and a lease so that a dead process's turn is finished by another.
import type { Kysely, Migration } from 'kysely';

export function exactlyTurnsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.createTable('turns')
        .addColumn('tenant_id', 'text', (c) => c.notNull())
        .addColumn('id', 'text', (c) => c.notNull())
        .addColumn('thread_id', 'text', (c) => c.notNull())
        .addColumn('customer_id', 'text', (c) => c.notNull())
        .addColumn('actor', 'text', (c) => c.notNull())
        .addColumn('actor_role', 'text', (c) => c.notNull())
        .addColumn('raised_by', 'text', (c) => c.notNull())
        .addColumn('idempotency_key', 'text')
        .addColumn('request_hash', 'text', (c) => c.notNull())
        .addColumn('input', 'text', (c) => c.notNull())
        .addColumn('text', 'text')
        .addColumn('checkpoint_before', 'text')
        .addColumn('judged_at', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('result', 'text')
        .addColumn('lease_until', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('turns_pk', ['tenant_id', 'id'])
        // Both dialects allow many NULL keys under a unique constraint: turns without a client key never clash.
        .addUniqueConstraint('turns_idempotency_uq', ['tenant_id', 'idempotency_key'])
        .execute();
      await db.schema.createIndex('turns_thread_idx').on('turns').columns(['tenant_id', 'thread_id']).execute();
      await db.schema.createIndex('turns_running_idx').on('turns').columns(['status', 'lease_until']).execute();
    },
  };
}
