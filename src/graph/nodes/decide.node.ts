// decide: the deterministic guard. Recomputes the claim with the policy engine from stored records, reconciles it
// with the verifier's verdict, applies confidence and limits, and plans the effects. A disagreement goes to a human.
import { EchoPilotError, isEchoPilotError } from '../../domain/errors.js';
import { formatInr } from '../../domain/money.js';
import type { RuleResult } from '../../domain/rule-result.js';
import { evaluateClaim } from '../../policy/engine.js';
import { decideOutcome } from '../../policy/outcome.js';
import type { Verdict } from '../../agents/ports.js';
import type { GraphDeps } from '../graph-deps.js';
import { NODE } from '../node-names.js';
import { planEffects } from '../plan-effects.js';
import { complainsAboutRejection } from '../routes.js';
import { reportDate } from '../run-clock.js';
import type { ClaimStateUpdate, ClaimStateValue, Decision } from '../state.js';

/** What the customer is told when code and model disagree: the details go to the reviewer, not the reply. */
const SPECIALIST_REVIEW = 'We could not confirm this automatically, so a specialist will review your case.';

/** Clarification questions asked before a human takes over. */
export const MAX_CLARIFICATIONS = 2;

const VERDICT_OF: Record<RuleResult['eligible'], Verdict['status']> = { yes: 'valid', no: 'invalid', human: 'needs_human' };

function validity(result: RuleResult): boolean | null {
  return result.eligible === 'yes' ? true : result.eligible === 'no' ? false : null;
}

function clarificationQuestion(verdict: Verdict): string {
  if (verdict.candidates.length > 1) {
    const list = verdict.candidates.map((c, i) => `${i + 1}. ${c.describe}`).join('\n');
    return `I found more than one record that could match:\n${list}\nWhich one do you mean? You can reply with the amount and the date.`;
  }
  return 'I could not find a matching record in your account. Could you tell me the amount, the date and, if you have it, the reference number?';
}

export const decideNode = (deps: GraphDeps) => async (state: ClaimStateValue): Promise<ClaimStateUpdate> => {
  const { analysis, verification, request } = state;
  if (!analysis) throw new EchoPilotError('INTERNAL', 'decide ran before gather');
  const tenant = deps.tenants.get(request.tenantId);
  const finish = (decision: Decision, extra: Record<string, unknown> = {}): ClaimStateUpdate => ({
    decision,
    nodeLog: [{ node: NODE.decide, summary: { outcome: decision.outcome, claimType: decision.claimType, valid: decision.valid, amount: decision.amount, reasons: decision.reasons, engineAgrees: decision.engineAgrees, plan: decision.plan, ...extra } }],
  });
  const base = { claimType: analysis.claimType, valid: null, amount: 0, ruleResult: null, internalNotes: [] as string[], engineAgrees: true, requiredApprovers: 0 as const, urgent: analysis.urgency === 'high', complaintOffered: false, citations: state.issueReport?.policyRefs ?? [] };

  // The customer is not satisfied with a rejection given earlier in this thread: raise the offered complaint.
  if (complainsAboutRejection(state)) {
    return finish({ ...base, claimType: null, outcome: 'escalated', reasons: ['You were not satisfied with our earlier answer, so we have raised a formal complaint.'], plan: planEffects({ outcome: 'escalated', intent: 'complaint', result: null, complaint: true }) });
  }

  if (!analysis.claimType || !verification || verification.status === 'not_a_claim') {
    const complaint = analysis.intent === 'complaint';
    const outcome = complaint ? 'escalated' : 'logged';
    const reasons = complaint ? ['This is a complaint about our service; a customer care manager will look into it.'] : [];
    return finish({ ...base, claimType: null, outcome, reasons, plan: planEffects({ outcome, intent: analysis.intent, result: null, complaint }) });
  }

  if (verification.status === 'ambiguous' || verification.status === 'no_record') {
    const asked = state.clarification?.asked ?? 0;
    if (asked < MAX_CLARIFICATIONS) {
      return {
        ...finish({ ...base, outcome: 'clarification', reasons: verification.reasons, plan: [] }),
        clarification: { question: clarificationQuestion(verification), candidates: verification.candidates, answers: state.clarification?.answers ?? [], asked: asked + 1 },
      };
    }
    const reasons = [...verification.reasons, 'We could not identify the record after asking; a colleague will contact you.'];
    return finish({ ...base, outcome: 'escalated', reasons, plan: planEffects({ outcome: 'escalated', intent: analysis.intent, result: null, complaint: false }) });
  }

  if (!verification.subjectId) {
    return finish({ ...base, outcome: 'escalated', reasons: verification.reasons, plan: planEffects({ outcome: 'escalated', intent: analysis.intent, result: null, complaint: false }) });
  }

  // Code decides: the policy engine, on the records as stored, for the authenticated customer only.
  const records = await deps.store.customerRecords(request.tenantId, request.customerId);
  let result: RuleResult;
  try {
    result = evaluateClaim(tenant.pack, analysis.claimType, {
      records,
      subjectId: verification.subjectId,
      params: tenant.config.params,
      calendar: { today: reportDate(request), timeZone: tenant.config.timeZone, holidays: tenant.config.holidays },
      cancelNow: analysis.cancelNow,
    });
  } catch (error) {
    // The verdict names a record the rule cannot judge (not the customer's, or not this kind): a human decides.
    if (!isEchoPilotError(error)) throw error;
    const internalNotes = [`The policy engine could not check the verdict on ${verification.subjectId}: ${error.message}.`];
    return finish(
      { ...base, outcome: 'escalated', valid: null, engineAgrees: false, reasons: [SPECIALIST_REVIEW], internalNotes, plan: planEffects({ outcome: 'escalated', intent: analysis.intent, result: null, complaint: false }) },
      { verifierVerdict: verification, engineError: error.code },
    );
  }
  const agrees = verification.status === VERDICT_OF[result.eligible] && verification.amount === result.amount && verification.claimType === result.claimType;
  const common = { ...base, claimType: result.claimType, ruleResult: result, citations: result.citations, urgent: base.urgent || result.urgent };
  if (!agrees) {
    const internalNotes = [
      `The verifier concluded "${verification.status}" for ${formatInr(verification.amount)}, but the policy engine found "${VERDICT_OF[result.eligible]}" for ${formatInr(result.amount)}; a human reviewer will decide.`,
    ];
    return finish(
      { ...common, outcome: 'escalated', valid: null, engineAgrees: false, reasons: [SPECIALIST_REVIEW], internalNotes, plan: planEffects({ outcome: 'escalated', intent: analysis.intent, result, complaint: false }) },
      { verifierVerdict: verification, engineResult: result },
    );
  }
  const ruled = decideOutcome({ result, confidence: verification.confidence, params: tenant.common });
  const amount = ruled.outcome === 'resolved' || ruled.outcome === 'needs_approval' ? result.amount : 0;
  const reasons = ruled.outcome === 'rejected' ? result.findings.map((f) => f.text) : ruled.reasons;
  return finish({
    ...common,
    outcome: ruled.outcome,
    valid: validity(result),
    amount,
    reasons,
    requiredApprovers: ruled.requiredApprovers,
    complaintOffered: ruled.outcome === 'rejected',
    plan: planEffects({ outcome: ruled.outcome, intent: analysis.intent, result, complaint: false }),
  });
};
