// Questions about the customer's own records, answered from them and never read as a claim: the balance ("bal?",
// "how much is in my account"), the cards' state ("is my card blocked?"), where a case or a payment stands ("any
// update on my claim?", "has my 1500 been reversed?", "मेरा claim क्यों reject हुआ?"), and a bare reference ("clm 6005?").
import { demandsMoneyBack } from './message-cues.js';

const BALANCE_ASKED = [
  /\b(?:what'?s|what is|whats|wats|wat'?s|wat is|whts|wht is|check|tell me|show(?: me)?|know|see|get|need|want|give me|intimate|inform|share|send|provide|update me|let me know)\b.{0,20}\b(?:current |available |account |a\/c |acct |remaining |total )?(?:bal|balance)\b/i,
  /\b(?:bal|balance)\b.{0,25}\b(?:kitna|kitni|kya|batao|bata|bataiye|dikhao|check|enquiry|inquiry|please|pls|plz)\b/i,
  /\b(?:kitna|kitni|kitne)\s+(?:\w+\s+)?(?:bal|balance)\b/i,
  // Misspelt ("wat is my acount balence").
  /\b(?:what'?s|what is|whats|wat'?s|wat is|wht is|check|tell me|show(?: me)?)\b.{0,20}\b(?:balence|balnce|blance|balanse|ballance|balace)\b/i,
  // Not what the customer must pay or bear: "how much do I have to pay if someone uses my card?".
  /\bhow much (?:money )?(?:do i have|is (?:there )?in my|is left|left in|have i got)\b(?!\s+to\b)/i,
  // "how much money i got left", "how much i have left": said as chats say it.
  /\bhow much (?:money |cash |balance )?(?:i|do i|have i) (?:got|have|have got) (?:left|remaining)\b/i,
  // "How much money is remaining in my savings account as of today?"
  /\bhow much (?:money |balance |amount )?(?:is |do i have )?(?:remaining|left|available|there)\b.{0,30}\bmy (?:\w+ )?(?:account|a\/c|acct)\b/i,
  // "how much balance" in other Indian languages written in Latin letters: Tamil "evlo", Bengali "koto", Marathi
  // "kiti", Gujarati "ketlu", Telugu "entha", Kannada "eshtu", Malayalam "ethra", Odia "kete", Punjabi "kinna".
  /\b(?:bal|balance)\b.{0,25}\b(?:evlo|evvalavu|yevlo|koto|kato|kiti|ketlu|ketla|entha|enta|eshtu|estu|ethra|ethrayanu|kete|keteta|kinna|kinni)\b|\b(?:evlo|evvalavu|yevlo|koto|kato|kiti|ketlu|ketla|entha|enta|eshtu|estu|ethra|ethrayanu|kete|keteta|kinna|kinni)\b.{0,25}\b(?:bal|balance)\b/i,
  /^\W*(?:my |current |available |account |a\/c )*(?:bal|balance)\W*(?:please|pls|plz)?\W*$/i,
  // The limit of the customer's own credit card: "what's my credit card limit?", "credit limit kitna hai".
  /\b(?:what'?s|what is|whats|tell me|check|know|show(?: me)?)\b.{0,15}\b(?:my|the) (?:total |available |current )?credit (?:card )?limit\b|\bcredit (?:card )?limit\b.{0,15}\b(?:kitna|kitni|kya|batao|bataiye)\b/i,
  /(?:बैलेंस|शेष राशि)\s*(?:कितना|कितनी|क्या|बताइए|बताओ)|(?:कितना|कितनी|क्या)\s*(?:बैलेंस|शेष राशि)|(?:बैलेंस|शेष राशि)[^।?]*\?/,
  /(?:खाते|अकाउंट|account)\s*(?:में|me|mein)\s*(?:अभी\s*|abhi\s*)?(?:कितना|कितने|kitna|kitne)\s*(?:पैसा|पैसे|रुपये|रुपए|paisa|paise|rupaye|rupees|money)\s*(?:है|हैं|bacha|bache|bachi|बचा|बचे|बची|hai|hain)|\bkitn[ae] (?:paisa|paise|rupaye) (?:hai|hain|bacha|bache)\b.{0,20}\b(?:account|khate)\b/i,
];
/** Words that make "balance" part of a claim or a fee ("my balance dropped by 3000", "minimum balance charges"). */
export const NOT_A_BALANCE_QUESTION = /\b(?:minimum|min|average|avg|dropp?ed|reduced|increas\w*|enhanc\w*|rais\w*|debit\w*|deduct\w*|cut|kat|kata|kate|charge[sd]?|fee|fees|penalty|fine|fail\w*|transfer\w*|low|lower|less|lesser|short|decreas\w*|below|fell|went down|refund\w*|premium|cancel\w*)\b|न्यूनतम|कट|शुल्क/i;

/** "What's my current balance?", "bal kitna hai", "how much is in my account", "बैलेंस कितना है". */
export function asksForBalance(text: string): boolean {
  return BALANCE_ASKED.some((re) => re.test(text)) && !NOT_A_BALANCE_QUESTION.test(text) && !demandsMoneyBack(text);
}

const CARD_STATE = String.raw`(?:blocked|block|unblocked|active|activated|inactive|deactivated|frozen|hotlisted|working|usable|valid|expired|live|chalu|band|बंद|ब्लॉक|चालू|एक्टिव)`;
/**
 * "Is my card blocked?", "has my debit card been blocked", "which of my cards are active", "card status?",
 * "kya mera card block ho gaya?", "मेरा कार्ड ब्लॉक है क्या": where the customer's cards stand, a question about the
 * records. A loss, a theft or a payment told with it ("I lost my card, is it blocked now?") is a request instead.
 */
const CARD_STATE_ASKED = [
  new RegExp(String.raw`\b(?:is|are|was|were|has|have|did)\s+(?:my|the|our|both|all|any|either|this|that)\b(?:\s+(?:of\s+)?(?:my|the)?\s*[\w-]+){0,4}?\s+cards?\b.{0,30}?\b${CARD_STATE}\b`, 'i'),
  new RegExp(String.raw`\b(?:did|have|has)\s+(?:you|u|the bank|someone|anyone)\b.{0,20}\b(?:block|blocked|deactivate|deactivated|freeze|froze|frozen|hotlist|hotlisted)\b.{0,20}\bcards?\b.{0,20}\?`, 'i'),
  new RegExp(String.raw`\bwhich\s+(?:of\s+(?:my|the)\s+)?(?:\w+\s+)?cards?\b.{0,20}\b(?:is|are|was|were)\b.{0,10}\b${CARD_STATE}\b`, 'i'),
  /\bwhy\b.{0,30}\bcards?\b.{0,20}\b(?:blocked|deactivated|frozen|hotlisted)\b|\bcards?\b.{0,20}\b(?:got|is|was|has been|been)\s+(?:blocked|deactivated|frozen|hotlisted)\b.{0,20}\bwhy\b/i,
  /\b(?:status|state)\s+(?:of|on)\s+(?:my|the|both|all)\s+(?:\w+\s+){0,2}cards?\b|\bcards?\s+status\b/i,
  new RegExp(String.raw`\bcards?\b.{0,30}\b${CARD_STATE}\b\s*(?:hai|hain|ho gaya|ho gayi|hua|hai ya nahi|hua ya nahi|ho gaya hai)?\s*(?:kya|ki nahi|ya nahi)\b|\bkya\s+(?:mera|meri|mere|hamara|apna)\s+(?:\w+\s+)?card\b.{0,20}\b${CARD_STATE}\b`, 'i'),
  // Asked alone after a card was blocked in the thread: "Is it still blocked?", "has it been blocked now?", "block ho gaya kya?".
  /^\W*(?:(?:and|so|ok|okay|thanks|thank you)\W+)*(?:is|has|was)\s+(?:it|that|this)\s+(?:still\s+|now\s+|already\s+|really\s+)?(?:been\s+)?(?:blocked|frozen|hotlisted|deactivated)\b(?:\s+(?:now|yet|already|properly))?\s*\?+\W*$|^\W*(?:kya\s+)?(?:(?:woh|wo|ye|yeh)\s+)?block\s+(?:ho\s+(?:gaya|gya|chuka)|hua)\s*(?:hai\s*)?(?:kya|ya nahi)\W*$/i,
  new RegExp(String.raw`कार्ड.{0,20}${CARD_STATE}.{0,15}(?:क्या|कि नहीं|या नहीं)|क्या\s+(?:मेरा|मेरे|हमारा)\s+(?:\S+\s+)?कार्ड.{0,20}${CARD_STATE}`),
];
/** A loss, a theft, a payment or money told beside the question: the customer has something to report, not to ask. */
const CARD_TROUBLE = /\b(?:lost|lose|losing|misplaced|stolen|stole|snatched|missing|theft|thief|fraud\w*|scam\w*|unauthori[sz]ed|hack\w*|clon\w*|someone|somebody|not me|never (?:made|did|used)|didn'?t (?:make|do|use)|debited|deducted|charged|kat|kata|kate|chori|kho|gum|please block|pls block|block it|block (?:them|this|that)|unblock|(?:want|need|get)\s+(?:it|them|my card|the card|this card)\s+block\w*|block\w*\s+(?:immediately|now|asap|right away|at once))\b|₹|\brs\.?\s*\d|खो|चोरी|कट/i;

/** A question about where the customer's own cards stand: blocked, active, expired (an amount told with it is a claim: the caller checks). */
export function asksAboutCards(text: string): boolean {
  return CARD_STATE_ASKED.some((re) => re.test(text)) && !CARD_TROUBLE.test(text);
}

const STATUS = /\b(?:refund|paisa|paise|amount|money|reversal|credit)\b.{0,20}\b(?:aaya|aya|aayi|aai|mila|mili|mile|hua|ho gaya|wapas aaya)\s+(?:kya|ki nahi|ya nahi)\b|\b(?:was|has|is|did)\s+(?:my|the|our)\s+(?:\w+\s+){0,2}claim\b.{0,20}\b(?:paid|settled|approved|rejected|processed|cleared|passed)\b|\bhas (?:the|my|this|that|our)\b.{0,80}\bbeen (?:refunded|credited|reversed|returned|paid|settled|processed|approved|resolved)\b|\b(?:was|were|is) (?:the|my|that|this) (?:extra|second|other|duplicate|double|first) (?:one|payment|debit|charge|premium|amount)\b.{0,30}\b(?:refunded|reversed|returned|credited back)\b|\bwhen will (?:it|this|that|my \w+|the \w+) (?:be|get) (?:settled|paid|processed|approved|credited|done|resolved|closed)\b|\b(?:want|like|need) to know (?:about|the status of|what happened (?:to|with)) (?:my|the) (?:claim|complaint|ticket|refund|request)\b|\b(?:status|progress)\b.{0,40}\b(?:of|on|for|about|regarding)\b|\b(?:updates?|news) (?:on|about|regarding|of) (?:my|the|our)\b|\b(?:any|an|latest)\s+(?:update|news|progress)\b|(?<!\b(?:since|after|from|before|with)\s+)\bthe\s+(?:latest\s+)?(?:update|news|progress)\s+(?:on|about|regarding|of|for|in)\b|\bwhere (?:is|are) my\b|\bwhat happened (?:to|with) my\b|\b(?:status|update) (?:kya|batao|bataiye|please|pls|plz)\b|\bkya (?:status|update) (?:hai|h|he)\b|\b(?:ka|ki|ke) (?:kya )?(?:status|update)\b|\bkya hua (?:mere|mera|meri)\b|\bkab tak (?:(?:settle|pass|approve|clear|process)\w*\s+)?(?:milega|hoga|hogi|aayega)\b|\b(?:current|latest|present)\s+status\b|\bstatus\s+(?:and|&)\s+(?:the\s+)?(?:amount|payment)\b|\b(?:what|which) (?:reason|ground)s? (?:was|were) (?:given|mentioned|stated) for (?:rejecting|the rejection of|repudiating)\b|\bwhy (?:was|did you|have you) (?:my |the )?(?:\w+ )?claim\b.{0,20}\b(?:rejected|reject|repudiated|declined)\b(?=[^.!]*\?)|\b(?:claim|refund|reversal|complaint|request)\w*\b[^.?!]{0,30}\b(?:paid|settled|approved|passed|cleared|credited|processed|done|resolved)\s+(?:or not|or no|ya nahi|ya nahin|yet)\b\W*\?|\b(?:claim|complaint|refund|request|ticket|case|shikayat)\w*\s+(?:approve|approved|pass|passed|settle|settled|reject|rejected|close|closed|process|processed|manzoor)\w*\s+(?:hua|hui|ho gaya|ho gayi|ho gya|kiya|kiye|hai)?\s*(?:ya nahi|ya nahin|ya nhi|ki nahi|ki nahin|kya)\b|\b(?:paisa|paise|amount|money|refund|payment|rakam|claim(?:\s+(?:ka|ki)\s+(?:paisa|amount|rakam))?)\s+kab\s+(?:tak\s+)?(?:aayega|aaega|ayega|aayegi|milega|milegi|aayenge|milenge|aaenge)\b|\bkya (?:mera|meri|mere) (?:complaint|claim|refund|request|ticket|shikayat|case)\w* (?:close|closed|band|resolve|resolved|settle|settled|pass|approve|approved|reject|rejected|solve|solved)\w* (?:ho gaya|ho gayi|ho gya|hua|hui|kar diya|kar di)\b|\b(?:claim|clm|complaint|ticket|refund|request)\w*(?:\s+[\w-]*\d[\w-]*)?\s+(?:ka|ki|ke saath)\s+kya hua\b|\b(?:claim|complaint|ticket|refund|request|case|shikayat)\w*(?:\s+[\w-]*\d[\w-]*)?\s+(?:abhi\s+)?(?:kaha|kahan|kahaan|kidhar)\s+(?:tak\s+)?(?:pahucha|pahuncha|pahunchi|pahuchi|pohcha|pohchi|pahunch\w*|pohonch\w*)\b|\b(?:claim|complaint|ticket|refund|request)\w*(?:\s+[\w-]*\d[\w-]*)?\s+(?:er |ra |cha |chi |no |ni |oda |da )?(?:ki obostha|ki holo|ki hoyeche|enna aachu|enna achu|status (?:enna|enu|yenu|enti|emiti|kay|shu)|enaaytu|en aaytu|em ayindi|emaindi|kay zala|kay jhala|shu thayu|nu shu thayu)\b/i;
/**
 * "Can you check whether it was debited correctly?", "did my payment go through?": where a payment the customer made
 * stands. Tamil "debit aayiducha nu check pannunga", Telugu "debit ayyinda", Bengali "debit hoyeche ki", Marathi
 * "debit jhala ka", Gujarati "debit thayu ke" ask the same.
 */
const WHERE_IT_STANDS = /\bwhat does (?:that|this|it) mean for (?:my |the |our )?(?:\w+ )?(?:claim|complaint|request|refund|case|policy|application)\b|\bwhat(?:'?s| is) (?:happening|going on) with (?:my|the|our) (?:\w+ )?(?:claim|complaint|request|case|ticket|refund|application|reversal)\b|\bwhere (?:it|things|they|that|this|my \w+) stands?\b|\bhow far (?:along )?(?:is|has) (?:my|the) (?:\w+ )?(?:claim|complaint|request|case|refund)\b|\bhas (?:anyone|anybody|someone|somebody) (?:even )?(?:looked (?:at|into)|checked|reviewed|picked up)\b.{0,20}\b(?:claim|complaint|request|case|ticket|application)\b/i;

const PAYMENT_CHECK = /\bdid (?:my|the|our)\b[^.?!]{0,60}\b(?:go through|went through|get through|reach|get credited|succeed|work|get delivered)\b[^.?!]*\?|\b(?:success(?:ful)?|credit|reach)\s+(?:aacha|aachaa|aayiducha|aayidicha|aagiducha|ayyinda|ayinda|hoyeche ki|hoyechhe ki|jhala ka|jhale ka|thayu ke|aagideya|aaytha)\b|\b(?:pochl[ae]|pohochl[ae]|pohchl[ae])\s+ka\b|\b(?:check|confirm|verify|see|tell me)\b.{0,30}\b(?:whether|if)\b.{0,40}\b(?:debited|credited|deducted|went through|gone through|processed|received|reached)\b|\b(?:was|has|did) (?:it|my payment|the payment|the amount|my transfer|the transfer)\b.{0,20}\b(?:debited|credited|go through|gone through|processed)\b.{0,15}\b(?:correctly|properly|fine|successfully)\b|\b(?:debit|credit)\w* (?:aayiducha|aayitta|ayyinda|ayinda|hoyeche ki|hoyechhe ki|jhala ka|jhale ka|thayu ke|thai gayu ke|aagidya|aagideya)\b/i;

/** The same in Devanagari: "क्लेम की स्थिति क्या है?", "स्टेटस बताइए", "मेरे क्लेम का क्या हुआ?", "कब तक मिलेगा?". */
const STATUS_DEVANAGARI = /(?:स्थिति|स्टेटस|प्रगति)[^।?]{0,20}(?:क्या|बताइए|बताइये|बताओ|बताएं|बताएँ|\?)|(?:क्लेम|दावे|दावा|शिकायत|टिकट|रिफंड|अनुरोध)[^।?]{0,20}(?:का|की|के साथ)\s+क्या\s+हुआ|कब\s+तक\s+(?:मिलेगा|मिलेगी|होगा|आएगा)|(?:क्लेम|दावे|दावा|शिकायत|टिकट|रिफंड|अनुरोध)[^।?]{0,25}कहाँ\s+तक\s+पहु/;

/** A question about where something of the customer's stands ("status of CLM-2005 please", "any update on my claim?"). */
export function asksForStatus(text: string): boolean {
  return asksWhyRejected(text) || STATUS.test(text) || STATUS_DEVANAGARI.test(text) || TERSE_STATUS.test(text) || DETAILS_ASKED.test(text) || asksIfClaimPaid(text) !== null || CAME_BACK_ASKED.test(text) || asksWhereItStands(text) !== null || BARE_REFERENCE.test(text);
}

/**
 * "Can you check whether it was debited correctly?", "where does my claim stand?": the question, when nothing else in
 * the message tells that something went wrong ("… I never made this payment" is a claim asked as a question).
 */
function asksWhereItStands(text: string): RegExpExecArray | null {
  const asked = PAYMENT_CHECK.exec(text) ?? WHERE_IT_STANDS.exec(text);
  // "Why was I debited twice?" tells its trouble inside the question.
  if (!asked) return asksOnlyWhyDebited(text) ? WHY_DEBITED.exec(text) : null;
  return TROUBLE_BESIDE.test(text.slice(0, asked.index) + text.slice(asked.index + asked[0].length)) ? null : asked;
}

/**
 * "Why was 8000 debited from my account on 10 March?", "8000 kyun kate?": a debit the customer asks about, answered from
 * the records (what it was, and how to report it if it is not theirs). A fee or a charge asked about ("why did you charge
 * me 590?") is the fee's rules or a waiver.
 */
const WHY_DEBITED = /\b(?:why|how come)\b[^.?!]{0,15}\b(?:was|were|is|has|have|did|got)\b[^.?!]{0,50}\b(?:debited|deducted|taken|withdrawn)\b[^.!]*\?|\bwhy did (?:you|the bank|u) (?:debit|deduct|take)\b[^.!]*\?|\b(?:kyun|kyon|kyu)\s+(?:kat|kaat|cut|debit|deduct)\w*(?:\s+(?:gaye|gaya|gayi|liye|liya|hue|hua|kiye|kiya|ho gaye|ho gaya))?\b|(?:क्यों|क्यूँ)\s+(?:कटे|कटा|कट गए|कट गया|काटे|काटा|डेबिट)/i;
/** Who or where told beside "why was it taken?": someone else's doing, a place, the machine, the cash. */
const SOMEONE_OR_SOMEWHERE = /\b(?:someone|somebody|anyone|anybody|stranger|unknown|abroad|outside|machine|cash|atm|dispens\w*|gave|got|zero|asleep|sleeping|travel\w*)\b/i;
const IN_A_PLACE = /\bin [A-Z][a-z]+/;

/**
 * "Why was 8000 debited from my account on 10 March?" and nothing more: one sentence, no fee, no trouble, nobody else's
 * doing and no place or machine told ("how come 8000 was taken by someone in Delhi?" tells a fraud).
 */
function asksOnlyWhyDebited(text: string): boolean {
  const sentences = text.trim().split(/(?<=[.?!])\s+|\n+/).filter((sentence) => /\p{L}/u.test(sentence));
  return sentences.length === 1 && !FEE_WORDS.test(text) && !TROUBLE_BESIDE.test(text) && !SOMEONE_OR_SOMEWHERE.test(text) && !IN_A_PLACE.test(text);
}

const FEE_WORDS = /\b(?:fee|fees|charges|penalty|fine|minimum balance|min balance|annual|late payment|gst|interest|premium|emi)\b|शुल्क|जुर्माना/i;

/** Trouble told beside a status question: a denial, a failure, a fraud, a repeat ("I never made this payment"). */
const TROUBLE_BESIDE = /\b(?:never|not|no|didn'?t|did not|don'?t|do not|fraud\w*|scam\w*|unauthori[sz]ed|stolen|hack\w*|fail\w*|declin\w*|twice|double|wrong|nahi|nahin|nhi|without my)\b|नहीं|धोखा/i;

/**
 * A status question that asks for nothing more: "has my 1500 UPI payment been reversed?" asks where the money stands;
 * "any update? I want my refund now" also demands it back.
 */
/**
 * "Why was my claim rejected?" in Hinglish and Devanagari ("mera claim kyun reject hua?", "मेरा claim क्यों reject हुआ?"):
 * a question about the customer's own records only when nothing but a request for the reason is told beside it.
 */
const REJECTION_WHY = /\bclaim\w*\b.{0,20}\b(?:kyun|kyon|kyu|kiu)\s+(?:reject|rejected|cancel|kharij|khaarij)\w*\s+(?:hua|hui|kiya|kar diya|ho gaya|ho gya)\b\s*\??|(?:क्लेम|दावा|दावे|claim)[^।?]{0,20}क्यों\s*(?:reject|रिजेक्ट|अस्वीकार|खारिज|ख़ारिज|रद्द)\s*(?:हुआ|हुई|किया|कर दिया|हो गया)\s*\??/i;
const ONLY_THE_REASON = /^[\s\p{P}]*(?:(?:please|pls|kindly|kripya|कृपया)\s*)?(?:(?:the\s+)?reason|karan|kaaran|wajah|कारण|वजह)?\s*(?:batao|bataiye|bataye|bata do|do|dijiye|बताइए|बताएं|बताएँ|बताओ|बता दीजिए)?[\s\p{P}]*$/iu;

function asksWhyRejected(text: string): boolean {
  const why = REJECTION_WHY.exec(text);
  if (!why) return false;
  const before = text.slice(0, why.index).replace(/\b(?:mera|meri|mere|my)\s*$/i, '').replace(/(?:मेरा|मेरी|मेरे)\s*$/, '');
  return ONLY_THE_REASON.test(before.replace(/^[\s\p{P}]*(?:hi|hello|namaste|नमस्ते|sir|madam)?/iu, '')) && ONLY_THE_REASON.test(text.slice(why.index + why[0].length));
}

/**
 * Status asked in a word or two: "claim status CLM-4107", "refund status?", "complaint status pls"; not how to look it
 * up ("how can I check claim status online?").
 */
const TERSE_STATUS = /^\W*(?:(?:my|the)\s+)?(?:claim|clm|complaint|ticket|tkt|refund|reversal|request|case)\s+status\b(?!\s+(?:online|check\w*|on the (?:app|website)))|\b(?:claim|clm|complaint|ticket|tkt|refund|reversal|request|case)\s+status\s*(?:of|for|no\.?|#|:|-)?\s*[a-z]{0,4}[-\s]?\d{3,}/i;
/**
 * The details of a policy or claim of the customer's own asked for, as a letter asks them: "kindly furnish the sum
 * assured and the policy period of my term life policy", "please share the expiry date of my health policy". A document
 * asked for ("send me my policy copy") is a service request, not a question.
 */
const DETAILS_ASKED = /\b(?:furnish|provide|share|tell|give|let (?:me|us) know|inform|confirm|mention|state|revert(?: back)? with)\b(?:\s+(?:me|us))?\s+(?:with\s+)?(?:the\s+)?(?:(?:full\s+)?details?|sum (?:assured|insured)|policy (?:period|term|details|tenure)|premium amount|(?:expiry|renewal|maturity|start|end) dates?|cover(?:age)? (?:period|amount|details))\b[^.?!]{0,80}\b(?:my|our)\b[^.?!]{0,30}\b(?:policy|claim|plan|cover)\b/i;

/**
 * A detail of the customer's own policy asked in Hinglish or plainly: "health policy ka sum insured kitna hai mera?",
 * "meri policy kab expire hogi?", "my travel insurance will cover na?". Not the rules ("sum insured kitna hona chahiye?").
 */
const POLICY_DETAIL_ASKED = /\b(?:till|until|upto|up to)\s+when\b[^.?!]{0,30}\b(?:my|mera|meri)\s+(?:\w+\s+)?(?:policy|insurance|plan|cover)\b[^.?!]{0,20}\b(?:valid|active|in force)\b|\b(?:my|mera|meri)\s+(?:\w+\s+)?(?:policy|insurance|plan|cover)\b[^.?!]{0,20}\b(?:valid|active)\s+(?:till|until|upto|up to)\s+(?:when|kab)\b|\b(?:end|expiry|start|renewal)\s+date\s+of\s+(?:my|mera|meri)\s+(?:\w+\s+)?(?:policy|insurance|plan|cover)\b|\b(?:policy|plan|cover|bima)\b[^.?!]{0,30}\b(?:sum (?:insured|assured)|expiry(?: date)?|renewal(?: date)?|maturity(?: date)?)\b[^.?!]{0,20}\b(?:kitna|kitni|kya|kab|how much|what)\b(?![^.?!]{0,20}\b(?:hona|honi|chahiye|should)\b)|\b(?:tell|show|give|send|confirm|share)\s+me\s+(?:the\s+)?(?:exact\s+)?(?:dates?|start(?:ing)? date|end date|expiry(?: date)?|sum (?:insured|assured)|period)\b[^.?!]{0,40}\bmy\s+(?:\w+\s+)?(?:cover|policy|insurance|plan)\b[^.?!]{0,40}\b(?:starts?|begins?|ends?|expires?|valid)\b|\b(?:mera|meri|mere|my)\b[^.?!]{0,30}\b(?:policy|plan)\b[^.?!]{0,20}\b(?:kab|when)\b[^.?!]{0,15}\b(?:expire|khatam|end|renew)\w*|\b(?:my|mera|meri)\s+(?:\w+\s+)?(?:policy|insurance|plan)\b[^.?!]{0,15}\b(?:will|would)\s+(?:it\s+)?cover\b[^.?!]*\?|\b(?:my|mera|meri)\s+(?:\w+\s+)?(?:policy|insurance|plan)\b[^.?!]{0,20}\bcover (?:karega|karegi|hoga|hogi|karti|karta)\b|\b(?:maza|majha|mazi|majhi|maro|mari|maru|mharo|amar|naa|en|ennoda|nanna|mera|meri|my)\s+(?:\w+\s+)?(?:policy|plan|bima|insurance)\b[^.?!]{0,20}\b(?:kadhi|kevha|kyare|kobe|eppo|eppadi|eppudu|yavaga|kab)\s+(?:\w+\s+)?(?:samp\w*|samapt\w*|puri|khatam|shesh|mudi\w*|aipo\w*|mugi\w*|expire\w*|end\w*)|\b(?:renewal|expiry|end)\s+(?:(?:chi|ki|ka|cha|ni|nu|er|oda|da)\s+)?date\s+(?:sanga|saanga|batao|bataiye|bata do|kaho|bolo|sollunga|cheppandi|heli|kahejo|bolun|bolo na)\b/i;
/** Beside a policy's detail asked, an order or a case of its own ("… expire se pehle cancel kar do", "my claim is pending"). */
const MORE_THAN_A_DETAIL = /\b(?:cancel\w*|band kar\w*|surrender\w*|refund\w*|claim\w*|clm|pending|delay\w*|bill|reimburse\w*|not (?:yet )?(?:been )?(?:paid|settled|received|credited)|still (?:not|no|waiting|pending))\b/i;
function policyDetailAsked(text: string): RegExpExecArray | null {
  return MORE_THAN_A_DETAIL.test(text) ? null : POLICY_DETAIL_ASKED.exec(text);
}
/** "Claim no. 6208, filed on the 2nd of last month. Has it been paid?": a claim named, then asked after by "it". */
const PAID_ASKED = /\b(?:has|have|was|is)\s+(?:it|this|that|they)\s+(?:been\s+)?(?:paid|settled|approved|passed|cleared|processed)\b(?:\s+(?:yet|or not|already))?\s*\?/i;
const CLAIM_NAMED = /\b(?:claim|clm)\b/i;
/**
 * "I filed a claim last month for my mother's cataract surgery. What's happening with it?", "How much was paid for my
 * January claim?": a claim named, then where it stands or what it paid asked.
 */
const IT_ASKED = /\bwhat(?:'?s| is) (?:happening|going on) with (?:it|this|that)\b|\bwhat happened (?:to|with) (?:it|this|that)\b|\bhow much (?:was|has been|got|did (?:you|they)) (?:paid|settled|pay|settle|approved|approve|passed)\b[^.?!]{0,40}\bclaim\b/i;
const asksIfClaimPaid = (text: string): RegExpExecArray | null => (CLAIM_NAMED.test(text) ? PAID_ASKED.exec(text) ?? IT_ASKED.exec(text) : null);
/** "Has the money come back to my account?", "did the 5000 from the atm on 2nd come back": where money told lost stands, asked. */
const CAME_BACK_ASKED = /\b(?:has|have|did)\s+(?:the|my|this|that|our)\s+(?:[\w₹.,]+\s+){0,8}?(?:come|came|got|gotten)\s+back\b[^.?!]*(?:\?|$)/i;

export function asksOnlyForStatus(text: string): boolean {
  if (asksWhyRejected(text)) return true;
  const asked = STATUS.exec(text) ?? STATUS_DEVANAGARI.exec(text) ?? TERSE_STATUS.exec(text) ?? DETAILS_ASKED.exec(text) ?? policyDetailAsked(text) ?? asksIfClaimPaid(text) ?? CAME_BACK_ASKED.exec(text) ?? asksWhereItStands(text);
  if (asked) {
    const rest = text.slice(0, asked.index) + text.slice(asked.index + asked[0].length);
    // "Payment failed but 3499 still cut from my card. Where is my money??" tells a loss and asks for it: a claim.
    if (/\bwhere\b/i.test(asked[0]) && WHERE_IS_MONEY.test(text) && LOSS_TOLD.test(rest)) return false;
    // "paisa kab aayega? ATM ne 5000 kaat liye aur cash nahi diya": when the money comes, asked of a loss told with it.
    // Unless what is awaited is a claim's payment told as approved ("claim approved ka message aaya but paisa abhi tak
    // nahi aaya. Kab tak aayega?"): where that claim stands is asked.
    if (/\bkab\b/i.test(asked[0]) && LOSS_TOLD.test(rest) && !CLAIM_APPROVED.test(rest)) return false;
    return !demandsMoneyBack(rest) && !DISPUTES.test(rest);
  }
  return BARE_REFERENCE.test(text) && !demandsMoneyBack(text);
}

/** A claim told as approved or passed: "claim approved ka message aaya", "mera claim pass ho gaya". */
const CLAIM_APPROVED = /\b(?:claim|clm)\w*\b[^.?!]{0,30}\b(?:approved|approve ho\w*|pass(?:ed)?|manzoor|sanction(?:ed)?)\b/i;

/** Disagreement with a decision told beside the question ("why was my claim rejected? this is wrong, reconsider"): a dispute. */
const DISPUTES = /\b(?:wrong|wrongly|wrongfully|incorrect|incorrectly|unfair|unfairly|not fair|unjust|disagree|do not agree|don'?t agree|reconsider|re-?examine|appeal|dispute|re-?review\w*|(?:want|need|like|request)\s+(?:this|it|the decision|the rejection|my claim)\s+(?:to be\s+)?(?:reviewed|re-?checked|looked (?:at|into) again)|review (?:it|this|the decision|the rejection|my claim)|someone senior|galat|dobara (?:dekho|dekhiye|check karo)|phir se (?:dekho|dekhiye|check karo)|sahi nahi|nainsafi)\b|गलत|ग़लत|(?:फिर से|दोबारा) (?:जाँच|जांच|देख)|असहमत|अन्याय/i;

/**
 * "My brother never got the 3000 I sent … Where is my money?": a loss told, and the money asked after. A claim asked as
 * a question, not a status question.
 */
export function asksAfterLostMoney(text: string): boolean {
  const where = WHERE_IS_MONEY.exec(text);
  return where !== null && LOSS_TOLD.test(text.slice(0, where.index) + text.slice(where.index + where[0].length));
}

/** "Where is my money?", "where is my penalty money": the money itself, not a refund or a claim already raised. */
const WHERE_IS_MONEY = /\bwhere(?:'s| is| are) my (?:\w+ )?(?:money|amount|cash|paisa|paise|rupees|funds|compensation|penalty)\b/i;
/** A loss told in so many words: a failure, a debit, money not received. */
const LOSS_TOLD = /\b(?:fail\w*|declin\w*|cut|kat\w*|kaat\w*|debited|deducted|charged|taken|not (?:received|dispensed|credited|given)|didn'?t (?:get|receive|come)|never (?:got|came|received)|nahi (?:mila|aaya|nikla|nikle|diya|di)|nahin (?:mila|aaya|nikla|nikle|diya|di))\b/i;

/**
 * A message that is only a record's reference ("clm 6005?", "CLM-6005", "policy no 2201 ?"): where does it stand
 * (Hindi words are words too). Hindi endings ("clm 6005 wala", "claim 6005 ka status batao") count only after a record
 * word: "atm 2000 wala" names a loss.
 */
const BARE_REFERENCE = /^[^\p{L}\p{N}]*(?:(?:my\s+)?(?:claim|clm|policy|pol|ticket|tkt|ref(?:erence)?)\b[^\p{L}\p{N}]*(?:no\.?|number|#)?[^\p{L}\p{N}]*[a-z]{0,4}|[a-z]{1,4})[-\s]?\d{3,}[a-z0-9-]*[^\p{L}\p{N}]*(?:(?:status|pls|please|paid|settled|approved|passed|cleared|processed|update|done|yet)[^\p{L}\p{N}]*){0,3}$|^[^\p{L}\p{N}]*\d{3,}\s*\?[^\p{L}\p{N}]*$|^[^\p{L}\p{N}]*(?:(?:about|for|regarding|re|wo|woh|vo|voh)\s+)?(?:my\s+)?(?:claim|clm|policy|pol|ticket|tkt|ref(?:erence)?)\b[^\p{L}\p{N}]*(?:no\.?|number|#)?[^\p{L}\p{N}]*[a-z]{0,4}[-\s]?\d{3,}[a-z0-9-]*[^\p{L}\p{N}]*(?:(?:status|pls|please|update|wala|wali|wale|ka|ki|ke|kya|hua|hui|batao|bataiye|bolo)[^\p{L}\p{N}]*){0,3}$/iu;
