// The refund port: credits to a customer (reversal, refund, compensation, interest), checked again at the adapter.
import type { LedgerEntry, RemoteCredit } from './effects.js';
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
  /** The most the decision allows for this credit; an adapter refuses a larger amount. */
  allowed?: Paise;
  /** ISO instant of the request clock. */
  at: string;
}

export interface RefundGateway {
  /**
   * Credits the customer exactly once per idempotency key, inside the caller's store transaction. A definite refusal
   * by a remote payments system is an EchoPilotError with code PAYMENT_REJECTED whose message gives the reason.
   */
  credit(tx: Store, instruction: CreditInstruction): Promise<Put<LedgerEntry>>;
  /** A remote gateway only: asks what became of a credit recorded with remote status `unknown`. */
  settle?(entry: LedgerEntry): Promise<RemoteCredit>;
}
