// approve: human in the loop. Pauses with the evidence; resumes only after an authenticated reviewer's decision was
// recorded on the approval (bound to the exact action and amount, single use). A chat reply is never an approval.
import { interrupt } from '@langchain/langgraph';
import { EchoPilotError, isEchoPilotError } from '../../domain/errors.js';
import type { RuleResult } from '../../domain/rule-result.js';
import { evaluateClaim } from '../../policy/engine.js';
import { planEffects } from '../plan-effects.js';
import { reportDate } from '../run-clock.js';
import { approvedAmount } from '../../domain/effects.js';
import type { GraphDeps } from '../graph-deps.js';
import { NODE } from '../node-names.js';
import { actionHash } from './act.node.js';
import type { ClaimStateUpdate, ClaimStateValue } from '../state.js';

export interface ApprovalRequest {
  kind: 'approval';
  approvalId: string;
  amount: number;
  claimType: string | null;
  reasons: string[];
}

export const approveNode = (deps: GraphDeps) => async (state: ClaimStateValue): Promise<ClaimStateUpdate> => {
  const { approval, decision, request } = state;
  if (!approval || !decision) throw new EchoPilotError('INTERNAL', 'approve ran without a pending approval');
  interrupt<ApprovalRequest, unknown>({ kind: 'approval', approvalId: approval.approvalId, amount: approval.amount, claimType: decision.claimType, reasons: decision.reasons });
  // Whatever the resume value says, only the stored, reviewer-made decision counts.
  const stored = await deps.store.getApproval(request.tenantId, approval.approvalId);
  if (!stored) throw new EchoPilotError('APPROVAL_INVALID', `approval ${approval.approvalId} not found`);
  if (stored.actionHash !== actionHash(request.threadId, decision.plan)) {
    throw new EchoPilotError('APPROVAL_INVALID', `approval ${stored.id} is bound to a different action`);
  }
  if (stored.status === 'pending') throw new EchoPilotError('APPROVAL_INVALID', `approval ${stored.id} has no decision yet`);
  if (stored.status === 'used') throw new EchoPilotError('APPROVAL_INVALID', `approval ${stored.id} was already used`);
  const reviewers = stored.decisions.map((d) => d.reviewer);
  const log = (summary: Record<string, unknown>) => ({ nodeLog: [{ node: NODE.approve, summary: { approvalId: stored.id, reviewers, ...summary } }] });
  if (stored.status === 'rejected') {
    const notes = stored.decisions.filter((d) => d.decision === 'reject').map((d) => d.note).filter(Boolean);
    return {
      approval: { ...approval, status: 'rejected', reviewers },
      decision: { ...decision, outcome: 'rejected', amount: 0, complaintOffered: true, reasons: notes.length > 0 ? notes : ['The reviewer did not approve the claim.'] },
      ...log({ status: 'rejected' }),
    };
  }

  // Approved. The records may have changed while the claim waited (core banking reversed the debit itself, say):
  // judge the claim again, as of the day it was reported, and never pay more than either the reviewer or the rule allows.
  const tenant = deps.tenants.get(request.tenantId);
  const subjectId = decision.ruleResult?.subjectId ?? null;
  let fresh: RuleResult | null = null;
  if (decision.claimType && subjectId) {
    try {
      const records = await deps.store.customerRecords(request.tenantId, request.customerId);
      fresh = evaluateClaim(tenant.pack, decision.claimType, {
        records, subjectId, params: tenant.config.params, cancelNow: state.analysis?.cancelNow ?? false,
        calendar: { today: reportDate(request), timeZone: tenant.config.timeZone, holidays: tenant.config.holidays },
      });
    } catch (error) {
      if (!isEchoPilotError(error)) throw error;
    }
  }
  const approved = approvedAmount(stored);
  if (!fresh || fresh.eligible !== 'yes') {
    return {
      approval: { ...approval, status: 'rejected', reviewers },
      decision: {
        ...decision, outcome: 'escalated', amount: 0, ruleResult: fresh ?? decision.ruleResult,
        reasons: ['Your records changed while the claim was being reviewed, so a specialist will look at it again before anything is paid.'],
        internalNotes: [...decision.internalNotes, `Approved by ${reviewers.join(' and ')}, but on re-check the rule finds "${fresh?.eligible ?? 'no result'}"; nothing was paid.`],
        plan: [...decision.plan, { action: 'ticket', phase: 'after_review', recordId: subjectId ?? 'none', ticketKind: 'fallback' }],
      },
      ...log({ status: 'approved', recheck: fresh?.eligible ?? 'failed', paid: 0 }),
    };
  }
  const amount = Math.min(approved, fresh.amount);
  const freshPlan = planEffects({ outcome: 'needs_approval', intent: state.analysis?.intent ?? 'complaint', result: fresh, complaint: false }).filter((p) => p.phase === 'after_approval');
  return {
    approval: { ...approval, status: 'approved', amount, reviewers },
    decision: { ...decision, outcome: 'resolved', amount, ruleResult: fresh, plan: [...decision.plan.filter((p) => p.phase !== 'after_approval'), ...freshPlan] },
    ...log({ status: stored.status, approved, recheckAmount: fresh.amount, amount }),
  };
};
