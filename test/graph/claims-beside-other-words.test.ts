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
  ])('pays %j as the rule computes', async (text, paise) => {
    h = await harnessFor('scenarios/dev-bank.yaml');

    const turn = await h.send('C1001', text);

    expect([turn.outcome, turn.amount]).toEqual(['resolved', paise]);
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
