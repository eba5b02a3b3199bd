// Notifications: the one builder for outbox rows, so every event a tenant's webhook receives has the same envelope and
// an id derived from what it reports (writing it again is a no-op).
import type { Notification, NotificationEvent } from './effects.js';
import { shortIdOf } from './ids.js';

export interface NotificationInput {
  tenantId: string;
  threadId: string;
  event: NotificationEvent;
  data: Record<string, unknown>;
  /** ISO instant of the fact; the first delivery attempt is due then. */
  at: string;
  /** What makes this event unique within the thread (e.g. a ticket id and its new status). */
  key: string;
}

export function notificationFor(input: NotificationInput): Notification {
  return {
    id: `EVT-${shortIdOf(`${input.tenantId}|${input.threadId}|${input.event}|${input.key}|${input.at}`)}`,
    tenantId: input.tenantId, threadId: input.threadId, event: input.event, data: { thread_id: input.threadId, ...input.data }, createdAt: input.at,
    status: 'pending', attempts: 0, nextAttemptAt: input.at, lastStatus: null, lastError: null, deliveredAt: null,
  };
}
