// Webhook sender: one signed HTTP POST per delivery attempt (Node's fetch, a time limit, no redirects followed).
import { EVENT_HEADER, EVENT_ID_HEADER, SIGNATURE_HEADER, TIMESTAMP_HEADER, signWebhook } from '../../domain/webhook-signature.js';

export interface WebhookRequest {
  url: string;
  secret: string;
  eventId: string;
  event: string;
  /** The exact JSON text sent and signed. */
  body: string;
  /** Unix seconds of this attempt (part of the signature). */
  timestampSeconds: number;
}

/** The receiver's HTTP status, or a thrown error when there was no response (refused, timed out). */
export type WebhookSender = (request: WebhookRequest) => Promise<number>;

export function httpWebhookSender(timeoutMs = 5_000): WebhookSender {
  return async (request) => {
    const response = await fetch(request.url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'EchoPilot-Webhooks/1',
        [EVENT_ID_HEADER]: request.eventId,
        [EVENT_HEADER]: request.event,
        [TIMESTAMP_HEADER]: String(request.timestampSeconds),
        [SIGNATURE_HEADER]: signWebhook(request.secret, request.timestampSeconds, request.body),
      },
      body: request.body,
    });
    await response.body?.cancel();
    return response.status;
  };
}
