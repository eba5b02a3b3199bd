// Two close claim types: one question offering both, and the customer's pick (by number, words or description) sets
// the type, instead of a guess or an escalation.
import { afterEach, describe, expect, it } from 'vitest';
import { harnessFor, type Harness } from '../support/app.harness.js';
import { readsAsChoice } from '../../src/agents/gather/offline/message-cues.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const VAGUE = 'I paid 2500 and it failed, money debited';

describe('choosing between two close claim types', () => {
  it('offers the two types the words fit, then checks the record of the one the customer picks by number', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');

    const first = await h.send('C1001', VAGUE);

    expect(first.outcome).toBe('clarification');
    expect(first.actions).toEqual([]);
    expect(first.reply).toMatch(/1\. Failed UPI\/IMPS transfer/);
    expect(first.reply).toMatch(/2\. Failed card payment/);

    const second = await h.send('C1001', '1', first.threadId);

    expect(second.claimType).toBe('failed_upi_transfer');
    expect(['resolved', 'needs_approval']).toContain(second.outcome);
    expect(second.amount).toBeGreaterThanOrEqual(250_000);
  });

  it('asks nothing of a conduct complaint that names no case of the customer\'s own', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');

    const turn = await h.send('C1001', 'The staff at your Andheri branch were very rude to my father. I want action taken.');

    expect(turn.outcome).toBe('escalated');
  });
});

describe('readsAsChoice', () => {
  const options = [
    { value: 'failed_atm_withdrawal', label: 'Failed ATM withdrawal (account debited, cash not dispensed)' },
    { value: 'failed_card_payment', label: 'Failed card payment (account debited, merchant did not confirm)' },
  ];
  it.each([
    ['2', 'failed_card_payment'],
    ['the first one', 'failed_atm_withdrawal'],
    ['doosra', 'failed_card_payment'],
    ['दूसरा वाला', 'failed_card_payment'],
    ['पहला', 'failed_atm_withdrawal'],
    ['२', 'failed_card_payment'],
    ['it was at the ATM, no cash came out', 'failed_atm_withdrawal'],
    ['the merchant never confirmed it', 'failed_card_payment'],
  ])('reads "%s" as %s', (text, value) => {
    expect(readsAsChoice(text, options, null)).toBe(value);
  });
  it('takes the offline reading of the reply when it names one of the options, and nothing from an unrelated reply', () => {
    expect(readsAsChoice('swiped at a shop, shop said declined', options, 'failed_card_payment')).toBe('failed_card_payment');
    expect(readsAsChoice('not sure', options, 'fee_reversal')).toBeNull();
  });

  it('asks a customer who names trouble and nothing else which of the likeliest claims it is, and confirms the record before blocking a card', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');

    const first = await h.send('C1003', 'something is wrong with my account, pls help');

    expect([first.outcome, first.claimType, first.actions]).toEqual(['clarification', null, []]);
    const line = first.reply.split('\n').find((l) => /^\d\. Unauthorised transaction/.test(l));
    expect(line).toBeDefined();

    const picked = await h.send('C1003', (line as string).slice(0, 1), first.threadId);

    // The only payment of that kind is a guess, not the customer's: it is named back before anything is blocked.
    expect([picked.outcome, picked.claimType, picked.actions]).toEqual(['clarification', 'unauthorized_transaction', []]);
    expect(picked.reply).toMatch(/XYZ GAMES/);
    expect(picked.reply).toMatch(/block the card it was made with \(CARD-1200\)/);

    const agreed = await h.send('C1003', 'yes', first.threadId);

    expect(agreed.actions).toContain('block_card');
    expect(agreed.amount).toBe(800_000);
  });

  it('blocks nothing on a plea for help alone, and blocks the card once the answer says in its own words that it was lost', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');

    const first = await h.send('C1001', 'I need help urgently');

    expect([first.outcome, first.claimType, first.actions]).toEqual(['clarification', null, []]);

    const told = await h.send('C1001', 'my debit card is lost, please block it', first.threadId);

    expect([told.outcome, told.claimType]).toEqual(['resolved', 'card_block']);
    expect(told.actions).toContain('block_card');
  });

  it('takes an answer that names another claim in its own words', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');

    const first = await h.send('C1001', 'kuch gadbad hai mere account me');
    const answer = await h.send('C1001', 'atm se 5000 nahi nikle, paise kat gaye', first.threadId);

    expect(first.outcome).toBe('clarification');
    expect(answer.claimType).toBe('failed_atm_withdrawal');
    expect(answer.amount).toBeGreaterThanOrEqual(500_000);
  });
});
