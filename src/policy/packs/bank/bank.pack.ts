// The demo-bank policy pack (RBI): its identity, parameters and claim types, each declared in its own *.claim.ts.
import { definePack } from '../../pack.js';
import { cardBlock } from './card-block.claim.js';
import { duplicateCardCharge } from './duplicate-card-charge.claim.js';
import { failedAtmWithdrawal } from './failed-atm.claim.js';
import { failedCardPayment } from './failed-card-payment.claim.js';
import { failedCardToCardTransfer } from './failed-card-to-card.claim.js';
import { failedUpiTransfer } from './failed-upi.claim.js';
import { feeReversal } from './fee-reversal.claim.js';
import { BANK_PACK_META } from './meta.js';
import { bankParamsSchema } from './params.js';
import { unauthorizedTransaction } from './unauthorized-transaction.claim.js';

/** Order matters where cues overlap: the first claim type that matches a message best wins a tie. */
export const bankPack = definePack(BANK_PACK_META, bankParamsSchema, [
  failedAtmWithdrawal, failedUpiTransfer, failedCardToCardTransfer, failedCardPayment, duplicateCardCharge, unauthorizedTransaction, feeReversal, cardBlock,
]);
