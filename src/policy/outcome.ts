// Outcome from a rule's result (docs/policies.md#outcomes): resolved, needs_approval (one or two approvers), rejected or escalated.
import { formatInr } from '../domain/money.js';
import type { RuleResult } from '../domain/rule-result.js';
import type { CommonParams } from './packs/params-kit.js';

export type RuledOutcome = 'resolved' | 'needs_approval' | 'rejected' | 'escalated';

export interface OutcomeDecision {
  outcome: RuledOutcome;
  reasons: string[];
  /** Reviewers who must approve before anything happens: 2 above the four-eyes limit. */
  requiredApprovers: 0 | 1 | 2;
}

export interface OutcomeInput {
  result: RuleResult;
  /** The verifier's confidence that the claim and its record are understood, 0..1. */
  confidence: number;
  params: CommonParams;
}

/** Pure: the same result, confidence and limits always give the same outcome. */
export function decideOutcome({ result, confidence, params }: OutcomeInput): OutcomeDecision {
  if (result.eligible === 'no') {
    const reasons = result.findings.map((f) => f.text);
    return { outcome: 'rejected', reasons: reasons.length > 0 ? reasons : ['The policy does not allow this claim.'], requiredApprovers: 0 };
  }
  if (result.eligible === 'human') {
    const reasons = ['The policy leaves this decision to a person.', ...result.findings.map((f) => f.text)];
    if (result.urgent) reasons.unshift('Urgent: the deadline has already passed.');
    return { outcome: 'escalated', reasons, requiredApprovers: 0 };
  }

  const reasons: string[] = [];
  if (result.reviewRequired) reasons.push('The policy requires a reviewer to approve this claim type.');
  if (result.amount > params.autoApprovalLimit) {
    reasons.push(`${formatInr(result.amount)} is above the automatic approval limit of ${formatInr(params.autoApprovalLimit)}.`);
  }
  if (confidence < params.confidenceThreshold) {
    reasons.push(`Confidence ${confidence.toFixed(2)} is below the threshold ${params.confidenceThreshold.toFixed(2)}.`);
  }
  if (reasons.length > 0) {
    const four = result.amount > params.fourEyesLimit;
    if (four) reasons.push(`${formatInr(result.amount)} is above the four-eyes limit of ${formatInr(params.fourEyesLimit)}: two reviewers must approve.`);
    return { outcome: 'needs_approval', reasons, requiredApprovers: four ? 2 : 1 };
  }
  return {
    outcome: 'resolved',
    reasons: [
      `Eligible under the policy: ${formatInr(result.amount)} is within the automatic approval limit of ${formatInr(params.autoApprovalLimit)} and confidence ${confidence.toFixed(2)} meets the threshold ${params.confidenceThreshold.toFixed(2)}.`,
    ],
    requiredApprovers: 0,
  };
}
