import { describe, expect, it } from 'vitest';
import type { Policy } from '../../../src/domain/records.js';
import { defaultInsurerParams } from '../../../src/policy/packs/insurer/params.js';
import { policyCancellationRule } from '../../../src/policy/packs/insurer/policy-cancellation.claim.js';
import { calendarOn, claim, inr, policy, records, settling } from '../../support/records.builder.js';

const params = defaultInsurerParams();

/** The public health policy: 18,000 premium, 20 Feb 2026 to 19 Feb 2027, delivered 21 Feb, stamp duty 50. */
const health = (over: Partial<Policy> = {}) => policy({ id: 'POL-HL', stampDuty: inr(50), ...over });

function evaluate(p: Policy, today: string, opts: { cancelNow?: boolean; claims?: ReturnType<typeof claim>[]; credits?: ReturnType<typeof settling>[] } = {}) {
  return policyCancellationRule.evaluate({
    records: records({ policies: [p], claims: opts.claims ?? [], transactions: opts.credits ?? [] }),
    subjectId: p.id, params, calendar: calendarOn(today), cancelNow: opts.cancelNow ?? false,
  });
}

describe('policy cancellation within the free-look period', () => {
  it('refunds premium − risk premium − stamp duty when cancelled now (public case → 16,960.99)', () => {
    const result = evaluate(health(), '2026-03-12', { cancelNow: true });
    expect(result.eligible).toBe('yes');
    expect(result.amount).toBe(inr(16_960.99));
    expect(result.formula).toBe('18,000.00 − 18,000.00 × 20/364 days on cover − 50.00 stamp duty = 16,960.99');
    expect(result.components[0]).toMatchObject({ kind: 'refund', relatesTo: 'POL-HL' });
    expect(result.productActions).toEqual([{ action: 'cancel_policy', recordId: 'POL-HL' }]);
    expect(result.citations.map((c) => c.section)).toEqual(['Free-look period', 'Refund within the free-look period']);
    expect(result).toMatchObject({ packId: 'insurer-in-irdai', packVersion: '1.0.0' });
  });

  it('rounds the refund once, half-up, not the risk premium (18,000.50 with 13 of 364 days on cover → 17,357.63)', () => {
    // 18,000.50 × 351/364 = 17,357.625 → 17,357.63; rounding the risk premium first (642.875 → 642.88) would give 17,357.62.
    const p = health({ premium: inr(18_000.5), stampDuty: 0, startOn: '2026-02-20', endOn: '2027-02-19', deliveredOn: '2026-02-21' });
    expect(evaluate(p, '2026-03-05', { cancelNow: true }).amount).toBe(inr(17_357.63));
  });

  it.each([
    // cancelled on day 30 after delivery: free-look; day 31: the unexpired-period refund of a short health policy
    ['day 30 after delivery: free-look refund', '2026-03-23', 16_417.03, 'within_free_look'],
    ['day 31 after delivery: unexpired-period refund', '2026-03-24', 16_417.58, 'after_free_look'],
  ] as const)('%s', (_label, today, expected, code) => {
    const result = evaluate(health(), today, { cancelNow: true });
    expect(result.eligible).toBe('yes');
    expect(result.amount).toBe(inr(expected));
    expect(result.findings.map((f) => f.code)).toContain(code);
  });

  it('deducts the medical examination cost and uses the recorded cancellation date (life policy)', () => {
    const life = policy({
      id: 'POL-LF', product: 'life', status: 'cancelled', startOn: '2025-06-01', endOn: '2045-05-31', deliveredOn: '2025-06-05',
      premium: inr(60_000), stampDuty: inr(200), medicalExamCost: inr(1_500), cancelledOn: '2025-06-20',
    });
    const result = evaluate(life, '2026-03-12');
    // 60,000 − 60,000 × 19/7304 (156.08) − 200 − 1,500
    expect(result.amount).toBe(inr(58_143.92));
    expect(result.productActions).toEqual([]);
  });

  it('uses the free-look days from the parameters', () => {
    const result = policyCancellationRule.evaluate({
      records: records({ policies: [health()] }), subjectId: 'POL-HL', params: { ...params, freeLookDays: 15 },
      calendar: calendarOn('2026-03-12'), cancelNow: true,
    });
    expect(result.findings.map((f) => f.code)).toContain('after_free_look');
  });
});

describe('policy cancellation after the free-look period or without one', () => {
  it('escalates a life policy cancelled after the free-look period (public case)', () => {
    const life = policy({
      id: 'POL-LF', product: 'life', status: 'cancelled', startOn: '2025-06-01', endOn: '2045-05-31', deliveredOn: '2025-06-05',
      premium: inr(60_000), cancelledOn: '2026-03-02',
    });
    const result = evaluate(life, '2026-03-12');
    expect(result).toMatchObject({ eligible: 'human', amount: 0, productActions: [] });
    expect(result.citations.map((c) => c.section)).toContain('Cancellation after the free-look period');
  });

  it.each(['motor', 'travel'] as const)('escalates a %s policy: it has no free-look period', (product) => {
    const result = evaluate(health({ product, deliveredOn: '2026-03-01', startOn: '2026-03-01', endOn: '2027-02-28' }), '2026-03-05', { cancelNow: true });
    expect(result.eligible).toBe('human');
    expect(result.productActions).toEqual([]);
  });

  it('escalates a health policy with a claim on it after the free-look period', () => {
    const result = evaluate(health(), '2026-04-30', { cancelNow: true, claims: [claim({ policyId: 'POL-HL' })] });
    expect(result.eligible).toBe('human');
  });

  it('escalates a health policy longer than one year after the free-look period', () => {
    const result = evaluate(health({ endOn: '2028-02-19' }), '2026-04-30', { cancelNow: true });
    expect(result.eligible).toBe('human');
  });

  it('treats a policy ending exactly one year after it starts as a one-year term', () => {
    expect(evaluate(health({ endOn: '2027-02-20' }), '2026-04-30', { cancelNow: true }).eligible).toBe('yes');
  });
});

describe('policy cancellation: nothing to refund', () => {
  it('rejects when the refund was already paid', () => {
    const paid = settling('R1', 'POL-HL', 'refund', '2026-03-05', inr(16_000));
    const result = evaluate(health({ status: 'cancelled', cancelledOn: '2026-03-01' }), '2026-03-12', { credits: [paid] });
    expect(result.eligible).toBe('no');
    expect(result.findings[0]?.code).toBe('refund_paid');
  });

  it('rejects an active policy the customer has not asked to cancel', () => {
    const result = evaluate(health(), '2026-03-12');
    expect(result).toMatchObject({ eligible: 'no', productActions: [] });
  });

  it('rejects an expired policy and escalates a lapsed one', () => {
    expect(evaluate(health({ status: 'expired' }), '2027-03-01').eligible).toBe('no');
    expect(evaluate(health({ status: 'lapsed' }), '2026-06-01').eligible).toBe('human');
  });

  it('lists cancelled policies without a refund first, then active ones, then the rest', () => {
    const list = policyCancellationRule.candidates(records({
      policies: [
        policy({ id: 'P-ACTIVE' }),
        policy({ id: 'P-CANCELLED', product: 'life', status: 'cancelled', cancelledOn: '2026-03-02' }),
        policy({ id: 'P-EXPIRED', status: 'expired' }),
      ],
    }), calendarOn('2026-03-12'), params);
    expect(list.map((c) => [c.id, c.tier])).toEqual([['P-CANCELLED', 0], ['P-ACTIVE', 1], ['P-EXPIRED', 2]]);
    expect(list[0]?.labels).toEqual(expect.arrayContaining(['life', 'P-CANCELLED']));
  });
});
