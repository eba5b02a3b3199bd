// Migration 0007: API keys kept in the database, hashed, with expiry and revocation (`echopilot keys`).
import { sql, type Kysely, type Migration } from 'kysely';

export function apiKeysMigration(): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.createTable('api_keys')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('tenant_id', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('customer_id', 'text')
        .addColumn('key_sha256', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text')
        .addColumn('revoked_at', 'text')
        .execute();
      // One active key per name in a tenant (a rotation revokes the old key in the transaction that adds the new one).
      await db.schema.createIndex('api_keys_active_name_uq').on('api_keys').columns(['tenant_id', 'name']).unique()
        .where(sql.ref('revoked_at'), 'is', null).execute();
    },
  };
}
