// failed_upi_transfer: UPI/IMPS debited, beneficiary not credited → reversal by T+1, ₹100 a day after (RBI TAT).
import { BANK_CITATIONS } from './citations.js';
import { failedDebitRule } from './failed-debit.js';

export const failedUpiRule = failedDebitRule({
  claimType: 'failed_upi_transfer',
  channels: ['upi', 'imps'],
  noun: 'UPI/IMPS transfer',
  tatDays: (p) => p.upiTatDays,
  citation: BANK_CITATIONS.upi,
});
