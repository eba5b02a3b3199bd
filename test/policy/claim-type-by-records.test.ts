// The claim type the customer's own records bear out, among the types the words allow.
import { describe, expect, it } from 'vitest';
import { emptyEntities, type Entities } from '../../src/domain/entities.js';
import type { ClaimType } from '../../src/domain/vocabulary.js';
import { claimTypeByRecords, closeTypesHeld, describedCandidates, familyLeftOpen, inferableCandidates, offeredTypeByRecords, threadTypeByRecords, typeByHoldings, urgentTypes, type TypeReading } from '../../src/policy/claim-type-by-records.js';
import type { Candidate } from '../../src/policy/pack.js';
import { inr } from '../support/records.builder.js';

const candidate = (over: Partial<Candidate> & { id: string }): Candidate => ({
  kind: 'transaction', tier: 0, amount: null, date: null, labels: [over.id], describe: over.id, ...over,
});
const entities = (over: Partial<Entities> = {}): Entities => ({ ...emptyEntities(), ...over });
const records: Partial<Record<ClaimType, Candidate[]>> = {
  failed_upi_transfer: [candidate({ id: 'T5011', amount: inr(3_000), date: '2026-12-09', labels: ['T5011', 'ravi.k@okicici', 'upi'] })],
  failed_card_payment: [candidate({ id: 'T5012', amount: inr(1_250), date: '2026-12-08', labels: ['T5012', 'BIG BAZAAR THANE', 'card_pos'] })],
  failed_atm_withdrawal: [candidate({ id: 'T5031', amount: inr(2_000), date: '2026-12-07', labels: ['T5031', 'ATM ANNA NAGAR 0211', 'atm'] })],
};
const candidatesFor = (t: ClaimType) => records[t] ?? [];
const reading = (over: Partial<TypeReading>): TypeReading => ({
  intent: 'complaint', claimType: 'failed_upi_transfer', claimTypeConfidence: 0.73, hypothetical: false,
  alternatives: [{ claimType: 'failed_card_payment', confidence: 0.2 }, { claimType: 'failed_atm_withdrawal', confidence: 0.1 }], ...over,
});

describe('claimTypeByRecords', () => {
  it('takes the close alternative whose record has the stated amount and the channel ("card swipe kiya 1250 ka")', () => {
    expect(claimTypeByRecords(reading({}), entities({ amounts: [inr(1_250)], channels: ['card_pos'] }), candidatesFor))
      .toEqual({ claimType: 'failed_card_payment', confidence: 0.8, recordId: 'T5012' });
  });

  it('names a type for a claim the words left untyped, when one alternative record fits amount and place', () => {
    const found = claimTypeByRecords(reading({ claimType: null, claimTypeConfidence: 0 }), entities({ amounts: [inr(2_000)], counterparties: ['anna nagar'] }), candidatesFor);
    expect(found?.claimType).toBe('failed_atm_withdrawal');
  });

  it("keeps the words' type when its own record fits, corroborated: a long or Hindi telling weighs as much as a short one", () => {
    expect(claimTypeByRecords(reading({}), entities({ amounts: [inr(3_000)], channels: ['upi'] }), candidatesFor))
      .toEqual({ claimType: 'failed_upi_transfer', confidence: 0.8, recordId: 'T5011' });
    expect(claimTypeByRecords(reading({ claimTypeConfidence: 0.95 }), entities({ references: ['T5011'] }), candidatesFor)?.confidence).toBe(0.95);
  });

  it("does not corroborate the words' type on its amount alone", () => {
    expect(claimTypeByRecords(reading({}), entities({ amounts: [inr(3_000)] }), candidatesFor)).toBeNull();
  });

  it('changes nothing on an amount alone: another type merely having that amount is a coincidence', () => {
    expect(claimTypeByRecords(reading({}), entities({ amounts: [inr(1_250)], channels: ['upi'] }), candidatesFor)).toBeNull();
  });

  it('never turns a question, a wish or a hypothetical into a claim', () => {
    const e = entities({ amounts: [inr(1_250)], channels: ['card_pos'] });
    expect(claimTypeByRecords(reading({ intent: 'query' }), e, candidatesFor)).toBeNull();
    expect(claimTypeByRecords(reading({ intent: 'feature_request' }), e, candidatesFor)).toBeNull();
    expect(claimTypeByRecords(reading({ hypothetical: true }), e, candidatesFor)).toBeNull();
  });

  it('ignores alternatives the classifier hardly gives', () => {
    const faint = reading({ alternatives: [{ claimType: 'failed_card_payment', confidence: 0.05 }] });
    expect(claimTypeByRecords(faint, entities({ amounts: [inr(1_250)], channels: ['card_pos'] }), candidatesFor)).toBeNull();
  });
});

describe('claimTypeByRecords with several types fitting', () => {
  const atmDay = '2026-02-13';
  const both: Partial<Record<ClaimType, Candidate[]>> = {
    failed_atm_withdrawal: [candidate({ id: 'T3222', amount: inr(4_000), date: atmDay, labels: ['T3222', 'atm'] })],
    unauthorized_transaction: [candidate({ id: 'T3221', amount: inr(4_000), date: '2026-02-06', labels: ['T3221', 'atm'] })],
  };
  const told = reading({ claimType: null, claimTypeConfidence: 0, alternatives: [{ claimType: 'unauthorized_transaction', confidence: 0.32 }, { claimType: 'failed_atm_withdrawal', confidence: 0.31 }] });
  const stated = (dates: Entities['dates']) => entities({ amounts: [inr(4_000)], channels: ['atm'], dates });

  it('takes the type whose record is of the day stated over one whose record is of another day', () => {
    expect(claimTypeByRecords(told, stated([{ from: atmDay, to: atmDay, text: 'last friday' }]), (t) => both[t] ?? []))
      .toEqual({ claimType: 'failed_atm_withdrawal', confidence: 0.8, recordId: 'T3222' });
  });

  it('settles nothing when no day is stated, or both records are of it', () => {
    expect(claimTypeByRecords(told, stated([]), (t) => both[t] ?? [])).toBeNull();
    expect(claimTypeByRecords(told, stated([{ from: '2026-02-06', to: atmDay, text: 'last week' }]), (t) => both[t] ?? [])).toBeNull();
  });
});

describe('claimTypeByRecords for a card named by its digits', () => {
  const cards = (t: ClaimType) => (t === 'card_block' ? [candidate({ id: 'CARD-5521', kind: 'card', labels: ['CARD-5521', '5521', 'debit'] }), candidate({ id: 'CARD-7788', kind: 'card', labels: ['CARD-7788', '7788', 'credit'] })] : []);
  const block = reading({ claimType: 'card_block', claimTypeConfidence: 0.54, alternatives: [] });

  it("bears out a block the words asked for on the card its digits name ('card 5521, block pannunga')", () => {
    expect(claimTypeByRecords(block, entities({ cardLast4: ['5521'] }), cards)).toEqual({ claimType: 'card_block', confidence: 0.8, recordId: 'CARD-5521' });
  });

  it('leaves a block told beside an amount or a day to the records those name (a fraud on the card may be meant)', () => {
    expect(claimTypeByRecords(block, entities({ cardLast4: ['5521'], amounts: [inr(7_500)] }), cards)).toBeNull();
    expect(claimTypeByRecords(block, entities({ cardLast4: ['5521'], dates: [{ from: '2026-07-14', to: '2026-07-14', text: '14 July' }] }), cards)).toBeNull();
  });

  it('bears out nothing when the digits are of no card of the customer, or the words named no type', () => {
    expect(claimTypeByRecords(block, entities({ cardLast4: ['1234'] }), cards)).toBeNull();
    expect(claimTypeByRecords(reading({ claimType: null, claimTypeConfidence: 0, alternatives: [{ claimType: 'card_block', confidence: 0.6 }] }), entities({ cardLast4: ['5521'] }), cards)).toBeNull();
  });
});

describe('claimTypeByRecords for a claim dated by two of its own days', () => {
  const claims = (t: ClaimType) => (t === 'claim_settlement_delay'
    ? [candidate({ id: 'CLM-4304', kind: 'claim', date: '2025-12-20', otherDates: ['2026-01-05', '2026-03-10'], labels: ['CLM-4304'] })] : []);
  const delay = reading({ claimType: 'claim_settlement_delay', claimTypeConfidence: 0.74, alternatives: [] });
  const day = (on: string) => ({ from: on, to: on, text: on });

  it('bears out the claim whose documents day and settlement day are the two told (Hindi: "5 जनवरी … 10 मार्च को सेटल हुआ")', () => {
    expect(claimTypeByRecords(delay, entities({ dates: [day('2026-01-05'), day('2026-03-10')] }), claims)).toEqual({ claimType: 'claim_settlement_delay', confidence: 0.8, recordId: 'CLM-4304' });
  });

  it('bears out nothing on one day of its own, or on two days of which one is not its own', () => {
    expect(claimTypeByRecords(delay, entities({ dates: [day('2026-03-10')] }), claims)).toBeNull();
    expect(claimTypeByRecords(delay, entities({ dates: [day('2026-01-05'), day('2026-03-11')] }), claims)).toBeNull();
  });
});

describe('claimTypeByRecords within a family', () => {
  const failedDebits: ClaimType[] = ['failed_atm_withdrawal', 'failed_upi_transfer', 'failed_card_payment', 'failed_card_to_card_transfer'];
  const cardToCard = reading({ claimType: 'failed_card_to_card_transfer', alternatives: [] });

  it('takes the type of the family whose record a reference names, however faint the classifier made it ("utr 632416250 failed")', () => {
    expect(claimTypeByRecords(cardToCard, entities({ references: ['5011'], amounts: [inr(3_000)] }), candidatesFor, failedDebits))
      .toEqual({ claimType: 'failed_upi_transfer', confidence: 0.8, recordId: 'T5011' });
  });

  it('names the type of a failed debit the words name no type for, when its record fits the amount and one more detail', () => {
    const untyped = reading({ claimType: null, claimTypeConfidence: 0, alternatives: [] });
    expect(claimTypeByRecords(untyped, entities({ amounts: [inr(3_000)], channels: ['upi'] }), candidatesFor, failedDebits)?.claimType).toBe('failed_upi_transfer');
    expect(claimTypeByRecords(untyped, entities({ amounts: [inr(3_000)] }), candidatesFor, failedDebits)).toBeNull();
    expect(claimTypeByRecords({ ...untyped, intent: 'query' }, entities({ amounts: [inr(3_000)], channels: ['upi'] }), candidatesFor, failedDebits)).toBeNull();
  });

  it('weighs no type outside the family, and none when no family is given', () => {
    const e = entities({ references: ['5011'], amounts: [inr(3_000)] });
    expect(claimTypeByRecords(cardToCard, e, candidatesFor)).toBeNull();
    expect(claimTypeByRecords(cardToCard, e, candidatesFor, ['failed_card_to_card_transfer', 'failed_atm_withdrawal'])).toBeNull();
  });
});

describe('familyLeftOpen', () => {
  const family: ClaimType[] = ['failed_atm_withdrawal', 'failed_upi_transfer', 'failed_card_payment'];

  it('leaves the type open among the family\'s types the customer has records of when the words name no way and no detail', () => {
    expect(familyLeftOpen(reading({}), entities(), false, family, candidatesFor)).toEqual(['failed_upi_transfer', 'failed_atm_withdrawal', 'failed_card_payment']);
  });

  it('keeps the words\' type when they name a way the money went or a detail a record is found by', () => {
    expect(familyLeftOpen(reading({}), entities(), true, family, candidatesFor)).toEqual([]);
    expect(familyLeftOpen(reading({}), entities({ amounts: [inr(3_000)] }), false, family, candidatesFor)).toEqual([]);
    expect(familyLeftOpen(reading({}), entities({ dates: [{ from: '2026-12-09', to: '2026-12-09', text: 'yesterday' }] }), false, family, candidatesFor)).toEqual([]);
  });

  it('leaves the type open among the family\'s types whose records all fit the details told ("3000 on the 7th … it didn\'t go through")', () => {
    const sameDay: Partial<Record<ClaimType, Candidate[]>> = {
      failed_card_payment: [candidate({ id: 'T8501', amount: inr(3_000), date: '2026-03-07', labels: ['T8501', 'CROMA PHOENIX MALL', 'card_pos'] })],
      failed_atm_withdrawal: [candidate({ id: 'T8502', amount: inr(3_000), date: '2026-03-07', labels: ['T8502', 'ATM PHOENIX MALL 0777', 'atm'] })],
    };
    const told = entities({ amounts: [inr(3_000)], dates: [{ from: '2026-03-07', to: '2026-03-07', text: 'the 7th' }] });
    expect(familyLeftOpen(reading({ claimType: 'failed_card_payment' }), told, false, family, (t) => sameDay[t] ?? []))
      .toEqual(['failed_card_payment', 'failed_atm_withdrawal']);
    const otherAmount = entities({ amounts: [inr(2_000)], dates: [{ from: '2026-03-07', to: '2026-03-07', text: 'the 7th' }] });
    expect(familyLeftOpen(reading({ claimType: 'failed_card_payment' }), otherAmount, false, family, (t) => sameDay[t] ?? [])).toEqual([]);
  });

  it('keeps the words\' type when the customer has records of no other type of the family', () => {
    const onlyUpi = (t: ClaimType) => (t === 'failed_upi_transfer' ? candidatesFor(t) : []);
    expect(familyLeftOpen(reading({}), entities(), false, family, onlyUpi)).toEqual([]);
  });
});

describe('threadTypeByRecords', () => {
  const atms: Partial<Record<ClaimType, Candidate[]>> = {
    failed_atm_withdrawal: [
      candidate({ id: 'T5031', amount: inr(2_000), date: '2026-12-07', labels: ['T5031', 'ATM ANNA NAGAR 0211', 'atm'] }),
      candidate({ id: 'T5032', amount: inr(4_000), date: '2026-12-08', labels: ['T5032', 'ATM ADYAR 0315', 'atm'] }),
    ],
    duplicate_card_charge: [candidate({ id: 'T5040', amount: inr(450), date: '2026-12-05', labels: ['T5040', 'CAFE'] })],
  };
  const onThread = (t: ClaimType) => atms[t] ?? [];
  const guessed = reading({ claimType: 'duplicate_card_charge', claimTypeConfidence: 0.78, alternatives: [] });

  it('continues the thread\'s claim on the record a correction names ("sorry, I meant the 4000 one")', () => {
    expect(threadTypeByRecords(guessed, entities({ amounts: [inr(4_000)] }), { claimType: 'failed_atm_withdrawal', takesBack: true }, onThread))
      .toEqual({ claimType: 'failed_atm_withdrawal', confidence: 0.8, recordId: 'T5032' });
  });

  it('continues it for a message naming no claim type of its own ("what about the one on 8 December?")', () => {
    const untyped = reading({ claimType: null, claimTypeConfidence: 0, alternatives: [] });
    const found = threadTypeByRecords(untyped, entities({ dates: [{ from: '2026-12-08', to: '2026-12-08', text: '8 December' }] }), { claimType: 'failed_atm_withdrawal', takesBack: false }, onThread);
    expect(found?.recordId).toBe('T5032');
  });

  it('keeps a reading of its own that is not a correction, and one its own records bear out', () => {
    const thread = { claimType: 'failed_atm_withdrawal' as const, takesBack: false };
    expect(threadTypeByRecords(guessed, entities({ amounts: [inr(4_000)] }), thread, onThread)).toBeNull();
    const borneOut = entities({ amounts: [inr(450)], counterparties: ['cafe'], references: ['T5040'] });
    expect(threadTypeByRecords(guessed, borneOut, { ...thread, takesBack: true }, onThread)).toBeNull();
  });

  it('asks the records nothing when the message states nothing a record is found by, or fits two of them', () => {
    const thread = { claimType: 'failed_atm_withdrawal' as const, takesBack: true };
    expect(threadTypeByRecords(guessed, entities(), thread, onThread)).toBeNull();
    expect(threadTypeByRecords(guessed, entities({ channels: ['atm'] }), thread, onThread)).toBeNull();
    const bothDays = entities({ dates: [{ from: '2026-12-07', to: '2026-12-08', text: 'last weekend' }] });
    expect(threadTypeByRecords(guessed, bothDays, thread, onThread)).toBeNull();
  });

  it('never continues a claim from a question, a wish or a thread without a decided claim', () => {
    const e = entities({ amounts: [inr(4_000)] });
    expect(threadTypeByRecords(reading({ intent: 'query' }), e, { claimType: 'failed_atm_withdrawal', takesBack: true }, onThread)).toBeNull();
    expect(threadTypeByRecords(reading({ hypothetical: true }), e, { claimType: 'failed_atm_withdrawal', takesBack: true }, onThread)).toBeNull();
    expect(threadTypeByRecords(guessed, e, { claimType: null, takesBack: true }, onThread)).toBeNull();
  });
});

describe('typeByHoldings', () => {
  const untyped = (alternatives: TypeReading['alternatives']) => reading({ claimType: null, claimTypeConfidence: 0, alternatives });

  it('settles two close readings by the one type the customer holds records of ("money sent did not reach")', () => {
    expect(typeByHoldings(untyped([{ claimType: 'failed_upi_transfer', confidence: 0.57 }, { claimType: 'failed_card_to_card_transfer', confidence: 0.43 }]), candidatesFor)).toBe('failed_upi_transfer');
  });

  it('settles nothing when both are held, when one reading is faint, or when the words are a question', () => {
    const both = untyped([{ claimType: 'failed_upi_transfer', confidence: 0.5 }, { claimType: 'failed_card_payment', confidence: 0.45 }]);
    expect(typeByHoldings(both, candidatesFor)).toBeNull();
    expect(typeByHoldings(untyped([{ claimType: 'failed_upi_transfer', confidence: 0.7 }, { claimType: 'failed_card_to_card_transfer', confidence: 0.2 }]), candidatesFor)).toBeNull();
    expect(typeByHoldings({ ...both, intent: 'query', alternatives: [{ claimType: 'failed_upi_transfer', confidence: 0.57 }, { claimType: 'failed_card_to_card_transfer', confidence: 0.43 }] }, candidatesFor)).toBeNull();
  });

  it('settles nothing for words that tell no trouble and no detail ("still waiting"), whatever the customer holds', () => {
    const leaning = untyped([{ claimType: 'failed_upi_transfer', confidence: 0.6 }, { claimType: 'failed_card_to_card_transfer', confidence: 0.35 }]);
    expect(typeByHoldings(leaning, candidatesFor, () => true)).toBe('failed_upi_transfer');
    expect(typeByHoldings(leaning, candidatesFor, () => false)).toBeNull();
  });
});

describe('closeTypesHeld', () => {
  const untyped = (alternatives: TypeReading['alternatives']) => reading({ claimType: null, claimTypeConfidence: 0, alternatives });
  const both = untyped([{ claimType: 'failed_upi_transfer', confidence: 0.49 }, { claimType: 'failed_card_payment', confidence: 0.41 }]);

  it('offers the close readings the customer holds records of when the words tell trouble but not which', () => {
    expect(closeTypesHeld(both, candidatesFor, () => true)).toEqual(['failed_upi_transfer', 'failed_card_payment']);
  });

  it('offers nothing when one type is held, a reading is faint, the words tell nothing, name a type or ask', () => {
    expect(closeTypesHeld(untyped([{ claimType: 'failed_upi_transfer', confidence: 0.57 }, { claimType: 'failed_card_to_card_transfer', confidence: 0.43 }]), candidatesFor, () => true)).toEqual([]);
    expect(closeTypesHeld(untyped([{ claimType: 'failed_upi_transfer', confidence: 0.75 }, { claimType: 'failed_card_payment', confidence: 0.2 }]), candidatesFor, () => true)).toEqual([]);
    expect(closeTypesHeld(both, candidatesFor, () => false)).toEqual([]);
    expect(closeTypesHeld({ ...both, claimType: 'failed_upi_transfer' }, candidatesFor, () => true)).toEqual([]);
    expect(closeTypesHeld({ ...both, intent: 'query' }, candidatesFor, () => true)).toEqual([]);
    expect(closeTypesHeld({ ...both, hypothetical: true }, candidatesFor, () => true)).toEqual([]);
  });
});

describe('what the records may settle, and what only the words may', () => {
  const withCard: Partial<Record<ClaimType, Candidate[]>> = {
    ...records,
    card_block: [candidate({ id: 'CARD-1', kind: 'card', labels: ['CARD-1', '4640', 'debit card'] })],
  };
  const declarations = [{ id: 'card_block' as ClaimType, urgent: true }, { id: 'failed_upi_transfer' as ClaimType }];
  const inferable = inferableCandidates(declarations, (t) => withCard[t] ?? []);

  it('never settles an urgent type (a card block) on the card every customer holds', () => {
    const leaning = reading({ claimType: null, claimTypeConfidence: 0, alternatives: [{ claimType: 'card_block', confidence: 0.47 }, { claimType: 'failed_card_to_card_transfer', confidence: 0.39 }] });
    expect(typeByHoldings(leaning, (t) => withCard[t] ?? [])).toBe('card_block');
    expect(typeByHoldings(leaning, inferable)).toBeNull();
    expect(inferable('failed_upi_transfer')).toHaveLength(1);
  });

  it('never bears out a card block on a card the message names: a card held is no event told', () => {
    const leaning = reading({ claimType: null, claimTypeConfidence: 0, alternatives: [{ claimType: 'card_block', confidence: 0.4 }] });
    const told = entities({ references: ['4640'], amounts: [inr(650)] });
    expect(claimTypeByRecords(leaning, told, (t) => withCard[t] ?? [])?.claimType).toBe('card_block');
    expect(claimTypeByRecords(leaning, told, describedCandidates((t) => withCard[t] ?? []))).toBeNull();
    expect(describedCandidates((t) => withCard[t] ?? [])('failed_upi_transfer')).toHaveLength(1);
  });

  it('takes the day and the payee told together as firm as an amount and a detail ("MakeMyTrip on the 8th")', () => {
    const untyped = reading({ claimType: null, claimTypeConfidence: 0, alternatives: [{ claimType: 'failed_card_payment', confidence: 0.24 }] });
    expect(claimTypeByRecords(untyped, entities({ dates: [{ from: '2026-12-08', to: '2026-12-08', text: 'on the 8th' }], counterparties: ['big bazaar'] }), candidatesFor)?.recordId).toBe('T5012');
    expect(claimTypeByRecords(untyped, entities({ counterparties: ['big bazaar'] }), candidatesFor)).toBeNull();
  });

  it('holds an urgent type to an amount and a detail, or a reference: a day and a payee alone open no fraud case', () => {
    const fraudLean = reading({ claimType: null, claimTypeConfidence: 0, alternatives: [{ claimType: 'failed_card_payment', confidence: 0.4 }] });
    const told = entities({ dates: [{ from: '2026-12-08', to: '2026-12-08', text: 'on the 8th' }], counterparties: ['big bazaar'] });
    expect(claimTypeByRecords(fraudLean, told, candidatesFor)?.claimType).toBe('failed_card_payment');
    expect(claimTypeByRecords(fraudLean, told, candidatesFor, [], urgentTypes([{ id: 'failed_card_payment', urgent: true }]))).toBeNull();
  });

  it('picks the offered type whose record the answer describes ("the one to ravi on the 9th"), and none when both or neither fit', () => {
    const offered: ClaimType[] = ['failed_upi_transfer', 'failed_card_payment'];
    expect(offeredTypeByRecords(offered, entities({ dates: [{ from: '2026-12-09', to: '2026-12-09', text: 'yesterday' }] }), candidatesFor)).toBe('failed_upi_transfer');
    expect(offeredTypeByRecords(offered, entities({ payeeKinds: ['grocery'] }), candidatesFor)).toBeNull();
    expect(offeredTypeByRecords(offered, entities({ dates: [{ from: '2026-12-08', to: '2026-12-09', text: 'the last two days' }] }), candidatesFor)).toBeNull();
    expect(offeredTypeByRecords(offered, entities({ channels: ['upi'] }), candidatesFor)).toBeNull();
  });

  it('reads no type from a record that is not that trouble (a payment that went through)', () => {
    const wentThrough = (t: ClaimType) => (t === 'failed_card_payment' ? [candidate({ id: 'T9', tier: 1, amount: inr(2_499), date: '2026-12-10', labels: ['T9'] })] : []);
    expect(offeredTypeByRecords(['failed_card_payment', 'failed_upi_transfer'], entities({ dates: [{ from: '2026-12-10', to: '2026-12-10', text: 'yesterday' }] }), wentThrough)).toBeNull();
  });
});
