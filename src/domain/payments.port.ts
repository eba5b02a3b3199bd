// The refund port: credits to a customer (reversal, refund, compensation, interest), checked again at the adapter.
import type { LedgerEntry } from './effects.js';
import type { Paise } from './money.js';
import type { Put, Store } from './store.port.js';

export interface CreditInstruction {
  tenantId: string;
  customerId: string;
  accountId: string | null;
  threadId: string;
  kind: LedgerEntry['kind'];
  amount: Paise;
  /** The debit, claim or policy the credit settles. */
  relatesTo: string;
  idempotencyKey: string;
  /** Required when the decision needed a reviewer: the adapter refuses without an approved, matching approval. */
  approvalId: string | null;
  /** ISO instant of the request clock. */
  at: string;
}

export interface RefundGateway {
  /** Credits the customer exactly once per idempotency key, inside the caller's store transaction. */
  credit(tx: Store, instruction: CreditInstruction): Promise<Put<LedgerEntry>>;
}
