// Runs the Store contract against SQLite in memory and in a temporary file, plus file-specific behaviour.
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { openSqliteStore } from '../../src/adapters/store/sqlite.store.js';
import { openStore } from '../../src/adapters/store/open-store.js';
import { storeContract } from '../contracts/store.contract.js';

const dir = mkdtempSync(join(tmpdir(), 'echopilot-store-'));
let counter = 0;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

storeContract('SQLite in memory', () => openSqliteStore({ file: ':memory:' }));
storeContract('SQLite file', () => openSqliteStore({ file: join(dir, `run-${++counter}`, 'nested', 'echopilot.db') }));

describe('SQLite file store', () => {
  it('keeps data across a close and reopen, and migrating again is a no-op', async () => {
    const file = join(dir, 'reopen', 'echopilot.db');
    const first = await openSqliteStore({ file });
    await first.insertWorld('t', {
      customers: [{ id: 'C1', tenantId: 't', name: 'Asha', email: null, phone: null, segment: 'retail', joinedOn: null }],
      accounts: [], cards: [], transactions: [], policies: [], claims: [],
    });
    await first.close();
    const second = await openSqliteStore({ file });
    expect(await second.countCustomers('t')).toBe(1);
    await second.close();
  });

  it('finds a customer\'s conversations, tickets, incidents and ledger through an index, not a scan of the tenant', async () => {
    const file = join(dir, 'plans', 'echopilot.db');
    await (await openSqliteStore({ file })).close();
    const db = new Database(file, { readonly: true });
    try {
      const plan = (table: string, extra = '') => (db.prepare(`EXPLAIN QUERY PLAN SELECT * FROM ${table} WHERE tenant_id = ? AND customer_id = ?${extra}`)
        .all('t', 'C1') as { detail: string }[]).map((r) => r.detail).join(' | ');
      expect(plan('conversations', " AND status = 'waiting_customer'")).toMatch(/USING INDEX conversations_customer_idx \(tenant_id=\? AND customer_id=\? AND status=\?\)/);
      expect(plan('tickets')).toMatch(/USING INDEX tickets_customer_idx/);
      expect(plan('incidents')).toMatch(/USING INDEX incidents_customer_idx/);
      expect(plan('ledger_entries')).toMatch(/USING INDEX ledger_entries_customer_idx/);
    } finally {
      db.close();
    }
  });

  it('opens <dataDir>/echopilot.db when no database URL is given', async () => {
    const dataDir = join(dir, 'data-dir');
    const store = await openStore({ dataDir });
    await store.close();
    expect(existsSync(join(dataDir, 'echopilot.db'))).toBe(true);
  });
});
