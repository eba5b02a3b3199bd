// A message with nothing a customer writes in it ("asdfgh qwerty") is asked about again: a clarification with no
// ticket, incident or money, and no question left waiting, so the next message on the thread is read afresh.
import { afterEach, describe, expect, it } from 'vitest';
import { harnessFor, type Harness } from '../support/app.harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('a message nothing in which can be read', () => {
  it.each(['asdfgh qwerty', 'kjhsdf lkjsdf 4455'])('asks %j again: a clarification, nothing recorded, nothing waiting', async (text) => {
    h = await harnessFor('scenarios/dev-bank.yaml');
    const turn = await h.send('C1001', text);

    expect(turn).toMatchObject({ intent: 'query', claimType: null, outcome: 'clarification', amount: 0, actions: [], waitingFor: null });
    expect(turn.reply).toMatch(/couldn't understand/);
    expect(await h.app.store.listTickets('demo-bank', { customerId: 'C1001' })).toEqual([]);
    expect((await h.app.store.getConversation('demo-bank', turn.threadId))?.status).toBe('closed');
  });

  it('reads the next message on the thread as a message of its own', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');
    const first = await h.send('C1001', 'asdfgh qwerty');

    const next = await h.send('C1001', 'The ATM on MG Road debited 5000 from my account on 4 March but did not give me any cash.', first.threadId);

    expect(next).toMatchObject({ claimType: 'failed_atm_withdrawal', outcome: 'resolved' });
  });

  it('still answers a greeting as an answer, not as a question back', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');
    expect((await h.send('C1001', 'good morning')).outcome).toBe('answered');
  });
});
