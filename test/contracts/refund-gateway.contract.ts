// The refund-gateway contract: one suite every RefundGateway adapter must pass (exactly-once credits, limits, approvals).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Approval } from '../../src/domain/effects.js';
import type { CreditInstruction, RefundGateway } from '../../src/domain/payments.port.js';
import type { Store } from '../../src/domain/store.port.js';
import { openSqliteStore } from '../../src/adapters/store/sqlite.store.js';
import { account, customer, inr, ist, TENANT, txn } from '../support/records.builder.js';

export interface RefundGatewayHandle {
  gateway: RefundGateway;
  /** Payments the system behind the gateway actually made (the ledger itself, or the remote payments API). */
  paymentsMade(): number;
  close(): Promise<void>;
}

export const creditFor = (over: Partial<CreditInstruction> = {}): CreditInstruction => ({
  tenantId: TENANT, customerId: 'C1', accountId: 'A1', threadId: `${TENANT}:C1:TKT-1`, kind: 'reversal', amount: inr(5_000),
  relatesTo: 'T1', idempotencyKey: `${TENANT}:credit:reversal:T1`, approvalId: null, allowed: inr(5_000), at: ist('2026-03-12'), ...over,
});

export async function storeWithCustomers(): Promise<Store> {
  const store = await openSqliteStore({ file: ':memory:' });
  await store.insertWorld(TENANT, {
    customers: [customer(), customer({ id: 'C2', name: 'Ravi Kumar' })],
    accounts: [account(), account({ id: 'A2', customerId: 'C2' })],
    cards: [], policies: [], claims: [],
    transactions: [txn({ id: 'T1', amount: inr(5_000), on: '2026-03-10', status: 'failed' }), txn({ id: 'T2', accountId: 'A2', amount: inr(12_999) })],
  });
  return store;
}

export function approvalFor(over: Partial<Approval> = {}): Approval {
  return {
    id: 'APR-1', tenantId: TENANT, customerId: 'C1', threadId: `${TENANT}:C1:TKT-1`, claimType: 'failed_atm_withdrawal', actionHash: 'h',
    amount: inr(5_000), requiredApprovers: 1, decisions: [{ reviewer: 'alice', decision: 'approve', amount: null, note: '', at: ist('2026-03-12') }],
    status: 'approved', evidence: {}, createdAt: ist('2026-03-12'), updatedAt: ist('2026-03-12'), ...over,
  };
}

export function refundGatewayContract(name: string, open: () => Promise<RefundGatewayHandle>): void {
  describe(`refund gateway contract: ${name}`, () => {
    let handle: RefundGatewayHandle;
    let store: Store;
    beforeEach(async () => {
      handle = await open();
      store = await storeWithCustomers();
    });
    afterEach(async () => {
      await handle.close();
      await store.close();
    });
    const credit = (instruction: CreditInstruction) => store.transaction((tx) => handle.gateway.credit(tx, instruction));

    it('credits the customer once per idempotency key, with a ledger row and a posted credit on the account', async () => {
      const first = await credit(creditFor());
      expect(first.created).toBe(true);
      expect(first.row).toMatchObject({ customerId: 'C1', accountId: 'A1', kind: 'reversal', amount: inr(5_000), relatesTo: 'T1' });
      const again = await credit(creditFor());
      expect(again).toMatchObject({ created: false, row: { id: first.row.id } });
      expect(await store.listLedger(TENANT)).toHaveLength(1);
      const credits = await store.findTransactions(TENANT, 'C1', { direction: 'credit', relatesTo: 'T1' });
      expect(credits.map((c) => [c.amount, c.status])).toEqual([[inr(5_000), 'posted']]);
      expect(handle.paymentsMade()).toBe(1);
    });

    it('refuses a second credit under the same key with a different amount, paying nothing more', async () => {
      await credit(creditFor());
      await expect(credit(creditFor({ amount: inr(3_000), allowed: inr(3_000) }))).rejects.toMatchObject({ code: 'CONFLICT' });
      expect(handle.paymentsMade()).toBe(1);
    });

    it('refuses an amount that is not a positive whole number of paise', async () => {
      await expect(credit(creditFor({ amount: 0 }))).rejects.toMatchObject({ code: 'INVALID_MONEY', field: 'amount' });
      await expect(credit(creditFor({ amount: 10.5 }))).rejects.toMatchObject({ code: 'INVALID_MONEY' });
      expect(handle.paymentsMade()).toBe(0);
    });

    it('refuses to pay more than the decision allows', async () => {
      await expect(credit(creditFor({ amount: inr(5_001), allowed: inr(5_000) }))).rejects.toMatchObject({ code: 'FORBIDDEN', field: 'amount' });
      expect(await store.listLedger(TENANT)).toEqual([]);
      expect(handle.paymentsMade()).toBe(0);
    });

    it('pays under an approval only when it is approved, for its customer, and within the approved amount', async () => {
      await store.putApproval(approvalFor({ id: 'APR-PENDING', status: 'pending', decisions: [] }));
      await store.putApproval(approvalFor({ id: 'APR-OTHER', customerId: 'C2' }));
      await store.putApproval(approvalFor({ id: 'APR-EDITED', decisions: [{ reviewer: 'alice', decision: 'edit', amount: inr(2_000), note: 'partial', at: ist('2026-03-12') }] }));
      await expect(credit(creditFor({ approvalId: 'APR-PENDING' }))).rejects.toMatchObject({ code: 'APPROVAL_INVALID' });
      await expect(credit(creditFor({ approvalId: 'APR-OTHER' }))).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(credit(creditFor({ approvalId: 'APR-EDITED' }))).rejects.toMatchObject({ code: 'APPROVAL_INVALID' });
      expect(handle.paymentsMade()).toBe(0);
      const paid = await credit(creditFor({ approvalId: 'APR-EDITED', amount: inr(2_000) }));
      expect(paid.row).toMatchObject({ approvalId: 'APR-EDITED', amount: inr(2_000) });
      expect(handle.paymentsMade()).toBe(1);
    });
  });
}
