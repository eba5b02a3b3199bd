// The store's migrations, listed in code (no filesystem scan) so they run the same from src/ and dist/.
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { EchoPilotError } from '../../../domain/errors.js';
import type { StoreDialect } from '../schema.js';
import { initialMigration } from './0001-initial.migration.js';
import { customerLookupsMigration } from './0002-customer-lookups.migration.js';
import { recordsMigration } from './0003-records.migration.js';
import { notificationsMigration } from './0004-notifications.migration.js';
import { integrationsMigration } from './0005-integrations.migration.js';
import { attachmentsMigration } from './0006-ports-attachments.migration.js';
import { apiKeysMigration } from './0007-api-keys.migration.js';
import { deadlinesMigration } from './0008-deadlines.migration.js';
import { exactlyTurnsMigration } from './0009-turns.migration.js';

export function migrationProvider(dialect: StoreDialect): MigrationProvider {
  return {
    async getMigrations(): Promise<Record<string, Migration>> {
      return {
        '0001-initial': initialMigration(dialect), '0002-customer-lookups': customerLookupsMigration, '0003-records': recordsMigration(dialect),
        '0004-notifications': notificationsMigration(dialect), '0005-integrations': integrationsMigration(),
        '0006-ports-attachments': attachmentsMigration(dialect),
        '0007-api-keys': apiKeysMigration(),
        '0008-deadlines': deadlinesMigration(),
        '0009-turns': exactlyTurnsMigration(),
      };
    },
  };
}

/**
 * Brings the schema to the latest migration; throws INTERNAL naming the failed migration.
 * `schema` names where the migrator keeps its own tables (PostgreSQL); the migrations follow the search path.
 */
export async function migrateToLatest(db: Kysely<unknown>, dialect: StoreDialect, schema?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: migrationProvider(dialect),
    ...(schema !== undefined ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new EchoPilotError('INTERNAL', `store migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}
