// Approvals as values: what an approval is bound to (the exact effects and amounts), and what a reviewer's decision
// turns a pending decision into, after the claim is judged again on the records as they are when it is paid.
import { createHash } from 'node:crypto';
import { approvedAmount, type Approval } from '../domain/effects.js';
import type { RuleResult } from '../domain/rule-result.js';
import type { Intent } from '../domain/vocabulary.js';
import type { Decision } from './decision.js';
import { planEffects } from './effect-plan.js';
import { reason } from './reason-words.js';

/** The hash an approval is bound to: exactly these effects and amounts, on this thread. */
export function actionHash(threadId: string, plan: Decision['plan']): string {
  const binding = plan.filter((p) => p.phase === 'after_approval').map((p) => `${p.action}:${p.recordId}:${p.amount ?? 0}:${p.credit?.kind ?? ''}`);
  return createHash('sha256').update(`${threadId}|${binding.join('|')}`).digest('hex');
}

export interface ReviewSettlement {
  status: 'approved' | 'rejected';
  decision: Decision;
  /** What may be paid now: never more than the reviewers or the rule allow. */
  amount: number;
  trace: Record<string, unknown>;
}

/**
 * The decision after a final review. A rejection keeps nothing to pay. An approval pays at most what the reviewers
 * approved and what the rule allows on fresh records (`fresh`, judged as of the report date); if the rule no longer
 * finds the claim valid, a specialist looks again and nothing is paid.
 */
export function settleReview(decision: Decision, stored: Approval, fresh: RuleResult | null, intent: Intent): ReviewSettlement {
  const reviewers = stored.decisions.map((d) => d.reviewer);
  if (stored.status === 'rejected') {
    const notes = stored.decisions.filter((d) => d.decision === 'reject').map((d) => d.note).filter(Boolean);
    return {
      status: 'rejected', amount: 0, trace: { status: 'rejected' },
      decision: { ...decision, outcome: 'rejected', amount: 0, complaintOffered: true, reasons: notes.length > 0 ? notes : [reason('reviewer_did_not_approve', {})] },
    };
  }
  const approved = approvedAmount(stored);
  const subjectId = decision.ruleResult?.subjectId ?? 'none';
  if (!fresh || fresh.eligible !== 'yes') {
    return {
      status: 'rejected', amount: 0, trace: { status: 'approved', recheck: fresh?.eligible ?? 'failed', paid: 0 },
      decision: {
        ...decision, outcome: 'escalated', amount: 0, ruleResult: fresh ?? decision.ruleResult,
        reasons: [reason('records_changed', {})],
        internalNotes: [...decision.internalNotes, `Approved by ${reviewers.join(' and ')}, but on re-check the rule finds "${fresh?.eligible ?? 'no result'}"; nothing was paid.`],
        plan: [...decision.plan, { action: 'ticket', phase: 'after_review', recordId: subjectId, ticketKind: 'fallback' }],
      },
    };
  }
  const amount = Math.min(approved, fresh.amount);
  const freshPlan = planEffects({ outcome: 'needs_approval', intent, result: fresh, complaint: false }).filter((p) => p.phase === 'after_approval');
  return {
    status: 'approved', amount, trace: { status: stored.status, approved, recheckAmount: fresh.amount, amount },
    decision: { ...decision, outcome: 'resolved', amount, ruleResult: fresh, plan: [...decision.plan.filter((p) => p.phase !== 'after_approval'), ...freshPlan] },
  };
}
