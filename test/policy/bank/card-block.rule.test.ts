import { describe, expect, it } from 'vitest';
import { cardBlockRule } from '../../../src/policy/packs/bank/card-block.claim.js';
import { defaultBankParams } from '../../../src/policy/packs/bank/params.js';
import type { Card } from '../../../src/domain/records.js';
import { calendarOn, card, records } from '../../support/records.builder.js';

const params = defaultBankParams();
const today = calendarOn('2026-03-12');
const evaluate = (status: Card['status']) =>
  cardBlockRule.evaluate({ records: records({ cards: [card({ id: 'CARD-4411', status })] }), subjectId: 'CARD-4411', params, calendar: today, cancelNow: false });

describe('card block', () => {
  it('blocks the customer\'s own active card with no money moving', () => {
    const result = evaluate('active');
    expect(result).toMatchObject({ eligible: 'yes', amount: 0, productActions: [{ action: 'block_card', recordId: 'CARD-4411' }] });
    expect(result.citations).toEqual([{ docId: 'cards', section: 'Blocking a lost or stolen card' }]);
  });

  it.each(['blocked', 'expired'] as const)('does nothing for a card that is %s', (status) => {
    expect(evaluate(status)).toMatchObject({ eligible: 'no', productActions: [] });
  });

  it('throws NOT_FOUND for a card that is not the customer\'s', () => {
    expect(() => cardBlockRule.evaluate({ records: records(), subjectId: 'CARD-9', params, calendar: today, cancelNow: false }))
      .toThrow(expect.objectContaining({ code: 'NOT_FOUND' }));
  });

  it('lists active cards first, labelled by last-4 and kind', () => {
    const list = cardBlockRule.candidates(records({
      cards: [card({ id: 'CARD-1', last4: '1111', status: 'expired' }), card({ id: 'CARD-2', last4: '2222', kind: 'credit' })],
    }), today, params);
    expect(list.map((c) => [c.id, c.tier])).toEqual([['CARD-2', 0], ['CARD-1', 1]]);
    expect(list[0]?.labels).toEqual(expect.arrayContaining(['2222', 'credit']));
  });
});
