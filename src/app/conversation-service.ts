// Conversations: picks the thread for a customer's message (a waiting clarification, a complaint about a rejection, a
// follow-up of the customer's own ticket, a named ticket), records the turn before the graph runs, runs it with its TurnContext, streams node progress on
// request, resumes approved claims, and records the answer, the conversation and an audit entry for every turn, once.
import { createHash, randomBytes } from 'node:crypto';
import { Command } from '@langchain/langgraph';
import type { BaseCallbackHandler } from '@langchain/core/callbacks/base';
import type { Callbacks } from '@langchain/core/callbacks/manager';
import { RunnableLambda } from '@langchain/core/runnables';
import { EchoPilotError, isEchoPilotError } from '../domain/errors.js';
import type { Identity } from '../domain/identity.js';
import type { Paise } from '../domain/money.js';
import type { Approval, EffectRecord } from '../domain/effects.js';
import type { Conversation, Store, TurnRecord } from '../domain/store.port.js';
import type { Action, ClaimType, Intent, Outcome } from '../domain/vocabulary.js';
import { checkMessage } from '../domain/message-limits.js';
import { asksForServiceChange, isDissatisfied, readsAsAll, tellsOfRepeat } from '../agents/gather/offline/message-cues.js';
import { RECURSION_LIMIT, type ClaimGraph } from '../graph/build.js';
import { NODE } from '../graph/node-names.js';
import { turnOutcome, type ClaimStateValue, type NodeLogEntry } from '../graph/state.js';
import type { TurnContext } from '../graph/turn-context.js';
import type { TurnContexts } from './turn-contexts.js';
import { recordTurnMessages } from './thread-messages.js';
import { platformThreadOf } from './platform-identity.js';
import { escalateUnreadableRecords, RECORDS_UNAVAILABLE_STEP } from './records-unavailable.js';
import { attachmentNotes, prepareAttachments, storeAttachments, type PreparedAttachment } from './attachments.js';
import type { IncomingAttachment } from '../domain/attachments.js';
import { recordTurnDeadlines } from './turn-deadlines.js';
import { crashPoint } from './crash-seam.js';
import { runStateOf } from './run-state.js';
import { doneByFirst, splitIssues } from './issue-split.js';
import { describedClaimType } from '../agents/gather/offline/offline-intent-classifier.js';
import { redactPii } from '../agents/intake/redact-pii.js';
import { detectSmallTalk, setsQuestionAside } from '../agents/gather/offline/conversation-cues.js';
import { asksAfterCase, asksWhenItShows, chasesCase, matchFollowUp, threadRef, ticketReferenceIn, type CaseOnFile, type FollowUpMatch } from './follow-up.js';
import { readMessage, recordFollowUp } from './follow-up-turn.js';

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
  /** The other issues of the same message (two claims in one message), each on its own thread with its own decision. */
  also?: TurnResult[];
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
  /**
   * The client's `Idempotency-Key`, scoped here to the caller: a retry with the same key gets the first answer (a
   * still-running or crashed first attempt is finished, not run again); the same key with another message is refused.
   */
  idempotencyKey?: string;
}

/**
 * Words or numbers that answer "which one?" ("2nd one. pls update my mobile number also"): then the message answers.
 * "One" said of a thing ("the old one is finished") picks nothing.
 */
const PICKS_ONE = /\d|\b(?:(?<!\b(?:old|new|that|this|another|a|any|spare)\s+)one|first|second|third|last|both|yes|no|haan|nahi|dono)\b/i;

/** How a message reads beside a waiting question: its answer, a general question of its own, or the question set aside. */
type AnswerReading = 'answer' | 'question' | 'aside';

/**
 * A turn's graph input: the message, or the answer that resumes a waiting question. The answer is masked here, as the
 * message channel masks what it is given: the resume value is checkpointed as written.
 */
function graphInputOf(answers: boolean, text: string): GraphInput {
  // A Command's node-name generic is wider than the compiled graph's; the shape is checked by the state schema.
  return (answers ? new Command({ resume: redactPii(text) }) : { message: text }) as GraphInput;
}

/** The first request with this idempotency key is still running (its process holds the turn's lease): retry shortly. */
export class TurnInProgressError extends EchoPilotError {
  constructor() {
    super('CONFLICT', 'Idempotency-Key: the first request with this key is still running; retry shortly for its answer', { field: 'Idempotency-Key', hint: 'retry after a few seconds' });
  }
}

/** How long a turn's process holds it before another process may finish it (renewed while it runs). */
export const DEFAULT_TURN_LEASE_MS = 30_000;

export interface ConversationServiceOptions {
  newTicketRef?: () => string;
  /** Handlers that observe every turn as one run (tracing), whatever the parts its graph runs in. */
  callbacks?: BaseCallbackHandler[];
  /** Default DEFAULT_TURN_LEASE_MS. */
  leaseMs?: number;
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

/**
 * Words that make a claim told again on a thread we paid a new occurrence ("the ATM did the same thing today") or a
 * dispute of what was paid ("the compensation is wrong, it was 8 days late"): judged, not answered with the payment.
 */
const NEW_OR_DISPUTED = /\b(?:today|same thing|wrong|incorrect|short|less|miscalculat\w*|not (?:enough|correct|right|full)|should (?:be|have been)|days late)\b/i;

/** A run is at most this many parts: up to the pause before act, then on (a resumed approval pauses before act once more). */
const MAX_RUN_PARTS = 3;

/** An issue more than an answer to a question or a logged suggestion. */
const isCase = (turn: TurnResult) => turn.outcome !== 'answered' && turn.intent !== 'feature_request';

/**
 * A card blocked (or a product changed) and nothing more to decide: no money, nothing waiting. Beside a claim for money
 * it is that claim's protective step ("block my card 8817 now. 2) there is a 20000 withdrawal I did not do"): the
 * claim leads.
 */
const changedOnly = (turn: TurnResult) =>
  turn.outcome === 'resolved' && turn.amount === 0 && turn.actions.some((a) => a === 'block_card' || a === 'cancel_policy');

/**
 * One answer for a message's issues: both replies in the message's order (one greeting), led by the first issue in
 * the message's order that is a claim more than a card block ("block my card and refund the 15000 I never spent"
 * leads with the refund; "my wallet was taken … anyway, I need the statement" with the block), else the first that is more than an answer to a question or a logged suggestion ("What's
 * the minimum balance? Also I lost my card, block it" leads with the block); every other issue in `also` in the
 * message's order.
 */
function joinIssues(first: TurnResult, second: TurnResult): TurnResult {
  // Both parts followed up the same case ("any update? … someone took 8000 at XYZ games" of the fraud already on
  // file): one case, one answer.
  if ([first, ...(first.also ?? [])].some((turn) => turn.threadId === second.threadId)) return { ...first, latencyMs: first.latencyMs + second.latencyMs };
  const [greeting] = first.reply.split('\n');
  const secondReply = greeting !== undefined && second.reply.startsWith(`${greeting}\n`) ? second.reply.slice(greeting.length + 1) : second.reply;
  const { also: earlier = [], ...head } = first;
  const issues = [head, ...earlier, second];
  const lead = issues.find((turn) => isCase(turn) && turn.claimType !== null && !changedOnly(turn)) ?? issues.find(isCase) ?? head;
  return {
    ...lead,
    reply: `${first.reply.trimEnd()}\n\n${secondReply.trimStart()}`,
    latencyMs: first.latencyMs + second.latencyMs,
    also: issues.filter((turn) => turn !== lead),
  };
}

/** At most this many listed records are taken at once by "all" (more are asked about one by one). */
const MAX_RECORDS_AT_ONCE = 3;

/** A waiting question that listed records, answered "both": its thread, the claim's words and the records. */
interface EveryRecord {
  threadId: string;
  message: string;
  recordIds: string[];
}

function parseNow(now: Date | string | undefined): Date {
  const at = now === undefined ? new Date() : new Date(now);
  if (Number.isNaN(at.getTime())) throw new EchoPilotError('INVALID_DATE', `now: not a date-time: ${String(now)}`, { field: 'now' });
  return at;
}

export class ConversationService {
  private readonly newTicketRef: () => string;
  private readonly leaseMs: number;
  private readonly callbacks: BaseCallbackHandler[] | undefined;

  constructor(
    private readonly graph: ClaimGraph,
    private readonly store: Store,
    private readonly contexts: TurnContexts,
    options: ConversationServiceOptions = {},
  ) {
    this.newTicketRef = options.newTicketRef ?? (() => `TKT-${randomBytes(4).toString('hex').toUpperCase()}`);
    this.leaseMs = options.leaseMs ?? DEFAULT_TURN_LEASE_MS;
    this.callbacks = options.callbacks;
  }

  /**
   * Runs one customer message. Identity comes from the authenticated caller, never from the text. A message with two
   * issues of different claim types runs as two turns on two threads; the first is the answer, the second in `also`.
   */
  send(input: SendInput): Promise<TurnResult> {
    return this.runIssues(input);
  }

  /**
   * Whether `text` follows up the case on `threadId` (a status question, its ticket reference, the same claim again):
   * the one kind of message a thread that a reviewer holds still takes.
   */
  async followsUpCase(identity: Identity, text: string, threadId: string, now?: Date | string): Promise<boolean> {
    const customer = await this.contexts.snapshot(identity);
    const match = await this.findFollowUp(customer, checkMessage(text), parseNow(now), threadId);
    return match?.threadId === threadId;
  }

  /** Continues a thread the customer was asked about (a clarification answer), or one that stopped part-way. */
  resume(input: SendInput & { threadId: string }): Promise<TurnResult> {
    return this.runIssues(input);
  }

  /** Runs one customer message and yields each graph node as it finishes, then the turn. */
  stream(input: SendInput): AsyncIterable<TurnEvent> {
    return eventStream<TurnEvent>(async (push) => {
      const turn = await this.runIssues(input, (progress) => push({ type: 'node', progress }));
      push({ type: 'turn', turn });
    });
  }

  /**
   * Continues the thread of a decided approval as `reviewer`: from the approval pause, or from wherever a run that
   * should have paid stopped. Effects are dated now (the payment date); the claim is still judged as of its report date.
   * Recorded as its own turn (one per approval): called again, it answers with the recorded turn or finishes a crashed one.
   */
  async resumeApproval(approval: Approval, reviewer: Identity, now: Date): Promise<TurnResult> {
    const started = performance.now();
    const identity: Identity = { ...reviewer, customerId: approval.customerId };
    const earlier = await this.raiserOnThread(identity.tenantId, approval.threadId);
    const record = this.newTurnRecord(identity, {
      threadId: approval.threadId, input: 'approval', text: null, now, raisedBy: earlier ?? identity.actor,
      key: `approval:${approval.id}`, requestHash: digest(['approval', approval.id]), checkpointBefore: await this.checkpointOf(approval.threadId),
    });
    const put = await this.store.putTurn(record);
    if (!put.created) return this.answerEarlier(put.row, put.row.requestHash);
    return this.withLease(record, async () => {
      crashPoint('turn.recorded');
      return this.runApproval(record, approval.id, identity, now, started);
    });
  }

  /**
   * Records a run another executor made (the LangGraph server): the conversation row, the turn's audit entry and the
   * thread messages, exactly as for a turn started here. `output` is the state's values plus `__interrupt__`.
   */
  async recordRun(ctx: TurnContext, output: unknown, started: number, said: string | null): Promise<TurnResult> {
    const existing = await this.store.getConversation(ctx.identity.tenantId, ctx.threadId);
    return this.finishTurn(ctx, output, started, existing, said, null);
  }

  /** The thread paused or stopped part-way through the run of this very approval (not a later turn of the thread). */
  async hasUnfinishedRun(threadId: string, approvalId: string): Promise<boolean> {
    const snapshot = await this.graph.getState({ configurable: { thread_id: threadId } });
    return runStateOf(snapshot) !== 'at_rest' && (snapshot.values as Partial<ClaimStateValue>).approval?.approvalId === approvalId;
  }

  /**
   * Who raised the claim an approval is for: whoever started the run that paused for it (not whoever sent the turn
   * that reached the pause, e.g. the customer answering a clarification question).
   */
  async raisersOf(approval: Approval): Promise<string[]> {
    const turns = await this.store.listTurns(approval.tenantId, { threadId: approval.threadId });
    const raisers = turns
      .filter((t) => t.input !== 'approval' && (t.status === 'running' || (t.result as Partial<TurnResult> | null)?.approvalId === approval.id))
      .map((t) => t.raisedBy);
    const initiatedBy = (approval.evidence as { initiatedBy?: string } | null)?.initiatedBy;
    return [...new Set([...raisers, ...(initiatedBy ? [initiatedBy] : [])])];
  }

  /**
   * Finishes turns whose process died (their lease ran out): each is run on from its checkpoint, or recorded with the
   * outcome its graph already reached. Returns how many this call finished. Safe to run in every process at once.
   */
  async recoverUnfinished(limit = 50, log: (line: string) => void = () => undefined): Promise<number> {
    let finished = 0;
    for (const record of await this.store.unfinishedTurns(new Date().toISOString(), limit)) {
      try {
        if (!(await this.takeLease(record))) continue;
        const turn = await this.withLease(record, () => this.recover(record));
        finished++;
        log(`recovered turn ${record.id} on ${record.threadId}: ${turn.outcome}`);
      } catch (error) {
        log(`could not recover turn ${record.id} on ${record.threadId}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return finished;
  }

  /** The message's issues, one turn each (docs/design.md#two-issues-in-one-message). */
  private async runIssues(input: SendInput, listener?: Listener): Promise<TurnResult> {
    const every = await this.everyListedRecord(input);
    if (every) return this.runEveryRecord(input, every, listener);
    const parts = await this.issuesOf(input);
    if (!parts) {
      const turn = await this.runTurn(input, listener);
      const named = await this.namedInQuestion(turn);
      // The question is already answered by the message itself: each named record runs as its own claim.
      if (named) return this.runEveryRecord(input, named, listener, 'named');
      return this.withEarlierParts(turn, input);
    }
    const [firstText, secondText] = parts;
    const first = await this.runTurn({ ...input, text: firstText }, listener);
    if (doneByFirst(secondText, this.contexts.profileFor(input.identity.tenantId).vocabulary, first.actions, await this.cardsBlockedBy(first, input.identity))) return first;
    const key = input.idempotencyKey;
    const second = await this.runTurn({ ...input, text: secondText, ...(key !== undefined ? { idempotencyKey: `${key}#2` } : {}) }, listener, { standalone: true });
    return joinIssues(first, second);
  }

  /** The last digits of the cards a turn blocked (read again: the turn changed them). */
  private async cardsBlockedBy(turn: TurnResult, identity: Identity): Promise<string[]> {
    if (!turn.actions.includes('block_card')) return [];
    const ids = new Set(turn.nodeLog.flatMap((entry) => (entry.node === NODE.act ? effectsOf(entry.summary) : []))
      .filter((effect) => effect.action === 'block_card').map((effect) => effect.recordId));
    const { records } = await this.contexts.snapshot(identity);
    return records.cards.filter((card) => ids.has(card.id)).map((card) => card.last4);
  }

  /**
   * "Both" (or "all", "dono", "दोनों") in answer to a question listing the records a claim could be about: the waiting
   * thread, the claim's words and the listed records; else null. Only the customer's own waiting thread is read.
   */
  private async everyListedRecord(input: SendInput): Promise<EveryRecord | null> {
    if (!readsAsAll(input.text) || (input.attachments?.length ?? 0) > 0) return null;
    const { identity } = input;
    const waiting = (await this.store.listConversations(identity.tenantId, { customerId: identity.customerId, status: 'waiting_customer' }))
      .filter((c) => platformThreadOf(c.threadId) === null && (input.threadId === undefined || c.threadId === input.threadId));
    const [thread] = waiting;
    if (!thread) return null;
    const values = (await this.graph.getState({ configurable: { thread_id: thread.threadId } })).values as Partial<ClaimStateValue>;
    const question = values.clarification;
    if (!question || question.confirm || (question.typeChoices?.length ?? 0) > 0 || !values.message) return null;
    const recordIds = question.candidates.map((c) => c.id);
    if (recordIds.length < 2 || recordIds.length > MAX_RECORDS_AT_ONCE) return null;
    return { threadId: thread.threadId, message: values.message, recordIds };
  }

  /**
   * A question this turn asked that lists records the message itself claimed one by one ("both failed: 2,000 on the
   * 7th and 4,000 on the 8th"): the waiting thread, the message and those records; else null.
   */
  private async namedInQuestion(turn: TurnResult): Promise<EveryRecord | null> {
    if (turn.waitingFor !== 'customer' || turn.outcome !== 'clarification') return null;
    const values = (await this.graph.getState({ configurable: { thread_id: turn.threadId } })).values as Partial<ClaimStateValue>;
    const named = values.clarification?.named ?? [];
    if (named.length < 2 || named.length > MAX_RECORDS_AT_ONCE || !values.message) return null;
    return { threadId: turn.threadId, message: values.message, recordIds: named };
  }

  /**
   * Every listed record gets its own claim: the waiting thread goes on with the first (the customer's "both" and that
   * record), and each other record is a new conversation of the claim's own words and that record, judged on its own.
   * `named`: the records were named in the message that asked (its key already holds the question, so the first record
   * runs under `key#1`, which a retry reads back).
   */
  private async runEveryRecord(input: SendInput, every: EveryRecord, listener?: Listener, source: 'answer' | 'named' = 'answer'): Promise<TurnResult> {
    const [first, ...others] = every.recordIds;
    if (first === undefined) return this.runTurn(input, listener);
    const key = input.idempotencyKey;
    const firstInput = source === 'named' && key !== undefined ? { ...input, idempotencyKey: `${key}#1` } : input;
    let joined = await this.runTurn(firstInput, listener, { pick: { threadId: every.threadId, recordId: first } });
    for (const [i, recordId] of others.entries()) {
      const { identity, now } = input;
      const next = await this.runTurn(
        { identity, ...(now !== undefined ? { now } : {}), text: `${every.message} (${recordId})`, ...(key !== undefined ? { idempotencyKey: `${key}#${i + 2}` } : {}) },
        listener, { standalone: true, masked: true },
      );
      joined = joinIssues(joined, next);
    }
    return joined;
  }

  /** A retried message whose first answer also ran further turns under the same key (`key#2`, …): those again. */
  private async withEarlierParts(turn: TurnResult, input: SendInput): Promise<TurnResult> {
    if (input.idempotencyKey === undefined) return turn;
    // A question its own message answered (records named one by one) was followed by the first record's claim.
    const picked = await this.store.findTurnByKey(input.identity.tenantId, scopedKey(input.identity, `${input.idempotencyKey}#1`));
    let joined = picked?.status === 'done' ? (picked.result as TurnResult) : turn;
    for (let part = 2; part <= MAX_RECORDS_AT_ONCE; part++) {
      const earlier = await this.store.findTurnByKey(input.identity.tenantId, scopedKey(input.identity, `${input.idempotencyKey}#${part}`));
      if (earlier?.status !== 'done') break;
      joined = joinIssues(joined, earlier.result as TurnResult);
    }
    return joined;
  }

  /** Two issues of different claim types in a new message (not an answer to a waiting question, no files); else null. */
  private async issuesOf(input: SendInput): Promise<[string, string] | null> {
    if (input.threadId !== undefined || (input.attachments?.length ?? 0) > 0) return null;
    const profile = this.contexts.profileFor(input.identity.tenantId);
    const parts = splitIssues(checkMessage(input.text), profile.vocabulary, (part) => describedClaimType(part, profile) !== null);
    if (!parts) return null;
    const { identity } = input;
    // A retry of a message already cut in two is cut again, whatever its first answer left waiting: each part reads
    // back its own recorded turn (`key`, `key#2`).
    const key = input.idempotencyKey;
    // (A message that named two listed records ran them as `key#1`, `key#2`, …: that is no cut, and is not cut now.)
    if (key !== undefined && await this.store.findTurnByKey(identity.tenantId, scopedKey(identity, `${key}#2`))
      && !(await this.store.findTurnByKey(identity.tenantId, scopedKey(identity, `${key}#1`)))) return parts;
    const waiting = await this.store.listConversations(identity.tenantId, { customerId: identity.customerId, status: 'waiting_customer' });
    return waiting.some((c) => platformThreadOf(c.threadId) === null) ? null : parts;
  }

  /**
   * `pick`: the record the customer picked from a listed question by answering "both" (the answer runs as their words
   * and that record; the key's request stays their words). `masked`: the text is a claim's stored, masked words re-sent
   * for another record; their length was checked when the customer sent them (masking lengthens them).
   */
  private async runTurn(input: SendInput, listener?: Listener, options: { standalone?: boolean; masked?: boolean; pick?: { threadId: string; recordId: string } } = {}): Promise<TurnResult> {
    const started = performance.now();
    const { identity } = input;
    // The claim's stored words, re-sent for another record, are masked: their length was checked when they were sent.
    const said = options.masked ? input.text.trim() : checkMessage(input.text);
    const text = options.pick === undefined ? said : `${said} (${options.pick.recordId})`;
    const explicitThread = options.pick?.threadId ?? input.threadId;
    const key = input.idempotencyKey === undefined ? null : scopedKey(identity, input.idempotencyKey);
    const requestHash = digest(['message', identity.tenantId, identity.customerId, input.threadId ?? '', said]);
    if (key !== null) {
      const earlier = await this.store.findTurnByKey(identity.tenantId, key);
      if (earlier) return this.answerEarlier(earlier, requestHash, listener);
    }
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
    // A message's second issue never answers a waiting question: it is a conversation of its own.
    const readAsAnswer = options.standalone ? async () => 'question' as const : () => this.answersTheQuestion(customer, text, now);
    const thread = await this.pickThread(identity, text, explicitThread, (onThread, conversations) => this.findFollowUp(customer, text, now, onThread, conversations), readAsAnswer);
    await storeAttachments(this.store, identity, thread.threadId, files, now);
    if (explicitThread !== undefined) {
      const recovered = await this.finishCrashedTurn(thread.threadId, customer, now, started, thread.existing, text, listener);
      if (recovered) return recovered;
    }
    // Recorded before the graph runs: the conversation (a new one is listed at once) and the turn with its key.
    const record = this.newTurnRecord(identity, {
      threadId: thread.threadId, input: thread.resume ? 'answer' : thread.followUp ? 'follow_up' : 'message', text, now, key, requestHash,
      raisedBy: thread.resume ? ((await this.raiserOnThread(identity.tenantId, thread.threadId)) ?? identity.actor) : identity.actor,
      checkpointBefore: await this.checkpointOf(thread.threadId),
    });
    const put = await this.store.transaction(async (tx) => {
      const opened = await tx.putTurn(record);
      if (opened.created && !thread.existing) {
        await tx.putConversation({
          threadId: thread.threadId, tenantId: identity.tenantId, customerId: identity.customerId, status: 'open', claimType: null, subjectId: null,
          lastOutcome: null, summary: '', createdAt: now.toISOString(), updatedAt: now.toISOString(),
        });
      }
      return opened;
    });
    // Another request with the same key got there first: answer as its retry.
    if (!put.created) return this.answerEarlier(put.row, requestHash, listener);
    const { followUp } = thread;
    if (followUp) {
      // A follow-up of the customer's own ticket: its status from the records, on its thread; the graph does not run.
      return this.withLease(record, () => this.answerFollowUp(record, customer, text, now, started, followUp, listener));
    }
    return this.withLease(record, async () => {
      crashPoint('turn.recorded');
      // A clarification answer continues the claim reported earlier: it keeps that report date.
      const reportedOn = thread.resume ? await this.reportDateOf(thread.threadId) : undefined;
      const ctx = this.contexts.forTurn(customer, { threadId: thread.threadId, now, ...(reportedOn ? { reportedOn } : {}), attachments: attachmentNotes(files) });
      if (thread.resume) await this.keepEarlierPath(ctx, 'beforeQuestion');
      const output = await this.run(graphInputOf(thread.resume, text), ctx, listener);
      crashPoint('graph.finished');
      return this.finishTurn(ctx, output, started, thread.existing, text, record);
    });
  }

  /** A turn recorded earlier under the same key: its answer, or (when its process died) the turn finished now. */
  private async answerEarlier(earlier: TurnRecord, requestHash: string, listener?: Listener): Promise<TurnResult> {
    if (earlier.requestHash !== requestHash) {
      throw new EchoPilotError('CONFLICT', 'Idempotency-Key: this key was already used for a different request; send a new key for a new message', { field: 'Idempotency-Key' });
    }
    if (earlier.status === 'done') return earlier.result as TurnResult;
    if (!(await this.takeLease(earlier))) {
      const current = await this.store.getTurn(earlier.tenantId, earlier.id);
      if (current?.status === 'done') return current.result as TurnResult;
      throw new TurnInProgressError();
    }
    return this.withLease(earlier, () => this.recover(earlier, listener));
  }

  /**
   * Finishes a recorded turn whose process stopped: not started (the checkpoint did not move) → run it now; stopped
   * mid-graph → run on from the checkpoint (effects made are not made again); graph done or paused but not recorded →
   * record the outcome it reached, read from the checkpoint.
   */
  private async recover(record: TurnRecord, listener?: Listener): Promise<TurnResult> {
    const started = performance.now();
    const identity: Identity = { tenantId: record.tenantId, customerId: record.customerId, role: record.actorRole, actor: record.actor };
    const now = new Date(record.judgedAt);
    if (record.input === 'approval') {
      const approvalId = record.idempotencyKey?.slice('approval:'.length) ?? '';
      return this.runApproval(record, approvalId, identity, now, started);
    }
    if (record.input === 'follow_up') {
      const customer = await this.contexts.snapshot(identity);
      const text = record.text ?? '';
      const again = await this.findFollowUp(customer, text, now);
      const own = (await this.casesOf(identity)).filter((c) => c.conversation.threadId === record.threadId);
      const match = again?.threadId === record.threadId ? again : { kind: 'status' as const, threadId: record.threadId, cases: own, reason: 'recorded as a follow-up of this thread before a restart' };
      return this.answerFollowUp(record, customer, text, now, started, match, listener);
    }
    const snapshot = await this.graph.getState({ configurable: { thread_id: record.threadId } });
    const values = snapshot.values as Partial<ClaimStateValue>;
    const existing = await this.store.getConversation(record.tenantId, record.threadId);
    const customer = await this.contexts.snapshot(identity);
    // Moved, and (for a new message) holding it: a process can die between writing the run's first checkpoint and
    // its input, leaving a checkpoint without the message — that run has not started either.
    const moved = checkpointIdOf(snapshot.config) !== record.checkpointBefore && (record.input !== 'message' || values.message === record.text);
    const ctx = this.contexts.forTurn(customer, { threadId: record.threadId, now, ...(values.reportedOn ? { reportedOn: values.reportedOn } : {}) });
    if (!moved) {
      const text = record.text ?? '';
      if (record.input === 'answer') await this.keepEarlierPath(ctx, 'beforeQuestion');
      const output = await this.run(graphInputOf(record.input === 'answer', text), ctx, listener);
      return this.finishTurn(ctx, output, started, existing, text, record);
    }
    await this.keepEarlierPath(ctx, 'ranBeforeRestart');
    const output = runStateOf(snapshot) === 'stopped'
      ? await this.run(null, ctx, listener)
      : { ...snapshot.values as object, [INTERRUPT]: snapshot.tasks.flatMap((t) => t.interrupts ?? []) };
    return this.finishTurn(ctx, output, started, existing, record.text, record);
  }

  /** Runs an approved claim's thread on (from its approval pause or its stop) and records the turn. */
  private async runApproval(record: TurnRecord, approvalId: string, identity: Identity, now: Date, started: number): Promise<TurnResult> {
    const snapshot = await this.graph.getState({ configurable: { thread_id: record.threadId } });
    const state = runStateOf(snapshot);
    const ctx = await this.contextFor(identity, record.threadId, now, (snapshot.values as Partial<ClaimStateValue>).reportedOn ?? undefined);
    await this.keepEarlierPath(ctx, 'beforeReview');
    // At rest and past the approval (the resume ran to the end but was not recorded): record what it reached.
    const output = state === 'paused'
      ? await this.run(new Command({ resume: { approvalId } }), ctx)
      : state === 'stopped' ? await this.run(null, ctx) : snapshot.values;
    crashPoint('graph.finished');
    const existing = await this.store.getConversation(identity.tenantId, record.threadId);
    return this.finishTurn(ctx, output, started, existing, null, record);
  }

  private newTurnRecord(identity: Identity, turn: { threadId: string; input: TurnRecord['input']; text: string | null; now: Date; key: string | null; requestHash: string; raisedBy: string; checkpointBefore: string | null }): TurnRecord {
    const at = new Date().toISOString();
    return {
      id: `TURN-${randomBytes(8).toString('hex')}`, tenantId: identity.tenantId, threadId: turn.threadId, customerId: identity.customerId,
      actor: identity.actor, actorRole: identity.role, raisedBy: turn.raisedBy, idempotencyKey: turn.key, requestHash: turn.requestHash,
      input: turn.input, text: turn.text, checkpointBefore: turn.checkpointBefore, judgedAt: turn.now.toISOString(), status: 'running', result: null,
      leaseUntil: new Date(Date.now() + this.leaseMs).toISOString(), createdAt: at, updatedAt: at,
    };
  }

  /** Takes a turn whose lease ran out (its process died or gave it up); false while another process holds it. */
  private async takeLease(record: TurnRecord): Promise<boolean> {
    const until = new Date(Date.now() + this.leaseMs).toISOString();
    const taken = await this.store.leaseTurn(record.tenantId, record.id, { now: new Date().toISOString(), until });
    if (taken) record.leaseUntil = until;
    return taken;
  }

  /**
   * Runs `work` while holding the turn's lease, renewing it, and the thread's lock: a process that took the lease
   * of a turn whose holder is alive but slow (its renewals late) waits for that holder to finish instead of running
   * the same turn beside it, then answers with the turn it recorded. A killed holder's lock goes with its process
   * (on PostgreSQL, with its connection). A failure gives the lease up at once so that a retry (or the recovery
   * sweep) finishes the turn without waiting for it to run out.
   */
  private async withLease(record: TurnRecord, work: () => Promise<TurnResult>): Promise<TurnResult> {
    let holder = record.leaseUntil;
    // Renewed from the start, also while waiting for the lock, so that a third process does not take the turn too.
    const renew = setInterval(() => {
      const until = new Date(Date.now() + this.leaseMs).toISOString();
      this.store.leaseTurn(record.tenantId, record.id, { now: new Date().toISOString(), until, holder })
        .then((held) => { if (held) holder = until; })
        .catch(() => undefined); // the next renewal tries again; the turn's recording is guarded by its status anyway
    }, Math.max(50, Math.floor(this.leaseMs / 3)));
    renew.unref();
    try {
      return await this.store.withThreadLock(record.tenantId, record.threadId, async () => {
        const current = await this.store.getTurn(record.tenantId, record.id);
        // The holder this process waited for finished the turn: its answer is the answer.
        if (current?.status === 'done') return current.result as TurnResult;
        return work();
      });
    } catch (error) {
      clearInterval(renew);
      const now = new Date().toISOString();
      await this.store.leaseTurn(record.tenantId, record.id, { now, until: now, holder }).catch(() => false);
      throw error;
    } finally {
      clearInterval(renew);
    }
  }

  /** The checkpoint a thread is at (null when it has none). */
  private async checkpointOf(threadId: string): Promise<string | null> {
    return checkpointIdOf((await this.graph.getState({ configurable: { thread_id: threadId } })).config);
  }

  /** Who raised the claim the thread is running: the raiser recorded on its latest turn. */
  private async raiserOnThread(tenantId: string, threadId: string): Promise<string | null> {
    const turns = await this.store.listTurns(tenantId, { threadId });
    return turns[turns.length - 1]?.raisedBy ?? null;
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

  /**
   * Runs the graph to its next pause or end; with a listener, reports every finished node on the way. A run saves its
   * checkpoint where it pauses or ends and once before `act` (durability 'exit' with a pause before act), not after
   * every superstep: up to act nothing outside the graph has changed, so a process that dies there leaves the thread
   * where it was and the turn runs again from the start; from act on it runs on from the decision saved before act,
   * whose effects are idempotent by key (docs/exactly-once-turns.md).
   */
  private async run(input: GraphInput | null, ctx: TurnContext, listener?: Listener): Promise<unknown> {
    const parts = async (callbacks?: Callbacks) => {
      let part = await this.runPart(input, ctx, listener, callbacks);
      // A pause before act is left at once (a saved point, not a question); resuming never pauses there again.
      for (let n = 1; part.beforeAct && n < MAX_RUN_PARTS; n++) part = await this.runPart(null, ctx, listener, callbacks);
      return part.output;
    };
    if (!this.callbacks) return parts();
    // Observed as one run: its parts are children of the turn.
    return RunnableLambda.from((_: null, config) => parts(config?.callbacks))
      .invoke(null, { callbacks: this.callbacks, runName: 'echopilot_turn', metadata: { thread_id: ctx.threadId } });
  }

  private async runPart(input: GraphInput | null, ctx: TurnContext, listener?: Listener, callbacks?: Callbacks): Promise<{ output: unknown; beforeAct: boolean }> {
    // LangGraph types a run's context as a string-keyed record; the TurnContext is one, with known keys.
    const context = ctx as TurnContext & Record<string, unknown>;
    const config = {
      configurable: { thread_id: ctx.threadId }, context, recursionLimit: RECURSION_LIMIT, durability: 'exit' as const, interruptBefore: [NODE.act],
      ...(callbacks ? { callbacks } : {}),
    };
    // A pause before a node (interruptBefore) ends the run with an empty interrupt list; a question or a review has one.
    const pausedBeforeAct = (interrupts: unknown) => Array.isArray(interrupts) && interrupts.length === 0;
    if (!listener) {
      // The whole state, not only the graph's declared output: the turn's records need the decision, effects and report.
      const output = await this.graph.invoke(input as GraphInput, { ...config, outputKeys: this.graph.streamChannelsList }) as Record<string, unknown>;
      return { output, beforeAct: pausedBeforeAct(output[INTERRUPT]) };
    }
    const stream = await this.graph.stream(input as GraphInput, { ...config, streamMode: ['custom', 'values'] as const });
    let latest: Record<string, unknown> | undefined;
    const interrupts: unknown[] = [];
    let beforeAct = false;
    for await (const chunk of stream as AsyncIterable<[string, Record<string, unknown>]>) {
      const [mode, payload] = chunk;
      if (mode === 'values') {
        if (INTERRUPT in payload) {
          beforeAct = pausedBeforeAct(payload[INTERRUPT]);
          interrupts.push(...(payload[INTERRUPT] as unknown[]));
        } else latest = payload;
        continue;
      }
      listener(payload as unknown as NodeProgress);
    }
    return { output: interrupts.length > 0 ? { ...(latest ?? {}), [INTERRUPT]: interrupts } : latest, beforeAct };
  }

  /**
   * A turn that stopped mid-graph (the process died, a node threw) resumes from its last checkpoint: effects already
   * made are not made again. When the new message is the same text (a client's retry), the finished turn is the answer.
   */
  private async finishCrashedTurn(threadId: string, customer: Parameters<TurnContexts['forTurn']>[0], now: Date, started: number, existing: Conversation | null, text: string, listener?: Listener): Promise<TurnResult | null> {
    const snapshot = await this.graph.getState({ configurable: { thread_id: threadId } });
    if (runStateOf(snapshot) !== 'stopped') return null;
    const values = snapshot.values as Partial<ClaimStateValue>;
    // The stopped run's own turn record, when it has one: finished (and answered) through it, once.
    const [running] = (await this.store.listTurns(customer.identity.tenantId, { threadId, status: 'running' })).slice(-1);
    if (running) {
      if (!(await this.takeLease(running))) {
        throw new EchoPilotError('CONFLICT', `thread ${threadId} is running a turn; retry shortly`, { field: 'thread', hint: 'retry after a few seconds' });
      }
      const turn = await this.withLease(running, () => this.recover(running, listener));
      return values.message === text ? turn : null;
    }
    const ctx = this.contexts.forTurn(customer, { threadId, now, ...(values.reportedOn ? { reportedOn: values.reportedOn } : {}) });
    // The nodes that ran before the stop keep their place in the turn's path (their summaries died with the process).
    await this.keepEarlierPath(ctx, 'ranBeforeRestart');
    const output = await this.run(null, ctx, listener);
    const turn = await this.finishTurn(ctx, output, started, existing, values.message ?? null, null);
    return values.message === text ? turn : null;
  }

  /**
   * A claim continued after a pause (a question, a review) or a stop keeps its whole path, marked with `why`: the
   * nodes that ran before a pause are those the paused turn recorded (their summaries are in its audit entry); those a
   * stopped run finished are read back from the checkpoints it saved (before act, and where it stopped).
   */
  private async keepEarlierPath(ctx: TurnContext, why: 'beforeQuestion' | 'beforeReview' | 'ranBeforeRestart'): Promise<void> {
    const done = await this.store.listTurns(ctx.identity.tenantId, { threadId: ctx.threadId, status: 'done' });
    const paused = done[done.length - 1]?.result as TurnResult | undefined;
    const beforePause = paused && paused.waitingFor !== null ? paused.path : [];
    const beforeStop = why === 'ranBeforeRestart' ? await this.nodesRunBeforeStop(ctx.threadId) : [];
    for (const node of [...beforePause, ...beforeStop]) ctx.trail.push({ node, summary: { [why]: true } });
  }

  /** The nodes a stopped run finished after its saved points, oldest first: back to where the thread last rested or paused. */
  private async nodesRunBeforeStop(threadId: string): Promise<string[]> {
    const ran: string[][] = [];
    let newest = true;
    for await (const snapshot of this.graph.getStateHistory({ configurable: { thread_id: threadId } })) {
      if (!newest && runStateOf(snapshot) !== 'stopped') break;
      if (!newest) ran.push(snapshot.next.filter((node) => !node.startsWith('__')));
      newest = false;
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

  /**
   * The customer's own conversations here (not the LangGraph server's, not one waiting for their answer) with their
   * tickets. `listed`: all the customer's conversations, when the caller has just read them.
   */
  private async casesOf(identity: Identity, listed?: Conversation[]): Promise<CaseOnFile[]> {
    const conversations = (listed ?? (await this.store.listConversations(identity.tenantId, { customerId: identity.customerId })))
      .filter((c) => platformThreadOf(c.threadId) === null && c.status !== 'waiting_customer');
    if (conversations.length === 0) return [];
    const [tickets, ledger] = await Promise.all([
      this.store.listTickets(identity.tenantId, { customerId: identity.customerId }),
      this.store.listLedger(identity.tenantId, { customerId: identity.customerId }),
    ]);
    // A credit the payments API declined was never paid.
    const creditedOn = (threadId: string): Paise => ledger.filter((e) => e.threadId === threadId && e.remote?.status !== 'failed').reduce((sum, e) => sum + e.amount, 0);
    return conversations.map((conversation) => ({ conversation, tickets: tickets.filter((t) => t.threadId === conversation.threadId), credited: creditedOn(conversation.threadId) }))
      .filter((c) => c.tickets.length > 0);
  }

  /** The customer's own case this message follows up (docs/design.md#follow-ups), read offline; null for a new message. */
  private async findFollowUp(customer: Awaited<ReturnType<TurnContexts['snapshot']>>, text: string, now: Date, onThread?: string, conversations?: Conversation[]): Promise<FollowUpMatch | null> {
    const cases = (await this.casesOf(customer.identity, conversations)).filter((c) => onThread === undefined || c.conversation.threadId === onThread);
    if (cases.length === 0) return null;
    const probe = this.contexts.forTurn(customer, { threadId: `${customer.identity.tenantId}:${customer.identity.customerId}:FOLLOW-UP`, now });
    const thread = onThread === undefined ? undefined : cases[0]?.conversation;
    return matchFollowUp(text, cases, await readMessage(probe, text, thread), { inThread: onThread !== undefined });
  }

  /**
   * How a message sent while a clarification waits reads: a question about how things work is a conversation of its own
   * ("what's the compensation if a refund is late?"), and the question stays open for the answer that follows; a claim
   * or request told after "forget that for now" sets the question aside; anything else answers it.
   */
  private async answersTheQuestion(customer: Awaited<ReturnType<TurnContexts['snapshot']>>, text: string, now: Date): Promise<AnswerReading> {
    const probe = this.contexts.forTurn(customer, { threadId: `${customer.identity.tenantId}:${customer.identity.customerId}:READ`, now });
    const reading = await readMessage(probe, text);
    // "Forget that for now, my purse was stolen, block the card": a claim or request of its own, the question set aside.
    if (setsQuestionAside(text) && (reading.claimType !== null || reading.intent === 'service_request')) return 'aside';
    // "The 4000 one. Actually never mind, I found the cash in the tray": the claim taken back; nothing is judged or paid.
    if (detectSmallTalk(text) === 'withdrawn') return 'aside';
    // "Want to add my wife as nominee" in reply to "which of these happened?": a change of details asked for, which no
    // question about a claim is answered by.
    if (reading.intent === 'service_request' && reading.claimType === null && asksForServiceChange(text) && !PICKS_ONE.test(text)) return 'aside';
    return reading.intent === 'query' && reading.hypothetical && reading.references.length === 0 ? 'question' : 'answer';
  }

  /** Answers a follow-up on its thread (status from the records) and records the turn; reports the step to a listener. */
  private async answerFollowUp(record: TurnRecord, customer: Awaited<ReturnType<TurnContexts['snapshot']>>, text: string, now: Date, started: number, match: FollowUpMatch, listener?: Listener): Promise<TurnResult> {
    const ctx = this.contexts.forTurn(customer, { threadId: record.threadId, now });
    const turn = await recordFollowUp(this.store, ctx, { text, match, record, started });
    listener?.({ node: turn.path[0] ?? 'follow_up', log: turn.nodeLog });
    return turn;
  }

  /**
   * Threads (docs/design.md#storage-and-checkpoints): a waiting clarification is resumed, unless the message is a
   * general question of its own or sets the question aside (`answers`); a complaint about a rejection continues its thread; a follow-up of the
   * customer's own ticket (`followUp`) is answered on its thread; a named ticket that the message does not follow up
   * (a new claim written next to it) continues its thread.
   */
  private async pickThread(identity: Identity, text: string, explicit?: string, followUp?: (onThread?: string, conversations?: Conversation[]) => Promise<FollowUpMatch | null>, answers?: () => Promise<AnswerReading>): Promise<{ threadId: string; resume: boolean; existing: Conversation | null; followUp?: FollowUpMatch }> {
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
      if (existing?.status === 'waiting_review') {
        // "Any update?" or the same claim again, on a thread a reviewer holds: its status; anything else waits for them.
        const onHold = followUp ? await followUp(explicit) : null;
        if (onHold?.threadId === explicit) return { threadId: explicit, resume: false, existing, followUp: onHold };
        throw waitingForReviewer(explicit);
      }
      // "Any update?" on a thread whose case is decided: its status, not a new run. (The same claim sent again runs, and
      // is judged against the records as they now are; dissatisfaction with the answer goes to a complaint.)
      // Its own ticket reference, with little else ("TKT-1A2B3C4D", "status TKT-1A2B3C4D?"), asks the same; a claim told
      // beside it ("TKT-… it happened again today, 3000 debited") runs.
      const written = ticketReferenceIn(text, threadRef(explicit));
      const namesIt = written !== null && (text.replace(written, ' ').match(/[\p{L}\p{N}]+/gu) ?? []).length <= BARE_REFERENCE_WORDS;
      // A claim we paid, told again on its thread ("but I still haven't got the 5000 back"), is answered with what was
      // paid: judged again, our own credit would read as a reason to refuse it. A new occurrence ("it happened again")
      // is a claim of its own.
      const paidAgain = existing?.lastOutcome === 'resolved' && !tellsOfRepeat(text) && !NEW_OR_DISPUTED.test(text);
      const asksStatus = existing && existing.status !== 'waiting_customer' && followUp && (asksAfterCase(text) || chasesCase(text) || asksWhenItShows(text) || namesIt || paidAgain) && !isDissatisfied(text);
      const onThread = asksStatus ? await followUp(explicit) : null;
      const followsUp = onThread?.kind === 'status' || onThread?.kind === 'reference' || (paidAgain && onThread?.kind === 'repeat');
      if (followsUp && onThread?.threadId === explicit) return { threadId: explicit, resume: false, existing, followUp: onThread };
      // On its own thread, a message that sets the question aside runs as a new message there: the question lapses.
      const resume = existing?.status === 'waiting_customer' && (await answers?.()) !== 'aside';
      return { threadId: explicit, resume, existing };
    }
    // Threads of the LangGraph server continue there: this server's checkpointer does not hold them.
    const own = (c: Conversation) => platformThreadOf(c.threadId) === null;
    // The customer's conversations, read once for the waiting question, the latest outcome and the follow-up match.
    const mine = await this.store.listConversations(identity.tenantId, { customerId: identity.customerId });
    // The question asked last is the one a bare answer ("2") answers.
    const [waiting] = mine.filter((c) => c.status === 'waiting_customer' && own(c)).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
    const reading = waiting ? await answers?.() : undefined;
    if (waiting && reading === 'answer') return { threadId: waiting.threadId, resume: true, existing: waiting };
    // Set aside ("forget that for now"), the question waits no longer: a later answer cannot resume that claim.
    if (waiting && reading === 'aside') await this.store.putConversation({ ...waiting, status: 'open' });
    const named = async () => {
      for (const ref of text.toUpperCase().match(/\bTKT-[A-Z0-9-]+\b/g) ?? []) {
        const conversation = await this.store.getConversation(identity.tenantId, `${prefix}${ref}`);
        if (conversation && conversation.status !== 'waiting_review') return conversation;
      }
      return null;
    };
    if (isDissatisfied(text)) {
      const ticket = await named();
      if (ticket) return { threadId: ticket.threadId, resume: false, existing: ticket };
      const latest = mine.filter(own).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0];
      if (latest && latest.lastOutcome === 'rejected') return { threadId: latest.threadId, resume: false, existing: latest };
    }
    const match = followUp ? await followUp(undefined, mine) : null;
    if (match) {
      const existing = await this.store.getConversation(identity.tenantId, match.threadId);
      if (existing) return { threadId: match.threadId, resume: false, existing, followUp: match };
    }
    const ticket = await named();
    if (ticket) return { threadId: ticket.threadId, resume: false, existing: ticket };
    return { threadId: `${prefix}${this.newTicketRef()}`, resume: false, existing: null };
  }

  /**
   * `output` is what the run returned: the state's values, plus `__interrupt__` when the run paused. `said` is the
   * customer's message that started the run (null when a reviewer's decision resumed it), kept with the reply.
   */
  private async finishTurn(ctx: TurnContext, output: unknown, started: number, existing: Conversation | null, said: string | null, record: TurnRecord | null): Promise<TurnResult> {
    const { identity, threadId } = ctx;
    const state = output as ClaimStateValue & { [INTERRUPT]?: { value?: { kind?: string } }[] };
    const pending = (state[INTERRUPT] ?? []).map((i) => i.value?.kind);
    const waitingFor = pending.includes('clarification') ? 'customer' : pending.includes('approval') ? 'review' : null;
    const decision = state.decision;
    const outcome: Outcome = turnOutcome(state);
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
    const status: Conversation['status'] = waitingFor === 'customer' ? 'waiting_customer' : waitingFor === 'review' ? 'waiting_review' : outcome === 'resolved' || outcome === 'answered' || !decision ? 'closed' : 'open';
    const recorded = await this.store.transaction(async (tx) => {
      // First: of two processes finishing the same turn, the second stops here and answers with the first's record.
      if (record) {
        const done = await tx.getTurn(identity.tenantId, record.id);
        if (done?.status === 'done') return done.result as TurnResult;
        await tx.finishTurn(identity.tenantId, record.id, result, new Date().toISOString());
      }
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
      return result;
    });
    crashPoint('turn.answered');
    return recorded;
  }
}

/** The client's key scoped to the caller (an API key's name): two callers' keys never meet. */
/** At most this many words beside a thread's own ticket reference, the message only names the ticket. */
const BARE_REFERENCE_WORDS = 3;

/** A new message for a thread a reviewer holds that is not a follow-up of its case. */
export function waitingForReviewer(threadId: string): EchoPilotError {
  return new EchoPilotError('CONFLICT', `thread ${threadId} is waiting for a reviewer; ask "any update?" on it, or leave the thread out to start a new conversation`, { field: 'thread' });
}

function scopedKey(identity: Identity, clientKey: string): string {
  return `${identity.actor.length}:${identity.actor}:${clientKey}`;
}

/** A digest of what a request asked, to refuse a key reused for another request. */
function digest(parts: string[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

function checkpointIdOf(config: { configurable?: Record<string, unknown> } | undefined): string | null {
  const id = config?.configurable?.checkpoint_id;
  return typeof id === 'string' ? id : null;
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

/** The effects an `act` entry of the turn's trail lists (its summary is the node's own record of what it did). */
function effectsOf(summary: unknown): EffectRecord[] {
  const effects = typeof summary === 'object' && summary !== null ? (summary as { effects?: unknown }).effects : undefined;
  return Array.isArray(effects) ? (effects as EffectRecord[]) : [];
}
