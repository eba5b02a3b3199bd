// approve: human in the loop. Pauses with the evidence; resumes only after an authenticated reviewer's decision was
// recorded on the approval (bound to the exact action and amount, single use). A chat reply is never an approval.
import { interrupt, type LangGraphRunnableConfig } from '@langchain/langgraph';
import { EchoPilotError, isEchoPilotError } from '../../domain/errors.js';
import type { RuleResult } from '../../domain/rule-result.js';
import { actionHash, settleReview } from '../../policy/approval.js';
import { judge } from '../../policy/judge.js';
import { textsOf } from '../../policy/wording.js';
import { formatInr, type Paise } from '../../domain/money.js';
import type { GraphDeps } from '../graph-deps.js';
import type { HumanInterrupt } from '../human-interrupt.js';
import { NODE } from '../node-names.js';
import type { ClaimStateValue, NodeResult } from '../state.js';
import { turnContextOf } from '../turn-context.js';

/** EchoPilot's fields and the same request as an Agent Inbox `HumanInterrupt` (accept, edit to a lower amount, ignore = reject). */
export interface ApprovalRequest extends HumanInterrupt {
  kind: 'approval';
  approvalId: string;
  amount: number;
  claimType: string | null;
  reasons: string[];
}

export function approvalRequest(approvalId: string, amount: Paise, claimType: string | null, reasons: string[], findings: string[]): ApprovalRequest {
  const evidence = [...reasons, ...findings].map((line) => `- ${line}`).join('\n');
  return {
    kind: 'approval', approvalId, amount, claimType, reasons,
    action_request: { action: 'approve_credit', args: { approvalId, amount_paise: amount, amount: formatInr(amount), claimType } },
    config: { allow_accept: true, allow_edit: true, allow_respond: false, allow_ignore: true },
    description: `**Approve ${formatInr(amount)}${claimType ? ` for ${claimType}` : ''}?** (approval \`${approvalId}\`)\n\n${evidence}\n\n`
      + 'Accept approves the amount; edit `amount_paise` to approve less; ignore rejects. Your decision is recorded under your key.',
  };
}

export const approveNode = (deps: Pick<GraphDeps, 'store' | 'customerData'>) => async (state: ClaimStateValue, config: LangGraphRunnableConfig): Promise<NodeResult> => {
  const { approval, decision } = state;
  if (!approval || !decision) throw new EchoPilotError('INTERNAL', 'approve ran without a pending approval');
  interrupt<ApprovalRequest, unknown>(approvalRequest(approval.approvalId, approval.amount, decision.claimType, textsOf(decision.reasons), decision.ruleResult?.findings.map((f) => f.text) ?? []));
  const ctx = turnContextOf(config);
  // Whatever the resume value says, only the stored, reviewer-made decision counts.
  const stored = await deps.store.getApproval(ctx.identity.tenantId, approval.approvalId);
  if (!stored) throw new EchoPilotError('APPROVAL_INVALID', `approval ${approval.approvalId} not found`);
  if (stored.actionHash !== actionHash(ctx.threadId, decision.plan)) {
    throw new EchoPilotError('APPROVAL_INVALID', `approval ${stored.id} is bound to a different action`);
  }
  if (stored.status === 'pending') throw new EchoPilotError('APPROVAL_INVALID', `approval ${stored.id} has no decision yet`);
  if (stored.status === 'used') throw new EchoPilotError('APPROVAL_INVALID', `approval ${stored.id} was already used`);

  // Approved: the records may have changed while the claim waited (core banking reversed the debit itself, say).
  // The one deliberate re-read of a turn: judge the claim again on fresh records, as of the day it was reported.
  let fresh: RuleResult | null = null;
  const subjectId = decision.ruleResult?.subjectId ?? null;
  if (stored.status === 'approved' && decision.claimType && subjectId) {
    try {
      const records = await (deps.customerData ?? deps.store).customerRecords(ctx.identity.tenantId, ctx.identity.customerId);
      fresh = judge(ctx.tenant, { claimType: decision.claimType, subjectId, cancelNow: state.analysis?.cancelNow ?? false }, records, ctx.clock.reportedOn);
    } catch (error) {
      if (!isEchoPilotError(error)) throw error;
    }
  }
  const settled = settleReview(decision, stored, fresh, state.analysis?.intent ?? 'complaint');
  const reviewers = stored.decisions.map((d) => d.reviewer);
  return {
    approval: { ...approval, status: settled.status, amount: settled.status === 'approved' ? settled.amount : approval.amount, reviewers },
    decision: settled.decision,
    nodeLog: [{ node: NODE.approve, summary: { approvalId: stored.id, reviewers, ...settled.trace } }],
  };
};
