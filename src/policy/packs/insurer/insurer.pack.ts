// The demo-insurer policy pack (IRDAI): its identity, parameters and claim types, each declared in its own *.claim.ts.
import { definePack } from '../../pack.js';
import { claimRejectionDispute } from './claim-rejection-dispute.claim.js';
import { claimSettlementDelay } from './claim-settlement-delay.claim.js';
import { duplicatePremiumDebit } from './duplicate-premium.claim.js';
import { INSURER_PACK_META } from './meta.js';
import { insurerParamsSchema } from './params.js';
import { policyCancellationRefund } from './policy-cancellation.claim.js';

/** Order matters where cues overlap: the first claim type that matches a message best wins a tie. */
export const insurerPack = definePack(INSURER_PACK_META, insurerParamsSchema, [
  policyCancellationRefund, duplicatePremiumDebit, claimSettlementDelay, claimRejectionDispute,
]);
