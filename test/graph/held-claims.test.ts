// A money claim the customer holds back, by a condition ("only if it doesn't use my waiver") or by asking whether to
// claim at all ("should I raise a complaint or wait?"), is asked about first: the record, the figure and a yes/no come
// back, and nothing is credited or blocked until a plain yes.
import { afterEach, describe, expect, it } from 'vitest';
import { harnessFor, type Harness } from '../support/app.harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

async function creditsTo(customer: string): Promise<number> {
  const entries = await h!.app.store.listLedger('demo-bank', { customerId: customer });
  return entries.length;
}

describe('a money claim held back by the customer', () => {
  it('asks before crediting a failed withdrawal the customer wonders whether to claim, and credits it on a yes', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');
    const first = await h.send('C1001', 'The MG Road ATM took 5000 and gave no cash. Should I raise a complaint or wait for it to reverse on its own?');

    expect(first.outcome).toBe('clarification');
    expect(first.actions).toEqual([]);
    expect(first.reply).toMatch(/₹5,000\.00/);
    expect(first.reply).toMatch(/yes or no/);
    expect(await creditsTo('C1001')).toBe(0);

    const yes = await h.send('C1001', 'yes please', first.threadId);
    expect(yes.outcome).toBe('resolved');
    expect(yes.actions).toContain('refund');
    expect(await creditsTo('C1001')).toBeGreaterThan(0);
  });

  it('asks before reversing a fee the customer made conditional, and reverses nothing on a no', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');
    const first = await h.send('C1001', "Please reverse the 590 minimum balance charge, but only if it doesn't use up my yearly waiver.");

    expect(first.outcome).toBe('clarification');
    expect(first.actions).toEqual([]);

    const no = await h.send('C1001', 'no, leave it', first.threadId);
    expect(no.actions).not.toContain('refund');
    expect(await creditsTo('C1001')).toBe(0);
  });

  it('keeps "should I just wait?" with the claim it follows rather than answering it as a question of its own', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');
    const turn = await h.send('C1001', 'my UPI of 2500 to rahul failed but the money was debited. Should I just wait?');

    expect(turn.outcome).toBe('clarification');
    expect(turn.claimType).toBe('failed_upi_transfer');
    expect(await creditsTo('C1001')).toBe(0);
  });

  it('credits the plain claim of two and asks about the one the customer wonders whether to claim', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');
    const turn = await h.send('C1001', 'My UPI of 2500 to rahul failed, please refund. Also the MG Road ATM took 5000 and gave nothing, should I wait?');

    expect(turn.actions).toContain('refund');
    expect(turn.amount).toBe(260_000);
    expect(turn.reply).toMatch(/confirm: is this about failed ATM withdrawal/);
  });

  it('blocks the card on a yes that names the block', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');
    const first = await h.send('C1001', 'I lost my debit card 4411 somewhere in the market. Should I block it or wait till evening, it may be at home?');
    expect(first.outcome).toBe('clarification');
    expect(first.actions).not.toContain('block_card');

    const yes = await h.send('C1001', 'yes pls block it', first.threadId);
    expect(yes.actions).toContain('block_card');
  });

  it('cancels nothing when the customer who asked whether to cancel only says "ok thanks"', async () => {
    h = await harnessFor('scenarios/dev-insurer.yaml');
    const first = await h.send('C2001', 'Should I cancel my health policy?');
    expect(first.outcome).toBe('clarification');

    const thanks = await h.send('C2001', 'ok thanks', first.threadId);
    expect(thanks.actions).not.toContain('cancel_policy');
    expect((await h.app.store.findPolicy('demo-insurer', 'POL-HL-2201'))?.status).toBe('active');
  });

  it('judges a claim asked about twice on the second yes, rather than handing it to a person', async () => {
    h = await harnessFor('scenarios/dev-insurer.yaml');
    const first = await h.send('C2001', 'Cancel my health policy today, but I want the full premium back');
    const again = await h.send('C2001', 'yes, but from next month', first.threadId);
    expect(again.outcome).toBe('clarification');

    const yes = await h.send('C2001', 'yes', first.threadId);
    expect(yes.outcome).toBe('resolved');
    expect(yes.actions).toContain('cancel_policy');
  });

  it('still credits a claim told plainly, and one pressed with a threat rather than weighed', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');
    const plain = await h.send('C1001', 'The MG Road ATM took 5000 and gave no cash, please refund it');
    expect(plain.outcome).toBe('resolved');

    const pressed = await h.send('C1001', 'my UPI of 2500 to rahul failed but was debited. Should I go to the ombudsman or will you refund it?');
    expect(pressed.outcome).toBe('resolved');
    expect(pressed.actions).toContain('refund');
  });
});
