// Webhooks: decisions and replies reach a tenant's endpoint signed (HMAC-SHA256 over timestamp and body), failed
// deliveries are retried with backoff, and every attempt is in the delivery log. The receiver is a real local server.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { harnessFor, type Harness } from '../support/app.harness.js';
import { WebhookDispatcher } from '../../src/app/webhook-dispatcher.js';
import { webhookTargetFor } from '../../src/app/webhook-config.js';
import { httpWebhookSender } from '../../src/adapters/webhooks/http.webhook-sender.js';
import { signWebhook, verifyWebhook } from '../../src/domain/webhook-signature.js';

const SECRET = 'whsec-test-0123456789abcdef';
const DUPLICATE = 'Amazon charged my credit card twice for the same order of 12,999 on 8 March. Please refund the extra charge.';

interface Received { id: string; event: string; data: Record<string, unknown> }

/** A receiver on 127.0.0.1 that verifies each signature and answers 503 to the first `failFirst` requests. */
async function receiver(failFirst: number): Promise<{ url: string; received: Received[]; rejected: string[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const rejected: string[] = [];
  let calls = 0;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8').on('data', (chunk: string) => (body += chunk)).on('end', () => {
      calls += 1;
      const check = verifyWebhook(SECRET, { signature: req.headers['echopilot-signature']?.toString() ?? null, timestamp: req.headers['echopilot-timestamp']?.toString() ?? null }, body, Math.floor(Date.now() / 1000));
      if (!check.ok) {
        rejected.push(check.reason);
        res.writeHead(401).end();
        return;
      }
      if (calls <= failFirst) {
        res.writeHead(503).end();
        return;
      }
      const event = JSON.parse(body) as Received;
      expect(req.headers['echopilot-event-id']).toBe(event.id);
      if (!received.some((r) => r.id === event.id)) received.push(event);
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks`, received, rejected, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('webhooks', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');
  });
  afterEach(async () => h.close());

  it('delivers approval needed and decided, ticket status changes and every reply, signed, retrying a failed delivery', async () => {
    const hook = await receiver(1);
    try {
      const turn = await h.send('C1002', DUPLICATE);
      await h.app.approvals.decide({ tenantId: 'demo-bank', approvalId: turn.approvalId ?? '', reviewer: { id: 'rev-1', role: 'reviewer' }, decision: 'edit', amount: 1_000_050, now: new Date(h.now) });
      const dispatcher = new WebhookDispatcher(h.app.store, new Map([['demo-bank', { url: hook.url, secret: SECRET }]]), httpWebhookSender(2_000), { baseDelayMs: 1_000 });

      const now = Date.now();
      expect(await dispatcher.runOnce(new Date(now))).toMatchObject({ retrying: 1, failed: 0 });
      // Nothing more is due until the backoff has passed; then the failed one goes through.
      expect(await dispatcher.runOnce(new Date(now + 500))).toEqual({ delivered: 0, retrying: 0, failed: 0 });
      expect(await dispatcher.runOnce(new Date(now + 1_000))).toEqual({ delivered: 1, retrying: 0, failed: 0 });

      expect(hook.rejected).toEqual([]);
      const events = hook.received.map((e) => e.event).sort();
      expect(events).toEqual(['approval.decided', 'approval.needed', 'reply.written', 'reply.written', 'ticket.status_changed', 'ticket.status_changed']);
      const decided = hook.received.find((e) => e.event === 'approval.decided');
      expect(decided?.data).toMatchObject({ approval_id: turn.approvalId, outcome: 'resolved', amount_paise: 1_000_050, customer_id: 'C1002', thread_id: turn.threadId });
      const statuses = hook.received.filter((e) => e.event === 'ticket.status_changed').map((e) => e.data.status).sort();
      expect(statuses).toEqual(['pending_approval', 'resolved']);
      const replies = hook.received.filter((e) => e.event === 'reply.written').map((e) => String(e.data.text));
      expect(replies.some((r) => r.includes('10,000.50'))).toBe(true);

      const log = await h.app.store.listNotifications({ tenantId: 'demo-bank' });
      expect(log.every((n) => n.status === 'delivered')).toBe(true);
      expect(log.map((n) => n.attempts).sort()).toEqual([1, 1, 1, 1, 1, 2]);
      expect(log.find((n) => n.attempts === 2)).toMatchObject({ lastStatus: 204, lastError: null });
    } finally {
      await hook.close();
    }
  });

  it('gives up after the last attempt and keeps the reason in the delivery log', async () => {
    await h.send('C1002', DUPLICATE);
    const dispatcher = new WebhookDispatcher(h.app.store, new Map([['demo-bank', { url: 'http://127.0.0.1:9/closed', secret: SECRET }]]), httpWebhookSender(500), { maxAttempts: 2, baseDelayMs: 10 });
    const now = Date.now();
    const first = await dispatcher.runOnce(new Date(now));
    expect(first.retrying).toBeGreaterThan(0);
    const second = await dispatcher.runOnce(new Date(now + 60_000));
    expect(second).toEqual({ delivered: 0, retrying: 0, failed: first.retrying });
    const log = await h.app.store.listNotifications({ tenantId: 'demo-bank' });
    expect(log.every((n) => n.status === 'failed' && n.attempts === 2 && n.nextAttemptAt === null && (n.lastError ?? '') !== '')).toBe(true);
  });
});

describe('webhook signatures and configuration', () => {
  const body = '{"id":"EVT-1","event":"reply.written"}';
  const now = 1_800_000_000;

  it('accepts the signed body and refuses a changed body, another secret, a stale timestamp or missing headers', () => {
    const signature = signWebhook(SECRET, now, body);
    expect(signature).toMatch(/^v1=[0-9a-f]{64}$/);
    expect(verifyWebhook(SECRET, { signature, timestamp: String(now) }, body, now + 10)).toEqual({ ok: true });
    expect(verifyWebhook(SECRET, { signature, timestamp: String(now) }, body.replace('reply', 'other'), now)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifyWebhook('another-secret-0123456789', { signature, timestamp: String(now) }, body, now)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifyWebhook(SECRET, { signature, timestamp: String(now) }, body, now + 301)).toEqual({ ok: false, reason: 'stale' });
    // A replayed request with a fresh timestamp but the old signature fails: the timestamp is signed.
    expect(verifyWebhook(SECRET, { signature, timestamp: String(now + 400) }, body, now + 400)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifyWebhook(SECRET, { signature: null, timestamp: String(now) }, body, now)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('reads a tenant webhook from its own variables before the shared ones, and names a bad variable', () => {
    const env = { ECHOPILOT_WEBHOOK_URL: 'https://hooks.example/all', ECHOPILOT_WEBHOOK_SECRET: SECRET, ECHOPILOT_WEBHOOK_URL_DEMO_BANK: 'https://hooks.example/bank', ECHOPILOT_WEBHOOK_SECRET_DEMO_BANK: `${SECRET}-bank` };
    expect(webhookTargetFor('demo-bank', env)).toEqual({ url: 'https://hooks.example/bank', secret: `${SECRET}-bank` });
    expect(webhookTargetFor('demo-insurer', env)).toEqual({ url: 'https://hooks.example/all', secret: SECRET });
    expect(webhookTargetFor('demo-bank', {})).toBeNull();
    expect(() => webhookTargetFor('demo-bank', { ECHOPILOT_WEBHOOK_URL: 'https://hooks.example/all', ECHOPILOT_WEBHOOK_SECRET: 'short' })).toThrow(/ECHOPILOT_WEBHOOK_SECRET: .*16 characters/);
    expect(() => webhookTargetFor('demo-bank', { ECHOPILOT_WEBHOOK_URL: 'ftp://x', ECHOPILOT_WEBHOOK_SECRET: SECRET })).toThrow(/ECHOPILOT_WEBHOOK_URL: use an http or https URL/);
  });
});
