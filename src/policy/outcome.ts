// Outcome from a rule's result (docs/policies.md#outcomes): resolved, needs_approval (one or two approvers), rejected or escalated.
import type { RuleResult } from '../domain/rule-result.js';
import type { CommonParams } from './packs/params-kit.js';
import { reason } from './reason-words.js';
import { textsOf, toldOf, type Told } from './wording.js';

export type RuledOutcome = 'resolved' | 'needs_approval' | 'rejected' | 'escalated';

export interface OutcomeDecision {
  outcome: RuledOutcome;
  /** The reasons in English. */
  reasons: string[];
  /** The same reasons as told to the customer: each with its code and facts where it is worded (wording.ts). */
  told: Told[];
  /** Reviewers who must approve before anything happens: 2 above the four-eyes limit. */
  requiredApprovers: 0 | 1 | 2;
}

export interface OutcomeInput {
  result: RuleResult;
  /** The verifier's confidence that the claim and its record are understood, 0..1. */
  confidence: number;
  params: CommonParams;
}

function ruled(outcome: RuledOutcome, told: Told[], requiredApprovers: 0 | 1 | 2 = 0): OutcomeDecision {
  return { outcome, reasons: textsOf(told), told, requiredApprovers };
}

/** Pure: the same result, confidence and limits always give the same outcome. */
export function decideOutcome({ result, confidence, params }: OutcomeInput): OutcomeDecision {
  if (result.eligible === 'no') {
    return ruled('rejected', result.findings.length > 0 ? result.findings.map(toldOf) : [reason('policy_does_not_allow', {})]);
  }
  if (result.eligible === 'human') {
    const told: Told[] = [reason('person_decides', {}), ...result.findings.map(toldOf)];
    if (result.urgent) told.unshift(reason('deadline_passed', {}));
    return ruled('escalated', told);
  }

  const told: Told[] = [];
  const amounts = { amount: result.amount, limit: params.autoApprovalLimit };
  const confident = { confidence, threshold: params.confidenceThreshold };
  if (result.reviewRequired) told.push(reason('review_required', {}));
  if (result.amount > params.autoApprovalLimit) told.push(reason('above_auto_limit', amounts));
  if (confidence < params.confidenceThreshold) told.push(reason('low_confidence', confident));
  if (told.length > 0) {
    const four = result.amount > params.fourEyesLimit;
    if (four) told.push(reason('above_four_eyes', { amount: result.amount, limit: params.fourEyesLimit }));
    return ruled('needs_approval', told, four ? 2 : 1);
  }
  return ruled('resolved', [reason('eligible_within_limits', { ...amounts, ...confident })]);
}
