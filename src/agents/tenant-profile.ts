// A tenant as its agents see it: name, kind, locale, and the claim types of its policy pack with their vocabulary.
import type { TenantContext } from '../policy/tenant-context.js';
import type { TenantProfile } from './ports.js';

export function tenantProfile(tenant: TenantContext): TenantProfile {
  return {
    id: tenant.config.id,
    name: tenant.config.name,
    kind: tenant.config.kind,
    claimTypes: tenant.pack.rules.map((r) => r.claimType),
    vocabulary: tenant.pack.vocabulary,
    locale: tenant.config.locale,
  };
}
