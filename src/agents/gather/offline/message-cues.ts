// Message-level cues: questions, requests for money back, feature requests, "cancel it now" and "not satisfied".
import type { CancellationTerm, ClaimHold } from '../../../policy/evidence.js';
import { normalise } from './tokenize.js';
import { romanise } from './romanise.js';

const QUESTION_START = /^\s*(?:what|what's|how|when|why|where|which|who|whom|is|are|can|could|do(?!\s+not\b)|does|will|would|should|shall|may|kya|kab|kaise|kitna|kitne|kyun|kahan)\b/i;
const HYPOTHETICAL = /^\s*(?:if(?!\s+(?:you|u|the bank|your bank|you people|you guys|your team)\s+(?:don'?t|do not|dont|won'?t|will not|fail|can'?t|cannot|refuse|do ?n'?t|doesn'?t|does not)\b)|suppose|supposing|in case|what if|what happens if|agar)\b|\bwhat happens (?:if|when)\b|\bin case (?:of|a|an|my)\b/i;
/** Words that make a message about the customer's own case. */
const PERSONAL = /\b(?:my|mine|mera|meri|mere|maine|mujhe|humara|hamara|our)\b|\bi (?:was|have|had|am|paid|sent|made|did|tried|got|lost|bought|gave|submitted)\b|\bme\b|\b(?:late|der se|nahi|abhi tak) (?:aaya|aayi|aaye|mila|mili|mile)\b|\b(?:kat|kaat) (?:gaya|gaye|gayi|liya|liye)\b/i;
/** The customer speaking of themselves, in a pronoun or a Hindi verb's own ending ("kar du", "ruk jaun"). */
const FIRST_PERSON = /\b(?:i|we|me|my|our|mera|meri|mere|main|mai|mujhe|hum|humara|hamara|(?:kar|karwa|karva)\s+(?:du|doon|dun|doo)|karun|karoon|karu|jaun|jaaun|jau|rakhun|rakhu|rakhoon)\b/i;
/** Where a sentence or a clause ends: a stop, a semicolon or a line break. */
const SENTENCE_BREAK = /(?<=[.!?;])\s+|\n+/;
const STATUS_QUESTION = /\b(?:status|progress)\b.{0,40}\b(?:of|on|for)\b|\bwhere is my\b|\bhas my .{0,30}been\b|\bstatus kya\b/i;

/** The text normalised, and once more spelt in Latin letters when it holds Devanagari ("पॉलिसी बंद कर दीजिए"). */
function readingsOf(text: string): string[] {
  return /[\u0900-\u097F]/.test(text) ? [normalise(text), normalise(romanise(text))] : [normalise(text)];
}

export function isQuestion(text: string): boolean {
  const t = text.trim();
  return t.endsWith('?') || QUESTION_START.test(normalise(text)) || ASKED_THEN_TOLD_TO_EXPLAIN.test(t);
}
/**
 * A question followed only by a plea to explain it, in any of the languages customers mix in ("co-pay clause na enna?
 * konjam explain pannunga", "free look kya hai? samjha dijiye", "what is IDV? pls explain"): as asked as one that ends in "?".
 */
const ASKED_THEN_TOLD_TO_EXPLAIN = /\?\s*(?:(?:please|pls|plz|kindly|konjam|zara|jara|thoda|sir|madam|ji)\W+){0,3}(?:explain|clarify|tell me|tell|batao|bataiye|bataye|bata do|bata dijiye|samjhao|samjhaiye|samjha do|samjha dijiye|sollunga|sollungo|solunga|vilakkunga|cheppandi|cheppu|heli|helbeku|sanga|sangaa|bolo|bujhiye|bolun)(?:\s+(?:pannunga|pannungo|karo|kijiye|karein|please|pls|plz|me|us|it|this|na|ji|sir|madam|maadi|cheyandi)){0,2}\W*$/i;

/**
 * A Hindi or Hinglish question ending on its question word, with no mark: "premium kitna hai", "policy kab khatam
 * hogi". Only a question for a fact is read so ("paisa kab tak aayega" after a loss told is still the claim).
 */
export function endsAsHindiQuestion(text: string): boolean {
  return QUESTION_END_HI.test(text);
}
const QUESTION_END_HI = /\b(?:kitna|kitni|kitne|kab|kaise|kahan|kahaan)\s+(?:\w+\s+){0,2}(?:hai|h|hain|he|hoga|hogi|honge|tha|thi|milega|milegi|milta|milti|aayega|aayegi|lagega|lagegi)\W*$|(?:कितना|कितनी|कितने|कब|कैसे|कहाँ)\s+(?:\S+\s+){0,2}(?:है|हैं|था|थी|होगा|होगी|मिलेगा|मिलेगी|लगेगा)\s*[।.]?\s*$/i;

/**
 * "Is this SMS really from your bank?", "does the bank ever ask for my PIN over the phone?", "kya yeh call bank se tha?":
 * whether a call, message or link is genuine, asked about one that took nothing (not "or is that too much to ask from you
 * people?").
 */
const ASKS_IF_GENUINE = /\b(?:is|was|are|were) (?:this|that|it|these|those|they|the (?:call|caller|sms|message|mail|e-?mail|link|website|site|app|person|number))\b(?!\s+(?:too|asking)\b).{0,30}\b(?:from (?:you|your bank|the bank|your side)|genuine|legit\w*|real|authentic|official|a scam|a fraud|fake|phishing|safe)\b|\b(?:does|do|will|would|can) (?:the|your|a) bank (?:ever )?(?:ask|call|send|message|sms|email|request)\b|\bdo you (?:people |guys )?(?:ever )?(?:ask|call|send|request)\b.{0,30}\b(?:otp|pin|password|cvv|kyc|details)\b|\b(?:should|can|do) i (?:share|give|tell)\b.{0,30}\b(?:otp|pin|password|cvv)\b|\b(?:bank se|aapki taraf se) (?:tha|thi|hai|aaya|aayi)\b.{0,15}\?|\b(?:asli|sahi) (?:hai|tha|thi)\b.{0,5}\?/i;
/** Money that moved, or details the customer gave away: then the question about a caller is also a case of its own. */
const MONEY_MOVED = /\b(?:debited|deducted|charged|took|taken|withdrawn|gone|transferred|spent|kat gaye|kat gaya|kat gayi|nikal (?:liye|gaye))\b|₹|\brs\.?\s?\d|\d{3,}|\b(?:clicked|entered|shared|gave|given|typed|told|installed|downloaded|bata diya|de diya|daal diya)\b/i;

/**
 * A threat on what we fail to do ("agar aap log 7 din me paisa wapas nahi karoge to main ombudsman jaunga", "if you don't
 * refund it I will go to the RBI", "agar refund na karein to ombudsman jaunga"): the bank's failing, then a step against
 * us, not asked. No supposed case ("if the bank doesn't reverse it in 5 days, can I complain?" asks about the rules; "if
 * my card is stolen and I don't report it, I will lose…" supposes the customer's own failing).
 */
const THREAT_IF_NOT_DONE = /\b(?:agar|if)\s+(?:(?:aap|ap|aapne|tum|tumne|aap log|ap log|you|u|you people|you guys|the bank|your bank|bank|your team)\b[^.?!]{0,80}?\b(?:nahi|nahin|nhi|na|don'?t|do not|dont|doesn'?t|does not|won'?t|will not|fail|fails|refuse)\b|(?:refund|paisa|paise|money)\s+(?:na|nahi|nahin)\b)[^.?!]{0,100}?\b(?:ombudsman|rbi|irdai|court|consumer|police|legal|lawyer|complain\w*|shikayat|media|twitter|escalat\w*)\b[^.?!,;]*(?:[.!,;]+|$)/gi;

/** The message with its threats on what we fail to do left out: what is left says whether anything is supposed. */
export function withoutThreats(text: string): string {
  return text.replace(THREAT_IF_NOT_DONE, ' ');
}

/** A question about how things work, not about the customer's own case ("what is the free look period?"). */
export function isGeneralQuestion(text: string, hasCaseEntities = false): boolean {
  const t = normalise(withoutThreats(text));
  if (tellsACardGone(t)) return false;
  // "Should I cancel my policy or wait?" weighs the customer's own step: confirmed with its figure, not answered in general.
  if (FIRST_PERSON.test(t) && weighsCancelling(t)) return false;
  if (HYPOTHETICAL.test(t)) return true;
  if (ASKS_IF_GENUINE.test(t) && !MONEY_MOVED.test(t)) return true;
  const stated = withoutQuestions(t);
  return isQuestion(t) && !hasCaseEntities && !PERSONAL.test(withoutAskingPreamble(t)) && !LOSS_STATED.test(stated)
    && !ORDERED_IN_A_STATEMENT.test(stated) && !(ORDER_THEN_PLEASE.test(stated) && !QUESTION_START.test(t) && !ASKS_LEAVE.test(t));
}

/**
 * Something asked to be done in a sentence that is no question ("gaadi bech di hai, motor insurance band karna hai. kuch
 * paisa wapas milega kya?"): the question after it is about that case.
 */
const ORDERED_IN_A_STATEMENT = /\b(?:block|cancel|band|refund|reverse|return|wapas|close)\w*\s+(?:karna|karni|karo|kar do|kardo|kijiye|kar dijiye|karwana|karwani)\b|\b(?:please|pls|plz|kindly)\s+(?:block|cancel|refund|reverse|close)\b/i;
/** The order with its "please" after it ("travel policy cancel pls"), in a message that does not open by asking. */
const ORDER_THEN_PLEASE = /\b(?:block|cancel|reverse|close)\s+(?:(?:it|this|that|my \w+)\s+)?(?:please|pls|plz)\b/i;
/** Asking whether, or for leave: "should I…", "is it ok to…", "can I…". */
const ASKS_LEAVE = /\b(?:should i|shall i|can i|could i|may i|is it (?:ok|okay|fine|good|better|wise)|do i|how (?:do|can|to)|whether)\b/i;

/**
 * A card (or the wallet it was in) told as gone, outside any supposition: "card lost. what should i do?", "card missing
 * since morning, how long I should inform if it is stolen?", "lost my wallet with debit card in the metro, what happens
 * if someone withdraws money?". Whatever the message supposes or asks beside it, the card is to be blocked.
 */
export function tellsACardGone(text: string): boolean {
  const told = normalise(text).replace(SUPPOSED_CLAUSE, ' ');
  return CARD_GONE_TOLD.test(told) || LOST_MY_CARD.test(told);
}

/**
 * "Card lost", "my wallet got stolen", "card chori ho gaya", "purse gone with atm card": told at the start of a clause,
 * as the customer's own. Not a card of anyone's or someone else's ("is a card lost abroad blocked automatically?", "my
 * friend's card got stolen"), nor a topic ("the procedure for card lost", "card lost replacement fee kitna hai?", "how
 * to report card stolen?", "card lost report kaise karein?", "card stolen complaint kaise file kare?"), a Hinglish
 * supposition ("card kho gaya to kya karein?", "card lost hua toh…"), a loss denied ("wallet missing nahi hai") or
 * reported speech ("Got SMS: card stolen alert…", "Caller said, card lost hai, OTP batao"): the loss must end its clause
 * (not asked: "Card lost? What is the procedure…") or go on with when or where it happened ("since morning",
 * "yesterday", "in the metro", "with my card inside").
 */
const CARD_GONE_TOLD = /(?<!\b(?:said|says|saying|sms|message|msg|alert|caller|called|call|text)\b[^.?!]{0,30})(?:^|[.,;:!?]\s*|\b(?:and|but|so|also|sir|madam|hi|hello|please|pls|urgent)\s+)(?:(?:my|our|mera|meri|mere|the)\s+)?(?:(?:debit|credit|atm|bank|visa|rupay)\s+)?(?:card|wallet|purse)\s+(?:(?:is|was|has been|got|also|bhi)\s+)?(?:lost|stolen|snatched|robbed|pick-?pocketed|missing|misplaced|gone|chori ho gaya|chori ho gayi|kho gaya|kho gayi|kho gya)\b(?=\s*(?:[.,;!]|$)|\s+(?:since|yesterday|today|last|this|in|at|on|from|with|while|during|near|kal|aaj|subah|raat|abhi)\b)/i;
/** "Lost my wallet with …", "misplaced our debit card", "maine card kho diya". */
const LOST_MY_CARD = /\b(?:lost|misplaced)\s+(?:my|our)\s+(?:(?:debit|credit|atm|bank|visa|rupay)\s+)?(?:card|wallet|purse)\b(?!\s+(?:pin|password|cvv|details|number|statement|cover|insurance))|\b(?:maine|humne|hamne)\s+(?:apna\s+)?(?:\w+\s+)?(?:card|wallet|purse)\s+(?:kho|gum)\s+(?:diya|di|kar diya)\b/i;
/**
 * A supposed case, to its comma or its sentence's end: "if it is stolen", "when a card is lost", "should it ever happen
 * that my card is stolen abroad", "agar card kho jaye".
 */
const SUPPOSED_CLAUSE = /(?:\b(?:if|when|whenever|once|in case|suppose|supposing|should (?:it|this) (?:ever )?happen that|agar|jab)\b|अगर|यदि|जब)[^.?!,।]*/gi;

/**
 * A debit told as having happened, in a sentence that is no question ("Payment failed but money got deducted. When
 * will I get it back?"): the customer's own case, told without "my". Not a rule stated ("money is deducted when…").
 */
const LOSS_STATED = /(?<!\b(?:is|are|be|gets?|usually|sometimes|often|generally|normally)\s+)\b(?:failed|deducted|debited|kat gaya|kat gaye|kat gayi|cut from)\b|\b(?:didn'?t|did not|never) go through\b|\b(?:money|amount|paisa|paise|cash|it)\s+(?:was|got|has been|had been)\s+(?:taken|cut|deducted|debited)\b/i;

/** The message without the words that announce a question, when all that is left is questions (nothing told). */
function withoutAskingPreamble(t: string): string {
  const asked = t.replace(ASKING_PREAMBLE, ' ');
  return asked !== t && !/\p{L}/u.test(withoutQuestions(asked).replace(/^[\s,.;:!-]+/, '')) ? asked : t;
}

/**
 * The words that only announce a question ("I am having one doubt", "I have a query", "I wanted to ask", "mera ek
 * sawaal hai"): about the asking, not about the customer's own case.
 */
const ASKING_PREAMBLE = /\b(?:i|we)\s+(?:am|are|was|were)\s+having\s+(?:(?:one|a|an|some|small|little|quick)\s+)*(?:doubts?|quer(?:y|ies)|questions?|confusion)\b|\b(?:i|we)\s+(?:have|had|got)\s+(?:(?:one|a|an|some|small|little|quick)\s+)*(?:doubts?|quer(?:y|ies)|questions?|confusion)\b|\b(?:i|we)\s+(?:want|wanted|would like|wish|need)\s+to\s+(?:ask|know|enquire|inquire|understand|clarify|check)\b|\b(?:mera|meri|mere|humara|hamara)\s+(?:ek\s+)?(?:sawaal|sawal|swal|doubt|query|prashn)\b/gi;

/** The message without its questions (sentences ending in "?"): what it states. */
export function withoutQuestions(text: string): string {
  return text.split(/(?<=[.!?])\s+|\n+/).filter((sentence) => !sentence.trim().endsWith('?')).join(' ');
}

/**
 * Where a letter's asking begins: "Kindly inform me how many days…", "Please let me know what co-payment means…", "I
 * would like to know whether…", "May I know the…", a question word following the opener.
 */
const ASKING_OPENS = /\b(?:(?:kindly|please|pls|plz|request you to|requesting you to)\s+(?:inform|let (?:me|us) know|tell|advise|clarify|explain|confirm|guide)|(?:i|we)\s+(?:would like|wish|want|wanted|need)\s+to\s+(?:know|understand|enquire|inquire|ask)|may (?:i|we) know|(?:could|can|would) you (?:please |kindly )?(?:tell|let (?:me|us) know|inform|explain|clarify|advise))\b(?:\s+(?:me|us))?(?:\s+(?:of|on|about|regarding))?\s+(?=(?:how|what|whether|when|which|why|if|the|about|regarding|is|are|does|do|can|will)\b)/i;

/**
 * The parts of a letter that ask: each sentence from where its asking begins (ASKING_OPENS), and each sentence ending in
 * "?". Empty when it asks nothing so.
 */
export function askedParts(text: string): string[] {
  return text.split(SENTENCE_BREAK).map((sentence) => sentence.trim()).flatMap((sentence) => {
    const opens = ASKING_OPENS.exec(sentence);
    if (opens) return [sentence.slice(opens.index + opens[0].length).replace(WHY_ASKED, '')];
    return sentence.endsWith('?') ? [sentence] : [];
  }).filter((part) => /\p{L}/u.test(part));
}
/** Why the customer asks, told after the question ("…, as my neighbour bought one last week"): not what is asked. */
const WHY_ASKED = /,?\s+(?:as|because|since|so that|for)\s+(?:my|i|we|our|he|she|they|it|this)\b[^?]*$/i;

/** Trouble told in a letter's story: money gone or held, a claim refused, a wrong done, something to stop or undo. */
const STORY_TROUBLE = /\b(?:debit\w*|deduct\w*|fail\w*|stolen|stole|steal\w*|thief|thieves|lost|fraud\w*|scam\w*|hack\w*|reject\w*|refus\w*|denied|repudiat\w*|not (?:yet )?(?:been )?(?:received|credited|paid|settled|refunded|reversed|given|working|dispensed|come|got|reached)|(?:has|have|had|did|does|do) ?n[o']?t (?:\w+ )?(?:get|got|come|came|receive\w*|reach\w*|buy|bought|make|made|do|did|authori[sz]e\w*|share\w*|give|gave|use|used)|never (?:received|got|came|made|did|bought|used|shared|authori[sz]ed)|charg\w*|overcharg\w*|twice|double|delay\w*|pending|complain\w*|cheat\w*|wrong\w*|mis-?s(?:old|ell\w*)|harass\w*|rude\w*|missing|disappear\w*|vanish\w*|kat\w*|kaat\w*|atak\w*|nikal\w*|chori|kho|block\w*|cancel\w*|surrender\w*|refund\w*|revers\w*|compensat\w*|urgent\w*|emergency|unauthori[sz]ed|dispute\w*|taken|took|went|gone|withdr\w*|transferr\w*|used|someone|somebody|stranger|unknown|cvv|otp|pin|password|clicked|link|swallow\w*|stuck|retained|accident|passed away|died|death|expired|hospitali[sz]\w*|surveyor|inadmissible|admissible|not payable|lapsed|still|till now|till date|so far|(?<!\bhow\s)(?:\d+|two|three|four|five|six|many|several|few)\s+(?:days|weeks|months)|without my|permission|subscri\w*|can ?not find|can'?t find|entry|entries|cut)\b/i;

/** Money, a product, a channel or a case: what a story of trouble is about ("my card", "the balance", "Rs 4,200"). */
const STORY_THINGS = /\b(?:cards?|accounts?|a\/c|acct|balance|bal|transactions?|txns?|purchases?|payments?|paid|pay\w*|upi|atm|cash|money|paise|paisa|pese|rupees?|rs|inr|amounts?|statements?|passbook|premiums?|claims?|debit\w*|credit\w*|orders?|bills?|loans?|emis?|fd|deposits?|cheques?|otp|pin|cvv|password|phone|mobile|app|sms|messages?|calls?|called|caller|agents?|tpa|hospital\w*|surveyor|polic(?:y|ies)|plans?|cover|insurance|mediclaim|cashless|reimburse\w*|bought|buy|spent|spend|shop\w*|merchant|online|website|link|screen|error|machine|branch|bank|company|insurer|vehicle|car|bike|accident)\b|₹|\b(?!(?:19|20)\d{2}\b)\d[\d,]{2,}/i;

/**
 * A letter that only asks: at least one sentence asks to be told in a letter's words (ASKING_OPENS), every other
 * sentence asks too or tells a story with no trouble in it, and nothing is asked to be done, paid or cancelled ("I am a
 * retired teacher… my son is abroad. Kindly inform me how many days the free look period is for a health policy").
 */
export function onlyAsksInALetter(text: string): boolean {
  const t = normalise(text);
  const sentences = t.split(SENTENCE_BREAK).map((sentence) => sentence.trim()).filter((sentence) => /\p{L}/u.test(sentence));
  const opens = sentences.filter((sentence) => ASKING_OPENS.test(sentence));
  if (opens.length === 0 || sentences.length < 2) return false;
  // The story may tell only who writes and why they ask, with nothing of money, a product or a case in it: words of
  // trouble can be told in too many ways to list, the things they happen to cannot.
  const story = sentences.filter((sentence) => !ASKING_OPENS.test(sentence) && !sentence.endsWith('?')).join(' ');
  // (Trouble is looked for in the asking too: "kindly tell me why Rs 4,200 was taken without my permission".)
  return !STORY_TROUBLE.test(t) && !STORY_THINGS.test(story) && !demandsMoneyBack(t) && !asksToCancelNow(t) && !wishesToCancelUnclearly(t)
    && !asksToSettle(t) && !tellsACardGone(t) && !asksForServiceChange(t) && !looksLikeFeatureRequest(t) && !isDissatisfied(t);
}

/** "What is the status of my claim?": a status question. */
export function isStatusQuestion(text: string): boolean {
  const t = normalise(text);
  return isQuestion(t) && STATUS_QUESTION.test(t);
}

/** Money asked back; "kindly revert", "revert back at the earliest" ask for a reply, not a reversal. */
const MONEY_BACK = /\b(?:refund|reverse|reversal|revert(?!\s*(?:[.!?,;]|$)|\s+(?:back|at|with|on|asap|soon|to (?:me|us)|urgently|immediately|please|pls|kindly|sir|madam|regards|thanks?|thank you)\b)|return|waive|money back|get (?:it|the money|my money|the amount) back|want (?:it|one|one of them|them|the amount|my money) back|give (?:it|me|my money) back|credit (?:it|the amount) back|compensat\w*|interest|reimburse|wapas|vapas|lautao|byaj|byaaj|biyaj|muavza|muaavza|harjana)\b/i;

/** The customer wants money back (a refund, reversal, waiver, compensation or interest). */
export function demandsMoneyBack(text: string): boolean {
  return MONEY_BACK.test(normalise(text));
}

/**
 * Money the customer says they do not want back: "don't refund the fee, just tell me why", "I don't want a refund",
 * "refund mat karo", "paise wapas nahi chahiye", "शुल्क वापस मत करो". Not a question why it is not done ("why don't you
 * refund it?", "if you don't return the 1000 I'll go to the ombudsman"), nor a manner told ("don't refund it to my card,
 * refund it to my account" still asks).
 */
const DECLINES_MONEY = /(?<!\b(?:why|you|u|they|bank|if|unless|till|until)\s+)\b(?:don'?t|do not|dont|pls don'?t|please don'?t|no need to|need not)\s+(?:(?:just|yet|now|abhi)\s+)?(?:refund|reverse|waive|return|credit (?:it |the \w+ )?back)\w*\b(?!\s+(?:it\s+|the \w+\s+)?(?:to|in|into|on|via|through)\b)|\b(?:i|we)\s+(?:do not|don'?t|dont)\s+(?:want|need)\s+(?:a\s+|any\s+|the\s+|my\s+)?(?:refund|reversal|waiver|money back|compensation)\b|\bnot (?:asking|looking) for (?:a |any |the )?(?:refund|reversal|waiver|money back|compensation)\b|\bno (?:refund|reversal|waiver)s? (?:needed|required|wanted|please)\b|\b(?:refund|reverse|revers|wapas|vapas|waapas|waive|maaf|maf)\s+(?:mat|mt|na)\s+(?:karo|karna|kijiye|kijie|karein|karen|kar)\b|\b(?:refund|paise|paisa|pese|wapas|vapas)\s+(?:nahi|nahin|nhi)\s+(?:chahiye|chaiye|chahie|chahte|chahta|chahti)\b|(?:वापस|रिफंड|माफ़|माफ)\s+(?:मत|न)\s+(?:करो|करें|करें|कीजिए|कीजिये|करिए|करना)|(?:रिफंड|पैसे|वापसी)\s+नहीं\s+(?:चाहिए|चाहिये|चाहते|चाहता|चाहती)/giu;

/**
 * The customer declines money back and asks it in no other words: "don't refund the late fee, just tell me why it was
 * charged", "शुल्क वापस मत करो, बस बताइए कि क्यों लगा". ("I don't want a refund, I want the fee waived" still asks.)
 */
export function declinesMoneyBack(text: string): boolean {
  // Devanagari is read before normalising (which turns "वापस" into "back"), Latin letters after.
  if (CONDITION_AFTER.test(text) || !ASKS_TO_EXPLAIN_INSTEAD.test(text)) return false;
  const t = normalise(text.replace(DECLINES_MONEY, ' ↯ '));
  if (!t.includes('↯') && t.search(DECLINES_MONEY) < 0) return false;
  const rest = t.replace(DECLINES_MONEY, ' ');
  return !demandsMoneyBack(rest) && !MONEY_GIVEN_BACK.test(rest) && !STILL_WANTS_IT.test(rest) && !asksToSettle(rest);
}
/** An explanation asked instead of the money: "just tell me why", "only an explanation", "pehle batao kyu", "बस बताइए". */
const ASKS_TO_EXPLAIN_INSTEAD = /\b(?:just|only|simply|bas|sirf|pehle)\s+(?:\w+\s+){0,2}?(?:tell|explain|explanation|let me know|want to know|batao|bataiye|bataye|bata do|samjhao)\b|(?:बस|सिर्फ|सिर्फ़|पहले)\s+(?:\S+\s+){0,2}?(?:बताइए|बताइये|बताओ|बता दीजिए|समझाइए)/iu;
/** The declining made a condition or a threat: "वापस न करो तो…", "wapas na karo to main IRDAI…", "don't refund or else…". */
const CONDITION_AFTER = /(?:\b(?:mat|na|mt)\s+(?:karo|karna|kijiye|karein|karen|kar)\s+(?:to|toh|tho)\b|(?:मत|न)\s+(?:करो|करें|कीजिए|करना)\s+तो\b|\b(?:don'?t|do not)\s+\w+(?:\s+\w+){0,4}\s+(?:or else|otherwise|or i)\b)/iu;
/** Words that still want the money, on another day, in another way or in full: "today", "credit it", "full", "adjust". */
const STILL_WANTS_IT = /\b(?:today|aaj|immediately|asap|credit\w*|full|adjust\w*|remove\w*|cancel\w*|owed|owe|daal\w*|dal do|jama|chahiye|need it|want it|instead)\b/i;
/** Any word of money given back left beside the declining ("…, I want the fee waived"): then something is still asked. */
const MONEY_GIVEN_BACK = /\b(?:waiv\w*|revers\w*|refund\w*|return\w*|reimburs\w*|compensat\w*|credit\w* (?:it |the \w+ )?back|wapas|vapas|maaf|maf)\b/i;

/**
 * "Settle CLM-7002 within one hour", "I request you to settle CLM-7002", "can you please settle it today": the
 * customer asks for a claim of theirs to be paid, the verb opening the sentence or asked for ("please", "kindly", "I
 * request you to"). A question that asks nothing to be done ("did you pay the claim?", "when will you settle it?",
 * "could you process it faster next time?") or thanks ("thanks for settling CLM-7001") orders nothing.
 */
const SETTLE_OBJECT = String.raw`(?:settle|release|disburse|process|pay(?: out)?)\s+(?:(?:(?:my|the|this|that|our|its)\s+)?(?:\w+\s+)?(?:claim|claim amount|compensation|interest)\b|it\b|clm[\s-]?\d+)`;
const ORDERS_SETTLEMENT = new RegExp(String.raw`^\W*(?:(?:please|pls|plz|kindly|just|now|so|sir|madam|ji|clm[\s-]?\d+)\W+)*${SETTLE_OBJECT}`, 'i');
const ASKS_FOR_SETTLEMENT = new RegExp(String.raw`\b(?:please|pls|plz|kindly|request you to|requesting you to|i want you to|need you to)\s+(?:\w+\s+)?${SETTLE_OBJECT}`, 'i');

export function asksToSettle(text: string): boolean {
  return normalise(text).split(SENTENCE_BREAK).some((sentence) =>
    (!sentence.trim().endsWith('?') && ORDERS_SETTLEMENT.test(sentence)) || ASKS_FOR_SETTLEMENT.test(sentence));
}

const FEATURE = [
  // An order to add something to the service, opening the message: "add whatsapp updates for claim status pls" (not
  // money asked to be added, "add the interest", nor a setting of the customer's own card, "enable … on my card").
  /^\W*(?:(?:pls|please|plz|kindly|guys|team)\W+)?(?:add|introduce|launch|bring)\s+(?!(?:the\s+|my\s+|this\s+|that\s+|an?\s+)?(?:money|amount|interest|compensation|refund|penalty|fee|charges?|premium|rs\b|inr|₹|\d))(?:\w+\s+){0,3}(?:updates?|feature|facility|notifications?|reminders?|tracking|chat|language)\b(?![^.!?]*\bon my\b)/i,
  // "Would be a nice feature", "that'd be a really useful option": the wish named as a feature.
  /\b(?:would|will|it'?d|that'?d|could) be (?:a |an )?(?:really |very |so |super |much )?(?:great|nice|good|helpful|useful|cool|handy|welcome) (?:feature|option|addition|facility|improvement|upgrade)\b/i,
  /\b(?:would|will) be (?:really |very |so |super |much )?(?:great|nice|good|helpful|useful|convenient|amazing|awesome)\b.{0,20}\b(?:if|to have)\b/i,
  /\b(?:would|will|it'?d) be (?:really |very |so |super |much )?(?:great|nice|good|helpful|useful|convenient|amazing|awesome)\b.{0,10}\bto (?:get|see|be able|receive)\b/i,
  // Not money asked to be added ("please add the interest for that too", "kindly add the compensation").
  /\b(?:please|kindly|can you|could you|why not|you should|pls)\s+(?:\w+\s+){0,2}(?:add|introduce|provide an option|build|launch|allow|support|offer|consider adding)\b(?!\s+(?:the\s+|my\s+|that\s+|this\s+|any\s+)?(?:\w+\s+)?(?:interest|compensation|amount|money|refund|penalty|rs\.?|inr|₹|\d))/i,
  /\b(?:add|introduce|launch|build) (?:a |an |this |that )?(?:new )?(?:feature|option|facility)\b/i,
  // "Would it kill you to put a dark mode in your app?": something asked to be put into the app, however sarcastically.
  /\b(?:put|add|give (?:us )?|have|bring)\s+(?:a|an|some)\s+(?!(?:complaint|request|claim|refund|stop|block)\b)(?:[\w-]+\s+){0,2}?(?:in|on|to|into) (?:your|the) (?:app|website|site|portal|net ?banking)\b/i,
  /\bfeature request\b|\bnew feature\b|\bsuggestion\b|\bi (?:humbly |would |strongly |respectfully |just |kindly )?(?:suggest|recommend)\b(?![^.]{0,40}\b(?:refund|revers\w*|return|waive|credit|pay|block|cancel|settle)\b)|\bi wish (?:your|the|i could|there was)\b/i,
  // "Wish there was an SMS reminder…", "really wish you had a dark mode": a wish for something not there yet ("I wish
  // you would refund my 5000" asks for money, not a feature).
  /(?:^|[.!?]\s+)(?:i\s+)?(?:really\s+|just\s+)?wish\s+(?:there\s+(?:was|were|is|would be)|you\s+(?:had|guys had)|your\s+\w+\s+(?:had|would|could)|we\s+(?:had|could))\b/i,
  /\b(?:app|website|portal|net banking)\b.{0,40}\bshould (?:have|let|allow|support|show)\b/i,
  // "Can you send premium reminders on WhatsApp instead of only SMS?": a way of serving everyone asked to change, in a
  // message with nothing of the customer's own and no claim ("can you send my statement by email instead of post" is a
  // request; "could you send the refund confirmation on whatsapp instead, the ATM took 2000…" a claim).
  /^(?![\s\S]*(?:\d|\b(?:my|mine|me|mera|meri|mere|block\w*|revers\w*|refund\w*|cancel\w*|stolen|lost|fraud\w*|debit\w*|deduct\w*|took|taken|charg\w*|fees?|waive\w*|claim\w*)\b))[\s\S]*?\b(?:can|could|would|will) (?:you|u|your team|you guys)\b[^.?!]{0,60}\b(?:on|via|through|over|by|in)\s+(?:whatsapp|telegram|e-?mail|sms|the app|app|chat|hindi|tamil|regional languages?)\s+(?:too|also|as well|instead of|rather than|besides|in addition to)\b/i,
  /\b(?:feature|option) (?:hona chahiye|dijiye|do|add karo|banao)\b|\bka option\b.{0,20}\b(?:add|chahiye|hona)\b/i,
  // "App mein Urdu ka option de sakte hain?": an option asked for; "mera ek sujhav hai": a suggestion.
  /\b(?:option|feature|facility|suvidha)\b.{0,20}\b(?:de sakte|de sakti|dijiye|dena chahiye|milna chahiye|mil sakta|mil sakti|la sakte|laiye|add kar sakte|bhi do|do na|de do|dedo)\b|\b(?:ek|mera|meri|hamara|hamari) (?:sujhav|sujhaav)\b/i,
  // "Why don't you have a feature to freeze the card for a few hours?", "why is there no option to…", "any plans to add
  // UPI Lite?": a feature asked for as a question.
  /\bwhy (?:don'?t|do not|doesn'?t|does not|can'?t|cannot) (?:you|your \w+|the \w+)(?: guys)? (?:have|offer|provide|give|add)\b.{0,30}\b(?:feature|option|facility|button|setting|toggle|mode)\b/i,
  /\bwhy (?:is there no|there is no|there'?s no|isn'?t there (?:a|an|any)|is there not (?:a|an|any)) (?:\w+ )?(?:feature|option|facility|button|setting|toggle|mode)\b/i,
  // "Please provide this feature", "kindly introduce such a facility", "can u guys pls start claim intimation on whatsapp".
  /\b(?:please|pls|plz|kindly|can you|could you|can u|you should|why not)\b.{0,20}\b(?:provide|add|give|introduce|start|launch|enable|bring)\s+(?:the|an?|this|that|such an?|these)\s+(?:option|feature|facility|service)s?\b/i,
  /\b(?:please|pls|plz|kindly|can you|could you|can u|you should|why not)\b.{0,30}\b(?:start|launch|introduce|enable|allow|offer|provide)\b(?:(?!\b(?:my|refund|money|amount|payment|withdrawal|transaction|process)\b).){0,40}\b(?:on|via|through|over)\s+(?:whatsapp|telegram|the app|your app|app|e-?mail|chat)\b/i,
  /\bwhy (?:don'?t|do not|doesn'?t|does not) (?:you|your \w+)(?: guys)? (?:have|offer|provide)\s+(?:a|an|any)\b.{0,40}\b(?:in|on) (?:your|the) (?:app|website|site|portal|net ?banking)\b/i,
  /\b(?:any|are there|do you have|is there any) plans? to (?:add|launch|introduce|build|support|offer|bring|start|let|allow|enable)\b(?!\s+(?:me|us)\s+know\b)(?![^.?!]{0,200}\b(?:refund\w*|revers\w*|money back|my \d|compensat\w*)\b)/i,
  // A wish in Hinglish for a way we do not have: "kaash aap WhatsApp pe statement bhejne ka feature de dete".
  /\b(?:kaash|kash)\b(?![^.?!]{0,200}\b(?:kaat\w*|kat\w*|debit\w*|deduct\w*|nahi mila|refund\w*|wapas)\b)[^.?!]{0,80}\b(?:feature|option|facility|suvidha)\b[^.?!]{0,60}\b(?:de dete|de deti|de dein|dete|deti|hota|hoti|kar dete|kar deti|bhej dete|bhej deti)\b/i,
  // Something the app should have, in Hinglish: "app me dark mode hona chahiye", "website pe Hindi bhi honi chahiye".
  /\b(?:app|application|website|site|portal|net ?banking)\s+(?:me|mein|main|mai|pe|par|per)\b.{0,40}\b(?:hona|honi|hone) (?:chahiye|chaiye|chahie)\b/i,
  // …asked for when it comes, or to be added: "app me dark mode kab aayega?? plz add karo", "app me dark mode daalo na"
  // (not money, "app me refund kab aayega", nor their own details, "app me mera naam daalo", nor trouble told beside
  // it, "app me complaint ka option daalo na, ATM ne cash nahi diya").
  /^(?![\s\S]*\b(?:fail\w*|kat\w*|kaat\w*|debit\w*|deduct\w*|refund\w*|paisa|paise|money|rupees|cancel\w*|band kar\w*|block\w*|wapas|gaya|gaye|gayi|nikal\w*|mera|meri|mere|nahi|nahin|nhi|nai|do baar|dobara|liya|dispute|fraud|complaint|shikayat|cash|nominee|naam|name|address|pata|mobile|number|email|e-mail|statement|passbook|kyc|pan|aadhaar|aadhar|\d{3,})\b)[\s\S]*?\b(?:app|application|website|site|portal|net ?banking)\s+(?:me|mein|main|mai|pe|par|per)\s+(?!(?:\w+\s+){0,3}(?:paisa|paise|refund|money|amount|balance|cashback|credit|rupees|rs|claim|premium|reversal)\b)[^.?!\d]{0,40}?\b(?:kab (?:tak )?(?:aayega|aaega|ayega|aayegi|aaegi|ayegi)|add (?:karo|kar do|kardo|kijiye|kar dijiye|karein|karen)|(?:daalo|dalo|daal do|dal do|daaliye|daal dijiye|laao|lao|le aao)(?: na| please| pls| plz| yaar)?)\b/i,
  // The same wish in Marathi, Bengali, Tamil, Telugu, Kannada written in Latin letters: "App madhe Marathi bhasha cha
  // option dya na", "app e Bangla option din".
  /\b(?:app|website|site|portal)\s+(?:madhe|madhye|madhi|e|te|la|il|lo|mein|me|vich|wich)\b.{0,60}\b(?:option|feature|suvidha|facility|bhasha|language)\b.{0,20}\b(?:dya|dyaa|dyava|dyave|havi|hava|have|pahije|venum|vendum|kavali|kaavali|chai|chaai|din|dao|kodi|beku|pao|paao|pa do|paa do|chahida|chahidi)\b/i,
  // A new way to be told, asked for beside the one there is: "send renewal reminders on WhatsApp too".
  /\b(?:send|give|provide|offer|share)\b.{0,40}\b(?:reminders?|alerts?|notifications?|updates?|messages?|statements?)\b.{0,20}\b(?:on|via|through|over|by)\s+(?:whatsapp|telegram|e-?mail|sms|the app|app)\b.{0,5}\b(?:too|also|as well)\b/i,
];

/** "Your app doesn't let me…", "why can't the website let me…": something our channels do not do (or a fault). */
const CANNOT_DO = /\bother (?:banks|apps)\b[^.?!]{0,30}\b(?:let|lets|allow|allows|have|has|give|offer)\b[\s\S]{0,160}\bwhy (?:can ?not|can'?t|won'?t|don'?t|do not) (?:you|u|you guys)\b|\b(?:app|website|site|portal|net ?banking|internet banking|mobile banking)\b.{0,40}\b(?:does not|doesn'?t|do not|don'?t|can ?not|can'?t|won'?t|will not|not) (?:even )?(?:let|allow|support|give|offer)\b|\bwhy (?:can ?not|can'?t|doesn'?t|does not|won'?t|don'?t|do not) (?:i|we|you|your \w+(?: \w+)?|the \w+(?: \w+)?)\b.{0,30}\b(?:let|allow|support|offer)\b/i;
/** …and it never could: other banks have it, it still can't, "add this", "provide this option". */
const NEVER_COULD = /\bevery other (?:bank|app)\b|\bother (?:banks|apps) (?:have|has|do|give|offer|let|lets|allow|allows)\b|\bstill (?:does not|doesn'?t|do not|don'?t|can ?not|can'?t|won'?t|not)\b|\b(?:add|provide|introduce|build) (?:this|that|it|such an?|an?)(?: option| feature| facility)?\b|\b(?:provide|add|give) (?:the|an?) (?:option|feature|facility)\b/i;

export function looksLikeFeatureRequest(text: string): boolean {
  // "Kindly add my husband as the nominee" asks for a change to their own details, not for a new feature
  // ("please add whatsapp reminders" is one).
  if (asksForServiceChange(text) && /\b(?:my|our|mera|meri|mere|hamara|hamari)\b/i.test(text)) return false;
  const t = normalise(text);
  // A wish beside trouble of the customer's own ("why is there no option to block the card? my card was stolen, please
  // block it") tells the trouble first: it is handled, the wish is not the message.
  if (OWN_TROUBLE.test(t)) return false;
  if (CANNOT_DO.test(t) && NEVER_COULD.test(t)) return true;
  return FEATURE.some((re) => re.test(t));
}
/**
 * Trouble of the customer's own told: a card lost or stolen, money taken or a payment failed or denied. Fraud as what a
 * feature would guard against ("it would really help with fraud", "to prevent fraud") is no trouble told.
 */
const OWN_TROUBLE = /\b(?:my|mera|meri|mere)\b[^.?!]{0,40}\b(?:stolen|lost|debited|deducted|failed|not received|hacked|misused)\b|\b(?:not me|never made|did not make|unauthori[sz]ed)\b|(?<!\b(?:help|helps|helping|helpful) (?:with|against|in)\s|\b(?:prevent|preventing|reduce|reducing|stop|stopping|against|avoid|avoiding|from|fight|fighting|curb|curbing|less|fewer)\s)\bfraud\w*/i;

const END = '(?:cancel|terminate|surrender|return|discontinue|close)';
const CANCEL_NOW = [
  new RegExp(`\\b(?:want|wish|would like|need|like|going|please|kindly|pls|plz)\\s+(?:to\\s+)?(?:\\w+\\s+)?${END}\\b(?!\\w)`, 'i'),
  /\b(?:cancel|terminate|surrender)\s+(?:it|my|the|this|that|pol)\b(?!.*\?$)/i,
  /\b(?:return|cancel)\w*\b.{0,40}\b(?:under|within|in|during) (?:the )?free[ -]?look\b(?!.*\?$)/i,
  /\b(?:do not|no longer|not) (?:need|want) (?:it|this|the|my|that)\b.{0,20}\b(?:policy|plan|insurance|cover|any ?more)\b(?!.*\?$)/i,
  /\bcancel (?:karna|karni|karo|kar do|kardo|kar dijiye|kijiye|karwana|karwani|karke|kar ke)\b|\bband (?:karo|kar do|kardo|karna|karni|kar[wv]a(?:ni|na|o|iye|ie|\s+(?:do|dijiye|dijie|dein|den)))\b|\bcancellation (?:chahiye|chaiye|chahie|karwani hai|karni hai|karna hai|kar do|kar dijiye)\b|\b(?:policy|plan|bima)\s+(?:(?:pol-[\w/-]+|[a-z]{1,4}-?\d[\w/-]*|no\.?\s*[\w/-]+|ko|abhi|turant|jaldi|aaj|se|hi)\s+){0,4}(?:band|block) (?:karo|kar do|kardo|kar dijiye|kar dijie|kijiye|karni hai|karna hai|kar dein|kar den|kar[wv]a(?:ni hai|na hai|o|iye|ie|\s+(?:do|dijiye|dijie|dein|den)))\b(?![^?]*\?)|\bcancel (?:करनी|करना|करो|करवानी|करवाना)(?![\u0900-\u097F])|\bcancel (?:please|pls|plz|kar de)\b(?![^.!]*\?)/i,
  // (Not "one" of two handed back: "… do baar kyon? ekta wapas karo" returns a premium; "life wali ek" is a policy.)
  /\b(?:policy|plan)\b(?:(?!\b(?:rider|cover|add-?on|extra|top-?up)\b).){0,30}(?<!(?<!\b(?:wali|wala|waali|waala|vali|vala)\s)\b(?:ek|ekta|ekti|ikk|ik|one|oru|ondu|okati)\s)\b(?:wapas|vapas|return) (?:karna|karni|karo|kar do|kardo|kar dijiye|lena|le lo)\b|\b(?:policy|plan) (?:nahi|not) (?:chahiye|want)\b/i,
  // "policy … mujhe nahi chahiye, return kar do": the policy not wanted, and handed back. Not a part of it ("mujhe rider
  // nahi chahiye, uska premium wapas kar do"), not a refusal to cancel, not asked ("agar … to return kar do, kitna milega?").
  /\b(?:policy|plan|bima)\b(?:(?!\b(?:rider|cover|add-?on|extra|top-?up|cancel|agar)\b)[^?]){0,60}\b(?:mujhe|muje|hume|humein|hamein|ab)\b(?:(?!\b(?:rider|cover|add-?on|extra|top-?up|cancel)\b)[^?]){0,15}\b(?:nahi|nhi|nahin) chahiye\b[^?]{0,40}\b(?:return|wapas|vapas|band) (?:kar do|karo|kardo|kar dijiye|kar dein|kar de|le lo|lelo|le lijiye|le lijie)\b(?![^?]*\?)/i,
  /\b(?:want|wish|would like|need|like|going|please|kindly|pls|plz)\s+(?:to\s+)?(?:give|hand|send)\s+(?:back\s+)?(?:it|the|my|this|that)\b.{0,30}\b(?:policy|plan|insurance|cover)\b(?!.*\?$)/i,
  /\btake (?:it|this|that|the (?:policy|plan|cover)) back\b(?!.*\?$)/i,
  // "I want to send it back and cancel, today": handed back and cancelled in one wish.
  new RegExp(`\\b(?:i|we)\\s+(?:(?:really|just|now)\\s+)?(?:want|wish|would like|need|am going|are going)\\s+to\\s+(?:send|give|hand|return)\\s+(?:it|this|that|the (?:policy|plan|cover))\\s+back\\s+(?:and|&)\\s+${END}\\b(?![^.!]*\\?)(?![^.!?]*\\b(?:after|before|once|if|when|unless|later|till|until)\\b)`, 'i'),
  // The same order in other Indian languages written in Latin letters, with the English verb and a local "do":
  // Tamil "cancel panni(dunga)", Bengali "cancel kore/korun", Marathi "cancel kara", Telugu "cancel cheyandi",
  // Kannada "cancel maadi", and wishing to ("cancel korte chai", "cancel cheyyan aagrahikkunnu"; not "pannanum",
  // "cheyyali", "maadbeku", which also open "if I want to…, what do I do?"); and "don't want the policy any more": "venaam", "lagbe na", "nako", "vaddu", "beda".
  /\b(?:cancel|close|surrender)\s+(?:panni\w*|pannunga|pannungo|kore|korun|koro|korte (?:chai|chaai|chaichi)(?!\s*(?:na|ni|nei|ki\s*na|kina|ki\s*nah?)\b)|kara|karun|karavo|cheyandi|cheyyandi|cheyyan a+grahikkunnu(?!\s*(?:enkil|engil|ankil|enkilo)\b)|cheyyu|chey(?:yi|i)|chesi\w*|maadi|madi|maadu)\b(?!.*\?$)/i,
  /\b(?:policy|plan|insurance|cover)\b.{0,40}\b(?:venaam|vendam|venam illa|lagbe na|chai na|nako|nakoy|vaddu|beda)\b(?!.*\?$)/i,
];
/** An explicit order ("please cancel my travel policy", "cancel travel policy") stands even when something else "got cancelled" ("the trip is cancelled"). */
const CANCEL_ORDER = /\b(?:request(?:ing)?|apply(?:ing)?|seek(?:ing)?|want)\s+(?:for\s+)?(?:the\s+)?cancellation\s+of\s+(?:my|the|this|our)\b|\bexercis(?:e|ing)\s+(?:the\s+|my\s+)?free[ -]?look\b|(?:^\W*|[.!;]\s*)cancel\s*(?:&|and)\s*refund\b|(?:^\W*|[.!,;]\s*|\b(?:please|kindly|pls|plz)\s+|\b(?:i|we) (?:want|wish|would like|need) to\s+)(?:cancel|terminate|surrender)\s+(?:it\b|(?:(?:my|the|this|that|our)\s+)?(?:(?!(?:his|her|their|your|someone'?s|somebody'?s)\b)\w+\s+)?(?:policy|plan|insurance|cover|pol)\b)/i;
const ASKS_HOW = /\b(?:can i|could i|can we|could we|how (?:do|can|to)|is it possible to|is it (?:ok|okay|fine|good|better|wise) to|what happens if (?:i|we)|if (?:i|we)|should i|shall i|were (?:i|we) to|if (?:i|we) were to)\s+(?:\w+\s+){0,2}(?:cancel|return|surrender)|\bdo not (?:want to )?(?:cancel|return|surrender)\b|\b(?:karni|karna|karun|karu|karoon|kar[wv]ani|kar[wv]ana|kar[wv]aun|kar[wv]au)\s+(?:hai\s+|ho\s+)?kya\b|\bkar (?:sakta|sakti|sakte)\b|\b(?:do|does|must|should|would|will)\s+(?:i|we)\s+(?:need|have)\s+to\b|\bwhether\b|\b(?:padegi|padega|padenge|padta|padti)\s+(?:hai\s+)?kya\b|\bya (?:nahi|nahin|nhi)\b|\bsamajh (?:nahi|nahin) (?:aa|aata|aati)\b/i;
const ALREADY_CANCELLED = /\b(?:was|been|got|is|already) cancel+ed\b/i;
/** Not now: "I may cancel it later", "thinking of cancelling", "planning to cancel next month". */
const HEDGED = /\b(?:may(?!\s*\d)(?<!\b(?:in which|within which|during which)\s+(?:the\s+|a\s+|my\s+)?(?:policy|plan|it)\s+may)(?<!\d(?:st|nd|rd|th)?\s*may)(?<!\b(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|\w+teenth|twentieth|thirtieth)\s+may)|might|maybe|perhaps|probably|thinking (?:of|about)|considering|planning (?:to|on)|plan to|not sure|soch (?:lunga|lungi|lenge|loon|raha|rahi|rahe)|pehle soch\w*)\b/i;
/** Not yet: "later", "next month", "in future"; unless the cancelling itself is said to be now (see CANCEL_AT_ONCE). */
const NOT_YET = /\b(?:later|in (?:the )?future|next (?:week|month|year)|someday|baad mein|baad me|baadme|agle (?:hafte|mahine|saal)|agli baar|(?:renewal|claim|maturity|expiry)\s+ke\s+baad|pachi|pachhi|hamna (?:nahi|nai|nathi)|atyare (?:nahi|nai|nathi))\b/i;

/**
 * An explicit order to cancel that asks nothing: "please cancel my travel policy". A message that ends in a question
 * asks, unless all it asks after the order is the money back in a word or two ("sold my car, cancel motor policy pls,
 * refund?") or a jab ("… or is that too much to ask?"): "cancel my policy, how much will I get?", "cancel my policy, or
 * can I pause it?" weigh the step.
 */
function ordersCancelling(t: string): boolean {
  const order = CANCEL_ORDER.exec(t);
  if (!order) return false;
  if (!t.trim().endsWith('?')) return true;
  const rest = t.slice(order.index + order[0].length);
  return ONLY_THE_MONEY_ASKED.test(rest) || ASKS_ONLY_IN_SCORN.test(rest);
}
/**
 * The only question after the order (and the money asked back) a jab that asks nothing: "… and refund the balance
 * premium — or is that too much to ask from you people?"; not a real question ("or is it too much of a loss to do it
 * now?", "or pause it, whichever is cheaper, or is that too much to ask?").
 */
const ASKS_ONLY_IN_SCORN = /^\s*(?:(?:now|today|immediately|please|pls|asap)\b)?\s*(?:(?:and|&)\s+(?:refund|return|send|give|credit)\b[^?.!—–-]{0,40})?\s*[-—–,.;!]*\s*(?:or\s+)?(?:is (?:that|it|this)\s+)?(?:too much to ask|asking too much)(?:\s+(?:from|of)\s+(?:you|u)(?:\s+(?:people|guys|all))?)?\s*\?+\s*$/i;
/** What may follow an order to cancel when the message ends in "?": the refund named and nothing else. */
const ONLY_THE_MONEY_ASKED = /^\s*(?:please|pls|plz|asap|now|today|immediately)?\s*[,.;!]+\s*(?:and\s+)?(?:(?:the|my)\s+)?(?:refund|money back|premium back|paisa wapas|paise wapas)\s*\?+\s*$/i;

/**
 * The cancelling itself said to be now, and not refused ("I want to cancel my policy now"): a later day told of
 * something else ("shifting next month") hedges nothing; "I will not cancel it now, next month I will decide",
 * "cancel my policy now? no, next month" do not cancel.
 */
const CANCEL_AT_ONCE = /(?<!\b(?:not|never|don'?t|dont|no need to|won'?t)\s+(?:\w+\s+){0,2})\b(?:cancel|terminate|surrender)\b(?:(?!\b(?:later|next|future|someday|not|baad)\b)[^.?!;,]){0,50}\b(?:now|today|immediately|right away|at once|asap|with immediate effect)\b(?!\s*\?)/i;

/** A step weighed, not ordered: "… or not", "ya nahi", "or is it better…", "whether". */
const WEIGHS_IT = /\b(?:or not|ya nahi|ya nahin|ya nhi|or is it|or should|better|whether|can i|could i|shall i|should i|will you|do you|can you)\b/i;
/** The money back asked for in a word or two at the very end: "… refund?", "…. and my money back??". */
const MONEY_ASKED_LAST = /(?:^|[.!,;]\s*)(?:and\s+)?(?:(?:the|my)\s+)?(?:refund|money back|premium back|paisa wapas|paise wapas)\s*\?+\s*$/i;

/** The customer asks to cancel a product now ("I want to cancel it", "return it under free look", "policy band karo"). */
export function asksToCancelNow(text: string): boolean {
  // Hindi in Devanagari is also read spelt in Latin letters ("पॉलिसी अभी बंद कर दीजिए" → "policy abhi band kar dijiye").
  // A bare "refund?" after the order asks only for the money the order brings ("travel policy cancel pls, trip
  // postponed. refund?"): it asks nothing about whether to cancel.
  // Only after what asks nothing itself: "shall I cancel it now, refund?", "cancel today or not, refund?" still ask.
  const stripped = text.replace(MONEY_ASKED_LAST, '.');
  const told = stripped !== text && !stripped.includes('?') && !isQuestion(stripped) && !WEIGHS_IT.test(stripped) ? stripped : text;
  const readings = readingsOf(told).map(withAnotherKeptAside).map(withoutTheConditionsOtherWay);
  // "… so do not cancel it, just tell me the rules": taken back, whatever was ordered before.
  if (readings.some((t) => REFUSES_CANCELLING.test(t) || namesOthersPolicy(t) || DISOWNED.test(t)
    || (THEIR_POLICY.test(t) && !WRITES_AS_THE_HOLDER.test(t)) || CANCEL_AS_AN_ALTERNATIVE.test(t))) return false;
  // A plain order in a sentence of its own stands, whatever an earlier sentence supposed or reported ("Your agent said
  // I'd get it all back if I cancel in two months. I want to cancel it today.").
  if (readings.some((t) => ordersBesideAReport(t) || ordersAfterQuestions(t))) return true;
  // Someone else's order, reported in the same sentence ("meri maa ne kaha policy band karwa do", "my husband said cancel
  // it"): theirs, not the customer's.
  if (readings.some((t) => REPORTED_ORDER.test(t) || REPORTED_ORDER_HI.test(t))) return false;
  if (readings.some((t) => HEDGED.test(t))) return false;
  if (readings.some((t) => ASKS_HOW.test(t))) return false;
  // A later time told beside a plain order ("pls cancel my health policy, moving abroad next month") leaves the order
  // standing; the later date is asked about before anything is cancelled (cancellationConditions).
  if (readings.some((t) => NOT_YET.test(t) && !CANCEL_AT_ONCE.test(t))) return readings.some((t) => ordersBesideALaterTime(t) && !NOT_NOW.test(t));
  if (readings.some((t) => ordersCancelling(t))) return true;
  return readings.some((t) => CANCEL_NOW.some((re) => re.test(t)) && !ALREADY_CANCELLED.test(t));
}
/**
 * The other way of a condition on the order ("cancel it ONLY if I get the full premium back, otherwise don't cancel it",
 * "agar poora paisa mile tabhi band karo, warna mat karo"): the condition is asked about before cancelling
 * (cancellationConditions); its other way refuses nothing.
 */
const CONDITIONS_OTHER_WAY = /[,;.]?\s*\b(?:otherwise|or else|else|warna|varna|nahi to|nahin to|if not)\b,?\s+(?:please\s+|pls\s+|just\s+)?(?:(?:do not|don'?t|dont|no need to)\s+(?:cancel|terminate|surrender)\w*(?:\s+(?:it|the policy|my policy|this policy))?|mat\s+(?:karo|kijiye|karna)|(?:cancel|band)\s+mat\s+(?:karo|kijiye|karna))\b/gi;
/** The other way told as keeping it: "… If it's less than that, keep the policy.", "otherwise continue my policy as it is". */
const CONDITIONS_OTHER_WAY_KEPT = /(?:^|(?<=[.;!]\s*))\s*(?:otherwise|else|if\b[^.?!]{0,60}?)\s*,?\s*(?:then\s+)?(?:please\s+|pls\s+|just\s+)?(?:keep|continue|retain)\s+(?:the|my|this|it)\b[^.?!]*[.!]?/gi;
/** The order given, not supposed ("Cancel my policy only if…", "… tabhi band karo"; not "I would cancel it if…"). */
const ORDER_GIVEN = /(?:^|[.!;,]\s*)(?:please\s+|pls\s+|plz\s+|kindly\s+|just\s+)?(?:cancel|terminate|surrender)\b|\b(?:band|cancel)\s+(?:karo|kar do|kardo|kar dijiye|kijiye)\b/i;
function withoutTheConditionsOtherWay(t: string): string {
  const conditioned = ORDER_GIVEN.test(t) && (CANCEL_CONDITIONS.some((c) => c.term === 'conditional' && c.re.test(t)) || conditionInTheOrder(t));
  return conditioned ? t.replace(CONDITIONS_OTHER_WAY, '.').replace(CONDITIONS_OTHER_WAY_KEPT, ' ') : t;
}
/**
 * "… but don't cancel the super top-up", "do not cancel the health one": another of the customer's products kept, beside
 * an order that names the one to cancel ("please cancel my motor policy"). The keeping is no refusal of that order.
 */
const KEEPS_ANOTHER = /\b(?:but\s+)?(?:please\s+|pls\s+)?(?:do not|don'?t|dont|never)\s+(?:cancel|touch|close|stop)\s+(?:the|my|that|this)\s+((?:[\w-]+\s+){0,2}?(?:one|top-?up|rider|add-?on|policy|plan|cover))\b/gi;
const PRODUCT_WORD = /\b(?:health|motor|car|bike|two-?wheeler|life|term|travel|home|top-?up|rider|add-?on|pol-[\w/-]+)\b/gi;
function withAnotherKeptAside(t: string): string {
  const kept = [...t.matchAll(KEEPS_ANOTHER)].flatMap((m) => (m[1] ?? '').match(PRODUCT_WORD) ?? []);
  if (kept.length === 0) return t;
  const rest = t.replace(KEEPS_ANOTHER, ' ');
  const ordered = new Set(rest.match(PRODUCT_WORD) ?? []);
  return CANCEL_ORDER.test(rest) && ordered.size > 0 && kept.every((w) => !ordered.has(w)) ? rest : t;
}

/**
 * Several sentences, each an order to cancel now or what someone else said ("Your agent said I'd get it all back if I
 * cancel in two months. I want to cancel it today."): the order stands, whatever the report supposed. Any other
 * sentence (a hedge, a question, a second thought) leaves it to the rules below.
 */
function ordersBesideAReport(t: string): boolean {
  const sentences = t.split(/(?<=[.!?])\s+/).filter((sentence) => /\p{L}/u.test(sentence));
  if (sentences.length < 2) return false;
  // (A wish told in another Indian language is read only in part: it is asked about, never an order; see below.)
  const orders = (sentence: string) => !HEDGED.test(sentence) && !NOT_YET.test(sentence) && !ASKS_HOW.test(sentence) && !sentence.includes('?')
    && !WISH_IN_ANOTHER_LANGUAGE.test(sentence) && (ordersCancelling(sentence) || CANCEL_NOW.some((re) => re.test(sentence))) && !ALREADY_CANCELLED.test(sentence);
  const reported = (sentence: string) => REPORTED.test(sentence) && !sentence.includes('?');
  return sentences.some(orders) && sentences.some(reported) && sentences.every((sentence) => orders(sentence) || reported(sentence));
}
/**
 * Something other than a policy as the thing cancelled: a mandate or standing instruction (SI), a rider, a card ("cancel my
 * auto-debit mandate instead", "I want to cancel the SI, my policy will continue na?").
 */
export const SOMETHING_ELSE_THAN_THE_POLICY = /\b(?:auto[- ]?debit|autopay|mandate|nach|ecs|standing instruction|si|rider|add-?on|card|subscription|emi|sip)\b/i;
/**
 * Questions, or what happened, told first and a plain order to cancel last ("how many days do i have to give back a
 * policy? it came on 21 october. i want to send it back and cancel, today."): the order stands, whatever was asked
 * before it. Not when a told sentence supposes, hedges or puts it off, nor when the order is someone else's.
 */
function ordersAfterQuestions(t: string): boolean {
  const sentences = t.split(/(?<=[.!?])\s+/).filter((sentence) => /\p{L}/u.test(sentence));
  const last = sentences.at(-1);
  if (sentences.length < 2 || last === undefined || last.includes('?') || REPORTED.test(last) || REPORTED_ORDER.test(last) || REPORTED_ORDER_HI.test(last)) return false;
  // (The cancelling named in so many words: "I don't need it anymore" after "should I cancel?" is a reason, not an order.)
  const ordersNow = /\b(?:cancel|terminate|surrender|close)\w*\b/.test(last) && !SOMETHING_ELSE_THAN_THE_POLICY.test(last) && !/\b(?:if|agar|when|unless|yadi|after|before|once|till|until|shayad|maybe)\b/.test(last) && !HEDGED.test(last) && !NOT_YET.test(last) && !ASKS_HOW.test(last) && !WISH_IN_ANOTHER_LANGUAGE.test(last)
    && (ordersCancelling(last) || CANCEL_NOW.some((re) => re.test(last))) && !ALREADY_CANCELLED.test(last);
  const toldBefore = sentences.slice(0, -1).every((sentence) => sentence.trim().endsWith('?')
    || (!/\b(?:if|agar|when|unless)\b/.test(sentence) && !HEDGED.test(sentence) && !NOT_YET.test(sentence)));
  return ordersNow && toldBefore && sentences.slice(0, -1).some((sentence) => sentence.trim().endsWith('?'));
}
/**
 * A plain order to cancel in a clause of its own, with the later time told in another ("please cancel my travel policy;
 * moving abroad next month"). Not a clause that asks, refuses or puts the cancelling itself off ("I will cancel it next
 * month, not now", "I will not cancel it now, next month I will decide", "cancel it now? no, next month").
 */
function ordersBesideALaterTime(t: string): boolean {
  const clauses = t.split(/(?<=[.;,!?])\s*/).map((clause) => clause.trim()).filter((clause) => clause !== '');
  return clauses.some((clause) => !clause.endsWith('?') && !NOT_YET.test(clause) && !HEDGED.test(clause) && !NOT_CANCELLING.test(clause)
    && !ALREADY_CANCELLED.test(clause) && (ordersCancelling(clause) || CANCEL_NOW.some((re) => re.test(clause))));
}
/**
 * Cancelling offered as the other way to something else asked first: "reduce my premium, else cancel it", "give me a
 * discount or cancel my policy", "pause it or cancel it", "premium kam karo warna cancel kar do". The customer's first
 * ask is not ours to grant here, so nothing is cancelled on the threat. Not a choice between ways of cancelling ("cancel
 * or surrender it today", "nothing else, just cancel"), nor a mandate to stop ("…or I'll cancel the auto-debit").
 */
const CANCEL_AS_AN_ALTERNATIVE = /\b(?:reduce|lower|decrease|discount|waive|fix|resolve|settle|approve|sort out|pause|change|upgrade|downgrade|kam kar\w*|kam karo|kam kijiye)\b(?:(?!\b(?:cancel|terminate|surrender|close|band)\w*)[^.?!]){0,60}?\b(?:or else|else|otherwise|or|warna|varna|nahi to|nahin to|nhi to|nahi toh|nahin toh|failing which|failing that|failing this|if not|in default)\s*,?\s+(?:(?:just|simply|please|pls|then|kindly)\s+)*(?:(?:i|we)\s+(?:shall|will|would|may|might)\s+(?:(?:be\s+)?(?:constrained|forced|compelled|obliged)\s+to\s+|have (?:no (?:other )?(?:option|choice|alternative) but\s+)?to\s+)?)?(?:(?:my|the|this|that|mera|meri|ye|yeh|woh|wo)\s+)?(?:(?:health|motor|travel|life|home)\s+)?(?:(?:policy|plan|insurance|bima)\s+)?(?:cancel|terminate|surrender|close)\w*\b(?!\s+(?:the\s+|my\s+)?(?:auto[- ]?debit|mandate|si|standing instruction|card|account)\b)/i;

/** Now refused in so many words: "please cancel my policy from then, not now". */
const NOT_NOW = /\bnot (?:now|today|yet|right now|immediately)\b|\babhi nahi\b|\b(?:hamna|atyare) (?:nahi|nai|nathi)\b/i;
/**
 * Someone else's policy ordered cancelled by a pronoun ("… please cancel his policy", not "covered under his group
 * insurance, so cancel my policy"), unless the customer writes from the holder's own login ("I am her son, writing from
 * her login: please cancel her policy"; "on behalf of my brother" is not his login).
 */
const THEIR_POLICY = /\b(?:cancel|terminate|surrender|close|stop)\w*\s+(?:his|her|their)\s+(?:\w+\s+)?(?:policy|plan|insurance|bima)\b|\b(?:cancel|terminate|surrender|close|stop)\w*\s+(?:that|the|this)\s+(?:\w+\s+)?(?:policy|plan|insurance)\s+of\s+(?:his|hers|theirs)\b|\b(?:cancel|terminate|surrender|close|stop)\w*\s+(?:it|this|that|the (?:policy|plan|cover))\s+(?:for|on behalf of)\s+(?:her|him|them|my (?:mother|father|mom|mum|dad|brother|sister|son|daughter|wife|husband|parents?))\b/i;
const WRITES_AS_THE_HOLDER = /\b(?:from|using|through)\s+(?:her|his|their)\s+(?:login|account|id|app|phone|mobile|e-?mail|registered (?:e-?mail|mobile|number))\b|\blogin\s+(?:la|le|se|theke|nunchi|nundi|inda|madhun|mathi|il|mein|me)\b/i;
/** The cancelling denied in the clause: "I will not cancel", "don't cancel", "never cancel". */
const NOT_CANCELLING = /\b(?:not|never|don'?t|dont|won'?t|no need to)\s+(?:\w+\s+){0,2}(?:cancel|terminate|surrender|close)\w*\b/i;

/** What someone else said: "your agent said", "the branch manager told me", "he promised". */
const REPORTED = /\b(?:agent|advisor|adviser|manager|executive|he|she|they|someone|somebody|your \w+|the \w+|my \w+)\s+(?:said|told me|says|mentioned|promised|assured(?: me)?)\b|\b(?:he|she|they|someone|somebody|my (?:husband|wife|son|daughter|father|mother|dad|mom|mum|papa|mummy|brother|sister|friend|relative|cousin|uncle|aunt|colleague|nephew|niece|boss))\s+(?:wrote|writes|texted|messaged|typed|emailed|mailed|sent|whatsapped|forwarded)\b(?!\s+(?:this|it)(?:\s+(?:message|mail|e-?mail|text|letter|msg))?\s*(?::|(?:for|on behalf of)\s+me\b|as i\b|since i\b|because i\b|on my behalf\b))(?!\s+(?:you\s+|us\s+)?(?:the\s+|my\s+|all\s+|his\s+|her\s+)?(?:documents?|docs|forms?|papers?|bond|cheque|proofs?|copies|copy|details|bills?|reports?|photos?|kyc|premium|money|payment))/i;
/**
 * An order to cancel inside what someone else said or wrote, in one sentence ("my husband wrote to you: cancel my
 * policy"), in a message received ("I got an SMS saying cancel your policy now") or put after the order ("cancel the
 * policy, says my son").
 */
const REPORTED_ORDER = new RegExp(`(?:${REPORTED.source}|\\b(?:received|got|get|getting|have)\\s+(?:an?\\s+|this\\s+|the\\s+|one\\s+)?(?:sms|message|msg|mail|e-?mail|call|whatsapp|letter|notice|text)\\b[^.!?]{0,30}?(?:saying|says|stating|that said|:))[^.!?\\n]{0,40}\\b(?:cancel|band|terminate|surrender|close)|\\b(?:cancel|terminate|surrender)\\w*\\b[^.!?]{0,40},?\\s+(?:says|said|writes|wrote)\\s+(?:my|his|her|the|our)\\s+\\w+`, 'i');
/** A message the customer says they did not write: "I never sent this", "I did not write this mail". */
const DISOWNED = /\b(?:never|did not|didn'?t|have not|haven'?t|not)\s+(?:sent|send|write|wrote|written|typed|type)\s+(?:(?:this|that|these)\s+(?:message|mail|e-?mail|msg|sms|letter|request|text|chat)s?\b(?!\s+(?:earlier|before|previously|yet)\b)|this\b(?=\s*(?:[.!,;]|$)))/i;
const REPORTED_ORDER_HI = /\b\w+\s+ne\s+(?:kaha|bola|boli|kahi|bataya|batayi|kahaa)\b[^.!?\n]{0,40}\b(?:cancel|band|block)\b/i;

/**
 * A wish to cancel told in another Indian language, spelt in Latin letters: "policy cancel panna virumbugiren" (Tamil),
 * "cancel karaycha aahe" (Marathi), "cancel karvi che" (Gujarati), "cancel cheyyali" (Telugu), "cancel maadbeku"
 * (Kannada), "cancel cheyyanam" (Malayalam), "cancel karibaku chahunchi" (Odia). These grammars are read only in part, so
 * such a wish never cancels by itself: it is one more term the customer confirms first (`cancellationConditions`).
 */
const WISH_IN_ANOTHER_LANGUAGE = /\b(?:policy|policies|plan|insurance|bima)\S*\s+(?:\S+\s+){0,15}?cancel\w*\s+(?:panna\s+virumb(?:ugiren|ugirom|uren|aren|ukiren)|pannanum|pannunga|pannidunga|pannirunga|karaycha\s+(?:aahe|ahe|aaye)|karaychi\s+(?:aahe|ahe|aaye)|karaychay|karun\s+(?:dya|ghya|taka)|karvi\s+(?:che|chhe|cche|chhe)|karvu\s+(?:che|chhe|cche|chhe)|kari\s+(?:do|dyo|aapo|nakho)|cheyyali|cheyyandi|cheyandi|cheyyalanukuntunnanu|maadbeku|maadbekide|maadi|cheyyanam|cheyyuka|karibaku\s+(?:chahunchi|chahuchi|chahen|chahe)|karidiantu|kari diantu)\b/i;
/** Words after the wish that make it a condition, a question or someone's report: "… to ketla", "pannanum-na", "… nu agent solraru". */
const WISH_THEN_ASKED = /^\s*-?\s*(?:\w+\s+){0,2}?(?:to|na|naa|nna|tar|tari|ter|ante|ani|antha|andre|endral|enral|ennal|endru|ennu|nnu|nu|enna|ka|kay|ki|kya|ketla|kiti|kitna|evvalavu|ethra|entha|eshtu|koto|jodi|hole|kadach\w*)\b/i;
/** Anywhere in the message: a hedge or condition, a negation (the wish refused), a later day, someone else. */
/** A reason to cancel told with a "not": "gamti nathi", "pasand nathi", "jarur nathi", "zaroorat nahi", "darkar nahi", "nahi pasand". */
const REASON_WITH_A_NOT = /\b(?:gamti|gamtu|gamto|gamati|pasand|jarur|jaroor|zaroor|zarurat|zaroorat|jarurat|darkar|dorkar)\s+(?:nathi|nahi|nahin|nai|nei)\b|\b(?:nathi|nahi|nahin)\s+(?:gamti|gamtu|gamto|pasand)\b/gi;
const NOT_A_PLAIN_WISH = /\b(?:if|agar|jo|pachi|pachhi|pacchi|hamna|khabar|jar|jodi|kadach\w*|kadhachit|maybe|perhaps|shayad|should|not|no|never|don'?t|nahi|nahin|nahiye|nako|naka|illa|illai|ledu|beda|bedi|nathi|venam|vendam|venda|venaam|vaddu|garaj|avasaram|vichar|later|next|baad|nantar|adutha|aduththa|pudhchya|pudhil|aavta|aavte|aavti|vachhe|vachche|mahin\w*|maasam|masam|nela|agent|solraru|sonnaru|says|said|bhav\w*|bayko\w*|baiko\w*|navra\w*|manaivi|kanavar|bharthav\w*|bharya\w*|bhabhi|husband|wife|brother|sister|mother|father|son|daughter|amma\w*|appa\w*|aai\w*|baba\w*|thatha|paati|akka\w*|anna\w*|chechi\w*|chettan\w*)\b/i;

/**
 * A second thought told beside the wish to cancel: "I want to cancel it today. Or should I wait?", "cancel kar du ya ruk
 * jaun?", "…, otherwise I'll keep it running", "what would you advise?", "before I decide". The customer has not made up
 * their mind: the cancelling is confirmed with its figure first, never done at once, and the thought is no question of
 * its own beside an order.
 */
const SECOND_THOUGHT = new RegExp([
  String.raw`\bor\s+(?:(?:should|shall|do|must|can)\s+(?:i|we)\s+)?(?:(?:just|better|rather|still)\s+)?(?:wait|hold on|hold off|keep(?:\s+(?:it|this|that|the|my|paying|going))?|continue|carry on|let it (?:run|be|continue)|leave it)\b`,
  String.raw`\b(?:maybe|perhaps|probably)\s+(?:i|we)\s+(?:should|could|ought to)\s+(?:just\s+)?(?:wait|keep|continue|hold|leave)\b`,
  String.raw`\b(?:should|shall)\s+(?:i|we)\s+(?:\w+\s+){0,4}?(?:cancel|surrender|terminate|close)\w*\b[^.?!]{0,60}\bor\s+(?:not|wait|keep|continue|hold)\b`,
  String.raw`\b(?:cancel|band|surrender)\w*\s+(?:(?:kar|karu|karun|karoon|kar du|kar doon|kar dun|kar dein|kar den|karwa du|karwa doon|karna|karni|kare|karein)\s+)?(?:ya|yaa|ki)\s+(?:nahi|nahin|nhi|ruk\w*|rakh\w*|chalne\s+d\w*|chalu\s+rakh\w*)\b`,
  String.raw`\b(?:ruk|ruka|rukk)\s+(?:jaun|jau|jaoon|jaaun|jaye|jaaye|jayein|jaun kya|jao|jaao|jaiye|jaaiye)\b|\bruko\b|\bpehle\b[^.?!]{0,30}\b(?:batao|bataiye|bata do|bata dijiye|batayein)\b`,
  String.raw`\b(?:actually|no|nahi|hmm|oh)?\W{0,3}wait\b(?!\s+(?:for|till|until)\b)[^.?!]{0,25}\b(?:tell|first|let me|before)\b|\b(?:but|and)\s+first\s+(?:tell|let me know|show|give)\b|\bfirst tell me\b|\bhold on\b`,
  String.raw`\b(?:otherwise|else|warna|varna)\s+(?:(?:i|we)(?:'ll|\s+will|\s+shall|\s+can)?\s+)?(?:just\s+)?(?:leave|keep|continue|let)\b`,
  // Whether to cancel, asked of one's own cover ("Should I cancel my health policy?", "is it a good idea to cancel it
  // now?", "thinking of cancelling my policy, what would I get back?"); not how, why, when or where to.
  String.raw`(?<!\b(?:how|why|when|where|what)\s+)\b(?:should|shall)\s+(?:i|we)\s+(?:(?:just|really|now)\s+)?(?:cancel|surrender|terminate|discontinu)\w*\s+(?:my|our|this|the|it)\b[^.?!]{0,60}\?`,
  String.raw`(?<!\b(?:not|never|no|nahi)\s+)\b(?:thinking|thought|planning|considering|contemplating)\s+(?:of\s+|about\s+|to\s+)?(?:\w+\s+){0,2}?(?:cancel|surrender|terminat|discontinu)\w*\b|\bis it (?:a\s+)?(?:good|wise|better|right|sensible)(?:\s+(?:idea|option|decision))?\s+to\s+(?:\w+\s+){0,2}?(?:cancel|surrender|terminat)\w*\b|\b(?:is it|would it be) worth (?:it|cancel\w*)\b`,
  String.raw`\bwhat (?:do|would|will) you (?:advise|suggest|recommend)\b|\b(?:your|any) (?:advice|suggestion|recommendation)\b(?!\s+(?:is\s+)?(?:not|no|welcome|appreciated)\b)|\badvise (?:me|us)\b[^.?!]{0,20}\b(?:whether|if|what|which)\b|\bguide (?:me|us)\b[^.?!]{0,20}\b(?:whether|if|what|which)\b|\bbefore (?:i|we) (?:decide|take a (?:call|decision)|make up my mind)(?=\s*(?:[.,;!?]|$))|\b(?:haven'?t|have not|not yet|yet to) decided?(?=\s*(?:[.,;!?]|$|yet\b))`,
].join('|'), 'i');
/** Waiting for what cancelling brings, not instead of it: "wait for the refund", "should I wait for the SMS?". */
const WAITS_FOR_WHAT_FOLLOWS = /\bwait\w*\s+(?:for|till|until)\s+(?:the\s+|my\s+|your\s+)?(?:refund|money|amount|sms|mail|e-?mail|message|confirmation|reply|call|letter|cheque|credit|payment)\b/gi;
/** The cancelling wished, as an act (not "my trip was cancelled"): a verb of it in the customer's own voice. */
const CANCEL_WISHED = /(?<!\b(?:was|were|got|been|is|are|already|has|have|had)\s+)\b(?:cancel(?!l?ed\b)\w*|surrender\w*|terminat\w*|discontinu(?!ed\b)\w*|band\s+kar\w*)\b/i;
/** A policy as what is cancelled, named anywhere in the message: "policy", "plan", "cover", "mediclaim", "bima", an id. */
const POLICY_NAMED = /\b(?:polic(?:y|ies)|plan|insurance|cover|mediclaim|bima|pol[\s-]?[\w/-]*\d)\b/i;
/** Something other than a policy right after the verb: a trip, a booking, a mandate, a card, a rider. */
const ANOTHER_THING_CANCELLED = /\b(?:cancel|surrender|terminat|band\s+kar)\w*\s+(?:(?:the|my|this|that|our|a|an)\s+)?(?:\w+\s+)?(?:trip|flight|ticket|booking|hotel|tour|holiday|vacation|journey|order|membership|subscription|auto[- ]?debit|autopay|mandate|nach|ecs|standing instruction|si|rider|add-?on|card|emi|sip|fd|loan|account|cheque|request|complaint|claim)\b/i;
/** Someone else's question, or one in general: "my neighbour asked me: should I cancel…?", "just asking", "if I cancel…". */
const OTHERS_ASKED = String.raw`\b(?:neighbou?r|friend|colleague|relative|cousin|someone|somebody|people)\b[^.?!]{0,25}\b(?:asked|asks|wants to know|wanted to know|was asking)\b`;
const ASKED_IN_GENERAL = String.raw`\bin general\b|\bjust (?:asking|curious)\b|\bhypothetical\w*\b|^\W*(?:if|suppose|supposing|what if|agar)\b`;
const SOMEONE_ELSES_QUESTION = new RegExp(`${OTHERS_ASKED}|${ASKED_IN_GENERAL}`, 'i');
/** The customer says the mind is made up: "I have decided", "my mind is made up". */
const DECIDED = /\b(?:i|we)\s*(?:have|'ve)\s+(?:already\s+|firmly\s+)?decided\b|\bmy mind is made up\b|\bdecision is final\b/i;
/** Sentences of the message read for a thought: the one the cancelling is wished in and the two after it. */
const THOUGHT_SENTENCES = 3;

/** The customer wishes to cancel their policy and, in the same breath, wonders whether to (see SECOND_THOUGHT). */
export function weighsCancelling(text: string): boolean {
  const t = normalise(text);
  if (!POLICY_NAMED.test(t) || SOMEONE_ELSES_QUESTION.test(t) || DECIDED.test(t)) return false;
  const sentences = t.split(SENTENCE_BREAK);
  return sentences.some((sentence, i) => CANCEL_WISHED.test(sentence) && !ANOTHER_THING_CANCELLED.test(sentence)
    && isASecondThought(sentences.slice(i, i + THOUGHT_SENTENCES).join(' ')));
}

/** Whether the words hold a second thought about cancelling ("or should I wait?", "ya ruk jaun?"). */
export function isASecondThought(text: string): boolean {
  return SECOND_THOUGHT.test(normalise(text).replace(WAITS_FOR_WHAT_FOLLOWS, ' '));
}

/** Something else than the policy cancelled in its place: "… Cancel my auto-debit mandate instead." */
const SOMETHING_ELSE_INSTEAD = /\b(?:cancel|stop|band)\w*\s+(?:(?:the|my|this|that)\s+)?(?:[\w-]+\s+){0,2}?(?:auto[- ]?debit|autopay|mandate|nach|ecs|standing instruction|si|rider|add-?on|card|subscription|emi|sip)\b[^.?!]{0,30}\binstead\b|\binstead\b[^.?!]{0,20}\b(?:cancel|stop|band)\w*\s+(?:(?:the|my|this|that)\s+)?(?:[\w-]+\s+){0,2}?(?:auto[- ]?debit|autopay|mandate|nach|ecs|standing instruction|si|rider|add-?on|card|subscription)\b/i;

/** Whether a policy the customer wished cancelled is theirs to cancel, not refused, nor offered as the other way to something. */
function aboutCancellingOnesOwnPolicy(text: string): boolean {
  const t = normalise(text);
  return ![REFUSES_CANCELLING, CANCEL_AS_AN_ALTERNATIVE, REPORTED_ORDER, REPORTED_ORDER_HI, DISOWNED, SOMETHING_ELSE_INSTEAD].some((re) => re.test(t)) && !namesOthersPolicy(t)
    && !(THEIR_POLICY.test(t) && !WRITES_AS_THE_HOLDER.test(t));
}

/**
 * An order to cancel in a letter's formal words: "I hereby demand immediate cancellation of my policy", "kindly process
 * the cancellation of my health policy". Such words are as often a template, a draft or a relative's letter as the
 * customer's own decision: confirmed with the figure first, never acted on at once. Not inside a question, nor after a
 * word that makes it a supposition or a time ("once I demand cancellation…").
 */
const FORMAL_ORDER = /\b(?:(?:i|we)\s+(?:hereby\s+)?demand|(?:please|pls|plz|kindly)\s+(?:process|initiate|effect|arrange|carry out|proceed with|go ahead with|do))\s+(?:the\s+|an?\s+)?(?:immediate\s+|urgent\s+)?cancellation\s+of\s+(?:my|our)\s+(?:(?!(?:auto\w*|surrender|loan|rider|top-?up|claim|renewal|request|reminder|mandate|si|nach|ecs|card|account)\b)[\w-]+\s+){0,3}?(?:policy|plan|insurance|cover|mediclaim)\b(?=\s*(?:$|[.,;!]|and\b|with\b|today\b|immediately\b|at once\b|asap\b|no\.?\s|number\b|pol[\s-]|bearing\b|\(|w\.?e\.?f))/i;
const FORMAL_ORDER_SUPPOSED = /\b(?:once|when|if|after|before|how|what|whether|why|should|would|could|can)\b[^.!?]{0,60}$/i;
function ordersInFormalWords(t: string): boolean {
  return t.split(SENTENCE_BREAK).some((sentence) => {
    const order = FORMAL_ORDER.exec(sentence);
    // (Not quoted: an order in quotes is a wording shown, not given.)
    const quoted = ((order === null ? '' : sentence.slice(0, order.index)).match(/["“”]/g) ?? []).length % 2 === 1;
    return order !== null && !quoted && !sentence.trim().endsWith('?') && !FORMAL_ORDER_SUPPOSED.test(sentence.slice(0, order.index));
  });
}
/** Words that stop a formal order short: a pause, a second thought, a step first ("hold on", "let it continue", "but first tell me…"). */
const STOPS_SHORT = /\b(?:hold on|on second thoughts?|let it (?:continue|run|be)|ignore (?:this|that|my)|but first|before that|first tell|after (?:my|the|i|we)|let me (?:check|think|ask|confirm|discuss)|no,? wait|wait,? no|just kidding|(?:i|we) will (?:talk|speak|discuss|check) (?:to|with)|this is (?:the|a|my) (?:letter )?(?:format|template|draft|sample)|format|template|draft|sample|specimen|is (?:this|it|that) (?:ok|okay|fine|correct|right|proper))\b|\b(?:form|letter|format|template|draft|sample)\s+(?:that\s+)?(?:says|saying|reads|reading|with)\b|\b(?:i|we)\s+(?:do not|don'?t|dont)\s+(?:really\s+)?(?:want|wish)\s+to\b(?=\s*(?:[.!,;]|$))|\b(?:told|asked|instructed|forced|pressuri[sz]ed)\s+(?:by\s+\S+(?:\s+\S+)?\s+)?to\s+(?:say|write|send|type)\b/i;

/**
 * A wish to cancel that only partly read grammar tells, or that is weighed as it is told: never a cancellation on its
 * own, always asked first.
 */
export function wishesToCancelUnclearly(text: string): boolean {
  if (weighsCancelling(text)) return aboutCancellingOnesOwnPolicy(text);
  const t = normalise(text);
  // (Looked at before a plain order: "I hereby demand immediate cancellation … under the free look clause" reads as both.)
  if (ordersInFormalWords(t)) return aboutCancellingOnesOwnPolicy(t) && !STOPS_SHORT.test(t)
    && ![HEDGED, NOT_YET, ASKS_HOW, ALREADY_CANCELLED].some((re) => re.test(t));
  if (asksToCancelNow(text)) return false;
  const wish = WISH_IN_ANOTHER_LANGUAGE.exec(t);
  // A reason for the wish told with a "not" ("mane gamti nathi": I don't like it; "zaroorat nahi": no need of it) is no
  // doubt about cancelling; any other "not", doubt or later time is.
  if (!wish || WISH_THEN_ASKED.test(t.slice(wish.index + wish[0].length)) || NOT_A_PLAIN_WISH.test(t.replace(REASON_WITH_A_NOT, ' '))) return false;
  // The wish's own sentence is no question ("… cancel pannunga. Free look la refund evvalavu varum?" asks only after it).
  const sentenceEnd = /[.!?]/.exec(t.slice(wish.index + wish[0].length));
  if (sentenceEnd?.[0] === '?') return false;
  return ![HEDGED, NOT_YET, ASKS_HOW, ALREADY_CANCELLED, REFUSES_CANCELLING, DISOWNED].some((re) => re.test(t)) && !namesOthersPolicy(t);
}

/**
 * The customer says not to, or that it is someone else's wish or someone else's policy: "do not cancel it", "no
 * intention to cancel", "my agent is pushing me to cancel", "papa ki policy band karni hai", "my brother's policy"; in
 * other Indian languages "cancel korte chai na", "cancel karni nahi", "cancel pannanum venaam", "cancel cheyyanda".
 */
const REFUSES_CANCELLING = /\b(?:never|not|didn'?t|did not|have not|haven'?t)\s+(?:ever\s+)?(?:ask|asked|request|requested|told|tell|said|applied)\s+(?:you\s+|anyone\s+|anybody\s+|for\s+(?:a\s+|any\s+)?)?(?:to\s+)?(?:cancel|terminate|surrender|cancellation)\w*\b(?!\s+(?:(?:of\s+)?(?:my|the|this|that|our)\s+)?(?:auto[- ]?debit|autopay|mandate|nach|ecs|rider|add-?on|card|subscription))|\bwhy (?:did|have|has) (?:you|u|the company|your \w+) (?!(?:not|never|yet|still)\b)(?:\w+\s+)?(?:cancel|cancelled|terminated|terminate)\b|\b(?:thi|tha|the)\s+(?:lekin|par|magar|but)\s+ab\s+(?:nahi|nahin|nhi)\b|\b(?:will not|won'?t|wont|shall not|would not|wouldn'?t|do not|don'?t|dont|does not|doesn'?t|never|not going to|no need to|not want to|not wish to)\s+(?:\w+\s+){0,2}?(?:cancel|terminate|surrender)\w*\b|\bcancel\w*\s+(?:korte|korbo|kora)\s+(?:chai|chaai|chaichi)\s*(?:na|ni|nei)\b|\b(?:cancel|band|block)\w*\s+(?:karna|karni|karwani|karwana|karvani|karvana|kijiye|karo|karwaiye|karvaiye|karwao|karvao|karwa(?:\s+do|\s+dijiye)?|kar(?:\s+do|\s+dijiye)?)\s+(?:mat|nahi|nahin|nhi)\b|\b(?:mat|nahi|nahin|na)\s+(?:cancel|band)\s+(?:karo|kijiye|karwao|karwaiye|karna|karwana)\b|\bcancel\w*\s+(?:pannanum|panna|pannuradhu)\s+(?:venaam|vendam|illa)\b|\bcancel\w*\s+(?:cheyyanda|cheyyenda|cheyyanam ennilla|cheyyoddu|cheyyakandi|maadbeda|maadabedi|karaycha nahi|karaychi nahi|nako|karvi nathi|karvu nathi)\b|\b(?:do not|don'?t|dont|never|please don'?t|no need to|no intention (?:to|of)|no plans? (?:to|of)|not planning (?:to|on)|refuse to|(?:pushing|asking|forcing|telling|advising|pressuri[sz]ing|wants?|told|asked) (?:me|us) to) (?:want to )?(?:cancel|return|surrender|close)\w*\b/i;
/** The same with a relative named in another Indian language: "amma policy", "appa oda policy", "ente achante policy", "amar babar policy". */
const OTHERS_POLICY_REGIONAL = /\b(?:amma|ammoda|ammavoda|ammayude|amme|appa|appavoda|appan\w*|achan\w*|acchan\w*|babar|baba|bapu|mayer|maa'?r|aai|aaich[ai]|babanch[ai]|thatha|thathavoda|paati|ajji|ajja|aaji|aajoba|chechi|chechiyude|chettan\w*|annan|anna(?:voda|yude)|akka|akkavoda|didir|dadar|bhaiyer)\b(?:\s+(?:oda|da|de|di|er|ki|ka|ke|chi|cha|che|ude|inte|gaaru|garu))?\s+(?:\w+\s+)?(?:policy|plan|insurance|bima)\b/i;
/** The relatives a policy may be held by instead of the customer. */
const RELATIVE = String.raw`(?:husband|wife|son|daughter|father|mother|dad|mom|mum|papa|mummy|brother|sister|parents?|(?:father|mother|brother|sister|son|daughter)-in-law|in-laws?|grand(?:father|mother|son|daughter)|uncle|aunt|aunty|cousin|nephew|niece|friend|relative)`;
/**
 * A policy told as held by a relative: sold or issued to them ("the policy was sold to my mother", not "the policy for
 * the car my son drives"), in their name ("in my wife's name"), asked for on their behalf ("on behalf of my father"), or
 * ordered cancelled for them ("cancel the health policy for my daughter").
 */
const RELATIVES_HOLDING = new RegExp([
  String.raw`\b(?:polic(?:y|ies)|plan|insurance|cover|mediclaim|bima)\b(?:(?!\b(?:car|vehicle|bike|scooter|house|home|flat|shop)\b)[^.!?]){0,30}\b(?:sold|issued|given|made|taken)\s+(?:to|in the name of)\s+(?:my\s+)?${RELATIVE}\b(?!(?:'s|’s)|\s+(?:and|&)\s+(?:me|myself)\b|\s+jointly|\s+together)`,
  String.raw`\b(?:polic(?:y|ies)|plan|insurance|cover|mediclaim|bima)\b[^.!?]{0,40}\bin\s+(?:my\s+${RELATIVE}(?:'s|’s)?\s+name|the name of\s+my\s+${RELATIVE})\b(?!\s+(?:and|&)\s+(?:me|mine|myself)\b|\s+jointly|\s+together)`,
  String.raw`(?:^\W*|\b(?:writing|write|written|sent|typed|asking|ask|requesting|request|messaging|applying|apply|contacting you|mailing|this is)\b[^.!?]{0,20}\b)on behalf of\s+(?:my\s+)?${RELATIVE}\b`,
  String.raw`\b(?:cancel|terminate|surrender|close|band)\w*\s+(?:(?:my|the|this|that|our)\s+)?(?:\w+\s+)?(?:polic(?:y|ies)|plan|insurance|cover|mediclaim)\s+(?:for|of)\s+my\s+${RELATIVE}\b(?!'s|’s)`,
  // Who signs: "Signed, Ramesh (son of the policyholder)".
  String.raw`\b${RELATIVE}\s+of\s+the\s+(?:policy\s*holder|policyholder|insured|proposer|life assured)\b`,
].join('|'), 'i');
/** The customer says the policy is theirs, whoever it covers: "I am the proposer", "the policy is mine / in my name". */
const HOLDS_IT_THEMSELVES = /\b(?:i am|i'm|im)\s+the\s+(?:proposer|policy\s*holder|policyholder|owner|holder)\b|\bpolicy is (?:mine|in my (?:own )?name)\b|\bin my (?:own )?name\b/i;
/** Someone else's policy named: the customer's relative's, another company's, or one a relative holds. */
function namesOthersPolicy(t: string): boolean {
  return OTHERS_POLICY.test(t) || OTHERS_POLICY_REGIONAL.test(t) || (RELATIVES_HOLDING.test(t) && !WRITES_AS_THE_HOLDER.test(t) && !HOLDS_IT_THEMSELVES.test(t));
}
const OTHERS_POLICY = /\b(?:dusri|doosri|dusre|doosre|other|another|alag)\s+(?:company|insurer|bima company|insurance company)\b|\b(?:papa|pappa|mummy|maa|bhai|bhaiya|behen|didi|pati|patni|beta|beti|father|mother|dad|mom|brother|sister|wife|husband|son|daughter|friend|dost|uncle|aunt|aunty)(?:'s|’s)?\s+(?:ki|ka|ke\s+)?\s*(?:\w+\s+)?(?:policy|plan|bima|insurance)\b/i;

const DISSATISFIED = /\bnot (?:at all |really |very )?(?:satisfied|happy|ok|okay|convinced|acceptable)\b|\b(?:dissatisfied|unsatisfied|unacceptable)\b|\bi want to (?:complain|escalate)\b|\b(?:raise|file|lodge|register|make|log)\s+(?:a |an |my )?(?:formal )?complaint\b|\bescalate\b|\bsantusht nahi\b|\bkhush nahi\b|\bcomplaint (?:karna|darj|register|kar|korte|korbo|karaychi|karaycha|karaychay|pannanum|panna|cheyali|cheyyali|maadbeku)\b|\bshikayat\b/i;

/** People who are not ours, told of in a sentence of their own: the hospital's, a shop's, the police. */
const THIRD_PARTY = String.raw`\b(?:hospital|doctors?|nurses?|merchant|shop\w*|restaurant|police|driver|hotel|airline|courier|delivery)\b`;
const STAFF = String.raw`(?:staff|manager|employee|executive|officer|agent|surveyor|inspector|assessor|loss adjuster|adjuster|tpa|field (?:officer|executive|staff)|recovery agent|cashier|guard|teller|clerk|official|branch head|people at (?:the|your) branch|branch (?:wale|wala|wali|ke log|waalon)(?: ne)?|lady|gentleman|man|woman|person|karmachari|babu) ?`;
const MISCONDUCT = String.raw`(?:conduct|mis[- ]?s(?:old|ell\w*)|lied|lying|false (?:promise|assurance|commitment)s?|cheat\w*|bribe\w*|asked (?:\w+ ){0,3}for (?:cash|money|a bribe)|demanded (?:cash|money)|shout\w*|yell\w*|scream\w*|rude\w*|misbehav\w*|abus\w*|insult\w*|humiliat\w*|harass\w*|threaten\w*|mistreat\w*|disrespect\w*|misguid\w*|refused to (?:help|listen|talk|attend|serve)|threw|thrown|flung|bura (?:behave|bartav|bartaav|vyavhar)|badtameez\w*|badtamiz\w*|chilla\w*|daant\w*|gaali|opoman\w*|apoman\w*|apman\w*|apmaan\w*|avamanam\w*)`;
/**
 * Displeasure with the bank's service or its people, with no event of money: "I am very unhappy with your service",
 * "the branch manager SHOUTED at my mother", "pathetic customer support".
 */
const SERVICE_GRIEVANCE = [
  /\b(?:unhappy|disappointed|disgusted|frustrated|annoyed|upset|angry|fed up|sick and tired)\b.{0,30}\b(?:with|by|about|at|of)\b.{0,20}\b(?:service|services|bank|staff|branch|team|support|response|behaviou?r|treatment|company|insurer|experience)\b/i,
  /\b(?:pathetic|worst|horrible|terrible|useless|rubbish|shameful|disgraceful|poor|bad|third[- ]class)\s+(?:customer\s+)?(?:service|support|bank|behaviou?r|response|treatment|experience|staff)\b/i,
  // (Not someone else's people told of in between: "… to your TPA desk on the 8th. The hospital billing people were rude".)
  new RegExp(String.raw`\b${STAFF}s?\b.{0,60}(?<!${THIRD_PARTY}[^.!?]{0,40})\b${MISCONDUCT}\b|\b${MISCONDUCT}\b.{0,60}\b${STAFF}s?\b`, 'i'),
  // The phone line failing the customer: "your call centre kept me on hold for 45 minutes and disconnected three times".
  /\b(?:call ?cent(?:re|er)|customer care|helpline|help line|toll[- ]free(?: number)?|ivr|phone banking|contact cent(?:re|er))\b.{0,80}\b(?:on hold|hold for|disconnect\w*|hung up|hangs? up|cut the call|call (?:got |was )?cut|(?:nobody|no one|no-one) (?:picks?|picked|answers?|answered)|not (?:picking|answering|reachable|responding)|never (?:answers?|picks?|picked|answered))\b/i,
  // Action asked against someone: "this is cheating / mis selling. i want action against him".
  /\b(?:action|complaint|case) (?:(?:recorded|registered|filed|taken|lodged) )?against (?:him|her|them|(?:this|that|the|your) (?:man|woman|lady|person|agent|staff|employee|officer|manager|executive|surveyor|cashier|clerk|teller)(?: member)?)\b/i,
  // A complaint about the service asked for in so many words: "I want to register a formal complaint about this service".
  /\b(?:formal |official |written )?complaint (?:about|against|regarding|on) (?:this|the|your) (?:service|behaviou?r|treatment|staff|branch|call ?cent(?:re|er)|customer care|helpline)\b/i,
];

/** Displeasure told in general ("very disappointed with your bank lately", "very unhappy"), not of the staff's conduct. */
const DISPLEASURE = [
  SERVICE_GRIEVANCE[0]!, SERVICE_GRIEVANCE[1]!,
  /\b(?:i am|i'm|im|am|we are|feeling)?\s*(?:very|so|really|extremely|totally|highly)\s+(?:unhappy|disappointed|upset|frustrated|annoyed|angry|dissatisfied)\b/i,
];

/** The message without its displeasure in general: what is left tells whether any trouble was named. */
export function withoutDispleasure(text: string): string {
  return DISPLEASURE.reduce((t, re) => t.replace(new RegExp(re.source, 'gi'), ' '), normalise(text));
}

/** The customer complains of the service or of how staff treated them (not of a payment). */
/** The app or the website failing the customer: "ur app crashs evry time i open the credit card section". */
const APP_TROUBLE = /\b(?:app|application|website|site|net ?banking|mobile banking|portal)\b.{0,50}\b(?:crash\w*|keeps? (?:closing|freezing|hanging|logging me out)|hangs?|freez\w*|not (?:working|opening|loading|responding)|does ?n[o']?t (?:work|open|load)|won'?t (?:open|load|work)|stuck|shows? (?:an? )?error)\b/i;
/** Money told as gone beside it: then the app's failure is how a failed payment is told ("crashed while I was paying 2500"). */
const MONEY_GONE = /\b(?:debited|deducted|cut|kat\w*|gone|lost|charged|paying|paid|transferr\w*|sending|sent)\b|(?:rs\.?|inr|₹)\s?\d|\d{3,}/i;

export function complainsOfService(text: string): boolean {
  const t = normalise(text);
  return SERVICE_GRIEVANCE.some((re) => re.test(t)) || (APP_TROUBLE.test(t) && !MONEY_GONE.test(t));
}

/** Our people only: not "a man", "a person" (a thief is no one of ours), nor a recovery agent. */
const OUR_PEOPLE = String.raw`(?:staff|manager|employee|executive|officer|(?<!recovery )agent|surveyor|inspector|assessor|cashier|teller|clerk|official|branch head|representative|customer care)`;
const CONDUCT = new RegExp(String.raw`\b${OUR_PEOPLE}s?\b.{0,60}\b${MISCONDUCT}\b|\b${MISCONDUCT}\b.{0,60}\b${OUR_PEOPLE}s?\b`, 'i');
/** Something asked to be done about a loss: then the message is a claim or a request, whatever grievance it also tells. */
const ASKS_TO_ACT = /\b(?:block\w*|freeze|cancel\w*|refund\w*|revers\w*|return (?:it|the policy|my policy)|free[ -]?look|register the claim|settle (?:it|my|the)|stolen|stole|snatch\w*|lost|debited|deducted|kat gaye|kat gaya)\b/i;

/**
 * A grievance about how someone of ours behaved, and nothing asked to be done about money or a card: "the surveyor was
 * rude to my wife and hinted the claim would go faster…", "the manager shouted at me".
 */
export function complainsOfConduct(text: string): boolean {
  const t = normalise(text);
  return CONDUCT.test(t) && !ASKS_TO_ACT.test(t);
}

/** The customer is not satisfied with an answer or wants to complain. */
export function isDissatisfied(text: string): boolean {
  return DISSATISFIED.test(normalise(text));
}

/** The message without its words of dissatisfaction ("I'm not satisfied with this answer" tells of no event). */
export function withoutDissatisfaction(text: string): string {
  return normalise(text).replace(EVERY_DISSATISFIED, ' ');
}
const EVERY_DISSATISFIED = new RegExp(DISSATISFIED.source, 'gi');

const CONTACT_FIELD = '(?:mobile|phone|cell|contact|whatsapp)(?: no\\.?| number| num)?|email(?: id| address)?|e-mail|address|nominee|name|signature|kyc|pan|aadhaa?r|date of birth|dob|communication address';
const SERVICE_CHANGE = [
  new RegExp(`\\b(?:update|change|modify|correct|register|replace|link|add|edit|amend|badal|badalna|badlo)\\w*\\s+(?:\\w+\\s+){0,3}(?:${CONTACT_FIELD})\\b`, 'i'),
  new RegExp(`\\b(?:${CONTACT_FIELD})\\b.{0,60}\\b(?:update|change|modify|correct|badal|badalna|badlo)\\w*`, 'i'),
  /\b(?:add|ad|make|name|register|appoint|put|keep|update|change|include)\w*\b.{0,50}\bas (?:the |my |our |a )?(?:new )?(?:nominee|nomine|nomini|nominie)\b/i,
  new RegExp(`\\b(?:new|naya|nayi|naye) (?:${CONTACT_FIELD})\\b.{0,80}\\b(?:update|change|register|link|record|add|replace|use)\\w*`, 'i'),
  /\b(?:send|need|want|issue|request|order|chahiye|share|email|mail|give)\w*\b.{0,30}\b(?:statement|cheque ?book|check ?book|passbook|policy copy|copy of (?:my|the) policy|certificate|duplicate policy|receipts?|charged? ?slips?|invoices?|(?:transaction|payment) (?:slip|advice|proof|confirmation)s?)\b/i,
  // The document first, then the wish, as Hindi and other Indian languages put it: "navin cheque book pahije" (Marathi),
  // "statement beku" (Kannada), "passbook venum" (Tamil), "cheque book lagbe" (Bengali), "statement bhej do".
  /\b(?:statement|cheque ?book|check ?book|passbook|policy copy|certificate|duplicate policy|receipts?)\b.{0,30}\b(?:chahiye|chaiye|pahije|paije|beku|kaavali|kavali|venum|vendum|lagbe|joie|joiye|needed|required|bhejo|bhej do|pathva|pathvaa|kalisi|anuppunga)\b/i,
  // The document alone, in shorthand: "stmt last 3 months pls", "cheque book pls" (not "statement is wrong").
  /^\W*(?:(?:a|an|the|one|new|another)\s+)?(?:(?:my|a\/c|account|bank|e-?)\s*)?(?:statement|stmt|passbook|cheque ?book|chequebook)\b(?![^?]*\b(?:wrong|error|incorrect|not|missing|mistake|galat|why|shows?|charge[sd]?|fees?|reverse|refund|debit\w*|deduct\w*|bal|balance|rs|inr)\b)(?![^?]*(?:₹|\d{3,}))[^?]{0,40}$/i,
  // Hindi in Devanagari: "मुझे अपना पता बदलवाना है", "नया मोबाइल नंबर अपडेट कर दीजिए", "नॉमिनी बदलना है".
  /(?:पता|पते|मोबाइल नंबर|फ़ोन नंबर|फोन नंबर|ईमेल|नॉमिनी|नामिनी)\s*(?:\S+\s+){0,3}?(?:बदल|अपडेट|बदलवा)|(?:नया|नई|नए) (?:पता|मोबाइल नंबर|फ़ोन नंबर|फोन नंबर|ईमेल|नॉमिनी)/,
];

/** "How do I change my number?" asks how, it does not ask us to do it. */
const HOW_TO = /\b(?:how (?:do|can|should|to|would)|where (?:do|can|should)|what is the (?:process|procedure)|is it possible to|process (?:to|for)|kaise)\b/i;
/** Words that turn a service request into a complaint about it not being done ("still not updated after two weeks"). */
const NOT_DONE = /\b(?:still|yet to|despite|refused|even after|no one|nobody|again and again|multiple times|several times)\b|\bnot (?:yet )?(?:been )?(?:done|updated|changed|processed|received)\b|\b(?:abhi tak|ab tak)\b/i;

/** The customer asks for a change to their details or a document ("please update my new mobile number"), not a claim. */
export function asksForServiceChange(text: string): boolean {
  const t = normalise(text);
  return SERVICE_CHANGE.some((re) => re.test(t)) && !NOT_DONE.test(t) && !HOW_TO.test(t);
}

/** How to change their details, asked ("I want to change nominee to my daughter later, what is the process?"). */
export function asksHowToChange(text: string): boolean {
  const t = normalise(text);
  return SERVICE_CHANGE.some((re) => re.test(t)) && HOW_TO.test(t);
}

/** The customer complains that a change to their details was not done or refused ("still not updated", "refused to update"). */
export function complainsChangeNotDone(text: string): boolean {
  const t = normalise(text);
  return SERVICE_CHANGE.some((re) => re.test(t)) && NOT_DONE.test(t) && !HOW_TO.test(t);
}

/** A day that is not today: a date, "next month", a weekday, "tomorrow", the renewal. */
const LATER = '(?:the\\s+)?(?:\\d{1,2}(?:st|nd|rd|th)?\\b(?!\\s*(?:days?|years?|months?|weeks?|hours?)\\b)|(?:next|this|coming)\\s+(?:month|week|year|renewal|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:jan|feb|mar|apr|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\b|tomorrow|renewal|month end|year end)';

/** A later time told anywhere in the message: "end of the month", "next month", "agle mahine". */
const LATER_TOLD = /\bend of (?:the |this )?(?:month|year)\b|\b(?:agle|next) (?:mahine|hafte|saal|month|week|year)\b/i;

/** What the customer ties a cancellation to: more than a rule gives, a condition, or a later date. */
const CANCEL_CONDITIONS: { term: CancellationTerm; re: RegExp }[] = [
  {
    term: 'whole_amount',
    re: /\b(?:full|entire|whole|complete|total|100 ?%|every)\s+(?:refund|premium|amount|money|payment|paisa|rupee)\b|\ball (?:of )?(?:my|the) (?:money|premium|amount|payment)\b|\b(?:pura|poora|pora|poori|puri|pure|poore|sara|saara|sare|saare|sab|pure ke pure)\s+(?:ka ?)?(?:paisa|paise|paisay|premium|amount|rakam|refund)\b|\bwithout (?:any )?deductions?\b|\bno deductions?\b|\b(?:full|entire|whole|complete|total)\s+(?:₹\s?|rs\.?\s?|inr\s?)?\d[\d,]*(?:\.\d+)?\b|\b(?:no|without|don'?t|do not)\b[^.;?!]{0,25}\b(?:cut|cuts|cutting|deduct\w*|stamp duty|risk premium)\b|\bignore\b[^.;?!]{0,20}\b(?:rules?|deductions?|charges?)\b|(?:पूरा|पूरे|पूरी|सारा|सारे|सारी)\s+(?:का\s+)?(?:money|premium|refund|रकम|राशि)|बिना (?:किसी )?कटौती/i,
  },
  {
    term: 'conditional',
    re: /\b(?:only if|if and only if|provided(?: that)?|as long as|on (?:the )?condition|unless|but only|sirf tab|tabhi|to hi|tab hi)\b|(?:सिर्फ|केवल)? ?तभी|बशर्ते|शर्त पर/i,
  },
  {
    term: 'later_date',
    re: new RegExp(
      `\\b(?:starting|effective|with effect from|w\\.?e\\.?f\\.?|at the end of)\\s+${LATER}|\\b(?:cancel|terminate|surrender|close|band)\\w*\\b[^.;?!]{0,30}?\\b(?:from|on|after|by)\\s+${LATER}`
        + '|\\b(?:kal|parso) se\\b|\\btarikh se\\b|अगले (?:महीने|हफ्ते|हफ़्ते|साल) से|(?:कल|परसों|तारीख) से',
      'i',
    ),
  },
];

/**
 * A condition inside the order's own sentence: "cancel my policy if the refund is above 5,000", "agar paisa pura mile to
 * band kar do", "when my loan closes, cancel the policy". Not a manner ("if possible today", "if required", "if any").
 */
const IF_IN_THE_ORDER = /\b(?:if|agar|in case|incase)\b(?!\s+(?:possible|any|applicable|required|needed|necessary|so|not|feasible|you (?:can|could|please|may)|u can))|\b(?:when|once|as soon as)\s+(?:my|the|our|i|we|it|this|that)\s+(?:\w+\s+){0,3}?(?!(?:was|were|got|had|did|has|have)\b)(?:closes?|ends?|is|are|gets?|comes?|finish\w*|complete\w*|matures?|expires?|arrives?|starts?|returns?|settles?|clears?)\b/i;
/** The sentence an order to cancel is in. */
const CANCEL_VERB = /\b(?:cancel\w*|terminat\w*|surrender\w*|band\s+kar\w*)\b/i;
function conditionInTheOrder(t: string): boolean {
  return t.split(SENTENCE_BREAK).some((sentence) => CANCEL_VERB.test(sentence) && !sentence.trim().endsWith('?') && IF_IN_THE_ORDER.test(sentence));
}

/** "Cancel it, but I want all my money back": what the customer ties the cancellation to (empty for a plain request). */
export function cancellationConditions(text: string): CancellationTerm[] {
  const t = normalise(text);
  const terms = CANCEL_CONDITIONS.filter((c) => c.re.test(t)).map((c) => c.term);
  if (!terms.includes('conditional') && conditionInTheOrder(t)) terms.push('conditional');
  // A later time told beside the order ("…, moving abroad next month", "cancel it today … end of the month is better"):
  // today, or then? Asked before cancelling, whatever "today" was also said.
  if (!terms.includes('later_date') && (LATER_TOLD.test(t) || (NOT_YET.test(t) && !CANCEL_AT_ONCE.test(t)))) terms.push('later_date');
  return wishesToCancelUnclearly(text) ? [...terms, 'wish_unclear'] : terms;
}

/** Asking for money back or a dispute, as a verb ("raise a dispute", "file a complaint", "claim it", "block it"). */
const CLAIMING = String.raw`(?:raise|file|lodge|register|log|submit|report|dispute|complain|claim|escalate|block|go\s+for|ask\s+for|apply\s+for|request|take\s+(?:it\s+|this\s+)?up)\w*`;
/** Waiting instead: "wait", "hold off", "leave it", "let it be", "give it a few days", "not", "will it come back on its own". */
const WAITING = String.raw`(?:(?:wait|hold|leave|let|give\s+it|not|ignore)\b|will\s+(?:it|the\s+(?:money|amount|refund))\s+(?:\w+\s+){0,2}?(?:come\s+back|be\s+(?:reversed|refunded|credited|returned)|get\s+(?:reversed|refunded|credited|returned)|reverse|auto\w*))`;
const I_ASK = String.raw`(?:should|shall|must|can|do|shd)\s+(?:i|we)\s+`;
/** Hinglish "should I do it": "karu", "karun", "kru", "karoon", "karna chahiye". */
const KARUN = String.raw`(?:karu|karun|karoon|karoo|kru|krun|kar du|kar doon|kar dun|karna chahiye|karni chahiye|daalu|daalun|dalun|dalu)`;
/**
 * The customer weighs whether to claim at all: "should I raise a dispute or wait for IRCTC to refund?", "should I wait
 * for the reversal or file a complaint?", "… or should I just wait?", "complaint karu ya wait karu?", "is it worth
 * raising a dispute?", "not sure whether to complain", "advise me whether I should dispute it". Not "how long should I
 * wait?" (a question about the time), nor "should I go to the ombudsman or will you refund?" (pressing for the money).
 */
const WEIGHS_CLAIMING = new RegExp([
  String.raw`\b${I_ASK}(?:(?:just|now|still|also|really|first|then)\s+)?(?:need\s+to\s+)?${CLAIMING}\b[^.?!]{0,60}?\b(?:or|ya)\s+(?:${I_ASK})?(?:is\s+it\s+(?:better|best|wiser|advisable)\s+(?:to\s+)?)?(?:(?:just|simply|better|rather)\s+)?${WAITING}`,
  String.raw`\b${I_ASK}(?:(?:just|simply)\s+)?(?:need\s+to\s+)?wait\b[^.?!]{0,80}?\b(?:or|ya)\s+(?:${I_ASK})?(?:just\s+)?(?:need\s+to\s+)?${CLAIMING}\b`,
  String.raw`\bor\s+(?:(?:should|shall|do|must|shd)\s+(?:i|we)\s+)?(?:(?:just|simply|better)\s+)?wait\b[^.!?]{0,60}\?`,
  String.raw`\b(?:should|shall|shd)\s+(?:i|we)\s+(?:(?:just|simply)\s+)?(?:keep\s+)?wait(?:ing)?\s*(?:\?|$)`,
  String.raw`\b(?:should|shall|shd)\s+(?:i|we)\s+(?:(?:really|even)\s+)?(?:raise|file|lodge|register)\s+(?:a\s+|an\s+)?(?:dispute|complaint|claim|chargeback)\b[^.!?]{0,30}\?`,
  String.raw`\b(?:is it|would it be)\s+(?:even\s+)?worth\s+(?:raising|filing|disputing|complaining|claiming|reporting)\b|\b(?:not sure|unsure|don'?t know|do not know|confused)\s+(?:whether|if)\s+(?:to|i should|we should)\s+(?:\w+\s+)?${CLAIMING}\b`,
  // (Advice asked alone, "what do you suggest??", is a plea for help with the trouble told, not a doubt about claiming.)
  String.raw`\b(?:advise|guide|suggest|tell)\s+(?:me|us)\s+(?:whether|if)\s+(?:i|we)\s+(?:should|need to)\b`,
  String.raw`\b(?:complaint|complain|dispute|claim|shikayat|refund|block)\s+(?:(?:raise|file|darj|register|daal)\s+)?${KARUN}\s+(?:ya|yaa|kya)\b|\bkya\s+(?:mujhe|hume|humein)\s+(?:\w+\s+){0,2}?(?:complaint|dispute|shikayat|claim)\s+(?:karni|karna|darj karni|darj karna)\s+chahiye\b`,
  String.raw`\b(?:ya|yaa)\s+(?:wait|intezaar|intezar|intazaar|intajar|ruk)\w*\s+(?:${KARUN}|karein|karen|kare|jaun|jau|jaoon|jaaun)\b|\bwait\s+${KARUN}\s+(?:ya|yaa)\b`,
].join('|'), 'i');
/** How long to wait is a question about the time, not about whether to claim. */
const HOW_LONG_TO_WAIT = /\b(?:how (?:long|many (?:days|hours|weeks))|till when|until when|kitne din|kab tak)\b[^.?!]{0,30}\bwait\w*/gi;
/** A condition on the money ("reverse the fee ONLY if it doesn't use my yearly waiver", "sirf agar …"). */
const MONEY_CONDITION = /\b(?:only if|only when|if and only if|provided (?:that|it|this|you)|as long as (?:it|this|that|you)|on (?:the )?condition (?:that|of)|unless (?:it|this|that)\s+(?:uses|is|was|has|does|would|will)|sirf (?:tab|agar)|tabhi jab)\b|बशर्ते|शर्त पर|(?:केवल|सिर्फ) तभी/i;
/**
 * The request the condition is put on, made in its own sentence ("Refund the fee…", "please reverse…", "I want you to
 * block…", "wapas karo"); not what the bank is said to do ("my grandson told me the bank will refund only if I complain").
 */
const REQUESTED = /(?:^\W*|[:;,–-]\s*|\b(?:please|pls|plz|kindly|can you|could you|i want|i need|i would like|we want|want you to|need you to)\s+(?:to\s+)?(?:\w+\s+){0,2}?)(?:refund|reverse|revert|credit|return|waive|block|file|raise|lodge|pay|process)\w*\b|\b(?:i'?d like|i would like|i want|we want)\b[^.?!]{0,50}\b(?:reversed|refunded|waived|credited|returned|blocked)\b|\b(?:wapas|vapas)\s+(?:karo|kar do|kardo|kar dijiye|kijiye|dilwao|chahiye)\b|वापस\s*(?:करो|कर दो|कर दीजिए|कीजिए|चाहिए)|लौटा\s*(?:दो|दीजिए)/i;
/** Someone else's question, as SOMEONE_ELSES_QUESTION, but not what they asked the customer to do ("my friend asked me to complain"). */
const SOMEONE_ELSES_WEIGHING = new RegExp(`${OTHERS_ASKED}(?!\\s+(?:me|us)\\s+to\\b)|${ASKED_IN_GENERAL}`, 'i');
/** An order told outright beside the weighing ("Block it immediately. Should I file an FIR or not?"): the order stands. */
const ORDERED_OUTRIGHT = /\bblock\s+(?:it|my|the|this)\b[^.?!]{0,60}(?:[.!]|$)|\b(?:card|it)\s+block\s+(?:karo|kar do|kardo|kar dijiye|kijiye)\b/i;

/**
 * What holds back a claim the customer tells (see ClaimHold): a condition on it, in the sentence of the request, or a
 * block ordered for when the card is still not found (conditional); a question whether to claim at all, when nothing is
 * asked outright beside it, or a plea to do nothing yet (undecided). Empty when the claim is told plainly,
 * asked of someone else's case, or the customer says the mind is made up. Devanagari is read spelt in Latin letters too.
 */
export function claimHolds(text: string): ClaimHold[] {
  const own = readingsOf(text).filter((t) => !SOMEONE_ELSES_WEIGHING.test(t));
  const holds: ClaimHold[] = [];
  if (own.some((t) => conditionsTheRequest(t) || blocksWhenNotFound(t))) holds.push('conditional');
  if (own.some((t) => weighsClaiming(t) || standsDown(t))) holds.push('undecided');
  return holds;
}
/** A theft, a fraud or someone else's use told: the card is blocked now, whatever else the message puts off. */
const URGENT_NOW = /\b(?:stolen|stole|snatch\w*|pickpocket\w*|robbed|robbery|someone|somebody|some one|stranger|not me|not mine|never made|fraud\w*|scam\w*|misus\w*|hack\w*|unauthori[sz]ed|chori|kisi ne|kisine)\b|चोरी|किसी ने/i;
/** An order given outright in its own sentence ("Block the card.", "card band karo", "block it right now"). */
const OUTRIGHT_ORDER = /^\W*(?:(?:please|pls|plz|kindly|so|and|but|just|par|aur)\s+)*(?:(?:aap|you)\s+)?(?:block|freeze|hotlist|stop|disable)\s+(?:it|the card|my card|my debit card|my credit card|this card|card)\b|\b(?:card|it)\s+(?:block|band)\s+(?:karo|kar do|kardo|kar dijiye|kijiye)\b|\bblock\s+(?:it|the card|my card|this)\s+(?:right\s+)?(?:now|immediately|at once|asap|turant|abhi)\b|\b(?:just|abhi|turant|immediately)\s+(?:block|freeze|hotlist)\b/i;
const outrightOrderIn = (t: string) => t.split(SENTENCE_BREAK).some((sentence) => OUTRIGHT_ORDER.test(sentence) && !CARD_WHEN_NOT_FOUND.test(sentence));
/**
 * The customer asks us to do nothing yet ("let me check first … don't do anything now", "abhi kuch mat karo"): nothing
 * is blocked or paid until they say so. Not beside a theft or a fraud, nor beside an order given outright.
 */
const STANDS_DOWN = /(?:^|[.!?,;:]\s*|\b(?:please|pls|so|just|and|but)\s+)(?:don'?t|do not|dont)\s+do\s+anything(?:\s+(?:now|yet|for now|right now|till|until)\b|\s*(?:[.!,]|$))|\blet me (?:first\s+)?(?:check|look|search|see|confirm|find out)\b[^.?!]{0,20}\bfirst\b|\blet me (?:check|look|search) first\b|(?:^|[.!?,;:]\s*)(?:abhi|abhi ke liye)\s+(?:kuch\s+)?mat\s+(?:karo|kijiye|karna)\b|(?:^|[।.!?,]\s*)अभी कुछ मत (?:करो|कीजिए|करना)/i;
function standsDown(t: string): boolean {
  return STANDS_DOWN.test(t) && !URGENT_NOW.test(t) && !outrightOrderIn(t);
}
/** Finding the card, yet to be known: "if I can't find it by tonight", "if it does not turn up", "agar nahi mila". */
const NOT_FOUND_YET = String.raw`(?:can'?t|can not|cannot|don'?t|do not|doesn'?t|does not|won'?t|will not)\s+(?:\w+\s+){0,2}?(?:find|locate|trace|turn up|get (?:it|the card|my card) back|recover)`;
/**
 * A block ordered for when the card is still not found ("If I can't find it by tonight, block it", "block it if I
 * don't find it by tomorrow", "agar kal tak nahi mila to block kar dena"): for later, not now. Not beside a theft or a
 * fraud, and not when the block is also ordered outright ("… actually just block it now").
 */
const CARD_WHEN_NOT_FOUND = new RegExp([
  String.raw`\bif\s+(?:i|we|it|the card|my card)\s+(?:still\s+)?${NOT_FOUND_YET}\b(?:(?!\b(?:i|we|you|he|she|they)\b)[^,.?!]){0,40}?(?:,\s*|\s+)(?:then\s+)?(?:(?:please|pls|plz|kindly|you can|you may|go ahead and)\s+)?(?:block|freeze|hotlist)\b`,
  String.raw`\b(?:block|freeze|hotlist)\w*\s+(?:it|the card|my card|this)\b[^.?!,]{0,20}?\bif\s+(?:i|we|it)\s+(?:still\s+)?${NOT_FOUND_YET}\b`,
  String.raw`\bagar\b[^.?!]{0,50}?\b(?:nahi|nahin|na)\s+(?:mila|mile|mili)\b[^.?!]{0,30}?\b(?:to|toh|tab|phir)\s+(?:\w+\s+){0,2}?(?:block|band)\s*(?:kar\s*(?:do|dena|dijiye|dijiyega)|karo|kardo|kijiye|kar\s+dena)\b`,
].join('|'), 'i');
function blocksWhenNotFound(t: string): boolean {
  return t.split(SENTENCE_BREAK).some((sentence) => CARD_WHEN_NOT_FOUND.test(sentence)) && !URGENT_NOW.test(t) && !outrightOrderIn(t);
}
function conditionsTheRequest(t: string): boolean {
  return t.split(SENTENCE_BREAK).some((sentence) => {
    const condition = MONEY_CONDITION.exec(sentence);
    return condition !== null && REQUESTED.test(sentence.slice(0, condition.index).trim());
  });
}
function weighsClaiming(t: string): boolean {
  if (DECIDED.test(t) || !WEIGHS_CLAIMING.test(t.replace(HOW_LONG_TO_WAIT, ' '))) return false;
  const told = withoutQuestions(t);
  return !demandsMoneyBack(told) && !ORDERED_OUTRIGHT.test(told);
}

const CONSENT_NO = /^(?:no|nope|nah|na|nahi|nahin|nai|mat|don'?t|do not|not now|cancel that|stop|never ?mind|leave it|rehne do|rahne do|mat karo|mat kijiye|no thanks?|no thank you|nako|vendam|vendaam|venda|venaam|beda|bedi|illa|ledu|vaddu|nathi)\b/i;
const CONSENT_YES = /^(?:yes|yeah|yep|yup|ya|y|ok|okay|sure|confirm(?:ed)?|go ahead|please do|do it|proceed|agreed?|correct|right|that'?s right|haan|han|haa|ha|haanji|haan ji|ji|ji haan|theek hai|thik hai|thik h|kar do|kardo|kar dijiye|chalega)\b/i;
/** Yes in Marathi, Tamil, Telugu, Kannada or Malayalam ("ho", "aama", "avunu", "houdu", "athe", "sari"): only as the whole reply. */
const REGIONAL_YES_ALONE = /^(?:ho|hoy|aama|aamaa|aamam|avunu|haudu|houdu|athe|sari)(?:\s+(?:ji|please|pls|sir|madam))?[\s.!]*$/i;

/** A reply without the quotes or brackets it may open with. */
const unquoted = (text: string) => text.replace(/^[\s"'“”‘’(]+/, '').trim();

/** The end of a Devanagari word (`\\b` only knows Latin letters). */
const DEV_END = '(?=$|[\\s,.!?।"\'”’)])';
const DEV_CONSENT_NO = new RegExp(`^(?:नहीं|नही|ना|नहीं जी|जी नहीं|रहने दो|रहने दीजिए|रहने दें)${DEV_END}|मत (?:करो|कीजिए|करें|करिए)${DEV_END}`);
const DEV_CONSENT_YES = new RegExp(`^(?:हाँ|हां|हा|हाँजी|हांजी|जी|जी हाँ|जी हां|हाँ जी|हां जी|ठीक है|ठीक|सही है|बिल्कुल|ज़रूर|जरूर|कर दीजिए|कर दो|कर दें|कीजिए|चलेगा)${DEV_END}`);

/** A reply to a yes/no question: yes, no, or neither (a new detail, a question, or mixed words). */
export function readsAsConsent(text: string): 'yes' | 'no' | null {
  const raw = unquoted(text);
  const t = unquoted(normalise(text));
  const no = CONSENT_NO.test(t) || /\b(?:do not|don'?t|dont|mat)\s+(?:cancel|do|go ahead|proceed|karo|kijiye)\b/i.test(t) || DEV_CONSENT_NO.test(raw);
  const yes = CONSENT_YES.test(t) || REGIONAL_YES_ALONE.test(t) || DEV_CONSENT_YES.test(raw);
  if ((no && !yes) || WAITS_INSTEAD.test(t)) return 'no';
  // An acknowledgement is no yes ("ok thanks", "ok thank you", a bare "ji"): thanks for the answer to a question
  // ("Should I cancel my policy?") must not cancel it. A yes that also thanks still agrees ("yes please, thanks").
  if ((ACKNOWLEDGES.test(t) && !SAYS_YES.test(t)) || /^[\s.,!]*(?:ji|जी)[\s.,!]*$/iu.test(raw)) return null;
  // Only a plain yes agrees: a yes with a day, a condition or a story of its own ("yes, next month", "yes, on Friday",
  // "haan, Diwali ke baad", "ok if it is the full amount", "yes, assuming the refund is full") agrees to nothing now.
  if (yes && !no && !t.includes('?') && !MOCKING_YES.test(t) && !CANCELS_THE_MONEY.test(t) && !asksAfterYes(t) && !/\p{Extended_Pictographic}/u.test(raw.replace(/[👍🙏✅👌]/gu, '')) && saysOnlyYes(t)) return 'yes';
  return null;
}

/**
 * The words a plain yes may carry besides itself: what it agrees to, that it is now, and courtesy ("yes, cancel it
 * today", "Yes, you may proceed.", "haan ji, kar do", "हां जी, कर दीजिए"). Any other word or number (a day, a condition,
 * a person, an amount, a story; "y", which is also "why"; "done", as in "done with you") makes the reply no plain yes,
 * and the question is asked again.
 */
const PLAIN_YES_WORDS = new Set((
  'yes yeah yep yup ya ok okay k sure confirm confirmed go ahead please do it proceed agreed agree i correct right that thats ' +
  "that's s fine is the amount refund credit money back policy cancel cancellation my it now today immediately away at once " +
  'asap you may can kindly thanks thank sir madam mam ji haan han haa ha haanji theek thik hai h kar karo kardo dijiye kijiye ' +
  'chalega abhi aaj jaldi bilkul zaroor jarur with and same good ho hoy aama aamaa aamam avunu haudu houdu athe sari ' +
  // What a yes to a claim's question names: "yes pls block it", "yes raise the complaint", "haan block karo fast".
  'pls plz block card raise file complaint claim dispute reverse reversal fee this one for me us fast quickly quick ahead ' +
  'हाँ हां हा हाँजी हांजी जी ठीक है कर दीजिए दो दें कीजिए करें चलेगा बिल्कुल ज़रूर जरूर अभी आज कृपया रद्द पॉलिसी सही'
).split(' '));
function saysOnlyYes(t: string): boolean {
  // No number either: "yes, 12,000.00" may name the amount the customer insisted on, not the one asked about.
  return (t.match(/[\p{L}\p{M}']+|\d[\d,]*(?:\.\d+)?/gu) ?? []).every((w) => PLAIN_YES_WORDS.has(w));
}
/** Thanks or "noted": what acknowledges an answer. */
const ACKNOWLEDGES = /\b(?:thanks?|thank you|thanku|thnx|thx|ty|shukriya|dhanyavaad|dhanyavad|dhanyawad|noted)\b|धन्यवाद|शुक्रिया/i;
/** The words that say yes in so many words, beyond "ok" and "ji". */
const SAYS_YES = /\b(?:yes|yeah|yep|yup|haan|han|haa|haanji|confirm\w*|go ahead|proceed|do it|please do|cancel|kar do|kardo|kar dijiye|kijiye|block|refund|raise|agreed?|sure)\b|हाँ|हां|कर दीजिए|कीजिए/i;
/** Waiting chosen instead ("ok I will wait then", "let me wait a few days", "theek hai wait kar leta hoon"): a no. */
const WAITS_INSTEAD = /^(?:(?:ok|okay|fine|theek hai|thik hai|alright|hmm)\W+)?(?:(?:i|we)\s*(?:'ll|will|shall)|let me|let us|let's)\s+(?:just\s+)?wait\b|\bwait\s+kar\s+(?:leta|leti|lunga|lungi|lenge|lete)\b/i;
/** A yes said in mockery ("yeah right", "sure sure", "ha ha"), or one that cancels the money ("ok, cancel the refund"). */
const MOCKING_YES = /\b(?:yeah right|yea right|sure sure|ha ?ha\w*|as if|whatever)\b/i;
const CANCELS_THE_MONEY = /\bcancel\s+(?:the\s+|my\s+)?(?:refund|money|amount|credit)\b/i;
/** A question put after the yes without its mark: "ok is that the amount", "yes what will I get"; not "yes do it". */
function asksAfterYes(t: string): boolean {
  return /^\W*(?:yes|yeah|ok|okay|sure|haan|ji)\W+(?:is|are|was|what|how|why|when|will|can|could|do(?!\s+(?:it|that|this|so)\b)|does|kya|kitna)\b/i.test(t);
}

/** "Both", "all of them", "dono", "sab", "दोनों": every option offered, in English, Hinglish or Hindi. */
const ALL_OPTIONS = /^(?:(?:yes|haan|ha|ji)[\s,]+)?(?:both|all|all three|each|every one|dono|donon|dono hi|donon hi|sab|sabhi|sab ke sab|teeno|tino)(?:\s+(?:of them|of those|of these|ones?|wale|wali|waale|waali|please|pls|plz|ke liye|chahiye|karo|kijiye|karein|hi|transactions?|withdrawals?|payments?|records?|actually|really|sir|madam|ma'?am|ji|yaar|bhai|too|as well|(?:were|are|got|have|had|both)|failed|wrong|declined|stuck|debited|deducted))*\s*[.!]*$/i;
const DEV_ALL_OPTIONS = new RegExp(`^(?:दोनों|दोनो|सभी|सब|तीनों)(?:\\s+(?:वाले|के लिए|ही|कीजिए|करें|करो|चाहिए))*${DEV_END}\\s*[।.!]*$`);

/** "Both of them actually, neither gave me cash": every option, then a remark. */
const ALL_THEN_REMARK = /^(?:(?:yes|haan|ha|ji)[\s,]+)?(?:both|all|all three|dono|donon|sab|sabhi|teeno|tino)(?:\s+(?:of them|of those|of these|ones?|wale|wali|hi))*(?:\s+(?:actually|really|sir|madam|ji))?\s*[,.;:!-]+\s*(.+)$/i;
/** A remark that takes one option back or adds a detail: then it is not every option. */
const TAKES_ONE_BACK = /\d|\b(?:but|except|only|sirf|bas|not (?:the|that|this)|other than|apart from)\b/i;
const REMARK_WORDS = 10;

/** A reply that picks every option offered ("both", "dono wale", "दोनों"), not one of them and not a new detail. */
export function readsAsAll(text: string): boolean {
  const t = unquoted(normalise(text)).replace(/[)"'”’]+$/, '').trim();
  if (ALL_OPTIONS.test(t) || DEV_ALL_OPTIONS.test(unquoted(text).trim())) return true;
  const remark = ALL_THEN_REMARK.exec(t)?.[1];
  return remark !== undefined && remark.split(/\s+/).length <= REMARK_WORDS && !TAKES_ONE_BACK.test(remark) && !ONE_WAS_FINE.test(remark);
}

/**
 * "Both", "two withdrawals", "dono", "each of them", "दोनों": the message speaks of more than one record; not of the
 * things lost with a card ("phone n wallet dono chori ho gaye").
 */
const SEVERAL = /(?<!\b(?:phone|mobile|wallet|purse|bag|keys?|laptop|documents?|papers)\s+)\b(?:both|dono|donon|teeno|tino|each of (?:them|these|those)|all (?:three|of them|of these|of those))\b|\b(?:two|three|2|3)\s+(?:(?:separate|different|failed|atm|card|upi|online)\s+)?(?:withdrawals?|transactions?|txns?|payments?|debits?|transfers?|attempts?|claims?|entries|records)\b|(?:दोनों|दोनो|तीनों)/i;
/** "…but the 4,000 one was fine": one of the records mentioned is not a problem (then asking which one is right). */
const ONE_WAS_FINE = /\b(?:was|is|went|worked|came out|were) (?:fine|ok|okay|through|successful(?:ly)?|alright|correct)\b|\bno (?:issue|problem) with\b|\b(?:theek|thik|sahi) (?:tha|thi|hai|se)\b|\bmil gaye\b|\bgot (?:the |my )?(?:cash|money|notes)\b|ठीक (?:था|थी|है)|मिल गए/i;

/** The message claims several records at once ("both withdrawals failed"), and none of them is said to be fine. */
export function speaksOfSeveral(text: string): boolean {
  const t = normalise(text);
  return (SEVERAL.test(t) || SEVERAL.test(text)) && !ONE_WAS_FINE.test(t) && !ONE_WAS_FINE.test(text);
}

const AGAIN = /\b(?:again|once more|one more time|another|second time|yet again|phir se|fir se|phirse|firse|dobara|dubara)\b|फिर से|दोबारा/i;

/** Our exchange told again, not the event: "forwarding again", "writing to you again", "please check again". */
const TOLD_AGAIN = /\b(?:forward\w*|writ\w*|wrote|ask\w*|remind\w*|complain\w*|mail\w*|e-?mail\w*|messag\w*|request\w*|call\w*|follow\w*(?: up)?|check\w*|look\w*(?: into| at)?|tell\w*|told|say\w*|send\w*|sent|rais\w*|escalat\w*|contact\w*|reply\w*|repl(?:y|ied)|bother\w*|chasing|chase)\s+(?:(?:this|it|you|u|the same|this mail|this email|the mail|the email|my complaint|the complaint)\s+)?(?:once\s+)?(?:again|once more|one more time)\b/gi;

/**
 * Other cover or another bank the customer took, not the event again: "I have taken another family floater", "moved to
 * another bank", "my employer has given me another health cover". A payment, a card or an account after "another" is
 * the event told again ("I got another failed UPI payment today").
 */
const ANOTHER_OF_THEIRS = /\b(?:taken|took|bought|purchased|got|opened|moved to|move to|switch(?:ed|ing)? to|shift(?:ed|ing)? to|joined|(?:given|gave|provided|offered)\s+(?:me|us))\s+(?:an?\s+)?another\s+(?:[a-z]+\s+){0,2}(?:polic(?:y|ies)|floater|plan|insurer|insurance|cover|bank|company|employer|job)\b/gi;

/** "It happened again today", "another 9,600 debited", "phir se kat gaye": a new occurrence, not the one told before. */
export function tellsOfRepeat(text: string): boolean {
  const told = (t: string) => AGAIN.test(t.replace(TOLD_AGAIN, ' ').replace(ANOTHER_OF_THEIRS, ' '));
  return told(normalise(text)) || told(text);
}

/** "Both", "dono", "two withdrawals", "दोनों": two; "all three", "teeno", "तीनों": three. */
const TWO = /\b(?:both|dono|donon|(?:two|2)\s+(?:(?:separate|different|failed|atm|card|upi|online)\s+)?(?:withdrawals?|transactions?|txns?|payments?|debits?|transfers?|attempts?|claims?|entries|records|cards|policies))\b|दोनों|दोनो/i;
const THREE = /\b(?:teeno|tino|all three|(?:three|3)\s+(?:(?:separate|different|failed|atm|card|upi|online)\s+)?(?:withdrawals?|transactions?|txns?|payments?|debits?|transfers?|attempts?|claims?|entries|records|cards|policies))\b|तीनों/i;

/** How many records a message that claims several says it claims (2 for "both"), or null when it does not say. */
export function howManySpoken(text: string): number | null {
  if (!speaksOfSeveral(text)) return null;
  const t = normalise(text);
  const three = THREE.test(t) || THREE.test(text);
  const two = TWO.test(t) || TWO.test(text);
  return three === two ? null : three ? 3 : 2;
}

const ORDINALS = [
  /^(?:1|1st|#\s?1|one|first|the (?:first|1st)(?: one)?|pehla|pehli|pahla|pahli|option (?:1|one)|no\.? ?1|number (?:1|one))\b/i,
  /^(?:2|2nd|#\s?2|two|second|the (?:second|2nd)(?: one)?|dusra|doosra|dusri|doosri|option (?:2|two)|no\.? ?2|number (?:2|two))\b/i,
  /^(?:3|3rd|#\s?3|three|third|the (?:third|3rd)(?: one)?|teesra|tisra|teesri|tisri|option (?:3|three)|no\.? ?3|number (?:3|three))\b/i,
];
/** The same ordinals in Devanagari ("पहला", "दूसरा वाला", "२"). */
const DEV_ORDINALS = [
  new RegExp(`^(?:पहला|पहली|पहले|१|विकल्प 1|नंबर 1)${DEV_END}`),
  new RegExp(`^(?:दूसरा|दूसरी|दूसरे|२|विकल्प 2|नंबर 2)${DEV_END}`),
];
/** Words that say how the money went: a card, UPI, an ATM, a transfer, a shop or a site. */
const A_WAY = /\b(?:cards?|upi|atm|imps|neft|rtgs|pos|swipe\w*|online|website|app|gpay|google pay|phonepe|paytm|bhim|merchant|shop|store|cash|withdr\w*|transfer\w*|sent|send|bheja|bheje|machine)\b|@|कार्ड|यूपीआई|एटीएम/i;

/** The message says how the money went ("card payment", "sent on UPI", "at the ATM"). */
export function namesAWay(text: string): boolean {
  return A_WAY.test(normalise(text));
}

/** Where a customer takes back what they just wrote: "the 2000 one... sorry no, I meant the 4000 one". */
const CORRECTION = /\b(?:sorry|no,? wait|wait,? no|i meant|i mean|actually|correction|my mistake|galti se|nahi nahi)\b|माफ़ कीजिए|मेरा मतलब/gi;

/** The part of a reply after the customer's last correction of it (the whole reply when there is none). */
export function afterCorrection(text: string): string {
  let last = -1;
  for (const m of text.matchAll(CORRECTION)) last = (m.index ?? 0) + m[0].length;
  const rest = last >= 0 ? text.slice(last) : text;
  return /[\p{L}\d]/u.test(rest) ? rest : text;
}

const CORRECTION_ANY_CASE = new RegExp(CORRECTION.source, 'i');

/** "Sorry to bother you", "sorry for the trouble": politeness, not a correction. */
const POLITE_SORRY = /\bsorry (?:to|for|about)\b/gi;

/** The customer takes back or changes what they said ("sorry, I meant the 4000 one", "no wait, the 7 March one"). */
export function takesBack(text: string): boolean {
  return CORRECTION_ANY_CASE.test(text.replace(POLITE_SORRY, ' '));
}

/** How a reply picks one of several listed records without naming it: by place in the list, size or time. */
export type RecordPick = { by: 'position'; index: number } | { by: 'amount' | 'date'; which: 'least' | 'most' };

const SMALLER = /\b(?:smaller|smallest|lower|lowest|less|lesser|least|cheaper|cheapest|sasta|sasti|saste|chhota|chota|chhoti|choti|kam wala|kam wali|kam amount)\b|छोटा|छोटी|कम वाला|कम वाली/i;
const BIGGER = /\b(?:bigger|biggest|larger|largest|higher|highest|greater|costlier|costliest|dearer|more expensive|most expensive|mehnga|mehngi|mehenga|mehengi|bada|badi|bade|zyada wala|jyada wala|zyada wali|jyada wali)\b|बड़ा|बड़ी|ज़्यादा वाला|ज्यादा वाला/i;
const EARLIER_ONE = /\b(?:earlier|earliest|older|oldest|previous|pehle wala|pehle wali|pehle vala|purana|purani)\b|पहले वाला|पहले वाली|पुराना|पुरानी/i;
const LATER_ONE = /\b(?:later|latest|newer|newest|recent|most recent|last one|the last|baad wala|baad wali|baad vala|naya|nayi)\b|बाद वाला|बाद वाली|नया|नई/i;

/**
 * A reply to "which one do you mean?" that picks by place ("1", "the second one", "pehla wala"), by size ("the
 * smaller one", "bada wala") or by time ("the earlier one", "the latest"); null when it says none or more than one.
 */
export function readsAsRecordPick(text: string): RecordPick | null {
  const t = unquoted(normalise(text));
  const raw = unquoted(text);
  const positions = ORDINALS.map((re, i) => (re.test(t) || DEV_ORDINALS[i]?.test(raw) ? i : -1)).filter((i) => i >= 0);
  const picks: RecordPick[] = [
    ...(positions.length === 1 ? [{ by: 'position' as const, index: positions[0]! }] : []),
    ...(SMALLER.test(t) ? [{ by: 'amount' as const, which: 'least' as const }] : []),
    ...(BIGGER.test(t) ? [{ by: 'amount' as const, which: 'most' as const }] : []),
    ...(EARLIER_ONE.test(t) ? [{ by: 'date' as const, which: 'least' as const }] : []),
    ...(LATER_ONE.test(t) ? [{ by: 'date' as const, which: 'most' as const }] : []),
  ];
  return picks.length === 1 ? picks[0]! : null;
}

const labelWords = (label: string) => new Set(normalise(label).split(/[^a-z0-9]+/).filter((w) => w.length > 2));

/**
 * The option a reply picks among offered ones: by number ("2", "the second one"), by the offline reading of the reply
 * (`classified`), or by the words only one option's label has ("the ATM one"). Null when it picks none or several.
 */
export function readsAsChoice<T extends string>(text: string, options: { value: T; label: string }[], classified: T | null): T | null {
  const t = unquoted(normalise(text));
  const raw = unquoted(text);
  const byNumber = options.filter((_, i) => ORDINALS[i]?.test(t) || DEV_ORDINALS[i]?.test(raw));
  if (byNumber.length === 1) return byNumber[0]!.value;
  if (classified !== null && options.some((o) => o.value === classified)) return classified;
  const words = new Set(t.split(/[^a-z0-9]+/));
  const sets = options.map((o) => labelWords(o.label));
  const hits = sets.map((set, i) => [...set].filter((w) => words.has(w) && sets.every((other, j) => j === i || !other.has(w))).length);
  const best = Math.max(0, ...hits);
  return best > 0 && hits.filter((h) => h === best).length === 1 ? options[hits.indexOf(best)]!.value : null;
}

/** Money the customer says has not come: "no refund yet", "still waiting for the refund", "refund varala", "वापस नहीं आया". */
const MONEY_NOT_COME = /\b(?:not|never|haven'?t|have not|hasn'?t|has not|didn'?t|did not)\s+(?:yet\s+)?(?:been\s+)?(?:received|got|gotten|get|come|came|credited|refunded|returned|paid|arrived|reached)\b|\bno (?:refund|money|payment|credit|amount)\w* (?:yet|so far|till now|till date|has come|came|received)\b|\bstill (?:waiting|not|no|pending|haven'?t|have not)\b|\bwhere(?:'s| is) (?:my|the) (?:\w+ )?(?:refund|money|payment|amount)\b|\bnothing (?:(?:has been|was|is|has) (?:been )?)?(?:yet )?(?:refunded|credited|paid|received|come|came)\b|\b(?:nahi|nahin|nhi) (?:mila|mili|aaya|aya|aayi|hua)\b|नहीं (?:मिला|मिली|आया|आई)|वापस नहीं/i;
const MONEY_WORD = /\b(?:refund\w*|money|premium|amount|paisa|paise|payment|rupees|balance)\b|रिफंड|पैसा|पैसे|प्रीमियम|राशि/i;

/** A cancellation the customer made before: "I cancelled my policy on 3 June", "maine policy cancel ki thi". */
const CANCELLED_BEFORE = /\b(?:i|we|maine|humne|hamne)\s+(?:\w+\s+){0,6}?cancel(?:l?ed|\s+(?:ki|kiya|kari|kar di|karwa di)\s+(?:thi|tha))\b|\b(?:was|got|been|has been)\s+cancel+ed\b|कैंसल\s+(?:की|किया|कर दी)\s+(?:थी|था)/i;

/** A request made before whose money has not come, or is asked back, with no new order to act now. */
export function chasesMoney(text: string): boolean {
  const told = (re: RegExp) => re.test(text) || re.test(normalise(text));
  // A cancellation quoted from an earlier mail ("> your request for cancellation … under the free-look provision has been
  // processed") is what was done, not an order now.
  return told(MONEY_WORD) && (told(MONEY_NOT_COME) || (told(CANCELLED_BEFORE) && demandsMoneyBack(text))) && !asksToCancelNow(text.replace(QUOTED_LINE, ''));
}
/** A line quoted from an earlier message of a thread ("> On 10 May you wrote: …"). */
const QUOTED_LINE = /^[ \t]*>.*$/gm;

/** Someone else's case told by the customer ("my sister's 3000 payment failed … she wants to know"). */
const OTHERS_CASE = /\b(?:sister|brother|friend|mother|father|mom|mum|dad|husband|wife|son|daughter|colleague|neighbou?r|relative|cousin|uncle|aunt|bhai|behen|dost)(?:'s|’s| ka| ki| ke)\b|\b(?:he|she|they) (?:wants?|asked|asks|needs?|would like) to know\b/i;
/** Someone else's case: told as theirs ("my brother's money … his transaction") or asked on their behalf ("she wants to know"). */
export function speaksForSomeoneElse(text: string): boolean {
  return OTHERS_CASE.test(text);
}
/** Money or a card named as someone else's: "his transaction", "her card", "Ravi's account". */
const OTHERS_MONEY = /\b(?:his|her|their)\b|\b\w+(?:'s|’s)\s+(?:money|account|card|payment|transaction|transfer|upi|amount)\b/i;
export function namesSomeoneElsesMoney(text: string): boolean {
  return OTHERS_MONEY.test(text);
}

/** A complaint raised before and chased now: "I already complained last week", "still waiting", "my ticket number is …". */
const CHASES_A_COMPLAINT = /\b(?:already|earlier|last (?:week|month|time)|before)\b[^.?!]{0,40}\b(?:complain\w*|raised|reported|told you|wrote)\b|\bstill waiting\b|\b(?:complaint|ticket|reference)\s+(?:no\.?|number|#)/i;
export function chasesAComplaint(text: string): boolean {
  return CHASES_A_COMPLAINT.test(text);
}
