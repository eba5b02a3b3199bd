import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { emptyEntities, type Entities } from '../../src/domain/entities.js';
import type { CustomerRecords, World } from '../../src/domain/records.js';
import type { ClaimType } from '../../src/domain/vocabulary.js';
import { worldFromFile, worldFileSchema } from '../../src/domain/world-file.js';
import { candidatesFor, evaluateClaim } from '../../src/policy/engine.js';
import { matchSubject } from '../../src/policy/matcher.js';
import { decideOutcome } from '../../src/policy/outcome.js';
import { getPack, packParamsSchema } from '../../src/policy/packs/registry.js';
import { loadTenantConfigFile } from '../../src/app/tenant-directory.js';
import { inr } from '../support/records.builder.js';

const load = (name: string, tenant: string): World =>
  worldFromFile(worldFileSchema.parse(parseYaml(readFileSync(new URL(`./fixtures/${name}.world.yaml`, import.meta.url), 'utf8'))), tenant);

function recordsOf(world: World, customerId: string): CustomerRecords {
  const customer = world.customers.find((c) => c.id === customerId)!;
  const accounts = world.accounts.filter((a) => a.customerId === customerId);
  const accountIds = new Set(accounts.map((a) => a.id));
  const policies = world.policies.filter((p) => p.customerId === customerId);
  const policyIds = new Set(policies.map((p) => p.id));
  return {
    customer, accounts, cards: world.cards.filter((c) => c.customerId === customerId),
    transactions: world.transactions.filter((t) => accountIds.has(t.accountId)), policies,
    claims: world.claims.filter((c) => policyIds.has(c.policyId)),
  };
}

const tenants = {
  'demo-bank': { world: load('dev-bank', 'demo-bank'), config: loadTenantConfigFile('tenants/demo-bank/tenant.yaml', packParamsSchema) },
  'demo-insurer': { world: load('dev-insurer', 'demo-insurer'), config: loadTenantConfigFile('tenants/demo-insurer/tenant.yaml', packParamsSchema) },
};

interface PublicCase {
  id: string;
  tenant: keyof typeof tenants;
  customer: string;
  claimType: ClaimType;
  /** What the gatherer would extract from the message. */
  entities: Partial<Entities>;
  cancelNow?: boolean;
  outcome: string;
  refund: number;
  actions?: string[];
}

const day = (d: string) => ({ from: d, to: d, text: d });

const CASES: PublicCase[] = [
  { id: 'atm-not-dispensed', tenant: 'demo-bank', customer: 'C1001', claimType: 'failed_atm_withdrawal', entities: { amounts: [inr(5_000)], dates: [day('2026-03-04')], counterparties: ['mg road'] }, outcome: 'resolved', refund: 5_300 },
  { id: 'upi-failed', tenant: 'demo-bank', customer: 'C1001', claimType: 'failed_upi_transfer', entities: { amounts: [inr(2_500)], dates: [day('2026-03-10')], counterparties: ['rahul@okaxis'] }, outcome: 'resolved', refund: 2_600 },
  { id: 'duplicate-amazon-above-limit', tenant: 'demo-bank', customer: 'C1002', claimType: 'duplicate_card_charge', entities: { amounts: [inr(12_999)], dates: [day('2026-03-08')], counterparties: ['amazon'] }, outcome: 'needs_approval', refund: 12_999 },
  { id: 'not-a-duplicate', tenant: 'demo-bank', customer: 'C1001', claimType: 'duplicate_card_charge', entities: { amounts: [inr(450)], counterparties: ['cafe coffee day'] }, outcome: 'rejected', refund: 0 },
  { id: 'fee-waiver-first', tenant: 'demo-bank', customer: 'C1001', claimType: 'fee_reversal', entities: { amounts: [inr(590)] }, outcome: 'resolved', refund: 590 },
  { id: 'fee-waiver-premium-second', tenant: 'demo-bank', customer: 'C1002', claimType: 'fee_reversal', entities: { amounts: [inr(999)] }, outcome: 'resolved', refund: 999 },
  { id: 'unauthorized-within-3-days', tenant: 'demo-bank', customer: 'C1003', claimType: 'unauthorized_transaction', entities: { amounts: [inr(8_000)], counterparties: ['xyz games'] }, outcome: 'needs_approval', refund: 8_000, actions: ['block_card'] },
  { id: 'atm-ambiguous-then-answer', tenant: 'demo-bank', customer: 'C1002', claimType: 'failed_atm_withdrawal', entities: { amounts: [inr(4_000)], dates: [day('2026-03-07')] }, outcome: 'resolved', refund: 4_000 },
  { id: 'block-card', tenant: 'demo-bank', customer: 'C1001', claimType: 'card_block', entities: { cardLast4: ['4411'] }, outcome: 'resolved', refund: 0, actions: ['block_card'] },
  { id: 'free-look-cancel', tenant: 'demo-insurer', customer: 'C2001', claimType: 'policy_cancellation_refund', entities: { products: ['health'] }, cancelNow: true, outcome: 'resolved', refund: 16_960.99, actions: ['cancel_policy'] },
  { id: 'life-after-free-look', tenant: 'demo-insurer', customer: 'C2002', claimType: 'policy_cancellation_refund', entities: { products: ['life'], dates: [day('2026-03-02')] }, outcome: 'escalated', refund: 0 },
  { id: 'duplicate-premium', tenant: 'demo-insurer', customer: 'C2002', claimType: 'duplicate_premium_debit', entities: { amounts: [inr(10_500)], products: ['motor'] }, outcome: 'resolved', refund: 10_500 },
  { id: 'settlement-delay-interest', tenant: 'demo-insurer', customer: 'C2003', claimType: 'claim_settlement_delay', entities: { references: ['CLM-7001'] }, outcome: 'resolved', refund: 424.66 },
  { id: 'pending-claim-overdue', tenant: 'demo-insurer', customer: 'C2003', claimType: 'claim_settlement_delay', entities: { references: ['CLM-7002'] }, outcome: 'escalated', refund: 0 },
  { id: 'rejection-dispute', tenant: 'demo-insurer', customer: 'C2003', claimType: 'claim_rejection_dispute', entities: { references: ['CLM-7003'] }, outcome: 'escalated', refund: 0 },
];

describe('the public development cases, through candidates → matcher → rule → outcome (today 2026-03-12)', () => {
  it.each(CASES)('$id', (c) => {
    const { world, config } = tenants[c.tenant];
    const pack = getPack(config.packId);
    const records = recordsOf(world, c.customer);
    const calendar = { today: '2026-03-12', timeZone: config.timeZone, holidays: config.holidays };
    const match = matchSubject(candidatesFor(pack, c.claimType, records, calendar, config.params), { ...emptyEntities(), ...c.entities });
    expect(match.kind).toBe('unique');
    if (match.kind !== 'unique') return;
    const result = evaluateClaim(pack, c.claimType, { records, subjectId: match.candidate.id, params: config.params, calendar, cancelNow: c.cancelNow ?? false });
    const decision = decideOutcome({ result, confidence: 0.9, params: config.params });
    expect(decision.outcome).toBe(c.outcome);
    expect(result.eligible === 'yes' ? result.amount : 0).toBe(inr(c.refund));
    expect(result.productActions.map((a) => a.action)).toEqual(c.actions ?? []);
    expect(result.citations.length).toBeGreaterThan(0);
    expect(result.packId).toBe(pack.id);
  });

  it('asks which ATM debit when C1002 gives no details (two failed ATM debits)', () => {
    const { world, config } = tenants['demo-bank'];
    const calendar = { today: '2026-03-12', timeZone: config.timeZone, holidays: config.holidays };
    const candidates = candidatesFor(getPack('bank-in-rbi'), 'failed_atm_withdrawal', recordsOf(world, 'C1002'), calendar, config.params);
    const match = matchSubject(candidates, emptyEntities());
    expect(match.kind).toBe('several');
    expect(match.kind === 'several' && match.candidates.map((m) => m.id)).toEqual(['T9020', 'T9021']);
  });
});
