// Evidence before money (pure): the customer's words and the pack's candidates carry a proposal, or a yes does.
import { describe, expect, it } from 'vitest';
import { emptyEntities } from '../../src/domain/entities.js';
import { checkEvidence, type WordsReading } from '../../src/policy/evidence.js';
import type { Candidate } from '../../src/policy/pack.js';

const fee = (id: string, amount: number, date: string): Candidate => ({ id, kind: 'transaction', tier: 0, amount, date, labels: ['FEE'], describe: `${id} fee` });
const candidates = [fee('T1', 59_000, '2026-03-01'), fee('T2', 99_900, '2026-02-15')];

function words(over: Partial<WordsReading> = {}): WordsReading {
  return { intent: 'complaint', claimType: 'fee_reversal', claimTypeConfidence: 0.9, alternatives: [], hypothetical: false, entities: { ...emptyEntities(), amounts: [59_000] }, conditions: [], ...over };
}

const claim = { claimType: 'fee_reversal', subjectId: 'T1', amount: 59_000, candidates, confirmation: null };

describe('checkEvidence', () => {
  it('carries a claim whose type the words read and whose record the words point to, at the words\' confidence', () => {
    expect(checkEvidence({ ...claim, words: words() })).toMatchObject({ ok: true, confidence: 0.9 });
  });

  it('refuses a claim the words read as a question, or as hypothetical', () => {
    for (const w of [words({ intent: 'query' }), words({ hypothetical: true })]) {
      const check = checkEvidence({ ...claim, words: w });
      expect(check.ok).toBe(false);
      expect(!check.ok && check.gaps.map((g) => g.kind)).toContain('not_a_claim');
    }
  });

  it('refuses another claim type than the words read, but accepts a close second reading', () => {
    const other = checkEvidence({ ...claim, words: words({ claimType: 'duplicate_card_charge' }) });
    expect(!other.ok && other.gaps.map((g) => g.kind)).toEqual(['claim_type']);
    const second = checkEvidence({ ...claim, words: words({ claimType: 'duplicate_card_charge', alternatives: [{ claimType: 'fee_reversal', confidence: 0.4 }] }) });
    expect(second).toMatchObject({ ok: true, confidence: 0.4 });
  });

  it('refuses a record the words do not point to, and says when they fit several', () => {
    const wrong = checkEvidence({ ...claim, subjectId: 'T2', words: words() });
    expect(!wrong.ok && wrong.gaps.map((g) => g.kind)).toEqual(['record']);
    const several = checkEvidence({ ...claim, subjectId: 'T2', words: words({ entities: emptyEntities() }) });
    expect(!several.ok && several.gaps.map((g) => g.kind)).toEqual(['record_several']);
    const foreign = checkEvidence({ ...claim, subjectId: 'T-OTHER', words: words() });
    expect(!foreign.ok && foreign.gaps.map((g) => g.kind)).toEqual(['record']);
  });

  it('refuses the only card when the words name another card\'s digits, and takes it when they name its own', () => {
    const card: Candidate = { id: 'CARD-4411', kind: 'card', tier: 0, amount: null, date: null, labels: ['CARD-4411', '4411', 'debit'], describe: 'debit card ending 4411' };
    const block = { claimType: 'card_block', subjectId: 'CARD-4411', amount: 0, candidates: [card], confirmation: null };
    const named = (digits: string) => words({ claimType: 'card_block', intent: 'service_request', entities: { ...emptyEntities(), cardLast4: [digits] } });
    const other = checkEvidence({ ...block, words: named('5521') });
    expect(!other.ok && other.gaps.map((g) => g.kind)).toEqual(['record']);
    expect(checkEvidence({ ...block, words: named('4411') }).ok).toBe(true);
  });

  it('does not take the only record of a kind for trouble told with no detail', () => {
    const vague = checkEvidence({ ...claim, candidates: [candidates[0]!], words: words({ vague: true, entities: emptyEntities() }) });
    expect(!vague.ok && vague.gaps.map((g) => g.kind)).toEqual(['record']);
  });

  it('takes the only candidate when the words name no detail', () => {
    expect(checkEvidence({ ...claim, candidates: [candidates[0]!], words: words({ entities: emptyEntities() }) }).ok).toBe(true);
  });

  it('accepts a yes bound to the same claim, record and at most the amount asked', () => {
    const yes = { claimType: 'fee_reversal', subjectId: 'T2', amount: 99_900, answer: 'yes' as const };
    expect(checkEvidence({ ...claim, subjectId: 'T2', amount: 99_900, words: words({ intent: 'query' }), confirmation: yes }).ok).toBe(true);
    expect(checkEvidence({ ...claim, subjectId: 'T2', amount: 120_000, words: words({ intent: 'query' }), confirmation: yes }).ok).toBe(false);
    expect(checkEvidence({ ...claim, subjectId: 'T1', words: words({ intent: 'query' }), confirmation: yes }).ok).toBe(false);
    expect(checkEvidence({ ...claim, subjectId: 'T2', amount: 99_900, words: words({ intent: 'query' }), confirmation: { ...yes, answer: 'no' } }).ok).toBe(false);
  });

  it('refuses when there is no deterministic reading at all', () => {
    expect(checkEvidence({ ...claim, words: null }).ok).toBe(false);
  });
});
