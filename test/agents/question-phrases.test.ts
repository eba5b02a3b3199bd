// The questions asked before acting carry the same facts (records, amounts in Indian grouping, formula) in English,
// Hindi and Hinglish; Hindi is written in Devanagari, Hinglish in Latin letters.
import { describe, expect, it } from 'vitest';
import { questionWords } from '../../src/agents/respond/offline/question-phrases.js';
import { claimProfiles } from '../../src/agents/tenant-profile.js';
import { bankPack } from '../../src/policy/packs/bank/bank.pack.js';

const tenant = { claims: claimProfiles(bankPack) };
const LANGUAGES = ['en', 'hi', 'hi-Latn'] as const;
const RECORD = '₹1,05,000.00 at ATM BANDRA 0007 on 5 March 2026 (ATM0305A)';
const OTHER = '₹4,000.00 at ATM BANDRA 0007 on 7 March 2026 (ATM0307B)';
const FORMULA = '18,000.00 − 18,000.00 × 20/364 days on cover − 50.00 stamp duty = 16,960.99';
const DEVANAGARI = /[\u0900-\u097F]/;

function everyQuestion(language: (typeof LANGUAGES)[number]): string[] {
  const q = questionWords(language, tenant);
  return [
    q.whichRecord([RECORD, OTHER]),
    q.noRecord,
    q.whichType([q.label('failed_upi_transfer'), q.label('failed_card_payment')]),
    q.confirm(q.noun('failed_atm_withdrawal'), RECORD, { block: null, blockCardOf: null, cancel: null, credit: '₹1,05,300.00', review: null }),
    q.confirm(q.noun('unauthorized_transaction'), RECORD, { block: null, blockCardOf: 'CARD-4417', cancel: null, credit: null, review: '₹1,05,000.00' }),
    q.cancelOnTerms('health policy POL-HL-2201', ['whole_amount', 'later_date'], '₹16,960.99', FORMULA),
  ];
}

describe('the question that asks which card', () => {
  it.each(LANGUAGES)('asks for the card by its place in the list or its last digits, not an amount and a date, in %s', (language) => {
    const q = questionWords(language, tenant);
    const cards = q.whichRecord(['debit card ending 5521 (active)', 'credit card ending 7788 (active)'], 'card');
    const payments = q.whichRecord([RECORD, OTHER]);
    expect(cards).toContain('2. credit card ending 7788 (active)');
    expect(cards).not.toBe(payments.replace(RECORD, 'debit card ending 5521 (active)').replace(OTHER, 'credit card ending 7788 (active)'));
    expect(cards).toMatch(/four digits|चार अंक|chaar ank/);
  });
});

describe('the questions in the customer\'s language', () => {
  it.each(LANGUAGES)('keeps every record, amount and formula in %s', (language) => {
    const [which, , types, credit, block, cancel] = everyQuestion(language);
    expect(which).toContain(`1. ${RECORD}`);
    expect(which).toContain(`2. ${OTHER}`);
    expect(types).toMatch(/^1\. .*(?:UPI|यूपीआई)/m);
    expect(types).toMatch(/^2\. /m);
    expect(credit).toContain(RECORD);
    expect(credit).toContain('₹1,05,300.00');
    expect(block).toContain('(CARD-4417)');
    expect(block).toContain('₹1,05,000.00');
    expect(cancel).toContain('POL-HL-2201');
    expect(cancel).toContain(`₹16,960.99`);
    expect(cancel).toContain(`(${FORMULA})`);
  });

  it('writes Hindi in Devanagari and Hinglish in Latin letters, and English as before', () => {
    for (const text of everyQuestion('hi')) expect(text).toMatch(DEVANAGARI);
    for (const text of everyQuestion('hi-Latn')) expect(text).not.toMatch(DEVANAGARI);
    const [, , , credit, , cancel] = everyQuestion('en');
    expect(credit).toBe(`Before we go ahead, please confirm: is this about failed ATM withdrawal on ${RECORD}, and do you want us to credit ₹1,05,300.00 to your account? Please reply yes or no.`);
    expect(cancel).toMatch(/^Before we cancel health policy POL-HL-2201: you asked for the whole amount back, and you named a later date\. If we cancel it today/);
  });

  it('names a claim type without a translation by its pack label', () => {
    const q = questionWords('hi', { claims: { ...tenant.claims, custom_claim: { ...tenant.claims.fee_reversal!, label: 'Custom claim' } } });
    expect(q.label('custom_claim')).toBe('Custom claim');
  });
});
