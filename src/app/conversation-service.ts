// Conversations: picks the thread for a customer's message (a waiting clarification, a named ticket, a complaint
// about a rejection), runs the turn through the graph with its TurnContext, streams node progress on request, resumes
// approved claims, and records the conversation and an audit entry for every turn.
import { randomBytes } from 'node:crypto';
import { Command } from '@langchain/langgraph';
import { EchoPilotError, isEchoPilotError } from '../domain/errors.js';
import type { Identity } from '../domain/identity.js';
import type { Paise } from '../domain/money.js';
import type { Approval } from '../domain/effects.js';
import type { Conversation, Store } from '../domain/store.port.js';
import type { Action, ClaimType, Intent, Outcome } from '../domain/vocabulary.js';
import { checkMessage } from '../domain/message-limits.js';
import { isDissatisfied } from '../agents/gather/offline/message-cues.js';
import { RECURSION_LIMIT, type ClaimGraph } from '../graph/build.js';
import type { ClaimStateValue, NodeLogEntry } from '../graph/state.js';
import type { TurnContext } from '../graph/turn-context.js';
import type { TurnContexts } from './turn-contexts.js';
import { recordTurnMessages } from './thread-messages.js';
import { platformThreadOf } from './platform-identity.js';
import { escalateUnreadableRecords, RECORDS_UNAVAILABLE_STEP } from './records-unavailable.js';
import { attachmentNotes, prepareAttachments, storeAttachments, type PreparedAttachment } from './attachments.js';
import type { IncomingAttachment } from '../domain/attachments.js';
import { recordTurnDeadlines } from './turn-deadlines.js';

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

export interface SendInput {
  /** The authenticated caller: from an API key or the CLI operator, never from the text. */
  identity: Identity;
  text: string;
  /** Continue this thread (server-issued); leave out to let the server pick or start one. */
  threadId?: string;
  now?: Date | string;
  /** Files with the message (PDF, PNG, JPEG): checked by content, stored on the thread, untrusted evidence for the report. */
  attachments?: IncomingAttachment[];
}

/** One finished graph node of a running turn (its log entries may hold internal reasoning: staff only). */
export interface NodeProgress {
  node: string;
  log: NodeLogEntry[];
}

export type TurnEvent = { type: 'node'; progress: NodeProgress } | { type: 'turn'; turn: TurnResult };

type Listener = (progress: NodeProgress) => void;
type GraphInput = Parameters<ClaimGraph['invoke']>[0];

const INTERRUPT = '__interrupt__';

function parseNow(now: Date | string | undefined): Date {
  const at = now === undefined ? new Date() : new Date(now);
  if (Number.isNaN(at.getTime())) throw new EchoPilotError('INVALID_DATE', `now: not a date-time: ${String(now)}`, { field: 'now' });
  return at;
}

export class ConversationService {
  constructor(
    private readonly graph: ClaimGraph,
    private readonly store: Store,
    private readonly contexts: TurnContexts,
    private readonly newTicketRef: () => string = () => `TKT-${randomBytes(4).toString('hex').toUpperCase()}`,
  ) {}

  /** Runs one customer message. Identity comes from the authenticated caller, never from the text. */
  send(input: SendInput): Promise<TurnResult> {
    return this.runTurn(input);
  }

  /** Continues a thread the customer was asked about (a clarification answer), or one that stopped part-way. */
  resume(input: SendInput & { threadId: string }): Promise<TurnResult> {
    return this.runTurn(input);
  }

  /** Runs one customer message and yields each graph node as it finishes, then the turn. */
  stream(input: SendInput): AsyncIterable<TurnEvent> {
    return eventStream<TurnEvent>(async (push) => {
      const turn = await this.runTurn(input, (progress) => push({ type: 'node', progress }));
      push({ type: 'turn', turn });
    });
  }

  /**
   * Continues the thread of a decided approval as `reviewer`: from the approval pause, or from wherever a run that
   * should have paid stopped. Effects are dated now (the payment date); the claim is still judged as of its report date.
   */
  async resumeApproval(approval: Approval, reviewer: Identity, now: Date): Promise<TurnResult> {
    const started = performance.now();
    const identity: Identity = { ...reviewer, customerId: approval.customerId };
    const snapshot = await this.graph.getState({ configurable: { thread_id: approval.threadId } });
    const paused = snapshot.tasks.some((t) => (t.interrupts ?? []).length > 0);
    const ctx = await this.contextFor(identity, approval.threadId, now, (snapshot.values as Partial<ClaimStateValue>).reportedOn ?? undefined);
    await this.keepEarlierPath(ctx, 'beforeReview');
    const output = await this.run(paused ? new Command({ resume: { approvalId: approval.id } }) : null, ctx);
    const existing = await this.store.getConversation(identity.tenantId, approval.threadId);
    return this.finishTurn(ctx, output, started, existing, null);
  }

  /**
   * Records a run another executor made (the LangGraph server): the conversation row, the turn's audit entry and the
   * thread messages, exactly as for a turn started here. `output` is the state's values plus `__interrupt__`.
   */
  async recordRun(ctx: TurnContext, output: unknown, started: number, said: string | null): Promise<TurnResult> {
    const existing = await this.store.getConversation(ctx.identity.tenantId, ctx.threadId);
    return this.finishTurn(ctx, output, started, existing, said);
  }

  /** The thread stopped part-way through the run of this very approval (not a later turn of the thread). */
  async hasUnfinishedRun(threadId: string, approvalId: string): Promise<boolean> {
    const snapshot = await this.graph.getState({ configurable: { thread_id: threadId } });
    return snapshot.next.length > 0 && (snapshot.values as Partial<ClaimStateValue>).approval?.approvalId === approvalId;
  }

  private async runTurn(input: SendInput, listener?: Listener): Promise<TurnResult> {
    const started = performance.now();
    const { identity } = input;
    const text = checkMessage(input.text);
    const now = parseNow(input.now);
    // Checked before anything is stored or run: a bad file refuses the whole message, naming attachments[i].
    const files = await prepareAttachments(input.attachments);
    let customer: Awaited<ReturnType<TurnContexts['snapshot']>>;
    try {
      customer = await this.contexts.snapshot(identity);
    } catch (error) {
      if (!isEchoPilotError(error) || error.code !== 'UPSTREAM_UNAVAILABLE') throw error;
      return this.handOffUnreadable(input, text, now, error, started, files, listener);
    }
    const thread = await this.pickThread(identity, text, input.threadId);
    await storeAttachments(this.store, identity, thread.threadId, files, now);
    if (input.threadId !== undefined) {
      const recovered = await this.finishCrashedTurn(thread.threadId, customer, now, started, thread.existing, text, listener);
      if (recovered) return recovered;
    }
    // A clarification answer continues the claim reported earlier: it keeps that report date.
    const reportedOn = thread.resume ? await this.reportDateOf(thread.threadId) : undefined;
    const ctx = this.contexts.forTurn(customer, { threadId: thread.threadId, now, ...(reportedOn ? { reportedOn } : {}), attachments: attachmentNotes(files) });
    if (thread.resume) await this.keepEarlierPath(ctx, 'beforeQuestion');
    // A Command's node-name generic is wider than the compiled graph's; the shape is checked by the state schema.
    const graphInput = (thread.resume ? new Command({ resume: text }) : { message: text }) as GraphInput;
    const output = await this.run(graphInput, ctx, listener);
    return this.finishTurn(ctx, output, started, thread.existing, text);
  }

  /**
   * The records could not be read: nothing is decided on missing data. The message goes to a person with a ticket
   * saying so (a fresh thread, or the one the client named), and the customer is told.
   */
  private async handOffUnreadable(input: SendInput, text: string, now: Date, error: EchoPilotError, started: number, files: PreparedAttachment[], listener?: Listener): Promise<TurnResult> {
    const { identity } = input;
    const thread = input.threadId !== undefined
      ? await this.pickThread(identity, text, input.threadId)
      : { threadId: `${identity.tenantId}:${identity.customerId}:${this.newTicketRef()}`, existing: null };
    await storeAttachments(this.store, identity, thread.threadId, files, now);
    const done = await escalateUnreadableRecords(this.store, { identity, threadId: thread.threadId, text, now, existing: thread.existing, error });
    const nodeLog: NodeLogEntry[] = [{ node: RECORDS_UNAVAILABLE_STEP, summary: { code: error.code, ticketId: done.ticketId } }];
    listener?.({ node: RECORDS_UNAVAILABLE_STEP, log: nodeLog });
    return {
      threadId: thread.threadId, intent: null, claimType: null, outcome: 'escalated', valid: null, amount: 0, actions: ['ticket', 'incident'],
      reply: done.reply, path: [RECORDS_UNAVAILABLE_STEP], nodeLog, waitingFor: null, approvalId: null, latencyMs: performance.now() - started,
    };
  }

  private async contextFor(identity: Identity, threadId: string, now: Date, reportedOn: string | undefined): Promise<TurnContext> {
    return this.contexts.forTurn(await this.contexts.snapshot(identity), { threadId, now, ...(reportedOn ? { reportedOn } : {}) });
  }

  /** Runs the graph to its next pause or end; with a listener, reports every finished node on the way. */
  private async run(input: GraphInput | null, ctx: TurnContext, listener?: Listener): Promise<unknown> {
    // LangGraph types a run's context as a string-keyed record; the TurnContext is one, with known keys.
    const context = ctx as TurnContext & Record<string, unknown>;
    const config = { configurable: { thread_id: ctx.threadId }, context, recursionLimit: RECURSION_LIMIT, durability: 'sync' as const };
    if (!listener) return this.graph.invoke(input as GraphInput, config);
    const stream = await this.graph.stream(input as GraphInput, { ...config, streamMode: ['custom', 'values'] as const });
    let latest: Record<string, unknown> | undefined;
    const interrupts: unknown[] = [];
    for await (const chunk of stream as AsyncIterable<[string, Record<string, unknown>]>) {
      const [mode, payload] = chunk;
      if (mode === 'values') {
        if (INTERRUPT in payload) interrupts.push(...(payload[INTERRUPT] as unknown[]));
        else latest = payload;
        continue;
      }
      listener(payload as unknown as NodeProgress);
    }
    return interrupts.length > 0 ? { ...(latest ?? {}), [INTERRUPT]: interrupts } : latest;
  }

  /**
   * A turn that stopped mid-graph (the process died, a node threw) resumes from its last checkpoint: effects already
   * made are not made again. When the new message is the same text (a client's retry), the finished turn is the answer.
   */
  private async finishCrashedTurn(threadId: string, customer: Parameters<TurnContexts['forTurn']>[0], now: Date, started: number, existing: Conversation | null, text: string, listener?: Listener): Promise<TurnResult | null> {
    const snapshot = await this.graph.getState({ configurable: { thread_id: threadId } });
    const paused = snapshot.tasks.some((t) => (t.interrupts ?? []).length > 0);
    if (snapshot.next.length === 0 || paused) return null;
    const values = snapshot.values as Partial<ClaimStateValue>;
    const ctx = this.contexts.forTurn(customer, { threadId, now, ...(values.reportedOn ? { reportedOn: values.reportedOn } : {}) });
    // The nodes that ran before the stop keep their place in the turn's path (their summaries died with the process).
    await this.keepEarlierPath(ctx, 'ranBeforeRestart');
    const output = await this.run(null, ctx, listener);
    const turn = await this.finishTurn(ctx, output, started, existing, values.message ?? null);
    return values.message === text ? turn : null;
  }

  /**
   * A claim continued after a pause (a question, a review) or a stop keeps its whole path: the nodes that ran before
   * are read back from the checkpoints (their summaries are in the earlier audit entry), marked with `why`.
   */
  private async keepEarlierPath(ctx: TurnContext, why: 'beforeQuestion' | 'beforeReview' | 'ranBeforeRestart'): Promise<void> {
    for (const node of await this.nodesRunThisTurn(ctx.threadId)) ctx.trail.push({ node, summary: { [why]: true } });
  }

  /** The nodes a paused or stopped turn ran, oldest first: read from its checkpoints back to the turn's input. */
  private async nodesRunThisTurn(threadId: string): Promise<string[]> {
    const ran: string[][] = [];
    let newest = true;
    for await (const snapshot of this.graph.getStateHistory({ configurable: { thread_id: threadId } })) {
      if (!newest) ran.push(snapshot.next.filter((node) => !node.startsWith('__')));
      newest = false;
      if (snapshot.metadata?.source === 'input') break;
    }
    return ran.reverse().flat();
  }

  /** The report date of the claim a paused thread is running. */
  private async reportDateOf(threadId: string): Promise<string | undefined> {
    const snapshot = await this.graph.getState({ configurable: { thread_id: threadId } });
    return (snapshot.values as Partial<ClaimStateValue>).reportedOn ?? undefined;
  }

  /** Is there a run (paused or stopped) on this thread? */
  private async hasRun(threadId: string): Promise<boolean> {
    const snapshot = await this.graph.getState({ configurable: { thread_id: threadId } });
    return snapshot.values !== undefined && (snapshot.values as Partial<ClaimStateValue>).message !== undefined;
  }

  /** Threads (docs/design.md#storage-and-checkpoints): a waiting clarification is resumed; a named ticket or a complaint about a rejection continues its thread. */
  private async pickThread(identity: Identity, text: string, explicit?: string): Promise<{ threadId: string; resume: boolean; existing: Conversation | null }> {
    const prefix = `${identity.tenantId}:${identity.customerId}:`;
    if (explicit !== undefined) {
      if (!explicit.startsWith(prefix)) throw new EchoPilotError('FORBIDDEN', `thread ${explicit} does not belong to customer ${identity.customerId}`, { field: 'thread' });
      const platformThread = platformThreadOf(explicit);
      if (platformThread !== null) {
        throw new EchoPilotError('CONFLICT', `thread ${explicit} runs on the LangGraph server (thread ${platformThread}); continue it there, or leave the thread out to start a new one here`, { field: 'thread' });
      }
      const existing = await this.store.getConversation(identity.tenantId, explicit);
      // Thread ids are made by the server: a client may continue a thread, never invent one.
      if (!existing && !(await this.hasRun(explicit))) {
        throw new EchoPilotError('NOT_FOUND', `no conversation ${explicit}; leave the thread out to start a new one`, { field: 'thread' });
      }
      if (existing?.status === 'waiting_review') throw new EchoPilotError('CONFLICT', `thread ${explicit} is waiting for a reviewer; start a new conversation`, { field: 'thread' });
      return { threadId: explicit, resume: existing?.status === 'waiting_customer', existing };
    }
    // Threads of the LangGraph server continue there: this server's checkpointer does not hold them.
    const own = (c: Conversation) => platformThreadOf(c.threadId) === null;
    const [waiting] = (await this.store.listConversations(identity.tenantId, { customerId: identity.customerId, status: 'waiting_customer' })).filter(own);
    if (waiting) return { threadId: waiting.threadId, resume: true, existing: waiting };
    for (const ref of text.toUpperCase().match(/\bTKT-[A-Z0-9-]+\b/g) ?? []) {
      const named = await this.store.getConversation(identity.tenantId, `${prefix}${ref}`);
      if (named && named.status !== 'waiting_review') return { threadId: named.threadId, resume: false, existing: named };
    }
    if (isDissatisfied(text)) {
      const latest = (await this.store.listConversations(identity.tenantId, { customerId: identity.customerId })).filter(own).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0];
      if (latest && latest.lastOutcome === 'rejected') return { threadId: latest.threadId, resume: false, existing: latest };
    }
    return { threadId: `${prefix}${this.newTicketRef()}`, resume: false, existing: null };
  }

  /**
   * `output` is what the run returned: the state's values, plus `__interrupt__` when the run paused. `said` is the
   * customer's message that started the run (null when a reviewer's decision resumed it), kept with the reply.
   */
  private async finishTurn(ctx: TurnContext, output: unknown, started: number, existing: Conversation | null, said: string | null): Promise<TurnResult> {
    const { identity, threadId } = ctx;
    const state = output as ClaimStateValue & { [INTERRUPT]?: { value?: { kind?: string } }[] };
    const pending = (state[INTERRUPT] ?? []).map((i) => i.value?.kind);
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
      path: ctx.trail.map((entry) => entry.node),
      nodeLog: ctx.trail,
      waitingFor,
      approvalId: state.approval?.approvalId ?? null,
      latencyMs: performance.now() - started,
    };
    const nowIso = ctx.clock.now.toISOString();
    const status: Conversation['status'] = waitingFor === 'customer' ? 'waiting_customer' : waitingFor === 'review' ? 'waiting_review' : outcome === 'resolved' || outcome === 'answered' ? 'closed' : 'open';
    await this.store.transaction(async (tx) => {
      await tx.putConversation({
        threadId, tenantId: identity.tenantId, customerId: identity.customerId, status, claimType: result.claimType,
        subjectId: decision?.ruleResult?.subjectId ?? null, lastOutcome: outcome, summary: (state.issueReport?.trace.backend === 'offline' ? state.issueReport.issue : null) ?? state.input?.redacted.slice(0, 200) ?? '',
        createdAt: existing?.createdAt ?? nowIso, updatedAt: nowIso,
      });
      await tx.appendAudit({
        id: `AUD-${threadId}-${state.turn}-${ctx.trail.length}-${Date.now().toString(36)}`, tenantId: identity.tenantId, threadId, actor: identity.actor, actorRole: identity.role,
        event: 'turn', details: { path: result.path, nodes: ctx.trail, outcome, intent: result.intent, claimType: result.claimType, amount: result.amount, actions: result.actions, waitingFor },
        at: nowIso,
      });
      // Hook (thread messages): the customer's side of the conversation, in the same transaction.
      await recordTurnMessages(tx, { tenantId: identity.tenantId, customerId: identity.customerId, threadId, said, reply: result.reply, at: nowIso });
      // Hook (deadlines): the promises this run made, and those it kept, in the same transaction.
      await recordTurnDeadlines(tx, {
        tenant: ctx.tenant, customerId: identity.customerId, threadId, now: ctx.clock.now, reportedOn: ctx.clock.reportedOn, waitingFor, outcome,
        claimType: result.claimType, subjectId: decision?.ruleResult?.subjectId ?? null, reversalDueOn: decision?.ruleResult?.reversalDueOn ?? null,
        approvalId: result.approvalId, amount: result.amount,
      });
    });
    return result;
  }
}

/** An async iterable fed by `produce`: values pushed are yielded in order; a failure of `produce` is thrown by the iterator. */
function eventStream<T>(produce: (push: (value: T) => void) => Promise<void>): AsyncIterable<T> {
  return {
    [Symbol.asyncIterator]() {
      const queue: T[] = [];
      let wake: (() => void) | null = null;
      let done = false;
      let failure: { error: unknown } | null = null;
      const notify = () => {
        wake?.();
        wake = null;
      };
      produce((value) => {
        queue.push(value);
        notify();
      }).then(
        () => { done = true; notify(); },
        (error: unknown) => { failure = { error }; done = true; notify(); },
      );
      return {
        async next(): Promise<IteratorResult<T>> {
          for (;;) {
            const value = queue.shift();
            if (value !== undefined) return { value, done: false };
            if (failure) throw (failure as { error: unknown }).error;
            if (done) return { value: undefined, done: true };
            await new Promise<void>((resolve) => { wake = resolve; });
          }
        },
      };
    },
  };
}
