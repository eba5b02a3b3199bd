// Thread messages: what the customer sees of a conversation, stored with each turn — their own words (personal data
// masked) and EchoPilot's reply, including the reply written when a reviewer decides; each reply is announced to the
// tenant's webhook (outbox row in the same transaction).
import { redactPii } from '../agents/intake/redact-pii.js';
import { shortIdOf } from '../domain/ids.js';
import { notificationFor } from '../domain/notifications.js';
import type { Store } from '../domain/store.port.js';

export interface TurnMessages {
  tenantId: string;
  customerId: string;
  threadId: string;
  /** The customer's words that started this run; null when a reviewer's decision resumed it. */
  said: string | null;
  reply: string;
  /** The run's request instant: a run writes its messages once, however often it is finished. */
  at: string;
}

/** Appends the run's messages (idempotent by thread, run instant and text); call it in the turn's closing transaction. */
export async function recordTurnMessages(tx: Store, turn: TurnMessages): Promise<void> {
  const { tenantId, customerId, threadId, at } = turn;
  const put = (author: 'customer' | 'echopilot', text: string) => {
    // The text is part of the key: a reviewer's decision made at the same instant still adds its own reply.
    const key = `${threadId}:${author}:${at}:${shortIdOf(text)}`;
    return tx.appendMessage({ id: `MSG-${shortIdOf(key)}`, tenantId, customerId, threadId, author, text, idempotencyKey: key, at });
  };
  if (turn.said !== null && turn.said.trim() !== '') await put('customer', redactPii(turn.said));
  if (turn.reply.trim() !== '') {
    const reply = await put('echopilot', turn.reply);
    await tx.putNotification(notificationFor({
      tenantId, threadId, event: 'reply.written', key: reply.row.id, at,
      data: { customer_id: customerId, message_id: reply.row.id, text: reply.row.text },
    }));
  }
}
