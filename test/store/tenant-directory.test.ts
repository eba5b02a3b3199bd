// The tenant directory layout, tenant loading, and seeding a tenant's world without overwriting.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listTenantIds, loadTenant, loadTenantWorld, seedTenantIfEmpty, tenantPaths } from '../../src/app/tenant-directory.js';
import { openSqliteStore } from '../../src/adapters/store/sqlite.store.js';
import { parseWorldYaml } from '../../src/app/world-loader.js';
import { EchoPilotError } from '../../src/domain/errors.js';

const root = mkdtempSync(join(tmpdir(), 'echopilot-tenants-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const WORLD = `
customers:
  - { id: C1, name: Asha, segment: retail }
accounts:
  - { id: A1, customer_id: C1, type: savings, balance: 100.50 }
`;

function writeTenant(id: string, files: Record<string, string>): void {
  const dir = join(root, 'tenants', id);
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
}

writeTenant('demo-bank', {
  'tenant.yaml': 'id: demo-bank\nname: Demo Bank\nkind: bank\npack: bank-in-rbi\nholidays: [2026-03-14]\nparameters: { limit: 10000 }\n',
  'world.yaml': WORLD,
});
writeTenant('demo-insurer', { 'tenant.yaml': 'id: demo-insurer\nname: Demo Insurer\nkind: insurer\npack: insurer-in-irdai\n' });
writeTenant('misnamed', { 'tenant.yaml': 'id: other\nname: X\nkind: bank\npack: bank-in-rbi\n' });
mkdirSync(join(root, 'tenants', 'no-config'), { recursive: true });

const params = (_packId: string) => z.strictObject({ limit: z.number().int().default(5000) });

describe('tenant directory', () => {
  it('lists the folders that hold a tenant.yaml, sorted', () => {
    expect(listTenantIds(root)).toEqual(['demo-bank', 'demo-insurer', 'misnamed']);
    expect(listTenantIds(join(root, 'nowhere'))).toEqual([]);
  });

  it('gives a tenant’s paths and refuses ids that could escape the folder', () => {
    expect(tenantPaths('/srv', 'demo-bank')).toEqual({
      dir: join('/srv', 'tenants', 'demo-bank'),
      tenantFile: join('/srv', 'tenants', 'demo-bank', 'tenant.yaml'),
      worldFile: join('/srv', 'tenants', 'demo-bank', 'world.yaml'),
      kbDir: join('/srv', 'tenants', 'demo-bank', 'kb'),
    });
    expect(() => tenantPaths('/srv', '../etc')).toThrow(EchoPilotError);
  });

  it('loads a tenant with its pack parameters from the schema it is given', () => {
    const bank = loadTenant(root, 'demo-bank', params);
    expect(bank).toMatchObject({ id: 'demo-bank', packId: 'bank-in-rbi', holidays: ['2026-03-14'], params: { limit: 10000 } });
    expect(loadTenant(root, 'demo-insurer', params).params).toEqual({ limit: 5000 });
  });

  it('reports an unknown tenant and a tenant whose id differs from its folder', () => {
    expect(() => loadTenant(root, 'no-config', params)).toThrow(expect.objectContaining({ code: 'UNKNOWN_TENANT' }));
    expect(() => loadTenant(root, 'misnamed', params)).toThrow(expect.objectContaining({ code: 'CONFIG_INVALID' }));
  });

  it('loads the tenant world when there is one', () => {
    expect(loadTenantWorld(root, 'demo-bank')?.accounts[0]).toMatchObject({ tenantId: 'demo-bank', balance: 10_050 });
    expect(loadTenantWorld(root, 'demo-insurer')).toBeNull();
  });

  it('seeds an empty tenant once and never overwrites', async () => {
    const store = await openSqliteStore({ file: ':memory:' });
    try {
      const world = parseWorldYaml(WORLD, 'world.yaml', 'demo-bank');
      expect(await seedTenantIfEmpty(store, 'demo-bank', world)).toEqual({ seeded: true });
      const changed = parseWorldYaml(WORLD.replace('Asha', 'Someone Else'), 'world.yaml', 'demo-bank');
      expect(await seedTenantIfEmpty(store, 'demo-bank', changed)).toEqual({ seeded: false });
      expect((await store.findCustomer('demo-bank', 'C1'))?.name).toBe('Asha');
      expect(await seedTenantIfEmpty(store, 'demo-insurer', parseWorldYaml(WORLD, 'w', 'demo-insurer'))).toEqual({ seeded: true });
      expect(await store.countCustomers('demo-insurer')).toBe(1);
    } finally {
      await store.close();
    }
  });
});
