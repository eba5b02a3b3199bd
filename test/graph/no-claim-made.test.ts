// Money moves only for a claim the customer made: requests, receipts and thanks that mention a record, a merchant's
// failure told as "they", and two alerts kept as a receipt move nothing, however well a record fits them.
import { afterEach, describe, expect, it } from 'vitest';
import { harnessFor, type Harness } from '../support/app.harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const MONEY_OR_CARD = ['refund', 'block_card', 'cancel_policy'];

describe('a message that claims nothing', () => {
  it.each([
    ['C1001', 'I withdrew 5000 from the MG Road ATM on 4 March, please send me a mini statement'],
    ['C1001', 'Please share the receipt for my ATM withdrawal of 5000 on 4 March at MG Road. Thank you for the quick service'],
    ['C1002', 'I got two messages about my Amazon payment of 12,999. Please send me the invoice.'],
    ['C1002', 'I ordered a phone for 12,999 on Amazon on 8 March, they never made the delivery and no refund'],
  ])('%s: %j moves no money and blocks no card', async (customer, text) => {
    h = await harnessFor('scenarios/dev-bank.yaml');

    const turn = await h.send(customer, text);

    expect(turn.amount).toBe(0);
    expect(turn.actions.filter((a) => MONEY_OR_CARD.includes(a))).toEqual([]);
    expect(await h.app.store.listLedger('demo-bank', { customerId: customer })).toEqual([]);
  });
});
