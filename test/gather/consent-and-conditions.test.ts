// Yes/no answers and the terms a customer ties a cancellation to, read from their own words.
import { describe, expect, it } from 'vitest';
import { cancellationConditions, readsAsConsent } from '../../src/agents/gather/offline/message-cues.js';

describe('readsAsConsent', () => {
  it.each(['yes', 'Yes please', 'ok go ahead', 'haan', 'haan ji, kar do', 'Sure.', 'theek hai', 'confirm'])('reads "%s" as yes', (text) => {
    expect(readsAsConsent(text)).toBe('yes');
  });
  it.each(['no', 'No, leave it', 'nahi', 'mat karo', "don't cancel it", 'not now'])('reads "%s" as no', (text) => {
    expect(readsAsConsent(text)).toBe('no');
  });
  it.each(['yes but only if I get everything back', 'ok?', 'the one on 4 March', 'what would I get?'])('reads "%s" as neither', (text) => {
    expect(readsAsConsent(text)).toBeNull();
  });
});

describe('cancellationConditions', () => {
  it.each([
    ['meri health policy cancel kar do, pura paisa wapas chahiye', 'you asked for the whole amount back'],
    ['Cancel my policy and refund the full premium', 'you asked for the whole amount back'],
    ['Please cancel it but only if there are no deductions', 'you made it conditional'],
    ['Cancel my motor policy from 1 April', 'you named a later date'],
    ['policy agle mahine se band kar do', 'you named a later date'],
  ])('finds the terms in "%s"', (text, note) => {
    expect(cancellationConditions(text)).toContain(note);
  });
  it.each([
    'I bought a health policy last month but I do not need it anymore. I want to cancel it and get my money back.',
    'I bought this policy on 5 March from an agent, please cancel it',
    'Return my policy under free look',
  ])('finds none in a plain request: "%s"', (text) => {
    expect(cancellationConditions(text)).toEqual([]);
  });
});
