// "Both" in answer to a question that listed the records a claim could be about: each listed record becomes its own
// claim (the waiting thread goes on with the first, each other record is a new conversation), each judged and paid on
// its own, once, and a retry of the answer pays nothing more. A pick of one, or a new detail, is not "both". A message
// that claims several records and names each one ("2,000 on the 5th and 4,000 on the 7th") is run the same way at once.
import { afterEach, describe, expect, it } from 'vitest';
import { harnessFor, type Harness } from '../support/app.harness.js';
import { readsAsAll, speaksOfSeveral } from '../../src/agents/gather/offline/message-cues.js';
import type { Identity } from '../../src/domain/identity.js';
import { worldFromValue } from '../../src/app/world-loader.js';

const rohan: Identity = { tenantId: 'demo-bank', customerId: 'C1002', role: 'customer', actor: 'c1002-app' };
const TWO_WITHDRAWALS = 'Both my ATM withdrawals at Bandra failed but the money was debited.';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const send = (text: string, extra: { threadId?: string; idempotencyKey?: string } = {}) => h!.app.conversations.send({ identity: rohan, text, now: h!.now, ...extra });
const credits = async () => (await h!.app.store.listLedger('demo-bank', { customerId: 'C1002' })).map((e) => [e.relatesTo, e.kind, e.amount]);

describe('readsAsAll', () => {
  it.each(['both', 'Both please', 'both of them!', 'all', 'yes both', 'dono', 'dono wale', 'donon hi', 'sab', 'दोनों', 'दोनों वाले',
    'both of them actually, neither gave me cash', 'both - they both failed', 'both of them actually', 'both failed', 'dono hi yaar',
    'all of them were debited'])('reads %j as every option', (text) => {
    expect(readsAsAll(text)).toBe(true);
  });

  it.each(['the first one', 'the 2000 one', 'both were at Bandra', 'all my money is gone', 'both ATMs', 'sabse pehle wala',
    'both, but the 2000 one was fine', 'both. the second one got cash though', 'all good', 'both fine'])('does not read %j as every option', (text) => {
    expect(readsAsAll(text)).toBe(false);
  });
});

describe('answering "both" to a question listing records', () => {
  it('runs a claim for each listed record, each paid once on its own thread, and a retry pays nothing more', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');
    const asked = await send(TWO_WITHDRAWALS);
    expect(asked).toMatchObject({ outcome: 'clarification', waitingFor: 'customer' });
    expect(asked.reply).toMatch(/ATM0305A[\s\S]*ATM0307B/);

    const both = await send('both', { threadId: asked.threadId, idempotencyKey: 'both-1' });
    expect(both).toMatchObject({ threadId: asked.threadId, outcome: 'resolved' });
    expect(both.also).toHaveLength(1);
    const [second] = both.also ?? [];
    expect(second).toMatchObject({ outcome: 'resolved', amount: 400_000 });
    expect(second?.threadId).not.toBe(asked.threadId);
    expect(both.reply).toMatch(/T9020[\s\S]*T9021/);
    expect(await credits()).toEqual(expect.arrayContaining([['T9020', 'reversal', 200_000], ['T9021', 'reversal', 400_000]]));
    const paidBefore = (await credits()).length;

    // The client retries the answer (a lost response): the same two turns, nothing paid again.
    const retry = await send('both', { threadId: asked.threadId, idempotencyKey: 'both-1' });
    expect(retry).toMatchObject({ threadId: asked.threadId, outcome: 'resolved', amount: both.amount });
    expect(retry.also?.map((t) => t.threadId)).toEqual([second?.threadId]);
    expect((await credits()).length).toBe(paidBefore);
  });

  it('runs every listed record of a long message whose masked words are longer than the limit', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');
    const long = `${TWO_WITHDRAWALS} ${'a/c 123456789 '.repeat(560)}`.slice(0, 7_990);
    const asked = await send(long);
    expect(asked.outcome).toBe('clarification');

    const both = await send('both', { threadId: asked.threadId });

    expect(both.also).toHaveLength(1);
    expect(await credits()).toEqual(expect.arrayContaining([['T9020', 'reversal', 200_000], ['T9021', 'reversal', 400_000]]));
  });

  it('takes "dono" without the thread named, as the answer to the customer\'s one waiting question', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');
    await send(TWO_WITHDRAWALS);
    const both = await send('dono wale');
    expect([both.outcome, ...(both.also ?? []).map((t) => t.outcome)]).toEqual(['resolved', 'resolved']);
    expect((await credits()).filter(([, kind]) => kind === 'reversal').map(([record]) => record).sort()).toEqual(['T9020', 'T9021']);
  });

  it('still resolves only the one record an answer picks', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');
    const asked = await send(TWO_WITHDRAWALS);
    const one = await send('the 4000 one on 7 March', { threadId: asked.threadId });
    expect(one).toMatchObject({ outcome: 'resolved', amount: 400_000 });
    expect(one.also).toBeUndefined();
    expect((await credits()).filter(([, kind]) => kind === 'reversal')).toEqual([['T9021', 'reversal', 400_000]]);
  });
});

describe('speaksOfSeveral', () => {
  it.each([
    'Both my ATM withdrawals failed',
    'two withdrawals at Bandra failed, 2000 and 4000',
    'dono ATM withdrawal fail ho gaye',
    'मेरे दोनों ATM निकासी फेल हो गए',
    'each of them was debited without cash',    'ATM se 5000 aur 3000 nikale, phone pe SMS aaya dono debit ho gaye, cash nahi mila',
    'phone aur wallet dono chori ho gaye, dono card block karo',

  ])('reads %j as claiming several records', (text) => {
    expect(speaksOfSeveral(text)).toBe(true);
  });

  it.each([
    'my ATM withdrawal of two thousand failed',
    'I tried two withdrawals, the 2000 one was fine but the 4000 one failed',
    'both times I got the cash, it is the fee I am asking about',
    'the ATM at sector 2 failed',
    'pls block my card ending 7702, phone n wallet dono chori ho gaye metro me',
    'my purse and phone both got stolen, block my debit card',
  ])('does not read %j as claiming several records', (text) => {
    expect(speaksOfSeveral(text)).toBe(false);
  });
});

describe('a message that claims several records one by one', () => {
  const NAMED = 'Both my ATM withdrawals at Bandra failed: 2000 on 5 March and 4000 on 7 March, money debited both times.';

  it('runs a claim for each named record without asking which, and a retry pays nothing more', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');
    const turn = await send(NAMED, { idempotencyKey: 'named-1' });
    expect(turn.outcome).toBe('resolved');
    expect(turn.also?.map((t) => [t.outcome, t.amount])).toEqual([['resolved', 400_000]]);
    expect(turn.reply).toMatch(/T9020[\s\S]*T9021/);
    expect((await credits()).filter(([, kind]) => kind === 'reversal').map(([record]) => record).sort()).toEqual(['T9020', 'T9021']);
    const paid = (await credits()).length;

    const retry = await send(NAMED, { idempotencyKey: 'named-1' });
    expect(retry).toMatchObject({ threadId: turn.threadId, outcome: 'resolved', amount: turn.amount });
    expect(retry.also?.map((t) => t.threadId)).toEqual(turn.also?.map((t) => t.threadId));
    expect((await credits()).length).toBe(paid);
  });

  it('runs each named record when the message names them by payee and day as well as amount', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');
    const upi = (id: string, at: string, amount: number, counterparty: string) =>
      ({ id, account_id: 'A1099', at, amount, direction: 'debit', channel: 'upi', counterparty, reference: `UPI-${id}`, status: 'failed' });
    await h.app.store.insertWorld('demo-bank', worldFromValue({
      customers: [{ id: 'C1099', name: 'Ananya Sen', segment: 'retail', joined_on: '2020-01-01' }],
      accounts: [{ id: 'A1099', customer_id: 'C1099', type: 'savings', currency: 'INR', balance: 20000 }],
      transactions: [upi('T9101', '2026-03-09T10:00:00+05:30', 1000, 'SUBHO GHOSH'), upi('T9102', '2026-03-10T11:00:00+05:30', 1200, 'MOUSUMI PAUL')],
    }, 'test', 'demo-bank'));
    const turn = await h.app.conversations.send({
      identity: { tenantId: 'demo-bank', customerId: 'C1099', role: 'customer', actor: 'test' }, now: h.now,
      text: 'Two of my UPI payments failed and both amounts were debited: 1,000 to Subho Ghosh on 9 March and 1,200 to Mousumi Paul on 10 March. Please return both.',
    });
    expect([turn.outcome, ...(turn.also ?? []).map((t) => t.outcome)]).toEqual(['resolved', 'resolved']);
    const paid = (await h.app.store.listLedger('demo-bank', { customerId: 'C1099' })).filter((e) => e.kind === 'reversal').map((e) => e.relatesTo);
    expect(paid.sort()).toEqual(['T9101', 'T9102']);
  });

  it('reads the same in Hinglish', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');
    const turn = await send('dono ATM withdrawal fail ho gaye Bandra me, 2000 aur 4000 kat gaye');
    expect([turn.outcome, ...(turn.also ?? []).map((t) => t.outcome)]).toEqual(['resolved', 'resolved']);
  });

  it('blocks every card at once when the customer says all of their cards were lost ("block them both")', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');
    const turn = await send('my bag got stolen on the train with both my cards inside!! block them both immediately');
    expect([turn.outcome, ...(turn.also ?? []).map((t) => t.outcome)]).toEqual(['resolved', 'resolved']);
    const status = async (id: string) => (await h!.app.store.findCard('demo-bank', id))?.status;
    expect([await status('CARD-5521'), await status('CARD-7788')]).toEqual(['blocked', 'blocked']);
  });

  it('blocks only the credit card when the customer names its kind', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');
    const turn = await send('my credit card has been stolen, please block it right away');
    expect(turn.outcome).toBe('resolved');
    const status = async (id: string) => (await h!.app.store.findCard('demo-bank', id))?.status;
    expect([await status('CARD-5521'), await status('CARD-7788')]).toEqual(['active', 'blocked']);
  });

  it('never pays a record the customer says was fine', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');
    const turn = await send('I tried two withdrawals at Bandra, the 2000 one was fine but the 4000 one on 7 March failed');
    expect(turn.also).toBeUndefined();
    expect((await credits()).map(([record]) => record)).not.toContain('T9020');
  });

  it('still asks which when the message claims several but names none of them', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');
    const turn = await send(TWO_WITHDRAWALS);
    expect(turn).toMatchObject({ outcome: 'clarification', waitingFor: 'customer' });
    expect(turn.also).toBeUndefined();
    expect(await credits()).toEqual([]);
  });
});
