// "A payment of mine failed but the money got deducted" from a customer with a failed UPI transfer and a failed card
// payment: the words do not say which, so the customer is asked, and nothing is paid on a guess. Told with an amount
// and a date, the record that fits settles which failed debit it was.
import { afterEach, describe, expect, it } from 'vitest';
import { harnessFor, type Harness } from '../support/app.harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('a failed debit told with no way and no detail', () => {
  it('offers the failed-debit types the customer has records of, then confirms the record before paying', async () => {
    h = await harnessFor('scenarios/paraphrase/bank-paraphrase.yaml');

    const first = await h.send('C5002', 'a payment of mine failed but the money still got deducted');

    expect([first.outcome, first.claimType, first.actions]).toEqual(['clarification', null, []]);
    expect(first.reply).toMatch(/UPI/);
    expect(first.reply).toMatch(/card payment/i);
  });

  it('offers the types held when the money is told taken and the payment not gone through, and pays the one the answer names', async () => {
    h = await harnessFor('scenarios/paraphrase/bank-paraphrase.yaml');

    const first = await h.send('C5002', 'Money was deducted from my account but the transaction did not go through. Please check.');
    expect([first.outcome, first.claimType, first.actions]).toEqual(['clarification', null, []]);
    expect(first.reply).toMatch(/UPI/);
    expect(first.reply).toMatch(/card payment/i);

    const second = await h.send('C5002', 'The UPI transfer of 3,000 to Ravi on 9 December.', first.threadId);
    expect([second.claimType, second.outcome]).toEqual(['failed_upi_transfer', 'resolved']);
    expect(second.actions).toContain('refund');
  });

  it.each([
    "My brother's money was deducted but his transaction did not go through.",
    'Amount was debited but the refund has not happened yet',
  ])('offers none of the customer\'s own records for someone else\'s trouble or a refund awaited: %j', async (text) => {
    h = await harnessFor('scenarios/paraphrase/bank-paraphrase.yaml');

    const turn = await h.send('C5002', text);
    expect(turn.reply).not.toMatch(/which of these happened/i);
    expect(turn.actions).not.toContain('refund');
  });

  it('pays at once when the words name the way: a card payment', async () => {
    h = await harnessFor('scenarios/paraphrase/bank-paraphrase.yaml');

    const turn = await h.send('C5002', 'my card payment failed but the money still got deducted');

    expect(turn.claimType).toBe('failed_card_payment');
    expect(turn.actions).toContain('refund');
  });
});

describe('a failed debit told with no way named but with an amount and a date', () => {
  it('is the failed-debit type of the record that fits: a card payment put back late gets its compensation', async () => {
    h = await harnessFor('scenarios/bank-late-reversal.yaml');

    const turn = await h.send('C1003', 'My 3000 payment failed on 20 feb and you only returned it on 2 march. I want the compensation for the delay.');

    expect([turn.claimType, turn.outcome, turn.amount]).toEqual(['failed_card_payment', 'resolved', 50_000]);
  });

  it('pays nothing when the customer only asks whether the money came back', async () => {
    h = await harnessFor('scenarios/bank-late-reversal.yaml');

    const turn = await h.send('C1003', 'Has the 3000 from my failed Flipkart payment on 20 feb been returned?');

    expect([turn.amount, turn.actions.filter((a) => a === 'refund')]).toEqual([0, []]);
  });

  it('reads no failed debit where the customer says nothing was deducted', async () => {
    h = await harnessFor('scenarios/bank-late-reversal.yaml');

    const turn = await h.send('C1003', 'My 3000 payment to Flipkart failed on 20 feb but no money was deducted, should I retry?');

    expect([turn.claimType, turn.amount, turn.actions]).toEqual([null, 0, expect.not.arrayContaining(['refund'])]);
  });
});
