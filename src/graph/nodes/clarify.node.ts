// clarify: pauses for the customer's answer when the claim matches no record or several, then resumes verification.
import { HumanMessage } from '@langchain/core/messages';
import { interrupt } from '@langchain/langgraph';
import { EchoPilotError } from '../../domain/errors.js';
import { redactPii } from '../../agents/intake/redact-pii.js';
import { afterCorrection, claimHolds, readsAsChoice, readsAsConsent, readsAsRecordPick } from '../../agents/gather/offline/message-cues.js';
import type { ClaimHold } from '../../policy/evidence.js';
import { normalise } from '../../agents/gather/offline/tokenize.js';
import { detectClaimType, matchClaimTypes } from '../../agents/gather/offline/claim-type-detector.js';
import type { ClaimType } from '../../domain/vocabulary.js';
import { onlyVouches, withoutOwnedRecords } from '../../agents/gather/offline/owned-records.js';
import { pickListed, statedOtherwise } from '../../policy/matcher.js';
import { describedCandidates, inferableCandidates, matchingEntities, offeredTypeByRecords, urgentTypes } from '../../policy/claim-type-by-records.js';
import { claimLabel } from '../../agents/ports.js';
import type { Entities } from '../../domain/entities.js';
import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import { answerText, type HumanInterrupt } from '../human-interrupt.js';
import { NODE } from '../node-names.js';
import type { ClaimStateValue, NodeResult } from '../state.js';
import { turnContextOf } from '../turn-context.js';

/** EchoPilot's fields (kind, question, candidates) and the same question as an Agent Inbox `HumanInterrupt`. */
export interface ClarificationRequest extends HumanInterrupt {
  kind: 'clarification';
  question: string;
  candidates: { id: string; describe: string }[];
}

/** The question as Agent Inbox shows it: the customer answers in words (respond), nothing to accept or edit. */
export function clarificationRequest(question: string, candidates: { id: string; describe: string }[]): ClarificationRequest {
  const list = candidates.map((c) => `- \`${c.id}\`: ${c.describe}`).join('\n');
  return {
    kind: 'clarification', question, candidates,
    action_request: { action: 'clarify', args: { question, candidates } },
    config: { allow_accept: false, allow_edit: false, allow_respond: true, allow_ignore: false },
    description: `**EchoPilot needs the customer's answer**\n\n${question}${list ? `\n\nMatching records:\n${list}` : ''}`,
  };
}

const cardKindsOf = (answer: Entities, first: Entities): Pick<Entities, 'cardKinds'> => {
  const kinds = answer.cardKinds ?? first.cardKinds;
  return kinds ? { cardKinds: kinds } : {};
};

const claimStatesOf = (answer: Entities, first: Entities): Pick<Entities, 'claimStates'> => {
  const states = answer.claimStates ?? first.claimStates;
  return states ? { claimStates: states } : {};
};

/** The rough figures of whichever message's amounts are kept. */
const roughAmountsOf = (answer: Entities, first: Entities): Pick<Entities, 'roughAmounts'> => {
  const rough = answer.amounts.length > 0 ? answer.roughAmounts : first.roughAmounts;
  return rough ? { roughAmounts: rough } : {};
};

/** The payee kinds of whichever message names any ("the movie one"). */
const payeeKindsOf = (answer: Entities, first: Entities): Pick<Entities, 'payeeKinds'> => {
  const kinds = answer.payeeKinds ?? first.payeeKinds;
  return kinds ? { payeeKinds: kinds } : {};
};

/** Entities of the answer replace those of the same kind in the first message; the rest are kept. */
export function mergeEntities(first: Entities, answer: Entities): Entities {
  const pick = <K extends Exclude<keyof Entities, 'numbers' | 'cardKinds' | 'claimStates' | 'roughAmounts' | 'payeeKinds'>>(key: K): Entities[K] => (answer[key].length > 0 ? answer[key] : first[key]);
  return {
    amounts: pick('amounts'), dates: pick('dates'), cardLast4: pick('cardLast4'), references: pick('references'),
    counterparties: pick('counterparties'), channels: pick('channels'), products: pick('products'),
    numbers: (answer.numbers ?? []).length > 0 ? answer.numbers : first.numbers,
    ...cardKindsOf(answer, first),
    ...claimStatesOf(answer, first),
    ...roughAmountsOf(answer, first),
    ...payeeKindsOf(answer, first),
  };
}

/**
 * The listed record a reply picks without naming it ("1", "the smaller one", "the earlier one"), as a reference to add
 * to the answer's entities; empty when the question listed no records or the reply picks none.
 */
function pickedRecord(text: string, listedIds: readonly string[], claimType: string | null, ctx: ReturnType<typeof turnContextOf>): string[] {
  if (listedIds.length < 2 || claimType === null || NONE_OF.test(text)) return [];
  const all = ctx.candidates(claimType);
  const listed = listedIds.flatMap((id) => all.filter((c) => c.id === id));
  if (listed.length !== listedIds.length) return [];
  const pick = readsAsRecordPick(text);
  if (pick) {
    const chosen = pickListed(listed, pick);
    return chosen ? [chosen.id] : [];
  }
  // "adyar wala", "the credit one": a short reply with a word only one listed record's description has; never one that
  // says "not" or owns a record ("the supermarket one was me, the other I don't know" names the one it disowns).
  // A longer reply is read clause by clause ("no, cancel the health one, I'll keep the car insurance"): the clauses
  // that neither negate, own nor keep a record must name one record between them.
  const options = listed.map((c) => ({ value: c.id, label: [c.describe, ...c.labels].join(' ') }));
  const said = normalise(text);
  const plain = (clause: string) => !NEGATION.test(clause) && !OWNS.test(clause) && !KEEPS.test(clause) && clause.split(/\s+/).length <= WORD_PICK_WORDS;
  if (plain(said)) {
    const whole = readsAsChoice(text, options, null);
    return whole ? [whole] : [];
  }
  // Only a reply that sets one record against another is read clause by clause.
  if (!NEGATION.test(said) && !KEEPS.test(said)) return [];
  const clauses = said.split(CLAUSE).map((clause) => clause.trim()).filter((clause) => clause.length > 0);
  // A clause that names a record is no pick when the next keeps it ("the health one, I want to keep it").
  const named = new Set(clauses.filter((clause, at) => plain(clause) && !KEEPS_IT.test(clauses[at + 1] ?? ''))
    .map((clause) => readsAsChoice(clause, options, null))
    .filter((id): id is string => id !== null));
  return named.size === 1 ? [...named] : [];
}

/** A reply that turns every listed record down ("neither of these, it's an older one"): it picks none of them. */
const NONE_OF = /\b(?:neither|none of|not any of|not (?:one of )?(?:these|those|them)|koi (?:bhi )?nahi|koi nahin|dono(?:n)? (?:hi )?nahi)\b|इनमें से कोई नहीं|कोई नहीं|दोनों नहीं/i;

/** Where a reply's clauses part: punctuation before a space (not inside "Rs.2,000"), "but", "and". */
const CLAUSE = /[,.;!?]+(?=\s|$)|\s+(?:but|and|lekin|aur)\s+/;
/** A clause that keeps a record: "I'll keep the car insurance", "car wali rakhni hai". */
const KEEPS = /\b(?:keep|keeping|retain|continue|continuing|rakh\w*)\b/i;
/** A clause that keeps the record the clause before it named: "I want to keep it", "isko rakhna hai". */
const KEEPS_IT = /\b(?:keep|keeping|retain|continue|continuing)\s+(?:it|that|this|them)\b|\b(?:isko|usko|ise|use|ye|yeh|woh?)\s+rakh\w*/i;

/** The longest reply read as naming a record by one of its words. */
const WORD_PICK_WORDS = 6;
/** "not", and the same in romanised Indian languages: Telugu "kaadu", Tamil/Kannada/Malayalam "illa"/"alla", Bengali "noy", Gujarati "nathi". */
const NEGATION = /\b(?:not|no|nahi|nahin|nhi|na|never|neither|nor|other|dusra|dusri|kaadu|kadu|ledu|illa|illai|alla|noy|nathi)\b|नहीं|न\s|दूसरा|दूसरी/i;
/** A reply that says a record was the customer's own doing. */
const OWNS = /\b(?:me|mine|myself|my own|i did|i made|i paid|i bought|i know|maine|mera tha|meri thi|mera hai|meri hai)\b|मैंने|मेरा था|मेरी थी/i;

/** Entities with a reference added. */
const withReference = (entities: Entities, ids: string[]): Entities => (ids.length === 0 ? entities : { ...entities, references: [...entities.references, ...ids] });

/**
 * The claim type an answer tells in its own words when the message it answers named none by its words: "something is
 * wrong with my claim" read as a dispute by the classifier alone, then "…documents complete on 20 Feb but payment came
 * only on 15 April. I want the delay interest" is a settlement delay. Never to or from an urgent type (a fraud or a card
 * block is told in the first words, and acts at once).
 */
async function retoldType(state: ClaimStateValue, answer: string, ctx: ReturnType<typeof turnContextOf>): Promise<ClaimType | null> {
  const current = state.analysis?.claimType ?? null;
  const urgent = urgentTypes(ctx.tenant.pack.claimTypes);
  if (current === null || urgent.has(current) || answer === '') return null;
  const vocabulary = ctx.tenant.pack.vocabulary;
  const asked = state.messages.filter((m) => m.getType() === 'human').at(-1);
  const first = typeof asked?.content === 'string' ? asked.content : '';
  if (matchClaimTypes(first, vocabulary).some((hit) => hit.claimType === current)) return null;
  // The answer read whole, refusals and questions included ("I don't want to cancel the policy, just tell me why…" is
  // no cancellation), and named by its cue words too; only a complaint, never an order for a product.
  const own = await ctx.offline.classifier.analyse({ text: answer, tenant: ctx.profile, clock: ctx.clock });
  const told = own.claimType;
  if (told === null || told === current || urgent.has(told) || own.intent !== 'complaint' || own.hypothetical || own.cancelNow) return null;
  return detectClaimType(answer, vocabulary)?.claimType === told ? told : null;
}

/** The claim's holds with those the answer adds ("the 4000 one, but should I complain or wait?"): an answer lifts none. */
function heldStill(before: readonly ClaimHold[] | undefined, answer: string): { holds?: ClaimHold[] } {
  const holds = [...new Set([...(before ?? []), ...claimHolds(answer)])];
  return holds.length === 0 ? {} : { holds };
}

export const clarifyNode = () => async (state: ClaimStateValue, config: LangGraphRunnableConfig): Promise<NodeResult> => {
  const { clarification, analysis } = state;
  if (!clarification || !analysis) throw new EchoPilotError('INTERNAL', 'clarify ran without a question');
  // Nothing before interrupt() has side effects: on resume this node starts again from the top.
  const answer = interrupt<ClarificationRequest, unknown>(clarificationRequest(clarification.question, clarification.candidates));
  // The answer (a string, or an Agent Inbox response) is masked like the first message: entities and the audit see no personal data.
  const text = redactPii(answerText(answer).trim());
  const ctx = turnContextOf(config);
  const input = { text, tenant: ctx.profile, clock: ctx.clock };
  // Details the customer took back in the same answer ("the 2000 one… sorry no, the 4000 one") are not read, nor those
  // of a record they vouch for beside their pick ("The one in Noida, on the 14th. The Lajpat Nagar one on Sunday was me.").
  const meant = { ...input, text: onlyVouches(afterCorrection(text)) ? '' : withoutOwnedRecords(afterCorrection(text)) };
  const [entities, readEntities] = await Promise.all([ctx.agents.classifier.extractEntities(meant), ctx.offline.classifier.extractEntities(meant)]);
  // A yes or no binds only to what the question named (claim type, record, amount); decide checks that it still fits.
  const confirm = clarification.confirm ? { ...clarification.confirm, answer: readsAsConsent(text) } : undefined;
  // The customer's pick between two offered claim types is their own words naming the type.
  const choices = clarification.typeChoices ?? [];
  // An answer that names another claim type in its own words ("it charged me twice") is taken as that type.
  const classified = choices.length > 0 ? (await ctx.offline.classifier.analyse(input)).claimType : null;
  const named = choices.length > 0 ? readsAsChoice(text, choices.map((c) => ({ value: c, label: claimLabel(ctx.profile, c) })), classified) ?? classified : null;
  // Told by its details instead ("the one to my milkman, yesterday morning"): the offered type whose records fit them;
  // never an urgent one (a fraud, a card block), which the customer's own words must tell.
  const retold = choices.length > 0 ? null : await retoldType(state, meant.text, ctx);
  const picked = named ?? retold ?? (choices.length > 0 ? offeredTypeByRecords(choices, readEntities, inferableCandidates(ctx.tenant.pack.claimTypes, describedCandidates((t) => ctx.candidates(t)))) : null);
  // Told in its own words ("my debit card is lost, please block it"), the answer says what happened: no longer vague.
  const toldWhatHappened = picked !== null && (picked === classified || named === null) ? { vague: false } : {};
  const chosen = picked ? { claimType: picked, claimTypeConfidence: 1, intent: ctx.profile.vocabulary.find((v) => v.claimType === picked)?.intent === 'service_request' ? 'service_request' as const : 'complaint' as const } : {};
  // "Which one do you mean?" answered by place, size or time: the record it picks is named as if by its reference.
  // A listed record run on its own carries its id at the end of the claim's words ("… (T3101)"): that is the pick
  // (the words may name every record; "T3101 was me, the other one I don't know" is still read clause by clause).
  const listedIds = clarification.candidates.map((c) => c.id);
  const namesListed = listedIds.some((id) => text.endsWith(`(${id})`));
  // A pick the answer's own details contradict is none ("atm is fine… the upi of 1200 on 10th" picks no ₹1,000
  // withdrawal of the 10th): the answer is about something else, and is read as such.
  const fitsAnswer = (id: string) => {
    const record = analysis.claimType === null ? undefined : ctx.candidates(analysis.claimType).find((c) => c.id === id);
    return record !== undefined && statedOtherwise(record, readEntities) === null;
  };
  const picks = clarification.confirm || choices.length > 0 || namesListed || retold !== null ? [] : pickedRecord(meant.text, listedIds, analysis.claimType, ctx).filter(fitsAnswer);
  const said = new HumanMessage({ content: text });
  // As in gather: a kind of payee never singles out the record of an urgent claim (a fraud blocks the card at once).
  const urgent = urgentTypes(ctx.tenant.pack.claimTypes);
  // A record picked from those the claim type's finder offered settles the type as the records tell it ("my transfer
  // failed" → the IMPS one): the words' doubt between kinds is gone. Not for an urgent type, which the words must tell.
  const settledByPick = picks.length > 0 && analysis.claimType !== null && !urgent.has(analysis.claimType) ? { claimTypeConfidence: 1 } : {};
  const merged = (first: Entities, answered: Entities): Entities => matchingEntities(withReference(mergeEntities(first, answered), picks), picked ?? analysis.claimType, urgent);
  return {
    analysis: { ...analysis, ...settledByPick, ...chosen, entities: merged(analysis.entities, entities) },
    words: state.words ? { ...state.words, ...settledByPick, ...chosen, ...toldWhatHappened, ...heldStill(state.words.holds, text), entities: merged(state.words.entities, readEntities) } : null,
    clarification: { ...clarification, answers: [...clarification.answers, text], ...(confirm ? { confirm } : {}) },
    // The answer is part of the dialogue, and the verifier reads it in its tool loop: one message, streamed once.
    messages: [said],
    toolLoop: [said],
    verification: null,
    decision: null,
    reply: null,
    nodeLog: [{ node: NODE.clarify, summary: { answer: text, entities, ...(confirm ? { consent: confirm.answer } : {}), ...(choices.length > 0 ? { picked } : {}), ...(retold !== null ? { retold } : {}), ...(picks.length > 0 ? { pickedRecord: picks[0] } : {}) } }],
  };
};
