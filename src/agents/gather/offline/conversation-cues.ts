// Conversation sense: small talk (greetings, thanks, goodbyes, "how are you"), gibberish, trouble told with nothing
// about what happened, and a question set aside, in English, romanised Hindi and Devanagari. Questions about the
// customer's own records are in records-questions.ts; hypothetical and general questions in general-questions.ts.
import type { SmallTalk } from '../../ports.js';
import { demandsMoneyBack } from './message-cues.js';
import { detectSentiment } from './sentiment.js';
import { normalise } from './tokenize.js';
import { payeeKindsIn } from '../../../domain/payee-kinds.js';

export type { SmallTalk };

const PHRASES: [SmallTalk, RegExp][] = [
  ['thanks', /\b(?:thank(?:s| you| u)?|thanx|thnks|thnk you|thks|thx|thnx|tnx|ty|tq|thanq|much appreciated|a?pp?reciate it|shukriya|dhanyavaa?d|dhanyawaa?d|dhanyavadagalu|dhanyavadalu|nandri|nanri|dhonnobad|dhonyobad|aabhar|abhaar)\b|धन्यवाद|शुक्रिया/giu],
  ['goodbye', /\b(?:bye|goodbye|good bye|see you|see ya|take care|good night|gn|alvida|tata|have a (?:very )?(?:nice|good|great|lovely|wonderful|blessed|happy) (?:\w*day|weekend|week|evening|night|one|time)|that'?s all(?: for (?:now|today))?|that is all(?: for (?:now|today))?|nothing else|bas itna hi)\b|अलविदा/giu],
  ['greeting', /\b(?:hi+|hello+|hey+|hii+|helo|hlo+|hllo|hallo|hola|yo|good (?:morning|afternoon|evening|day)|gm|(?:gud|gd) (?:mrng|morning|mng|evng|evening|eve|aftrnoon|afternoon|day)|shubh (?:prabhat|sandhya|ratri|din|dopahar)|suprabhat|namaste|namaskar|namaskaram|namaskara|namaskaar|pranam|salaam|salam|as+alam[ou]? ?[ua]?lai?kum|as+alamu?alai?kum|walaikum ?(?:as)?salam|vanakkam|sat s(?:h)?ri akal|kem cho|adaab|ram ram|radhe radhe|jai shri krishna|hi there|hello there|(?:happy|shubh|subh) (?:diwali|deepavali|deepawali|holi|dussehra|dasara|navratri|pongal|onam|eid|christmas|new year|ganesh chaturthi|raksha bandhan|baisakhi|lohri|makar sankranti|sankranti|ugadi|gudi padwa|bihu|durga puja)|(?:diwali|holi|eid|christmas|new year|pongal|onam|navratri|dussehra) (?:ki|ke|mubarak|greetings|wishes)|shubhkamnaye\w*|shubhkamnaen|subhkamnaye\w*|mubarak ho|eid mubarak|merry christmas|season'?s greetings|(?:can|could) (?:you|u|anyone|anybody|someone) (?:hear|read|see) (?:me|this|my messages?)|is (?:any ?one|any ?body|some ?one) (?:there|here|available|online)|koi hai)\b|नमस्ते|नमस्कार|प्रणाम|सत श्री अकाल/giu],
  ['chitchat', /\b(?:how are (?:you|u)|how r u|how do you do|who are (?:you|u)|are (?:you|u) (?:a )?(?:bot|robot|human|real)|(?:am i|are we) (?:talking|chatting|speaking|writing) (?:to|with) (?:a )?(?:bot|robot|human|machine|computer|real (?:person|human)|person|ai)|is this (?:a )?(?:bot|robot|human|real person|machine|automated)|what'?s up|wassup|sup|kaise ho|kaisi ho|kya haal hai|aap kaun ho|nice to meet you)\b|आप कैसे हैं|कैसे हो/giu],
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
  'yesterday', 'yestrday', 'relly', 'realy', 'soo', 'sooo', 'lot', 'alot', 'last', 'previous', 'previously', 'other',
  'helpful', 'useful', 'clear', 'clears', 'cleared', 'up', 'god', 'bless', 'blessings', 'beta', 'of', 'me', 'with',
  // praise of the person who helped: "you have been very kind and patient with an old man", "cheers"
  'have', 'has', 'been', 'patient', 'patience', 'polite', 'courteous', 'old', 'man', 'woman', 'lady', 'an', 'cheers',
  // what is left of "you're", "I'm", "it's" once the apostrophe splits them
  're', 'm', 's', 'll', 've', 'd',
  // Hindi courtesy around thanks: "aapne badi madad ki", "आपने बड़ी मदद की", "aapka bahut shukriya".
  'aapne', 'aapka', 'aapki', 'badi', 'bada', 'madad', 'ki', 'kiya', 'ke', 'liye', 'sahayata', 'आपने', 'आपका', 'आपकी',
  'बड़ी', 'बड़ा', 'मदद', 'की', 'किया', 'के', 'लिए', 'सहायता',
  // "shukriya bhai, bahut help hui", "dhanyavaad, bas itna hi tha", "बहुत मदद हुई".
  'hui', 'hua', 'huyi', 'mili', 'mila', 'tha', 'thi', 'bas', 'itna', 'hi', 'sab', 'achhi', 'acchi', 'badhiya', 'ekdum',
  'हुई', 'हुआ', 'मिली', 'मिला', 'था', 'थी', 'बस', 'इतना', 'ही', 'सब', 'अच्छी', 'बढ़िया',
  // The same courtesy in Telugu, Tamil, Kannada, Bengali and Marathi in Latin letters: "chala thanks andi, baaga help
  // chesaru", "romba nandri, nalla udhavi panneenga", "tumba thanks", "onek dhonnobad", "khup madat keli".
  'chala', 'andi', 'garu', 'baaga', 'chesaru', 'chesinanduku', 'romba', 'rombo', 'nalla', 'udhavi', 'panneenga', 'panniteenga',
  'pannitinga', 'tumba', 'sahaya', 'madidri', 'onek', 'khub', 'khup', 'madat', 'keli', 'kelit', 'kelat', 'korechen', 'korlen',
  // "your" and "was good" in those languages: "nimma sahaya chennagittu", "unga udhavi nalla irundhuchu", "mee help baagundi".
  'nimma', 'nimage', 'chennagittu', 'chennagide', 'unga', 'ungal', 'ungalukku', 'irundhuchu', 'irunthathu', 'mee', 'meeku',
  'baagundi', 'bagundi', 'tomake', 'apnake', 'apnar', 'bhalo', 'tumhala', 'tumchi', 'tumcha', 'chhan', 'chan',
  // praise of the service beside the thanks: "thanks, superb service, keep it up", "very fast and smooth, you rock",
  // "zabardast service", "happy and satisfied, best people"
  'r', 'fast', 'quickly', 'speedy', 'superb', 'super', 'fantastic', 'brilliant', 'outstanding', 'efficient', 'smooth',
  'service', 'services', 'people', 'folks', 'job', 'work', 'keep', 'best', 'rock', 'impressed', 'happy', 'glad', 'pleased',
  'satisfied', 'mast', 'zabardast', 'shandar', 'shandaar',
  // blessings beside the thanks: "wishing your whole team the best", "jai hind", "bhagwan aapko khush rakhe", "rab bhala kare"
  'wishing', 'wish', 'wishes', 'entire', 'whole', 'jai', 'hind', 'allah', 'bhagwan', 'ishwar', 'rab', 'aapko', 'khush', 'sukhi',
  'rakhe', 'bhala', 'kare',
  // festival wishes: "Aapko aur aapki team ko Holi ki advance mein shubhkamnayein", "wishing you a happy Diwali"
  'aur', 'ko', 'mein', 'advance', 'in', 'family', 'families', 'festival', 'festive', 'season', 'prosperous', 'joyful',
  'diwali', 'deepavali', 'holi', 'eid', 'christmas', 'pongal', 'onam', 'navratri', 'dussehra', 'new', 'year',
]);

/** A message of thanks or approval in emoji alone ("🙏", "👍👍", "🙂"). */
const THANKS_EMOJI = /^(?:[\s🙏👍👌😊🙂😀✅💯.!]|☺️|❤️)+$/u;

/** "All good now", "all sorted", "no issues now": the customer closes the matter. */
const ALL_GOOD = /\b(?:all (?:good|fine|ok|okay|sorted|set)|no (?:issues?|problems?) (?:now|anymore)|problem (?:solved|resolved)|issue (?:solved|resolved))\b/i;
/** All that may follow a matter told as closed: "now", thanks, emoji ("…all good now, thanks 🙏"). */
const ONLY_THANKS_AFTER = /^[\s,.!;:-]*(?:now[\s,.!]*)?(?:(?:thanks|thank you|thank u|thanku|thx|ty|many thanks|thanks a lot|thank you so much|dhanyavaad|dhanyavad|shukriya)\b[\s,.!🙏👍😊🙂।]*|(?:धन्यवाद|शुक्रिया)[\s,.!🙏👍😊🙂।]*)*(?:for (?:the|your|all the) (?:help|support)[\s,.!🙏👍😊🙂]*)?$/iu;

/** What went wrong, in words: a failure, a debit, a loss, a complaint, a machine or a claim. */
const TROUBLE_WORDS = String.raw`fail\w*|debited|deducted|charged|refund\w*|block\w*|lost|stolen|complain\w*|problem|issue|wrong|not (?:received|working|credited|given)|fraud\w*|cancel\w*|pending|delay\w*|took|taken|gave no|no cash|atm|upi|claim\w*`;

/**
 * "Never mind", "forget that", "ignore my last message", "rehne do", "रहने दो": the customer takes back what they asked.
 * Not when told not to ("don't ignore my complaint"), nor when one of several named is left out ("health wali,
 * travel wali rehne do"; "health wali rehne do" alone takes it back).
 */
const TAKES_BACK = /(?<!\b(?:don'?t|do not|dont|pls don'?t|please don'?t)\s+)\b(?:never ?mind|nvm|forget (?:that|about it)|ignore (?:my|the|that|this) (?:last |previous |earlier |above |first )?(?:message|msg|request|complaint|query|mail|email)|(?:cancel|withdraw|drop|close) (?:my|the|that|this) (?:last |previous |earlier )?(?:request|complaint|query)|(?<!\b(?:wali|wala|waali|waala|wale|vali|vala)\b[^]*\b(?:wali|wala|waali|waala|wale|vali|vala)\s+)(?:chhodo|chodo|chhod do|chod do|rehne do|rehene do|jaane do|jane do)(?: (?:wo|woh|ise|isko|use|usko|bhai|ji))?)\b|(?<!(?:वाली|वाला|वाले)[^]*(?:वाली|वाला|वाले)\s+)(?:रहने दो|छोड़ो|छोड़ दो)/giu;
/**
 * Weaker words that take something back only in a message of little else: "no need now", "not needed", "my bad", "sorry,
 * my mistake", "zaroorat nahi" ("no need to call me", "call ki zaroorat nahi" are wishes about being called).
 */
const TAKES_BACK_WEAKLY = /\b(?:(?:no need|not needed)(?: (?:now|anymore|any more))?(?=\s*(?:[.,!]|$|thanks?\b|thank you\b))|(?:sorry,? )?my (?:mistake|bad)(?=\s*(?:[.,!]|$))|(?<!\b(?:ki|ka|ke)\s)(?:zaroorat|zarurat) nahi)\b|(?<!(?:की|का|के)\s)(?:ज़रूरत|जरूरत) नहीं/giu;
/** At most this many words may stand beside the weaker words (`TAKES_BACK_WEAKLY`). */
const WEAK_TAKE_BACK_WORDS = 4;
/** The longest account that may follow the words taking it back ("never mind, I see it was paid"). */
const TAKE_BACK_WORDS = 14;
/** A report that cannot wait: then the words taking something back are not about it. */
const URGENT_REPORT = /\b(?:stolen|stole|lost|snatch\w*|fraud\w*|scam\w*|hack\w*|someone|somebody|not me|never made|unauthori[sz]ed|block\w*|misus\w*|used my|kho gaya|kho gayi|chori)\b|खो|चोरी|ब्लॉक/i;
/** Trouble told in Hindi or Hinglish ("paise kat gaye", "cash nahi mila", "पैसे कट गए"). */
const TROUBLE_HI = /\b(?:kat\w*|kaat\w*|nahi (?:mila|mile|nikla|nikle|aaya|aaye|diya)|(?:mila|nikla|aaya) nahi)\b|कट|नहीं मिल|नहीं निकल|नहीं आ/i;
/** Something asked after the words taking a thing back: a yes to a question, or a new request ("never mind, go ahead"). */
const ASKS_AFTER = /\b(?:go ahead|proceed|do it|carry on|yes|yeah|yep|haan|ha+n ji|ok(?:ay)? do|please|pls|plz|kindly|tell|show|check|send|give|what|how|when|where|why|which|can you|could you|balance|status|want|need|instead)\b/i;
/** Something put right by the customer's own finding: "I found the cash in the tray", "it came back last week". */
const FOUND_IT = /\b(?:the )?(?:cash|money|notes|card|wallet|it) (?:was|were) (?:there|inside|in the (?:tray|slot|machine)|in (?:my|the) (?:bag|wallet|purse|pocket|car|drawer))\b|\b(?:the )?(?:cash|money|notes|amount|refund|it) (?:came out|came back|has come|was credited|got credited|got reversed|was reversed|arrived)(?: later| after all| eventually| in the end)?\b|\b(?:i )?(?:found|got|located)\s+(?:the|my|it|them)\s*(?:cash|money|card|wallet|purse|notes|sms|message)?\b|\bit (?:came|has come|got|was|has been|had been) (?:back|credited|reversed|refunded|returned|settled|paid|put back)\b|\b(?:i )?(?:can )?see (?:that )?it (?:was|has been|got) (?:paid|settled|credited|reversed|refunded|put back)\b/gi;

/**
 * The customer takes back what they asked, as the last thing they say. After the last words taking it back comes
 * nothing new: no question, no trouble or report, no number, no pick, no request or yes, no kind of payee, nothing
 * said in anger. Before them, no report that cannot wait, and no claim told unless what follows says it was put right
 * ("The ATM took 5000. Never mind, found it in the tray"): "the 4000 one. actually never mind, it came back" takes the
 * claim back; "UPI to Gupta Dairy failed, 650 debited. Ignore my last message" tells a claim and sets an older message
 * aside. The weaker words count only in a message of little else ("no need now, thanks").
 */
function takesBack(text: string): boolean {
  if (text.includes('?') || demandsMoneyBack(text) || GIVES_UP.test(text)) return false;
  const strong = [...text.matchAll(TAKES_BACK)].at(-1);
  const weak = [...text.matchAll(TAKES_BACK_WEAKLY)].at(-1);
  const last = strong ?? weak;
  if (last === undefined) return false;
  const at = last.index ?? 0;
  const before = text.slice(0, at);
  const said = text.slice(at + last[0].length).replace(TAKES_BACK, ' ').replace(TAKES_BACK_WEAKLY, ' ');
  // (search, not test: both patterns are global, and search leaves their lastIndex alone.)
  const putRight = said.search(FOUND_IT) >= 0 || said.search(PUT_RIGHT) >= 0;
  // The day it came back may be told ("it was put back on the 13th"); any other number is a detail of something new.
  const after = said.replace(PUT_RIGHT, ' ').replace(FOUND_IT, ' ').replace(DAY_OF_MONTH, ' ');
  const words = after.match(/[\p{L}\p{M}\d]+/gu) ?? [];
  // A longer account may follow when the matter is told closed at the end ("… it got settled yesterday. All good.").
  const closed = ALL_GOOD.exec(text);
  const endsClosed = closed !== null && ONLY_THANKS_AFTER.test(text.slice(closed.index + closed[0].length));
  const nothingNewAfter = (words.length <= TAKE_BACK_WORDS || endsClosed) && !TROUBLE_TOLD.test(after) && !URGENT_REPORT.test(after)
    && !TROUBLE_HI.test(after) && !ASKS_AFTER.test(after) && !/\d/.test(after) && (endsClosed || !PICKS_ONE.test(after))
    && payeeKindsIn(after).length === 0 && detectSentiment(text.replace(TAKES_BACK, ' ').replace(TAKES_BACK_WEAKLY, ' ')) !== 'negative';
  if (!nothingNewAfter || URGENT_REPORT.test(before)) return false;
  const claimBefore = namesAnEvent(before) || TROUBLE_TOLD_WORDS.test(before) || TROUBLE_HI.test(before);
  if (strong === undefined && !putRight) {
    // The weaker words alone: the whole message is little more than them, with no event told anywhere.
    const rest = (before + ' ' + after).match(/[\p{L}\p{M}\d]+/gu) ?? [];
    return rest.length <= WEAK_TAKE_BACK_WORDS && !namesAnEvent(before + ' ' + after) && !/\d/.test(before);
  }
  return !claimBefore || putRight;
}
/** The words of trouble alone (TROUBLE_TOLD without its requests and numbers). */
const TROUBLE_TOLD_WORDS = new RegExp(String.raw`\b(?:${TROUBLE_WORDS})\b`, 'i');
/** Waiting told beside "never mind" ("I have waited 2 weeks, never mind"): the customer gives up, which is a complaint. */
const GIVES_UP = /\b(?:waited|waiting|again|frustrat\w*|disappoint\w*|fed up|tired|useless|pointless|forget it)\b|\b(?:\d+|two|three|four|five|six|many|several|few) (?:days|weeks|months)\b/i;
/** A day of the month told as an ordinal ("on the 13th"). */
const DAY_OF_MONTH = /\b(?:on |by |since )?(?:the )?\d{1,2}(?:st|nd|rd|th)\b/gi;
/** Words that pick a record ("the one on the 4th", "the older one"): an answer, not something taken back ("the second try" picks nothing). */
const PICKS_ONE = /\b(?:one|ones|wala|wali|waala|waali)\b|\b(?:first|second|third|older|newer|earlier|later|smaller|bigger)\s+(?:one|ones|wala|wali)\b/i;

/** A message that is only a greeting, thanks, goodbye or a pleasantry, or takes back what was asked; or null. */
export function detectSmallTalk(text: string): SmallTalk | null {
  if (takesBack(text)) return 'withdrawn';
  if (ACKNOWLEDGED_ONLY.test(normalise(text))) return 'acknowledged';
  if (THANKS_EMOJI.test(text) && /\S/u.test(text.replace(/[.!\s]/g, ''))) return 'thanks';
  let rest = text.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  let kind: SmallTalk | null = null;
  let chatted = false;
  for (const [k, re] of PHRASES) {
    re.lastIndex = 0;
    if (re.test(rest)) {
      kind ??= k;
      chatted ||= k === 'chitchat';
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
  // Help asked in haste beside a greeting or thanks ("is anyone there? help me fast", "thank you, help me fast",
  // "helo koi hai??? 😭") is a plea, not a pleasantry.
  if (left.length === 0 && PLEADS.test(text)) return null;
  if (left.length === 0) return kind;
  // "Just wanted to say thank you. Today is my 70th birthday and your SMS greeting made me smile … That's all.": thanks
  // told at length, with nothing asked and no trouble told.
  if (kind === 'thanks' && ONLY_TO_THANK.test(text) && !text.includes('?') && !TROUBLE_TOLD.test(text) && !demandsMoneyBack(text)) return 'thanks';
  // "chennai rain is crazy today no? are you a real person or a bot": a pleasantry with a remark about nothing of ours.
  if (kind === 'chitchat') return left.length <= CHITCHAT_REMARK_WORDS && !OURS.test(rest) ? kind : null;
  // Greeted first ("hi, am I talking to a bot or a real person?"), the remark must also tell no trouble ("hi, is this a
  // bot? someone hacked my phone and took my savings" is a report).
  return chatted && left.length <= CHITCHAT_REMARK_WORDS && !OURS.test(rest) && !tellsSomethingWrong(rest) ? 'chitchat' : null;
}

/**
 * "ok", "noted", "got it", "yes, that is correct", "theek hai ji" and nothing else: taken note of, nothing asked. Not a
 * bare "yes" or "haan", which may accept an offer made in the reply before ("shall I raise a ticket?").
 */
const ACKNOWLEDGED_ONLY = /^\W*(?:ok|okay|okk|noted|got it|understood|alright|all right|fine|theek hai|thik hai|achha|accha|acha|(?:(?:yes|yeah|haan|ji)[\s,]+)?(?:(?:that|it) is |that's |it's )?(?:correct|right))(?:[\s,.!]+(?:sir|madam|ma'?am|ji|ok|okay|noted|fine))*[\s.!]*$/i;

/** A plea for help in haste. */
const PLEADS = /\bhelp (?:me|us|pls|please|plz)\b|\b(?:urgent\w*|asap|emergency|jaldi)\b|\b(?:fast|quick(?:ly)?)\s*(?:pls|please|plz)?\s*(?:[!?.]|$)|[😭😢😰😱🆘]/iu;

/** The customer says the message is only to thank ("just wanted to say thank you", "that's all"). */
const ONLY_TO_THANK = /\bjust (?:wanted|want|wish|writing) to (?:say )?(?:thank|thanks)\b|\b(?:just|only) (?:a|to say) (?:big )?thank\b|\bthat'?s all\b/i;
/** Anything that went wrong, or anything to be done. */
const TROUBLE_TOLD = new RegExp(String.raw`\b(?:${TROUBLE_WORDS}|never|please|pls|kindly|want|need|still|also)\b|\d{3,}`, 'i');

/** A remark that something was put right: "got my money back", "the refund came", "it's sorted now", "paisa aa gaya". */
const PUT_RIGHT = /\b(?:(?:finally |have |i've |ive )?(?:got|received|recieved|get)\s+(?:my|the)\s+(?:money|refund|amount|paisa|paise|cash|credit|reversal|card)(?:\s+back)?|(?:my |the )?(?:money|refund|amount|reversal|credit) (?:came|has come|is|was|got) (?:back|credited|received|reversed|done)|(?:it'?s|it is|all|everything|issue|problem|matter)(?: is| are| has been| have been| got| was)? (?:now )?(?:sorted|resolved|fixed|solved|done)(?: out)?(?: now)?|(?:paisa|paise|refund) (?:aa gaya|aa gaye|mil gaya|mil gaye|wapas aa gaya)|kaam ho gaya|ho gaya kaam|sab (?:theek|thik) (?:ho gaya|hai)|for (?:sorting|fixing|resolving|solving|handling|settling|clearing)\s+(?:(?:it|this|that|things|everything|my \w+|the \w+)\s+)?(?:out\s+|up\s+)?(?:so (?:quickly|fast)\s+)?(?:last time|the other day|earlier|yesterday|so quickly|quickly)?)\b|(?:that|it) was (?:quick|fast|smooth|easy)|(?:that|this|it|you) (?:solved|fixed|sorted|resolved) (?:it|that|this|(?:the|my) (?:issue|problem|query|doubt))\b/giu;

/** The longest remark that may sit beside "how are you" or "are you a bot" and still be small talk. */
const CHITCHAT_REMARK_WORDS = 8;
/** Anything of the customer's business with us: then the message is not small talk. */
const OURS = /\d|₹|\b(?:accounts?|a\/c|acct|cards?|atm|upi|imps|neft|rtgs|money|paise|paisa|rupees?|rs|inr|refund\w*|fees?|charge\w*|balance|loan|emi|polic(?:y|ies)|claims?|premium|insurance|transactions?|txn|payment\w*|debit\w*|credit\w*|transfer\w*|cheque|branch|otp|pin|kyc|statement|interest|deposit|withdr\w*|complain\w*|problem|issue|block\w*|cancel\w*|fraud|stolen|lost|died|passed|death|hospital|urgent|emergency|hack\w*|scam\w*|snatch\w*|savings)\b/i;

const VOWELS = /[aeiouy]/;
/** A Latin word no customer writes: no vowel in four letters or more, or a long run of consonants, or a key row. */
function looksMashed(word: string): boolean {
  if (/^(.)\1{2,}$/.test(word)) return true;
  if (word.length < 4) return false;
  if (!VOWELS.test(word)) return true;
  if (/[^aeiouy\d]{5,}/.test(word)) return true;
  return /^(?:qwer|asdf|zxcv|hjkl|jkl|uiop|wert|sdfg|xcvb)/.test(word);
}

/** The letter rows of a keyboard, each with its keys read both ways: a word typed along one ("asdkj", "qwe") is a hand run over the keys. */
const KEY_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'].map((keys) => ({ keys, bothWays: `${keys} ${[...keys].reverse().join('')}` }));
/**
 * Keys run along one row: every letter on one keyboard row, with three neighbouring keys in a row ("asdkj", "qwe").
 * Real words on one row rarely have that ("rupee", "type", "glass"); only ever counted where no word is known.
 */
function alongOneRow(word: string): boolean {
  if (word.length < 3) return false;
  return KEY_ROWS.some(({ keys, bothWays }) => {
    if (![...word].every((letter) => keys.includes(letter))) return false;
    for (let i = 0; i + 3 <= word.length; i++) if (bothWays.includes(word.slice(i, i + 3))) return true;
    return false;
  });
}
/** Mashed beyond shorthand: a key held down ("hhhhhh") or run along a row; vowel-less shorthand ("pmnt") is not. */
const heldOrRun = (word: string) => /^(.)\1{2,}$/.test(word) || alongOneRow(word) || PLACEHOLDERS.has(word);

/**
 * Gibberish: letters, but nothing a customer writes. `knownWords` is how many of its words a trained model or lexicon
 * knows; a message with any digits, or in a script other than Latin, is never called gibberish here. Fillers ("ok",
 * "hmm") beside mashed keys ("hhhhhh ok ok ??") say nothing either.
 */
export function isUnintelligible(text: string, knownWords: number): boolean {
  if (/\d/.test(text)) return false;
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (words.length === 0) return text.trim().length > 0 && !/[\p{Emoji_Presentation}]/u.test(text);
  if (words.some((w) => !/^[a-z]+$/.test(w))) return false;
  const said = words.filter((w) => !FILLERS.has(w));
  if (said.length > 0 && said.length < words.length && said.every(heldOrRun)) return true;
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
  // Fillers say nothing ("hlo hlo … 5566 ?? kkkk jj", "asdfgh ;;; 5501 ?? ok ok"): the rest is all mashed letters.
  const said = words.filter((w) => !FILLERS.has(w));
  // Nothing but sounds around the number ("?????? hmm ok ok 123 .. ."): it tells nothing either.
  if (said.length === 0) return true;
  if (said.every((w) => looksMashed(w) || PLACEHOLDERS.has(w))) return true;
  // The model is asked last: most messages with a number are ruled out by their words alone. Keys run along one row
  // ("asdkj qwe … 123") count as mashed here, where the model knows none of the words.
  const odd = said.filter((w) => looksMashed(w) || alongOneRow(w)).length;
  return said.length > 0 && odd / said.length >= 0.5 && knownWordsIn(letters) === 0;
}

/**
 * Mashed keys around a stray digit with no amount in it ("xqzt vbnm 7&& ,,", "jjjjjj kkk ;;;; 0000", "asdfgh qwe zxcv
 * 00000"): two or more Latin words, every one of them mashed or run along a key row, one at least mashed. Shorthand with
 * dropped vowels ("dbtd 2 tms") keeps a word that is not.
 */
export function isMashedAroundDigits(text: string): boolean {
  const words = withoutNumbers(text).toLowerCase().match(/\p{L}+/gu) ?? [];
  return words.length >= 2 && words.some(looksMashed) && words.every((w) => /^[a-z]+$/.test(w) && (looksMashed(w) || alongOneRow(w) || PLACEHOLDERS.has(w)));
}

/** Sounds that carry nothing: "ok", "hmm", "hlo". */
const FILLERS = new Set(['ok', 'okay', 'k', 'kk', 'hmm', 'hm', 'hmmm', 'hlo', 'hllo', 'helo', 'hello', 'hi', 'hii', 'hey', 'ya', 'yaa', 'yes', 'no', 'lol', 'haha', 'uh', 'um', 'umm', 'oh', 'ah']);
/** Letters typed as a stand-in for words ("jj", "xx"), as mashed as "kkkk" ("xyz" and "abc" can be a merchant's name). */
const PLACEHOLDERS = new Set(['jj', 'jjj', 'xx', 'xxx']);

/** The text without its digit runs and the tokens they sit in ("8s7df", "3k"), with their separators and currency signs. */
function withoutNumbers(text: string): string {
  return text.replace(/[₹]?[\p{L}]*\d[\p{L}\d.,/-]*/gu, ' ');
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
const TROUBLE = /\b(?:(?:something|everything|things|it|my (?:account|policy|statement|balance|passbook)|the (?:account|policy|statement|balance)) (?:seems?|looks?|feels?|is|'s) (?:a bit |a little |very |really |quite )?(?:off|fishy|funny|suspicious|haywire)|something'?s (?:a bit |really |very )?(?:off|fishy|funny|haywire)|not adding up|(?:doesn'?t|does not) (?:look|seem) right|wrong|problem|problems|prob|probs|prblm|pblm|issue|issues|trouble|error|not working|weird|strange|odd|not right|messed up|gadbad|galat|dikkat|pareshani|samasya|complain|complaint|(?:theek|thik) (?:nahi|nahin))\b|गड़बड़|समस्या|दिक्कत|परेशानी|ठीक नहीं/i;

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
  // A policy is the product the trouble is with, like an account ("something is wrong with my policy"), not an event.
  const told = lower.replace(/\bpolic(?:y|ies)\b/g, ' ');
  return (TROUBLE.test(lower) || NOT_RIGHT.test(lower)) && !EVENT.test(told) && !EVENT_DEVANAGARI.test(text.replace(/पॉलिसी/g, ' '));
}

/** Words that tell something went wrong or is wanted back: a negation, a failure, a loss, a repeat, a delay, a demand. */
const WENT_WRONG = /\b(?:(?:something|everything|things|it|my (?:account|policy|statement|balance|passbook)|the (?:account|policy|statement|balance)) (?:seems?|looks?|feels?|is|'s) (?:a bit |a little |very |really |quite )?(?:off|fishy|haywire)|something'?s (?:a bit |really |very )?(?:off|fishy|haywire)|not|no|never|nothing|none|nahi|nahin|nhi|nai|didn'?t|did not|doesn'?t|does not|wasn'?t|isn'?t|haven'?t|hasn'?t|won'?t|can'?t|cannot|without|fail\w*|declin\w*|error|stuck|atak\w*|atka|phas\w*|pending|twice|double|two times|2 times|do baar|again|extra|wrong|missing|gone|lost|stolen|vanish\w*|disappear\w*|cut|kat\w*|kaat\w*|deduct\w*|debit\w*|charg\w*|reduc\w*|took|taken|ate|eaten|swallow\w*|fraud\w*|scam\w*|hack\w*|misus\w*|unknown|strange|weird|problem|issue|trouble|complain\w*|refund\w*|revers\w*|back|wapas|vapas|return\w*|waive\w*|maaf|late|delay\w*|yet|still|reject\w*|refus\w*|denied|deny|cancel\w*|block\w*|repeat\w*|since|long after|sitting on|where is|interest|compensat\w*|owe\w*|due|pay (?:it|me|now|up))\b|नहीं|नही|कट|वापस|धोखा|गलत|देरी|दो बार|फंस|अटक|रद्द/i;

/** The message tells that something went wrong or asks for something back (the least a described claim needs). */
export function tellsSomethingWrong(text: string): boolean {
  return WENT_WRONG.test(text);
}

/** "Not right", "not correct", "not ok": trouble in so many words. */
const NOT_RIGHT = /\bnot (?:right|correct|ok|okay|fine|proper)\b/i;
/** Any word of something that happened or of a product it happened to: then the message tells an event. */
const EVENT = /\b(?:debit\w*|deduct\w*|charg\w*|paid|pay\w*|transfer\w*|sent|send|withdr\w*|atm|upi|imps|neft|rtgs|cards?|cash|refund\w*|revers\w*|transactions?|txns?|kat\w*|kaat\w*|cut|missing|gone|vanish\w*|stolen|lost|fraud\w*|scam\w*|hack\w*|declin\w*|fail\w*|twice|double|fees?|penalt\w*|polic(?:y|ies)|premium|claims?|cancel\w*|block\w*|otp|pin|loan|emi|interest|balance|bal|cheque|rupees?|rs|inr|₹|entry|entries|amount|shopping|order\w*|bought|purchase\w*|merchant|shop|bill)\b/i;
const EVENT_DEVANAGARI = /कट|कार्ड|एटीएम|यूपीआई|पॉलिसी|क्लेम|प्रीमियम|रिफंड|शुल्क|लेनदेन|भुगतान|ट्रांसफर|चोरी|धोखा|फ्रॉड|ब्लॉक/;

/** The message names something that happened or a product it happened to ("paisa", "ATM", "premium", "कट"). */
export function namesAnEvent(text: string): boolean {
  return EVENT.test(text) || EVENT_DEVANAGARI.test(text);
}

/** "Forget that for now", "leave that aside", "never mind that", "chhodo wo": the customer sets the open question aside. */
const SETS_ASIDE = /(?<!\b(?:don'?t|do not|never|dont)\s+)\b(?:forget (?:that|it|about (?:that|it))|leave (?:that|it) (?:for now|aside|for later)|never ?mind (?:that|it|about that)|(?:put|keep) (?:that|it) aside|park (?:that|it)|(?:chhodo|chodo|chhod do|chod do|rehne do)(?: (?:wo|woh|usko|use))?|wo baad (?:me|mein))\b/i;

/** The message puts the question it would answer aside and asks for something else: a new conversation, not an answer. */
export function setsQuestionAside(text: string): boolean {
  return SETS_ASIDE.test(text);
}

