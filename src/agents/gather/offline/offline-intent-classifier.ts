// The offline gather backend: trained intent model + entity extraction + language, urgency, sentiment and claim-type cues.
import type { Clock } from '../../../domain/calendar.js';
import type { Entities } from '../../../domain/entities.js';
import type { ClaimType, Intent } from '../../../domain/vocabulary.js';
import type { IntentAnalysis, IntentClassifier, TenantProfile } from '../../ports.js';
import { classifierFor, type ClaimTypeScore } from './claim-type-classifier.js';
import { detectClaimType, familyTold, matchClaimTypes, ruledOutTypes, untoldTypes, type ClaimTypeHit } from './claim-type-detector.js';
import { detectSmallTalk, namesAnEvent, tellsSomethingWrong, isGibberishAroundNumber, isMashedAroundDigits, isUnintelligible, isVagueProblem } from './conversation-cues.js';
import { asksAboutCards, asksAfterLostMoney, asksForBalance, asksOnlyForStatus, NOT_A_BALANCE_QUESTION } from './records-questions.js';
import { asksAboutTheRules, asksForSomeoneElse, asksHowThingsWork, asksToConfirmHearsay, isHypotheticalOrGeneral, isSupposition, saysItOnlyAsks } from './general-questions.js';
import { extractEntities } from './entity-extractor.js';
import { loadIntentModel, type IntentModel, type IntentPrediction } from './intent-model.js';
import { detectLanguage } from './language-detector.js';
import { withListedWordsJoined, withoutDressedInstructions, withoutFillers, withoutHandles, withoutLetterFrame, withoutMailFooter, withoutPastedWording } from './mail-footer.js';
import { withoutOwnedRecords } from './owned-records.js';
import {
  asksForServiceChange, asksToCancelNow, wishesToCancelUnclearly, chasesMoney, speaksForSomeoneElse, asksToSettle, complainsChangeNotDone, complainsOfConduct, complainsOfService, demandsMoneyBack, isDissatisfied, withoutDispleasure, withoutDissatisfaction, endsAsHindiQuestion, isGeneralQuestion, isQuestion, isStatusQuestion,
  looksLikeFeatureRequest, tellsACardGone,
} from './message-cues.js';
import { detectSentiment, detectUrgency } from './sentiment.js';
import { normalise } from './tokenize.js';
import { romanise } from './romanise.js';

/** The paraphrase classifier names a claim type on its own from this calibrated probability, ahead of the runner-up by MARGIN. */
const CLASSIFIER_ALONE = 0.5;
const MARGIN = 0.25;
/** It overrides a single cue word's pick only when it is this sure of another type and gives the cue's type little. */
const OVERRIDE = 0.6;
const OVERRIDDEN_BELOW = 0.2;
/** Its confidence never exceeds this on its own: a claim read only from a description is checked by a person or the rule. */
const CLASSIFIER_CAP = 0.9;
/** The confidence a cue-word reading has at least when the paraphrase classifier is as sure of the same type as it must be to name one alone. */
const AGREED = 0.8;

/**
 * The cue words' reading, as sure as two independent readings that agree: a long or polite telling dilutes the cue
 * words' confidence ("I am 78 years old… my purse with my bank card was snatched… please stop the card"), not the
 * classifier's reading of the whole message.
 */
function agreed(cueHit: ClaimTypeHit | null, scores: ClaimTypeScore[]): ClaimTypeHit | null {
  const [top] = scores;
  if (cueHit === null || top?.label !== cueHit.claimType || top.probability < CLASSIFIER_ALONE) return cueHit;
  return { ...cueHit, confidence: Math.max(cueHit.confidence, AGREED) };
}

/**
 * The claim type a part of a message tells by describing the event, with no cue word ("the ATM on MG road took 5000
 * and gave nothing"), as the paraphrase classifier reads it alone; null for a question, a wish, a grievance about the
 * service or a telling where nothing went wrong. Used to cut a message into its issues.
 */
export function describedClaimType(text: string, tenant: TenantProfile, paraphraseDir?: string): ClaimType | null {
  if (isHypotheticalOrGeneral(text) || isGeneralQuestion(text, true) || looksLikeFeatureRequest(text) || asksForServiceChange(text)
    || complainsOfService(text) || !tellsSomethingWrong(withoutDissatisfaction(text))) return null;
  const ruledOut = ruledOutTypes(text, tenant.vocabulary);
  const scores = withoutTypes(classifierFor(tenant.claimTypes, paraphraseDir)?.classify(text) ?? [], ruledOut, untoldTypes(text, tenant.vocabulary));
  return classifierHit(scores, tenant)?.claimType ?? null;
}

/** Two claim types within this probability of each other (each at least ALTERNATIVE_FLOOR) are offered together. */
const CLOSE = 0.35;
const ALTERNATIVE_FLOOR = 0.2;

export interface OfflineIntentClassifierOptions {
  /** A loaded model (tests); otherwise the committed artifact is loaded once on first use. */
  model?: IntentModel;
  modelPath?: string;
  /** The folder of claim-type paraphrases (data/claim-paraphrases by default). */
  paraphraseDir?: string;
}

/**
 * The classifier's scores without the types the message rules out, and without those it lacks the words for. The rest
 * keep their own scores: a type the words barely support is not made likely by taking another away.
 */
function withoutTypes(scores: ClaimTypeScore[], ruledOut: Set<ClaimType>, untold: Set<ClaimType>): ClaimTypeScore[] {
  return scores.filter((s) => s.label === 'none' || (!ruledOut.has(s.label) && !untold.has(s.label)));
}

/** Two readings of one message (its Devanagari glossed, and spelt in Latin letters): their scores averaged. */
function blended(glossed: IntentPrediction, spelt: IntentPrediction): IntentPrediction {
  const scores = Object.fromEntries(Object.keys(glossed.scores).map((k) => [k, ((glossed.scores[k as Intent] ?? 0) + (spelt.scores[k as Intent] ?? 0)) / 2])) as Record<Intent, number>;
  const intent = (Object.keys(scores) as Intent[]).reduce((best, k) => (scores[k] > scores[best] ? k : best));
  return { intent, confidence: scores[intent], scores, knownFeatures: Math.max(glossed.knownFeatures, spelt.knownFeatures) };
}

/** A claim hit from the paraphrase classifier when the pack's cue words found none. */
function classifierHit(scores: ClaimTypeScore[], tenant: TenantProfile): ClaimTypeHit | null {
  const [top, runnerUp] = scores;
  if (!top || top.label === 'none' || top.probability < CLASSIFIER_ALONE || !tenant.claimTypes.includes(top.label)) return null;
  if (top.probability - (runnerUp?.probability ?? 0) < MARGIN) return null;
  const entry = tenant.vocabulary.find((v) => v.claimType === top.label);
  if (!entry) return null;
  return { claimType: top.label, confidence: Math.min(CLASSIFIER_CAP, top.probability), cues: ['paraphrase classifier'], intent: entry.intent };
}

/**
 * A single cue word can be loosely anchored ("card se … ka payment fail hua" also fits a UPI cue): when the
 * classifier is sure of another claim type and gives the cue's type little, its reading wins.
 */
function overruled(cueHit: ClaimTypeHit | null, scores: ClaimTypeScore[], tenant: TenantProfile): ClaimTypeHit | null {
  if (cueHit === null || cueHit.cues.length > 1) return null;
  const top = scores[0];
  const cueScore = scores.find((s) => s.label === cueHit.claimType)?.probability ?? 0;
  if (!top || top.label === 'none' || top.label === cueHit.claimType || top.probability < OVERRIDE || cueScore >= OVERRIDDEN_BELOW) return null;
  const hit = classifierHit(scores, tenant);
  return hit && hit.intent === cueHit.intent ? hit : null;
}

/** Claim types close enough to offer together: the classifier's top two, or the cue words' pick and the classifier's. */
function alternativesOf(claim: ClaimTypeHit | null, scores: ClaimTypeScore[], tenant: TenantProfile): { claimType: ClaimType; confidence: number }[] {
  const types = scores.filter((s): s is { label: ClaimType; probability: number } => s.label !== 'none' && tenant.claimTypes.includes(s.label));
  const [first, second] = types;
  if (claim !== null && first && first.label !== claim.claimType && first.probability >= CLASSIFIER_ALONE) {
    return [{ claimType: claim.claimType, confidence: claim.confidence }, { claimType: first.label, confidence: first.probability }];
  }
  if (first && second && second.probability >= ALTERNATIVE_FLOOR && first.probability - second.probability < CLOSE
    && (claim === null || claim.claimType === first.label || claim.claimType === second.label)) {
    return [{ claimType: first.label, confidence: first.probability }, { claimType: second.label, confidence: second.probability }];
  }
  // A description the classifier leans on without naming: its lean, for the customer's records to bear out or not.
  if (claim === null && first && first.probability >= ALTERNATIVE_FLOOR) return [{ claimType: first.label, confidence: first.probability }];
  return [];
}

/** Words that ask something or name a topic the pages cover ("what is the refund policy?", "refund policy?"), unlike a bare plea with a question mark ("refund??"). */
const QUESTION_WORD = /\b(?:what|whats|how|when|where|which|why|who|whom|whose|can|could|do|does|did|is|are|was|were|will|would|should|shall|may|kya|kaise|kab|kahan|kyun|kitna|kitne|kitni|kaun|policy|policies|rules?|process|procedure|limits?|charges?|fees?|rates?|time|days)\b|क्या|कैसे|कब|कहाँ|क्यों|कितन|नियम/i;

/** At most this many words, with nothing wrong told, a message is a topic, not a telling. */
const FRAGMENT_WORDS = 3;

/** Claim types offered when the customer names a problem but nothing of what happened. */
const VAGUE_CHOICES = 3;

/** The classifier's `n` likeliest claim types of this tenant, best first. */
function likeliest(scores: ClaimTypeScore[], tenant: TenantProfile, n: number): { claimType: ClaimType; confidence: number }[] {
  return scores
    .filter((s): s is { label: ClaimType; probability: number } => s.label !== 'none' && tenant.claimTypes.includes(s.label))
    .slice(0, n)
    .map((s) => ({ claimType: s.label, confidence: s.probability }));
}

interface IntentDecision {
  intent: Intent;
  confidence: number;
  claim: ClaimTypeHit | null;
}

/** Combines the model's intent with the message cues and the claim-type hit. */
function decideIntent(text: string, scores: Record<Intent, number>, predicted: Intent, claim: ClaimTypeHit | null, hasCase: boolean, asksStatus: boolean): IntentDecision {
  const at = (intent: Intent, floor: number) => Math.round(Math.max(scores[intent], floor) * 1000) / 1000;
  if (claim === null && looksLikeFeatureRequest(text)) return { intent: 'feature_request', confidence: at('feature_request', 0.8), claim };
  if (claim !== null) {
    if (asksRulesAndFacts(text)) return { intent: 'query', confidence: at('query', 0.7), claim: null };
    if ((isStatusQuestion(text) || asksStatus) && !demandsMoneyBack(text) && !asksAfterLostMoney(text) && claim.cues.length < 2) return { intent: 'query', confidence: at('query', 0.7), claim: null };
    // A request already made whose money has not come ("I cancelled my policy on 3 June … no refund yet") is chased: a complaint.
    const intent = claim.intent === 'service_request' && chasesMoney(text) ? 'complaint' : claim.intent;
    return { intent, confidence: at(intent, claim.confidence), claim };
  }
  if (complainsOfService(text)) return { intent: 'complaint', confidence: at('complaint', 0.75), claim };
  // "Can you please send the statement on email?": a request asked politely, not a question about how things work.
  if (asksForServiceChange(text) && POLITE_REQUEST.test(text) && detectSentiment(text) !== 'negative') return { intent: 'service_request', confidence: at('service_request', 0.7), claim };
  // "… the payment failed and the order was never placed. Where is my money?" asks after money lost: no status question.
  if (isGeneralQuestion(text, hasCase) || ((isStatusQuestion(text) || asksStatus) && !asksAfterLostMoney(text))) return { intent: 'query', confidence: at('query', 0.6), claim };
  if (isDissatisfied(text)) return { intent: 'complaint', confidence: at('complaint', 0.75), claim };
  if (complainsChangeNotDone(text)) return { intent: 'complaint', confidence: at('complaint', 0.7), claim };
  if (asksForServiceChange(text) && detectSentiment(text) !== 'negative') return { intent: 'service_request', confidence: at('service_request', 0.7), claim };
  // "meri policy ka sum insured kitna hai aur khatam kab hogi?": a question for a fact, with nothing to change or put right.
  if (predicted === 'service_request' && asksForAFact(text) && !tellsSomethingWrong(text)) return { intent: 'query', confidence: at('query', 0.6), claim };
  return { intent: predicted, confidence: at(predicted, 0), claim };
}

/** A decision of ours the customer points at: "the one you rejected", "settled late", "not approved". */
const NAMES_A_DECISION = /\b(?:reject\w*|repudiat\w*|settl\w*|approv\w*|denied|refused)\b/i;
/** At most this many words, trouble told with no detail is asked about rather than read as a claim type. */
const BARE_TROUBLE_WORDS = 6;

/** Money told gone with nothing of how, when or how much: "money seems to be missing", "my balance is less". */
const MONEY_GONE_UNTOLD = /^(?![\s\S]*\d)[\s\S]*\b(?:money|amount|balance|funds|paisa|paise|savings)\b[^.?!]{0,30}\b(?:missing|gone|disappeared|vanished|less|short|reduced|lower)\b/i;

/** Words of the customer's own. */
const OWN_WORDS = /\b(?:my|mine|me|i|mera|meri|mere|maine|mujhe)\b/i;
/** A rule asked to be explained or confirmed ("Explain the compensation for delay…", "… 100 per day. Please confirm."). */
const ASKS_TO_EXPLAIN = /\b(?:explain|confirm|clarify|tell me|let me know|what is|what's|how much is|how is|how does)\b/i;

/** A request asked as a question: "can you please send…", "could you update…", "will you issue…". */
const POLITE_REQUEST = /^\W*(?:(?:hi|hello|dear|sir|madam|team)\W+)*(?:can|could|would|will|pls|please|kindly)\s+(?:you|u)\b/i;

/** Where a sentence ends, or a second question is joined on ("…hota hai? aur mera…", "…? and when…"). */
const QUESTION_SENTENCES = /(?<=[?])\s*(?:(?:and|also|aur|or)\s+)?|(?<=[.!;])\s+|\n+/i;

/**
 * Questions and nothing else: a question about how the rules work, and beside it questions for facts of the customer's
 * own ("free look kitne din ka hota hai? aur mera policy kab deliver hua tha?"), with nothing asked to be done, no
 * trouble told and no money asked back. The claim words are what the questions are about, not a claim.
 */
function asksRulesAndFacts(text: string): boolean {
  const sentences = text.split(QUESTION_SENTENCES).map((s) => s.trim()).filter((s) => /\p{L}/u.test(s));
  if (sentences.length < 2 || !sentences.every(isQuestion)) return false;
  const general = (s: string) => isHypotheticalOrGeneral(s) || isHypotheticalOrGeneral(normalise(s));
  return sentences.some(general)
    && sentences.every((s) => general(s) || (asksForAFact(s) && !tellsSomethingWrong(s) && !demandsMoneyBack(s) && !asksToCancelNow(s)));
}

/** A question word that asks for a fact ("how much", "when", "kitna", "kab", "कितने"), in a message asked as a question. */
const ASKS_FOR_A_FACT = /\b(?:what|what'?s|how much|how many|how long|when|which|kitna|kitni|kitne|kab|kaunsa|kaun sa|kya hai)\b|कितना|कितनी|कितने|कब|कौन सा|क्या है/i;
/** Money, a machine or a decision, named without an amount ("the machine swallowed my money", "the one you rejected"). */
const MONEY_OR_MACHINE = /\b(?:money|paisa|paise|paisey|pesa|rupaye|rupaiya|machine|wallet|reject\w*|settl\w*|approv\w*|repudiat\w*)\b|पैसा|पैसे|रुपये|मशीन/i;

/** Words that ask for something done beside the question ("please increase my credit limit…, how long will it take?"). */
const ASKS_FOR_SOMETHING = /\b(?:please|pls|plz|kindly|want|need|would like|karo|kar do|kardo|kijiye|kar dijiye|chahiye|increase|decrease|convert|change|update|issue|send|activate|deactivate|close|open|apply)\b|कृपया|करो|कर दो|कीजिए|चाहिए/i;
function asksForAFact(text: string): boolean {
  return (isQuestion(text) || endsAsHindiQuestion(text)) && ASKS_FOR_A_FACT.test(text) && !ASKS_FOR_SOMETHING.test(text);
}

export class OfflineIntentClassifier implements IntentClassifier {
  private model: IntentModel | undefined;

  constructor(private readonly options: OfflineIntentClassifierOptions = {}) {
    this.model = options.model;
  }

  private loaded(): IntentModel {
    this.model ??= loadIntentModel(this.options.modelPath);
    return this.model;
  }

  analyseSync(input: { text: string; tenant: TenantProfile; clock: Clock }): IntentAnalysis {
    const started = performance.now();
    const { tenant, clock } = input;
    const own = withoutPastedWording(input.text);
    const model = this.loaded();
    // A signature is of names: a word the model knows ("Never Authorised", "Hotlist Immediately") is no name.
    const knows = (word: string) => model.predict(word).knownFeatures > 0;
    const text = withListedWordsJoined(withoutOwnedRecords(withoutHandles(withoutFillers(withoutLetterFrame(withoutMailFooter(withoutDressedInstructions(own)), knows)))));
    // Policy wording pasted and asked about ("…shall not be liable for… racing." Does this mean damage there won't be
    // covered?"): a question about the terms, unless something is asked to be done.
    const asksAboutWording = own !== input.text && isQuestion(text) && !demandsMoneyBack(text) && !asksToCancelNow(text) && !ASKS_FOR_SOMETHING.test(text);
    const entities = extractEntities(text, clock);
    // Hindi in Devanagari is also read spelt in Latin letters, as the romanised Hindi the model and the question cues know.
    const spelt = /[\u0900-\u097F]/.test(text) ? romanise(text) : null;
    const prediction = spelt === null ? model.predict(text) : blended(model.predict(text), model.predict(spelt));
    const hasCase = entities.references.length > 0 || entities.amounts.length > 0 || entities.dates.length > 0 || entities.cardLast4.length > 0;
    const smallTalk = detectSmallTalk(text);
    // "New mobile no … update pls" asks for a change, not for an update on a case.
    const recordsAsked = (t: string) => (asksForBalance(t) ? 'balance' as const : asksAboutCards(t) && entities.amounts.length === 0 ? 'cards' as const : asksOnlyForStatus(t) && !asksForServiceChange(t) ? 'status' as const : null);
    // A wish for a new way to see them ("introduce a facility to check balance through WhatsApp") asks for a feature.
    // A burst of short lines is read joined, and line by line too: "bal?" alone on its line asks for the balance, beside
    // nothing else to do ("block my card\nbal?" and "someone used my card\nbal?\nnot me" tell what matters first).
    const balanceOnALine = own.includes('\n') && own.split('\n').some((line) => asksForBalance(line)) && !NOT_A_BALANCE_QUESTION.test(own)
      && entities.amounts.length === 0 && matchClaimTypes(text, tenant.vocabulary).length === 0 && !tellsSomethingWrong(text);
    const asks = looksLikeFeatureRequest(text) ? null : recordsAsked(text) ?? (balanceOnALine ? 'balance' : null) ?? (spelt === null ? null : recordsAsked(spelt));
    // A question about the customer's own records, however short ("bal?"), is understood even with no word the model knows.
    const unintelligible = smallTalk === null && asks === null && (hasCase
      ? isGibberishAroundNumber(text, (letters) => model.predict(letters).knownFeatures)
      : isUnintelligible(text, prediction.knownFeatures) || isMashedAroundDigits(text));
    // A card told as gone is to be blocked, whatever is supposed or asked beside it ("card lost, what if someone uses it?").
    const hypothetical = !tellsACardGone(text) && (asksAboutWording || isHypotheticalOrGeneral(text) || isHypotheticalOrGeneral(normalise(text)));
    const hit = detectClaimType(text, tenant.vocabulary, { hasCaseEntities: hasCase });
    // A grievance about someone's conduct that touches a claim word in passing ("the surveyor was two hours late, rude,
    // and hinted the claim would go faster…"), with no detail of a case, is the grievance.
    const passing = hit !== null && !hasCase && hit.cues.length < 2 && complainsOfConduct(text);
    const cueHit = hit !== null && !passing && tenant.claimTypes.includes(hit.claimType) ? hit : null;
    // A claim type the message's setting rules out is not the classifier's to offer either.
    const ruledOut = ruledOutTypes(text, tenant.vocabulary);
    // Nor one the message lacks the words for (a fraud never told as anyone's doing or a payment denied).
    const read = classifierFor(tenant.claimTypes, this.options.paraphraseDir)?.classify(text) ?? [];
    const scores = withoutTypes(read, ruledOut, untoldTypes(text, tenant.vocabulary));
    // Without a cue word, a description of the event ("tried to withdraw, got nothing") is read by the classifier,
    // unless the message is a question about how things work, a wish, a status question, a change of details or small talk.
    const untyped = cueHit === null && asks === null && !hypothetical && !looksLikeFeatureRequest(text) && !isGeneralQuestion(text, hasCase)
      && !asksForServiceChange(text);
    // A description must tell that something went wrong: "health premium" or "sent 5k to amit's card on sat" alone is
    // a topic or a step, not a claim, however the classifier scores it; nor is being unhappy with an answer.
    // Nor is a grievance about the staff ("the manager shouted at me, this is not right").
    // Asking for a claim of one's own to be paid ("settle CLM-7002 within one hour") is a claim too.
    const settle = asksToSettle(text);
    const describable = untyped && (tellsSomethingWrong(withoutDissatisfaction(text)) || settle) && !complainsOfService(text);
    // Trouble told with no detail at all names no claim type, however sure the classifier is: one question narrows it.
    // So is a topic the model reads as a complaint with nothing wrong told: a bare one ("atm koramangala", "my card"),
    // or one the classifier names ("hi, I did a card to card transfer"): asked about, never escalated or judged.
    const topicOnly = untyped && smallTalk === null && !unintelligible && prediction.intent === 'complaint'
      && !tellsSomethingWrong(withoutDissatisfaction(text)) && !settle && !isQuestion(text);
    // A date alone ("something is off with my account this month") names no thing the topic could be.
    const namesAThing = entities.amounts.length > 0 || entities.references.length > 0 || entities.cardLast4.length > 0
      || entities.channels.length > 0 || entities.counterparties.length > 0;
    const fragment = topicOnly && (!hasCase || namesAThing)
      && ((!hasCase && (text.match(/[\p{L}\p{N}]+/gu) ?? []).length <= FRAGMENT_WORDS) || (scores[0]?.label !== 'none' && (scores[0]?.probability ?? 0) >= CLASSIFIER_ALONE));
    // A bare plea asked as a question ("refund??", "help?"), with no question word, is as vague as one told.
    const pleads = untyped || (cueHit === null && asks === null && !hypothetical && !looksLikeFeatureRequest(text) && !asksForServiceChange(text)
      && isQuestion(text) && !QUESTION_WORD.test(text));
    // A grievance about the service or its staff is told in full: nothing to narrow; displeasure beside vague trouble
    // ("something is not right with my account, very disappointed with your bank") leaves the trouble to narrow.
    const trouble = withoutDispleasure(text);
    // A few words of trouble with no detail and no way named ("payment issue pls check urgently") name no record and no
    // way: whatever the classifier leans to, one question narrows it.
    // ("The one you rejected" names a decision of ours: it is about that claim.)
    const bareTrouble = describable && !hasCase && entities.channels.length === 0 && entities.counterparties.length === 0
      && (text.match(/[\p{L}\p{N}]+/gu) ?? []).length <= BARE_TROUBLE_WORDS && !NAMES_A_DECISION.test(text);
    // Trouble told as put right ("the issue has been resolved now, thanks") is thanks, not trouble to narrow. A day alone
    // ("something is off with my account since last week") names nothing the trouble is about.
    const vague = smallTalk === null && !complainsOfService(trouble)
      && (fragment || bareTrouble || (pleads && !namesAThing && (isVagueProblem(trouble) || MONEY_GONE_UNTOLD.test(trouble))));
    // The classifier alone names a claim type only for a message that names a thing it could be about: "abhi tak kuch
    // nahi hua, koi jawab nahi mila" tells trouble about nothing in particular.
    const aboutAThing = hasCase || entities.channels.length > 0 || entities.counterparties.length > 0 || namesAnEvent(normalise(text)) || MONEY_OR_MACHINE.test(text);
    const allowed = overruled(cueHit, scores, tenant) ?? agreed(cueHit, scores) ?? (describable && !vague && aboutAThing ? classifierHit(scores, tenant) : null);
    const conversational = smallTalk !== null || unintelligible || asks === 'balance' || asks === 'cards'
      || (hypothetical && (!hasCase || asksAboutWording || isSupposition(text) || asksHowThingsWork(text) || saysItOnlyAsks(text) || asksToConfirmHearsay(text) || asksAboutTheRules(text) || asksForSomeoneElse(text)) && !looksLikeFeatureRequest(text));
    const decided: IntentDecision = conversational
      ? { intent: 'query', confidence: unintelligible ? 0.3 : Math.max(0.8, prediction.scores.query), claim: null }
      : decideIntent(text, prediction.scores, prediction.intent, allowed, hasCase, asks === 'status');
    // Trouble with nothing told is a problem to narrow down, not a question the pages answer.
    // So is a family's trouble told, not asked, as the customer's own ("the machine kept my 4000 … the money only came back
    // on 6 March … I'd like the delay payment"): a claim whose type the customer's records settle.
    // Only the customer's own, with a detail a record is found by, and nothing asked to be explained or confirmed.
    const troubleOfAFamily = decided.intent === 'query' && decided.claim === null && !conversational && !hypothetical && !isQuestion(text)
      && asks === null && hasCase && OWN_WORDS.test(text) && !speaksForSomeoneElse(text) && !ASKS_TO_EXPLAIN.test(text)
      && familyTold(text, tenant.vocabulary).length > 0;
    const decision: IntentDecision = (vague && !fragment && decided.intent === 'query') || troubleOfAFamily ? { intent: 'complaint', confidence: 0.5, claim: null } : decided;
    // A question offering the likeliest types may offer one the words alone could not name ("a UPI payment of 18000 to
    // quickloan.help@ybl": was it a failed transfer, or not yours?): the customer's pick names it.
    const alternatives = vague ? likeliest(withoutTypes(read, ruledOut, new Set()), tenant, VAGUE_CHOICES)
      : decision.claim !== null || (describable && !conversational) ? alternativesOf(decision.claim, scores, tenant) : [];
    // Nothing the model knows (another script, gibberish): keep its prior guess but say it is unsure.
    if (prediction.knownFeatures === 0 && decision.claim === null && smallTalk === null) decision.confidence = Math.min(decision.confidence, 0.3);
    const claimType = decision.claim?.claimType ?? null;
    let urgency = detectUrgency(text, entities.amounts, tenant.autoApprovalLimit);
    const declared = claimType === null ? undefined : tenant.claims[claimType];
    if (declared?.urgent) urgency = 'high';
    // A question about what would happen, small talk or gibberish is nobody's emergency.
    if (claimType === null && (decision.intent === 'query' && (hypothetical || smallTalk !== null || unintelligible))) urgency = 'low';
    const aspects = [...new Set([...(declared?.aspects ?? []), ...entities.channels, ...entities.products])];
    return {
      intent: decision.intent,
      intentConfidence: decision.confidence,
      claimType,
      claimTypeConfidence: decision.claim?.confidence ?? 0,
      urgency,
      sentiment: detectSentiment(text),
      language: detectLanguage(text).language,
      aspects,
      entities,
      cancelNow: asksToCancelNow(text) || wishesToCancelUnclearly(text),
      dissatisfied: isDissatisfied(text),
      claimTypeAlternatives: alternatives,
      smallTalk,
      unintelligible,
      asks,
      hypothetical,
      vague,
      trace: { backend: 'offline', model: model.version, latencyMs: Math.round((performance.now() - started) * 1000) / 1000 },
    };
  }

  async analyse(input: { text: string; tenant: TenantProfile; clock: Clock }): Promise<IntentAnalysis> {
    return this.analyseSync(input);
  }

  async extractEntities(input: { text: string; tenant: TenantProfile; clock: Clock }): Promise<Entities> {
    return extractEntities(input.text, input.clock);
  }
}
