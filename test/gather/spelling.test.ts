// Slips in the words claims turn on are mended; other words, and changed letters, are left as written.
import { describe, expect, it } from 'vitest';
import { mendSlips } from '../../src/agents/gather/offline/spelling.js';

describe('mendSlips', () => {
  it.each([
    ['pls cancle my helth polcy n refnd the premum', 'pls cancel my health policy n refund the premium'],
    ['amout debitd', 'amount debited'],
    ['cancell my plicy', 'cancel my policy'],
    ['new addrss updte pls', 'new address update pls'],
    ['claim staus? and nomine change', 'claim status? and nominee change'],
  ])('mends %j', (typed, meant) => {
    expect(mendSlips(typed)).toBe(meant);
  });

  it.each(['cancer treatment claim', 'police station', 'my wealth plan', 'claims and refunds', 'withdrawl', 'not reversed yet', 'cash withdrawn', 'claim filed on 10 august', 'account locked after wrong pin', 'address updated', 'statements'])('leaves %j as written', (text) => {
    expect(mendSlips(text)).toBe(text);
  });
});
