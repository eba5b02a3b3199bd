// failed_card_to_card_transfer: card account debited, beneficiary card not credited → credit or reversal by T+1,
// ₹100 a day after (RBI TAT circular, 20 Sep 2019, card transactions: card-to-card transfer).
import type { ClaimTypeDeclaration } from '../../claim-type.js';
import { BANK_CITATIONS } from './citations.js';
import { DEBITED } from './cue-fragments.js';
import { failedDebitRule, FAILED_DEBIT_FAMILY } from './failed-debit.js';
import type { BankParams } from './params.js';

/** "card to card", "card-to-card", "c2c", "card2card". */
const CARD_TO_CARD = '(?:card[- ]?(?:to|2)[- ]?card|\\bc2c\\b)';

export const failedCardToCardRule = failedDebitRule({
  claimType: 'failed_card_to_card_transfer',
  channels: ['card_to_card'],
  noun: { en: 'card-to-card transfer', hi: 'कार्ड-से-कार्ड ट्रांसफर', 'hi-Latn': 'card-to-card transfer' },
  tatDays: (p) => p.cardToCardTatDays,
  citation: BANK_CITATIONS.cardToCard,
});

export const failedCardToCardTransfer: ClaimTypeDeclaration<BankParams> = {
  id: 'failed_card_to_card_transfer',
  label: 'Failed card-to-card transfer (card debited, beneficiary card not credited)',
  noun: 'failed card-to-card transfer',
  intent: 'complaint',
  family: FAILED_DEBIT_FAMILY,
  vocabulary: {
    // The words "card to card" alone name a topic, not what went wrong: they are no cue on their own.
    cues: [
      CARD_TO_CARD + '.{0,100}(?:fail|declin|unsuccessful|pending|not (?:received|reached|credited)|did not (?:reach|arrive|go through)|never (?:reached|arrived)|nahi (?:mila|pahuncha|aaya))',
      CARD_TO_CARD + '.{0,120}' + DEBITED,
      '(?:sent|transferred|moved|bheja|bheje)\\b.{0,60}(?:to|into) (?:my |his |her |their |a |the )?(?:\\w+\\s)?(?:friend\\W?s |brother\\W?s |sister\\W?s |wife\\W?s |husband\\W?s |son\\W?s |daughter\\W?s )?(?:credit |debit |prepaid )?card\\b.{0,100}(?:not (?:credited|received|reached)|never (?:arrived|reached)|did not (?:arrive|reach|show))',
    ],
    examples: [
      'My card to card transfer failed but my card was debited.',
      'I sent 4000 from my debit card to my brother\'s card, it never reached him and the money is gone.',
      'Card-to-card transfer of 2500 is still not credited to the other card after two days.',
      'Card se card pe paise bheje, unke card pe nahi aaye aur mere kat gaye.',
    ],
    aspects: ['card-to-card transfer', 'failed transfer'],
  },
  rule: failedCardToCardRule,
  findingWords: failedCardToCardRule.findingWords,
  citations: [BANK_CITATIONS.cardToCard, BANK_CITATIONS.compensation],
  channels: ['card_to_card'],
};
