import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extractEntities } from '../../src/agents/gather/offline/entity-extractor.js';
import { makeClock } from '../../src/domain/calendar.js';
import { emptyEntities, type Entities } from '../../src/domain/entities.js';
import { matchSubject, rankCandidates, statedOtherwise } from '../../src/policy/matcher.js';
import type { Candidate } from '../../src/policy/pack.js';
import { referenceStrength } from '../../src/policy/reference-forms.js';
import { inr } from '../support/records.builder.js';

const clock = makeClock('Asia/Kolkata', '2026-11-22');
const candidate = (over: Partial<Candidate> & { id: string }): Candidate => ({
  kind: 'transaction', tier: 0, amount: null, date: null, labels: [over.id], describe: over.id, ...over,
});
const entities = (over: Partial<Entities> = {}): Entities => ({ ...emptyEntities(), ...over });
const picked = (text: string, list: Candidate[]) => {
  const match = matchSubject(list, extractEntities(text, clock));
  return match.kind === 'unique' ? [match.candidate.id] : match.kind === 'several' ? match.candidates.map((c) => c.id) : [];
};

// A customer's records: two insurance claims, a policy, three transactions on two cards.
const claims = [
  candidate({ id: 'CLM-7001', kind: 'claim', amount: inr(42_000), date: '2026-01-05', labels: ['CLM-7001', 'POL-HL-2201', 'settled', 'health'] }),
  candidate({ id: 'CLM-7002', kind: 'claim', amount: inr(18_000), date: '2026-08-01', labels: ['CLM-7002', 'POL-TR-3301', 'under_review', 'travel'] }),
];
const transactions = [
  candidate({ id: 'T9001', amount: inr(2_000), date: '2026-11-18', labels: ['T9001', 'ATM0318A', 'ATM ADYAR 0031', 'atm', '4411'] }),
  candidate({ id: 'T9002', amount: inr(3_000), date: '2026-11-20', labels: ['T9002', 'SWG77121', 'SWIGGY BANGALORE', 'card_online', '7788'] }),
  candidate({ id: 'T9003', amount: inr(3_000), date: '2026-11-17', labels: ['T9003', 'UPI661001', 'rahul@okaxis', 'upi', '4411'] }),
];

describe('reference forms', () => {
  it.each([
    ['CLM-7001', 'CLM-7001', 3], ['clm 7001', 'CLM-7001', 3], ['Clm7001', 'CLM-7001', 3],
    ['CLAIM-7001', 'CLM-7001', 2], ['c 7001', 'CLM-7001', 2], ['7001', 'CLM-7001', 1],
    ['T-9001', 'T9001', 3], ['txn 9001', 'T9001', 2], ['hl 2201', 'POL-HL-2201', 2], ['policy 2201', 'POL-HL-2201', 2],
    ['CLM-7002', 'CLM-7001', 0], ['X-7001', 'CLM-7001', 0], ['700', 'CLM-7001', 0], ['amazon', 'AMAZON PAY', 0],
    ['ATM1209', 'ATM1209AD1', 1], ['07AN1', 'ATM1207AN1', 1], ['AN1', 'ATM1207AN1', 1],
    ['N1', 'ATM1207AN1', 0], ['1209', 'ATM1209AD1', 0], ['TM12', 'ATM1209AD1', 0],
    // Digits told as the end of a reference ("ref ending 884512") name the identifier ending so, and no other.
    ['…884512', 'IMPS6207884512', 1], ['…884512', 'IMPS6207119034', 0], ['…6207', 'IMPS6207884512', 0],
  ])('%j against %j has strength %i', (mention, identifier, strength) => {
    expect(referenceStrength(mention, identifier)).toBe(strength);
  });
});

describe('references written the customer\'s way resolve to their own record', () => {
  it.each([
    ['status of clm 7001 please', ['CLM-7001']],
    ['any news on CLAIM NO. 7002?', ['CLM-7002']],
    ['my claim 7002 is stuck', ['CLM-7002']],
    ['7001 — still not paid', ['CLM-7001']],
    ['clm-7002 kab settle hoga', ['CLM-7002']],
  ])('%j', (text, expected) => {
    expect(picked(text, claims)).toEqual(expected);
  });

  it.each([
    ['upi ref ending 1001 failed, around 3k', ['T9003']],
    // An ending that names a record whose day the message contradicts, or that names none: nothing is picked.
    ['upi failed on 19 Nov, ref ending 1001', []],
    ['upi of 3000 failed, ref ending 999999', []],
    ['T-9001 failed', ['T9001']],
    ['txn 9002 was charged but food never came', ['T9002']],
    ['the card ending 88 was charged', ['T9002']],
    ['Swigy took 3k', ['T9002']],
    ['the one at adyar on 18th', ['T9001']],
    ['Rs.3,000/- to rahul@okaxis', ['T9003']],
    ['debited vide ref ATM0318 but no cash', ['T9001']],
    ['the one with reference ending 661001', ['T9003']],
    ['₹ 3 000 went 2 days back', ['T9002']],
    ['three thousand rupees last Tuesday', ['T9003']],
    ['teen hazaar kat gaye, 2 din pehle', ['T9002']],
    ['2000 at the ATM kal nahi mila', ['T9001']],
  ])('%j', (text, expected) => {
    expect(picked(text, transactions)).toEqual(expected);
  });

  it.each([
    ['no cash from the atm, reference ATM 0318 A', ['T9001']],
    ['ref atm 0318a, machine gave nothing', ['T9001']],
    ['UPI 661 001 failed', ['T9003']],
  ])('%j: a reference spaced out into groups names its record, and its digits are not rupees', (text, expected) => {
    expect(picked(text, transactions)).toEqual(expected);
    const [only] = transactions.filter((t) => t.id === expected[0]);
    expect(statedOtherwise(only!, extractEntities(text, clock))).toBeNull();
  });

  it('does not join spaced groups into a reference the customer does not have', () => {
    expect(picked('atm 5000 not received', transactions)).toEqual([]);
  });

  const policies = [
    candidate({ id: 'POL-HL-2201', kind: 'policy', amount: inr(12_000), date: '2026-01-01', labels: ['POL-HL-2201', 'health'] }),
    candidate({ id: 'POL-HL-3302', kind: 'policy', amount: inr(21_000), date: '2026-11-01', labels: ['POL-HL-3302', 'health'] }),
  ];
  it.each([
    ['cancel my policy ending 3302', ['POL-HL-3302']],
    ['policy no. XXXX2201 please cancel', ['POL-HL-2201']],
    ['policy number ending in 2201', ['POL-HL-2201']],
  ])('%j: the last digits of a policy number name that policy, not a card', (text, expected) => {
    expect(extractEntities(text, clock).cardLast4).toEqual([]);
    expect(picked(text, policies)).toEqual(expected);
  });

  it.each([['status of X1000?', 'X-1000'], ['what about AUG-1000', 'AUG-1000'], ['status of jul-aa-1000', 'JUL-AA-1000']])(
    '%j names %s: one x is no card mask, and a month name joined to an id is no date', (text, id) => {
      expect(picked(text, [candidate({ id }), candidate({ id: 'A-1003' })])).toEqual([id]);
    });

  it('keeps both when a number fits two records and nothing else tells them apart', () => {
    expect(picked('the 3000 one', transactions)).toEqual(['T9002', 'T9003']);
  });

  it('finds no record for a reference to a record the customer does not have', () => {
    expect(matchSubject(claims, extractEntities('status of CLM-7009', clock))).toEqual({ kind: 'none' });
  });

  it('explains its ranking with the evidence for each candidate', () => {
    const ranked = rankCandidates(transactions, extractEntities('swiggy charged 3000 on the 20th', clock));
    expect(ranked[0]?.candidate.id).toBe('T9002');
    expect(ranked[0]?.evidence).toEqual(expect.arrayContaining(['amount', 'date', 'counterparty']));
  });
});

// Record ids like CLM-4821, T98123, POL-HL-2201: letters, an optional second letter group, digits.
// Letter groups that are words customers use for something else are read as that word, not as a record id: X's alone
// ("XX-1400") mask a card number, "RS1006" is rupees, "kal", "aaj" and "parso" are days.
const recordId = fc.record({
  prefix: fc.stringMatching(/^[A-Z]{1,3}$/),
  middle: fc.option(fc.stringMatching(/^[A-Z]{2}$/), { nil: undefined }),
  digits: fc.stringMatching(/^[1-9]\d{3,5}$/),
}).filter((id) => ![id.prefix, id.middle].some((group) => group !== undefined && /^(?:X{2,}|RS|INR|KAL|AAJ|PARSO)$/.test(group)));
type Id = { prefix: string; middle: string | undefined; digits: string };
const canonical = (id: Id) => [id.prefix, id.middle, id.digits].filter(Boolean).join('-');
/** The ways customers write an id: as is, lower case, without separators, with spaces, with other separators. */
const written = (id: Id, style: number): string => {
  const parts = [id.prefix, id.middle, id.digits].filter((p): p is string => Boolean(p));
  switch (style) {
    case 0: return parts.join('-');
    case 1: return parts.join('-').toLowerCase();
    case 2: return parts.join('');
    case 3: return parts.join(' ');
    case 4: return parts.join('/').toLowerCase();
    default: return parts.join('_');
  }
};

describe('property: any record id written in any supported form names that record and no other', () => {
  it('resolves through the matcher', () => {
    fc.assert(fc.property(fc.uniqueArray(recordId, { minLength: 1, maxLength: 6, selector: canonical }), fc.nat(), fc.integer({ min: 0, max: 5 }), (ids, pick, style) => {
      const list = ids.map((id) => candidate({ id: canonical(id) }));
      const target = ids[pick % ids.length] as Id;
      const match = matchSubject(list, entities({ references: [written(target, style)] }));
      expect(match).toEqual({ kind: 'unique', candidate: list[pick % ids.length] });
    }));
  });

  it('resolves from a message through extraction and the matcher', () => {
    fc.assert(fc.property(fc.uniqueArray(recordId, { minLength: 1, maxLength: 6, selector: (id) => id.digits }), fc.nat(), fc.integer({ min: 0, max: 4 }), (ids, pick, style) => {
      const list = ids.map((id) => candidate({ id: canonical(id), amount: inr(1_234) }));
      const target = ids[pick % ids.length] as Id;
      const text = `what is the status of ${written(target, style)}?`;
      expect(picked(text, list)).toEqual([canonical(target)]);
    }));
  });

  it('a bare number never names a record whose digits differ', () => {
    fc.assert(fc.property(fc.uniqueArray(recordId, { minLength: 2, maxLength: 6, selector: (id) => id.digits }), fc.nat(), (ids, pick) => {
      const list = ids.map((id) => candidate({ id: canonical(id) }));
      const target = ids[pick % ids.length] as Id;
      expect(picked(`about ${target.digits}`, list)).toEqual([canonical(target)]);
    }));
  });
});
