// failed_card_payment: card debited, merchant did not confirm → reversal by T+5, ₹100 a day after (RBI TAT).
import { BANK_CITATIONS } from './citations.js';
import { failedDebitRule } from './failed-debit.js';

export const failedCardPaymentRule = failedDebitRule({
  claimType: 'failed_card_payment',
  channels: ['card_pos', 'card_online'],
  noun: 'card payment',
  tatDays: (p) => p.cardTatDays,
  citation: BANK_CITATIONS.card,
});
