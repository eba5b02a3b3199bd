// gather: classifies the message, extracts entities, retrieves knowledge; answers queries from documents and records.
import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import { asksToCancelNow, cancellationConditions, chasesAComplaint, claimHolds, declinesMoneyBack, namesSomeoneElsesMoney, demandsMoneyBack, isQuestion, howManySpoken, namesAWay, speaksOfSeveral, takesBack, tellsOfRepeat, wishesToCancelUnclearly, withoutQuestions } from '../../agents/gather/offline/message-cues.js';
import type { IntentAnalysis } from '../../agents/ports.js';
import type { WordsReading } from '../../policy/evidence.js';
import { checkModelText } from '../../policy/customer-text-guard.js';
import { recordsMaterial } from '../trusted-material.js';
import { NODE } from '../node-names.js';
import type { ClaimStateValue, NodeResult } from '../state.js';
import { turnContextOf, type TurnContext } from '../turn-context.js';
import { matchSubject } from '../../policy/matcher.js';
import { REVERSAL_CHANNELS, settlingCredits } from '../../policy/packs/rule-kit.js';
import { claimTypeByRecords, closeTypesHeld, describedCandidates, familyLeftOpen, familyTroubleHeld, inferableCandidates, threadTypeByRecords, typeByHoldings, matchingEntities, urgentTypes, type TypeReading } from '../../policy/claim-type-by-records.js';
import type { ClaimType } from '../../domain/vocabulary.js';
import { familyTold, matchClaimTypes, ruledOutTypes } from '../../agents/gather/offline/claim-type-detector.js';
import { knowledgeQueryOf, maskedMessage } from '../customer-words.js';
import { knowledgeQuery } from '../../agents/gather/offline/plain-english.js';
import { tellsSomethingWrong } from '../../agents/gather/offline/conversation-cues.js';

/** The evidence half of an analysis: what the customer's words say, read deterministically. */
export function wordsReading(analysis: IntentAnalysis, text: string): WordsReading {
  return {
    intent: analysis.intent,
    claimType: analysis.claimType,
    claimTypeConfidence: analysis.claimTypeConfidence,
    alternatives: analysis.claimTypeAlternatives ?? [],
    hypothetical: analysis.hypothetical ?? false,
    vague: analysis.vague ?? false,
    entities: analysis.entities,
    several: speaksOfSeveral(text),
    repeats: tellsOfRepeat(text),
    ...countSpoken(text),
    conditions: cancellationConditions(text),
    ...holdsOf(text),
  };
}

function holdsOf(text: string): { holds?: WordsReading['holds'] } {
  const holds = claimHolds(text);
  return holds.length === 0 ? {} : { holds };
}

function countSpoken(text: string): { severalCount?: number } {
  const count = howManySpoken(text);
  return count === null ? {} : { severalCount: count };
}

/** The claim types of the pack in the same family as `claimType` (itself included); empty when it has none. */
function familyOf(ctx: TurnContext, claimType: ClaimType | null): ClaimType[] {
  const family = ctx.tenant.pack.claimTypes.find((d) => d.id === claimType)?.family;
  return family === undefined ? [] : membersOf(ctx, family.id);
}

function membersOf(ctx: TurnContext, familyId: string): ClaimType[] {
  return ctx.tenant.pack.claimTypes.filter((d) => d.family?.id === familyId).map((d) => d.id);
}

/**
 * The family a reading is about: its claim type's; with no type, the one family all its close alternatives belong to
 * ("payment fail hua … late hua", read as UPI or card-to-card), else the family whose trouble the words tell ("my 3000
 * payment failed and you only returned it on 2 March"). The records then settle which member (bearOutByRecords).
 */
function familyRead(ctx: TurnContext, offline: IntentAnalysis, text: string): ClaimType[] {
  const vocabulary = ctx.tenant.pack.vocabulary;
  // A member the message rules out ("paisa nahi gaya account se": nothing was taken) is no reading of it.
  const ruledOut = ruledOutTypes(text, vocabulary);
  if (offline.claimType !== null) return familyOf(ctx, offline.claimType).filter((t) => !ruledOut.has(t));
  // Asking whether the money came back is no claim for it ("has the 3000 from my failed payment been returned?"), nor is
  // asking how the rule works ("how much compensation is paid when a payment fails…?"): a demand counts only outside
  // the questions.
  if (isQuestion(text) && (!demandsMoneyBack(withoutQuestions(text)) || INDEFINITE_CASE.test(text))) return [];
  const families = new Set((offline.claimTypeAlternatives ?? []).map((a) => vocabulary.find((v) => v.claimType === a.claimType)?.family?.id));
  const [shared] = families;
  if (families.size === 1 && shared !== undefined) return membersOf(ctx, shared).filter((t) => !ruledOut.has(t));
  return familyTold(text, vocabulary);
}

/** "When a payment fails…", "if an ATM…": a case told as any case, not the customer's own. */
const INDEFINITE_CASE = /\b(?:when|if|whenever|in case) (?:a|an|any|some|someone|somebody|anyone)\b/i;

/** The claim-type half of an analysis, as the records are asked about it. */
function typeReadingOf(offline: IntentAnalysis): TypeReading {
  return { intent: offline.intent, claimType: offline.claimType, claimTypeConfidence: offline.claimTypeConfidence, alternatives: offline.claimTypeAlternatives ?? [], hypothetical: offline.hypothetical ?? false };
}

/**
 * The offline reading's claim type, set to the close alternative the customer's own records bear out when its own
 * type has no record fitting what the message states, or its own type's confidence raised when a record of it does
 * (policy/claim-type-by-records.ts); what changed, for the trail.
 */
function bearOutByRecords(offline: IntentAnalysis, text: string, ctx: TurnContext): { from: ClaimType | null; to: ClaimType; recordId: string } | null {
  const described = describedCandidates((t) => ctx.candidates(t));
  const found = claimTypeByRecords(
    typeReadingOf(offline),
    offline.entities,
    // The reading's own type is borne out by its own records; another only by a record the message describes, never a card held.
    (claimType) => (claimType === offline.claimType ? ctx.candidates(claimType) : described(claimType)),
    familyRead(ctx, offline, text),
    urgentTypes(ctx.tenant.pack.claimTypes),
  );
  if (!found) return null;
  const from = offline.claimType;
  if (found.claimType === from) {
    offline.claimTypeConfidence = found.confidence;
    return { from, to: found.claimType, recordId: found.recordId };
  }
  retype(offline, ctx, found.claimType, found.confidence);
  return { from, to: found.claimType, recordId: found.recordId };
}

/**
 * On a thread whose claim was decided, a message that changes which record was meant ("sorry, I meant the 4000 one")
 * or names no claim type of its own continues the thread's claim type when one of its records fits what the message
 * states (policy/claim-type-by-records.ts `threadTypeByRecords`); what changed, for the trail.
 */
function continueThreadClaim(offline: IntentAnalysis, text: string, previous: ClaimType | null, ctx: TurnContext): { from: ClaimType | null; to: ClaimType; recordId: string } | null {
  const found = threadTypeByRecords(
    typeReadingOf(offline),
    offline.entities,
    { claimType: previous, takesBack: takesBack(text) },
    (claimType) => ctx.candidates(claimType),
  );
  if (!found) return null;
  const from = offline.claimType;
  retype(offline, ctx, found.claimType, found.confidence);
  return { from, to: found.claimType, recordId: found.recordId };
}

/** The reading set to claim type `to`: its former type joins the alternatives, and the intent is the type's own. */
function retype(offline: IntentAnalysis, ctx: TurnContext, to: ClaimType, confidence: number): void {
  const from = offline.claimType;
  offline.claimTypeAlternatives = [
    ...(from !== null ? [{ claimType: from, confidence: offline.claimTypeConfidence }] : []),
    ...(offline.claimTypeAlternatives ?? []).filter((a) => a.claimType !== to),
  ];
  offline.claimType = to;
  offline.claimTypeConfidence = confidence;
  const declared = ctx.tenant.pack.claimTypes.find((d) => d.id === to);
  if (declared && offline.intent !== declared.intent) offline.intent = declared.intent;
}

/** The one close reading the customer holds records of, set as the reading's claim type (see `typeByHoldings`). */
function settleByHoldings(offline: IntentAnalysis, text: string, ctx: TurnContext): ClaimType | null {
  const held = typeByHoldings(typeReadingOf(offline), inferableCandidates(ctx.tenant.pack.claimTypes, (t) => ctx.candidates(t)), () => tellsSomething(offline, text, ctx));
  if (held === null) return null;
  retype(offline, ctx, held, offline.claimTypeAlternatives?.find((a) => a.claimType === held)?.confidence ?? 0);
  return held;
}

/** A detail a record could be found by, a claim type's cue or a family's trouble: the message tells more than a wait. */
function tellsSomething(offline: IntentAnalysis, text: string, ctx: TurnContext): boolean {
  const e = offline.entities;
  const detail = e.amounts.length > 0 || e.dates.length > 0 || e.references.length > 0 || e.cardLast4.length > 0 || e.counterparties.length > 0 || e.channels.length > 0 || e.products.length > 0;
  return detail || matchClaimTypes(text, ctx.tenant.pack.vocabulary).length > 0 || familyTold(text, ctx.tenant.pack.vocabulary).length > 0;
}

/**
 * "A payment of mine failed but the money got deducted", from a customer with a failed UPI transfer and a failed card
 * payment: the words do not say which, so the reading names no type and offers those the records hold, as for vague
 * trouble (policy/claim-type-by-records.ts `familyLeftOpen`); so does a reading with no type whose close alternatives
 * the customer holds records of (`closeTypesHeld`), or a family's trouble told with no type at all ("money was deducted
 * but the transaction did not go through", `familyTroubleHeld`). The types offered, for the trail.
 */
function leaveFamilyOpen(offline: IntentAnalysis, text: string, ctx: TurnContext): ClaimType[] {
  const members = familyOf(ctx, offline.claimType);
  const reading = typeReadingOf(offline);
  const candidates = (t: ClaimType) => ctx.candidates(t);
  // Only trouble of the customer's own, told afresh: not someone else's ("my brother's money … his transaction"), nor a
  // complaint already raised and chased ("I complained last week, still waiting").
  const troubleTold = () => (isQuestion(text) || namesSomeoneElsesMoney(text) || chasesAComplaint(text) ? [] : familyTold(text, ctx.tenant.pack.vocabulary));
  const close = members.length > 0 ? [] : closeTypesHeld(reading, candidates, () => tellsSomething(offline, text, ctx));
  const open = members.length > 0 ? familyLeftOpen(reading, offline.entities, namesAWay(text), members, candidates)
    : close.length > 0 ? close : familyTroubleHeld(reading, offline.entities, troubleTold(), candidates);
  if (open.length === 0) return [];
  offline.claimTypeAlternatives = open.map((claimType) => ({ claimType, confidence: claimType === offline.claimType ? offline.claimTypeConfidence : 0.5 }));
  offline.claimType = null;
  offline.claimTypeConfidence = 0;
  offline.vague = true;
  return open;
}


/** At most this many words, a message that only names which one can narrow the question asked before it. */
const NARROWING_WORDS = 12;
/** "The travel one", "health wala", "the second", "POL-TR-4404": which one, and nothing more. */
const NAMES_WHICH = /\b(?:one|ones|wala|wali|waala|waali|wale|first|second|third|last|latter|former|other)\b/i;

/**
 * On a thread whose last question was answered ("What is the sum insured in my policy?"), a message that only says
 * which one ("the travel one, for the europe trip in april", "the one filed in September") narrows that question: the two are read as one question.
 * Null when the message says more (a claim, a request, a question of its own) or the earlier message asked nothing.
 */
async function narrowedQuestion(state: ClaimStateValue, text: string, ctx: TurnContext): Promise<string | null> {
  const said = state.messages.filter((m) => m.getType() === 'human').map((m) => (typeof m.content === 'string' ? m.content : ''));
  const earlier = said.at(-2);
  if (earlier === undefined || !isQuestion(earlier) || isQuestion(text) || text.split(/\s+/).length > NARROWING_WORDS) return null;
  const own = await ctx.offline.classifier.analyse({ text, tenant: ctx.profile, clock: ctx.clock });
  if (own.claimType !== null || own.smallTalk || own.asks !== null || own.hypothetical || own.intent === 'feature_request') return null;
  const e = own.entities;
  // By its kind, its reference, its place in a list, or by when it was ("jo september me file kiya tha"); not by an
  // amount, nor with trouble told ("16 Nov ko 5000 atke hain", "mine was 5000 on 16 Nov" tell a claim).
  const byWhen = e.dates.length > 0 && e.amounts.length === 0 && !tellsSomethingWrong(text);
  if (e.products.length === 0 && e.references.length === 0 && !byWhen && !NAMES_WHICH.test(text)) return null;
  const asked = await ctx.offline.classifier.analyse({ text: earlier, tenant: ctx.profile, clock: ctx.clock });
  if (asked.intent !== 'query' || asked.claimType !== null || asked.cancelNow) return null;
  // Still a question: the earlier one with the customer's narrowing put inside it, ending as it ended.
  return `${earlier.replace(/[?.!\s]+$/, '')} (${text.replace(/[?.!\s]+$/, '')})?`;
}

/** A payment, or a record refunded: the records' answer tells what came back, and when (as the rules read "refunded"). */
const answeredFromRecords = (id: string, records: TurnContext['records']): boolean =>
  records.transactions.some((t) => t.id === id) || settlingCredits(records, id, REVERSAL_CHANNELS).length > 0;

/**
 * "Did the 5000 from the atm on 2nd come back", "has my cancellation refund been processed?": a status question about
 * one payment or policy the rule owes nothing more on (reversed in time, the refund paid) is answered from the records as
 * the question it is: what was credited back for it, and when. A record still owed something is left to the claim
 * reading; a question that also demands money or a cancellation is not only a question. The record and its type, for the
 * trail.
 */
function madeGoodAsked(offline: IntentAnalysis, text: string, ctx: TurnContext): { claimType: ClaimType; recordId: string } | null {
  const claimType = offline.claimType;
  if (offline.asks !== 'status' || claimType === null || offline.cancelNow || demandsMoneyBack(withoutQuestions(text))) return null;
  const match = matchSubject(ctx.candidates(claimType), offline.entities);
  // Only a payment, or a policy refunded: the answer from the records tells what was credited back for it.
  if (match.kind !== 'unique' || !answeredFromRecords(match.candidate.id, ctx.records)) return null;
  const result = ctx.judge({ claimType, subjectId: match.candidate.id, cancelNow: false });
  return result.eligible === 'no' && result.amount === 0 ? { claimType, recordId: match.candidate.id } : null;
}

/**
 * "Don't refund the late fee, just tell me why it was charged", "refund mat karo, pehle batao kyu laga": money the
 * customer declines is no claim for it, whichever reading (ours or a model's) names one; they are answered as the
 * question they ask. A card to block or a fraud to review (urgent types) and a cancellation ordered still stand.
 * The claim type set aside, for the trail.
 */
function moneyDeclined(readings: IntentAnalysis[], text: string, ctx: TurnContext): ClaimType | null {
  const urgent = urgentTypes(ctx.tenant.pack.claimTypes);
  const named = readings.map((r) => r.claimType).filter((t): t is ClaimType => t !== null);
  if (named.length === 0 || named.some((t) => urgent.has(t)) || asksToCancelNow(text) || !declinesMoneyBack(text)) return null;
  return named[0] ?? null;
}

/**
 * A narrowed question is a question whatever its words add up to: it asks, it never claims, cancels or moves money
 * (its earlier half was read as a question; the narrowing only says which one).
 */
function asQuestion(analysis: IntentAnalysis): IntentAnalysis {
  return { ...analysis, intent: 'query', claimType: null, claimTypeConfidence: 0, claimTypeAlternatives: [], cancelNow: false, vague: false };
}

export const gatherNode = () => async (state: ClaimStateValue, config: LangGraphRunnableConfig): Promise<NodeResult> => {
  const ctx = turnContextOf(config);
  // Entities, retrieval and prompts see the masked message: personal data never reaches a model, a log or the audit.
  const own = maskedMessage(state);
  const narrowed = state.turn > 1 ? await narrowedQuestion(state, own, ctx) : null;
  const text = narrowed ?? own;
  const [read, passages] = await Promise.all([
    ctx.agents.classifier.analyse({ text, tenant: ctx.profile, clock: ctx.clock }),
    ctx.passages(narrowed === null ? knowledgeQueryOf(state) : knowledgeQuery(narrowed)),
  ]);
  const analysis = narrowed === null ? read : asQuestion(read);
  if (state.input && state.input.language !== 'und' && analysis.language === 'en') analysis.language = state.input.language;
  // The offline reading is the evidence a model's proposal must agree with; an offline analysis is its own evidence.
  const offline = analysis.trace.backend === 'offline' ? analysis
    : narrowed === null ? await ctx.offline.classifier.analyse({ text, tenant: ctx.profile, clock: ctx.clock })
    : asQuestion(await ctx.offline.classifier.analyse({ text, tenant: ctx.profile, clock: ctx.clock }));
  // A vague reading (trouble or a topic with nothing wrong told) is asked about: no record types it; only the claim
  // its own thread is about carries on ("sorry, I meant the 4000 one").
  const byRecords = (offline.vague ? null : bearOutByRecords(offline, text, ctx)) ?? continueThreadClaim(offline, text, state.previousClaimType, ctx);
  const held = byRecords || offline.vague ? null : settleByHoldings(offline, text, ctx);
  const madeGood = offline.vague ? null : madeGoodAsked(offline, text, ctx);
  if (madeGood) for (const reading of new Set([analysis, offline])) Object.assign(reading, asQuestion(reading));
  const declined = madeGood ? null : moneyDeclined([analysis, offline], text, ctx);
  if (declined) for (const reading of new Set([analysis, offline])) Object.assign(reading, asQuestion(reading));
  const leftOpen = offline.vague || declined ? [] : leaveFamilyOpen(offline, text, ctx);
  // A kind of payee ("the movie one", "the cab ride") never singles out the record of an urgent claim: a fraud blocks
  // the card at once, so its record is found by what the customer states of it, not by a kind of shop.
  const urgent = urgentTypes(ctx.tenant.pack.claimTypes);
  for (const reading of new Set([analysis, offline])) reading.entities = matchingEntities(reading.entities, reading.claimType, urgent);
  const words = wordsReading(offline, text);
  // Cancelling a product changes it for good: a model's reading that the customer wants it now must be confirmed by
  // the deterministic cues of the customer's own words (a model cannot cancel a policy on its own say-so).
  const cancelUnconfirmed = analysis.cancelNow && analysis.trace.backend !== 'offline' && !asksToCancelNow(text) && !wishesToCancelUnclearly(text);
  if (cancelUnconfirmed) analysis.cancelNow = false;
  const question = { question: text, analysis, passages, records: ctx.records, tenant: ctx.profile, clock: ctx.clock };
  let answer = analysis.intent === 'query' ? await ctx.agents.answerer.answer(question) : null;
  // A model's answer is untrusted output: its numbers, ids and promises must come from the documents and the records.
  const answerCheck = answer?.trace.backend === 'llm' ? checkModelText(answer.text, { texts: passages.map((p) => p.text), ...recordsMaterial(ctx.records) }) : null;
  if (answerCheck && !answerCheck.ok) answer = await ctx.offline.answerer.answer(question);
  // The customer's words read as a question although the model read a claim: have the documents' answer ready, so a
  // question the evidence does not let become a claim is answered rather than turned into one.
  if (!answer && words.intent === 'query') answer = await ctx.offline.answerer.answer(question);
  return {
    analysis,
    words,
    // Every written channel costs a checkpoint row: write the answer only when there is one.
    ...(answer ? { answer } : {}),
    nodeLog: [{
      node: NODE.gather,
      summary: {
        intent: analysis.intent, intentConfidence: analysis.intentConfidence, claimType: analysis.claimType,
        claimTypeConfidence: analysis.claimTypeConfidence, urgency: analysis.urgency, sentiment: analysis.sentiment,
        language: analysis.language, entities: analysis.entities, passages: passages.map((p) => `${p.docId}#${p.section}`),
        answered: answer?.found ?? null, backend: analysis.trace,
        ...(offline === analysis ? {} : { words: { intent: words.intent, claimType: words.claimType, claimTypeConfidence: words.claimTypeConfidence } }),
        ...(words.conditions.length > 0 ? { conditions: words.conditions } : {}), ...(words.holds ? { holds: words.holds } : {}),
        ...(narrowed !== null ? { narrowsEarlierQuestion: true } : {}),
        ...(byRecords ? { claimTypeByRecords: byRecords } : {}), ...(held ? { claimTypeByHoldings: held } : {}),
        ...(madeGood ? { statusOfAClaimMadeGood: madeGood } : {}), ...(declined ? { moneyDeclined: declined } : {}),
        ...(leftOpen.length > 0 ? { claimTypeLeftOpen: leftOpen } : {}),
        ...(answerCheck && !answerCheck.ok ? { modelAnswerReplaced: answerCheck.problems } : {}), ...(cancelUnconfirmed ? { cancelNowIgnored: 'the message itself does not ask to cancel now' } : {}),
      },
    }],
  };
};
