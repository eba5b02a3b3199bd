import { describe, expect, it } from 'vitest';
import type { RuleResult } from '../../src/domain/rule-result.js';
import { decideOutcome } from '../../src/policy/outcome.js';
import { defaultBankParams } from '../../src/policy/packs/bank/params.js';
import { inr } from '../support/records.builder.js';

const params = defaultBankParams(); // auto 10,000; four eyes 1,00,000; threshold 0.75

const result = (over: Partial<RuleResult> = {}): RuleResult => ({
  claimType: 'failed_atm_withdrawal', eligible: 'yes', amount: inr(5_300), components: [], formula: '', findings: [],
  citations: [], reviewRequired: false, productActions: [], urgent: false, subjectId: 'T1', packId: 'bank-in-rbi',
  packVersion: '1.0.0', effectiveDate: '2026-01-01', ...over,
});

describe('decideOutcome', () => {
  it.each([
    ['eligible, confident, within the limit → resolved', {}, 0.9, 'resolved', 0],
    ['exactly at the auto-approval limit → resolved', { amount: inr(10_000) }, 0.9, 'resolved', 0],
    ['exactly at the confidence threshold → resolved', {}, 0.75, 'resolved', 0],
    ['a paisa above the auto-approval limit → one approver', { amount: inr(10_000.01) }, 0.9, 'needs_approval', 1],
    ['below the confidence threshold → one approver', {}, 0.74, 'needs_approval', 1],
    ['review-required type (fraud) → one approver', { reviewRequired: true, claimType: 'unauthorized_transaction' as const }, 0.99, 'needs_approval', 1],
    ['exactly at the four-eyes limit → one approver', { amount: inr(100_000) }, 0.9, 'needs_approval', 1],
    ['above the four-eyes limit → two approvers', { amount: inr(100_000.01) }, 0.9, 'needs_approval', 2],
    ['not eligible → rejected', { eligible: 'no' as const, amount: 0 }, 0.9, 'rejected', 0],
    ['a human decides → escalated', { eligible: 'human' as const, amount: 0 }, 0.9, 'escalated', 0],
  ] as const)('%s', (_label, over, confidence, outcome, approvers) => {
    const decision = decideOutcome({ result: result(over), confidence, params });
    expect(decision.outcome).toBe(outcome);
    expect(decision.requiredApprovers).toBe(approvers);
    expect(decision.reasons.length).toBeGreaterThan(0);
  });

  it('gives every reason an approval is needed', () => {
    const decision = decideOutcome({ result: result({ amount: inr(12_999), reviewRequired: true }), confidence: 0.5, params });
    expect(decision.reasons).toHaveLength(3);
    expect(decision.reasons.join(' ')).toContain('₹12,999.00');
  });

  it('gives the findings as the reasons of a rejection, and flags urgency on an escalation', () => {
    const findings = [{ code: 'outside_window', text: 'T5 and T6 were charged 48 hours apart.', recordIds: ['T5', 'T6'] }];
    expect(decideOutcome({ result: result({ eligible: 'no', findings }), confidence: 1, params }).reasons).toEqual([findings[0]!.text]);
    expect(decideOutcome({ result: result({ eligible: 'human', urgent: true }), confidence: 1, params }).reasons[0]).toMatch(/urgent/i);
  });
});
