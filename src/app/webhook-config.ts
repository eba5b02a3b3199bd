// Webhook configuration per tenant, from variables: ECHOPILOT_WEBHOOK_URL_<TENANT> and ECHOPILOT_WEBHOOK_SECRET_<TENANT>
// (tenant id upper-cased, every other character "_", e.g. DEMO_BANK), falling back to ECHOPILOT_WEBHOOK_URL / _SECRET.
import { EchoPilotError } from '../domain/errors.js';

export interface WebhookTarget {
  url: string;
  secret: string;
}

const MIN_SECRET = 16;
const suffix = (tenantId: string) => tenantId.toUpperCase().replace(/[^A-Z0-9]/g, '_');

/** The tenant's webhook, or null when none is configured; CONFIG_INVALID names the variable at fault. */
export function webhookTargetFor(tenantId: string, env: NodeJS.ProcessEnv = process.env): WebhookTarget | null {
  const own = `ECHOPILOT_WEBHOOK_URL_${suffix(tenantId)}`;
  const urlVariable = env[own] ? own : 'ECHOPILOT_WEBHOOK_URL';
  const url = env[urlVariable];
  if (!url) return null;
  const secretVariable = urlVariable === own ? `ECHOPILOT_WEBHOOK_SECRET_${suffix(tenantId)}` : 'ECHOPILOT_WEBHOOK_SECRET';
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new EchoPilotError('CONFIG_INVALID', `${urlVariable}: not a URL: ${url}`, { field: urlVariable });
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new EchoPilotError('CONFIG_INVALID', `${urlVariable}: use an http or https URL`, { field: urlVariable });
  const secret = env[secretVariable] ?? '';
  if (secret.length < MIN_SECRET) {
    throw new EchoPilotError('CONFIG_INVALID', `${secretVariable}: a webhook needs a signing secret of at least ${MIN_SECRET} characters`, { field: secretVariable, hint: 'e.g. openssl rand -hex 32' });
  }
  return { url, secret };
}

/** The configured webhooks of the given tenants (tenants without one are left out). */
export function webhookTargets(tenantIds: readonly string[], env: NodeJS.ProcessEnv = process.env): Map<string, WebhookTarget> {
  const targets = new Map<string, WebhookTarget>();
  for (const id of tenantIds) {
    const target = webhookTargetFor(id, env);
    if (target) targets.set(id, target);
  }
  return targets;
}
