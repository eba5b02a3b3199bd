// The payments API adapter: the refund-gateway contract against a signed, idempotent fake, plus its faults:
// a timeout then success pays once, a definite decline escalates with the reason, a forged or replayed signature is refused.
import { afterEach, describe, expect, it } from 'vitest';
import { HttpRefundGateway, idempotencyKeyFor } from '../../src/adapters/payments/http.refund-gateway.js';
import { signPayload, SIGNATURE_HEADER } from '../../src/adapters/payments/request-signature.js';
import type { Store } from '../../src/domain/store.port.js';
import { creditFor, refundGatewayContract, storeWithCustomers } from '../contracts/refund-gateway.contract.js';
import { PaymentsFake } from '../support/payments.fake.js';
import { inr, TENANT } from '../support/records.builder.js';

const SECRET = 'whsec-test-7f3a';
const quick = { timeoutMs: 300, retries: 3, baseDelayMs: 5 };

refundGatewayContract('HTTP payments API', async () => {
  const fake = await new PaymentsFake(SECRET).start();
  return { gateway: new HttpRefundGateway({ url: fake.url, secret: SECRET, ...quick }), paymentsMade: () => fake.paymentCount, close: () => fake.close() };
});

describe('HTTP refund gateway against a failing payments API', () => {
  let fake: PaymentsFake;
  let store: Store;
  afterEach(async () => {
    await fake.close();
    await store.close();
  });
  const open = async (secret = SECRET) => {
    fake = await new PaymentsFake(SECRET).start();
    store = await storeWithCustomers();
    return new HttpRefundGateway({ url: fake.url, secret, ...quick });
  };

  it('pays exactly once when the first attempt times out and the retry succeeds, reusing the Idempotency-Key', async () => {
    const gateway = await open();
    fake.failNext(1, { kind: 'stall', ms: 600 });
    const put = await store.transaction((tx) => gateway.credit(tx, creditFor()));
    expect(put.row.remote).toEqual({ status: 'settled', ref: 'rf_1' });
    expect(fake.paymentCount).toBe(1);
    const posts = fake.requests.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(new Set(posts.map((r) => r.headers['idempotency-key']))).toEqual(new Set([idempotencyKeyFor(creditFor().idempotencyKey)]));
  });

  it('retries a 5xx with the same key and backs off between attempts', async () => {
    const gateway = await open();
    fake.failNext(2, { kind: 'status', status: 503 });
    const put = await store.transaction((tx) => gateway.credit(tx, creditFor()));
    expect(put.row.remote?.status).toBe('settled');
    expect(fake.requests).toHaveLength(3);
    expect(fake.paymentCount).toBe(1);
  });

  it('records the credit as unknown when the API never answers, and reconciliation settles it later', async () => {
    const gateway = await open();
    fake.setDown(true);
    const put = await store.transaction((tx) => gateway.credit(tx, creditFor()));
    expect(put.row.remote).toEqual({ status: 'unknown', ref: null });
    expect(fake.paymentCount).toBe(0);
    fake.setDown(false);
    const settled = await gateway.settle(put.row);
    expect(settled).toEqual({ status: 'settled', ref: 'rf_1' });
    expect(fake.paymentCount).toBe(1);
    // Asked again, the API replays its answer: still one payment.
    expect(await gateway.settle(put.row)).toEqual({ status: 'settled', ref: 'rf_1' });
    expect(fake.paymentCount).toBe(1);
  });

  it('turns a definite decline into PAYMENT_REJECTED with the reason, and records nothing', async () => {
    const gateway = await open();
    fake.declineNext('account A1 is closed');
    await expect(store.transaction((tx) => gateway.credit(tx, creditFor()))).rejects.toMatchObject({ code: 'PAYMENT_REJECTED', message: expect.stringContaining('account A1 is closed') });
    expect(await store.listLedger(TENANT)).toEqual([]);
    expect(await store.findTransactions(TENANT, 'C1', { direction: 'credit' })).toEqual([]);
  });

  it('reports a signature the API refuses (wrong secret) as PAYMENT_REJECTED naming the secret variable', async () => {
    const gateway = await open('not-the-shared-secret');
    await expect(store.transaction((tx) => gateway.credit(tx, creditFor()))).rejects.toMatchObject({ code: 'PAYMENT_REJECTED', hint: expect.stringContaining('ECHOPILOT_REFUND_SECRET') });
    expect(fake.refusals).toEqual(['signature does not match']);
    expect(fake.paymentCount).toBe(0);
  });

  it('has the fake refuse a replayed or stale signed request', async () => {
    await open();
    const body = JSON.stringify({ reference: 'LED-x', amountPaise: inr(100), attempt: 1 });
    const headers = { 'content-type': 'application/json', 'idempotency-key': 'ep_replay', [SIGNATURE_HEADER]: signPayload(SECRET, body, Math.floor(Date.now() / 1000)) };
    const first = await fetch(`${fake.url}/refunds`, { method: 'POST', headers, body });
    expect(first.status).toBe(201);
    const replay = await fetch(`${fake.url}/refunds`, { method: 'POST', headers, body });
    expect(replay.status).toBe(401);
    const stale = { ...headers, [SIGNATURE_HEADER]: signPayload(SECRET, body, Math.floor(Date.now() / 1000) - 3_600) };
    expect((await fetch(`${fake.url}/refunds`, { method: 'POST', headers: stale, body })).status).toBe(401);
    expect(fake.refusals).toEqual(['replayed signature', 'signature timestamp outside the tolerance']);
    expect(fake.paymentCount).toBe(1);
  });
});
