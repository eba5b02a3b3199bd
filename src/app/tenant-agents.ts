// Agents per tenant: each tenant's YAML `models:` map (under the environment's ECHOPILOT_MODEL_<AGENT> overrides) picks
// its own backends; every agent call carries the tenant, so one graph serves all tenants.
import type { Agents } from '../agents/ports.js';
import { EchoPilotError } from '../domain/errors.js';
import type { TenantRegistry } from '../policy/tenant-context.js';

export function tenantRoutedAgents(tenants: TenantRegistry, build: (tenantModels: Record<string, string>) => Agents): Agents {
  const byTenant = new Map(tenants.ids().map((id) => [id, build(tenants.get(id).config.models)]));
  const pick = (tenantId: string): Agents => {
    const agents = byTenant.get(tenantId);
    if (!agents) throw new EchoPilotError('UNKNOWN_TENANT', `no agents for tenant "${tenantId}"`, { field: 'tenant' });
    return agents;
  };
  return {
    classifier: {
      analyse: async (input) => pick(input.tenant.id).classifier.analyse(input),
      extractEntities: async (input) => pick(input.tenant.id).classifier.extractEntities(input),
    },
    reporter: { write: async (input) => pick(input.tenant.id).reporter.write(input) },
    verifier: { step: async (input) => pick(input.tenant.id).verifier.step(input) },
    answerer: { answer: async (input) => pick(input.tenant.id).answerer.answer(input) },
    replier: { write: async (input) => pick(input.tenant.id).replier.write(input) },
  };
}
