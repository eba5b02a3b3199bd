// Test harness: an in-memory EchoPilot with a scenario world loaded, and a helper to send messages as a customer.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { openEchoPilot, type EchoPilot, type EchoPilotOptions } from '../../src/app/echopilot.js';
import { worldFromValue } from '../../src/app/world-loader.js';
import type { TurnResult } from '../../src/app/conversation-service.js';
import type { TurnContext } from '../../src/graph/turn-context.js';

export const REPO_ROOT = join(import.meta.dirname, '..', '..');

export interface Harness {
  app: EchoPilot;
  tenant: string;
  now: string;
  send(customer: string, text: string, threadId?: string): Promise<TurnResult>;
  /** The context a turn of this customer would run with (for calling nodes and tools directly). */
  turnContext(customer: string, threadId?: string): Promise<TurnContext>;
  close(): Promise<void>;
}

/** Opens an in-memory app with the world of a scenario file (e.g. scenarios/dev-bank.yaml) at that file's clock. */
export async function harnessFor(scenarioFile: string, options: EchoPilotOptions = {}): Promise<Harness> {
  const raw = parseYaml(readFileSync(join(REPO_ROOT, scenarioFile), 'utf8')) as { tenant: string; today: string; world: unknown };
  const app = await openEchoPilot({ memory: true, ...options });
  await app.store.insertWorld(raw.tenant, worldFromValue(raw.world, scenarioFile, raw.tenant));
  const now = `${raw.today}T12:00:00+05:30`;
  return {
    app,
    tenant: raw.tenant,
    now,
    send: (customer, text, threadId) =>
      app.conversations.send({ identity: { tenantId: raw.tenant, customerId: customer, role: 'customer', actor: 'test' }, text, ...(threadId ? { threadId } : {}), now }),
    turnContext: async (customer, threadId = `${raw.tenant}:${customer}:TKT-TEST`) =>
      app.contexts.forTurn(await app.contexts.snapshot({ tenantId: raw.tenant, customerId: customer, role: 'customer', actor: 'test' }), { threadId, now: new Date(now) }),
    close: () => app.close(),
  };
}
