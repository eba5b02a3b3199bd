// A whole turn through the graph with the payments API as the refund gateway: the resolved claim's credits are sent
// once each (signed, idempotent), recorded with their remote status, and sending the claim again pays nothing more.
import { afterEach, describe, expect, it } from 'vitest';
import { HttpRefundGateway } from '../../src/adapters/payments/http.refund-gateway.js';
import { harnessFor, type Harness } from '../support/app.harness.js';
import { PaymentsFake } from '../support/payments.fake.js';

const SECRET = 'graph-secret';
const CLAIM = 'The ATM on MG Road debited 5000 from my account on 4 March but did not give me any cash.';

describe('the act node paying through the payments API', () => {
  let h: Harness;
  let fake: PaymentsFake;
  afterEach(async () => {
    await h.close();
    await fake.close();
  });

  it('pays a resolved claim once per credit, even when the first attempt times out', async () => {
    fake = await new PaymentsFake(SECRET).start();
    h = await harnessFor('scenarios/dev-bank.yaml', { refunds: new HttpRefundGateway({ url: fake.url, secret: SECRET, timeoutMs: 300, retries: 2, baseDelayMs: 5 }) });
    fake.failNext(1, { kind: 'stall', ms: 600 });
    const turn = await h.send('C1001', CLAIM);
    expect(turn).toMatchObject({ outcome: 'resolved', amount: 530_000 });
    const ledger = await h.app.store.listLedger(h.tenant, { threadId: turn.threadId });
    expect(ledger.map((e) => [e.kind, e.amount, e.remote?.status]).sort()).toEqual([['compensation', 30_000, 'settled'], ['reversal', 500_000, 'settled']]);
    expect([...fake.payments.values()].map((p) => p.amountPaise).sort()).toEqual([30_000, 500_000]);
    await h.send('C1001', CLAIM, turn.threadId);
    expect(fake.paymentCount).toBe(2);
  });
});
