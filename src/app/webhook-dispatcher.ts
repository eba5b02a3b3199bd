// Webhook dispatcher: delivers the notification outbox to each tenant's webhook — signed, retried with exponential
// backoff, every attempt recorded on the row (the delivery log). Run it on a timer (`serve`) or once (tests, tools).
import type { Notification } from '../domain/effects.js';
import type { Store } from '../domain/store.port.js';
import { httpWebhookSender, type WebhookSender } from '../adapters/webhooks/http.webhook-sender.js';
import { webhookTargets, type WebhookTarget } from './webhook-config.js';

export interface DispatcherOptions {
  /** Attempts before a notification is marked failed. */
  maxAttempts?: number;
  /** Delay after the first failure; doubles after each further one, capped at `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Notifications per tenant per run. */
  batch?: number;
}

export interface DispatchSummary {
  delivered: number;
  retrying: number;
  failed: number;
}

export class WebhookDispatcher {
  private readonly maxAttempts: number;
  private readonly baseDelayMs: number;
  private readonly maxDelayMs: number;
  private readonly batch: number;

  constructor(
    private readonly store: Store,
    private readonly targets: ReadonlyMap<string, WebhookTarget>,
    private readonly send: WebhookSender,
    options: DispatcherOptions = {},
  ) {
    this.maxAttempts = options.maxAttempts ?? 8;
    this.baseDelayMs = options.baseDelayMs ?? 30_000;
    this.maxDelayMs = options.maxDelayMs ?? 3_600_000;
    this.batch = options.batch ?? 100;
  }

  /** The delay before attempt `attempts + 1`, after `attempts` failures. */
  backoffMs(attempts: number): number {
    return Math.min(this.maxDelayMs, this.baseDelayMs * 2 ** Math.max(0, attempts - 1));
  }

  /** Sends every notification due at `now` for the tenants that have a webhook. */
  async runOnce(now: Date = new Date()): Promise<DispatchSummary> {
    const summary: DispatchSummary = { delivered: 0, retrying: 0, failed: 0 };
    for (const [tenantId, target] of this.targets) {
      const due = await this.store.listNotifications({ tenantId, dueBy: now.toISOString(), limit: this.batch });
      for (const notification of due) summary[await this.deliver(notification, target, now)] += 1;
    }
    return summary;
  }

  private async deliver(n: Notification, target: WebhookTarget, now: Date): Promise<keyof DispatchSummary> {
    const body = JSON.stringify({ id: n.id, event: n.event, tenant_id: n.tenantId, created_at: n.createdAt, data: n.data });
    const attempts = n.attempts + 1;
    let status: number | null = null;
    let error: string | null = null;
    try {
      status = await this.send({ url: target.url, secret: target.secret, eventId: n.id, event: n.event, body, timestampSeconds: Math.floor(now.getTime() / 1000) });
      if (status < 200 || status >= 300) error = `HTTP ${status}`;
    } catch (cause) {
      error = cause instanceof Error ? cause.message : String(cause);
    }
    if (error === null) {
      await this.store.updateNotification(n.tenantId, n.id, { status: 'delivered', attempts, nextAttemptAt: null, lastStatus: status, lastError: null, deliveredAt: now.toISOString() });
      return 'delivered';
    }
    const giveUp = attempts >= this.maxAttempts;
    await this.store.updateNotification(n.tenantId, n.id, {
      status: giveUp ? 'failed' : 'pending', attempts, nextAttemptAt: giveUp ? null : new Date(now.getTime() + this.backoffMs(attempts)).toISOString(),
      lastStatus: status, lastError: error.slice(0, 500), deliveredAt: null,
    });
    return giveUp ? 'failed' : 'retrying';
  }
}

/** Runs the dispatcher every `intervalMs` (one run at a time) until the returned stop function is called. */
export function startWebhookDelivery(dispatcher: WebhookDispatcher, intervalMs: number, log: (line: string) => void): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = running.then(async () => {
      try {
        const s = await dispatcher.runOnce(new Date());
        if (s.delivered + s.retrying + s.failed > 0) log(`webhooks: ${s.delivered} delivered, ${s.retrying} to retry, ${s.failed} failed`);
      } catch (error) {
        log(`webhooks: run failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

/** A dispatcher over HTTP for the tenants with a configured webhook (ECHOPILOT_WEBHOOK_URL…), or null when none has one. */
export function webhookDispatcherFor(store: Store, tenantIds: readonly string[], env: NodeJS.ProcessEnv = process.env): { dispatcher: WebhookDispatcher; tenants: string[] } | null {
  const targets = webhookTargets(tenantIds, env);
  return targets.size === 0 ? null : { dispatcher: new WebhookDispatcher(store, targets, httpWebhookSender()), tenants: [...targets.keys()] };
}
