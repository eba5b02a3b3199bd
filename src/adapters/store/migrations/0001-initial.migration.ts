// Migration 0001: the record, effect and audit tables, written once for SQLite and PostgreSQL.
import type { CreateTableBuilder, Kysely, Migration } from 'kysely';
import type { StoreDialect } from '../schema.js';

type Table = CreateTableBuilder<string, string>;

const key = (table: Table, name: string): Table => table.addPrimaryKeyConstraint(`${name}_pk`, ['tenant_id', 'id']);
const tenantAndId = (table: Table): Table =>
  table.addColumn('tenant_id', 'text', (c) => c.notNull()).addColumn('id', 'text', (c) => c.notNull());

export function initialMigration(dialect: StoreDialect): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await key(tenantAndId(db.schema.createTable('customers'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text')
        .addColumn('phone', 'text')
        .addColumn('segment', 'text', (c) => c.notNull())
        .addColumn('joined_on', 'text'), 'customers').execute();

      await key(tenantAndId(db.schema.createTable('accounts'))
        .addColumn('customer_id', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('balance', 'bigint', (c) => c.notNull())
        .addColumn('credit_limit', 'bigint'), 'accounts')
        .addForeignKeyConstraint('accounts_customer_fk', ['tenant_id', 'customer_id'], 'customers', ['tenant_id', 'id'])
        .execute();
      await db.schema.createIndex('accounts_customer_idx').on('accounts').columns(['tenant_id', 'customer_id']).execute();

      await key(tenantAndId(db.schema.createTable('cards'))
        .addColumn('customer_id', 'text', (c) => c.notNull())
        .addColumn('account_id', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('last4', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull()), 'cards')
        .addForeignKeyConstraint('cards_customer_fk', ['tenant_id', 'customer_id'], 'customers', ['tenant_id', 'id'])
        .addForeignKeyConstraint('cards_account_fk', ['tenant_id', 'account_id'], 'accounts', ['tenant_id', 'id'])
        .execute();
      await db.schema.createIndex('cards_customer_idx').on('cards').columns(['tenant_id', 'customer_id']).execute();

      await key(tenantAndId(db.schema.createTable('policies'))
        .addColumn('customer_id', 'text', (c) => c.notNull())
        .addColumn('product', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('start_on', 'text', (c) => c.notNull())
        .addColumn('end_on', 'text', (c) => c.notNull())
        .addColumn('delivered_on', 'text')
        .addColumn('premium', 'bigint', (c) => c.notNull())
        .addColumn('sum_insured', 'bigint', (c) => c.notNull())
        .addColumn('stamp_duty', 'bigint', (c) => c.notNull())
        .addColumn('medical_exam_cost', 'bigint', (c) => c.notNull())
        .addColumn('cancelled_on', 'text'), 'policies')
        .addForeignKeyConstraint('policies_customer_fk', ['tenant_id', 'customer_id'], 'customers', ['tenant_id', 'id'])
        .execute();
      await db.schema.createIndex('policies_customer_idx').on('policies').columns(['tenant_id', 'customer_id']).execute();

      await key(tenantAndId(db.schema.createTable('claims'))
        .addColumn('policy_id', 'text', (c) => c.notNull())
        .addColumn('filed_on', 'text', (c) => c.notNull())
        .addColumn('amount_claimed', 'bigint', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('documents_complete_on', 'text')
        .addColumn('settled_on', 'text')
        .addColumn('settled_amount', 'bigint')
        .addColumn('rejection_reason', 'text'), 'claims')
        .addForeignKeyConstraint('claims_policy_fk', ['tenant_id', 'policy_id'], 'policies', ['tenant_id', 'id'])
        .execute();
      await db.schema.createIndex('claims_policy_idx').on('claims').columns(['tenant_id', 'policy_id']).execute();

      // relates_to may name a transaction, a claim or a policy, so it carries no foreign key.
      await key(tenantAndId(db.schema.createTable('transactions'))
        .addColumn('account_id', 'text', (c) => c.notNull())
        .addColumn('card_id', 'text')
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('direction', 'text', (c) => c.notNull())
        .addColumn('channel', 'text', (c) => c.notNull())
        .addColumn('counterparty', 'text', (c) => c.notNull())
        .addColumn('reference', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('relates_to', 'text')
        .addColumn('fee_kind', 'text')
        .addColumn('policy_id', 'text')
        .addColumn('due_on', 'text'), 'transactions')
        .addForeignKeyConstraint('transactions_account_fk', ['tenant_id', 'account_id'], 'accounts', ['tenant_id', 'id'])
        .addForeignKeyConstraint('transactions_card_fk', ['tenant_id', 'card_id'], 'cards', ['tenant_id', 'id'])
        .addForeignKeyConstraint('transactions_policy_fk', ['tenant_id', 'policy_id'], 'policies', ['tenant_id', 'id'])
        .execute();
      await db.schema.createIndex('transactions_account_idx').on('transactions').columns(['tenant_id', 'account_id', 'at']).execute();

      await key(tenantAndId(db.schema.createTable('tickets'))
        .addColumn('customer_id', 'text', (c) => c.notNull())
        .addColumn('thread_id', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('priority', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('claim_type', 'text')
        .addColumn('idempotency_key', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull()), 'tickets')
        .addUniqueConstraint('tickets_key_uq', ['tenant_id', 'idempotency_key'])
        .execute();
      await db.schema.createIndex('tickets_thread_idx').on('tickets').columns(['tenant_id', 'thread_id']).execute();

      await key(tenantAndId(db.schema.createTable('incidents'))
        .addColumn('customer_id', 'text', (c) => c.notNull())
        .addColumn('thread_id', 'text', (c) => c.notNull())
        .addColumn('claim_type', 'text')
        .addColumn('outcome', 'text', (c) => c.notNull())
        .addColumn('valid', 'integer')
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('summary', 'text', (c) => c.notNull())
        .addColumn('evidence', 'text', (c) => c.notNull())
        .addColumn('idempotency_key', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull()), 'incidents')
        .addUniqueConstraint('incidents_key_uq', ['tenant_id', 'idempotency_key'])
        .execute();
      await db.schema.createIndex('incidents_thread_idx').on('incidents').columns(['tenant_id', 'thread_id']).execute();

      await key(tenantAndId(db.schema.createTable('ledger_entries'))
        .addColumn('customer_id', 'text', (c) => c.notNull())
        .addColumn('account_id', 'text')
        .addColumn('thread_id', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('relates_to', 'text', (c) => c.notNull())
        .addColumn('approval_id', 'text')
        .addColumn('idempotency_key', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull()), 'ledger_entries')
        .addUniqueConstraint('ledger_entries_key_uq', ['tenant_id', 'idempotency_key'])
        .execute();
      await db.schema.createIndex('ledger_entries_thread_idx').on('ledger_entries').columns(['tenant_id', 'thread_id']).execute();

      await key(tenantAndId(db.schema.createTable('approvals'))
        .addColumn('customer_id', 'text', (c) => c.notNull())
        .addColumn('thread_id', 'text', (c) => c.notNull())
        .addColumn('claim_type', 'text')
        .addColumn('action_hash', 'text', (c) => c.notNull())
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('required_approvers', 'integer', (c) => c.notNull())
        .addColumn('decisions', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('evidence', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull()), 'approvals')
        .execute();
      await db.schema.createIndex('approvals_status_idx').on('approvals').columns(['tenant_id', 'status']).execute();

      await db.schema.createTable('conversations')
        .addColumn('tenant_id', 'text', (c) => c.notNull())
        .addColumn('thread_id', 'text', (c) => c.notNull())
        .addColumn('customer_id', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('claim_type', 'text')
        .addColumn('subject_id', 'text')
        .addColumn('last_outcome', 'text')
        .addColumn('summary', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('conversations_pk', ['tenant_id', 'thread_id'])
        .execute();

      // The one dialect difference: an auto-incrementing sequence that keeps the audit log's append order.
      const audit = dialect === 'postgres'
        ? db.schema.createTable('audit_log').addColumn('seq', 'bigserial', (c) => c.primaryKey())
        : db.schema.createTable('audit_log').addColumn('seq', 'integer', (c) => c.primaryKey().autoIncrement());
      await audit
        .addColumn('tenant_id', 'text', (c) => c.notNull())
        .addColumn('id', 'text', (c) => c.notNull())
        .addColumn('thread_id', 'text', (c) => c.notNull())
        .addColumn('actor', 'text', (c) => c.notNull())
        .addColumn('actor_role', 'text', (c) => c.notNull())
        .addColumn('event', 'text', (c) => c.notNull())
        .addColumn('details', 'text', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .addUniqueConstraint('audit_log_id_uq', ['tenant_id', 'id'])
        .execute();
      await db.schema.createIndex('audit_log_thread_idx').on('audit_log').columns(['tenant_id', 'thread_id', 'seq']).execute();
    },
  };
}
