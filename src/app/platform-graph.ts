// The claim graph as the LangGraph server runs it: every run (stream or streamEvents, which the server calls) first
// builds the turn's TurnContext from the authenticated user and the declared run context — one source of identity —
// takes only `message` from the input (a staff key's `customer_id` names the customer) or a resume from a Command,
// records an Agent Inbox approval as the authenticated reviewer, and afterwards writes the same conversation row,
// audit entry and messages as HTTP and CLI.
// A run that stopped part-way is finished from its checkpoint and recorded before the thread runs anything else.
// `messages` stream chunks carry the dialogue only (no tool traffic, no unchecked model text).
import { Command } from '@langchain/langgraph';
import { EchoPilotError, isEchoPilotError } from '../domain/errors.js';
import type { Identity } from '../domain/identity.js';
import { checkMessage } from '../domain/message-limits.js';
import type { Store } from '../domain/store.port.js';
import { RECURSION_LIMIT, type ClaimGraph } from '../graph/build.js';
import { DIALOGUE_NODES } from '../graph/node-names.js';
import { answerText, humanResponseOf } from '../graph/human-interrupt.js';
import type { ClaimStateValue } from '../graph/state.js';
import type { TurnContext } from '../graph/turn-context.js';
import type { ApprovalService, ReviewDecisionInput } from './approval-service.js';
import type { ConversationService } from './conversation-service.js';
import { platformIdentity, platformThreadId, platformUserOf, runContextOf } from './platform-identity.js';
import { runStateOf } from './run-state.js';
import type { TurnContexts } from './turn-contexts.js';

export interface PlatformGraphDeps {
  /** Compiled without a checkpointer: the server assigns its own before every run. */
  graph: ClaimGraph;
  contexts: TurnContexts;
  conversations: ConversationService;
  approvals: ApprovalService;
  store: Store;
  /** The request clock of a run (the real time unless ECHOPILOT_CLOCK fixes it). */
  now: () => Date;
}

interface RunOptions {
  configurable?: Record<string, unknown>;
  context?: unknown;
  [key: string]: unknown;
}

type Runner = (input: unknown, options: RunOptions) => AsyncIterable<unknown> | Promise<AsyncIterable<unknown>>;

interface PendingInterrupt {
  kind?: string;
  approvalId?: string;
}

/** A Command from a client may only resume: `update` and `goto` would write state past the graph's own nodes. */
function resumeOf(input: unknown): { resume: unknown } | null {
  if (typeof input !== 'object' || input === null || !('resume' in input || 'goto' in input || 'update' in input || 'lg_name' in input)) return null;
  const command = input as { resume?: unknown; goto?: unknown; update?: unknown };
  const hasGoto = Array.isArray(command.goto) ? command.goto.length > 0 : command.goto !== undefined && command.goto !== null;
  if (hasGoto || (command.update !== undefined && command.update !== null)) {
    throw new EchoPilotError('FORBIDDEN', 'command: only `resume` is accepted (update and goto would bypass the graph)', { field: 'command' });
  }
  if (command.resume === undefined) throw new EchoPilotError('INVALID_INPUT', 'command.resume: missing', { field: 'command.resume' });
  return { resume: command.resume };
}

/** What a reviewer's Agent Inbox response means for an approval: accept, edit to a lower amount, ignore = reject. */
function reviewDecision(resume: unknown): Pick<ReviewDecisionInput, 'decision' | 'amount' | 'note'> {
  const response = humanResponseOf(resume);
  if (response?.type === 'accept') return { decision: 'approve', note: 'Agent Inbox: accepted' };
  if (response?.type === 'ignore') return { decision: 'reject', note: 'Agent Inbox: ignored (rejected)' };
  if (response?.type === 'edit' && typeof response.args === 'object' && response.args !== null) {
    const amount = response.args.args?.amount_paise;
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount)) {
      throw new EchoPilotError('INVALID_INPUT', 'resume.args.args.amount_paise: an edit gives the amount to approve in whole paise', { field: 'amount_paise' });
    }
    return { decision: 'edit', amount, note: 'Agent Inbox: edited' };
  }
  throw new EchoPilotError('INVALID_INPUT', 'resume: an approval is decided with an Agent Inbox response of type accept, edit or ignore', { field: 'command.resume' });
}

/** The `[message, metadata]` of a `messages` stream chunk (`[mode, payload]`, or `[namespace, mode, payload]`), else null. */
function messagesPayload(chunk: unknown): unknown[] | null {
  if (!Array.isArray(chunk)) return null;
  const [mode, payload] = chunk.length === 3 ? chunk.slice(1) : chunk;
  return mode === 'messages' && Array.isArray(payload) ? (payload as unknown[]) : null;
}

/**
 * Is this run output (a `stream` chunk, or a `streamEvents` event carrying one) a `messages` chunk that is not the
 * dialogue? Kept: the messages a dialogue node returned. Dropped: the verifier's tool calls and tool results, and a
 * model's raw output or tokens (a model-written reply is checked, and may be replaced, before the customer sees it).
 */
function isInternalMessage(output: unknown): boolean {
  const event = output as { event?: unknown; data?: { chunk?: unknown } } | null;
  const payload = messagesPayload(event?.event === 'on_chain_stream' ? event.data?.chunk : output);
  if (!payload) return false;
  const meta = payload[1] as { langgraph_node?: unknown; name?: unknown } | undefined;
  const node = meta?.langgraph_node;
  return !(typeof node === 'string' && (DIALOGUE_NODES as readonly string[]).includes(node) && meta?.name === node);
}

/** The run's output with internal `messages` chunks left out: `messages-tuple` streams the dialogue only. */
async function* dialogueOnly(outputs: AsyncIterable<unknown>): AsyncGenerator<unknown> {
  for await (const output of outputs) if (!isInternalMessage(output)) yield output;
}

function pendingInterrupts(tasks: readonly { interrupts?: readonly { value?: unknown }[] }[]): PendingInterrupt[] {
  return tasks.flatMap((t) => (t.interrupts ?? []).map((i) => (i.value ?? {}) as PendingInterrupt));
}

/**
 * Wraps the compiled graph's `stream` and `streamEvents` (the methods the LangGraph server runs) so each run carries
 * an EchoPilot TurnContext; the graph is otherwise unchanged (state reads, history and the drawing still work).
 */
export function platformGraph(deps: PlatformGraphDeps): ClaimGraph {
  const { graph } = deps;
  // A TurnContext holds functions, which no client's JSON context can: such a run was started in-process (or is
  // the inner call of a wrapped run) and passes straight through.
  const isOurs = (options: RunOptions | undefined) => typeof (options?.context as Partial<TurnContext> | undefined)?.passages === 'function';

  async function* run(input: unknown, options: RunOptions = {}, runner: Runner): AsyncGenerator<unknown> {
    const started = performance.now();
    const configurable = options.configurable ?? {};
    const authUser = platformUserOf(configurable.langgraph_auth_user);
    const platformThread = configurable.thread_id;
    if (!authUser) platformIdentity(configurable.langgraph_auth_user, options.context); // throws FORBIDDEN
    if (typeof platformThread !== 'string' || platformThread === '') throw new EchoPilotError('INVALID_INPUT', 'thread_id: platform runs need a thread', { field: 'thread_id' });
    // Replaying from an earlier checkpoint would run decided steps again on stale records: runs continue the latest.
    if (configurable.checkpoint_id) throw new EchoPilotError('FORBIDDEN', 'checkpoint_id: runs continue the thread from its latest checkpoint (no replay or fork)', { field: 'checkpoint_id' });
    let snapshot = await graph.getState({ configurable: { thread_id: platformThread } });
    const command = resumeOf(input);
    // A run that stopped part-way (its process died, a node threw) is finished from its checkpoint and recorded before
    // anything else runs on the thread: effects already made are not made again (they are idempotent by key).
    if (!command && runStateOf(snapshot) === 'stopped') {
      const identity = platformIdentity(configurable.langgraph_auth_user, runContextOf(options.context, input));
      const stopped = (snapshot.values ?? {}) as Partial<ClaimStateValue>;
      yield* finishStopped(identity, platformThread, stopped, options, runner);
      // The same message again (the platform retrying the run, or the client) is answered by the finished run.
      if ((input as { message?: unknown } | null)?.message === stopped.message) return;
      snapshot = await graph.getState({ configurable: { thread_id: platformThread } });
    }
    const values = (snapshot.values ?? {}) as Partial<ClaimStateValue>;
    const pending = pendingInterrupts(snapshot.tasks)[0] ?? null;

    let identity: Identity;
    let graphInput: unknown;
    let said: string | null = null;
    if (command) {
      if (!pending) throw new EchoPilotError('CONFLICT', `thread ${platformThread} is not waiting for an answer or a review; send {message} instead`, { field: 'command' });
      if (pending.kind === 'approval') {
        const approvalId = values.approval?.approvalId ?? pending.approvalId ?? '';
        const approval = await deps.store.getApproval(authUser?.tenant_id ?? '', approvalId);
        if (!approval) throw new EchoPilotError('NOT_FOUND', `no approval ${approvalId} in this tenant`, { field: 'approvalId' });
        identity = platformIdentity(configurable.langgraph_auth_user, options.context, approval.customerId);
        const decided = await deps.approvals.record({ tenantId: identity.tenantId, approvalId, reviewer: { id: identity.actor, role: identity.role }, ...reviewDecision(command.resume) });
        // Four eyes: the first of two reviewers is recorded; the thread stays paused for the second.
        if (decided.status === 'pending') return;
        graphInput = new Command({ resume: { approvalId } });
      } else {
        identity = platformIdentity(configurable.langgraph_auth_user, options.context);
        said = answerText(command.resume).trim();
        if (said === '') throw new EchoPilotError('INVALID_INPUT', "command.resume: the customer's answer, as a string or an Agent Inbox response", { field: 'command.resume' });
        graphInput = new Command({ resume: said });
      }
    } else {
      identity = platformIdentity(configurable.langgraph_auth_user, runContextOf(options.context, input));
      if (pending) throw new EchoPilotError('CONFLICT', `thread ${platformThread} is waiting (${pending.kind ?? 'interrupt'}); resume it with a Command`, { field: 'input' });
      const message = (input as { message?: unknown } | null)?.message;
      if (typeof message !== 'string') throw new EchoPilotError('INVALID_INPUT', 'input.message: the customer\'s message (a string) is required', { field: 'message' });
      said = checkMessage(message);
      // Only the message: nothing else a client sends becomes state.
      graphInput = { message: said };
    }
    // The customer must exist before anything runs (UNKNOWN_CUSTOMER), and the records are read once for the turn.
    const customer = await deps.contexts.snapshot(identity);
    const reportedOn = command ? (values.reportedOn ?? undefined) : undefined;
    const ctx: TurnContext = deps.contexts.forTurn(customer, { threadId: platformThreadId(identity, platformThread), now: deps.now(), ...(reportedOn ? { reportedOn } : {}) });
    yield* runAndRecord(graphInput, ctx, platformThread, options, runner, started, said);
  }

  /** Runs the graph with the turn's context, then writes the turn's records from the state it reached. */
  async function* runAndRecord(graphInput: unknown, ctx: TurnContext, platformThread: string, options: RunOptions, runner: Runner, started: number, said: string | null): AsyncGenerator<unknown> {
    const context = ctx as TurnContext & Record<string, unknown>;
    // `values` chunks (and the run's returned values) carry the declared output, as the platform publishes it.
    yield* dialogueOnly(await runner(graphInput, { recursionLimit: RECURSION_LIMIT, ...options, context, durability: 'sync', outputKeys: graph.outputChannels }));
    const after = await graph.getState({ configurable: { thread_id: platformThread } });
    const interrupts = after.tasks.flatMap((t) => (t.interrupts ?? []).map((i) => ({ value: i.value })));
    await deps.conversations.recordRun(ctx, { ...(after.values as object), __interrupt__: interrupts }, started, said);
  }

  /**
   * Runs a stopped turn on from its checkpoint and records it, judged as of its own report date. Its words are
   * recorded with it unless a reviewer's decision had resumed it (then the customer said nothing new).
   */
  async function* finishStopped(identity: Identity, platformThread: string, stopped: Partial<ClaimStateValue>, options: RunOptions, runner: Runner): AsyncGenerator<unknown> {
    const started = performance.now();
    const customer = await deps.contexts.snapshot(identity);
    const ctx = deps.contexts.forTurn(customer, { threadId: platformThreadId(identity, platformThread), now: deps.now(), ...(stopped.reportedOn ? { reportedOn: stopped.reportedOn } : {}) });
    const reviewed = stopped.approval !== null && stopped.approval !== undefined && stopped.approval.status !== 'pending';
    yield* runAndRecord(null, ctx, platformThread, options, runner, started, reviewed ? null : (stopped.message ?? null));
  }

  /** The server reports a failed run as `{error: name, message}`: the typed code goes in the name. */
  async function* named(events: AsyncGenerator<unknown>): AsyncGenerator<unknown> {
    try {
      yield* events;
    } catch (error) {
      if (isEchoPilotError(error)) error.name = error.code;
      throw error;
    }
  }

  const originalStream = graph.stream.bind(graph) as unknown as Runner;
  const originalEvents = graph.streamEvents.bind(graph) as unknown as Runner;
  const target = graph as unknown as { stream: Runner; streamEvents: Runner };
  target.stream = (input, options) => (isOurs(options as RunOptions) ? originalStream(input, options) : Promise.resolve(named(run(input, options as RunOptions, originalStream))));
  target.streamEvents = (input, options) => (isOurs(options as RunOptions) ? originalEvents(input, options) : named(run(input, options as RunOptions, originalEvents)));
  return graph;
}
