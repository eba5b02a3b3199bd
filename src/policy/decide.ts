// The deterministic guard (pure): reconciles the verifier's proposal with the policy's verdict, applies confidence and
// limits, and plans the effects. A disagreement between model and code goes to a human, never to the account.
import { isEchoPilotError } from '../domain/errors.js';
import { formatInr } from '../domain/money.js';
import type { Paise } from '../domain/money.js';
import type { Citation, RuleResult } from '../domain/rule-result.js';
import type { ClaimType, Intent } from '../domain/vocabulary.js';
import type { Decision, PlannedEffect, VerdictStatus, VerifierProposal } from './decision.js';
import { planEffects } from './effect-plan.js';
import { checkEvidence, confirms, type CancellationTerm, type ClaimHold, type Confirmation, type EvidenceGap, type WordsReading } from './evidence.js';
import type { Judge } from './judge.js';
import { datedOtherwise, matchSubject, namedOneByOne } from './matcher.js';
import type { Candidate } from './pack.js';
import { decideOutcome } from './outcome.js';
import type { ConfirmedActions, QuestionWords } from './questions.js';
import { reason } from './reason-words.js';
import type { CommonParams } from './tenant-context.js';
import { textsOf, toldOf, type Told } from './wording.js';

/** What the customer is told when code and model disagree: the details go to the reviewer, not the reply. */
const SPECIALIST_REVIEW = reason('specialist_review', {});

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
  /** Whether the proposal came from a model: its free-text reasons then go to staff only, never to the customer. */
  proposalFromModel: boolean;
  /** The deterministic reading of the customer's words: the evidence money needs (see evidence.ts). */
  words: WordsReading | null;
  /** The customer's records a claim of a type could be about, from the pack (never from a model). */
  candidatesFor: (claimType: ClaimType) => Candidate[];
  /** The customer's answer to an earlier confirmation question in this claim, if one was asked. */
  confirmation: Confirmation | null;
  /** The sentences of the questions asked, in the language of the customer's message (the reply writer's tables). */
  questions: QuestionWords;
  /** An answer from the documents is ready for this message (the words read as a question). */
  answerReady?: boolean;
}

export interface Clarify {
  question: string;
  candidates: { id: string; describe: string }[];
  /** Set when the question asks for a yes or no to one claim, record and amount. */
  confirm?: Confirmation;
  /** Set when the question asks which of two close claim types the message describes. */
  typeChoices?: ClaimType[];
  /**
   * Set when the customer's own words claim several of the listed records at once and name each one ("both failed:
   * 2,000 on the 7th and 4,000 on the 8th"): every one of them is a claim of its own, so none needs choosing.
   */
  named?: string[];
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

/** What a customer is told when a model's verdict needs a person: its own words stay in the staff notes. */
const MODEL_NEEDS_HUMAN = reason('model_needs_human', {});
const UNIDENTIFIED_AFTER_ASKING = reason('unidentified_after_asking', {});
const NOT_CONFIRMED = reason('not_confirmed', {});

/**
 * The listed records the customer's words claim one by one (two or more), else none. Cards are blocked to protect the
 * customer, so words that claim as many cards as are listed ("both my cards were in the bag, block them both") name
 * every one of them at once; a claim for money on records not named one by one is still asked about.
 */
function namedRecords(offered: readonly Candidate[], words: WordsReading | null): { named?: string[] } {
  if (!words?.several || words.hypothetical || offered.length < 2) return {};
  const named = namedOneByOne(offered, words.entities).map((c) => c.id);
  if (named.length >= 2) return { named };
  const everyCard = offered.every((c) => c.kind === 'card') && words.severalCount === offered.length;
  return everyCard ? { named: offered.map((c) => c.id) } : {};
}

/** A record as the question's language describes it (the English line where the pack wrote no other). */
function describedIn(candidate: Pick<Candidate, 'describe' | 'describeIn'>, questions: Pick<QuestionWords, 'language'>): string {
  return questions.language === 'en' ? candidate.describe : candidate.describeIn?.[questions.language] ?? candidate.describe;
}

function clarificationQuestion(candidates: Pick<Candidate, 'describe' | 'describeIn' | 'kind'>[], questions: QuestionWords): string {
  if (candidates.length <= 1) return questions.noRecord;
  return questions.whichRecord(candidates.map((c) => describedIn(c, questions)), candidates.every((c) => c.kind === 'card') ? 'card' : 'record');
}

/** Changes money or a product: credits, a policy cancellation, a card block. */
const IRREVERSIBLE: ReadonlySet<PlannedEffect['action']> = new Set(['refund', 'cancel_policy', 'block_card']);

/** Credit ₹590.00, cancel POL-…, block the card: what a confirmation question asks the customer to agree to. */
function confirmedActions(plan: PlannedEffect[], amount: Paise, outcome: 'resolved' | 'needs_approval', subject: Candidate, questions: QuestionWords): ConfirmedActions {
  const money = amount > 0 ? formatInr(amount) : null;
  const block = plan.find((p) => p.action === 'block_card');
  return {
    block: block && block.recordId === subject.id ? describedIn(subject, questions) : null,
    // A disputed payment's block is of the card it was made with, not of the payment.
    blockCardOf: block && block.recordId !== subject.id ? block.recordId : null,
    cancel: plan.some((p) => p.action === 'cancel_policy') ? describedIn(subject, questions) : null,
    credit: outcome === 'resolved' ? money : null,
    review: outcome === 'needs_approval' ? money : null,
  };
}

/**
 * The candidates a clarification may offer: the pack's own records (never a model's descriptions), those the proposal
 * names first, else those the customer's words fit best.
 */
function offeredCandidates(input: DecideInput, claimType: ClaimType, proposal: VerifierProposal): Candidate[] {
  const pack = input.candidatesFor(claimType);
  const named = pack.filter((c) => proposal.candidates.some((p) => p.id === c.id));
  if (named.length > 0 || !input.proposalFromModel) return named;
  const match = input.words ? matchSubject(pack, input.words.entities) : { kind: 'none' as const };
  return match.kind === 'several' ? match.candidates : [];
}

/** The reading's top alternative must reach this before the customer is offered two claim types. */
const TYPE_CHOICE_FLOOR = 0.3;

/**
 * Two claim types the customer's words fit about equally (the offline reading's close alternatives), when the message
 * describes a case of their own (an amount, a date, a reference or a card); the likeliest few when it names trouble
 * and nothing else ("something is wrong with my account"); else none.
 */
function closeClaimTypes(words: WordsReading | null): ClaimType[] {
  if (!words || words.claimType !== null || words.hypothetical || words.intent === 'query' || words.intent === 'feature_request') return [];
  if (words.vague) return words.alternatives.map((a) => a.claimType);
  const e = words.entities;
  const ownCase = e.amounts.length > 0 || e.dates.length > 0 || e.references.length > 0 || e.cardLast4.length > 0;
  const [first, second] = words.alternatives;
  if (!ownCase || !first || !second || first.confidence < TYPE_CHOICE_FLOOR) return [];
  return [first.claimType, second.claimType];
}

export function decideTurn(input: DecideInput): DecideResult {
  const { intent, proposal } = input;
  const base = {
    claimType: input.claimType, valid: null, amount: 0, ruleResult: null, internalNotes: [] as string[], engineAgrees: true,
    requiredApprovers: 0 as const, urgent: input.urgent, complaintOffered: false, citations: input.citations,
  };
  const done = (decision: Decision, trace: Record<string, unknown> = {}): DecideResult => ({ decision, clarify: null, trace });
  const escalate = (reasons: Told[], extra: Partial<Decision> = {}, trace: Record<string, unknown> = {}) =>
    done({ ...base, outcome: 'escalated', reasons, plan: planEffects({ outcome: 'escalated', intent, result: extra.ruleResult ?? null, complaint: false }), ...extra }, trace);

  if (input.complainsAboutRejection) {
    return done({ ...base, claimType: null, outcome: 'escalated', reasons: [reason('complaint_raised', {})], plan: planEffects({ outcome: 'escalated', intent: 'complaint', result: null, complaint: true }) });
  }

  if (!input.claimType || !proposal || proposal.status === 'not_a_claim') {
    // The words describe an event two claim types fit about equally: one question offering both, not a guess.
    const choices = input.claimType === null ? closeClaimTypes(input.words) : [];
    if (choices.length >= 2 && input.clarificationsAsked < MAX_CLARIFICATIONS) {
      const question = input.questions.whichType(choices.map((c) => input.questions.label(c)));
      return { decision: { ...base, claimType: null, outcome: 'clarification', reasons: [], plan: [] }, clarify: { question, candidates: [], typeChoices: choices }, trace: { typeChoices: choices } };
    }
    const complaint = intent === 'complaint';
    const outcome = complaint ? 'escalated' : 'logged';
    const reasons = complaint ? [reason('service_complaint', {})] : [];
    return done({ ...base, claimType: null, outcome, reasons, plan: planEffects({ outcome, intent, result: null, complaint }) });
  }

  // A model's free text is staff-only: the customer hears our own words, the reviewer sees the model's.
  const said = (reasons: Told[]) => (input.proposalFromModel ? [] : reasons);
  const modelNotes = input.proposalFromModel ? textsOf(proposal.reasons).map((r) => `The model's verifier said: ${r}`) : [];

  if (proposal.status === 'ambiguous' || proposal.status === 'no_record') {
    if (input.clarificationsAsked < MAX_CLARIFICATIONS) {
      const records = offeredCandidates(input, input.claimType, proposal);
      const offered = records.map((c) => ({ id: c.id, describe: c.describe }));
      return { decision: { ...base, outcome: 'clarification', reasons: said(proposal.reasons), internalNotes: modelNotes, plan: [] }, clarify: { question: clarificationQuestion(records, input.questions), candidates: offered, ...namedRecords(records, input.words) }, trace: {} };
    }
    return escalate([...said(proposal.reasons), UNIDENTIFIED_AFTER_ASKING], { internalNotes: modelNotes });
  }

  if (!proposal.subjectId) return escalate(input.proposalFromModel ? [MODEL_NEEDS_HUMAN] : proposal.reasons, { internalNotes: modelNotes });

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
  // "It happened again today": the record the claim was matched to is an earlier occurrence, so this one is not on
  // record yet; ask for it rather than judge the old one again.
  const repeated = input.words?.repeats ? input.candidatesFor(result.claimType).find((c) => c.id === proposal.subjectId) : undefined;
  const earlier = repeated && input.words ? datedOtherwise(repeated, input.words.entities) : null;
  if (earlier !== null && input.clarificationsAsked < MAX_CLARIFICATIONS) {
    return {
      decision: { ...common, outcome: 'clarification', valid: null, amount: 0, reasons: [], internalNotes: [...common.internalNotes, `Not judged on ${proposal.subjectId}: ${earlier}.`], plan: [] },
      clarify: { question: input.questions.noRecord, candidates: [] },
      trace: { repeatNotOnRecord: earlier },
    };
  }
  // Evidence before money: a credit, a cancellation or a card block needs the customer's own words (or their yes).
  let confidence = proposal.confidence;
  const plannedIfEligible = result.eligible === 'yes' ? planEffects({ outcome: 'resolved', intent, result, complaint: false }) : [];
  const irreversible = plannedIfEligible.filter((p) => IRREVERSIBLE.has(p.action));
  if (irreversible.length > 0) {
    const claim = { claimType: result.claimType, subjectId: result.subjectId ?? proposal.subjectId, amount: result.amount };
    const candidates = input.candidatesFor(result.claimType);
    const evidence = checkEvidence({ ...claim, words: input.words, candidates, confirmation: input.confirmation });
    const cancels = irreversible.some((p) => p.action === 'cancel_policy');
    const confirmed = confirms(input.confirmation, claim);
    const conditions = cancels && !confirmed ? (input.words?.conditions ?? []) : [];
    // A cancellation's own terms cover its conditions and second thoughts; any other claim is held by its holds.
    const holds = !cancels && !confirmed ? (input.words?.holds ?? []) : [];
    if (!evidence.ok || conditions.length > 0 || holds.length > 0) {
      const gaps: EvidenceGap[] = evidence.ok ? [] : evidence.gaps;
      return confirmFirst({ input, common, result, claim, candidates, gaps, conditions, holds, proposal });
    }
    confidence = Math.min(confidence, evidence.confidence);
  }
  const ruled = decideOutcome({ result, confidence, params: input.params });
  const amount = ruled.outcome === 'resolved' || ruled.outcome === 'needs_approval' ? result.amount : 0;
  return done({
    ...common,
    outcome: ruled.outcome,
    valid: validity(result),
    amount,
    reasons: ruled.outcome === 'rejected' ? result.findings.map(toldOf) : ruled.told,
    requiredApprovers: ruled.requiredApprovers,
    complaintOffered: ruled.outcome === 'rejected',
    plan: planEffects({ outcome: ruled.outcome, intent, result, complaint: false }),
  });
}

/** What each hold says the customer did, for the reviewer's notes. */
const HELD_BY: Record<ClaimHold, string> = {
  conditional: 'made the claim conditional',
  undecided: 'asked whether to claim at all rather than asking for it',
};

interface ConfirmFirstInput {
  input: DecideInput;
  common: Omit<Decision, 'outcome' | 'reasons' | 'plan'>;
  result: RuleResult;
  claim: Omit<Confirmation, 'answer'>;
  candidates: Candidate[];
  gaps: EvidenceGap[];
  conditions: CancellationTerm[];
  holds: ClaimHold[];
  proposal: VerifierProposal;
}

/**
 * The proposal would move money or change a product but the evidence does not carry it, or the customer tied a
 * cancellation to terms the rule does not give: ask once (which record, or yes/no naming the record and amount), and
 * hand to a person when asking is spent or impossible. Nothing irreversible happens on this turn.
 */
function confirmFirst({ input, common, result, claim, candidates, gaps, conditions, holds, proposal }: ConfirmFirstInput): DecideResult {
  const notes = [
    ...gaps.map((g) => `Evidence did not support the proposed ${claim.claimType} claim on ${claim.subjectId}: ${g.note}.`),
    ...(conditions.length > 0 ? [`The customer tied the cancellation to terms the rule does not give (${conditions.map((c) => c.replace('_', ' ')).join('; ')}): asked before cancelling.`] : []),
    ...holds.map((h) => `The customer ${HELD_BY[h]}: asked before acting.`),
    ...(input.proposalFromModel ? textsOf(proposal.reasons).map((r) => `The model's verifier said: ${r}`) : []),
  ];
  const trace = { evidence: { gaps, conditions, ...(holds.length > 0 ? { holds } : {}), proposal: { claimType: proposal.claimType, subjectId: proposal.subjectId, amount: proposal.amount } } };
  const stop = (outcome: 'escalated' | 'logged', reasons: Told[]): DecideResult => ({
    decision: { ...common, outcome, valid: null, amount: 0, reasons, internalNotes: [...common.internalNotes, ...notes], plan: planEffects({ outcome, intent: input.intent, result: outcome === 'escalated' ? result : null, complaint: false }) },
    clarify: null,
    trace,
  });
  const answered = input.confirmation && input.confirmation.claimType === claim.claimType && input.confirmation.subjectId === claim.subjectId ? input.confirmation.answer : null;
  if (answered === 'no') return stop('logged', [NOT_CONFIRMED]);
  // The customer's own words say this is not a claim: treat it as what they say it is (a question is answered, a
  // request or suggestion is logged), as the offline path would, instead of asking about a claim they did not make.
  if (gaps.some((g) => g.kind === 'not_a_claim') && answered === null && input.words) {
    const said = input.words.intent;
    if (said === 'query' && input.answerReady) {
      return { decision: { ...common, claimType: null, outcome: 'answered', valid: null, amount: 0, reasons: [], internalNotes: [...common.internalNotes, ...notes], ruleResult: null, plan: [] }, clarify: null, trace };
    }
    if (said === 'feature_request' || said === 'service_request') {
      return { decision: { ...common, claimType: null, outcome: 'logged', valid: null, amount: 0, reasons: [], internalNotes: [...common.internalNotes, ...notes], ruleResult: null, plan: planEffects({ outcome: 'logged', intent: said, result: null, complaint: false }) }, clarify: null, trace };
    }
  }
  if (input.clarificationsAsked >= MAX_CLARIFICATIONS) return stop('escalated', [SPECIALIST_REVIEW]);
  const clarification = (question: string, offered: Candidate[], confirm?: Confirmation): DecideResult => ({
    decision: { ...common, outcome: 'clarification', valid: null, amount: 0, reasons: [], internalNotes: [...common.internalNotes, ...notes], plan: [] },
    clarify: { question, candidates: offered.map((c) => ({ id: c.id, describe: c.describe })), ...(confirm ? { confirm } : namedRecords(offered, input.words)) },
    trace,
  });
  const several = gaps.find((g): g is Extract<EvidenceGap, { kind: 'record_several' }> => g.kind === 'record_several');
  if (several && gaps.length === 1) return clarification(clarificationQuestion(several.candidates, input.questions), several.candidates);
  const subject = candidates.find((c) => c.id === claim.subjectId);
  if (!subject) return stop('escalated', [SPECIALIST_REVIEW]);
  const plan = planEffects({ outcome: 'resolved', intent: input.intent, result, complaint: false });
  const confirm: Confirmation = { ...claim, answer: null };
  if (conditions.length > 0 && gaps.length === 0) {
    return clarification(input.questions.cancelOnTerms(describedIn(subject, input.questions), conditions, formatInr(result.amount), result.formula), [subject], confirm);
  }
  const ruled = decideOutcome({ result, confidence: proposal.confidence, params: input.params }).outcome === 'needs_approval' ? 'needs_approval' : 'resolved';
  const actions = confirmedActions(plan.filter((p) => IRREVERSIBLE.has(p.action)), result.amount, ruled, subject, input.questions);
  return clarification(input.questions.confirm(input.questions.noun(result.claimType), describedIn(subject, input.questions), actions), [subject], confirm);
}
