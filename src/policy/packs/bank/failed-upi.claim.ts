// failed_upi_transfer: UPI/IMPS debited, beneficiary not credited → reversal by T+1, ₹100 a day after (RBI TAT).
import { BANK_CITATIONS } from './citations.js';
import { failedDebitRule, FAILED_DEBIT_FAMILY } from './failed-debit.js';
import type { ClaimTypeDeclaration } from '../../claim-type.js';
import type { BankParams } from './params.js';
import { DEBITED } from './cue-fragments.js';

export const failedUpiRule = failedDebitRule({
  claimType: 'failed_upi_transfer',
  channels: ['upi', 'imps'],
  noun: { en: 'UPI/IMPS transfer', hi: 'यूपीआई/आईएमपीएस ट्रांसफर', 'hi-Latn': 'UPI/IMPS transfer' },
  tatDays: (p) => p.upiTatDays,
  citation: BANK_CITATIONS.upi,
});

export const failedUpiTransfer: ClaimTypeDeclaration<BankParams> = {
  id: 'failed_upi_transfer',
  label: 'Failed UPI/IMPS transfer (account debited, beneficiary not credited)',
  noun: 'failed UPI/IMPS transfer',
  intent: 'complaint',
  family: FAILED_DEBIT_FAMILY,
  vocabulary: {
    cues: [
      '(?:upi|imps|neft|gpay|google pay|phonepe|paytm|bhim|@ok\\w+|@\\w*(?:bank|axis|icici|sbi|hdfc|ybl|paytm|upi)).{0,100}(?:fail|declin|unsuccessful|pending|not (?:received|reached|credited)|did not (?:reach|go through|get)|never (?:reached|received)|nahi (?:mila|pahuncha|gaya)|ho gaya fail)',
      '(?<!card |pos |swipe )(?:transfer|payment|sent|bheja|bheje).{0,60}(?:fail|declin|unsuccessful).{0,80}' + DEBITED,
      '(?:fail|declin|unsuccessful).{0,80}(?:upi|imps|transfer)',
      '(?:money|amount|paise) (?:left|went out of|gone from) my account',
      '(?:beneficiary|recipient|receiver|he|she|they) (?:did not|never) (?:get|receive)',
    ],
    examples: [
      'My UPI transfer failed but the money was debited.',
      'I sent money by IMPS, it failed and was not refunded.',
      'UPI se paise bheje the, fail ho gaya lekin paise kat gaye.',
    ],
    aspects: ['upi', 'failed transfer'],
    // A transfer is told by how it was sent or paid, or where it was to go: never by a merchant alone ("4820 google play
    // 7800 not me" is a payment denied, whatever "google" leans the classifier to).
    classifierNeeds: [
      '\\b(?:upi|imps|neft|rtgs|vpa|bhim|gpay|g pay|google pay|phonepe|phone pe|paytm|qr|scan\\w*|transfer\\w*|sent|send|sending|bheja|bheje|bhejna|beneficiary|recipient|receiver|payee|reach\\w*|pahunch\\w*|pahuch\\w*|credit\\w*|receiv\\w*|paid|pay|payment|payments|mila|mile|aaya|aaye|account number|a\\/c no)\\b|@',
      'भेज|यूपीआई|पहुं|पहुँ|ट्रांसफर',
    ],
  },
  rule: failedUpiRule,
  findingWords: failedUpiRule.findingWords,
  citations: [BANK_CITATIONS.upi, BANK_CITATIONS.compensation],
};
