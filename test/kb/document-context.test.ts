import { describe, expect, it } from 'vitest';
import { withDocumentContext } from '../../src/adapters/search/document-context.js';

const chunk = (id: number, docId: string, score: number) => ({ id, docId, score });

describe('document context for chunk scores', () => {
  it('adds the weighted score of the best other chunk of the same document', () => {
    const out = withDocumentContext([chunk(1, 'a', 10), chunk(2, 'a', 6), chunk(3, 'a', 2), chunk(4, 'b', 9)], 0.5);
    expect(out).toEqual([chunk(1, 'a', 13), chunk(4, 'b', 9), chunk(2, 'a', 11), chunk(3, 'a', 7)].sort((x, y) => y.score - x.score));
  });

  it('ranks a document that matches twice above one that matches once slightly better', () => {
    const out = withDocumentContext([chunk(1, 'once', 10), chunk(2, 'twice', 9), chunk(3, 'twice', 8)], 0.5);
    expect(out.map((c) => c.docId)).toEqual(['twice', 'twice', 'once']);
    expect(out[0]).toEqual(chunk(2, 'twice', 13));
  });

  it('lists each document first with its best chunk, so documents rank by best + weight × second best', () => {
    const out = withDocumentContext([chunk(1, 'a', 5), chunk(2, 'a', 5), chunk(3, 'b', 7), chunk(4, 'c', 1), chunk(5, 'c', 9)], 0.5);
    const firstOf = new Map<string, number>();
    for (const c of out) if (!firstOf.has(c.docId)) firstOf.set(c.docId, c.score);
    expect([...firstOf]).toEqual([['c', 9.5], ['a', 7.5], ['b', 7]]);
  });

  it('keeps the BM25 order with weight 0 and breaks ties by chunk id', () => {
    const input = [chunk(3, 'a', 4), chunk(1, 'b', 4), chunk(2, 'a', 5)];
    expect(withDocumentContext(input, 0)).toEqual([chunk(2, 'a', 5), chunk(1, 'b', 4), chunk(3, 'a', 4)]);
    expect(withDocumentContext([], 0.5)).toEqual([]);
  });
});
