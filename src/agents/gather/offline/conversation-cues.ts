// Conversation sense: small talk (greetings, thanks, goodbyes, "how are you"), gibberish, balance questions and
// hypothetical or general questions, in English, romanised Hindi and Devanagari. These open no case: they are queries.
import { asksToCancelNow, demandsMoneyBack, withoutQuestions } from './message-cues.js';

export type SmallTalk = 'greeting' | 'thanks' | 'goodbye' | 'chitchat';

const PHRASES: [SmallTalk, RegExp][] = [
  ['thanks', /\b(?:thank(?:s| you| u)?|thx|thnx|tnx|ty|much appreciated|appreciate it|shukriya|dhanyavaa?d|dhanyawaa?d)\b|धन्यवाद|शुक्रिया/giu],
  ['goodbye', /\b(?:bye|goodbye|good bye|see you|see ya|take care|good night|gn|alvida|tata|have a (?:very )?(?:nice|good|great|lovely|wonderful|blessed|happy) (?:\w*day|weekend|week|evening|night|one|time)|that'?s all(?: for (?:now|today))?|that is all(?: for (?:now|today))?|nothing else|bas itna hi)\b|अलविदा/giu],
  ['greeting', /\b(?:hi+|hello+|hey+|hii+|helo|hola|yo|good (?:morning|afternoon|evening|day)|gm|namaste|namaskar|pranam|salaam|hi there|hello there)\b|नमस्ते|नमस्कार|प्रणाम/giu],
  ['chitchat', /\b(?:how are (?:you|u)|how r u|how do you do|who are (?:you|u)|are (?:you|u) (?:a )?(?:bot|robot|human|real)|what'?s up|wassup|sup|kaise ho|kaisi ho|kya haal hai|aap kaun ho|nice to meet you)\b|आप कैसे हैं|कैसे हो/giu],
];
/** Words that may sit around small talk without making it a request: "ok thanks a lot sir", "hello team". */
const FILLER = new Set([
  'ok', 'okay', 'okk', 'k', 'kk', 'fine', 'great', 'cool', 'nice', 'sir', 'madam', 'maam', 'mam', 'ji', 'dear', 'team', 'there',
  'so', 'very', 'much', 'a', 'lot', 'again', 'all', 'guys', 'bot', 'friend', 'bhai', 'boss', 'and', 'for', 'the', 'help', 'your',
  'you', 'u', 'got', 'it', 'noted', 'alright', 'sure', 'yes', 'haan', 'theek', 'thik', 'hai', 'achha', 'accha', 'acha', 'bahut',
  'to', 'everyone', 'once', 'is', 'am', 'good', 'doing', 'well', 'hope', 'are', 'and', 'ho', 'aap', 'kaise', 'जी', 'बहुत',
  'ur', 'yr', 'assistance', 'support', 'quick', 'prompt', 'response', 'reply', 'time', 'kind', 'really', 'truly', 'awesome',
  'wonderful', 'excellent', 'amazing', 'lovely', 'this', 'that', 'all', 'tons', 'loads', 'earlier', 'today', 'before',
  'everything', 'anyone', 'anybody', 'someone', 'here', 'online', 'having', 'day', 'keeping', 'safe', 'healthy',
  // what is left of "you're", "I'm", "it's" once the apostrophe splits them
  're', 'm', 's', 'll', 've', 'd',
  // Hindi courtesy around thanks: "aapne badi madad ki", "आपने बड़ी मदद की", "aapka bahut shukriya".
  'aapne', 'aapka', 'aapki', 'badi', 'bada', 'madad', 'ki', 'kiya', 'ke', 'liye', 'sahayata', 'आपने', 'आपका', 'आपकी',
  'बड़ी', 'बड़ा', 'मदद', 'की', 'किया', 'के', 'लिए', 'सहायता',
]);

/** A message of thanks or approval in emoji alone ("🙏", "👍👍", "🙂"). */
const THANKS_EMOJI = /^(?:[\s🙏👍👌😊🙂😀✅💯.!]|☺️|❤️)+$/u;

/** "All good now", "all sorted", "no issues now": the customer closes the matter. */
const ALL_GOOD = /\b(?:all (?:good|fine|ok|okay|sorted|set)|no (?:issues?|problems?) (?:now|anymore)|problem (?:solved|resolved)|issue (?:solved|resolved))\b/i;
/** All that may follow a matter told as closed: "now", thanks, emoji ("…all good now, thanks 🙏"). */
const ONLY_THANKS_AFTER = /^[\s,.!;:-]*(?:now[\s,.!]*)?(?:(?:thanks|thank you|thank u|thanku|thx|ty|many thanks|thanks a lot|thank you so much|dhanyavaad|dhanyavad|shukriya)\b[\s,.!🙏👍😊🙂]*)*(?:for (?:the|your|all the) (?:help|support)[\s,.!🙏👍😊🙂]*)?$/iu;

/** A message that is only a greeting, thanks, goodbye or a pleasantry, or null. */
export function detectSmallTalk(text: string): SmallTalk | null {
  if (THANKS_EMOJI.test(text) && /\S/u.test(text.replace(/[.!\s]/g, ''))) return 'thanks';
  let rest = text.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  let kind: SmallTalk | null = null;
  for (const [k, re] of PHRASES) {
    re.lastIndex = 0;
    if (re.test(rest)) {
      kind ??= k;
      re.lastIndex = 0;
      rest = rest.replace(re, ' ');
    }
  }
  if (kind === null) return null;
  // "My 3000 payment failed … came back on 2 March, all good now, thanks": a matter told as closed at the end, with
  // only thanks after it and nothing asked or demanded, is thanks, whatever story comes first.
  const closed = ALL_GOOD.exec(text);
  if (kind === 'thanks' && closed && ONLY_THANKS_AFTER.test(text.slice(closed.index + closed[0].length)) && !text.includes('?') && !demandsMoneyBack(text)) return 'thanks';
  // Thanks for what was put right ("finally got my money back 🙏 thank u #happycustomer") is still thanks.
  if (kind === 'thanks') rest = rest.replace(PUT_RIGHT, ' ').replace(/#[\p{L}\d_]+/gu, ' ');
  const left = (rest.match(/[\p{L}\p{M}\d]+/gu) ?? []).filter((w) => !FILLER.has(w));
  if (left.length === 0) return kind;
  // "chennai rain is crazy today no? are you a real person or a bot": a pleasantry with a remark about nothing of ours.
  return kind === 'chitchat' && left.length <= CHITCHAT_REMARK_WORDS && !OURS.test(rest) ? kind : null;
}

/** A remark that something was put right: "got my money back", "the refund came", "it's sorted now", "paisa aa gaya". */
const PUT_RIGHT = /\b(?:(?:finally |have |i've |ive )?(?:got|received|recieved|get)\s+(?:my|the)\s+(?:money|refund|amount|paisa|paise|cash|credit|reversal|card)(?:\s+back)?|(?:my |the )?(?:money|refund|amount|reversal|credit) (?:came|has come|is|was|got) (?:back|credited|received|reversed|done)|(?:it'?s|it is|all|everything|issue|problem) (?:now )?(?:sorted|resolved|fixed|solved|done)(?: now)?|(?:paisa|paise|refund) (?:aa gaya|aa gaye|mil gaya|mil gaye|wapas aa gaya))\b|(?:that|it) was (?:quick|fast|smooth|easy)\b/giu;

/** The longest remark that may sit beside "how are you" or "are you a bot" and still be small talk. */
const CHITCHAT_REMARK_WORDS = 8;
/** Anything of the customer's business with us: then the message is not small talk. */
const OURS = /\d|₹|\b(?:accounts?|a\/c|acct|cards?|atm|upi|imps|neft|rtgs|money|paise|paisa|rupees?|rs|inr|refund\w*|fees?|charge\w*|balance|loan|emi|polic(?:y|ies)|claims?|premium|insurance|transactions?|txn|payment\w*|debit\w*|credit\w*|transfer\w*|cheque|branch|otp|pin|kyc|statement|interest|deposit|withdr\w*|complain\w*|problem|issue|block\w*|cancel\w*|fraud|stolen|lost|died|passed|death|hospital|urgent|emergency)\b/i;

const VOWELS = /[aeiouy]/;
/** A Latin word no customer writes: no vowel in four letters or more, or a long run of consonants, or a key row. */
function looksMashed(word: string): boolean {
  if (/^(.)\1{2,}$/.test(word)) return true;
  if (word.length < 4) return false;
  if (!VOWELS.test(word)) return true;
  if (/[^aeiouy\d]{5,}/.test(word)) return true;
  return /^(?:qwer|asdf|zxcv|hjkl|jkl|uiop|wert|sdfg|xcvb)/.test(word);
}

/**
 * Gibberish: letters, but nothing a customer writes. `knownWords` is how many of its words a trained model or lexicon
 * knows; a message with any digits, or in a script other than Latin, is never called gibberish here.
 */
export function isUnintelligible(text: string, knownWords: number): boolean {
  if (/\d/.test(text)) return false;
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (words.length === 0) return text.trim().length > 0 && !/[\p{Emoji_Presentation}]/u.test(text);
  if (words.some((w) => !/^[a-z]+$/.test(w))) return false;
  const mashed = words.filter(looksMashed).length;
  return knownWords === 0 || mashed / words.length >= 0.5;
}

/**
 * Gibberish around a bare number ("asdkjh qwpoe zzz 123", "kjhsdf lkjsdf 4455"): two or more Latin words, at least
 * half of them mashed, none of which a trained model knows (`knownWordsIn`, asked of the text without its digits). The number alone says nothing of what happened.
 */
export function isGibberishAroundNumber(text: string, knownWordsIn: (letters: string) => number): boolean {
  if (!/\d/.test(text)) return false;
  const letters = withoutNumbers(text);
  const words = letters.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (words.length < 2 || words.some((w) => !/^[a-z]+$/.test(w))) return false;
  // The model is asked last: most messages with a number are ruled out by their words alone.
  return words.filter(looksMashed).length / words.length >= 0.5 && knownWordsIn(letters) === 0;
}

/** The text without its digit runs and the tokens they sit in ("8s7df", "3k"), with their separators and currency signs. */
function withoutNumbers(text: string): string {
  return text.replace(/[₹]?[\p{L}]*\d[\p{L}\d.,/-]*/gu, ' ');
}

const BALANCE_ASKED = [
  /\b(?:what'?s|what is|whats|wats|wat'?s|wat is|whts|wht is|check|tell me|show(?: me)?|know|see|get|need|want|give me|intimate|inform|share|send|provide|update me|let me know)\b.{0,20}\b(?:current |available |account |a\/c |acct |remaining |total )?(?:bal|balance)\b/i,
  /\b(?:bal|balance)\b.{0,25}\b(?:kitna|kitni|kya|batao|bata|bataiye|dikhao|check|enquiry|inquiry|please|pls|plz)\b/i,
  /\b(?:kitna|kitni|kitne)\s+(?:\w+\s+)?(?:bal|balance)\b/i,
  // Misspelt ("wat is my acount balence").
  /\b(?:what'?s|what is|whats|wat'?s|wat is|wht is|check|tell me|show(?: me)?)\b.{0,20}\b(?:balence|balnce|blance|balanse|ballance|balace)\b/i,
  /\bhow much (?:money )?(?:do i have|is (?:there )?in my|is left|left in|have i got)\b/i,
  // "How much money is remaining in my savings account as of today?"
  /\bhow much (?:money |balance |amount )?(?:is |do i have )?(?:remaining|left|available|there)\b.{0,30}\bmy (?:\w+ )?(?:account|a\/c|acct)\b/i,
  // "how much balance" in other Indian languages written in Latin letters: Tamil "evlo", Bengali "koto", Marathi
  // "kiti", Gujarati "ketlu", Telugu "entha", Kannada "eshtu", Malayalam "ethra", Odia "kete", Punjabi "kinna".
  /\b(?:bal|balance)\b.{0,25}\b(?:evlo|evvalavu|yevlo|koto|kato|kiti|ketlu|ketla|entha|enta|eshtu|estu|ethra|ethrayanu|kete|keteta|kinna|kinni)\b|\b(?:evlo|evvalavu|yevlo|koto|kato|kiti|ketlu|ketla|entha|enta|eshtu|estu|ethra|ethrayanu|kete|keteta|kinna|kinni)\b.{0,25}\b(?:bal|balance)\b/i,
  /^\W*(?:my |current |available |account |a\/c )*(?:bal|balance)\W*(?:please|pls|plz)?\W*$/i,
  // The limit of the customer's own credit card: "what's my credit card limit?", "credit limit kitna hai".
  /\b(?:what'?s|what is|whats|tell me|check|know|show(?: me)?)\b.{0,15}\b(?:my|the) (?:total |available |current )?credit (?:card )?limit\b|\bcredit (?:card )?limit\b.{0,15}\b(?:kitna|kitni|kya|batao|bataiye)\b/i,
  /(?:बैलेंस|शेष राशि)\s*(?:कितना|कितनी|क्या|बताइए|बताओ)|(?:कितना|कितनी|क्या)\s*(?:बैलेंस|शेष राशि)|(?:बैलेंस|शेष राशि)[^।?]*\?/,
  /(?:खाते|अकाउंट|account)\s*(?:में|me|mein)\s*(?:अभी\s*|abhi\s*)?(?:कितना|कितने|kitna|kitne)\s*(?:पैसा|पैसे|रुपये|paisa|paise|rupaye|rupees|money)\s*(?:है|हैं|bacha|बचा|hai|hain)|\bkitna (?:paisa|paise) (?:hai|bacha)\b.{0,20}\b(?:account|khate)\b/i,
];
/** Words that make "balance" part of a claim or a fee ("my balance dropped by 3000", "minimum balance charges"). */
const NOT_A_BALANCE_QUESTION = /\b(?:minimum|min|average|avg|dropp?ed|reduced|increas\w*|enhanc\w*|rais\w*|debit\w*|deduct\w*|cut|kat|kata|kate|charge[sd]?|fee|fees|penalty|fine|fail\w*|transfer\w*|low|below|fell|went down)\b|न्यूनतम|कट|शुल्क/i;

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
  new RegExp(String.raw`कार्ड.{0,20}${CARD_STATE}.{0,15}(?:क्या|कि नहीं|या नहीं)|क्या\s+(?:मेरा|मेरे|हमारा)\s+(?:\S+\s+)?कार्ड.{0,20}${CARD_STATE}`),
];
/** A loss, a theft, a payment or money told beside the question: the customer has something to report, not to ask. */
const CARD_TROUBLE = /\b(?:lost|lose|losing|misplaced|stolen|stole|snatched|missing|theft|thief|fraud\w*|scam\w*|unauthori[sz]ed|hack\w*|clon\w*|someone|somebody|not me|never (?:made|did|used)|didn'?t (?:make|do|use)|debited|deducted|charged|kat|kata|kate|chori|kho|gum|please block|pls block|block it|block (?:them|this|that)|unblock|(?:want|need|get)\s+(?:it|them|my card|the card|this card)\s+block\w*|block\w*\s+(?:immediately|now|asap|right away|at once))\b|₹|\brs\.?\s*\d|खो|चोरी|कट/i;

/** A question about where the customer's own cards stand: blocked, active, expired (an amount told with it is a claim: the caller checks). */
export function asksAboutCards(text: string): boolean {
  return CARD_STATE_ASKED.some((re) => re.test(text)) && !CARD_TROUBLE.test(text);
}

const STATUS = /\b(?:refund|paisa|paise|amount|money|reversal|credit)\b.{0,20}\b(?:aaya|aya|aayi|aai|mila|mili|mile|hua|ho gaya|wapas aaya)\s+(?:kya|ki nahi|ya nahi)\b|\b(?:was|has|is|did)\s+(?:my|the|our)\s+(?:\w+\s+){0,2}claim\b.{0,20}\b(?:paid|settled|approved|rejected|processed|cleared|passed)\b|\bhas (?:the|my|this|that|our)\b.{0,80}\bbeen (?:refunded|credited|reversed|returned|paid|settled|processed|approved|resolved)\b|\b(?:was|were|is) (?:the|my|that|this) (?:extra|second|other|duplicate|double|first) (?:one|payment|debit|charge|premium|amount)\b.{0,30}\b(?:refunded|reversed|returned|credited back)\b|\bwhen will (?:it|this|that|my \w+|the \w+) (?:be|get) (?:settled|paid|processed|approved|credited|done|resolved|closed)\b|\b(?:want|like|need) to know (?:about|the status of|what happened (?:to|with)) (?:my|the) (?:claim|complaint|ticket|refund|request)\b|\b(?:status|progress)\b.{0,40}\b(?:of|on|for|about|regarding)\b|\b(?:updates?|news) (?:on|about|regarding|of) (?:my|the|our)\b|\b(?:any|an|the|latest)\s+(?:update|news|progress)\b|\bwhere (?:is|are) my\b|\bwhat happened (?:to|with) my\b|\b(?:status|update) (?:kya|batao|bataiye|please|pls|plz)\b|\b(?:ka|ki|ke) (?:kya )?(?:status|update)\b|\bkya hua (?:mere|mera|meri)\b|\bkab tak (?:milega|hoga|aayega)\b|\bkya (?:mera|meri|mere) (?:complaint|claim|refund|request|ticket|shikayat|case)\w* (?:close|closed|band|resolve|resolved|settle|settled|pass|approve|approved|reject|rejected|solve|solved)\w* (?:ho gaya|ho gayi|ho gya|hua|hui|kar diya|kar di)\b|\bclaim\w*\b.{0,20}\b(?:kyun|kyon|kyu|kiu)\s+(?:reject|rejected|cancel|kharij|khaarij)\w*\s+(?:hua|hui|kiya|kar diya|ho gaya|ho gya)\b|\b(?:claim|complaint|ticket|refund|request)\w*(?:\s+[\w-]*\d[\w-]*)?\s+(?:ka|ki|ke saath)\s+kya hua\b|\b(?:claim|complaint|ticket|refund|request)\w*(?:\s+[\w-]*\d[\w-]*)?\s+(?:er |ra |cha |chi |no |ni |oda |da )?(?:ki obostha|ki holo|ki hoyeche|enna aachu|enna achu|status enna|enaaytu|en aaytu|em ayindi|emaindi|kay zala|kay jhala|shu thayu|nu shu thayu)\b/i;
/**
 * "Can you check whether it was debited correctly?", "did my payment go through?": where a payment the customer made
 * stands. Tamil "debit aayiducha nu check pannunga", Telugu "debit ayyinda", Bengali "debit hoyeche ki", Marathi
 * "debit jhala ka", Gujarati "debit thayu ke" ask the same.
 */
const WHERE_IT_STANDS = /\bwhat does (?:that|this|it) mean for (?:my |the |our )?(?:\w+ )?(?:claim|complaint|request|refund|case|policy|application)\b|\bwhat(?:'?s| is) (?:happening|going on) with (?:my|the|our) (?:\w+ )?(?:claim|complaint|request|case|ticket|refund|application|reversal)\b|\bwhere (?:it|things|they|that|this|my \w+) stands?\b|\bhow far (?:along )?(?:is|has) (?:my|the) (?:\w+ )?(?:claim|complaint|request|case|refund)\b|\bhas (?:anyone|anybody|someone|somebody) (?:even )?(?:looked (?:at|into)|checked|reviewed|picked up)\b.{0,20}\b(?:claim|complaint|request|case|ticket|application)\b/i;

const PAYMENT_CHECK = /\b(?:check|confirm|verify|see|tell me)\b.{0,30}\b(?:whether|if)\b.{0,40}\b(?:debited|credited|deducted|went through|gone through|processed|received|reached)\b|\b(?:was|has|did) (?:it|my payment|the payment|the amount|my transfer|the transfer)\b.{0,20}\b(?:debited|credited|go through|gone through|processed)\b.{0,15}\b(?:correctly|properly|fine|successfully)\b|\b(?:debit|credit)\w* (?:aayiducha|aayitta|ayyinda|ayinda|hoyeche ki|hoyechhe ki|jhala ka|jhale ka|thayu ke|thai gayu ke|aagidya|aagideya)\b/i;

/** The same in Devanagari: "मेरा claim क्यों reject हुआ?", "क्लेम की स्थिति क्या है?", "स्टेटस बताइए", "मेरे क्लेम का क्या हुआ?", "कब तक मिलेगा?". */
const STATUS_DEVANAGARI = /(?:क्लेम|दावा|दावे|claim)[^।?]{0,20}क्यों\s*(?:reject|रिजेक्ट|अस्वीकार|खारिज|ख़ारिज|रद्द)\s*(?:हुआ|हुई|किया|कर दिया|हो गया)|(?:स्थिति|स्टेटस|प्रगति)[^।?]{0,20}(?:क्या|बताइए|बताइये|बताओ|बताएं|बताएँ|\?)|(?:क्लेम|दावे|दावा|शिकायत|टिकट|रिफंड|अनुरोध)[^।?]{0,20}(?:का|की|के साथ)\s+क्या\s+हुआ|कब\s+तक\s+(?:मिलेगा|मिलेगी|होगा|आएगा)/;

/** A question about where something of the customer's stands ("status of CLM-2005 please", "any update on my claim?"). */
export function asksForStatus(text: string): boolean {
  return STATUS.test(text) || STATUS_DEVANAGARI.test(text) || asksWhereItStands(text) !== null || BARE_REFERENCE.test(text);
}

/**
 * "Can you check whether it was debited correctly?", "where does my claim stand?": the question, when nothing else in
 * the message tells that something went wrong ("… I never made this payment" is a claim asked as a question).
 */
function asksWhereItStands(text: string): RegExpExecArray | null {
  const asked = PAYMENT_CHECK.exec(text) ?? WHERE_IT_STANDS.exec(text);
  if (!asked) return null;
  return TROUBLE_BESIDE.test(text.slice(0, asked.index) + text.slice(asked.index + asked[0].length)) ? null : asked;
}

/** Trouble told beside a status question: a denial, a failure, a fraud, a repeat ("I never made this payment"). */
const TROUBLE_BESIDE = /\b(?:never|not|no|didn'?t|did not|don'?t|do not|fraud\w*|scam\w*|unauthori[sz]ed|stolen|hack\w*|fail\w*|declin\w*|twice|double|wrong|nahi|nahin|nhi|without my)\b|नहीं|धोखा/i;

/**
 * A status question that asks for nothing more: "has my 1500 UPI payment been reversed?" asks where the money stands;
 * "any update? I want my refund now" also demands it back.
 */
export function asksOnlyForStatus(text: string): boolean {
  const asked = STATUS.exec(text) ?? STATUS_DEVANAGARI.exec(text) ?? asksWhereItStands(text);
  if (asked) {
    const rest = text.slice(0, asked.index) + text.slice(asked.index + asked[0].length);
    // "Payment failed but 3499 still cut from my card. Where is my money??" tells a loss and asks for it: a claim.
    if (/\bwhere\b/i.test(asked[0]) && WHERE_IS_MONEY.test(text) && LOSS_TOLD.test(rest)) return false;
    return !demandsMoneyBack(rest) && !DISPUTES.test(rest);
  }
  return BARE_REFERENCE.test(text) && !demandsMoneyBack(text);
}

/** Disagreement with a decision told beside the question ("why was my claim rejected? this is wrong, reconsider"): a dispute. */
const DISPUTES = /\b(?:wrong|incorrect|unfair|not fair|unjust|disagree|do not agree|don'?t agree|reconsider|re-?examine|appeal|dispute|galat|dobara (?:dekho|dekhiye|check karo)|phir se (?:dekho|dekhiye|check karo)|sahi nahi|nainsafi)\b|गलत|ग़लत|(?:फिर से|दोबारा) (?:जाँच|जांच|देख)|असहमत|अन्याय/i;

/** "Where is my money?", "where is my penalty money": the money itself, not a refund or a claim already raised. */
const WHERE_IS_MONEY = /\bwhere(?:'s| is| are) my (?:\w+ )?(?:money|amount|cash|paisa|paise|rupees|funds|compensation|penalty)\b/i;
/** A loss told in so many words: a failure, a debit, money not received. */
const LOSS_TOLD = /\b(?:fail\w*|declin\w*|cut|kat\w*|debited|deducted|charged|taken|not (?:received|dispensed|credited|given)|didn'?t (?:get|receive|come)|never (?:got|came|received)|nahi (?:mila|aaya|nikla|nikle))\b/i;

/** A message that is only a record's reference ("clm 6005?", "CLM-6005", "policy no 2201 ?"): where does it stand (Hindi words are words too). */
const BARE_REFERENCE = /^[^\p{L}\p{N}]*(?:(?:my\s+)?(?:claim|clm|policy|pol|ticket|tkt|ref(?:erence)?)\b[^\p{L}\p{N}]*(?:no\.?|number|#)?[^\p{L}\p{N}]*[a-z]{0,4}|[a-z]{1,4})[-\s]?\d{3,}[a-z0-9-]*[^\p{L}\p{N}]*(?:status|pls|please)?[^\p{L}\p{N}]*$|^[^\p{L}\p{N}]*\d{3,}\s*\?[^\p{L}\p{N}]*$/iu;

const HYPOTHETICAL = /\b(?:were|should) (?:someone|somebody|anyone|anybody|a thief) (?:to |ever )?(?:\w+ )?(?:steal|nick|take|use|misuse|hack|swipe|clone)\b|^\s*(?:(?:(?:just|only|i am|i'm|im|was)\s+)?(?:curious|wondering|asking|out of curiosity|a question|one question|quick question|quick (?:q|qn|ques|query|one)|a quick one|general question|a doubt|one doubt|small doubt|hi|hello|hey|sir|madam)\W+)*(?!if (?:possible|you can|you could|you don'?t mind|needed|required)\b|in case you need)(?:if|suppose|supposing|imagine|hypothetically|in case|what if|what happens if|what would happen|agar|yadi|maan lo|मान लो|अगर|यदि)\b|\b(?:what (?:if|happens if|happens when|should i do if|do i do if)|in case (?:my|i|a|the|someone)|agar\b.{0,60}\b(?:to|toh|tab)\b.{0,40}\b(?:kya|kaise)|(?:ho|jaye|jaaye|jata|jati)\s+(?:to|toh)\s+kya)\b|अगर.{0,120}(?:तो|क्या)|\b\w*(?:enkil|engil)\b.{0,80}\b(?:enthu|entha|ethra|engane|eppol)\b/i;
const RULES_QUESTION = /\b(?:what (?:is|are) the (?:rules?|process|procedure|policy|steps)|rules? (?:for|about|of)|niyam)\b|प्रक्रिया|नियम/i;

const ASKS_HI = String.raw`(?:kya|kitna|kitne|kitni|kab|kaise|kahan|kaun|kaunsa)`;
/**
 * A Hindi verb in the habitual present ("aate hain", "lagta h", "padta hai", "kaat lete ho"): how things usually go,
 * not what happened.
 */
const HABITUAL_HI = String.raw`\b[a-z]+(?:ta|te|ti)\s+(?:hai|hain|h|he|hei|ho)\b`;
/**
 * Romanised Hindi questions about how things work: a condition then a question ("paise nahi nikle to kitne din me
 * aate h?", "fail hone pe kab tak aata hai"), or a question in the habitual present ("min bal kitna rakhna padta h").
 */
const GENERAL_HI = new RegExp(String.raw`\b(?:to|toh|hone (?:pe|par|per))\s+(?:[a-z]+\s+){0,2}${ASKS_HI}\b|\b${ASKS_HI}\b.{0,50}${HABITUAL_HI}|${HABITUAL_HI}.{0,30}\b${ASKS_HI}\b`, 'i');
const GENERAL_DEVANAGARI = /तो\s+(?:\S+\s+){0,2}(?:कितने|कितना|कितनी|क्या|कब|कैसे)|(?:कितने|कितना|कितनी|क्या|कब|कैसे)[^।?]{0,50}(?:ते|ता|ती)\s+(?:हैं|है)/;
/** The customer speaking of their own case ("mere paise…", "my card…"): then a condition is their story, not a rule. */
const FIRST_PERSON = /\b(?:mera|mere|meri|mujhe|maine|mai|humara|hamara|humne|my|i|mine)\b|मेरा|मेरे|मेरी|मुझे|मैंने|मैं/i;
/** "What are the charges if my balance goes below the minimum?": a question with a condition in the present tense. */
const GENERAL_EN = /^\W*(?:what|wat|wht|whats|how|when|which|is there|are there|do you|does the bank|will (?:i|you|the bank)|can i|should i)\b[^.?!]{0,80}\b(?:if|when|in case|incase)\b/i;
/** A message that tells something in the past is about an event that happened ("the merchant charged me twice when…"). */
const PAST_EVENT = /\b(?:was|were|did|didn'?t|had|got|charged|debited|deducted|took|failed|happened|paid|made|sent|tried|withdrew|used|yesterday|ago|last|lost|stolen|missing|kho gaya|kho gayi|chori)\b/i;

/**
 * "Whats the daily ATM withdrawal limit on my debit card?", "what are the charges for a duplicate card", "limit kitni
 * hai": a question about a limit, a charge or a rate, which a product has whether or not anything happened.
 */
const TERMS_QUESTION = /^\W*(?:(?:please |pls |plz |also |and )*(?:tell me|can you tell me|could you tell me|let me know|i (?:also )?(?:want|would like) to know)\s+)?(?:what(?:'?s| is| are| r)?|wats|whats|wat is|how much (?:is|are)?|how many)\b[^.?!]{0,50}\b(?:limits?|charges?|fees?|rates?|interest|minimum balance|min(?:imum)? bal|cut-?off|timings?|(?:free[- ]?look|grace|waiting|cooling[- ]off|lock[- ]in) period|time limit)\b|^\W*(?:is|are) (?:the |your |my )?[^.?!]{0,30}\b(?:free[- ]?look|grace|waiting|cooling[- ]off|lock[- ]in) period\b|\b(?:limits?|charges?|fees?|rates?|interest)\s+(?:kya|kitna|kitni|kitne)\b/i;

/**
 * A question about the terms, and nothing ordered after it: "What is the free look period? I want to cancel my policy."
 * asks to cancel, and the question is asked on the way.
 */
function asksAboutTerms(lower: string): boolean {
  const question = TERMS_QUESTION.exec(lower);
  if (!question) return false;
  const after = lower.slice(question.index + question[0].length).replace(/^[^.?!]*[.?!]*/, '');
  return !asksToCancelNow(after) && !demandsMoneyBack(after);
}

/**
 * A condition on something that is not (yet) the customer's, then a question: "if an ATM doesn't give cash but debits,
 * how many days do u get to reverse it?", "If some fraudulent transaction takes place … what would be my liability?".
 */
const CONDITION_THEN_QUESTION = /\bif (?:a|an|some|any|someone|somebody|anyone|there is|there's)\b[^.?!]{0,140}\b(?:how (?:many|long|much|soon)|what (?:is|are|would|will|happens)|when (?:will|do|does|would|must|should)|by when|will (?:i|you|it|the|my)|would (?:i|you|it|the|my)|must (?:the|i|you|it)|should (?:the|i|you|it)|do (?:you|i|u)|does (?:the|it))\b|\b(?:how (?:much|many|long)|what)\b[^.?!]{0,60}\b(?:would|could|will)\b[^.?!]{0,40}\bif (?:a|an|some|someone|somebody|anyone)\b/i;
/** The customer's own case beside it: "mine of 2500 is stuck", "my own", an amount of theirs. */
const OWN_CASE = /\bmine\b|\bmy own\b|\bmera wala\b|\bmeri wali\b|\d{3,}|\d{1,3},\d{2,3}/i;
/** A question about any case of a kind, named with "a" or "an": "how long does a failed UPI refund take". */
const ANY_CASE_QUESTION = /\b(?:how (?:long|many days|much time|soon|much)|what|when|which)\b[^.?!]{0,40}?\b((?:a|an|any)\s+(?:failed|failure|declined|disputed|fraudulent|duplicate|late|reversed|stuck|wrong|unauthori[sz]ed)\s+(?:\w+\s+){0,2}?(?:refund|reversal|transfer|payment|transaction|withdrawal|claim|complaint|dispute|debit)s?)\b/i;
/** "My friend said …, is it true?", "my agent says 15": what someone told them, asked to be checked, is a question. */
const HEARSAY = /\b(?:(?:my|a|the|your|our)\s+(?:friend|agent|colleague|relative|brother|sister|father|mother|dad|mom|neighbou?r|cousin|uncle|aunt|advisor|adviser|dost)|someone|somebody|people|everyone)\s+(?:said|says|told me|tells me|mentioned|claims?|keeps saying)\b|\bi (?:have )?(?:heard|read) (?:that|somewhere)\b/i;
const ASKS_IF_TRUE = /\b(?:is (?:it|that|this) (?:true|correct|right|so)|is that how it works|am i right|sach (?:hai|me|mein)|sahi hai kya)\b/i;

export function asksHowThingsWork(text: string): boolean {
  const lower = text.toLowerCase();
  if ((GENERAL_HI.test(lower) || GENERAL_DEVANAGARI.test(text)) && !FIRST_PERSON.test(lower)) return true;
  const asked = lower.trim().replace(ASKING_OPENER, '');
  // A supposition, hearsay or "is it true that…" asks how things work only when the rest of the message tells nothing
  // that is happening and asks for nothing to be done: "Someone is using my card… If anyone does more transactions
  // will I be liable? Block it now" is a fraud report, whatever it supposes.
  const supposes = CONDITION_THEN_QUESTION.test(lower) || (HEARSAY.test(lower) && ASKS_IF_TRUE.test(lower)) || IS_IT_TRUE_THAT.test(asked)
    || GERUND_QUESTION.test(asked);
  if (supposes && tellsNothingOfItsOwn(lower)) return true;
  // "I want to know how long a failed UPI refund takes": a question about any such case, told as no case of one's own.
  const anyCase = ANY_CASE_QUESTION.exec(lower);
  if (anyCase && !OWN_CASE.test(lower) && tellsNothingOfItsOwn(lower.replace(anyCase[1] ?? '', ' '))) return true;
  return (GENERAL_EN.test(asked) || asksAboutTerms(asked)) && !PAST_EVENT.test(lower) && !NOW_EVENT.test(lower);
}

/** "Is it true that if my card is stolen the bank blocks it automatically?" */
const IS_IT_TRUE_THAT = /^\W*(?:is it (?:true|correct|right)|is that (?:true|correct|right))\b(?: that)?/i;
/** "Does cancelling my policy refund the premium?": what a step would do. */
const GERUND_QUESTION = /^\W*(?:does|do|will|would|can|could|should)\s+(?!\w*thing\b)(?:\w+ing)\b/i;
/** Something going on now, told in the present: "someone is using my card", "3000 cut", "the card is not with me". */
const NOW_EVENT = /\b(?:is|are) (?:using|misusing|withdrawing|charging|debiting|taking)\b|\b(?:cut|kat gaya|kat gaye|debited|deducted|not with me|can'?t find|cannot find|left it|left my|missing|lost|stolen|stole|hacked)\b/i;
/** Something to be done now: "block it", "please block", "refund it", "cancel my policy". */
const ASKS_ACTION = /\b(?:block|hotlist|freeze|band kar\w*)\b(?:\s+(?:it|my|the|this|that|now|immediately|anyway|please|pls|card))?|\bplease (?:block|refund|reverse|cancel|stop|credit|pay)\b/i;

/**
 * The message with its questions, its suppositions and what someone said taken out tells no event of its own and asks
 * for nothing done.
 */
function tellsNothingOfItsOwn(lower: string): boolean {
  const sentences = lower.split(/(?<=[.?!])\s+|\n+/).filter((sentence) => !HEARSAY.test(sentence));
  // A supposition runs to its sentence's end; a decimal point ("a fraud of 1.5 lakh") ends nothing.
  const withoutSuppositions = (text: string) => text.replace(/\b(?:if|agar|in case)\b(?:[^.?!]|\.(?=\d))*[.?!]?/g, ' ');
  // An event is told anywhere outside a supposition ("can anything be done, my card was stolen and 5000 debited?");
  // a demand only outside the questions ("does cancelling my policy refund the premium?" demands nothing).
  const told = withoutSuppositions(sentences.join(' '));
  const stated = withoutSuppositions(sentences.filter((sentence) => !sentence.trim().endsWith('?')).join(' '));
  return !PAST_EVENT.test(told) && !NOW_EVENT.test(told) && !ASKS_ACTION.test(lower) && !demandsMoneyBack(stated) && !asksToCancelNow(stated);
}

/** Words a problem can be told with and still say nothing about what happened. */
const GENERIC = new Set((
  'something some thing anything everything wrong problem problems issue issues trouble error not working there is are was ' +
  'has have had a an the my me i with in on of to for about this that it its am please pls plz kindly help sort fix check ' +
  'out urgent urgently asap sir madam hi hello team account a/c acct money bank banking card policy service what going ' +
  'showing shows show looks look seems seem happening weird strange odd right not messed up funny ' +
  'kuch koi gadbad galat dikkat pareshani samasya problem hai ho raha rahi mere mera meri mujhe me mein se ka ki ke ' +
  'khata khate paisa paise please madad karo kijiye dekho dekhiye need needed want immediately emergency quickly now some ' +
  'jaldi turant chahiye do good morning afternoon evening hey dear can could would you u want wanted to complain ' +
  'complaint raise register lodge file prob probs prblm pblm theek thik nahi nahin lag lagta raha refund refunds back wapas vapas ' +
  'कुछ गड़बड़ समस्या दिक्कत परेशानी मेरे मेरा मेरी खाते खाता में है हो रही रहा कार्ड पैसे साथ से ठीक नहीं लग लगता चाहिए मदद'
).split(' '));
const TROUBLE = /\b(?:wrong|problem|problems|prob|probs|prblm|pblm|issue|issues|trouble|error|not working|weird|strange|odd|not right|messed up|gadbad|galat|dikkat|pareshani|samasya|complain|complaint|(?:theek|thik) (?:nahi|nahin))\b|गड़बड़|समस्या|दिक्कत|परेशानी|ठीक नहीं/i;

/** A plea for help, haste or money back ("I need help urgently", "madad chahiye jaldi", "refund??"), which says nothing of what happened. */
const PLEA = /\b(?:help|urgent|urgently|emergency|asap|madad|jaldi|refund|money back|paisa wapas|paise wapas|paisa vapas|paise vapas)\b|मदद/i;

/**
 * "Something is wrong with my account", "kuch gadbad hai mere account me", "I need help urgently": trouble or a plea,
 * and not one word of what happened.
 */
export function isVagueProblem(text: string): boolean {
  const lower = text.toLowerCase();
  if (!TROUBLE.test(lower) && !PLEA.test(lower)) return false;
  const words = lower.replace(/not working/g, 'problem').match(/[\p{L}\p{M}/]+|\d+/gu) ?? [];
  if (words.length > 0 && words.every((w) => GENERIC.has(w))) return true;
  // "Sir, something is not right in my account, kindly help me, I am 80 years and stay alone": however much else is
  // said (who they are, how they feel), trouble with no word of anything that happened names no claim.
  return (TROUBLE.test(lower) || NOT_RIGHT.test(lower)) && !EVENT.test(lower) && !EVENT_DEVANAGARI.test(text);
}

/** Words that tell something went wrong or is wanted back: a negation, a failure, a loss, a repeat, a delay, a demand. */
const WENT_WRONG = /\b(?:not|no|never|nothing|none|nahi|nahin|nhi|nai|didn'?t|did not|doesn'?t|does not|wasn'?t|isn'?t|haven'?t|hasn'?t|won'?t|can'?t|cannot|without|fail\w*|declin\w*|error|stuck|atak\w*|atka|phas\w*|pending|twice|double|two times|2 times|do baar|again|extra|wrong|missing|gone|lost|stolen|vanish\w*|disappear\w*|cut|kat\w*|kaat\w*|deduct\w*|debit\w*|charg\w*|reduc\w*|took|taken|ate|eaten|swallow\w*|fraud\w*|scam\w*|hack\w*|misus\w*|unknown|strange|weird|problem|issue|trouble|complain\w*|refund\w*|revers\w*|back|wapas|vapas|return\w*|waive\w*|maaf|late|delay\w*|yet|still|reject\w*|refus\w*|denied|deny|cancel\w*|block\w*|repeat\w*|since|long after|sitting on|where is|interest|compensat\w*|owe\w*|due|pay (?:it|me|now|up))\b|नहीं|नही|कट|वापस|धोखा|गलत|देरी|दो बार|फंस|अटक|रद्द/i;

/** The message tells that something went wrong or asks for something back (the least a described claim needs). */
export function tellsSomethingWrong(text: string): boolean {
  return WENT_WRONG.test(text);
}

/** "Not right", "not correct", "not ok": trouble in so many words. */
const NOT_RIGHT = /\bnot (?:right|correct|ok|okay|fine|proper)\b/i;
/** Any word of something that happened or of a product it happened to: then the message tells an event. */
const EVENT = /\b(?:debit\w*|deduct\w*|charg\w*|paid|pay\w*|transfer\w*|sent|send|withdr\w*|atm|upi|imps|neft|rtgs|cards?|cash|refund\w*|revers\w*|transactions?|txns?|kat\w*|kaat\w*|cut|missing|gone|vanish\w*|stolen|lost|fraud\w*|scam\w*|hack\w*|declin\w*|fail\w*|twice|double|fees?|penalt\w*|polic(?:y|ies)|premium|claims?|cancel\w*|block\w*|otp|pin|loan|emi|interest|balance|bal|cheque|rupees?|rs|inr|₹|entry|entries|amount|shopping|order\w*|bought|purchase\w*|merchant|shop|bill)\b/i;
const EVENT_DEVANAGARI = /कट|कार्ड|एटीएम|यूपीआई|पॉलिसी|क्लेम|प्रीमियम|रिफंड|शुल्क|लेनदेन|भुगतान|ट्रांसफर|चोरी|धोखा|फ्रॉड|ब्लॉक/;

/** A message that opens as a supposition ("Hypothetically, if…", "Suppose…", "What if…", "Agar…", "मान लो…"). */
const SUPPOSITION = /^\W*(?:(?:hypothetically|theoretically|suppose|supposing|imagine|let'?s say|say(?= (?:₹|rs\.?\s?\d|inr\s?\d|\d)[^?]*\?)|what if|what happens if|what would happen if|agar|maan lo|maan lijiye|jar|jodi|okavela|ondu vele|oruvelai)\b|(?:मान लो|मान लीजिए|अगर|यदि)(?=\s|$))/i;

/** An opener that says a question follows, not a case: "Just curious -", "just asking,", "Out of curiosity,". */
const ASKING_OPENER = /^\W*(?:just (?:curious|asking|wondering|checking|a question)|(?:just )?for (?:my )?(?:knowledge|information|info)|out of (?:curiosity|interest)|(?:a |one )?(?:quick|general|small|simple|hypothetical) (?:question|query|doubt|q|qn|ques)|(?:a )?quick one|i (?:was|am|'m) (?:just )?(?:curious|wondering)|bas (?:pooch|puch) (?:raha|rahi) (?:hu|hoon|hun|tha|thi))\b[\s,:;.!?-]*/i;
/**
 * A condition about what may happen later to the customer or anyone: "if I get charged … next year", "if my card is
 * ever stolen", "agar agle mahine…". A condition on what someone else does ("if you don't reverse it by next week")
 * is a demand, not a supposition.
 */
const LATER_CONDITION = /\b(?:if|in case|agar|yadi)\s+(?:i|my|we|our|someone|somebody|anyone|a|an|the|mera|mere|meri|mujhe|koi)\b[^.?!]{0,80}?\b(?:next (?:week|month|year|time|quarter|cycle)|in (?:the )?future|some ?day|ever|again later|later on|agle (?:mahine|saal|hafte|baar)|future me)\b[^.?!]{0,60}/i;
const QUESTION = /\?|\b(?:how|what|which|will|would|can|could|do|does|is|are|kya|kitna|kitne|kitni|kab|kaise)\b/i;
/** Something that did happen, told around a supposition: the message is then also a case. */
const HAPPENED = /\b(?:was|were|did|didn'?t|had|charged|debited|deducted|took|failed|happened|paid|sent|withdrew|yesterday|ago|last|today)\b/i;

/**
 * A question opened as a supposition: its amounts and dates are part of what is supposed ("Hypothetically, if someone
 * spent 20,000 on my card…, how much would I bear?", "Just curious - if I get charged a 2,500 fee next year, how many
 * waivers…?"), so it is a question, never a claim, whatever it states. A message that also tells of something that
 * happened is not one.
 */
export function isSupposition(text: string): boolean {
  const opened = text.trim().replace(ASKING_OPENER, '');
  if (SUPPOSITION.test(opened)) return true;
  if (asksOnACondition(text)) return true;
  const later = LATER_CONDITION.exec(text);
  if (!later) return false;
  const rest = text.slice(0, later.index) + text.slice(later.index + later[0].length);
  return QUESTION.test(text) && !HAPPENED.test(rest.replace(ASKING_OPENER, ''));
}

/**
 * A sentence that asks what follows from a condition told in the present ("if my annual fee is 1499, will you reverse
 * it?", "if there's a fraud of 40000 on it and I report it on the 5th working day, what's my liability?"), after other
 * sentences that tell nothing that happened ("my credit card limit is 8 lakh."). A condition told in the past ("if the
 * payment failed, why was I debited?"), or a message that also tells an event, trouble or an order ("someone is using
 * my card … if anyone does more, will I be liable? Block it now"), is a case, not a supposition.
 */
const QUESTION_ON_A_CONDITION = /(?:^|[.?!;]\s*)\W*(?:(?:and|but|so|also|then|ok|okay)\W+)?(?:if|in case|suppose|supposing)\s+([^.?!]{3,160}?)\s*,?\s*(?:then\s+)?(?:will|would|can|could|do|does|is|are|what|what's|whats|how|should|shall|who|when)\b[^.?!]*\?/gi;
const TOLD_AS_PAST = /\b(?:was|were|did|didn'?t|had|has been|have been|failed|debited|deducted|charged|took|taken|happened|paid|sent|withdrew|reversed|refunded|yesterday|ago|last|today)\b/i;

function asksOnACondition(text: string): boolean {
  let rest = text;
  let found = false;
  for (const asked of text.matchAll(QUESTION_ON_A_CONDITION)) {
    if (TOLD_AS_PAST.test(asked[1] ?? '')) return false;
    found = true;
    rest = rest.replace(asked[0], ' ');
  }
  // Other questions beside it ask; only what is told outside them can make the message a case.
  const told = withoutQuestions(text);
  return found && !TOLD_AS_PAST.test(rest) && !HAPPENED.test(rest) && !ORDERS.test(told) && !tellsSomethingWrong(told);
}

/** Something asked to be done beside the question ("… will I be liable? Block it now"): a case, not a supposition. */
const ORDERS = /\b(?:block|freeze|cancel|refund|reverse|return|close|stop|karo|kar do|kardo|kijiye)\b/i;

/**
 * "What if my card is stolen?", "agar claim reject ho jaye to kya karun?", "what are the rules for reporting fraud?",
 * "upi fail hone pe paisa kab tak wapas aata hai", "what's the compensation if a refund is late?".
 */
/**
 * A question in the habitual present of another Indian language written in Latin letters, with a question word and no
 * word of the customer's own: "cash bandilla aadre duddu vapas barokke eshtu dina aagatte?" (Kannada: how many days
 * does it take), "koto diner moddhe ferot ashe?" (Bengali), "kiti divas lagtat?" (Marathi).
 */
const REGIONAL_QUESTION_WORD = /\b(?:eshtu|yavaga|yaavaga|hege|enni|eppudu|koto|kobe|kiti|kevha|ketla|kyare|evlo|eppo|eppadi)\b/i;
const REGIONAL_HABITUAL = /\b(?:aagatte|agatte|barutte|bartade|sigutte|siguttade|avutundi|vastundi|padutundi|lagte|lagtat|lagto|yete|yetat|miltat|aagum|varum|kidaikkum|edukkum|ashe|pawa jay|thay che|thai che|male che|aave che|lage che)\b/i;
const REGIONAL_FIRST_PERSON = /\b(?:nanna|nange|naanu|naa|nenu|naaku|amar|ami|amake|maza|majha|mala|mi|maru|mane|hu|en|ennoda|enakku|naan)\b/i;
function asksHowThingsWorkRegionally(text: string): boolean {
  // Customers often leave the first person out: a loss or a request to act makes it their case.
  return REGIONAL_QUESTION_WORD.test(text) && REGIONAL_HABITUAL.test(text) && !REGIONAL_FIRST_PERSON.test(text) && !FIRST_PERSON.test(text)
    && !REGIONAL_EVENT.test(text) && !ASKS_ACTION.test(text);
}
/** A loss or a request told in those languages: "kete geche", "kaple", "aagide", "use pannitaanga", "block pannunga". */
const REGIONAL_EVENT = /\b(?:kete geche|keteche|kaple|kapla|kapli|aagide|aaytu|poyindi|poyayi|pannitaanga|pannittaanga|kaanom|pannunga|maadi|cheyandi|karo|kara)\b/i;

export function isHypotheticalOrGeneral(text: string): boolean {
  return HYPOTHETICAL.test(text) || RULES_QUESTION.test(text) || asksHowThingsWork(text) || asksHowThingsWorkRegionally(text) || weighsAStep(text) || isSupposition(text)
    || asksForSomeoneElse(text) || saysItOnlyAsks(text);
}

/** A question beside the customer's word that nothing is to be done ("just asking, I am not cancelling: …?"). */
export function saysItOnlyAsks(text: string): boolean {
  return ASKS_ONLY.test(text) && ASKS.test(text.toLowerCase());
}

/**
 * The customer says, beside a question, that nothing is to be done: "just asking, don't do anything on my account",
 * "no action needed", "only for my information".
 */
const ASKS_ONLY = /\b(?:do not|don'?t|dont|no need to|please don'?t|pls don'?t)\s+(?:do|take|make|change|touch|process|act|action|refund|reverse|block|cancel)\b.{0,20}\b(?:anything|any action|on my account|with my account|now|yet)\b|\bno action (?:is )?(?:needed|required)\b|\b(?:(?:only|just|merely) (?:asking )?for (?:my )?(?:general )?(?:information|info|knowledge|understanding)|(?:only|just|merely) asking out of curiosity|for (?:my )?(?:general )?(?:information|info|knowledge|understanding) (?:only|purposes?))\b|\b(?:i am|i'm|im|we are|we're)?\s*not (?:cancell?ing|surrendering|closing|disputing|claiming) (?:it |anything )?(?:now|yet|right now|today)?\s*[,:;.!-]+\s*(?:just|only)?\s*(?:asking|curious|wondering)\b|\b(?:i am|i'm|im)\s+not (?:cancell?ing|surrendering|closing)\b|\bkuch (?:mat|na) karo\b|\b(?:sirf|bas) (?:jaankari|jankari) (?:ke liye|chahiye)\b|\b(?:sirf|bas) (?:janna|jaanna|puchna|poochna) (?:hai|tha|chahta|chahti)\b|(?:सिर्फ|सिर्फ़|बस) जानकारी (?:के लिए|चाहिए)|(?:सिर्फ|सिर्फ़|बस) (?:जानना|पूछना) (?:है|था|चाहता|चाहती)/i;

/** Someone who is not the customer and holds nothing of theirs: a friend, a colleague, a neighbour ("mera dost", "a friend of mine"). */
const SOMEONE_ELSE = /\b(?:(?:my|a|our|mera|meri|mere|hamara|humara)\s+)?(?:friend|dost|colleague|neighbou?r|cousin|relative|room ?mate|flat ?mate|acquaintance|padosi)s?(?:'s|’s)?(?:\s+(?:of mine|ka|ki|ke|ko|ne))?\b/gi;
const FIRST_PERSON_EN_HI = /\b(?:i|i'm|i've|me|my|mine|myself|maine|mujhe|mera|mere|meri|mai|main|hamara|humara|humne|hamne)\b|मेरा|मेरे|मेरी|मुझे|मैंने|मैं/i;

/**
 * "My friend's UPI failed and money was cut, how many days till he gets it back?", "mera dost ka … usko kitne din mein
 * milega?": a question about someone else's case, with no word of the customer's own, asks how things work; the
 * customer's records are not that person's.
 */
function asksForSomeoneElse(text: string): boolean {
  const lower = text.toLowerCase();
  if (!ASKS.test(lower)) return false;
  const without = lower.replace(SOMEONE_ELSE, (m) => (/(?:friend|dost|colleague|neighbou?r|cousin|relative|mate|acquaintance|padosi)/.test(m) ? ' SOMEONE ' : m));
  return without.includes(' SOMEONE ') && !FIRST_PERSON_EN_HI.test(without);
}

/** An action the customer is only weighing: "I might cancel…", "thinking of closing…", "soch raha hoon…". */
const WEIGHING = /\b(?:(?:i|we) (?:might|may|could) (?:\w+ )?(?:cancel|close|surrender|return|stop|switch|port|discontinue)|(?:maybe|perhaps) (?:i|we) (?:will|'ll|would|might|shall) (?:\w+ )?(?:cancel|close|surrender|return|stop|switch|port|discontinue)|(?:(?:i am|i'm|im|we are|we're) |^\W*(?:hi\W+|hello\W+)?)(?:(?:sort of|kind of|kinda|sorta|really|seriously|just|also|now) )?(?:thinking (?:of|about)|considering|planning (?:to|on)|wondering (?:whether|if) (?:i|we) should)|soch (?:raha|rahi|rahe) (?:hu|hoon|hun|hain))\b/i;
const ASKS = /\?|\b(?:how much|how many|what|which|would i|will i|do i|kitna|kitne|kitni|kya)\b/i;

/**
 * "I might cancel my policy later, roughly how much would I get?": a step only weighed, with a question about it,
 * asks what would happen (a query); it neither orders the step nor tells of one taken.
 */
function weighsAStep(text: string): boolean {
  const lower = text.toLowerCase();
  return WEIGHING.test(lower) && ASKS.test(lower) && !PAST_EVENT.test(lower);
}

/** "Forget that for now", "leave that aside", "never mind that", "chhodo wo": the customer sets the open question aside. */
const SETS_ASIDE = /(?<!\b(?:don'?t|do not|never|dont)\s+)\b(?:forget (?:that|it|about (?:that|it))|leave (?:that|it) (?:for now|aside|for later)|never ?mind (?:that|it|about that)|(?:put|keep) (?:that|it) aside|park (?:that|it)|(?:chhodo|chodo|chhod do|chod do|rehne do)(?: (?:wo|woh|usko|use))?|wo baad (?:me|mein))\b/i;

/** The message puts the question it would answer aside and asks for something else: a new conversation, not an answer. */
export function setsQuestionAside(text: string): boolean {
  return SETS_ASIDE.test(text);
}

