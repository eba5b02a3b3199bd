import { describe, expect, it } from 'vitest';
import type { Claim } from '../../../src/domain/records.js';
import { claimRejectionDisputeRule } from '../../../src/policy/packs/insurer/claim-rejection-dispute.claim.js';
import { claimSettlementDelayRule, percentText } from '../../../src/policy/packs/insurer/claim-settlement-delay.claim.js';
import { defaultInsurerParams } from '../../../src/policy/packs/insurer/params.js';
import { calendarOn, claim, inr, records, settling } from '../../support/records.builder.js';

const params = defaultInsurerParams();
const today = calendarOn('2026-03-12');
const evaluate = (c: Claim, extra: { credits?: ReturnType<typeof settling>[]; bankRateBps?: number } = {}) =>
  claimSettlementDelayRule.evaluate({
    records: records({ claims: [c], transactions: extra.credits ?? [] }), subjectId: c.id,
    params: { ...params, bankRateBps: extra.bankRateBps ?? params.bankRateBps }, calendar: today, cancelNow: false,
  });

describe('claim settlement delay', () => {
  it('pays interest at bank rate + 2% from documents to payment (public case: 40,000, 50 days → 424.66)', () => {
    const result = evaluate(claim());
    expect(result).toMatchObject({ eligible: 'yes', amount: inr(424.66), urgent: false });
    expect(result.formula).toBe('40,000.00 × (5.75% + 2%) × 50 days / 365 = 424.66');
    expect(result.components[0]).toMatchObject({ kind: 'interest', relatesTo: 'CLM-1' });
    expect(result.citations.map((c) => c.section)).toEqual(['Settlement timelines', 'Interest for delayed settlement']);
  });

  it.each([
    ['settled 30 days after the documents: in time', '2026-02-09', 'no', 0],
    ['settled 31 days after the documents: interest for all 31 days', '2026-02-10', 'yes', 263.29],
  ] as const)('%s', (_label, settledOn, eligible, amount) => {
    const result = evaluate(claim({ settledOn }));
    expect(result.eligible).toBe(eligible);
    expect(result.amount).toBe(inr(amount));
  });

  it('uses the bank rate from the parameters', () => {
    // 40,000 × 8.5% × 50 / 365 = 465.753…
    expect(evaluate(claim(), { bankRateBps: 650 }).amount).toBe(inr(465.75));
  });

  it('rejects when the interest was already paid', () => {
    const result = evaluate(claim(), { credits: [settling('I1', 'CLM-1', 'interest', '2026-03-05', inr(424.66))] });
    expect(result.eligible).toBe('no');
    expect(result.findings.map((f) => f.code)).toEqual(['settled_late', 'interest_paid']);
  });

  it.each([
    ['open 30 days after the documents: still in time', '2026-02-10', 'no', false],
    ['open 31 days after the documents: urgent escalation', '2026-02-09', 'human', true],
    ['open 46 days (public case CLM-7002)', '2026-01-25', 'human', true],
  ] as const)('an unsettled claim %s', (_label, docs, eligible, urgent) => {
    const result = evaluate(claim({ status: 'under_review', documentsCompleteOn: docs, settledOn: null, settledAmount: null }));
    expect(result).toMatchObject({ eligible, urgent, amount: 0 });
  });

  it('rejects a rejected claim and one whose documents are not complete', () => {
    expect(evaluate(claim({ status: 'rejected', settledOn: null, settledAmount: null })).eligible).toBe('no');
    expect(evaluate(claim({ status: 'submitted', documentsCompleteOn: null, settledOn: null, settledAmount: null })).eligible).toBe('no');
  });

  it('writes basis points as a percentage', () => {
    expect([575, 775, 550, 505, 200].map(percentText)).toEqual(['5.75%', '7.75%', '5.5%', '5.05%', '2%']);
  });

  it('lists open and settled claims before rejected ones', () => {
    const list = claimSettlementDelayRule.candidates(records({
      claims: [claim({ id: 'CLM-R', status: 'rejected' }), claim({ id: 'CLM-S' })],
    }), today, params);
    expect(list.map((c) => [c.id, c.tier])).toEqual([['CLM-S', 0], ['CLM-R', 1]]);
  });
});

describe('claim rejection dispute', () => {
  it('always escalates to a person, quoting the rejection reason', () => {
    const rejected = claim({ id: 'CLM-7003', status: 'rejected', rejectionReason: 'Pre-existing condition' });
    const result = claimRejectionDisputeRule.evaluate({ records: records({ claims: [rejected] }), subjectId: 'CLM-7003', params, calendar: today, cancelNow: false });
    expect(result).toMatchObject({ eligible: 'human', amount: 0, claimType: 'claim_rejection_dispute' });
    expect(result.findings[0]?.text).toContain('Pre-existing condition');
    expect(result.citations[0]).toEqual({ docId: 'claim-settlement', section: 'Disputing a claim decision' });
  });

  it('escalates even a claim that was not rejected', () => {
    const result = claimRejectionDisputeRule.evaluate({ records: records({ claims: [claim()] }), subjectId: 'CLM-1', params, calendar: today, cancelNow: false });
    expect(result.eligible).toBe('human');
  });

  it('lists rejected claims first', () => {
    const list = claimRejectionDisputeRule.candidates(records({ claims: [claim({ id: 'CLM-S' }), claim({ id: 'CLM-R', status: 'rejected' })] }), today, params);
    expect(list.map((c) => c.id)).toEqual(['CLM-R', 'CLM-S']);
  });
});
