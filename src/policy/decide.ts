// The deterministic guard (pure): reconciles the verifier's proposal with the policy's verdict, applies confidence and
// limits, and plans the effects. A disagreement between model and code goes to a human, never to the account.
import { isEchoPilotError } from '../domain/errors.js';
import { formatInr } from '../domain/money.js';
import type { Citation, RuleResult } from '../domain/rule-result.js';
import type { ClaimType, Intent } from '../domain/vocabulary.js';
import type { Decision, VerdictStatus, VerifierProposal } from './decision.js';
import { planEffects } from './effect-plan.js';
import type { Judge } from './judge.js';
import { decideOutcome } from './outcome.js';
import type { CommonParams } from './tenant-context.js';

/** What the customer is told when code and model disagree: the details go to the reviewer, not the reply. */
const SPECIALIST_REVIEW = 'We could not confirm this automatically, so a specialist will review your case.';

/** Clarification questions asked before a human takes over. */
export const MAX_CLARIFICATIONS = 2;

const VERDICT_OF: Record<RuleResult['eligible'], VerdictStatus> = { yes: 'valid', no: 'invalid', human: 'needs_human' };

export interface DecideInput {
  intent: Intent;
  claimType: ClaimType | null;
  urgent: boolean;
  cancelNow: boolean;
  /** The customer is not satisfied with a rejection given earlier in this thread (and names no new claim). */
  complainsAboutRejection: boolean;
  proposal: VerifierProposal | null;
  /** Clarification questions already asked in this claim. */
  clarificationsAsked: number;
  citations: Citation[];
  judge: Judge;
  params: CommonParams;
}

export interface Clarify {
  question: string;
  candidates: { id: string; describe: string }[];
}

export interface DecideResult {
  decision: Decision;
  /** Set when the outcome is `clarification`: the one question to ask. */
  clarify: Clarify | null;
  /** Extra facts for the audit entry (e.g. the verifier's and the engine's conflicting answers). */
  trace: Record<string, unknown>;
}

function validity(result: RuleResult): boolean | null {
  return result.eligible === 'yes' ? true : result.eligible === 'no' ? false : null;
}

function clarificationQuestion(proposal: VerifierProposal): string {
  if (proposal.candidates.length > 1) {
    const list = proposal.candidates.map((c, i) => `${i + 1}. ${c.describe}`).join('\n');
    return `I found more than one record that could match:\n${list}\nWhich one do you mean? You can reply with the amount and the date.`;
  }
  return 'I could not find a matching record in your account. Could you tell me the amount, the date and, if you have it, the reference number?';
}

export function decideTurn(input: DecideInput): DecideResult {
  const { intent, proposal } = input;
  const base = {
    claimType: input.claimType, valid: null, amount: 0, ruleResult: null, internalNotes: [] as string[], engineAgrees: true,
    requiredApprovers: 0 as const, urgent: input.urgent, complaintOffered: false, citations: input.citations,
  };
  const done = (decision: Decision, trace: Record<string, unknown> = {}): DecideResult => ({ decision, clarify: null, trace });
  const escalate = (reasons: string[], extra: Partial<Decision> = {}, trace: Record<string, unknown> = {}) =>
    done({ ...base, outcome: 'escalated', reasons, plan: planEffects({ outcome: 'escalated', intent, result: extra.ruleResult ?? null, complaint: false }), ...extra }, trace);

  if (input.complainsAboutRejection) {
    return done({ ...base, claimType: null, outcome: 'escalated', reasons: ['You were not satisfied with our earlier answer, so we have raised a formal complaint.'], plan: planEffects({ outcome: 'escalated', intent: 'complaint', result: null, complaint: true }) });
  }

  if (!input.claimType || !proposal || proposal.status === 'not_a_claim') {
    const complaint = intent === 'complaint';
    const outcome = complaint ? 'escalated' : 'logged';
    const reasons = complaint ? ['This is a complaint about our service; a customer care manager will look into it.'] : [];
    return done({ ...base, claimType: null, outcome, reasons, plan: planEffects({ outcome, intent, result: null, complaint }) });
  }

  if (proposal.status === 'ambiguous' || proposal.status === 'no_record') {
    if (input.clarificationsAsked < MAX_CLARIFICATIONS) {
      return { decision: { ...base, outcome: 'clarification', reasons: proposal.reasons, plan: [] }, clarify: { question: clarificationQuestion(proposal), candidates: proposal.candidates }, trace: {} };
    }
    return escalate([...proposal.reasons, 'We could not identify the record after asking; a colleague will contact you.']);
  }

  if (!proposal.subjectId) return escalate(proposal.reasons);

  // Code decides: the policy engine, on the records as stored, for the authenticated customer only.
  let result: RuleResult;
  try {
    result = input.judge({ claimType: input.claimType, subjectId: proposal.subjectId, cancelNow: input.cancelNow });
  } catch (error) {
    // The proposal names a record the rule cannot judge (not the customer's, or not this kind): a human decides.
    if (!isEchoPilotError(error)) throw error;
    const internalNotes = [`The policy engine could not check the verdict on ${proposal.subjectId}: ${error.message}.`];
    return escalate([SPECIALIST_REVIEW], { valid: null, engineAgrees: false, internalNotes }, { verifierVerdict: proposal, engineError: error.code });
  }
  const agrees = proposal.status === VERDICT_OF[result.eligible] && proposal.amount === result.amount && proposal.claimType === result.claimType;
  const common = { ...base, claimType: result.claimType, ruleResult: result, citations: result.citations, urgent: base.urgent || result.urgent };
  if (!agrees) {
    const internalNotes = [
      `The verifier concluded "${proposal.status}" for ${formatInr(proposal.amount)}, but the policy engine found "${VERDICT_OF[result.eligible]}" for ${formatInr(result.amount)}; a human reviewer will decide.`,
    ];
    return done(
      { ...common, outcome: 'escalated', valid: null, engineAgrees: false, reasons: [SPECIALIST_REVIEW], internalNotes, plan: planEffects({ outcome: 'escalated', intent, result, complaint: false }) },
      { verifierVerdict: proposal, engineResult: result },
    );
  }
  const ruled = decideOutcome({ result, confidence: proposal.confidence, params: input.params });
  const amount = ruled.outcome === 'resolved' || ruled.outcome === 'needs_approval' ? result.amount : 0;
  return done({
    ...common,
    outcome: ruled.outcome,
    valid: validity(result),
    amount,
    reasons: ruled.outcome === 'rejected' ? result.findings.map((f) => f.text) : ruled.reasons,
    requiredApprovers: ruled.requiredApprovers,
    complaintOffered: ruled.outcome === 'rejected',
    plan: planEffects({ outcome: ruled.outcome, intent, result, complaint: false }),
  });
}
