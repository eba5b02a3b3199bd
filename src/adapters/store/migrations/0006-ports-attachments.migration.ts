// Migration 0006 (ports): the files customers attach to their messages, per tenant and thread, with their bytes.
import type { Kysely, Migration } from 'kysely';
import type { StoreDialect } from '../schema.js';

export function attachmentsMigration(dialect: StoreDialect): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.createTable('attachments')
        .addColumn('tenant_id', 'text', (c) => c.notNull())
        .addColumn('id', 'text', (c) => c.notNull())
        .addColumn('customer_id', 'text', (c) => c.notNull())
        .addColumn('thread_id', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('media_type', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('sha256', 'text', (c) => c.notNull())
        // A PDF's extracted text with personal data masked; null for images.
        .addColumn('text', 'text')
        .addColumn('content', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('attachments_pk', ['tenant_id', 'id'])
        .execute();
      await db.schema.createIndex('attachments_thread_idx').on('attachments').columns(['tenant_id', 'thread_id', 'created_at']).execute();
    },
  };
}
