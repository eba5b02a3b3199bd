// approve: human in the loop. Pauses with the evidence; resumes only after an authenticated reviewer's decision was
// recorded on the approval (bound to the exact action and amount, single use). A chat reply is never an approval.
import { interrupt } from '@langchain/langgraph';
import { EchoPilotError } from '../../domain/errors.js';
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
  if (stored.status === 'rejected') {
    const notes = stored.decisions.filter((d) => d.decision === 'reject').map((d) => d.note).filter(Boolean);
    return {
      approval: { ...approval, status: 'rejected', reviewers },
      decision: { ...decision, outcome: 'rejected', amount: 0, complaintOffered: true, reasons: notes.length > 0 ? notes : ['The reviewer did not approve the claim.'] },
      path: [NODE.approve],
      nodeLog: [{ node: NODE.approve, summary: { approvalId: stored.id, status: 'rejected', reviewers } }],
    };
  }
  const amount = approvedAmount(stored);
  return {
    approval: { ...approval, status: 'approved', amount, reviewers },
    decision: { ...decision, outcome: 'resolved', amount },
    path: [NODE.approve],
    nodeLog: [{ node: NODE.approve, summary: { approvalId: stored.id, status: stored.status, amount, reviewers } }],
  };
};
