// Runs the refund-gateway contract against the embedded ledger gateway.
import { LedgerRefundGateway } from '../../src/adapters/payments/ledger.refund-gateway.js';
import { refundGatewayContract } from '../contracts/refund-gateway.contract.js';

refundGatewayContract('ledger (embedded)', async () => {
  let payments = 0;
  const ledger = new LedgerRefundGateway();
  return {
    // The ledger is the payment system: count the credits it created.
    gateway: { credit: async (tx, instruction) => { const put = await ledger.credit(tx, instruction); if (put.created) payments += 1; return put; } },
    paymentsMade: () => payments,
    close: async () => undefined,
  };
});
