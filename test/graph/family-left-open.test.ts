// "A payment of mine failed but the money got deducted" from a customer with a failed UPI transfer and a failed card
// payment: the words do not say which, so the customer is asked, and nothing is paid on a guess.
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

  it('pays at once when the words name the way: a card payment', async () => {
    h = await harnessFor('scenarios/paraphrase/bank-paraphrase.yaml');

    const turn = await h.send('C5002', 'my card payment failed but the money still got deducted');

    expect(turn.claimType).toBe('failed_card_payment');
    expect(turn.actions).toContain('refund');
  });
});
