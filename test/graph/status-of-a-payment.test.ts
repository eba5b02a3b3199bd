// "Did the 4000 from the atm on 25th come back": a status question about a payment the rule owes nothing more on is
// answered from the records (what was credited back, and when, or that nothing was); a demand for the money is a claim.
import { afterEach, describe, expect, it } from 'vitest';
import { harnessFor, type Harness } from '../support/app.harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('a status question about a failed ATM withdrawal', () => {
  it.each(['did the 4000 from the atm on 25th come back', 'has the 4000 from the ATM on 25 september come back?'])(
    'answers from the records when it was reversed in time, and moves nothing: %j',
    async (text) => {
      h = await harnessFor('scenarios/own-bank.yaml');

      const turn = await h.send('C1106', text);

      expect([turn.intent, turn.claimType, turn.outcome, turn.actions]).toEqual(['query', null, 'answered', []]);
      expect(turn.reply).toMatch(/₹4,000\.00 was credited back for it on 30 September 2026/);
    },
  );

  it('says nothing has come back yet, and pays nothing on a question alone, when it was not reversed', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');

    const turn = await h.send('C1001', 'did the 5000 from the atm on 4 march come back?');

    expect([turn.outcome, turn.amount, turn.actions]).toEqual(['answered', 0, []]);
    expect(turn.reply).toMatch(/Nothing has been credited back for it so far/);
  });

  it('answers the question asked after a failure told in full, when the money came back in time', async () => {
    h = await harnessFor('scenarios/own-bank.yaml');

    const turn = await h.send('C1106', 'The ATM at Hazratganj gave me no cash but debited 4000 on 25th. Has the money come back?');

    expect([turn.outcome, turn.actions]).toEqual(['answered', []]);
    expect(turn.reply).toMatch(/credited back for it on 30 September 2026/);
  });

  it('keeps a demand for the money as the claim, though it was reversed in time', async () => {
    h = await harnessFor('scenarios/own-bank.yaml');

    const turn = await h.send('C1106', 'the 4000 from the atm on 25th did not come back, refund it');

    expect([turn.claimType, turn.outcome]).toEqual(['failed_atm_withdrawal', 'rejected']);
  });
});

describe('a status question about a cancellation refund', () => {
  it('says when the refund was paid and how much, from the records, and moves nothing', async () => {
    h = await harnessFor('scenarios/own-insurer.yaml');

    const turn = await h.send('C2106', 'Has my cancellation refund been processed? I cancelled my health policy on 1 July.');

    expect([turn.outcome, turn.actions]).toEqual(['answered', []]);
    expect(turn.reply).toMatch(/₹11,605\.48 was refunded for it on 5 July 2026 \(T2106\)/);
  });
});
