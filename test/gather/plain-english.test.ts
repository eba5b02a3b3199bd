import { describe, expect, it } from 'vitest';
import { knowledgeQuery, plainEnglish } from '../../src/agents/gather/offline/plain-english.js';

describe('a question in the plain English the documents use', () => {
  it.each([
    ['wat r the charges if my a/c bal goes below min', 'what are the charges if my account balance goes below minimum'],
    ['how long do u take to reverse a failed upi txn', 'how long do you take to reverse a failed upi transaction'],
    ['whats the fee 4 a duplicate card', 'what is the fee 4 a duplicate card'],
    ['what do i do if the atm doesnt give cash', 'what do i do if the atm does not give cash'],
    ['upi fail hone pe paisa kab tak wapas aata hai', 'upi fail when money by when back come is'],
    ['claim settle hone me kitna time lagta hai', 'claim settle to how long takes is'],
    ['एटीएम से पैसे नहीं निकले तो कितने दिन में वापस आते हैं', 'atm from money not withdrawn then how many days in back come are'],
    ['I sent 10k by upi', 'i sent 10000 by upi'],
    ['agar main policy 15 din baad cancel karun to kitna paisa wapas milega', 'if i policy 15 days after cancel do to how much refund'],
    ['how much would i be on the hook for if i let you know within a couple of days', 'how much would i be liability if i report within two days'],
    ['were someone to nick my card', 'were someone to steal my card'],
    ['if i tell the bank on the sixth working day, how much will i lose?', 'if i report on the sixth working day, how much liability?'],
    ['agar balance minimum se neeche chala gaya', 'if balance minimum from below goes goes'],
    ['minimum balance maintain pannalaina evlo charge', 'minimum balance below how much charge'],
  ])('%j reads as %j', (asked, english) => {
    expect(plainEnglish(asked)).toBe(english);
  });

  it('searches with the customer\'s own words plus the English, and with the words alone when they are English already', () => {
    expect(knowledgeQuery('min bal kitna?')).toBe('min bal kitna? minimum balance how much?');
    expect(knowledgeQuery('How long does a refund take?')).toBe('How long does a refund take?');
  });
});

describe('use the customer did not allow', () => {
  it('reads "without me knowing" and "without my permission" as unauthorised', () => {
    expect(plainEnglish('what if somebody uses my card without me knowing')).toContain('unauthorised');
    expect(plainEnglish('a payment made without my permission')).toContain('unauthorised');
  });
});
