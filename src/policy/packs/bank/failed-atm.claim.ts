// failed_atm_withdrawal: ATM debited, cash not dispensed → reversal by T+5, ₹100 a day after (RBI TAT, 20 Sep 2019).
import { BANK_CITATIONS } from './citations.js';
import { failedDebitRule, FAILED_DEBIT_FAMILY } from './failed-debit.js';
import type { ClaimTypeDeclaration } from '../../claim-type.js';
import type { BankParams } from './params.js';
import { ATM, DEBITED, FAILED, WITHDRAW } from './cue-fragments.js';

export const failedAtmRule = failedDebitRule({
  claimType: 'failed_atm_withdrawal',
  channels: ['atm'],
  noun: { en: 'ATM withdrawal', hi: 'एटीएम निकासी', 'hi-Latn': 'ATM withdrawal' },
  tatDays: (p) => p.atmTatDays,
  citation: BANK_CITATIONS.atm,
});

export const failedAtmWithdrawal: ClaimTypeDeclaration<BankParams> = {
  id: 'failed_atm_withdrawal',
  label: 'Failed ATM withdrawal (account debited, cash not dispensed)',
  noun: 'failed ATM withdrawal',
  intent: 'complaint',
  family: FAILED_DEBIT_FAMILY,
  vocabulary: {
    cues: [
      ATM + '.{0,80}(?:no|not|did not|never|without|nahi|nhi)\\b.{0,30}(?:cash|money|notes|dispens|paise|paisa|give|gave|come out|nikl)',
      '(?:cash|money|notes|paise)\\b.{0,40}(?:not|nahi|nhi|never)\\s*(?:\\w+\\s+){0,2}(?:dispens|received|come out|came out|mila|mile|nikl|given).{0,80}' + ATM,
      ATM + '.{0,80}(?:withdrawal|transaction)\\s*(?:has\\s+|was\\s+)?(?:failed|declined|unsuccessful).{0,80}' + DEBITED,
      ATM + '.{0,60}' + FAILED,
      // The machine "ate" or "swallowed" the money: kept it and gave nothing.
      ATM + '(?=.*(?:money|cash|paise|paisa|\\brs\\b|inr|₹|\\d)).{0,40}\\b(?:ate|eats|eaten|eating|swallowed|swallows|swallow|kept|keeps|gobbled|kha+ (?:gaya|gayi|gaye|liya|liye|li))\\b',
      FAILED + '\\w*\\s+(?:\\w+\\s+){0,2}' + ATM,
      WITHDRAW + '\\w*\\b.{0,120}(?:' + FAILED + '|no (?:cash|money|notes)|not dispens|nahi nikl).{0,120}' + DEBITED,
      WITHDRAW + '\\w*\\b.{0,80}machine\\b.{0,40}' + FAILED,
      // The withdrawal told as a story: "to take out two and a half thousand … not a single note came out".
      WITHDRAW + '\\w*\\b.{0,200}\\b(?:not a single|not one|no|not any|zero)\\s+(?:single\\s+)?(?:notes?|cash|rupee notes?)\\s+(?:\\w+\\s+)?(?:came out|come out|was dispensed|were dispensed|dispensed|nikla|nikle|nikli)',
      ATM + '\\b.{0,140}(?:compensat|penalty|delay\\w* (?:in )?(?:revers|refund|credit)|(?:revers|refund|credit)\\w*\\b.{0,30}(?:only|late|after|delay))',
      '(?:compensat|penalty)\\w*\\b.{0,100}' + ATM,
      `atm.{0,80}${DEBITED}`,
      '(?:cash|notes) (?:was |were )?not dispensed',
      '(?:no|not any|zero) (?:cash|money|notes)\\b.{0,60}' + ATM,
      'machine (?:did not|never) (?:give|dispense)',
      'cash nahi (?:mila|nikla|aaya|diya)',
      // The verb before its negation, as Marathi and Hindi also say it: "ATM madhun … paise nighale nahit", "paise nikle nahi".
      ATM + '.{0,80}(?:paise|paisa|cash|notes|rakkam)\\s+(?:nighale|nighala|nighali|nikle|nikla|nikli|aale|aala|milale|mile|mila)\\s+(?:nahi|nahit|nahin|nhi)\\b',
    ],
    examples: [
      'The ATM debited my account but did not dispense any cash.',
      'Withdrew 3000 at the ATM, no money came out but the amount was deducted.',
      'ATM se paise nahi nikle par account se kat gaye.',
      'Cash nahi mila ATM se, 2000 debit ho gaya.',
      'The ATM reversal reached me late, pay me the compensation of 100 a day for the delay.',
    ],
    aspects: ['atm', 'cash not dispensed'],
    // A withdrawal the customer denies making ("somebody already took 10000 from the ATM … I did not take that
    // money") is a fraud told at an ATM: the machine did its work, for someone else.
    ruledOutBy: [
      '\\b(?:i|we)\\s+(?:did not|didn\'?t|never|have not|haven\'?t)\\s+(?:make|made|authori[sz]e|authori[sz]ed|allow|allowed)\\s+(?:this|that|the)\\s+(?:withdrawal|transaction|txn|debit)\\b',
      '\\b(?:i|we)\\s+(?:did not|didn\'?t|never)\\s+(?:take|took|withdraw|withdrew)\\s+(?:that|this|those|these)\\s+(?:money|cash|amount)\\b',
      '\\b(?:someone|somebody|some one|some person|a thief|the thief|thieves|kisi ne)\\b(?:\\s+else)?\\b.{0,40}\\b(?:withdrew|withdrawn|took out|took|taken out|nikal\\w*)\\b.{0,30}\\b(?:from my|my|mere|meri|mera)\\s+(?:account|card|a\\/c|money|cash|khate|khata)\\b',
    ],
  },
  rule: failedAtmRule,
  findingWords: failedAtmRule.findingWords,
  citations: [BANK_CITATIONS.atm, BANK_CITATIONS.compensation],
};
