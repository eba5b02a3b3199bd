// Conversations: picks the thread for a customer's message (seed 003), runs a turn through the graph, resumes
// clarifications and approvals, and records the conversation and an audit entry for every turn.
import { randomBytes } from 'node:crypto';
import { Command } from '@langchain/langgraph';
import { EchoPilotError } from '../domain/errors.js';
import type { Paise } from '../domain/money.js';
import { localDate } from '../domain/calendar.js';
import type { Approval } from '../domain/effects.js';
import type { Conversation, Store } from '../domain/store.port.js';
import type { Action, ClaimType, Intent, Outcome, Role } from '../domain/vocabulary.js';
import type { TenantRegistry } from '../policy/tenant-context.js';
import { checkMessage } from '../agents/intake/message-limits.js';
import { isDissatisfied } from '../agents/gather/offline/message-cues.js';
import type { Identity } from '../tools/tool-context.js';
import { RECURSION_LIMIT, type ClaimGraph } from '../graph/build.js';
import type { ClaimStateValue, NodeLogEntry } from '../graph/state.js';

export interface TurnResult {
  threadId: string;
  intent: Intent | null;
  claimType: ClaimType | null;
  outcome: Outcome;
  valid: boolean | null;
  /** Granted money: paid when resolved, proposed when needs_approval. */
  amount: Paise;
  actions: Action[];
  reply: string;
  path: string[];
  nodeLog: NodeLogEntry[];
  waitingFor: 'customer' | 'review' | null;
  approvalId: string | null;
  latencyMs: number;
}

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


export class ConversationService {
  constructor(
    private readonly graph: ClaimGraph,
    private readonly store: Store,
    private readonly tenants: TenantRegistry,
    private readonly newTicketRef: () => string = () => `TKT-${randomBytes(4).toString('hex').toUpperCase()}`,
  ) {}

  /** Runs one customer message. Identity comes from the authenticated caller, never from the text. */
  async send(input: { identity: Identity; text: string; threadId?: string; now?: Date | string }): Promise<TurnResult> {
    const started = performance.now();
    const { identity } = input;
    const tenant = this.tenants.get(identity.tenantId);
    const text = checkMessage(input.text);
    const customer = await this.store.findCustomer(identity.tenantId, identity.customerId);
    if (!customer) {
      throw new EchoPilotError('UNKNOWN_CUSTOMER', `tenant ${identity.tenantId} has no customer "${identity.customerId}"`, { field: 'customer' });
    }
    const now = input.now === undefined ? new Date() : new Date(input.now);
    if (Number.isNaN(now.getTime())) throw new EchoPilotError('INVALID_DATE', `now: not a date-time: ${String(input.now)}`, { field: 'now' });
    const today = localDate(now, tenant.config.timeZone);
    const thread = await this.pickThread(identity, text, input.threadId);
    if (input.threadId !== undefined) {
      const recovered = await this.finishCrashedTurn(thread.threadId, identity, now, today, started, thread.existing, text);
      if (recovered) return recovered;
    }
    // A clarification answer continues the claim reported earlier: it keeps that report date.
    const reportedOn = thread.resume ? ((await this.pausedRequest(thread.threadId))?.reportedOn ?? today) : today;
    const config = this.runConfig(thread.threadId, identity, now, today, reportedOn);
    const request = { tenantId: identity.tenantId, customerId: identity.customerId, role: identity.role, actor: identity.actor, threadId: thread.threadId, now: now.toISOString(), today, reportedOn };
    // A Command's node-name generic is wider than the compiled graph's; the shape is checked by `update`'s schema.
    const graphInput = (thread.resume ? new Command({ resume: text, update: { request } }) : { request, message: text }) as Parameters<ClaimGraph['invoke']>[0];
    const output = await this.graph.invoke(graphInput, config);
    return this.finishTurn(thread.threadId, output, identity, started, thread.existing);
  }

  /**
   * A turn that stopped mid-graph (the process died, a node threw) resumes from its last checkpoint: effects already
   * made are not made again. When the new message is the same text (a client's retry), the finished turn is the answer.
   */
  private async finishCrashedTurn(threadId: string, identity: Identity, now: Date, today: string, started: number, existing: Conversation | null, text: string): Promise<TurnResult | null> {
    const snapshot = await this.graph.getState({ configurable: { thread_id: threadId } });
    const paused = snapshot.tasks.some((t) => (t.interrupts ?? []).length > 0);
    if (snapshot.next.length === 0 || paused) return null;
    const previous = (snapshot.values as Partial<ClaimStateValue>).request;
    const config = this.runConfig(threadId, identity, now, today, previous?.reportedOn ?? previous?.today ?? today);
    const output = await this.graph.invoke(null, config);
    const turn = await this.finishTurn(threadId, output, identity, started, existing);
    return (snapshot.values as ClaimStateValue).message === text ? turn : null;
  }

  /** Records a reviewer's decision on an approval (four eyes above the limit); resumes the graph when it is final. */
  async review(input: ReviewDecisionInput): Promise<{ approval: Approval; turn: TurnResult | null }> {
    const started = performance.now();
    if (input.reviewer.role !== 'reviewer' && input.reviewer.role !== 'admin') {
      throw new EchoPilotError('FORBIDDEN', `role ${input.reviewer.role} cannot decide approvals`, { field: 'role' });
    }
    const approval = await this.store.getApproval(input.tenantId, input.approvalId);
    if (!approval) throw new EchoPilotError('NOT_FOUND', `no approval ${input.approvalId} for tenant ${input.tenantId}`, { field: 'approvalId' });
    if ((approval.status === 'approved' || approval.status === 'used') && (await this.hasUnfinishedRun(approval.threadId, approval.id))) {
      // Approved earlier, but the run that should have paid stopped (a crash, a failed credit): finish it now.
      return this.resumeAfterReview(approval, input, started);
    }
    if (approval.status !== 'pending') throw new EchoPilotError('CONFLICT', `approval ${approval.id} is already ${approval.status}`, { field: 'approvalId' });
    if ((approval.evidence as { initiatedBy?: string } | null)?.initiatedBy === input.reviewer.id) {
      throw new EchoPilotError('FORBIDDEN', `${input.reviewer.id} raised this claim and cannot also approve it`, { field: 'reviewer' });
    }
    if (approval.decisions.some((d) => d.reviewer === input.reviewer.id)) {
      throw new EchoPilotError('CONFLICT', `reviewer ${input.reviewer.id} has already decided approval ${approval.id}; a second reviewer must decide`, { field: 'reviewer' });
    }
    let amount: Paise | null = null;
    if (input.decision === 'edit') {
      if (input.amount === undefined || !Number.isSafeInteger(input.amount) || input.amount <= 0 || input.amount > approval.amount) {
        throw new EchoPilotError('INVALID_INPUT', `amount: an edit must approve a positive amount no larger than the proposed ${approval.amount} paise`, { field: 'amount' });
      }
      amount = input.amount;
    }
    const at = (input.now ?? new Date()).toISOString();
    const decisions = [...approval.decisions, { reviewer: input.reviewer.id, decision: input.decision, amount, note: input.note ?? '', at }];
    const approvals = decisions.filter((d) => d.decision !== 'reject').length;
    const status = input.decision === 'reject' ? 'rejected' : approvals >= approval.requiredApprovers ? 'approved' : 'pending';
    const updated = await this.store.transaction(async (tx) => {
      const saved = await tx.updateApproval({ ...approval, decisions, status, updatedAt: at }, 'pending', approval.decisions);
      await tx.appendAudit({ id: `AUD-${approval.id}-${decisions.length}`, tenantId: input.tenantId, threadId: approval.threadId, actor: input.reviewer.id, actorRole: input.reviewer.role, event: 'approval.decision', details: { approvalId: approval.id, decision: input.decision, amount: amount ?? approval.amount, status }, at });
      return saved;
    });
    if (updated.status === 'pending') return { approval: updated, turn: null };
    return this.resumeAfterReview(updated, input, started);
  }

  /** Resumes the thread of a decided approval: from the approval pause, or from wherever a failed run stopped. */
  private async resumeAfterReview(approval: Approval, input: ReviewDecisionInput, started: number): Promise<{ approval: Approval; turn: TurnResult | null }> {
    const identity: Identity = { tenantId: input.tenantId, customerId: approval.customerId, role: input.reviewer.role, actor: input.reviewer.id };
    const tenant = this.tenants.get(input.tenantId);
    const now = input.now ?? new Date();
    const previous = await this.pausedRequest(approval.threadId);
    const today = localDate(now, tenant.config.timeZone);
    const reportedOn = previous?.reportedOn ?? previous?.today ?? today;
    const config = this.runConfig(approval.threadId, identity, now, today, reportedOn);
    const snapshot = await this.graph.getState(config);
    const paused = snapshot.tasks.some((t) => (t.interrupts ?? []).length > 0);
    // Effects of the resumed run are dated now (the payment date); the claim is still judged as of its report date.
    const update = previous ? { request: { ...previous, now: now.toISOString(), today, reportedOn } } : undefined;
    const graphInput = paused ? new Command({ resume: { approvalId: approval.id }, ...(update ? { update } : {}) }) : null;
    const output = await this.graph.invoke(graphInput as Parameters<ClaimGraph['invoke']>[0], config);
    const existing = await this.store.getConversation(input.tenantId, approval.threadId);
    return { approval: (await this.store.getApproval(input.tenantId, approval.id)) ?? approval, turn: await this.finishTurn(approval.threadId, output, identity, started, existing) };
  }

  /** The request a paused or stopped thread was running with, if any. */
  private async pausedRequest(threadId: string): Promise<ClaimStateValue['request'] | null> {
    const snapshot = await this.graph.getState({ configurable: { thread_id: threadId } });
    return (snapshot.values as Partial<ClaimStateValue>).request ?? null;
  }

  /** The thread stopped part-way through the run of this very approval (not a later turn of the thread). */
  private async hasUnfinishedRun(threadId: string, approvalId: string): Promise<boolean> {
    const snapshot = await this.graph.getState({ configurable: { thread_id: threadId } });
    return snapshot.next.length > 0 && (snapshot.values as Partial<ClaimStateValue>).approval?.approvalId === approvalId;
  }

  private runConfig(threadId: string, identity: Identity, now: Date, today: string, reportedOn: string) {
    return { configurable: { thread_id: threadId, echopilot: { identity, today, now: now.toISOString(), reportedOn } }, recursionLimit: RECURSION_LIMIT, durability: 'sync' as const };
  }

  /** seed 003: a waiting clarification is resumed; a named ticket or a complaint about a rejection continues its thread. */
  private async pickThread(identity: Identity, text: string, explicit?: string): Promise<{ threadId: string; resume: boolean; existing: Conversation | null }> {
    const prefix = `${identity.tenantId}:${identity.customerId}:`;
    if (explicit !== undefined) {
      if (!explicit.startsWith(prefix)) throw new EchoPilotError('FORBIDDEN', `thread ${explicit} does not belong to customer ${identity.customerId}`, { field: 'thread' });
      const existing = await this.store.getConversation(identity.tenantId, explicit);
      // Thread ids are made by the server: a client may continue a thread, never invent one.
      if (!existing && (await this.pausedRequest(explicit)) === null) {
        throw new EchoPilotError('NOT_FOUND', `no conversation ${explicit}; leave the thread out to start a new one`, { field: 'thread' });
      }
      if (existing?.status === 'waiting_review') throw new EchoPilotError('CONFLICT', `thread ${explicit} is waiting for a reviewer; start a new conversation`, { field: 'thread' });
      return { threadId: explicit, resume: existing?.status === 'waiting_customer', existing };
    }
    const [waiting] = await this.store.listConversations(identity.tenantId, { customerId: identity.customerId, status: 'waiting_customer' });
    if (waiting) return { threadId: waiting.threadId, resume: true, existing: waiting };
    for (const ref of text.toUpperCase().match(/\bTKT-[A-Z0-9-]+\b/g) ?? []) {
      const named = await this.store.getConversation(identity.tenantId, `${prefix}${ref}`);
      if (named && named.status !== 'waiting_review') return { threadId: named.threadId, resume: false, existing: named };
    }
    if (isDissatisfied(text)) {
      const latest = (await this.store.listConversations(identity.tenantId, { customerId: identity.customerId })).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0];
      if (latest && latest.lastOutcome === 'rejected') return { threadId: latest.threadId, resume: false, existing: latest };
    }
    return { threadId: `${prefix}${this.newTicketRef()}`, resume: false, existing: null };
  }

  /** `output` is what invoke returned: the state's values, plus `__interrupt__` when the run paused. */
  private async finishTurn(threadId: string, output: unknown, identity: Identity, started: number, existing: Conversation | null): Promise<TurnResult> {
    const state = output as ClaimStateValue & { __interrupt__?: { value?: { kind?: string } }[] };
    const pending = (state.__interrupt__ ?? []).map((i) => i.value?.kind);
    const waitingFor = pending.includes('clarification') ? 'customer' : pending.includes('approval') ? 'review' : null;
    const decision = state.decision;
    const outcome: Outcome = decision?.outcome ?? 'answered';
    const result: TurnResult = {
      threadId,
      intent: state.analysis?.intent ?? null,
      claimType: decision?.claimType ?? (outcome === 'answered' ? null : (state.analysis?.claimType ?? null)),
      outcome,
      valid: decision?.valid ?? null,
      amount: decision?.amount ?? 0,
      actions: [...new Set(state.effects.map((e) => e.action))],
      reply: state.reply ?? '',
      path: state.nodeLog.map((entry) => entry.node),
      nodeLog: state.nodeLog,
      waitingFor,
      approvalId: state.approval?.approvalId ?? null,
      latencyMs: performance.now() - started,
    };
    const nowIso = state.request.now;
    const status: Conversation['status'] = waitingFor === 'customer' ? 'waiting_customer' : waitingFor === 'review' ? 'waiting_review' : outcome === 'resolved' || outcome === 'answered' ? 'closed' : 'open';
    await this.store.transaction(async (tx) => {
      await tx.putConversation({
        threadId, tenantId: identity.tenantId, customerId: state.request.customerId, status, claimType: result.claimType,
        subjectId: decision?.ruleResult?.subjectId ?? null, lastOutcome: outcome, summary: state.issueReport?.issue ?? state.input?.redacted.slice(0, 200) ?? '',
        createdAt: existing?.createdAt ?? nowIso, updatedAt: nowIso,
      });
      await tx.appendAudit({
        id: `AUD-${threadId}-${state.turn}-${state.nodeLog.length}-${Date.now().toString(36)}`, tenantId: identity.tenantId, threadId, actor: identity.actor, actorRole: identity.role,
        event: 'turn', details: { path: result.path, nodes: state.nodeLog, outcome, intent: result.intent, claimType: result.claimType, amount: result.amount, actions: result.actions, waitingFor },
        at: nowIso,
      });
    });
    return result;
  }
}
