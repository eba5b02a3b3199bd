// An answer to "which one do you mean?" picks a listed record only when nothing it states contradicts that record.
import { afterEach, describe, expect, it } from 'vitest';
import { harnessFor, type Harness } from '../support/app.harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('a record picked by an answer', () => {
  const asked = 'The Bandra ATM did not give me cash but my account was debited.';

  it('pays the withdrawal the answer picks by its day', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');
    const first = await h.send('C1002', asked);
    expect(first.outcome).toBe('clarification');
    const second = await h.send('C1002', 'the one on the 7th', first.threadId);
    expect([second.outcome, second.amount]).toEqual(['resolved', 4_000_00]);
  });

  it('pays nothing for a withdrawal of that day when the answer states another amount and another payment', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');
    const first = await h.send('C1002', asked);
    expect(first.outcome).toBe('clarification');
    const second = await h.send('C1002', 'sorry my mistake, the atm is fine, I got the cash later. problem is the upi of 1500 to my brother on 7th, cut from account but he didnt get', first.threadId);
    expect(second.outcome).not.toBe('resolved');
    expect(second.actions).not.toContain('refund');
    expect(second.amount).toBe(0);
  });
});

describe('an answer that tells of another record', () => {
  it('pays nothing for a record of another type the answer names, told or denied: the claim stays the one asked about', async () => {
    for (const answer of ['sorry, the atm is fine, I got the cash later. the problem is the upi of 1200 to neha on 13th, money went but she never got it',
      'not the upi of 1200 to neha on 13th, that reached her. it is the atm']) {
      h = await harnessFor('scenarios/paraphrase/cards-gone-and-pasted-alerts.yaml');
      const first = await h.send('C9304', 'atm gave no money');
      expect(first.outcome).toBe('clarification');
      const second = await h.send('C9304', answer, first.threadId);
      expect(second.actions).not.toContain('refund');
      expect(second.amount).toBe(0);
      await h.close();
      h = undefined;
    }
  });
});
