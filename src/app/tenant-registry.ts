// Loads every tenant under the tenants root once: configuration, policy pack and common parameters.
import { EchoPilotError } from '../domain/errors.js';
import { getPack, packParamsSchema } from '../policy/packs/registry.js';
import type { TenantContext, TenantRegistry } from '../policy/tenant-context.js';
import { listTenantIds, loadTenant } from './tenant-directory.js';

export class DirectoryTenantRegistry implements TenantRegistry {
  private readonly tenants: Map<string, TenantContext>;

  constructor(root: string) {
    this.tenants = new Map(
      listTenantIds(root).map((id) => {
        const config = loadTenant(root, id, packParamsSchema);
        const pack = getPack(config.packId);
        return [id, { config, pack, common: config.params }];
      }),
    );
  }

  get(tenantId: string): TenantContext {
    const tenant = this.tenants.get(tenantId);
    if (!tenant) {
      throw new EchoPilotError('UNKNOWN_TENANT', `unknown tenant "${tenantId}"`, { field: 'tenant', hint: `known tenants: ${this.ids().join(', ') || 'none'}` });
    }
    return tenant;
  }

  ids(): string[] {
    return [...this.tenants.keys()];
  }
}
