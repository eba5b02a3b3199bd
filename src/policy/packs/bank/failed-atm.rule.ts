// failed_atm_withdrawal: ATM debited, cash not dispensed → reversal by T+5, ₹100 a day after (RBI TAT, 20 Sep 2019).
import { BANK_CITATIONS } from './citations.js';
import { failedDebitRule } from './failed-debit.js';

export const failedAtmRule = failedDebitRule({
  claimType: 'failed_atm_withdrawal',
  channels: ['atm'],
  noun: 'ATM withdrawal',
  tatDays: (p) => p.atmTatDays,
  citation: BANK_CITATIONS.atm,
});
