// A claim told beside words that, read alone, would say there is none: an earlier attempt that took nothing, a wish,
// a concession ("although" in Malayalam), a masked word. The claim is still paid as the rule computes; questions,
// thanks and status questions told with the same words move no money.
import { afterEach, describe, expect, it } from 'vitest';
import { harnessFor, type Harness } from '../support/app.harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('a claim told beside words that alone would say there is none', () => {
  it.each([
    ['ATM on MG road gave no money, 5000 was deducted on 4 march', 530_000],
    ['rahul ko 2500 UPI kiya 10 march ko, paise nahi gaye usko par account se kat gaye', 260_000],
    ['I tried the MG Road ATM twice on 4 march. First time it was not debited, second time 5000 got debited and no cash came', 530_000],
    ['The MG road ATM took 5000 on 4 march and gave no cash. Earlier at another ATM nothing was deducted.', 530_000],
    ['I wish you would refund my 5000, the ATM on MG road did not give cash on 4 march', 530_000],
    ['Wish there was a way to track ATM complaints in the app. The ATM on MG road took 5000 on 4 march and gave nothing.', 530_000],
    ['MG road ATM il 4 march 5000 debit aayenkilum cash kittiyilla, eppol thirichu kittum?', 530_000],
    ['The ATM on MG Road debited 5000 on 4 March and gave no cash. Branch said all sorted, it will come back in 5 days. It is 8 days now and nothing has come. Thanks.', 530_000],
    ['UPI issue solved, thanks. Now my ATM withdrawal of 5000 on 4 March at MG Road failed, no cash came but money was debited', 530_000],
    ['how much time does a failed upi payment refund take? mine of 2500 on 10 march is stuck', 260_000],
    ['statement shows 590 min bal charge, reverse pls', 59_000],
  ])('pays %j as the rule computes', async (text, paise) => {
    h = await harnessFor('scenarios/dev-bank.yaml');

    const turn = await h.send('C1001', text);

    expect([turn.outcome, turn.amount]).toEqual(['resolved', paise]);
  });
});

describe('a claim told beside words that put the blame elsewhere', () => {
  it.each([
    'The ATM at MG Road did not give me 5000 on 4 March but debited it. It is not me who is at fault, your machine failed.',
    'MG Road ATM took my 5000 on 4 March without giving cash. This was not my mistake, it was not me, the machine failed.',
  ])('%j is one failed withdrawal, never also a fraud report', async (text) => {
    h = await harnessFor('scenarios/dev-bank.yaml');

    const turn = await h.send('C1001', text);

    expect([turn.claimType, turn.outcome, turn.amount]).toEqual(['failed_atm_withdrawal', 'resolved', 530_000]);
    expect(turn.also ?? []).toEqual([]);
  });
});

describe('claims told beside a polite or filler word', () => {
  it('never pays the record the customer says came out fine after a filler "actually"', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');

    const turn = await h.send('C1002', 'My ATM withdrawal of 4000 on 7 March failed and the money was debited. Actually the 2000 I took on 5 March came out fine.');

    expect(turn.claimType).toBe('failed_atm_withdrawal');
    expect([0, 400_000]).toContain(turn.amount);
  });

  it('keeps a fraud claim told with a block and a demand for the money, with nothing else named', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');

    const turn = await h.send('C1003', 'Fraud on my card, block it and give my money back.');

    expect([turn.claimType, turn.outcome, turn.amount]).toEqual(['unauthorized_transaction', 'needs_approval', 800_000]);
  });

  it.each(['I request you to settle CLM-7002 at the earliest.', 'CLM-7002 - please settle it now'])('reads %j as the late-settlement claim it asks for', async (text) => {
    h = await harnessFor('scenarios/dev-insurer.yaml');

    const turn = await h.send('C2003', text);

    expect(turn.claimType).toBe('claim_settlement_delay');
  });
});

describe('a customer who says nothing was taken', () => {
  it.each([
    ['C1001', 'My ATM withdrawal of 5000 on 4 March failed, but my account was not debited. Just letting you know.'],
    ['C1001', 'My UPI payment of 2500 on 10 March failed. I was not charged, right?'],
    ['C1001', 'ATM se 5000 nikalne gaya 4 march ko, transaction fail hua lekin paisa nahi gaya account se'],
    ['C1001', 'I got an SMS that 5000 was debited at the MG Road ATM on 4 March but actually no money was deducted. Is the SMS wrong?'],
    ['C1001', 'All good now, thanks.'],
  ])('%s: %j is paid nothing', async (customer, text) => {
    h = await harnessFor('scenarios/dev-bank.yaml');

    const turn = await h.send(customer, text);

    expect([turn.amount, turn.actions.filter((a) => a === 'refund')]).toEqual([0, []]);
  });
});

describe('a matter told as closed, then something more', () => {
  it.each([
    ['C1003', 'All good now, thanks. One more thing, someone used my card for 8000 at XYZ Games, I never made it.', 'unauthorized_transaction'],
    ['C1001', 'No issues now with the app, thanks. Please block my debit card ending 4411, it was stolen an hour ago.', 'card_block'],
  ])('%s: %j is acted on', async (customer, text, claimType) => {
    h = await harnessFor('scenarios/dev-bank.yaml');

    const turn = await h.send(customer, text);

    expect(turn.claimType).toBe(claimType);
  });
});

describe('questions, status questions and thanks told with a claim\'s words', () => {
  it.each([
    ['C1001', 'Is there any update on my request? I want to know how long a failed UPI refund takes.'],
    ['C1003', 'I want to know how long a failed card payment refund takes.'],
  ])('%s: %j moves no money', async (customer, text) => {
    h = await harnessFor('scenarios/dev-bank.yaml');

    const turn = await h.send(customer, text);

    expect([turn.amount, turn.actions.filter((a) => a === 'refund' || a === 'block_card')]).toEqual([0, []]);
  });

  it.each([
    'Did you pay the claim CLM-7001?',
    'Who will process my claim CLM-7001?',
    'Could you process the claim faster next time? thanks for settling CLM-7001',
    'When will you settle my claim CLM-7002?',
  ])('%j pays no interest', async (text) => {
    h = await harnessFor('scenarios/dev-insurer.yaml');

    const turn = await h.send('C2003', text);

    expect([turn.amount, turn.actions.filter((a) => a === 'refund')]).toEqual([0, []]);
  });
});

describe('a card to block named by its digits beside a refusal about the other card', () => {
  it('blocks the card ending 7702 and leaves the credit card the customer said is at home', async () => {
    h = await harnessFor('scenarios/paraphrase/bank-spoken-and-partial-references.yaml');

    const turn = await h.send('C9901', 'pls block my card ending 7702 asap!! phone n wallet dono chori ho gaye metro me. dusra wala cc mat block krna, wo ghar pe h');

    expect([turn.claimType, turn.outcome]).toEqual(['card_block', 'resolved']);
    expect(await h.app.store.findCard('demo-bank', 'CARD-9901')).toMatchObject({ status: 'blocked' });
    expect(await h.app.store.findCard('demo-bank', 'CARD-9902')).toMatchObject({ status: 'active' });
  });
});
