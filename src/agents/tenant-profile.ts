// A tenant as its agents see it: name, kind, locale, and the claim types of its policy pack with their vocabulary.
import type { TenantContext } from '../policy/tenant-context.js';
import type { PolicyPack } from '../policy/pack.js';
import type { ClaimTypeProfile, TenantProfile } from './ports.js';

/** Each claim type of a pack as agents and replies name it. */
export function claimProfiles(pack: Pick<PolicyPack, 'claimTypes'>): Record<string, ClaimTypeProfile> {
  return Object.fromEntries(pack.claimTypes.map((d) => [d.id, {
    id: d.id, label: d.label, noun: d.noun, aspects: d.vocabulary.aspects, urgent: d.urgent ?? false, replyFacts: d.replyFacts ?? {}, findingWords: d.findingWords ?? {},
  }]));
}

export function tenantProfile(tenant: TenantContext): TenantProfile {
  return {
    id: tenant.config.id,
    name: tenant.config.name,
    kind: tenant.config.kind,
    claimTypes: tenant.pack.rules.map((r) => r.claimType),
    vocabulary: tenant.pack.vocabulary,
    claims: claimProfiles(tenant.pack),
    locale: tenant.config.locale,
    autoApprovalLimit: tenant.common.autoApprovalLimit,
  };
}
