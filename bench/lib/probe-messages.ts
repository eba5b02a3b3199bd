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
  /** Records the sender needs in a synthetic world (null: any customer). */
  pattern: ClaimPattern | null;
  text: string;
}

export const MESSAGES: readonly Message[] = [
  { label: 'claim → rejected', expect: 'rejected', pattern: 'twice-at-cafe', text: 'I was charged twice at Cafe Coffee Day, 450 each time. I want one of them back.' },
  { label: 'claim → needs_approval', expect: 'needs_approval', pattern: 'unrecognised-card-payment', text: 'There is a payment of 8000 to XYZ Games on my account that I never made.' },
  { label: 'query → answered', expect: 'answered', pattern: null, text: 'If an ATM debits my account but gives no cash, how long until I get the money back?' },
  { label: 'complaint → escalated', expect: 'escalated', pattern: null, text: 'The staff at your Andheri branch were very rude to me yesterday.' },
];

export const DEV_WORLD_FILE = 'scenarios/dev-bank.yaml';

/** The development world the default run uses: its tenant, its clock and its records. */
export function devBankWorld(): { tenantId: string; now: string; world: World } {
  const raw = parseYaml(readFileSync(DEV_WORLD_FILE, 'utf8')) as { tenant: string; today: string; world: unknown };
  return { tenantId: raw.tenant, now: `${raw.today}T12:00:00+05:30`, world: worldFromValue(raw.world, DEV_WORLD_FILE, raw.tenant) };
}

/**
 * Message `k` of `round` in a synthetic world of `customers`: senders spread over the id range from pair `firstPair`
 * on. A sender's claim never comes twice while rounds stay below the pairs in range (the same claim again is a
 * follow-up of its ticket, not a claim), so give the world at least two customers per round (`customersFor`).
 */
export function syntheticProbe(round: number, k: number, customers: number, firstPair = 0): Probe {
  const m = MESSAGES[k % MESSAGES.length] as Message;
  const pairs = Math.max(1, Math.floor(customers / 2) - firstPair);
  const stride = pairs % 7919 === 0 ? 7907 : 7919;
  const pair = firstPair + ((round * stride + k * 104_729) % pairs);
  const index = 2 * pair + (m.pattern === 'unrecognised-card-payment' ? 1 : 0);
  return { label: m.label, expect: m.expect, customerId: customerId(index), text: m.text };
}

export function syntheticProbes(round: number, customers: number, firstPair = 0): Probe[] {
  return MESSAGES.map((_, k) => syntheticProbe(round, k, customers, firstPair));
}

/** Customers a synthetic world needs so that `rounds` rounds of probes never send a customer's claim twice. */
export function customersFor(rounds: number): number {
  return 2 * (rounds + 1);
}
