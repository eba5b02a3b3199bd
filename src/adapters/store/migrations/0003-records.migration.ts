// Migration 0003: tickets carry the customer's text and the amount they are about; threads keep their messages.
import type { Kysely, Migration } from 'kysely';
import type { StoreDialect } from '../schema.js';

export function recordsMigration(dialect: StoreDialect): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('tickets').addColumn('customer_text', 'text', (c) => c.notNull().defaultTo('')).execute();
      await db.schema.alterTable('tickets').addColumn('amount', 'bigint', (c) => c.notNull().defaultTo(0)).execute();

      // Same sequence trick as the audit log: `seq` keeps the append order on both dialects.
      const messages = dialect === 'postgres'
        ? db.schema.createTable('messages').addColumn('seq', 'bigserial', (c) => c.primaryKey())
        : db.schema.createTable('messages').addColumn('seq', 'integer', (c) => c.primaryKey().autoIncrement());
      await messages
        .addColumn('tenant_id', 'text', (c) => c.notNull())
        .addColumn('id', 'text', (c) => c.notNull())
        .addColumn('customer_id', 'text', (c) => c.notNull())
        .addColumn('thread_id', 'text', (c) => c.notNull())
        .addColumn('author', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('idempotency_key', 'text', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .addUniqueConstraint('messages_id_uq', ['tenant_id', 'id'])
        .addUniqueConstraint('messages_key_uq', ['tenant_id', 'idempotency_key'])
        .execute();
      await db.schema.createIndex('messages_thread_idx').on('messages').columns(['tenant_id', 'thread_id', 'seq']).execute();
    },
  };
}
