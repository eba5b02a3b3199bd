import { describe, expect, it } from 'vitest';
import { emptyEntities, type Entities } from '../../src/domain/entities.js';
import { cardFits, matchSubject, namedOneByOne, statedOtherwise } from '../../src/policy/matcher.js';
import type { Candidate } from '../../src/policy/pack.js';
import { inr } from '../support/records.builder.js';

const candidate = (over: Partial<Candidate> & { id: string }): Candidate => ({
  kind: 'transaction', tier: 0, amount: null, date: null, labels: [over.id], describe: over.id, ...over,
});
const entities = (over: Partial<Entities> = {}): Entities => ({ ...emptyEntities(), ...over });
const day = (d: string) => ({ from: d, to: d, text: d });

// The public ambiguous case: two failed ATM debits at Bandra, 2,000 on 5 March and 4,000 on 7 March.
const bandra = [
  candidate({ id: 'T9020', amount: inr(2_000), date: '2026-03-05', labels: ['T9020', 'ATM0305A', 'ATM BANDRA 0007', 'atm', '5521'] }),
  candidate({ id: 'T9021', amount: inr(4_000), date: '2026-03-07', labels: ['T9021', 'ATM0307B', 'ATM BANDRA 0007', 'atm', '5521'] }),
];

const ids = (m: ReturnType<typeof matchSubject>) =>
  m.kind === 'unique' ? [m.candidate.id] : m.kind === 'several' ? m.candidates.map((c) => c.id) : [];

describe('matchSubject', () => {
  it('finds nothing when there are no candidates', () => {
    expect(matchSubject([], entities({ amounts: [inr(5_000)] }))).toEqual({ kind: 'none' });
  });

  it('returns the only candidate when the message gives no details', () => {
    expect(ids(matchSubject([bandra[0]!], entities()))).toEqual(['T9020']);
  });

  it('reports several when the message does not tell them apart', () => {
    const match = matchSubject(bandra, entities({ channels: ['atm'] }));
    expect(match.kind).toBe('several');
    expect(ids(match)).toEqual(['T9020', 'T9021']);
  });

  it('narrows by amount and date together ("The 4000 one on 7 March")', () => {
    expect(matchSubject(bandra, entities({ amounts: [inr(4_000)], dates: [day('2026-03-07')] }))).toEqual({ kind: 'unique', candidate: bandra[1] });
  });

  it.each([
    ['amount alone', { amounts: [inr(2_000)] }, ['T9020']],
    ['a date alone', { dates: [day('2026-03-07')] }, ['T9021']],
    ['a date range', { dates: [{ from: '2026-03-01', to: '2026-03-06', text: 'early March' }] }, ['T9020']],
    ['a reference, in any case and spacing', { references: ['atm 0307b'] }, ['T9021']],
    ['an id', { references: ['T9020'] }, ['T9020']],
  ])('narrows by %s', (_label, given, expected) => {
    expect(ids(matchSubject(bandra, entities(given)))).toEqual(expected);
  });

  it('reports none when a reference names no candidate', () => {
    expect(matchSubject(bandra, entities({ references: ['CLM-7001'], amounts: [inr(4_000)] }))).toEqual({ kind: 'none' });
  });

  it('keeps the set when a softer detail fits nothing (a wrong amount still leaves both)', () => {
    expect(ids(matchSubject(bandra, entities({ amounts: [inr(9_999)] })))).toEqual(['T9020', 'T9021']);
  });

  it('prefers the candidates that fit the most details', () => {
    // the amount fits T9020, the date and amount fit T9021
    const match = matchSubject(bandra, entities({ amounts: [inr(2_000), inr(4_000)], dates: [day('2026-03-07')] }));
    expect(ids(match)).toEqual(['T9021']);
  });

  it('considers the lowest tier among equally fitting candidates', () => {
    const list = [
      candidate({ id: 'POSTED', tier: 1, amount: inr(5_000), date: '2026-03-01' }),
      candidate({ id: 'FAILED', tier: 0, amount: inr(5_000), date: '2026-03-04' }),
    ];
    expect(ids(matchSubject(list, entities()))).toEqual(['FAILED']);
    expect(ids(matchSubject(list, entities({ amounts: [inr(5_000)] })))).toEqual(['FAILED']);
    expect(ids(matchSubject(list, entities({ dates: [day('2026-03-01')] })))).toEqual(['POSTED']);
  });

  it('finds a record in a higher tier by its reference', () => {
    const list = [candidate({ id: 'CLM-7001', tier: 0 }), candidate({ id: 'CLM-7003', tier: 1 })];
    expect(ids(matchSubject(list, entities({ references: ['CLM-7003'] })))).toEqual(['CLM-7003']);
  });

  it('narrows by counterparty words, card last-4 and product', () => {
    const list = [
      candidate({ id: 'T1', labels: ['T1', 'ATM MG ROAD 0042', '4411'] }),
      candidate({ id: 'T2', labels: ['T2', 'AMAZON PAY', '7788'] }),
      candidate({ id: 'P1', labels: ['P1', 'motor', 'motor policy'] }),
    ];
    expect(ids(matchSubject(list, entities({ counterparties: ['mg road'] })))).toEqual(['T1']);
    expect(ids(matchSubject(list, entities({ counterparties: ['Amazon'] })))).toEqual(['T2']);
    expect(ids(matchSubject(list, entities({ cardLast4: ['7788'] })))).toEqual(['T2']);
    expect(ids(matchSubject(list, entities({ products: ['motor'] })))).toEqual(['P1']);
  });

  it('finds a claim by the amount it was settled for and the month it was settled, not only what was claimed and when', () => {
    const claims = [
      candidate({ id: 'CLM-2006', kind: 'claim', amount: inr(52_000), date: '2026-07-02', otherAmounts: [inr(50_000)], otherDates: ['2026-08-20', '2026-07-06'] }),
      candidate({ id: 'CLM-2007', kind: 'claim', amount: inr(31_000), date: '2026-08-25', otherAmounts: [inr(30_000)], otherDates: ['2026-10-13', '2026-08-25'] }),
    ];
    const august = { from: '2026-08-01', to: '2026-08-31', text: 'in August' };
    expect(ids(matchSubject(claims, entities({ amounts: [inr(50_000)], dates: [august] })))).toEqual(['CLM-2006']);
    expect(ids(matchSubject(claims, entities({ amounts: [inr(30_000)] })))).toEqual(['CLM-2007']);
    expect(namedOneByOne(claims, entities({ amounts: [inr(50_000), inr(30_000)] })).map((c) => c.id)).toEqual(['CLM-2006', 'CLM-2007']);
  });

  it('narrows cards by the kind the message names ("my credit card")', () => {
    const cards = [
      candidate({ id: 'CARD-5521', kind: 'card', labels: ['CARD-5521', '5521', 'debit', 'debit card'] }),
      candidate({ id: 'CARD-7788', kind: 'card', labels: ['CARD-7788', '7788', 'credit', 'credit card'] }),
    ];
    expect(ids(matchSubject(cards, entities({ cardKinds: ['credit'] })))).toEqual(['CARD-7788']);
    expect(ids(matchSubject(cards, entities({ cardKinds: ['debit'] })))).toEqual(['CARD-5521']);
    expect(ids(matchSubject(cards, entities()))).toEqual(['CARD-5521', 'CARD-7788']);
  });

  it('narrows claims by the state the customer tells ("pending since Jan", "settled late", "rejected")', () => {
    const january = { from: '2026-01-01', to: '2026-01-31', text: 'since jan' };
    const claims = [
      candidate({ id: 'CLM-7001', kind: 'claim', amount: inr(42_000), date: '2026-01-05', labels: ['CLM-7001', 'POL-HL-2203', 'settled', 'health'] }),
      candidate({ id: 'CLM-7002', kind: 'claim', amount: inr(65_000), date: '2026-01-20', labels: ['CLM-7002', 'POL-HL-2203', 'under_review', 'health'] }),
      candidate({ id: 'CLM-7003', kind: 'claim', amount: inr(15_000), date: '2025-12-01', labels: ['CLM-7003', 'POL-HL-2203', 'rejected', 'health'] }),
    ];
    expect(ids(matchSubject(claims, entities({ dates: [january], claimStates: ['open'] })))).toEqual(['CLM-7002']);
    expect(ids(matchSubject(claims, entities({ dates: [january], claimStates: ['settled'] })))).toEqual(['CLM-7001']);
    expect(ids(matchSubject(claims, entities({ claimStates: ['rejected'] })))).toEqual(['CLM-7003']);
    expect(ids(matchSubject(claims, entities({ dates: [january] })))).toEqual(['CLM-7001', 'CLM-7002']);
  });

  it('fits a rough figure within a tenth of a record\'s amount, and never reads it as another amount', () => {
    const claims = [
      candidate({ id: 'CLM-1', kind: 'claim', amount: inr(9_80_000), date: '2026-03-20', labels: ['CLM-1', 'settled'], otherAmounts: [inr(9_50_000)] }),
      candidate({ id: 'CLM-2', kind: 'claim', amount: inr(40_000), date: '2026-03-25', labels: ['CLM-2', 'settled'] }),
    ];
    expect(ids(matchSubject(claims, entities({ amounts: [inr(10_00_000)], roughAmounts: [inr(10_00_000)] })))).toEqual(['CLM-1']);
    expect(statedOtherwise(claims[0]!, entities({ amounts: [inr(10_00_000)], roughAmounts: [inr(10_00_000)] }))).toBeNull();
    expect(statedOtherwise(claims[0]!, entities({ amounts: [inr(10_00_000)] }))).not.toBeNull();
    expect(statedOtherwise(claims[1]!, entities({ amounts: [inr(4_00_000)], roughAmounts: [inr(4_00_000)] }))).not.toBeNull();
    expect(ids(matchSubject(claims, entities({ amounts: [inr(60_000)], roughAmounts: [inr(60_000)] })))).toEqual(['CLM-1', 'CLM-2']);
  });

  it('does not take a claim state for a transaction\'s ("the failed one" is no claim state)', () => {
    const txns = [candidate({ id: 'T1', labels: ['T1', 'rejected'] }), candidate({ id: 'T2', labels: ['T2'] })];
    expect(ids(matchSubject(txns, entities({ claimStates: ['rejected'] })))).toEqual(['T1', 'T2']);
  });

  it('does not take a bare number for a record whose amount and date the message contradicts ("the ATM at sector 17")', () => {
    const list = [
      candidate({ id: 'XT1-4', amount: inr(1_410), date: '2026-11-12', labels: ['XT1-4', 'ATMX14', 'ATM SECTOR 17 041'] }),
      candidate({ id: 'XT1-7', amount: inr(1_710), date: '2026-11-15', labels: ['XT1-7', 'ATMX17', 'ATM CIVIL LINES 071'] }),
    ];
    // "17" is the place's number, and also the digits of ATMX17: the stated 1,410 on 12 November name XT1-4.
    expect(ids(matchSubject(list, entities({ numbers: ['17'], amounts: [inr(1_410)], dates: [day('2026-11-12')] })))).toEqual(['XT1-4']);
    // Where nothing contradicts it, the bare number still names its record.
    expect(ids(matchSubject(list, entities({ numbers: ['17'] })))).toEqual(['XT1-7']);
    expect(ids(matchSubject(list, entities({ numbers: ['17'], amounts: [inr(1_710)] })))).toEqual(['XT1-7']);
    // The number read as rupees too ("17 — still not paid") is not a stated amount that contradicts it.
    expect(ids(matchSubject(list, entities({ numbers: ['17'], amounts: [inr(17)] })))).toEqual(['XT1-7']);
  });

  it('is deterministic: the same input gives the same answer in the same order', () => {
    const given = entities({ channels: ['atm'] });
    expect(matchSubject(bandra, given)).toEqual(matchSubject([...bandra], given));
  });
});

describe('namedOneByOne', () => {
  const named = (e: Entities) => namedOneByOne(bandra, e).map((c) => c.id);

  it('names each record a mention fits alone ("2,000 on the 5th and 4,000 on the 7th")', () => {
    expect(named(entities({ amounts: [inr(2_000), inr(4_000)] }))).toEqual(['T9020', 'T9021']);
    expect(named(entities({ dates: [day('2026-03-05'), day('2026-03-07')] }))).toEqual(['T9020', 'T9021']);
    expect(named(entities({ references: ['ATM0305A', 'ATM0307B'] }))).toEqual(['T9020', 'T9021']);
  });

  it('names no record by a detail they share (the same ATM, the same card)', () => {
    expect(named(entities({ counterparties: ['bandra'], cardLast4: ['5521'] }))).toEqual([]);
  });

  it('names only the record a lone amount fits', () => {
    expect(named(entities({ amounts: [inr(4_000), inr(9_999)] }))).toEqual(['T9021']);
  });
});

describe('matchSubject with a stated amount no record has', () => {
  const upi = [candidate({ id: 'T5011', amount: inr(3_000), date: '2026-12-09', labels: ['T5011', 'UPI20911885', 'ravi.k@okicici', 'upi'] })];

  it('does not pick the only record when the amount the message states is not its amount', () => {
    expect(matchSubject(upi, entities({ amounts: [inr(1_250)], channels: ['upi'] }))).toEqual({ kind: 'none' });
  });

  it('still picks it when another detail of its own fits (the payee), or when no amount is stated', () => {
    expect(ids(matchSubject(upi, entities({ amounts: [inr(1_250)], counterparties: ['ravi'] })))).toEqual(['T5011']);
    expect(ids(matchSubject(upi, entities({ channels: ['upi'] })))).toEqual(['T5011']);
  });

  it('reads a small number as a place, not an amount ("the ATM at sector 17")', () => {
    expect(ids(matchSubject(upi, entities({ amounts: [inr(17)] })))).toEqual(['T5011']);
  });
});

describe('cardFits', () => {
  const transfer = candidate({ id: 'T1', labels: ['T1', 'C2C-0710', 'CARD XX4455', 'card_to_card', '7002'] });
  it('fits the customer\'s own card digits and the masked digits of the card a transfer went to', () => {
    expect(cardFits(transfer, '7002')).toBe(true);
    expect(cardFits(transfer, '4455')).toBe(true);
    expect(cardFits(transfer, '55')).toBe(true);
  });
  it('fits no other digits, and no digits that only end a reference', () => {
    expect(cardFits(transfer, '4456')).toBe(false);
    expect(cardFits(candidate({ id: 'T2', labels: ['T2', 'ATM0710X4455'] }), '4455')).toBe(false);
  });
});

describe('amounts said in whole rupees', () => {
  const pos = [candidate({ id: 'T1', amount: 2_340_60, date: '2026-11-10' }), candidate({ id: 'T2', amount: 1_200_00, date: '2026-11-10' })];
  it('fits a record by its amount without the paise, rounded down or to the nearest rupee', () => {
    expect(ids(matchSubject(pos, entities({ amounts: [2_340_00] })))).toEqual(['T1']);
    expect(ids(matchSubject(pos, entities({ amounts: [2_341_00] })))).toEqual(['T1']);
  });
  it('fits nothing by a rupee more or less than that', () => {
    expect(ids(matchSubject(pos, entities({ amounts: [2_342_00] })))).not.toEqual(['T1']);
    expect(ids(matchSubject(pos, entities({ amounts: [2_340_50] })))).not.toEqual(['T1']);
  });
});
