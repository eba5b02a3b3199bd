// A customer's question in the plain English our documents are written in: SMS shorthand ("wat r", "a/c bal", "txn",
// "u"), contractions without apostrophes ("doesnt", "whats"), romanised Hindi ("kitne din", "kab tak", "lagega") and
// Devanagari words, each replaced by its English gloss. Used to search the knowledge base and to pick the sentences
// that answer the question; the customer's own words are kept everywhere else.
import { LOANWORDS } from './romanise.js';
import { DEVANAGARI_GLOSS, HINGLISH_GLOSS } from './tokenize.js';
import { askedParts, onlyAsksInALetter } from './message-cues.js';

/** Phrases first (longest meaning wins), then single words. Patterns run on lower-cased text. */
const PHRASES: [RegExp, string][] = [
  [/\b(time|samay|waqt|der|din|days) lag(?:ta|ti|te|ega|egi|enge)\b/g, '$1 takes'],
  [/\bkitne (?:din|dino|dinon)\b/g, 'how many days'],
  [/\bkitna (?:time|samay|waqt|der)\b|\bkitni der\b/g, 'how long'],
  [/\bkab tak\b/g, 'by when'],
  [/\bkya kar(?:u|un|oon|na chahiye|na hai|e|ein)\b/g, 'what should i do'],
  [/\bhone (?:pe|par|per)\b/g, 'when'],
  [/\bhone (?:me|mein|main)\b/g, 'to'],
  [/\bmin(?:imum)?\.? ?bal(?:ance)?\b/g, 'minimum balance'],
  [/\b(below|under|less than|above|maintain|keep) min\b/g, '$1 minimum'],
  [/\ba\/c\b|\bac\/c\b/g, 'account'],
  [/\b(\d+(?:\.\d+)?)\s?k\b/g, '$1000'],
  [/\bfree[- ]look\b/g, 'free-look'],
  // English idioms for the words the documents use: "on the hook for" is liability, "let you know" is reporting.
  [/\bon the hook(?: for)?\b|\bout of pocket\b|\bhave to (?:bear|pay|cover)\b/g, 'liability'],
  // "how much will I lose?", "how much do I lose if…": the customer's share of a fraud loss.
  [/\bhow much (?:will|would|do|does|shall|can) (?:i|we|the customer|one) (?:lose|loose|bear)\b|\bhow much (?:loss|nuksan|nuksaan|nuqsan|nukshan)\b/g, 'how much liability'],
  [/\blet (?:you|the bank|you guys) know\b|\btell (?:you|the bank)\b|\binform (?:you|the bank)\b/g, 'report'],
  [/\ba couple of\b/g, 'two'],
  [/\b(?:all )?(?:the )?papers\b/g, 'documents'],
  [/\b(?:reached|came to) (?:me|us)\b/g, 'received'],
  // Formal English: "if a fraud takes place", "the liability on my part", "as per the rules".
  [/\b(?:takes|took|taking|take) place\b/g, 'happens'],
  [/\bon (?:my|our|the customer's) part\b/g, 'my'],
  [/\bas per\b/g, 'under'],
  // A balance not kept up is one below the minimum: "don't maintain min balance", Tamil "maintain pannalaina".
  [/\b(?:not|don't|do not|dont|fail to|failed to|unable to|can't|cannot) maintain(?:ed)?\b|\bmaintain (?:pannalaina|pannala|panna mudiyala|nahi kiya|nahi kar paya|cheyyakapothe|karu shakat nahi)\b/g, 'below'],
  [/\bspending spree\b|\brun up (?:a )?(?:bill|charges)\b/g, 'unauthorised transactions'],
  // Use the customer did not allow: "if somebody uses my card without me knowing", "without my permission".
  [/\bwithout (?:me|my|our|us) (?:knowing|knowledge|permission|consent|approval|authori[sz]ation)\b|\bwithout (?:me|us) (?:being )?(?:aware|told|asked)\b/g, 'unauthorised'],
  [/\b(?:nick|nicks|nicked|pinch|pinched|swipe|swiped|snatch|snatched|lift|lifted) (my|your|the|someone's) (card|wallet|purse|phone)\b/g, 'steal $1 $2'],
  // What the bank owes for its own delay, asked plainly: "do I get anything extra if you are late", "any penalty on
  // the bank for the delay".
  [/\b(?:anything|something|any(?:thing)? money|any amount) extra\b(?=[^.?!]{0,40}\b(?:late|delay\w*|beyond|after)\b)|\b(?:any )?penalty on (?:the bank|you)\b/g, 'compensation'],
  // Why the customer asks, not what: "just asking for future reference, nothing wrong right now:", "before I decide
  // anything, what all will you deduct".
  [/\bbefore (?:i|we) decide(?: anything)?\b|\bbefore deciding(?: anything)?\b|\b(?<=what|who|where) all\b|\b(?:just |only )?asking\b(?= for\b)|\bfor (?:future|my|your) (?:reference|knowledge|information)\b|\bnothing (?:is )?wrong(?: (?:right )?now)?\b|\bout of curiosity\b/g, ' '],
  [/\bhow much (?:would|will|do|does|can) (?:i|we) get back\b|\bhow much (?:is|would be) refunded\b/g, 'refund amount'],
  // "I get the full premium back, nothing deducted": a refund, and what it is less of.
  [/\b(?:get|gets|got|getting|receive|received) (?:the |my |a )?(?:full |entire |whole |complete )?((?:premium|money|amount|fee|charges?|payment) )?(?:back|returned)\b/g, 'refund $1'],
  // The same in Hinglish word order: "kitna paisa wapas milega", "premium wapas milta hai", "money back get".
  [/\b(?:(?:paisa|paise|money|premium|amount|rakam|raashi|rashi) )?(?:wapas|vapas|waapas|back) (?:milega|milegi|milenge|milta|milti|milte|mil jayega|mil jaega|aayega|ayega|aa jayega|get)\b/g, 'refund'],
  [/\b(?:nothing|none) (?:is |gets |will be )?(?:deducted|cut|kept)\b|\bno deductions?\b|\bwithout (?:any )?deductions?\b/g, 'less'],
  // What is deducted from a refund is what it is less of ("what will you deduct from my premium if I return it").
  [/\b(?:will|would|do|does) (?:you|they|the company|the insurer) deduct\b|\bdeductions? (?:from|in|on) (?:my |the )?(?:premium|refund)\b/g, 'less'],
  // Other Indian languages as customers write them in Latin letters: Kannada, Tamil, Telugu, Bengali, Marathi, Gujarati.
  [/\b(?:eshtu|eshto) (?:dina|dinagalu)\b|\b(?:evlo|evvalavu|ethana|ethanai) (?:naal|naatkal|days)\b|\benni (?:rojulu|rojullo|days)\b|\bkoto (?:din|diner)\b|\bkiti (?:divas|diwas)\b|\bketla (?:divas|dibas)\b/g, 'how many days'],
  [/\bki korte hobe\b|\benna (?:pannanum|seyyanum)\b|\byenu (?:madbeku|maadbeku)\b|\bemi cheyali\b|\bkay karaycha\b|\bshu karvanu\b/g, 'what should i do'],
  [/\bhari(?:y|)e (?:gele|geche|gechhe)\b|\bkhovun gel[ae]\b|\bkhovai gayu\b|\bkaanom\b|\bthappipoyindi\b|\bkaledu hoyitu\b/g, 'lost'],
  [/कितने दिन(?:ों)?/g, 'how many days'],
  [/कब तक/g, 'by when'],
  [/क्या करें|क्या करूँ|क्या करना चाहिए/g, 'what should i do'],
];

/** SMS shorthand, contractions written without the apostrophe, and words only customers use. */
const WORDS: Readonly<Record<string, string>> = {
  u: 'you', ur: 'your', r: 'are', y: 'why', wat: 'what', wht: 'what', wt: 'what', whats: 'what is', wats: 'what is',
  hw: 'how', hows: 'how is', n: 'and', nd: 'and', abt: 'about', b4: 'before', thru: 'through', w: 'with', wid: 'with',
  acc: 'account', acct: 'account', accnt: 'account', bal: 'balance', txn: 'transaction', txns: 'transactions', trxn: 'transaction',
  tran: 'transaction', amt: 'amount', chrg: 'charge', chrgs: 'charges', chg: 'charge', dc: 'debit card', cc: 'credit card',
  info: 'information', tym: 'time', se: 'from', h: 'is', hai: 'is', hain: 'are', mein: 'in', hrs: 'hours', yr: 'year', yrs: 'years', mnth: 'month', mths: 'months', pm: 'per month',
  plz: 'please', pls: 'please', pl: 'please', reqd: 'required', req: 'request', cancelation: 'cancellation', cancle: 'cancel',
  doesnt: 'does not', dont: 'do not', didnt: 'did not', cant: 'can not', wont: 'will not', isnt: 'is not', arent: 'are not',
  wasnt: 'was not', havent: 'have not', hasnt: 'has not', im: 'i am', ive: 'i have', whts: 'what is',
  // romanised Hindi beyond the classifier's gloss: question words, habitual verbs, money words
  kitni: 'how much', kaun: 'which', kaunsa: 'which', kaunsi: 'which', konsa: 'which', kyu: 'why',
  din: 'days', dino: 'days', mahine: 'month', mahina: 'month', saal: 'year', ghante: 'hours',
  lagega: 'charged', lagta: 'charged', lagti: 'charged', lagte: 'charged', lagenge: 'charged', katega: 'deducted',
  jurmana: 'penalty', fine: 'penalty', byaj: 'interest', shulk: 'charge', rakam: 'amount', rashi: 'amount',
  milega: 'get', milegi: 'get', milenge: 'get', milta: 'get', milti: 'get', milte: 'get',
  aata: 'come', aate: 'come', aati: 'come', aayega: 'come', ayega: 'come', aayenge: 'come',
  rakhna: 'keep', rakhni: 'keep', padta: 'must', padti: 'must', padega: 'must', chahiye: 'should',
  hota: 'is', hoti: 'is', hote: 'are', hoga: 'will be', hogi: 'will be', jata: 'is', jati: 'is', jate: 'are',
  baad: 'after', pehle: 'before', karun: 'do', karu: 'do', karoon: 'do', karunga: 'do', karungi: 'do', karenge: 'do',
  karna: 'do', karte: 'do', karta: 'do', karti: 'do', sakta: 'can', sakte: 'can', sakti: 'can',
  nikle: 'withdrawn', nikla: 'withdrawn', nikli: 'withdrawn', nikalne: 'withdraw', atka: 'stuck', atak: 'stuck', fasa: 'stuck', phasa: 'stuck',
  bhejna: 'send', bheje: 'sent', lautana: 'refund', wapsi: 'refund', vapsi: 'refund',
  agar: 'if', yadi: 'if', koi: 'someone', kisi: 'someone', kare: 'does', kar: 'do', ho: 'is', jaye: 'happens', jaaye: 'happens',
  liye: 'for', sath: 'with', saath: 'with', bina: 'without', par: 'on', pe: 'on', bhi: 'also', aur: 'and', ya: 'or',
  neeche: 'below', niche: 'below', upar: 'above', kam: 'below', zyada: 'above', jyada: 'above', gaya: 'goes', gayi: 'goes',
  chala: 'goes', chali: 'goes', evlo: 'how much', ethra: 'how much',
  pannuveenga: 'charged', podureenga: 'charged',
  ab: 'now', fir: 'then', phir: 'then', toh: 'then', naya: 'new', nayi: 'new', purana: 'old', band: 'block',
  // the grammar words of a Hinglish question: left unread, each counts against the answer's coverage
  ke: 'of', ka: 'of', ko: 'to', tak: 'until', sab: 'all', sabhi: 'all', lene: 'taking', lena: 'take', liya: 'took', li: 'took',
  de: 'give', diye: 'given', diya: 'given', di: 'given', dena: 'give', hona: 'be', hone: 'be', hua: 'happened', hui: 'happened',
  pasand: 'like', aaye: 'come', aaya: 'came', wala: 'the', wali: 'the', wale: 'the', theek: 'ok', thik: 'ok', lage: 'like',
  karne: 'do', karke: 'do',
  // Devanagari beyond the classifier's gloss
  'कितने': 'how many', 'कितना': 'how much', 'कितनी': 'how much', 'दिन': 'days', 'में': 'in', 'से': 'from', 'तो': 'then',
  'निकले': 'withdrawn', 'निकला': 'withdrawn', 'आते': 'come', 'आता': 'come', 'आएगा': 'come', 'मिलेगा': 'get', 'मिलता': 'get',
  'लगेगा': 'charged', 'लगता': 'charged', 'जुर्माना': 'penalty', 'ब्याज': 'interest', 'न्यूनतम': 'minimum', 'बैलेंस': 'balance',
  'समय': 'time', 'हैं': 'are', 'है': 'is', 'होता': 'is', 'होती': 'is', 'असफल': 'failed', 'फेल': 'failed', 'लेनदेन': 'transaction',
};

/**
 * The common words of other Indian languages as customers write them in Latin letters (Bengali, Tamil, Kannada,
 * Telugu, Marathi, Gujarati): question words, pronouns, "is", "not", "do", and the few nouns a bank question needs. A
 * word left unread counts against the answer's coverage, so "Ondu doubt ittu… eshtu dina aagatte?" must read as "one
 * question was… how many days takes?" to be answered. Words that are also English bank words ("pan") are left out.
 */
const REGIONAL_WORDS: Readonly<Record<string, string>> = {
  // Bengali
  ami: 'i', amar: 'my', amake: 'me', apni: 'you', apnar: 'your', keno: 'why', kothay: 'where', kobe: 'when', kokhon: 'when',
  koto: 'how much', ekta: 'one', proshno: 'question', chilo: 'was', ache: 'is', achhe: 'is', nei: 'not', hobe: 'will be',
  korte: 'do', korbo: 'do', korechilam: 'did', korechi: 'did', gele: 'goes', theke: 'from', jonno: 'for', diye: 'with', er: 'of',
  ar: 'and', ebong: 'and', kintu: 'but', ekhono: 'still', kichu: 'anything', janalen: 'informed', janan: 'inform', gata: 'last',
  saptahe: 'week', mash: 'month', diner: 'days', moddhe: 'within', bari: 'home', ashbe: 'come', pabo: 'get', debe: 'give',
  taka: 'money', ferot: 'refund', notun: 'new', obostha: 'status',
  // Tamil
  naan: 'i', enakku: 'me', neenga: 'you', unga: 'your', enna: 'what', epdi: 'how', eppadi: 'how', eppo: 'when', enga: 'where',
  yen: 'why', oru: 'one', andha: 'that', indha: 'this', la: 'in', ku: 'to', illa: 'not', illai: 'not', irukku: 'is', panna: 'do',
  pannanum: 'do', pannunga: 'do', vandhu: 'came', varala: 'not come', varum: 'come', kidaikkuma: 'get', kidaikum: 'get',
  apram: 'after', aprom: 'after', sonnanga: 'said', naal: 'days', vaangina: 'bought', panam: 'money', thirumba: 'back',
  // Kannada
  naanu: 'i', nanna: 'my', nimma: 'your', yenu: 'what', enu: 'what', hege: 'how', yaavaga: 'when', yavaga: 'when', ondu: 'one',
  ittu: 'was', ide: 'is', ideya: 'is there', aadre: 'if', aagatte: 'takes', bandilla: 'not come', barokke: 'come', maadi: 'do',
  beku: 'need', eshtu: 'how much', dina: 'days', duddu: 'money',
  // Telugu
  nenu: 'i', naa: 'my', meeru: 'you', mee: 'your', emi: 'what', enti: 'what', ela: 'how', eppudu: 'when', oka: 'one', ledu: 'not',
  undi: 'is', cheyandi: 'do', vachindi: 'came', raledu: 'not come', kaavali: 'need', rojulu: 'days', dabbulu: 'money',
  // Marathi
  mi: 'i', maza: 'my', majha: 'my', mala: 'me', tumhi: 'you', kay: 'what', kasa: 'how', kiti: 'how much', kevha: 'when',
  aahe: 'is', ahe: 'is', zala: 'happened', jhala: 'happened', ani: 'and', karaycha: 'do', pahije: 'need', paije: 'need',
  divas: 'days', parat: 'back',
  // Gujarati
  maru: 'my', mane: 'me', tame: 'you', tamaru: 'your', shu: 'what', kem: 'why', kevi: 'how', ketla: 'how many', kyare: 'when',
  nathi: 'not', che: 'is', chhe: 'is', hatu: 'was', thayu: 'happened', ane: 'and', karvu: 'do', joie: 'need', pacha: 'back',
};

function glossOf(word: string): string {
  return WORDS[word] ?? HINGLISH_GLOSS[word] ?? DEVANAGARI_GLOSS[word] ?? LOANWORDS[word] ?? REGIONAL_WORDS[word] ?? word;
}

/** The question rewritten word by word into English; words with no gloss are kept as written. */
export function plainEnglish(text: string): string {
  let t = text.toLowerCase().replace(/[\u2018\u2019\u02bc`]/g, "'");
  for (const [pattern, replacement] of PHRASES) t = t.replace(pattern, replacement);
  return t.replace(/[\p{L}\p{M}]+(?:'[a-z]+)?|\d+[a-z]*/gu, (word) => glossOf(word));
}

/**
 * What to search the knowledge base with: the masked message, plus its English rewriting when that differs (the
 * documents are in English; the customer's own words still match titles such as "UPI" and "ATM").
 */
export function knowledgeQuery(message: string): string {
  // A letter that only asks is searched with what it asks: its story ("my son is abroad…") matches no page it needs.
  const text = onlyAsksInALetter(message) ? askedParts(message).join(' ') : message;
  const english = plainEnglish(text);
  return english === text.toLowerCase() ? text : `${text} ${english}`;
}
