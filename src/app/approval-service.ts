// Approvals: a reviewer's decision (approve, reject, edit) recorded on the approval, four eyes above the limit, never
// by whoever raised the claim; a final decision resumes the claim's thread so that `act` pays or closes it. Resuming
// an approved claim whose payment was interrupted (the process died) is its own operation, with no decision.
import { EchoPilotError } from '../domain/errors.js';
import type { Approval } from '../domain/effects.js';
import { formatInr, type Paise } from '../domain/money.js';
import type { Store } from '../domain/store.port.js';
import type { Role } from '../domain/vocabulary.js';
import type { ConversationService, TurnResult } from './conversation-service.js';
import { platformThreadOf } from './platform-identity.js';

export interface ReviewDecisionInput {
  tenantId: string;
  approvalId: string;
  reviewer: { id: string; role: Role };
  decision: 'approve' | 'reject' | 'edit';
  /** For `edit`: the amount to approve instead (at most the proposed amount). */
  amount?: Paise;
  note?: string;
  now?: Date;
}

export interface ReviewOutcome {
  approval: Approval;
  /** The resumed turn when the decision was final; null while a second reviewer is still needed. */
  turn: TurnResult | null;
}

export class ApprovalService {
  constructor(private readonly store: Store, private readonly conversations: ConversationService) {}

  list(tenantId: string, filter: { status?: Approval['status']; threadId?: string } = {}): Promise<Approval[]> {
    return this.store.listApprovals(tenantId, filter);
  }

  get(tenantId: string, approvalId: string): Promise<Approval | null> {
    return this.store.getApproval(tenantId, approvalId);
  }

  /** Records a reviewer's decision on an approval (four eyes above the limit); resumes the graph when it is final. */
  async decide(input: ReviewDecisionInput): Promise<ReviewOutcome> {
    this.checkReviewer(input);
    const approval = await this.store.getApproval(input.tenantId, input.approvalId);
    const platformThread = approval ? platformThreadOf(approval.threadId) : null;
    if (platformThread !== null) {
      throw new EchoPilotError('CONFLICT', `approval ${input.approvalId} belongs to thread ${platformThread} on the LangGraph server; decide it there (Agent Inbox, or resume the thread with the SDK)`, { field: 'approvalId' });
    }
    const updated = await this.record(input);
    if (updated.status === 'pending') return { approval: updated, turn: null };
    return this.resume(updated, input);
  }

  /**
   * Records a reviewer's decision without resuming the thread (the LangGraph server resumes its own threads):
   * every rule holds — reviewer role, bound to the proposed amount, single use, four eyes, not whoever raised the claim.
   */
  async record(input: ReviewDecisionInput): Promise<Approval> {
    this.checkReviewer(input);
    const approval = await this.store.getApproval(input.tenantId, input.approvalId);
    if (!approval) throw new EchoPilotError('NOT_FOUND', `no approval ${input.approvalId} for tenant ${input.tenantId}`, { field: 'approvalId' });
    return this.recordOn(approval, input);
  }

  private checkReviewer(input: ReviewDecisionInput): void {
    if (input.reviewer.role !== 'reviewer' && input.reviewer.role !== 'admin') {
      throw new EchoPilotError('FORBIDDEN', `role ${input.reviewer.role} cannot decide approvals`, { field: 'role' });
    }
  }

  private async recordOn(approval: Approval, input: ReviewDecisionInput): Promise<Approval> {
    if (approval.status !== 'pending') {
      const interrupted = (approval.status === 'approved' || approval.status === 'used') && (await this.conversations.hasUnfinishedRun(approval.threadId, approval.id));
      throw new EchoPilotError('CONFLICT', `approval ${approval.id} is already ${approval.status}${interrupted ? '; its payment was interrupted: resume it, no new decision is needed' : ''}`, {
        field: 'approvalId', ...(interrupted ? { hint: `POST /v1/approvals/${approval.id}/resume` } : {}),
      });
    }
    if ((await this.conversations.raisersOf(approval)).includes(input.reviewer.id)) {
      throw new EchoPilotError('FORBIDDEN', `${input.reviewer.id} raised this claim and cannot also approve it`, { field: 'reviewer' });
    }
    if (approval.decisions.some((d) => d.reviewer === input.reviewer.id)) {
      throw new EchoPilotError('CONFLICT', `reviewer ${input.reviewer.id} has already decided approval ${approval.id}; a second reviewer must decide`, { field: 'reviewer' });
    }
    let amount: Paise | null = null;
    if (input.decision === 'edit') {
      if (input.amount === undefined || !Number.isSafeInteger(input.amount) || input.amount <= 0 || input.amount > approval.amount) {
        throw new EchoPilotError('INVALID_INPUT', `amount: an edit must approve a positive amount no larger than the proposed ${formatInr(approval.amount)}`, { field: 'amount' });
      }
      amount = input.amount;
    }
    const at = (input.now ?? new Date()).toISOString();
    const decisions = [...approval.decisions, { reviewer: input.reviewer.id, decision: input.decision, amount, note: input.note ?? '', at }];
    const approvals = decisions.filter((d) => d.decision !== 'reject').length;
    const status = input.decision === 'reject' ? 'rejected' : approvals >= approval.requiredApprovers ? 'approved' : 'pending';
    return this.store.transaction(async (tx) => {
      const saved = await tx.updateApproval({ ...approval, decisions, status, updatedAt: at }, 'pending', approval.decisions);
      await tx.appendAudit({ id: `AUD-${approval.id}-${decisions.length}`, tenantId: input.tenantId, threadId: approval.threadId, actor: input.reviewer.id, actorRole: input.reviewer.role, event: 'approval.decision', details: { approvalId: approval.id, decision: input.decision, amount: amount ?? approval.amount, status }, at });
      return saved;
    });
  }

  /**
   * Finishes an approved claim whose run stopped before it paid (the process died between the approval and the
   * payment): no decision is taken or needed, and the payment is made once. CONFLICT when there is nothing to resume;
   * ALREADY_RESUMED when the claim's run for this approval has already finished (nothing is paid again).
   */
  async resumeInterrupted(input: { tenantId: string; approvalId: string; operator: { id: string; role: Role }; now?: Date }): Promise<ReviewOutcome> {
    if (input.operator.role !== 'reviewer' && input.operator.role !== 'admin') {
      throw new EchoPilotError('FORBIDDEN', `role ${input.operator.role} cannot resume approvals`, { field: 'role' });
    }
    const approval = await this.store.getApproval(input.tenantId, input.approvalId);
    if (!approval) throw new EchoPilotError('NOT_FOUND', `no approval ${input.approvalId} for tenant ${input.tenantId}`, { field: 'approvalId' });
    if (approval.status !== 'approved' && approval.status !== 'used') {
      throw new EchoPilotError('CONFLICT', `approval ${approval.id} is ${approval.status}: only an approved claim can be resumed${approval.status === 'pending' ? '; decide it first' : ''}`, { field: 'approvalId' });
    }
    const recorded = (await this.store.listTurns(input.tenantId, { threadId: approval.threadId })).find((t) => t.idempotencyKey === `approval:${approval.id}`);
    if (recorded?.status === 'done') {
      throw new EchoPilotError('ALREADY_RESUMED', `approval ${approval.id} has nothing to resume: its claim already finished (turn ${recorded.id}); nothing was paid again`, {
        field: 'approvalId', hint: `the conversation shows the outcome: GET /v1/conversations/${encodeURIComponent(approval.threadId)}`,
      });
    }
    if (!recorded && !(await this.conversations.hasUnfinishedRun(approval.threadId, approval.id))) {
      throw new EchoPilotError('CONFLICT', `approval ${approval.id} has nothing to resume: its claim's run is not waiting`, { field: 'approvalId' });
    }
    return this.resume(approval, { tenantId: input.tenantId, approvalId: approval.id, reviewer: input.operator, decision: 'approve', ...(input.now ? { now: input.now } : {}) });
  }

  private async resume(approval: Approval, input: ReviewDecisionInput): Promise<ReviewOutcome> {
    const reviewer = { tenantId: input.tenantId, customerId: approval.customerId, role: input.reviewer.role, actor: input.reviewer.id };
    const turn = await this.conversations.resumeApproval(approval, reviewer, input.now ?? new Date());
    return { approval: (await this.store.getApproval(input.tenantId, approval.id)) ?? approval, turn };
  }
}
