// Per-tenant model choice: each tenant's `models:` picks its agents; a missing key fails at start-up, naming it.
import { describe, expect, it } from 'vitest';
import { agentsFromEnvironment } from '../../src/app/echopilot.js';
import { offlineAgents } from '../../src/app/offline-agents.js';
import { tenantRoutedAgents } from '../../src/app/tenant-agents.js';
import type { TenantContext, TenantRegistry } from '../../src/policy/tenant-context.js';
import type { Agents } from '../../src/agents/ports.js';
import { bankTenant, clock } from '../support/fake-agents.js';

function registry(models: Record<string, Record<string, string>>): TenantRegistry {
  return {
    ids: () => Object.keys(models),
    get: (id: string) => ({ config: { id, models: models[id] ?? {} } }) as unknown as TenantContext,
  };
}

describe('agents per tenant', () => {
  it('sends each call to the agents built for the tenant it carries', async () => {
    const built: Record<string, string>[] = [];
    const calls: string[] = [];
    const agents = tenantRoutedAgents(registry({ 'demo-bank': { default: 'offline' }, other: { verify: 'x' } }), (models) => {
      built.push(models);
      const base = offlineAgents();
      const tag = models.verify ?? 'default';
      return { ...base, classifier: { ...base.classifier, analyse: async (input) => { calls.push(tag); return base.classifier.analyse(input); } } } satisfies Agents;
    });
    await agents.classifier.analyse({ text: 'my ATM did not give cash', tenant: bankTenant, clock });
    await agents.classifier.analyse({ text: 'hello', tenant: { ...bankTenant, id: 'other' }, clock });
    expect(built).toHaveLength(2);
    expect(calls).toEqual(['default', 'x']);
    await expect(agents.reporter.write({ message: 'x', analysis: {} as never, passages: [], tenant: { ...bankTenant, id: 'nobody' } })).rejects.toMatchObject({ code: 'UNKNOWN_TENANT' });
  });

  it('refuses to start when a tenant asks for a provider whose API key is not set, naming the variable', () => {
    expect(() => agentsFromEnvironment(registry({ 'demo-bank': { verify: 'openai:gpt-4.1-mini' } }), {})).toThrow(expect.objectContaining({ code: 'CONFIG_INVALID', field: 'OPENAI_API_KEY' }));
  });

  it('runs offline when nothing asks for a model', () => {
    expect(() => agentsFromEnvironment(registry({ 'demo-bank': {} }), {})).not.toThrow();
  });
});
