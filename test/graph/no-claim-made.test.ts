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
    // Statements of a record with nothing wrong told: asked about, never typed by the record that fits them.
    ['C1001', 'I withdrew 5000 at the MG Road ATM on 4 March and got my cash.'],
    ['C1001', 'ATM 5000 4 March status'],
    ['C1001', 'I sent 2500 to rahul@okaxis by UPI on 10th March'],
    ['C1002', 'Withdrew 4000 at the Bandra ATM on 7 March, all good.'],
    ['C1002', 'Is my debit card active?'],
  ])('%s: %j moves no money and blocks no card', async (customer, text) => {
    h = await harnessFor('scenarios/dev-bank.yaml');

    const turn = await h.send(customer, text);

    expect(turn.amount).toBe(0);
    expect(turn.actions.filter((a) => MONEY_OR_CARD.includes(a))).toEqual([]);
    expect(await h.app.store.listLedger('demo-bank', { customerId: customer })).toEqual([]);
  });
});

describe('a question about a step, asked without a question mark', () => {
  it.each([
    'Do I have to request cancellation of my health policy in writing',
    'My trip got cancelled, do I need to cancel my health insurance too',
  ])('%j cancels nothing and refunds nothing', async (text) => {
    h = await harnessFor('scenarios/dev-insurer.yaml');

    const turn = await h.send('C2001', text);

    expect(turn.actions.filter((a) => MONEY_OR_CARD.includes(a))).toEqual([]);
    expect(await h.app.store.listLedger('demo-insurer', { customerId: 'C2001' })).toEqual([]);
  });

  it('still blocks a card the customer asks to block beside a question about it', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');
    const turn = await h.send('C1002', 'Is my debit card active? I want it blocked immediately.');
    expect(turn.actions).toContain('block_card');
  });
});
