// Migration 0004: the webhook outbox, which is also the delivery log (attempts, last status, delivered time).
import type { Kysely, Migration } from 'kysely';
import type { StoreDialect } from '../schema.js';

export function notificationsMigration(dialect: StoreDialect): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const table = dialect === 'postgres'
        ? db.schema.createTable('notifications').addColumn('seq', 'bigserial', (c) => c.primaryKey())
        : db.schema.createTable('notifications').addColumn('seq', 'integer', (c) => c.primaryKey().autoIncrement());
      await table
        .addColumn('tenant_id', 'text', (c) => c.notNull())
        .addColumn('id', 'text', (c) => c.notNull())
        .addColumn('thread_id', 'text', (c) => c.notNull())
        .addColumn('event', 'text', (c) => c.notNull())
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull())
        .addColumn('next_attempt_at', 'text')
        .addColumn('last_status', 'integer')
        .addColumn('last_error', 'text')
        .addColumn('delivered_at', 'text')
        .addUniqueConstraint('notifications_id_uq', ['tenant_id', 'id'])
        .execute();
      await db.schema.createIndex('notifications_due_idx').on('notifications').columns(['status', 'next_attempt_at']).execute();
    },
  };
}
