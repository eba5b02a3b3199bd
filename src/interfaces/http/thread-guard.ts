// Thread guard: a thread named in a request must be one of the caller's customer's threads, known to the server and
// open to a new message — checked before any work (and before an event stream opens), so each failure is an HTTP
// status. Another customer's thread answers exactly like a missing one (404), never naming its owner.
import { EchoPilotError } from '../../domain/errors.js';
import type { Conversation, Store } from '../../domain/store.port.js';

/** The one thing the guard asks of the graph: whether its checkpointer has a run on a thread. */
export interface CheckpointReader {
  getState(config: { configurable: { thread_id: string } }): Promise<{ values: unknown }>;
}

export interface ThreadOwner {
  tenantId: string;
  customerId: string;
}

const notFound = (threadId: string) => new EchoPilotError('NOT_FOUND', `no conversation ${threadId}`, { field: 'thread_id', hint: 'leave thread_id out to start a new conversation' });

/** The conversation when `owner` may read it; NOT_FOUND for a missing thread and for another customer's. */
export async function readableThread(store: Store, owner: { tenantId: string; customerId: string | null }, threadId: string): Promise<Conversation> {
  const conversation = await store.getConversation(owner.tenantId, threadId);
  if (!conversation || (owner.customerId !== null && conversation.customerId !== owner.customerId)) throw notFound(threadId);
  return conversation;
}

/**
 * Checks that a new message may go to `threadId` for `owner`: NOT_FOUND (missing or another's), CONFLICT (waiting for a
 * reviewer, unless `followsUp` says the message follows up that case: "any update?" is answered with its status).
 */
export async function assertThreadOpen(store: Store, graph: CheckpointReader, owner: ThreadOwner, threadId: string, followsUp?: () => Promise<boolean>): Promise<void> {
  if (!threadId.startsWith(`${owner.tenantId}:${owner.customerId}:`)) throw notFound(threadId);
  const conversation = await store.getConversation(owner.tenantId, threadId);
  if (!conversation) {
    // A first turn that stopped before its conversation was written is known only to the checkpointer.
    const snapshot = await graph.getState({ configurable: { thread_id: threadId } });
    if ((snapshot.values as { message?: unknown } | undefined)?.message === undefined) throw notFound(threadId);
    return;
  }
  if (conversation.customerId !== owner.customerId) throw notFound(threadId);
  if (conversation.status === 'waiting_review' && !(await followsUp?.())) {
    throw new EchoPilotError('CONFLICT', `thread ${threadId} is waiting for a reviewer; ask "any update?" on it, or leave thread_id out to start a new conversation`, { field: 'thread_id' });
  }
}
