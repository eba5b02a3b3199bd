// A relative writing from the policyholder's own login ("mummy's health policy 2201 … pls cancel it from today"): the
// order is the holder's when the policy it names by number is this customer's own; a relative's own policy is never in
// these records, so an order for one cancels nothing of the customer's.
import { afterEach, describe, expect, it } from 'vitest';
import { harnessFor, type Harness } from '../support/app.harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('an order to cancel told as a relative\'s policy', () => {
  it('cancels the policy it names by number when that policy is the logged-in holder\'s own', async () => {
    h = await harnessFor('scenarios/dev-insurer.yaml');
    const turn = await h.send('C2001', "mummy's health policy 2201, we moved her to my company group cover. pls cancel it from today and refund the balance");

    expect(turn.claimType).toBe('policy_cancellation_refund');
    expect(turn.actions).toContain('cancel_policy');
    expect((await h.app.store.findPolicy('demo-insurer', 'POL-HL-2201'))?.status).toBe('cancelled');
  });

  it.each([
    "please cancel my mother's health policy 9999 from today",
    "please cancel my mother's health policy from today",
  ])('cancels nothing of the customer\'s own for %j', async (text) => {
    h = await harnessFor('scenarios/dev-insurer.yaml');
    const turn = await h.send('C2001', text);

    expect(turn.actions).not.toContain('cancel_policy');
    expect((await h.app.store.findPolicy('demo-insurer', 'POL-HL-2201'))?.status).toBe('active');
  });
});
