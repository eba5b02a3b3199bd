// Embedded refund gateway: a ledger entry plus a posted credit transaction that `relates_to` the settled record.
// It re-checks the approval (status, amount) itself: a decision that bypassed the graph still cannot pay. The account's
// balance moves with the credit, in the caller's transaction.
import type { CreditInstruction, RefundGateway } from '../../domain/payments.port.js';
import type { Store } from '../../domain/store.port.js';
import { checkCredit, recordCredit } from './credit-record.js';

export class LedgerRefundGateway implements RefundGateway {
  async credit(tx: Store, instruction: CreditInstruction) {
    const same = await checkCredit(tx, instruction);
    if (same) return { row: same, created: false };
    return recordCredit(tx, instruction);
  }
}
