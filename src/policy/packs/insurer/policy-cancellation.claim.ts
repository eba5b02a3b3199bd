// policy_cancellation_refund: free-look refund (IRDAI PPHI 2024) or unexpired-period refund for short health policies.
import { addMonths, days, formatDateLong } from '../../../domain/calendar.js';
import { formatInr, mulDivHalfUp } from '../../../domain/money.js';
import type { CustomerRecords, Policy, Product } from '../../../domain/records.js';
import type { AmountComponent, Citation, Finding, ProductAction } from '../../../domain/rule-result.js';
import type { Candidate, ClaimRule } from '../../pack.js';
import { REVERSAL_CHANNELS, finding, findRecord, makeResult, rupees, settlingCredits, sortCandidates } from '../rule-kit.js';
import { INSURER_CITATIONS } from './citations.js';
import { INSURER_PACK_META } from './meta.js';
import type { ClaimTypeDeclaration } from '../../claim-type.js';
import type { InsurerParams } from './params.js';

/** Products with a free-look period. */
export const FREE_LOOK_PRODUCTS: readonly Product[] = ['life', 'health'];

function refunded(records: CustomerRecords, policy: Policy) {
  return settlingCredits(records, policy.id, REVERSAL_CHANNELS);
}

function policyCandidate(records: CustomerRecords, policy: Policy): Candidate {
  const tier = policy.status === 'cancelled' && refunded(records, policy).length === 0 ? 0 : policy.status === 'active' ? 1 : 2;
  return {
    id: policy.id,
    kind: 'policy',
    tier,
    amount: policy.premium,
    date: policy.startOn,
    labels: [policy.id, policy.product, `${policy.product} policy`, policy.status],
    describe: `${policy.product} policy ${policy.id} (premium ${formatInr(policy.premium)}, from ${formatDateLong(policy.startOn)}, ${policy.status})`,
  };
}

/** The policy's term is at most one year: it ends no later than a year after it starts. */
export function termAtMostOneYear(policy: Policy): boolean {
  return policy.endOn <= addMonths(policy.startOn, 12);
}

export const policyCancellationRule: ClaimRule<InsurerParams> = {
  claimType: 'policy_cancellation_refund',

  candidates(records) {
    return sortCandidates(records.policies.map((p) => policyCandidate(records, p)));
  },

  evaluate({ records, subjectId, params, calendar, cancelNow }) {
    const policy = findRecord(records.policies, subjectId, 'policy');
    const what = `${policy.product} policy ${policy.id}`;
    const findings: Finding[] = [];
    const done = (eligible: 'yes' | 'no' | 'human', citations: Citation[], extra: {
      components?: AmountComponent[]; productActions?: { action: ProductAction; recordId: string }[];
    } = {}) => makeResult(INSURER_PACK_META, 'policy_cancellation_refund', { eligible, citations, findings, subjectId, ...extra });

    const refunds = refunded(records, policy);
    if (refunds.length > 0) {
      findings.push(finding('refund_paid', `A refund for ${what} has already been paid (${refunds.map((r) => r.id).join(', ')}).`, [policy.id, ...refunds.map((r) => r.id)]));
      return done('no', [INSURER_CITATIONS.freeLookRefund]);
    }

    // The cancellation date: when it was cancelled, or today when the customer asks to cancel an active policy now.
    let cancelOn: string;
    let cancelling = false;
    if (policy.status === 'cancelled') {
      cancelOn = policy.cancelledOn ?? calendar.today;
      findings.push(finding('cancelled', `${what} was cancelled on ${formatDateLong(cancelOn)}.`, [policy.id]));
    } else if (policy.status === 'active' && cancelNow) {
      cancelOn = calendar.today;
      cancelling = true;
      findings.push(finding('cancel_requested', `The customer asks to cancel ${what} today, ${formatDateLong(cancelOn)}.`, [policy.id]));
    } else if (policy.status === 'active') {
      findings.push(finding('not_cancelled', `${what} is active and no cancellation was requested: a refund follows a cancellation.`, [policy.id]));
      return done('no', [INSURER_CITATIONS.freeLook]);
    } else if (policy.status === 'lapsed') {
      findings.push(finding('lapsed', `${what} has lapsed: whether any premium is refundable is for a human to decide.`, [policy.id]));
      return done('human', [INSURER_CITATIONS.afterFreeLook]);
    } else {
      findings.push(finding('expired', `${what} expired on ${formatDateLong(policy.endOn)}: there is no unexpired cover to refund.`, [policy.id]));
      return done('no', [INSURER_CITATIONS.afterFreeLook]);
    }
    const productActions = cancelling ? [{ action: 'cancel_policy' as const, recordId: policy.id }] : [];
    const term = days(policy.startOn, policy.endOn);

    if (!FREE_LOOK_PRODUCTS.includes(policy.product)) {
      findings.push(finding('no_free_look', `A ${policy.product} policy has no free-look period: a human decides any refund on cancellation.`, [policy.id]));
      return done('human', [INSURER_CITATIONS.freeLook, INSURER_CITATIONS.afterFreeLook]);
    }
    if (!policy.deliveredOn) {
      findings.push(finding('delivery_unknown', `The date ${what} was delivered is not on record, so the free-look period cannot be established.`, [policy.id]));
      return done('human', [INSURER_CITATIONS.freeLook]);
    }
    if (term <= 0) {
      findings.push(finding('term_invalid', `${what} has no valid term (${policy.startOn} to ${policy.endOn}).`, [policy.id]));
      return done('human', [INSURER_CITATIONS.freeLook]);
    }

    const sinceDelivery = days(policy.deliveredOn, cancelOn);
    if (sinceDelivery <= params.freeLookDays) {
      const onCover = Math.min(term, Math.max(0, days(policy.startOn, cancelOn)));
      // Rounded once, on the refund (docs/policies.md#money: results are rounded half-up to the paisa).
      const unexpiredPremium = mulDivHalfUp(policy.premium, term - onCover, term);
      const riskPremium = policy.premium - unexpiredPremium;
      const refund = Math.max(0, unexpiredPremium - policy.stampDuty - policy.medicalExamCost);
      const parts = [`${rupees(policy.premium)} − ${rupees(policy.premium)} × ${onCover}/${term} days on cover`];
      if (policy.stampDuty > 0) parts.push(`${rupees(policy.stampDuty)} stamp duty`);
      if (policy.medicalExamCost > 0) parts.push(`${rupees(policy.medicalExamCost)} medical examination`);
      findings.push(finding('within_free_look',
        `${what} was delivered on ${formatDateLong(policy.deliveredOn)} and cancelled ${sinceDelivery} days later, within the ${params.freeLookDays}-day free-look period.`, [policy.id]));
      findings.push(finding('free_look_refund',
        `Refund = premium − risk premium for ${onCover} of ${term} days on cover (${formatInr(riskPremium)})${policy.stampDuty > 0 ? ` − stamp duty ${formatInr(policy.stampDuty)}` : ''}${policy.medicalExamCost > 0 ? ` − medical examination ${formatInr(policy.medicalExamCost)}` : ''}.`, [policy.id]));
      return done('yes', [INSURER_CITATIONS.freeLook, INSURER_CITATIONS.freeLookRefund], {
        components: refund > 0 ? [{ kind: 'refund', label: `Free-look refund of ${what}`, amount: refund, formula: parts.join(' − '), relatesTo: policy.id }] : [],
        productActions,
      });
    }

    findings.push(finding('after_free_look',
      `${what} was delivered on ${formatDateLong(policy.deliveredOn)} and cancelled ${sinceDelivery} days later, after the ${params.freeLookDays}-day free-look period.`, [policy.id]));
    const claims = records.claims.filter((c) => c.policyId === policy.id);
    if (policy.product !== 'health' || !termAtMostOneYear(policy) || claims.length > 0) {
      const why = policy.product !== 'health'
        ? `a ${policy.product} policy cancelled after the free-look period`
        : !termAtMostOneYear(policy) ? 'its term is longer than one year' : `a claim was made on it (${claims.map((c) => c.id).join(', ')})`;
      findings.push(finding('human_decides', `No fixed refund applies (${why}): a human decides.`, [policy.id, ...claims.map((c) => c.id)]));
      return done('human', [INSURER_CITATIONS.afterFreeLook]);
    }
    const unexpired = Math.min(term, Math.max(0, days(cancelOn, policy.endOn)));
    const refund = mulDivHalfUp(policy.premium, unexpired, term);
    if (refund <= 0) {
      findings.push(finding('no_unexpired_cover', `${what} has no unexpired cover left on ${formatDateLong(cancelOn)}.`, [policy.id]));
      return done('no', [INSURER_CITATIONS.afterFreeLook]);
    }
    findings.push(finding('unexpired_refund',
      `A health policy of at most one year with no claim, cancelled by the policyholder, refunds the premium for the unexpired ${unexpired} of ${term} days.`, [policy.id]));
    return done('yes', [INSURER_CITATIONS.afterFreeLook], {
      components: [{ kind: 'refund', label: `Refund of the unexpired period of ${what}`, amount: refund, formula: `${rupees(policy.premium)} × ${unexpired}/${term} days unexpired`, relatesTo: policy.id }],
      productActions,
    });
  },
};

export const policyCancellationRefund: ClaimTypeDeclaration<InsurerParams> = {
  id: 'policy_cancellation_refund',
  label: 'Policy cancellation and refund',
  performs: 'cancel_policy',
  noun: 'policy cancellation and refund',
  intent: 'service_request',
  vocabulary: {
    cues: [
      '(?:cancel|terminate|surrender|return|close)\\w* (?:my |the |this |that |it\\b)?.{0,30}(?:policy|plan|insurance|it\\b)',
      '(?:policy|plan|insurance)\\b.{0,60}(?:cancel|terminate|surrender|band)',
      'free[ -]?look', 'do not (?:need|want) (?:it|this|the policy|the plan|this policy) any ?more',
      '(?:do not|no longer|not) (?:need|want) (?:it|this|the|my|that)\\b.{0,20}(?:policy|plan|insurance|cover)',
      '(?:policy|plan|bima)\\b.{0,20}nahi chahiye|nahi chahiye\\b.{0,20}(?:policy|plan|bima)',
      '(?:cancel|cancellation).{0,60}(?:refund|money back|premium back|paise wapas)',
      '(?:premium|money) (?:refund|back).{0,60}(?:cancel)',
      'policy (?:cancel|band) (?:karna|karo|kar do|kardo)',
      '(?:policy|plan|bima)\\b.{0,30}\\b(?:wapas|vapas|lauta)\\w* (?:karna|karni|karo|kar do|kardo|kar dijiye|hai|chahiye)',
      '(?:give|hand|send) (?:back )?(?:it|the|my|this|that)\\b.{0,30}(?:policy|plan|insurance)',
    ],
    examples: [
      'I want to cancel my new policy and get a refund of the premium.',
      'My policy was cancelled, when will the premium be refunded?',
      'Policy cancel karna hai aur paise wapas chahiye.',
    ],
    aspects: ['policy', 'cancellation refund'],
  },
  rule: policyCancellationRule,
  citations: [INSURER_CITATIONS.freeLook, INSURER_CITATIONS.freeLookRefund, INSURER_CITATIONS.afterFreeLook],
};
