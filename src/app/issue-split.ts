// Two issues in one message ("block my card, and also the ATM didn't give me 5,000 on the 16th"): the message is cut
// where one claim's words end and another's begin, so that each gets its own thread, its own check and its own
// decision. Read offline from the tenant's cue words, never by a model; one claim told in many words is not cut.
import type { ClaimVocabulary } from '../policy/pack.js';
import { detectClaimType, matchClaimTypes } from '../agents/gather/offline/claim-type-detector.js';
import { asksForServiceChange, asksHowToChange, claimHolds, complainsOfService, isASecondThought, isGeneralQuestion, looksLikeFeatureRequest, weighsCancelling } from '../agents/gather/offline/message-cues.js';
import { isHypotheticalOrGeneral, tellsHearsay } from '../agents/gather/offline/general-questions.js';
import { withoutOwnedRecords } from '../agents/gather/offline/owned-records.js';
import { asksAfterCase } from './follow-up.js';

/**
 * Where a second issue can begin: a sentence end, a semicolon or line break, "and also", "also", "aur", "plus", or the
 * number of a list told in one line ("1) … 2) …"). The point of a title ("Mr. Rao"), or of an abbreviation before its
 * number ("Rs. 62,000", "A/c. 1234"), ends no sentence ("… deducted 2000 rs. My card was stolen" ends one).
 */
const BOUNDARY = /(?<!\b(?:mr|mrs|ms|dr))(?:(?<!\b(?:rs|inr|ref|no|a\/c|acc|acct))[.!?;]+\s+|[.!?;]+\s+(?![\s\d]))|\n+|,?\s+(?:and also|and then|also|as well as|plus|aur|and)\s+|\s+\(?[2-9]\)\s*(?=\p{L})/giu;
const MIN_WORDS = 3;
/** Sentences a grievance told first may take before the claim it stands beside. */
const GRIEVANCE_FIRST_SENTENCES = 3;
/** Boundaries tried for a question asked first when the message carries no cue word at all. */
const QUESTION_FIRST_BOUNDARIES = 3;
/** Where a sentence ends: a question told in one sentence ("… stamp duty aur medical ka kharcha bhi kaat lete ho kya?") is one. */
const SENTENCE_END = /(?<!\b(?:mr|mrs|ms|dr))(?:(?<!\b(?:rs|inr|ref|no|a\/c|acc|acct))[.!?;]+\s+|[.!?;]+\s+(?![\s\d]))|\n+/i;
/** "Also someone used it…": the linking word that opened the second issue is not part of it. */
const LEADING_LINK = /^(?:and also|also|and|plus|aur|as well as)\b[\s,]*/i;

/** The customer counts two matters: "refund both", "both payments", "dono wapas karo", "2 issues", "two problems". */
const SAYS_TWO = /\b(?:(?:refund|reverse|return|credit|pay|fix|check|resolve|settle)\s+(?:them\s+|these\s+)?both|both (?:of them|amounts|payments|debits|charges|issues|problems|transactions)|dono|donon|(?:two|2) (?:issues|problems|probs|complaints|matters|requests))\b/i;

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * The second issue asks for a product change the first issue's turn already made ("someone used my card … please block
 * my card" after the fraud claim blocked it), naming no card of its own, or only the card the first turn blocked
 * (`blockedLast4`: "… BLOCK MY CARD 1188 AND RETURN MY MONEY" after card 1188 was blocked; "block my card ending 7788"
 * is asked on its own; "return the 10,000" names money, not a card): it is done, not a second request to refuse as
 * "already blocked".
 */
export function doneByFirst(second: string, vocabulary: ClaimVocabulary[], firstActions: readonly string[], blockedLast4: readonly string[] = []): boolean {
  const type = detectClaimType(second, vocabulary)?.claimType;
  const performs = vocabulary.find((v) => v.claimType === type)?.performs;
  if (performs === undefined || !firstActions.includes(performs)) return false;
  const own = withoutOwnedRecords(second);
  if (!NAMES_A_CARD.test(own)) return true;
  // Every card the part names is one the first turn blocked, and it names no other card by kind ("my credit card").
  const named = [...own.matchAll(CARD_DIGITS)].map((m) => m[1] ?? m[2] ?? '');
  return named.length > 0 && !OTHER_CARD.test(own) && named.every((digits) => blockedLast4.some((last4) => last4.endsWith(digits)));
}

/** The digits a part names a card by: four standing alone, or the last two to four after "ending". */
const CARD_DIGITS = /(?<![\d,.₹])(\d{4})(?![\d,]|\.\d)(?!\s*(?:rs|rupees|inr|\/-))|\b(?:ending|ends|last (?:four|4|digits?))\s*(?:in|with|digits)?\s*(\d{2,4})\b/gi;
const OTHER_CARD = /\b(?:other|second|another)\s+card\b|\b[x*]{2,}\d{2,4}\b/i;

/** Four digits standing alone ("block my card ending 7788", "card 5521"), not a part of an amount ("10,000", "2000.50"). */
const NAMES_A_CARD = /(?<![\d,.₹])\d{4}(?![\d,]|\.\d)(?!\s*(?:rs|rupees|inr|\/-))|\b(?:ending|ends|last (?:four|4|digits?))\s*(?:in|with|digits)?\s*\d{2,4}\b|\b[x*]{2,}\d{2,4}\b|\b(?:credit|debit|other|second|another)\s+card\b/i;

/** "Can you tell me…", "I also want to know…": a question asked in so many words. */
const ASKS_OUTRIGHT = /^(?:(?:can|could|would) you (?:please )?(?:tell|let) me|(?:please |pls |plz )?tell me|(?:i )?(?:also )?(?:want|wanted|would like) to know|what|how|when|which|where|why|is there|are there|do you|does)\b/i;
/**
 * A question that speaks of the claim just told ("how long will it take?", "when will I get my money back?", "kab tak
 * aayega?": when will it come, asked in a few words that name nothing else; not "home loan ka interest rate kitna
 * milega?").
 */
const ABOUT_THE_CLAIM = /\b(?:it|this|that|these|those|refund\w*|money|paisa|paise|amount|reversal|reversed|credit\w*|compensation|claim)\b|^\W*(?:\w+\s+){0,2}(?:aayega|aayegi|aaega|ayega|milega|milegi|wapas|vapas)\W*$/i;

/**
 * A part that is a request of its own beside a claim, and no claim: a change of details or a document ("and also send
 * me a new cheque book", "I also want to change my registered mobile number"), or a question about something else
 * ("also how long will a replacement card take?", "tell me what the annual fee on my credit card is").
 */
function asksOnItsOwn(part: string, vocabulary: ClaimVocabulary[]): boolean {
  if (matchClaimTypes(part, vocabulary).length > 0) return false;
  if (asksForServiceChange(part) || asksHowToChange(part)) return true;
  return (ASKS_OUTRIGHT.test(part) || isGeneralQuestion(part)) && !ABOUT_THE_CLAIM.test(part);
}

/**
 * A grievance about the staff or the service beside a claim, naming no claim of its own ("… And separately, the
 * relationship manager at your Adyar branch was dismissive and rude"): a complaint of its own, with its own ticket.
 */
function complainsOnItsOwn(part: string, vocabulary: ClaimVocabulary[]): boolean {
  // Its first sentence must be the grievance ("hasn't come back. And separately, the manager was rude" goes on with the
  // claim), and about someone's conduct: "THIS IS THE WORST BANK!!!" before a claim is how the claim is told.
  const [first = ''] = part.split(SENTENCE_END);
  return matchClaimTypes(part, vocabulary).length === 0 && complainsOfService(first) && SOMEONE_OF_OURS.test(first);
}
/** The people a grievance about conduct is about. */
const SOMEONE_OF_OURS = /\b(?:staff|agent|surveyor|inspector|assessor|manager|employee|executive|officer|cashier|guard|teller|clerk|representative|rm|relationship manager|call cent(?:re|er)|customer care|helpline|branch (?:wale|wala|wali|people|staff))\b/i;

/**
 * Money told as taken ("why did you cut 590 from my account?", "why was I charged twice?"): a grievance whose story may
 * go on in the next sentence ("I was travelling and didn't notice … please give it back"), which is then no second issue
 * unless it names a claim of its own ("Also the MG Road machine swallowed my 5000").
 */
const TAKEN = /\b(?:cut|debited|deducted|charged|took|taken|withdrawn|kat|kata|kaat|kaata|kat liya|kaat liya)\b/i;

/** Whether a part tells a claim by describing the event, with no cue word (the tenant's paraphrase classifier). */
export type Describes = (part: string) => boolean;

/**
 * "I'm Lakshmi Nair's son, writing from her registered email", "writing on behalf of my father": who writes, and from
 * where, before the case; no request of its own, whatever its words ("registered email") suggest.
 */
const WHO_WRITES = /\b(?:writing|messaging|mailing|texting|contacting (?:you|the bank)|sending this|typing this)\s+(?:this\s+)?(?:from|on behalf|for|using)\b|\bon (?:her|his|their|my \w+'?s?) behalf\b|\bon behalf of\b|\bi(?:'m| am)\s+(?:[\w.]+\s+){0,3}(?:son|daughter|husband|wife|brother|sister|father|mother|nephew|niece|grandson|granddaughter)\b/i;
const WHO_WRITES_WORDS = 16;

/** The part without its sentences that only say who writes (short, with no number). */
function withoutWhoWrites(part: string): string {
  return part.split(/(?<=[.!?;\n])\s+/).filter((s) => !(words(s) <= WHO_WRITES_WORDS && WHO_WRITES.test(s) && !/\d/.test(s))).join(' ').trim();
}

/**
 * A first part that asks on its own: a question of its own, where a case of the customer's stands, or a wish for a
 * feature (with no claim words).
 */
function asksFirst(written: string, vocabulary: ClaimVocabulary[]): boolean {
  const part = withoutWhoWrites(written);
  if (words(part) === 0) return false;
  // Money told as taken, with its figure and no question, is the story of a claim, whatever request its words suggest
  // ("4 june ko KYC update ke naam pe call aaya tha, uske baad 15k kat gaye UPI se …").
  if (TAKEN.test(part) && /\d/.test(part) && !part.includes('?') && !ASKS_WHY_TAKEN.test(part)) return false;
  return asksOnItsOwn(part, vocabulary) || ((asksAfterCase(part) || looksLikeFeatureRequest(part)) && matchClaimTypes(part, vocabulary).length === 0);
}

/** At most this many words, an order about "it" names nothing of its own. */
const BARE_ORDER_WORDS = 6;
const POINTS_BACK = /\b(?:it|this|that|them|these|those|same)\b/i;

/**
 * A short order that points back at what was just said and names nothing of its own ("REVERSE IT IMMEDIATELY",
 * "please refund that asap"): the rest of the first issue, whatever a classifier reads in its few words.
 */
function pointsBack(part: string): boolean {
  return words(part) <= BARE_ORDER_WORDS && POINTS_BACK.test(part) && !/\d/.test(part);
}

/**
 * "WHO IS XYZ GAMES???", "who took my money?", "ye kaun hai?": asking who is behind a payment opens the story of it; the
 * pages cannot answer it, and it is no question of its own.
 */
const ASKS_WHO = /^\W*(?:(?:ye|yeh|this|these)\s+)?who\s*(?:is|are|'s|the hell|took|has taken|debited|charged|cut)\b|\b(?:kaun hai|kaun hain|kisne)\b|कौन है|किसने/i;
const ASKS_WHO_WORDS = 8;
/** "Why was 8000 debited?", "8000 kyun kate?": asking why money was taken. */
const ASKS_WHY_TAKEN = /^\W*(?:why|how come)\b.{0,40}\b(?:debited|deducted|cut|taken)\b|\b(?:kyun|kyon|kyu)\s+(?:kat|kaat|cut|debit)\w*/i;

/**
 * Whether the question before `rest` opens the story `rest` goes on with: asking who is behind a payment, or why it was
 * taken when the rest adds no amount of its own and no "also" ("why was 8000 debited? I never made this payment").
 */
function opensStory(part: string, rest: string): boolean {
  if (words(part) > ASKS_WHO_WORDS) return false;
  if (ASKS_WHO.test(part)) return true;
  const amounts = (t: string): string[] => t.match(/\d[\d,]*/g) ?? [];
  return ASKS_WHY_TAKEN.test(part) && !LEADING_LINK.test(rest) && amounts(rest).every((a) => amounts(part).includes(a));
}

/** A thing a second issue could be about: a channel, a product, money, or any number. */
const A_THING = /\d|\b(?:atm|upi|imps|neft|card|cards|fee|fees|charge\w*|premium|policy|claim|transfer\w*|payment\w*|cash|money|paisa|paise|account|cheque|loan|emi)\b/i;

/** A short part that names no thing of its own: the end of the story before it, not an issue of its own. */
function namesNothing(part: string): boolean {
  return words(part) <= BARE_ORDER_WORDS && !A_THING.test(part);
}

/** "This transaction", "that payment", "these charges": a subject pointed at, named by nothing else. */
const POINTS_AT_SUBJECT = /\b(?:this|that|these|those|the same)\s+(?:\w+\s+)?(?:transactions?|txns?|payments?|debits?|charges?|withdrawals?|transfers?|amounts?|deductions?|entry|entries|purchases?|spends?)\b/i;

/** A claim told of a subject pointed at, with no detail of it (no number, no date, no name): its details come next. */
function pointsAhead(part: string): boolean {
  return POINTS_AT_SUBJECT.test(part) && !/\d/.test(part) && words(part) <= 2 * BARE_ORDER_WORDS;
}

/** Words that make a pointed-at subject another one: a way of paying, a payee, "either", "also". */
const ANOTHER_SUBJECT = /\b(?:also|another|other|second|separately|either|too|as well|atm|upi|imps|neft|card|cheque|premium|emi|at|to|from|on)\s|\b(?:either|too)\b/i;

/**
 * A part that points back at the subject just told ("She did not make this payment.") and names nothing of its own: no
 * number, no way of paying or payee ("I did not make that card payment at Amazon either" is another payment).
 */
function pointsBackAtSubject(part: string): boolean {
  return POINTS_AT_SUBJECT.test(part) && !/\d/.test(part) && !LEADING_LINK.test(part) && !ANOTHER_SUBJECT.test(part.replace(POINTS_AT_SUBJECT, ' '));
}

/** The part before a boundary, still a question when its sentence ended in "?" (a question cut off is no order). */
function partBefore(text: string, boundary: RegExpMatchArray): string {
  const before = text.slice(0, boundary.index).trim();
  return /^[.!;]*\?/.test(boundary[0]) || /^[.!?;]*\?[.!?;]*\s/.test(boundary[0]) ? `${before}?` : before;
}

/**
 * A status question, then how long it has waited ("मेरे नए क्लेम का स्टेटस क्या है? मई में फाइल किया था, अभी तक कोई
 * जवाब नहीं आया"): the story of what was asked, not a claim of its own. A claim after a status question is one when
 * named by its words, brought in as another ("Also the ATM took 5000…") or told with a figure of its own.
 */
function toldWaiting(left: string, rest: string, vocabulary: ClaimVocabulary[]): boolean {
  return asksAfterCase(left) && !LEADING_LINK.test(rest) && !/\d/.test(rest) && detectClaimType(rest, vocabulary) === null;
}

/**
 * An order to cancel, then a second thought about it ("I want to cancel my policy today. Or should I wait?", "… ya ruk
 * jaun?"), or trouble told, then whether to claim for it at all ("… Should I just wait?", "complaint karu ya wait
 * karu?", "Is it worth raising a dispute?"): one issue, weighed as it is told, never a claim and a question of its own.
 */
function partsASecondThought(left: string, right: string, vocabulary: ClaimVocabulary[]): boolean {
  // A part naming an amount or a date is about a record of its own ("… And should I raise a dispute for the 4200
  // Globalmart charge or wait?"): its holds join nothing.
  const figureless = (part: string) => !/\d/.test(part);
  const rightHolds = figureless(right) ? claimHolds(right) : [];
  // Whether to claim, asked first, then the trouble ("Should I complain or wait? The ATM kept my 2000."): one issue.
  if (figureless(left) && claimHolds(left).includes('undecided') && matchClaimTypes(left, vocabulary).length === 0) return true;
  // The request for the trouble just told, on a condition ("… Please refund it only if no charges apply to me."): one issue.
  if (rightHolds.includes('conditional')) return true;
  // (A part that tells a claim of its own is cut whatever it wonders: "… Also my premium was debited twice, or should I wait?")
  if (matchClaimTypes(right.replace(SECOND_THOUGHT_WORDS, ' '), vocabulary).length > 0) return false;
  return (isASecondThought(right) && weighsCancelling(`${left}. ${right}`)) || rightHolds.includes('undecided')
    || (weighsCancelling(left) && ASKS_WHAT_CANCELLING_PAYS.test(right));
}
/** What cancelling would pay, asked after weighing it ("I am thinking of cancelling my policy. What would I get back?"). */
const ASKS_WHAT_CANCELLING_PAYS = /^\W*(?:and\s+|so\s+)?(?:what|how much)\b[^.?!]{0,40}\b(?:get back|refund\w*|return\w*|receive|paisa|milega|milenge|wapas)\b[^.!]*\?\s*$/i;
/** The words of a second thought, which name the cancelling they weigh ("should I cancel it or wait?"), not a claim. */
const SECOND_THOUGHT_WORDS = /\b(?:should|shall)\s+(?:i|we)\s+(?:\w+\s+){0,4}?(?:cancel|surrender|terminate|close)\w*\b[^.?!]*/gi;

/** A sentence that opens by supposing: "Say ₹40,000 is stolen…", "Suppose my card…", "If a payment fails…". */
const SUPPOSES = /^\W*(?:say|suppose|supposing|imagine|let'?s say|hypothetically|if|what if|agar|maan lo)\b/i;

/**
 * A mail's header lines, pasted with a thread ("> Subject: RE: ATM cash not received [Ref 88231]", "From: Care <…>"): they
 * name what the thread is about, never an issue of their own. Only a line of its own, in a message of several lines.
 */
const HEADER_LINE = /^[ \t>]*(?:from|sent|to|cc|bcc|date|subject)[ \t]*:.*$/gim;

/** The message with its header lines blanked, letter for letter, so that every cut falls where it would in the message. */
function withoutHeaders(text: string): string {
  if (!text.includes('\n')) return text;
  return text.replace(HEADER_LINE, (line) => ' '.repeat(line.length));
}

/** A sentence of the message that tells a claim and asks no general question (and supposes nothing). */
function tellsAClaimApart(text: string, vocabulary: ClaimVocabulary[]): boolean {
  const sentences = text.split(SENTENCE_END).map((s) => s.replace(LEADING_LINK, '').trim()).filter((s) => words(s) >= MIN_WORDS);
  return sentences.length > 1 && sentences.some((s) => !SUPPOSES.test(s) && !tellsHearsay(s) && detectClaimType(s, vocabulary) !== null && !isHypotheticalOrGeneral(s) && !isGeneralQuestion(s));
}

/**
 * The message as two issues, in the customer's order: two claims of different types, or a claim and a request or
 * question of its own; null when it is one issue (or none).
 */
export function splitIssues(text: string, vocabulary: ClaimVocabulary[], describes: Describes = () => false): [string, string] | null {
  // Read, and cut, without the mail's header lines: the parts carry none of them.
  const unheaded = withoutHeaders(text);
  if (unheaded !== text) return splitIssues(unheaded, vocabulary, describes);
  // Cheap first: the whole message must carry the cue words of at least one claim type, or ask before it tells.
  const types = matchClaimTypes(text, vocabulary).length;
  // A question about how things work ("free look me cancel karne par stamp duty bhi kaat lete ho kya?") is one question,
  // however many claim words it uses; unless a sentence of it tells a claim of its own ("What's the minimum balance?
  // Also I lost my debit card last night, please block it.").
  if (isHypotheticalOrGeneral(text) && !tellsAClaimApart(text, vocabulary)) return null;
  const tellsAClaim = (part: string) => detectClaimType(part, vocabulary) !== null || (describes(part) && !pointsBack(part));
  let tried = 0;
  let sentences = 0;
  for (const boundary of text.matchAll(BOUNDARY)) {
    // With no cue word anywhere, only a question asked first can open a second issue: a few boundaries are enough,
    // and a long letter is not read again at every sentence.
    if (types === 0 && ++tried > QUESTION_FIRST_BOUNDARIES) break;
    const left = text.slice(0, boundary.index).trim();
    // The part as a claim is read with its question mark: a question cut off ("were I to cancel…, what would the refund
    // be?") is no claim, and no order.
    const asked = partBefore(text, boundary);
    const right = text.slice(boundary.index + boundary[0].length).trim().replace(LEADING_LINK, '');
    if (words(left) < MIN_WORDS || words(right) < MIN_WORDS || partsASecondThought(left, right, vocabulary)) continue;
    if (types > 0 && detectClaimType(asked, vocabulary) && (asksOnItsOwn(right, vocabulary) || complainsOnItsOwn(right, vocabulary))) return [asked, right];
    // A grievance about the staff first, then a claim ("Your agent … shouted at me. And on top of that my premium of 3,900
    // was debited twice"): each its own issue, the grievance leading.
    if (/^[.!?;\n]/.test(boundary[0]) && ++sentences <= GRIEVANCE_FIRST_SENTENCES && complainsOnItsOwn(left, vocabulary) && !isHypotheticalOrGeneral(right) && detectClaimType(right, vocabulary) !== null) return [left, right];
    // A question asked first, then a claim ("What's the minimum balance? Also I lost my debit card, block it"; "Any
    // update on my complaint? Also the ATM took 5000 and gave nothing", told with no cue word).
    // A suggestion cut inside its sentence ("… so I can turn it off and on myself when I'm not using it?") leaves words
    // of it behind: a claim after it there must be named in so many words, not only described.
    const insideASuggestion = !/^[.!?;\n]/.test(boundary[0]) && looksLikeFeatureRequest(left);
    if (toldWaiting(left, text.slice(boundary.index + boundary[0].length).trim(), vocabulary)) continue;
    if (asksFirst(left, vocabulary) && !opensStory(left, text.slice(boundary.index + boundary[0].length).trim()) && !isHypotheticalOrGeneral(right)
      && (insideASuggestion ? detectClaimType(right, vocabulary) !== null : tellsAClaim(right))
      && !(TAKEN.test(left) && detectClaimType(right, vocabulary) === null && !/\d/.test(right))) return [asked, right];
  }
  if (types < 2) return null;
  for (const boundary of text.matchAll(BOUNDARY)) {
    const left = partBefore(text, boundary);
    const right = text.slice(boundary.index + boundary[0].length).trim();
    if (words(left) < MIN_WORDS || words(right) < MIN_WORDS || partsASecondThought(left, right, vocabulary)) continue;
    const first = detectClaimType(left, vocabulary);
    // The rest may hold more than one issue ("2) the ATM gave no cash… 3) what is the annual fee?"): it runs as one.
    const second = detectClaimType(right, vocabulary) ?? matchClaimTypes(right, vocabulary)[0] ?? null;
    if (!first || !second || first.claimType === second.claimType) continue;
    // "… someone spent 20000 online. wasn't me!! pls help": a few words that name nothing go on with what was told.
    if (namesNothing(right.replace(LEADING_LINK, ''))) continue;
    // "I DID NOT DO THIS TRANSACTION!!! 18,750 GONE … google play games … BLOCK MY CARD": a claim that points at its
    // subject and gives no detail of it; the details that follow are that subject's, not another issue's, unless they
    // tell a claim of their own ("I did not make this payment! Also my UPI transfer of 2500 … failed").
    if (pointsAhead(left) && /\d/.test(right) && second.intent !== 'complaint') continue;
    // "… shows a payment of 2,600 at Sri Balaji Jewellers on 13 July. She did not make this payment.": the rest points
    // back at the subject just told and adds no detail of its own; it tells what that subject is.
    if (pointsBackAtSubject(right)) continue;
    // Each part must be about its own claim alone: "You rejected my claim… I dispute the rejection" is one dispute
    // whose story also reads as another claim type, not two issues.
    // Unless the customer says there are two ("… failed but 2,200 was taken. Please refund both, first time I'm asking for
    // a fee waiver"): then a word of the first issue repeated beside the second joins nothing.
    const overlaps = !SAYS_TWO.test(text) && (matchClaimTypes(left, vocabulary).some((h) => h.claimType === second.claimType)
      || matchClaimTypes(right, vocabulary).some((h) => h.claimType === first.claimType));
    if (!overlaps) return [left, right.replace(LEADING_LINK, '')];
  }
  return null;
}
