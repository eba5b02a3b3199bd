// A bank SMS pasted into a claim: its amount, date and place are the record's; its balance, helpline, masked account
// number and "Not you?" template are not the customer's own words.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { harnessFor, type Harness } from '../support/app.harness.js';

describe('claims with a pasted bank SMS', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');
  });
  afterEach(async () => h.close());

  it('pays a failed withdrawal the SMS describes, without asking about the balance or the account digits', async () => {
    const turn = await h.send('C1001', "got this sms: 'Rs.5000.00 debited from A/c XX1001 on 04-03-26 at ATM MG ROAD. Avl Bal Rs.42,310.50. Not you? Call 18001234 or SMS BLOCK to 56767' - but the machine gave me no cash!!");
    expect(turn).toMatchObject({ outcome: 'resolved', claimType: 'failed_atm_withdrawal', amount: 530_000 });
  });

  it('reads a duplicate told through two copies of the same SMS as a duplicate claim, judged by the rule', async () => {
    const turn = await h.send('C1001', "I got this sms twice: 'Rs 450.00 spent on your card XX4411 at CAFE COFFEE DAY. Not you? Call 1800-209-4324 to block'. Once on the 1st and again on the 3rd, but I only had one coffee that week");
    expect(turn).toMatchObject({ claimType: 'duplicate_card_charge', outcome: 'rejected', amount: 0 });
    expect(turn.actions).not.toContain('block_card');
  });
});
