// Seeds each shipped tenant's world into the store when that tenant has no customers yet; never overwrites.
import type { EchoPilot } from './echopilot.js';
import { loadTenantWorld, seedTenantIfEmpty } from './tenant-directory.js';

export async function ensureSeeded(app: Pick<EchoPilot, 'store' | 'tenants' | 'tenantsRoot'>): Promise<Record<string, boolean>> {
  const seeded: Record<string, boolean> = {};
  for (const id of app.tenants.ids()) {
    const world = loadTenantWorld(app.tenantsRoot, id);
    seeded[id] = world ? (await seedTenantIfEmpty(app.store, id, world)).seeded : false;
  }
  return seeded;
}
