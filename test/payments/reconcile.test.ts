// `payments reconcile`: credits the payments API never answered are listed, then settled by asking it again, once.
import { afterEach, describe, expect, it } from 'vitest';
import { HttpRefundGateway } from '../../src/adapters/payments/http.refund-gateway.js';
import { LedgerRefundGateway } from '../../src/adapters/payments/ledger.refund-gateway.js';
import { reconcilePayments } from '../../src/app/payments-reconcile.js';
import type { Store } from '../../src/domain/store.port.js';
import { creditFor, storeWithCustomers } from '../contracts/refund-gateway.contract.js';
import { PaymentsFake } from '../support/payments.fake.js';
import { inr, TENANT } from '../support/records.builder.js';

const SECRET = 'reconcile-secret';

describe('payments reconciliation', () => {
  let fake: PaymentsFake;
  let store: Store;
  afterEach(async () => {
    await fake.close();
    await store.close();
  });

  it('lists unknown credits on a dry run, settles them when the API is back, and pays each once', async () => {
    fake = await new PaymentsFake(SECRET).start();
    store = await storeWithCustomers();
    const gateway = new HttpRefundGateway({ url: fake.url, secret: SECRET, timeoutMs: 200, retries: 1, baseDelayMs: 1 });
    fake.setDown(true);
    await store.transaction((tx) => gateway.credit(tx, creditFor()));
    await store.transaction((tx) => gateway.credit(tx, creditFor({ kind: 'compensation', amount: inr(100), allowed: inr(100), idempotencyKey: `${TENANT}:credit:compensation:T1` })));

    const listed = await reconcilePayments(store, gateway, [TENANT], { dryRun: true });
    expect(listed.map((l) => [l.entry.kind, l.status])).toEqual([['reversal', 'unknown'], ['compensation', 'unknown']]);
    expect(fake.requests.filter((r) => r.method === 'GET')).toEqual([]);

    const stillDown = await reconcilePayments(store, gateway, [TENANT]);
    expect(stillDown.every((l) => l.status === 'unknown' && l.problem !== null)).toBe(true);
    expect(await store.listLedger(TENANT, { remoteStatus: 'unknown' })).toHaveLength(2);

    fake.setDown(false);
    const progress: string[] = [];
    const settled = await reconcilePayments(store, gateway, [TENANT], { onLine: (l, i, n) => progress.push(`${i + 1}/${n} ${l.status}`) });
    expect(progress).toEqual(['1/2 settled', '2/2 settled']);
    expect(settled.map((l) => l.ref)).toEqual(['rf_1', 'rf_2']);
    expect(await store.listLedger(TENANT, { remoteStatus: 'unknown' })).toEqual([]);
    expect(fake.paymentCount).toBe(2);
    expect(await reconcilePayments(store, gateway, [TENANT])).toEqual([]);
    expect(fake.paymentCount).toBe(2);
  });

  it('says what to configure when the gateway cannot be asked', async () => {
    fake = await new PaymentsFake(SECRET).start();
    store = await storeWithCustomers();
    await store.putLedgerEntry({ id: 'LED-1', tenantId: TENANT, customerId: 'C1', accountId: 'A1', threadId: 't', kind: 'refund', amount: 1, relatesTo: 'T1', approvalId: null, idempotencyKey: 'k', createdAt: 'x', remote: { status: 'unknown', ref: null } });
    const [line] = await reconcilePayments(store, new LedgerRefundGateway(), [TENANT]);
    expect(line?.problem).toContain('ECHOPILOT_REFUND_URL');
  });
});
