import { describe, expect, it } from 'vitest';
import { OfflineReplyWriter } from '../../src/agents/respond/offline/offline-reply-writer.js';
import type { IntentAnalysis, ReplyInput } from '../../src/agents/ports.js';
import { emptyEntities } from '../../src/domain/entities.js';
import { OUTCOMES } from '../../src/domain/vocabulary.js';
import { claimProfiles } from '../../src/agents/tenant-profile.js';
import { bankPack } from '../../src/policy/packs/bank/bank.pack.js';

const analysis: IntentAnalysis = {
  intent: 'complaint', intentConfidence: 0.9, claimType: 'failed_atm_withdrawal', claimTypeConfidence: 0.9, urgency: 'medium',
  sentiment: 'negative', language: 'en', aspects: [], entities: emptyEntities(), cancelNow: false, dissatisfied: false, trace: { backend: 'offline' },
};
const input = (over: Partial<ReplyInput>): ReplyInput => ({
  tenant: { id: 'demo-bank', name: 'Demo Bank', kind: 'bank', claimTypes: bankPack.claimTypes.map((d) => d.id), vocabulary: bankPack.vocabulary, claims: claimProfiles(bankPack), locale: 'en-IN' },
  language: 'en', customerName: 'Meera Iyer', outcome: 'resolved', claimType: 'failed_atm_withdrawal', analysis,
  amount: 1_05_300_00, paid: 1_05_300_00, reasons: ['The debit T5001 failed.'], findings: ['The debit T5001 failed.'],
  formula: '1,05,000.00 + 100.00 × 3 days late = 1,05,300.00', citations: [], answer: { found: true, text: 'Answer text.', citations: [], trace: { backend: 'offline' } },
  clarificationQuestion: 'Which one: T5031 or T5032?', ticketIds: ['TKT-1'], timeline: null, cardBlocked: null, policyCancelled: null,
  complaintOffered: true, approvalStatus: null, ...over,
});
const writer = new OfflineReplyWriter();

describe('the offline reply writer in the customer\'s language', () => {
  it.each(['en', 'hi', 'hi-Latn'])('writes every outcome in %s with the same facts', async (language) => {
    for (const outcome of OUTCOMES) {
      const { text } = await writer.write(input({ language, outcome }));
      expect(text.length, outcome).toBeGreaterThan(10);
      if (outcome === 'resolved') expect(text).toContain('₹1,05,300.00');
      if (outcome === 'resolved' || outcome === 'needs_approval' || outcome === 'escalated' || outcome === 'logged') expect(text, outcome).toContain('TKT-1');
      if (outcome === 'needs_approval') expect(text).toContain('₹1,05,300.00');
      if (outcome === 'clarification') expect(text).toContain('T5031');
    }
  });

  it('writes the words of the formula in the customer\'s language, its numbers unchanged', async () => {
    expect((await writer.write(input({ language: 'hi' }))).text).toContain('1,05,000.00 + 100.00 × 3 दिन की देरी = 1,05,300.00');
    expect((await writer.write(input({ language: 'hi-Latn' }))).text).toContain('1,05,000.00 + 100.00 × 3 din ki deri = 1,05,300.00');
    expect((await writer.write(input({ language: 'en' }))).text).toContain('100.00 × 3 days late');
  });

  it('writes Hindi in Devanagari and Hinglish in Latin letters', async () => {
    expect((await writer.write(input({ language: 'hi' }))).text).toMatch(/[\u0900-\u097F]/);
    const hinglish = (await writer.write(input({ language: 'hi-Latn' }))).text;
    expect(hinglish).not.toMatch(/[\u0900-\u097F]/);
    expect(hinglish).toContain('jama kar diye');
  });

  it('greets a Hinglish writer with a salutation that cannot be taken for a name (Priya is a common one)', async () => {
    const text = (await writer.write(input({ language: 'hi-Latn', customerName: 'Priya Sharma' }))).text;
    expect(text.split('\n')[0]).toBe('Namaste Priya,');
  });

  it('falls back to English for a language it has no templates for', async () => {
    expect((await writer.write(input({ language: 'ta' }))).text).toContain('We have credited ₹1,05,300.00');
  });
});
