// An order to cancel told as a relative's policy ("mummy's health policy 9201 … cancel it", "papa ki policy band karo")
// cancels nothing of the logged-in customer's own, whatever number it gives: the number may be the relative's policy,
// its premium or its sum insured, and a relative's own policy is never in these records.
import { afterEach, describe, expect, it } from 'vitest';
import { harnessFor, type Harness } from '../support/app.harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('an order to cancel told as a relative\'s policy', () => {
  it.each([
    "please cancel my mother's health policy 9999 from today",
    "please cancel my mother's health policy from today",
    "mummy's health policy 2201, we moved her to my company group cover. pls cancel it from today and refund the balance",
    "mummy's policy of 2201 rupees premium, please cancel it",
    'papa ki health policy ka premium 2201 hai, band karo',
  ])('cancels nothing of the customer\'s own for %j', async (text) => {
    h = await harnessFor('scenarios/dev-insurer.yaml');
    const turn = await h.send('C2001', text);

    expect(turn.actions).not.toContain('cancel_policy');
    expect(turn.actions).not.toContain('refund');
    expect((await h.app.store.findPolicy('demo-insurer', 'POL-HL-2201'))?.status).toBe('active');
  });
});

describe('the reply when a relative\'s policy is asked cancelled', () => {
  it('says a policy is cancelled only on its holder\'s own request, not that nothing was asked', async () => {
    h = await harnessFor('scenarios/dev-insurer.yaml');
    const turn = await h.send('C2001', "Please cancel the health policy in my mother's name, she has moved abroad.");

    expect(turn.actions).not.toContain('cancel_policy');
    expect(turn.reply).not.toMatch(/no cancellation was requested/);
    expect(turn.reply).toMatch(/cancelled only on its holder's own plain request/);
  });
});
