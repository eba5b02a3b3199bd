// Simple fakes of the agents' ports for the LLM tests' offline fallbacks (not the real offline backend).
import { AIMessage } from '@langchain/core/messages';
import { makeClock } from '../../src/domain/calendar.js';
import { emptyEntities } from '../../src/domain/entities.js';
import { formatInr } from '../../src/domain/money.js';
import type { Agents, IntentAnalysis, Report, ReplyInput, TenantProfile, Verdict } from '../../src/agents/ports.js';
import { claimProfiles } from '../../src/agents/tenant-profile.js';
import { bankPack } from '../../src/policy/packs/bank/bank.pack.js';

export const bankTenant: TenantProfile = {
  id: 'demo-bank',
  name: 'Demo Bank',
  kind: 'bank',
  claimTypes: ['failed_atm_withdrawal', 'failed_upi_transfer', 'duplicate_card_charge', 'fee_reversal', 'card_block'],
  vocabulary: [{ claimType: 'failed_atm_withdrawal', cues: ['cash not dispensed'], examples: ['ATM did not give cash'], intent: 'complaint' }],
  claims: claimProfiles(bankPack),
  locale: 'en-IN',
};

export const clock = makeClock('Asia/Kolkata', '2025-03-10');

export function offlineAnalysis(overrides: Partial<IntentAnalysis> = {}): IntentAnalysis {
  return {
    intent: 'complaint', intentConfidence: 0.95, claimType: 'failed_atm_withdrawal', claimTypeConfidence: 0.95,
    urgency: 'medium', sentiment: 'negative', language: 'en', aspects: ['atm'], entities: emptyEntities(),
    cancelNow: false, dissatisfied: false, trace: { backend: 'offline' }, ...overrides,
  };
}

export function sampleReport(): Report {
  return {
    issue: 'ATM did not dispense cash', userDemand: 'refund of the debit', supportInfoFromUser: ['₹5,000 on 8 March'],
    companyDocsAboutIssue: [{ citation: { docId: 'failed-transactions', section: 'ATM withdrawals not dispensed' }, text: 'Reverse within 5 days.' }],
    policyRefs: [{ docId: 'failed-transactions', section: 'ATM withdrawals not dispensed' }],
    trace: { backend: 'offline' },
  };
}

export function offlineVerdict(): Verdict {
  return { status: 'needs_human', claimType: null, subjectId: null, candidates: [], amount: 0, confidence: 0.5, reasons: ['offline'], citations: [], ruleResult: null, trace: { backend: 'offline' } };
}

/** The English template the fake replier writes: amount, ticket ids, outcome. */
export function templateReply(input: ReplyInput): string {
  return `Dear ${input.customerName}, outcome ${input.outcome}. Amount ${formatInr(input.amount, { symbol: false })}. Tickets: ${input.ticketIds.join(', ') || 'none'}.`;
}

export interface CountingAgents extends Agents {
  calls: Record<'analyse' | 'extract' | 'report' | 'verify' | 'answer' | 'reply', number>;
}

export function fakeOfflineAgents(analysis: IntentAnalysis = offlineAnalysis()): CountingAgents {
  const calls = { analyse: 0, extract: 0, report: 0, verify: 0, answer: 0, reply: 0 };
  return {
    calls,
    classifier: {
      analyse: async () => { calls.analyse += 1; return analysis; },
      extractEntities: async () => { calls.extract += 1; return emptyEntities(); },
    },
    reporter: { write: async () => { calls.report += 1; return sampleReport(); } },
    verifier: {
      step: async (input) => {
        calls.verify += 1;
        if (input.messages.length === 0) return { kind: 'tools', message: new AIMessage({ content: '', tool_calls: [{ name: 'search_transactions', args: { channels: ['atm'] }, id: 'offline_1', type: 'tool_call' }] }) };
        return { kind: 'verdict', verdict: offlineVerdict() };
      },
    },
    answerer: { answer: async () => { calls.answer += 1; return { found: false, text: 'offline answer', citations: [], trace: { backend: 'offline' } }; } },
    replier: { write: async (input) => { calls.reply += 1; return { text: templateReply(input), trace: { backend: 'offline' } }; } },
  };
}

export function replyInput(overrides: Partial<ReplyInput> = {}): ReplyInput {
  return {
    tenant: bankTenant, language: 'en', customerName: 'Asha', outcome: 'resolved', claimType: 'failed_atm_withdrawal',
    analysis: offlineAnalysis(), amount: 500000, paid: 500000, reasons: ['The ATM did not dispense cash.'], findings: [], formula: null,
    citations: [], answer: null, clarificationQuestion: null, ticketIds: ['TCK-1001'], timeline: null, cardBlocked: null,
    policyCancelled: null, complaintOffered: false, approvalStatus: null, ...overrides,
  };
}
