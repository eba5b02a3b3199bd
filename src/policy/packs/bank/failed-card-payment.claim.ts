// failed_card_payment: card debited, merchant did not confirm → reversal by T+5, ₹100 a day after (RBI TAT).
import { BANK_CITATIONS } from './citations.js';
import { failedDebitRule, FAILED_DEBIT_FAMILY } from './failed-debit.js';
import type { ClaimTypeDeclaration } from '../../claim-type.js';
import type { BankParams } from './params.js';
import { ATM, DEBITED, FAILED } from './cue-fragments.js';

export const failedCardPaymentRule = failedDebitRule({
  claimType: 'failed_card_payment',
  channels: ['card_pos', 'card_online'],
  noun: { en: 'card payment', hi: 'कार्ड भुगतान', 'hi-Latn': 'card payment' },
  tatDays: (p) => p.cardTatDays,
  citation: BANK_CITATIONS.card,
});

export const failedCardPayment: ClaimTypeDeclaration<BankParams> = {
  id: 'failed_card_payment',
  label: 'Failed card payment (account debited, merchant did not confirm)',
  noun: 'failed card payment',
  intent: 'complaint',
  family: FAILED_DEBIT_FAMILY,
  vocabulary: {
    cues: [
      '(?:card|swipe|pos|online|merchant|shop|store|restaurant|website).{0,80}(?:payment|transaction|purchase)?.{0,20}(?:fail|declin|unsuccessful|not (?:confirmed|completed|go through)|did not go through).{0,120}' + DEBITED,
      '(?:card|pos|swipe|edc) (?:machine|terminal|reader)\\b.{0,60}' + FAILED,
      // The debit told first, as a pasted statement line, then the machine's refusal: "POS 4411 RELIANCE TRENDS 4,999.50
      // Dr. Machine showed DECLINED at the counter".
      '\\b(?:card|pos|swipe)\\b.{0,80}' + DEBITED + '.{0,60}\\b(?:machine|terminal|screen|counter)\\b.{0,20}\\b(?:showed|shows|said|says|gave|displayed)\\s+(?:an? )?' + FAILED,
      // A booking or an order that failed, and the card (or the account) charged all the same: "the booking failed, no
      // PNR, but my card got charged", "IRCTC booking failed, 1,899 debited, no ticket".
      '(?:booking|order|recharge|ticket|purchase)\\w*\\b.{0,40}' + FAILED + '\\w*.{0,60}\\bcard\\b.{0,20}' + DEBITED,
      '(?:booking|order|recharge)\\w*\\b.{0,40}' + FAILED + '\\w*.{0,30}' + DEBITED + '.{0,30}\\bno (?:ticket|pnr|booking|order|confirmation)\\b',
      '(?:payment|checkout|transaction|gateway) (?:page |screen |window )?(?:showed|shows|gave|threw|displayed|said|says)?\\s*(?:an? )?' + FAILED + '.{0,120}(?:card|account)\\b.{0,20}(?:was |got |has been |is )?(?:still |anyway |also )?' + DEBITED,
      '(?:no|not any) order (?:was |got |has been )?(?:placed|confirmed|created|booked|generated)',
      '(?:card|swipe|pos)\\b.{0,120}(?:paid|pay|had to pay)\\s+(?:in |by |with |through )?(?:cash|upi|another card|a different card|other card)',
      `${DEBITED}.{0,80}(?:merchant|shop|store|seller|restaurant) (?:says|said|did not|never).{0,40}(?:not|never|receive|get)`,
      '(?:card|swipe).{0,40}(?:fail|declin).{0,60}(?:still|but|yet|lekin)',
      // Swiped, no bill or slip came, the money was taken: a card payment that did not complete.
      '(?:card|swipe)\\b.{0,60}\\b(?:bill|slip|receipt|charge slip)\\b.{0,10}\\b(?:nahi mila|nahi aaya|not (?:generated|printed|given|received)|did not come|never came)\\b.{0,80}' + DEBITED,
      // "IndiaMart online card payment 2,999 failed, not reversed": a failure whose money has not come back.
      '(?:card|swipe|pos)\\b.{0,80}(?:fail|declin|unsuccessful)\\w*.{0,30}\\b(?:not|never|yet to be|still not) (?:been )?(?:reversed|refunded|returned|credited back|come back)',
      'order (?:was |got )?(?:not|never) (?:placed|confirmed|created|booked).{0,60}' + DEBITED,
      '(?:merchant|shop|store|seller|dukaan|dukandar)\\w* (?:ko |ke paas )?(?:nahi|nhi) (?:mila|mile|pahuncha|gaya|aaya)',
    ],
    examples: [
      'My card payment at the shop was declined but the amount was still debited.',
      'Online card payment failed but money was deducted and the merchant did not receive it.',
    ],
    aspects: ['card payment', 'failed payment'],
    // At an ATM the card is the one that drew the cash: an ATM story with no shop, site or order in it is not a purchase.
    ruledOutBy: [`^(?![\\s\\S]*\\b(?:shop|store|merchant|restaurant|online|website|app|pos|swipe machine|order|checkout|purchase|bought|buying|petrol pump|dukaan|dukandar)\\b)[\\s\\S]*\\b${ATM}\\b`],
  },
  rule: failedCardPaymentRule,
  findingWords: failedCardPaymentRule.findingWords,
  citations: [BANK_CITATIONS.card, BANK_CITATIONS.compensation],
};
