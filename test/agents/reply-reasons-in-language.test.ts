// The reasons and findings under a reply are in the customer's language (Hindi in Devanagari, romanised Hindi) with
// the same ids, amounts and dates as the English sentence; English replies keep the rule's English text exactly.
import { describe, expect, it } from 'vitest';
import { OfflineReplyWriter } from '../../src/agents/respond/offline/offline-reply-writer.js';
import { claimProfiles } from '../../src/agents/tenant-profile.js';
import type { IntentAnalysis, ReplyInput, TenantProfile } from '../../src/agents/ports.js';
import { emptyEntities } from '../../src/domain/entities.js';
import type { RuleResult } from '../../src/domain/rule-result.js';
import type { ClaimType, Outcome } from '../../src/domain/vocabulary.js';
import { decideOutcome } from '../../src/policy/outcome.js';
import type { PolicyPack } from '../../src/policy/pack.js';
import { bankPack } from '../../src/policy/packs/bank/bank.pack.js';
import { failedAtmRule } from '../../src/policy/packs/bank/failed-atm.claim.js';
import { defaultBankParams } from '../../src/policy/packs/bank/params.js';
import { unauthorizedTransactionRule } from '../../src/policy/packs/bank/unauthorized-transaction.claim.js';
import { claimSettlementDelayRule } from '../../src/policy/packs/insurer/claim-settlement-delay.claim.js';
import { insurerPack } from '../../src/policy/packs/insurer/insurer.pack.js';
import { defaultInsurerParams } from '../../src/policy/packs/insurer/params.js';
import { reason } from '../../src/policy/reason-words.js';
import { toldOf, type Told } from '../../src/policy/wording.js';
import { calendarOn, card, claim, inr, policy, records, settling, txn } from '../support/records.builder.js';

const writer = new OfflineReplyWriter();
const DEVANAGARI = /[\u0900-\u097F]/;
const LANGUAGES = [['Hindi', 'hi'], ['Hinglish', 'hi-Latn']] as const;

function tenantOf(pack: PolicyPack<unknown>, kind: 'bank' | 'insurer'): TenantProfile {
  return { id: `demo-${kind}`, name: 'Demo', kind, claimTypes: pack.claimTypes.map((d) => d.id), vocabulary: pack.vocabulary, claims: claimProfiles(pack), locale: 'en-IN' };
}
const BANK = tenantOf(bankPack as PolicyPack<unknown>, 'bank');
const INSURER = tenantOf(insurerPack as PolicyPack<unknown>, 'insurer');

function replyInput(tenant: TenantProfile, claimType: ClaimType, outcome: Outcome, language: string, over: Partial<ReplyInput> = {}): ReplyInput {
  const analysis: IntentAnalysis = {
    intent: 'complaint', intentConfidence: 0.9, claimType, claimTypeConfidence: 0.9, urgency: 'medium', sentiment: 'negative', language,
    aspects: [], entities: emptyEntities(), cancelNow: false, dissatisfied: false, trace: { backend: 'offline' },
  };
  return {
    tenant, language, customerName: 'Ritu Saxena', outcome, claimType, analysis, amount: 0, paid: 0, reasons: [], findings: [], formula: null,
    citations: [], answer: null, clarificationQuestion: null, ticketIds: ['TKT-1A2B3C4D'], timeline: null, cardBlocked: null, policyCancelled: null,
    complaintOffered: false, approvalStatus: null, ...over,
  };
}

/** A failed ATM withdrawal of ₹4,000.00 on 25 September 2026 (T1107), reversed on 30 September: in time for T+5. */
function atmReversedInTime(): RuleResult {
  const recs = records({
    transactions: [
      txn({ id: 'T1107', channel: 'atm', status: 'failed', on: '2026-09-25', amount: inr(4_000), counterparty: 'ATM HAZRATGANJ LUCKNOW 0151', reference: 'ATM0925HZ3' }),
      settling('R1107', 'T1107', 'reversal', '2026-09-30', inr(4_000)),
    ],
  });
  return failedAtmRule.evaluate({ records: recs, subjectId: 'T1107', params: defaultBankParams(), calendar: calendarOn('2026-10-06'), cancelNow: false });
}

/** Rejected: what the decision tells the customer (the rule's findings), as `decide` stores it. */
function rejectedReasons(result: RuleResult): Told[] {
  return decideOutcome({ result, confidence: 0.9, params: defaultBankParams() }).told;
}

describe("the reasons under a reply, in the customer's language", () => {
  it.each(LANGUAGES)("writes a rejected ATM claim's reasons in %s with the same amount, date and transaction id", async (_name, language) => {
    const reasons = rejectedReasons(atmReversedInTime());
    const english = (await writer.write(replyInput(BANK, 'failed_atm_withdrawal', 'rejected', 'en', { reasons, complaintOffered: true }))).text;
    const { text } = await writer.write(replyInput(BANK, 'failed_atm_withdrawal', 'rejected', language, { reasons, complaintOffered: true }));

    expect(english).toContain('- T1107 (₹4,000.00 on 25 September 2026) was reversed on 30 September 2026, within the T+5 deadline of 30 September 2026.');
    const bullet = text.split('\n').find((l) => l.startsWith('- '));
    expect(bullet).toContain('T1107');
    expect(bullet).toContain('₹4,000.00');
    expect(bullet).toContain('T+5');
    expect(bullet).not.toMatch(/reversed|deadline of|within the/);
    if (language === 'hi') {
      expect(bullet).toContain('25 सितंबर 2026');
      expect(bullet).toContain('30 सितंबर 2026');
      expect(bullet).toMatch(DEVANAGARI);
    } else {
      expect(bullet).toContain('25 September 2026');
      expect(bullet).toContain('30 September 2026');
      expect(bullet).not.toMatch(DEVANAGARI);
    }
  });

  it.each(LANGUAGES)('writes a fraud report waiting for a reviewer in %s: findings and the shadow-credit timeline', async (_name, language) => {
    const recs = records({
      cards: [card({ id: 'CARD-1200', last4: '1200' })],
      transactions: [txn({ id: 'T9010', channel: 'card_online', cardId: 'CARD-1200', on: '2026-03-10', amount: inr(8_000), counterparty: 'XYZ GAMES LTD', reference: 'XYZ-5501' })],
    });
    const result = unauthorizedTransactionRule.evaluate({ records: recs, subjectId: 'T9010', params: defaultBankParams(), calendar: calendarOn('2026-03-12'), cancelNow: false });
    const ruled = decideOutcome({ result, confidence: 0.9, params: defaultBankParams() });
    expect(ruled.outcome).toBe('needs_approval');
    const input = replyInput(BANK, 'unauthorized_transaction', 'needs_approval', language, {
      amount: result.amount, reasons: ruled.told, findings: result.findings.map(toldOf), cardBlocked: '1200',
      timeline: BANK.claims.unauthorized_transaction?.replyFacts.needs_approval ?? null,
    });

    const { text } = await writer.write(input);

    expect(text).toContain('₹8,000.00');
    expect(text).toContain('T9010');
    expect(text).toContain('XYZ-5501');
    expect(text).toContain('1200');
    expect(text).toContain('10');
    expect(text).not.toMatch(/Under RBI rules|is reported on|working days: the customer|ending 1200 at once/);
    expect(text).toContain(language === 'hi' ? '12 मार्च 2026' : '12 March 2026');
    expect(text).toContain(language === 'hi' ? '2 कार्य दिवस' : '2 working days');
  });

  it.each(LANGUAGES)("writes a resolved ATM claim's findings in %s with the days late and the deadline", async (_name, language) => {
    const recs = records({ transactions: [txn({ id: 'T9001', channel: 'atm', status: 'failed', on: '2026-03-04', amount: inr(5_000), counterparty: 'ATM MG ROAD 0042', reference: 'ATM0304XYZ' })] });
    const result = failedAtmRule.evaluate({ records: recs, subjectId: 'T9001', params: defaultBankParams(), calendar: calendarOn('2026-03-12'), cancelNow: false });
    const input = replyInput(BANK, 'failed_atm_withdrawal', 'resolved', language, {
      amount: result.amount, paid: result.amount, formula: result.formula, findings: result.findings.map(toldOf),
    });

    const { text } = await writer.write(input);
    const bullets = text.split('\n').filter((l) => l.startsWith('- '));

    expect(bullets).toHaveLength(2);
    expect(text).toContain('₹5,300.00');
    expect(bullets[0]).toContain('T9001 (₹5,000.00, ');
    expect(bullets[1]).toContain('(T+5)');
    expect(bullets[1]).toContain(language === 'hi' ? '9 मार्च 2026' : '9 March 2026');
    expect(bullets[1]).toContain(language === 'hi' ? '3 दिन' : '3 din');
    expect(bullets.join('\n')).not.toMatch(/failed and has not been reversed|The reversal was due/);
  });

  it.each(LANGUAGES)('writes an escalated overdue claim in %s: deadline passed, a person decides, and the finding', async (_name, language) => {
    const recs = records({ policies: [policy({ id: 'POL-TR-6003', product: 'travel' })], claims: [claim({ id: 'CLM-6005', policyId: 'POL-TR-6003', status: 'under_review', documentsCompleteOn: '2026-10-05', settledOn: null, settledAmount: null })] });
    const result = claimSettlementDelayRule.evaluate({ records: recs, subjectId: 'CLM-6005', params: defaultInsurerParams(), calendar: calendarOn('2026-12-10'), cancelNow: false });
    const ruled = decideOutcome({ result, confidence: 0.9, params: defaultInsurerParams() });
    expect(ruled.outcome).toBe('escalated');

    const { text } = await writer.write(replyInput(INSURER, 'claim_settlement_delay', 'escalated', language, { reasons: ruled.told }));
    const bullets = text.split('\n').filter((l) => l.startsWith('- '));

    expect(bullets).toHaveLength(3);
    expect(bullets.join('\n')).not.toMatch(/Urgent: the deadline|The policy leaves|is still under review/);
    expect(bullets[2]).toContain('CLM-6005');
    expect(bullets[2]).toContain('66');
    expect(bullets[2]).toContain('30');
    expect(bullets[2]).toContain(language === 'hi' ? '5 अक्टूबर 2026' : '5 October 2026');
  });

  it.each(LANGUAGES)('writes the fixed reasons of an escalation in %s: could not identify the record, a refused payment', async (_name, language) => {
    const reasons: Told[] = [
      reason('records_several', { count: 2, label: 'failed atm withdrawal' }),
      reason('unidentified_after_asking', {}),
      reason('payment_refused', { amount: 530_000, kind: 'compensation', relatesTo: 'T9001', label: 'Compensation for 3 days of delay in reversing T9001' }),
    ];
    const { text } = await writer.write(replyInput(BANK, 'failed_atm_withdrawal', 'escalated', language, { reasons }));
    const bullets = text.split('\n').filter((l) => l.startsWith('- '));

    expect(bullets).toHaveLength(3);
    expect(bullets[0]).toContain('2');
    expect(bullets[2]).toContain('₹5,300.00');
    expect(bullets[2]).toContain('T9001');
    expect(bullets.join('\n')).not.toMatch(/could not identify|did not accept the credit|of your records could match/i);
  });

  it('keeps an English reply\'s reasons exactly as the rule wrote them', async () => {
    const reasons = rejectedReasons(atmReversedInTime());
    const { text } = await writer.write(replyInput(BANK, 'failed_atm_withdrawal', 'rejected', 'en', { reasons }));
    expect(text).toContain(`\n- ${(reasons[0] as { text: string }).text}`);
  });

  it('falls back to the English sentence for a reason with no wording in the language, and for text as written', async () => {
    const reasons: Told[] = [
      { code: 'a_code_no_pack_words', text: 'A new finding only worded in English.', facts: {} },
      'A reviewer\'s note, as written.',
    ];
    const { text } = await writer.write(replyInput(BANK, 'failed_atm_withdrawal', 'rejected', 'hi', { reasons }));
    expect(text).toContain('- A new finding only worded in English.');
    expect(text).toContain('- A reviewer\'s note, as written.');
    expect(text).toMatch(DEVANAGARI);
  });
});
