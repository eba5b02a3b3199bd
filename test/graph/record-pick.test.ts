// "Which one do you mean?" answered without naming the record: by its place in the list, its size or its date.
import { afterEach, describe, expect, it } from 'vitest';
import { harnessFor, type Harness } from '../support/app.harness.js';
import { afterCorrection, readsAsRecordPick } from '../../src/agents/gather/offline/message-cues.js';
import { pickListed } from '../../src/policy/matcher.js';
import type { Candidate } from '../../src/policy/pack.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const OPENING = 'The Bandra ATM gave me no cash but my account was debited';

describe('a record picked by place, size or date', () => {
  it.each([
    ['the smaller one', 200_000],
    ['the bigger one', 400_000],
    ['1', 200_000],
    ['second one', 400_000],
    ['the earlier one', 200_000],
    ['latest wala', 400_000],
    ['the 2000 one... sorry no, I meant the 4000 one', 400_000],
    ['the smaller one, no wait, the bigger one', 400_000],
    // The record vouched for beside the pick is not the one picked.
    ['The one on the 7th. The 2000 one on the 5th was fine.', 400_000],
  ])('answered %j, the claim is about the record it picks', async (answer, amount) => {
    h = await harnessFor('scenarios/dev-bank.yaml');

    const first = await h.send('C1002', OPENING);

    expect(first.outcome).toBe('clarification');
    expect(first.reply).toMatch(/1\. ₹2,000\.00 at ATM BANDRA 0007 on 5 March 2026/);

    const second = await h.send('C1002', answer, first.threadId);

    expect(second.claimType).toBe('failed_atm_withdrawal');
    expect(['resolved', 'needs_approval']).toContain(second.outcome);
    expect(second.amount).toBeGreaterThanOrEqual(amount);
    expect(second.amount).toBeLessThan(amount + 100_000);
  });

  it.each(['The 2000 one on the 5th was fine.', 'The 2000 one was fine.'])('picks nothing by an answer that only vouches for a record: %j', async (answer) => {
    h = await harnessFor('scenarios/dev-bank.yaml');
    const first = await h.send('C1002', OPENING);
    const second = await h.send('C1002', answer, first.threadId);

    expect(second.amount).toBe(0);
    expect(second.actions).not.toContain('refund');
  });

  it.each([['the credit one', 'CARD-7788'], ['debit wala', 'CARD-5521']])(
    'answered %j, blocks the card whose description alone has that word', async (answer, card) => {
      h = await harnessFor('scenarios/dev-bank.yaml');

      const first = await h.send('C1002', 'please block my card, I think I left it at a restaurant');
      expect(first.outcome).toBe('clarification');

      const second = await h.send('C1002', answer, first.threadId);

      expect(second).toMatchObject({ claimType: 'card_block', outcome: 'resolved' });
      expect(second.actions).toContain('block_card');
      const other = card === 'CARD-7788' ? 'CARD-5521' : 'CARD-7788';
      expect((await h.app.store.findCard('demo-bank', card))?.status).toBe('blocked');
      expect((await h.app.store.findCard('demo-bank', other))?.status).toBe('active');
    });

  it.each(['not the credit one', "the credit one is mine, the other I don't know", 'I did the credit one myself'])(
    'picks nothing by a word the reply disowns or negates: %j', async (reply) => {
    h = await harnessFor('scenarios/dev-bank.yaml');

    const first = await h.send('C1002', 'please block my card, I think I left it at a restaurant');
    const second = await h.send('C1002', reply, first.threadId);

    expect(second.outcome).toBe('clarification');
    expect(second.actions).toEqual([]);
  });

  it.each(['the credit one, I want to keep it', 'the credit one. please keep that'])(
    'blocks nothing when the record a reply names is the one it keeps: %j', async (reply) => {
    h = await harnessFor('scenarios/dev-bank.yaml');

    const first = await h.send('C1002', 'please block my card, I think I left it at a restaurant');
    const second = await h.send('C1002', reply, first.threadId);

    expect(second.outcome).toBe('clarification');
    expect(second.actions).toEqual([]);
    expect((await h.app.store.findCard('demo-bank', 'CARD-7788'))?.status).toBe('active');
  });

  it.each(['debit wala, credit wala kaadu', 'debit one, credit one illa', 'the debit one. the credit one nathi'])(
    'blocks the card a reply names beside one it negates in another Indian language: %j', async (reply) => {
    h = await harnessFor('scenarios/dev-bank.yaml');

    const first = await h.send('C1002', 'please block my card, I think I left it at a restaurant');
    const second = await h.send('C1002', reply, first.threadId);

    expect(second).toMatchObject({ claimType: 'card_block', outcome: 'resolved' });
    expect((await h.app.store.findCard('demo-bank', 'CARD-5521'))?.status).toBe('blocked');
    expect((await h.app.store.findCard('demo-bank', 'CARD-7788'))?.status).toBe('active');
  });

  it('blocks the card a reply names beside one it keeps', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');

    const first = await h.send('C1002', 'please block my card, I think I left it at a restaurant');
    const second = await h.send('C1002', "block the debit one, I'll keep the credit one", first.threadId);

    expect(second).toMatchObject({ claimType: 'card_block', outcome: 'resolved' });
    expect((await h.app.store.findCard('demo-bank', 'CARD-5521'))?.status).toBe('blocked');
    expect((await h.app.store.findCard('demo-bank', 'CARD-7788'))?.status).toBe('active');
  });

  it.each(["neither of these, it's an older one from last year", 'none of them, it was the earlier one in February', 'dono nahi, koi aur tha'])(
    'pays nothing when the reply turns every listed record down: %j', async (reply) => {
    h = await harnessFor('scenarios/dev-bank.yaml');

    const first = await h.send('C1002', OPENING);
    const second = await h.send('C1002', reply, first.threadId);

    expect(second.outcome).toBe('clarification');
    expect(second.actions).toEqual([]);
    expect(second.amount).toBe(0);
  });

  it.each([true, false])('runs a card block told after "forget that for now" on its own (on the thread: %s)', async (onThread) => {
    h = await harnessFor('scenarios/dev-bank.yaml');

    const first = await h.send('C1002', OPENING);
    const second = await h.send('C1002', 'forget that for now, I lost my debit card in the bus, block it please', onThread ? first.threadId : undefined);

    expect(second).toMatchObject({ claimType: 'card_block', outcome: 'resolved' });
    expect((await h.app.store.findCard('demo-bank', 'CARD-5521'))?.status).toBe('blocked');
    expect(await h.app.store.listLedger('demo-bank', { customerId: 'C1002' })).toEqual([]);
  });

  it('never resumes a question set aside: a later "2" answers the question asked last', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');

    await h.send('C1002', OPENING);
    const block = await h.send('C1002', 'forget that for now, I lost my card in the bus, block it please');
    expect(block.outcome).toBe('clarification');
    const answer = await h.send('C1002', '2');

    expect(answer.threadId).toBe(block.threadId);
    expect(answer.claimType).toBe('card_block');
    expect(await h.app.store.listLedger('demo-bank', { customerId: 'C1002' })).toEqual([]);
  });

  it('asks again when the reply picks nothing it can tell apart', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');

    const first = await h.send('C1002', OPENING);
    const second = await h.send('C1002', 'the one that failed', first.threadId);

    expect(second.outcome).toBe('clarification');
    expect(second.actions).toEqual([]);
  });
});

describe('readsAsRecordPick', () => {
  it.each([
    ['1', { by: 'position', index: 0 }], ['the second one', { by: 'position', index: 1 }], ['pehla wala', { by: 'position', index: 0 }],
    ['दूसरा', { by: 'position', index: 1 }], ['the lower amount', { by: 'amount', which: 'least' }], ['bada wala', { by: 'amount', which: 'most' }],
    ['the older one', { by: 'date', which: 'least' }], ['the most recent', { by: 'date', which: 'most' }],
    ['the cheaper one', { by: 'amount', which: 'least' }], ['mehnga wala', { by: 'amount', which: 'most' }],
    ['2nd', { by: 'position', index: 1 }], ['the 1st one', { by: 'position', index: 0 }], ['option two', { by: 'position', index: 1 }],
    ['#3', { by: 'position', index: 2 }], ['number one please', { by: 'position', index: 0 }],
  ] as const)('reads %j', (text, pick) => {
    expect(readsAsRecordPick(text)).toEqual(pick);
  });

  it.each(['yes', 'the one that failed', 'smaller or bigger, not sure', 'the ATM one'])('reads no pick in %j', (text) => {
    expect(readsAsRecordPick(text)).toBeNull();
  });
});

describe('pickListed', () => {
  const candidate = (id: string, amount: number | null, date: string | null): Candidate => ({ id, kind: 'transaction', tier: 0, amount, date, labels: [], describe: id });

  it('picks the single smallest, largest, earliest or latest, and nothing on a tie', () => {
    const listed = [candidate('A', 400_000, '2026-03-07'), candidate('B', 200_000, '2026-03-05')];
    expect(pickListed(listed, { by: 'amount', which: 'least' })?.id).toBe('B');
    expect(pickListed(listed, { by: 'date', which: 'most' })?.id).toBe('A');
    expect(pickListed(listed, { by: 'position', index: 1 })?.id).toBe('B');
    expect(pickListed(listed, { by: 'position', index: 2 })).toBeNull();
    expect(pickListed([candidate('A', 100_000, null), candidate('B', 100_000, null)], { by: 'amount', which: 'least' })).toBeNull();
    expect(pickListed([candidate('A', 100_000, null), candidate('B', 200_000, null)], { by: 'date', which: 'least' })).toBeNull();
  });
});

describe('afterCorrection', () => {
  it.each([
    ['the 2000 one... sorry no, I meant the 4000 one', ' the 4000 one'],
    ['4000 wala, nahi nahi 2000 wala', ' 2000 wala'],
    ['the 4000 one', 'the 4000 one'],
    ['sorry', 'sorry'],
  ])('keeps what %j means', (text, meant) => {
    expect(afterCorrection(text)).toBe(meant);
  });
});

describe('a record picked from the list settles the kind the words left open', () => {
  const WORLD = 'scenarios/paraphrase/bank-picks-that-settle-the-kind.yaml';

  it('pays a failed transfer told without its kind once the customer picks the IMPS one', async () => {
    h = await harnessFor(WORLD);

    const first = await h.send('C9601', 'my transfer to ramesh failed but the money went from my account');
    expect(first.outcome).toBe('clarification');
    const turn = await h.send('C9601', 'IMPS', first.threadId);

    expect([turn.claimType, turn.outcome, turn.amount]).toEqual(['failed_upi_transfer', 'resolved', 280_000]);
  });
});
