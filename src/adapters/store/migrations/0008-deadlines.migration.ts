// Migration 0008: deadlines as data — each promise with its due instant, its status and how it closed.
import type { Kysely, Migration } from 'kysely';

export function deadlinesMigration(): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.createTable('deadlines')
        .addColumn('tenant_id', 'text', (c) => c.notNull())
        .addColumn('id', 'text', (c) => c.notNull())
        .addColumn('customer_id', 'text', (c) => c.notNull())
        .addColumn('thread_id', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('promise', 'text', (c) => c.notNull())
        .addColumn('subject_id', 'text')
        .addColumn('due_at', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('closed_at', 'text')
        .addColumn('note', 'text')
        .addPrimaryKeyConstraint('deadlines_pk', ['tenant_id', 'id'])
        .execute();
      // The scheduler's query: open deadlines due by now, across tenants.
      await db.schema.createIndex('deadlines_due_idx').on('deadlines').columns(['status', 'due_at']).execute();
      await db.schema.createIndex('deadlines_thread_idx').on('deadlines').columns(['tenant_id', 'thread_id']).execute();
    },
  };
}
