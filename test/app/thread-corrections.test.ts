// A correction on a decided claim's thread ("sorry, I meant the 4000 one") continues the thread's claim on the record
// it names: that record is judged and paid once on its own ticket; the first decision stands.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { harnessFor, type Harness } from '../support/app.harness.js';

const FIRST = 'The ATM at Adyar took 2000 and gave no cash';

describe('corrections after a decided claim', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');
  });
  afterEach(async () => h.close());

  it.each([
    'sorry, I meant the 4000 one',
    'sorry, I meant the 4000 one, not the 2000 one',
    'no wait, the one on 7 March',
    'galti se 2000 likh diya, 4000 wala tha',
  ])('pays the record "%s" names, once, on the same thread', async (correction) => {
    const first = await h.send('C1002', FIRST);
    expect(first).toMatchObject({ outcome: 'resolved', claimType: 'failed_atm_withdrawal' });
    const corrected = await h.send('C1002', correction, first.threadId);
    expect(corrected).toMatchObject({ threadId: first.threadId, outcome: 'resolved', claimType: 'failed_atm_withdrawal', amount: 400_000 });
    expect(corrected.reply).toContain('T9021');
    const again = await h.send('C1002', correction, first.threadId);
    expect(again.amount).toBe(0);
    const ledger = await h.app.store.listLedger('demo-bank', { customerId: 'C1002' });
    expect(ledger.filter((e) => e.amount > 0).reduce((sum, e) => sum + e.amount, 0)).toBe(first.amount + 400_000);
  });

  it('asks for a new occurrence ("it happened again today") instead of judging the earlier record again', async () => {
    const first = await h.send('C1001', 'The MG Road ATM took 5000 on 4 March and gave no cash');
    expect(first).toMatchObject({ outcome: 'resolved', claimType: 'failed_atm_withdrawal' });
    const again = await h.send('C1001', 'it happened again today at the same ATM, no cash', first.threadId);
    expect(again).toMatchObject({ outcome: 'clarification', amount: 0 });
    expect(again.reply).toMatch(/could not find a matching record/i);
    const ledger = await h.app.store.listLedger('demo-bank', { customerId: 'C1001' });
    expect(ledger.reduce((sum, e) => sum + e.amount, 0)).toBe(first.amount);
  });

  it('leaves a question on the thread a question', async () => {
    const first = await h.send('C1002', FIRST);
    const asked = await h.send('C1002', 'sorry to bother you, how long does a refund take?', first.threadId);
    expect(asked).toMatchObject({ outcome: 'answered', amount: 0, actions: [] });
  });
});
