// Sentences that vouch for a record of the customer's own are context, not a claim about it.
import { describe, expect, it } from 'vitest';
import { withoutOwnedRecords } from '../../src/agents/gather/offline/owned-records.js';

describe('withoutOwnedRecords', () => {
  it('leaves out a sentence that vouches for a record and tells nothing wrong', () => {
    const text = 'Rs 10,000 was withdrawn from an ATM in Pimpri at 1 AM. The last time I used an ATM was on 10 August at Chinchwad for 2000, that one was mine. Please block the card.';
    expect(withoutOwnedRecords(text)).toBe('Rs 10,000 was withdrawn from an ATM in Pimpri at 1 AM. Please block the card.');
    expect(withoutOwnedRecords('The Swiggy 540 was me. The Steam 15000 I never made.')).toBe('The Steam 15000 I never made.');
  });

  it('leaves out "the 2000 one is fine, cash came" beside the withdrawal that gave nothing', () => {
    expect(withoutOwnedRecords('Got two SMS from MG Road ATM on 4th March. The 2000 one is fine, cash came. The other one — no cash, only the SMS.'))
      .toBe('Got two SMS from MG Road ATM on 4th March. The other one — no cash, only the SMS.');
    expect(withoutOwnedRecords('the atm one is fine but the upi one failed')).toBe('the atm one is fine but the upi one failed');
  });

  it('leaves out a record vouched for beside the one pointed at ("… is mine, not this one")', () => {
    expect(withoutOwnedRecords('This morning I see Flipkart 6,499 charged last night, I didn\'t buy anything. The Flipkart order on 10th is mine, not this one.'))
      .toBe('This morning I see Flipkart 6,499 charged last night, I didn\'t buy anything.');
  });

  it('keeps a vouching asked or mocked ("The 25,000 one is fine? Are you joking?")', () => {
    for (const text of ['The 25,000 one is fine? Are you joking? I was in Pune, never went to Delhi. Block my card.', 'Oh sure, the 45,000 transaction is fine. I never made it.']) {
      expect(withoutOwnedRecords(text)).toBe(text);
    }
  });

  it('keeps a sentence that vouches for a payment and tells what went wrong with it', () => {
    const text = 'I paid 5000 to Amazon, that was mine, but it was charged twice.';
    expect(withoutOwnedRecords(text)).toBe(text);
  });

  it('keeps the message whole when every sentence vouches, or none does', () => {
    expect(withoutOwnedRecords('That one was mine.')).toBe('That one was mine.');
    expect(withoutOwnedRecords('Someone used my card for 2000 at Croma.')).toBe('Someone used my card for 2000 at Croma.');
  });
});

describe('withoutOwnedRecords in a long telling', () => {
  it('keeps a long sentence that vouches for one payment on the way to telling another', () => {
    const text = 'On the 14th we were in the old city, first we bought bangles at Laad Bazaar (paid by card, that one is fine), then my mother wanted cash for the tailor so I went to the ATM right next to Charminar and tried to take out 10,000. No cash came.';
    expect(withoutOwnedRecords(text)).toBe(text);
  });
});

describe('withoutOwnedRecords beside a disowning', () => {
  it('keeps a sentence that disowns one record while vouching for another', () => {
    const text = 'Someone else made the 8000 XYZ Games payment on 10 March at 2 am, the earlier one was me. I want my money back.';
    expect(withoutOwnedRecords(text)).toBe(text);
  });
});
