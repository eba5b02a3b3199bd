// Money the customer declines for an explanation is no claim for it: "don't refund the fee, just tell me why" is
// answered as the question it asks. Asking for it in other words beside the declining ("don't refund, just credit it",
// "I don't want a refund, I want the fee waived"), on another day or as a threat still claims it.
import { afterEach, describe, expect, it } from 'vitest';
import { harnessFor, type Harness } from '../support/app.harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

// C1210 holds T1210, a posted 500 minimum balance fee with no goodwill reversal in the last 12 months.
const WORLD = 'scenarios/own-bank-fraud-fees.yaml';

describe('a fee the customer declines to have back', () => {
  it.each([
    "don't refund the min balance charge, just tell me why it was charged",
    'I do not want a refund for the 500 minimum balance charge, only an explanation',
    'min balance charge 500 ka, abhi refund mat karo, pehle batao kyu laga',
    'न्यूनतम बैलेंस शुल्क वापस मत करो, बस बताइए कि क्यों लगा',
  ])('%j refunds nothing and is answered', async (text) => {
    h = await harnessFor(WORLD);

    const turn = await h.send('C1210', text);

    expect(turn.outcome).toBe('answered');
    expect(turn.amount).toBe(0);
    expect(turn.actions).not.toContain('refund');
    expect(await h.app.store.listLedger('demo-bank', { customerId: 'C1210' })).toEqual([]);
  });

  it.each([
    "I don't want a refund to my card, I want the 500 min balance fee waived",
    'min balance charge 500 kata hai, please wapas kar do',
    'Why don\'t you refund the 500 minimum balance charge? Please reverse it.',
    "If you don't return the 500 minimum balance charge I will go to the ombudsman",
    "Don't refund, just credit the 500 min balance charge to my account",
    "Please don't reverse it next month, I need it in my account today. The 500 min balance charge was wrong.",
    'Refund mat karo, seedha account mein 500 daal do, min balance charge galat hai',
    '500 का मिनिमम बैलेंस चार्ज गलत लगा है, वापस न करो तो मैं खाता बंद कर दूँगा',
  ])('%j still claims the fee back', async (text) => {
    h = await harnessFor(WORLD);

    const turn = await h.send('C1210', text);

    expect(turn.claimType).toBe('fee_reversal');
    expect(turn.amount).toBe(50_000);
  });

  it('still blocks a card reported stolen beside money declined', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');

    const turn = await h.send('C1002', 'my debit card was stolen today, paise wapas nahi chahiye bas card block karo');

    expect([turn, ...(turn.also ?? [])].flatMap((t) => t.actions)).toContain('block_card');
  });
});
