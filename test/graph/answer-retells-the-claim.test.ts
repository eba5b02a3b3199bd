// A first message that names no claim type by its words ("something is wrong with my claim") is read by the classifier
// alone; the customer's answer to the question that follows may tell the claim in its own words ("payment came only on
// 1 March. I want the delay interest"): the answer's type is the claim's. A type the first words named stays.
import { afterEach, describe, expect, it } from 'vitest';
import { harnessFor, type Harness } from '../support/app.harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const WORLD = 'scenarios/paraphrase/insurer-framed-questions-and-retold-claims.yaml';

describe('an answer that tells the claim in its own words', () => {
  it('is judged as the type it tells when the first message named none', async () => {
    h = await harnessFor(WORLD);

    const first = await h.send('C9501', 'hello, something is wrong with my claim, please check');
    expect(first.outcome).toBe('clarification');
    const turn = await h.send('C9501', 'The February one, CLM-9501. Documents were complete on 20 Feb but the money came only on 15 April. I want the delay interest.', first.threadId);

    expect([turn.claimType, turn.outcome]).toEqual(['claim_settlement_delay', 'resolved']);
    expect(turn.amount).toBeGreaterThan(0);
  });

  it('keeps the type the first message named in its own words', async () => {
    h = await harnessFor(WORLD);

    const first = await h.send('C9501', 'My claim settlement is delayed, it is taking too long');
    expect([first.claimType, first.outcome]).toEqual(['claim_settlement_delay', 'clarification']);
    const turn = await h.send('C9501', 'CLM-9502. I also dispute the rejection of part of it.', first.threadId);

    expect(turn.claimType).toBe('claim_settlement_delay');
  });
});
