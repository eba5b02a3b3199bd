// The benchmark's messages: one per outcome, written the way customers write, with the outcome each must reach,
// and who sends them in the demo development world or in a synthetic world (see synthetic-world.ts).
import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import type { World } from '../../src/domain/records.js';
import { worldFromValue } from '../../src/app/world-loader.js';
import type { Probe } from './turn-sampler.js';
import { customerId, type ClaimPattern } from './synthetic-world.js';

interface Message {
  label: string;
  expect: string;
  /** Sender in scenarios/dev-bank.yaml. */
  devCustomer: string;
  /** Records the sender needs in a synthetic world (null: any customer). */
  pattern: ClaimPattern | null;
  text: string;
}

export const MESSAGES: readonly Message[] = [
  { label: 'claim → rejected', expect: 'rejected', devCustomer: 'C1001', pattern: 'twice-at-cafe', text: 'I was charged twice at Cafe Coffee Day, 450 each time. I want one of them back.' },
  { label: 'claim → needs_approval', expect: 'needs_approval', devCustomer: 'C1003', pattern: 'unrecognised-card-payment', text: 'There is a payment of 8000 to XYZ Games on my account that I never made.' },
  { label: 'query → answered', expect: 'answered', devCustomer: 'C1001', pattern: null, text: 'If an ATM debits my account but gives no cash, how long until I get the money back?' },
  { label: 'complaint → escalated', expect: 'escalated', devCustomer: 'C1003', pattern: null, text: 'The staff at your Andheri branch were very rude to me yesterday.' },
];

export const DEV_WORLD_FILE = 'scenarios/dev-bank.yaml';

/** The development world the default run uses: its tenant, its clock and its records. */
export function devBankWorld(): { tenantId: string; now: string; world: World } {
  const raw = parseYaml(readFileSync(DEV_WORLD_FILE, 'utf8')) as { tenant: string; today: string; world: unknown };
  return { tenantId: raw.tenant, now: `${raw.today}T12:00:00+05:30`, world: worldFromValue(raw.world, DEV_WORLD_FILE, raw.tenant) };
}

export function devBankProbes(): Probe[] {
  return MESSAGES.map((m) => ({ label: m.label, expect: m.expect, customerId: m.devCustomer, text: m.text }));
}

/** Message `k` of `round` in a synthetic world of `customers`: senders spread over the whole id range. */
export function syntheticProbe(round: number, k: number, customers: number): Probe {
  const m = MESSAGES[k % MESSAGES.length] as Message;
  const pairs = Math.max(1, Math.floor(customers / 2));
  const pair = (round * 7919 + k * 104_729) % pairs;
  const index = 2 * pair + (m.pattern === 'unrecognised-card-payment' ? 1 : 0);
  return { label: m.label, expect: m.expect, customerId: customerId(index), text: m.text };
}

export function syntheticProbes(round: number, customers: number): Probe[] {
  return MESSAGES.map((_, k) => syntheticProbe(round, k, customers));
}
