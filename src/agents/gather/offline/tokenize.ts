// Text normalisation and n-gram features for the offline intent classifier (English and romanised Hindi).
import { westernDigits } from '../../../domain/numerals.js';
import { mendSlips } from './spelling.js';
import { PII_MASK } from '../../intake/redact-pii.js';

const PII_MASKS = new RegExp(Object.values(PII_MASK).map((m) => m.replace(/[[\]]/g, '\\$&')).join('|'), 'g');

/** Romanised Hindi words and their English gloss: added next to the original token so English-trained weights apply. */
export const HINGLISH_GLOSS: Readonly<Record<string, string>> = {
  nahi: 'not', nahin: 'not', nhi: 'not', na: 'not', mat: 'do not',
  mila: 'received', mili: 'received', mile: 'received', aaya: 'came', aya: 'came', aayi: 'came', ayi: 'came',
  paise: 'money', paisa: 'money', paison: 'money', rupaye: 'rupees', rupay: 'rupees',
  kat: 'debited', kaat: 'debited', kata: 'debited', kate: 'debited', katt: 'debited', cut: 'debited',
  gaye: 'gone', gaya: 'gone', gayi: 'gone', gye: 'gone', gya: 'gone',
  wapas: 'back', vapas: 'back', waapas: 'back', lautao: 'return', lautana: 'return', lotao: 'return',
  karo: 'please do', kardo: 'please do', kijiye: 'please do', kariye: 'please do', karein: 'please do', karna: 'do',
  chahiye: 'want', chahta: 'want', chahti: 'want',
  mera: 'my', meri: 'my', mere: 'my', mujhe: 'me', maine: 'i', main: 'i', hum: 'we', humara: 'our', hamara: 'our',
  kyun: 'why', kyon: 'why', kya: 'what', kab: 'when', kaise: 'how', kitna: 'how much', kitne: 'how many', kahan: 'where',
  baar: 'times', bar: 'times', dobara: 'again', double: 'twice',
  band: 'block', khatam: 'close', chori: 'stolen', chura: 'stolen', kho: 'lost', khoya: 'lost', khoyi: 'lost', gum: 'lost',
  hua: 'happened', hui: 'happened', hue: 'happened', raha: 'is', rahi: 'is', rahe: 'are', hai: 'is', hain: 'are', tha: 'was', thi: 'was',
  jaldi: 'urgent', turant: 'immediately', abhi: 'now', kal: 'yesterday', aaj: 'today', parso: 'day before yesterday',
  badtameez: 'rude', badtameezi: 'rude', badtamiz: 'rude', badtamizi: 'rude', batameezi: 'rude', badsaluki: 'misbehaved',
  chillaya: 'shouted', chillayi: 'shouted', chillaye: 'shouted', danta: 'scolded', daanta: 'scolded', vyavhar: 'behaviour',
  vyavahar: 'behaviour', bartav: 'behaviour', bartaav: 'behaviour', karmchari: 'staff', intezaar: 'waiting', intezar: 'waiting', intazar: 'waiting',
  shikayat: 'complaint', sahi: 'correct', galat: 'wrong', bekar: 'bad', bakwas: 'bad', ghatiya: 'worst',
  khata: 'account', khate: 'account', batao: 'tell me', bataiye: 'tell me', bataye: 'tell me', jankari: 'information',
  nikala: 'withdrew', nikale: 'withdrew', nikalne: 'withdraw', nikla: 'came out', nikle: 'came out', bheja: 'sent', bheje: 'sent',
  dobaara: 'again', lagaya: 'charged', lagaye: 'charged', laga: 'charged', lag: 'charged', liya: 'taken', liye: 'taken',
  bima: 'insurance', dava: 'claim', dawa: 'claim',
};

/** Common Devanagari Hindi words written in claims, glossed to English so cues and weights apply. */
export const DEVANAGARI_GLOSS: Readonly<Record<string, string>> = {
  'मेरा': 'my', 'मेरी': 'my', 'मेरे': 'my', 'मुझे': 'me', 'मैंने': 'i', 'कार्ड': 'card', 'ब्लॉक': 'block', 'बंद': 'block',
  'करो': 'please', 'करें': 'please', 'कीजिए': 'please', 'पैसे': 'money', 'पैसा': 'money', 'रुपये': 'rupees', 'कट': 'debited',
  'कटे': 'debited', 'गए': 'gone', 'गया': 'gone', 'नहीं': 'not', 'मिला': 'received', 'मिले': 'received', 'एटीएम': 'atm',
  'यूपीआई': 'upi', 'शिकायत': 'complaint', 'रिफंड': 'refund', 'वापस': 'back', 'पॉलिसी': 'policy', 'क्लेम': 'claim',
  'खाता': 'account', 'खाते': 'account', 'खो': 'lost', 'चोरी': 'stolen', 'दो': 'two', 'बार': 'times', 'फीस': 'fee',
  'शुल्क': 'charges', 'प्रीमियम': 'premium', 'रद्द': 'cancel', 'चाहिए': 'want', 'कर': 'kar', 'करके': 'karke', 'दीजिए': 'dijiye',
  'लौटा': 'return', 'लौटाओ': 'return', 'दोबारा': 'again', 'खारिज': 'rejected', 'गलत': 'wrong', 'ग़लत': 'wrong', 'रिजेक्ट': 'rejected', 'क्या': 'what', 'कब': 'when', 'कैसे': 'how', 'धोखाधड़ी': 'fraud',
  'चार्ज': 'charge', 'कटा': 'debited', 'कटी': 'debited', 'काटा': 'debited', 'काटे': 'debited', 'काट': 'debited', 'माफ': 'waive',
  'माफ़': 'waive', 'न्यूनतम': 'minimum', 'बैलेंस': 'balance', 'जुर्माना': 'penalty', 'कैंसल': 'cancel', 'कैंसिल': 'cancel',
  'कैन्सल': 'cancel', 'सरेंडर': 'surrender',
  // How staff and service treated the customer: a complaint's words.
  'बदतमीज़ी': 'rude', 'बदतमीजी': 'rude', 'बदतमीज़': 'rude', 'बदतमीज': 'rude', 'बदसलूकी': 'misbehaved', 'रूड': 'rude',
  'चिल्लाया': 'shouted', 'चिल्लाई': 'shouted', 'चिल्लाए': 'shouted', 'डांटा': 'scolded', 'डाँटा': 'scolded',
  'व्यवहार': 'behaviour', 'बर्ताव': 'behaviour', 'कर्मचारी': 'staff', 'स्टाफ': 'staff', 'कैशियर': 'cashier', 'शाखा': 'branch',
  'ब्रांच': 'branch', 'इंतज़ार': 'waiting', 'इंतजार': 'waiting', 'परेशान': 'troubled', 'सुनता': 'listens', 'सुनती': 'listens',
  'सुनते': 'listen', 'फोन': 'phone', 'फ़ोन': 'phone', 'कॉल': 'call',
};

/** Devanagari phrases whose words read differently together ("कर दो" is "kar do", not "kar two"). */
const DEVANAGARI_PHRASES: [RegExp, string][] = [
  // A call cut off, not money cut: "call काट दिया".
  [/(?:कॉल|call|फोन|फ़ोन|phone|लाइन|line)\s+(?:भी\s+)?(?:काट|कट|काटा|काटी|कटा|कटी|काटे|कटे)(?![\u0900-\u097F])/g, 'call disconnected'],
  [/कर दो(?![\u0900-\u097F])/g, 'kar do'], [/कर दें(?![\u0900-\u097F])/g, 'kar de'], [/कर दीजिए(?![\u0900-\u097F])/g, 'kar dijiye'],
];

/** Romanised Hindi as typed in SMS ("cancel kr do", "pese wapis kro"), in the spelling the cues are written in. */
const HINGLISH_SHORTHAND: [RegExp, string][] = [
  // A call cut off, not money cut: "phone kaat diya", "call bhi kat gaya".
  [/\b(?:call|phone|line)\s+(?:bhi\s+)?(?:kaat|kat|kaata|kata|kaati|kati|katt)\b/g, 'call disconnected'],
  [/\bkrdo\b/g, 'kar do'], [/\bkr\b/g, 'kar'], [/\bkro\b/g, 'karo'], [/\bkrna\b/g, 'karna'], [/\bkrni\b/g, 'karni'],
  [/\bkrke\b/g, 'karke'], [/\bkrwa(na|ni|do|o)?\b/g, 'karwa$1'], [/\bpese\b/g, 'paise'], [/\bwapis\b/g, 'wapas'],
];

/** English as typed in a hurry ("blk card asap", "amt debitd frm ac", "pymt failed") or dictated ("you pee eye"), in full. */
const ENGLISH_SHORTHAND: [RegExp, string][] = [
  [/\bbl(?:oc|c)?k(ed|ing)?\b/g, 'block$1'], [/\bamt\b/g, 'amount'], [/\b(?:pymt|pmt|paymt|pymnt)(s)?\b/g, 'payment$1'],
  [/\b(?:recd|rcvd|recvd|rcd)\b/g, 'received'], [/\bchrg(s)?\b/g, 'charge$1'], [/\bchrgd\b/g, 'charged'], [/\bfrm\b/g, 'from'],
  [/\b(?:acct|accnt|acnt)\b/g, 'account'], [/\b(?:trxn|trnx|trx)(s)?\b/g, 'transaction$1'], [/\bwrng\b/g, 'wrong'],
  // A statement or SMS line's "Dr" / "Cr" after its amount ("4,999.50 Dr", "Rs 500 CR"): debited, credited.
  [/(\d)\s*\bdr\b\.?/g, '$1 debited'], [/(\d)\s*\bcr\b\.?/g, '$1 credited'],
  // SMS shorthand with its vowels dropped: "amt dbtd nt rcvd", "atm 3500 nt dspnsd pls rvrs", "clm 4660 rjctd", "prem 1950
  // dbtd 2x pls rfnd" ("prem" only before a figure: Prem is also a name).
  [/\b(?:dbtd|dbted|debitd)\b/g, 'debited'], [/\b(?:dspnsd|dispnsd)\b/g, 'dispensed'], [/\b(?:rvrs|rvrse|revrse)\b/g, 'reverse'],
  [/\b(?:rvrsl|rvsl)\b/g, 'reversal'], [/\b(?:rjctd|rejctd|rjcted)\b/g, 'rejected'], [/\bclm(s)?\b/g, 'claim$1'],
  [/\b(?:rfnd|refnd)\b/g, 'refund'], [/\bnt\b/g, 'not'], [/\b2x\b/g, 'twice'], [/\bprem(?=\s+(?:rs\.?\s*|₹\s*)?\d)/g, 'premium'],
  [/\b(?:tmrw|tmrrw)\b/g, 'tomorrow'], [/\b(?:yday|ystrdy|yesterdy)\b/g, 'yesterday'], [/\b(?:bcoz|bcz|coz)\b/g, 'because'],
  // Chat fillers that carry nothing: a leading "bestie,", "bro", "ngl", "lowkey"; a trailing "fr", "tbh", "lol" (not a
  // trailing "bro": "sent 5000 to my bro, it failed").
  [/^\W*(?:(?:bestie|bro|bruh|dude|fam|sis|ngl|lowkey|highkey|okay so|ok so|so like)\b[\s,!.]*)+/g, ''],
  [/\s*\b(?:fr|frfr|tbh|ngl|lol|lmao)\b(?=\s*(?:[?.!,]|$))/g, ''], [/\brn\b/g, 'right now'],
  // Letters as speech-to-text writes them out ("you pee eye", "a tee em", "pee o ess").
  [/\byou pee eye\b/g, 'upi'], [/\b(?:a|ay|eh) tee em\b/g, 'atm'], [/\b(?:pee o ess|p o s)\b/g, 'pos'], [/\b(?:eye em pee ess|i m p s)\b/g, 'imps'],
];

/**
 * Other Indian languages as their speakers type them in Latin letters, read as the Hinglish the cue words know: money
 * cut (Gujarati "kapai gaya", Marathi "kapla", Bengali "kete niyeche"), not received (Gujarati "malya nathi", Marathi
 * "milale nahi", Telugu "raledu", Tamil "varala", Bengali "paini", Kannada "barlilla"), twice ("don vela", "rendu
 * sarlu", "rendu thadava", "duibar", "eradu sala"), sent ("moklya", "pampanu", "anuppinen"), give back ("parat kara",
 * "return cheyyandi", "thirumba kudunga", "ferot din", "vapas kodi").
 */
const REGIONAL: [RegExp, string][] = [
  // Money that "went" (Malayalam and Tamil "poyi", "poyiduchu"): cut, when money is what went; Odia "kati gala".
  [/(\b(?:paisa|paise|panam|cash|money|amount|rs\.?\s?\d+|\d+)\b(?:\s+\S+){0,4}\s+)(?:poyi|poy?iduchu|poyitt?und|pochu)\b/g, '$1kat gaye'],
  [/\bkati (?:gala|gali|gala je)\b|\b(?:kapai|kapaai|kapaya|kapayu) (?:gaya|gayu|gayo|gaya che|gayu che|che)\b|\bkap(?:la|le|li|ale|ali|ala)\b|\bkete (?:niyeche|nilo|geche)\b|\bketeche\b|\bcut (?:ayyindi|aayiduchu|aagiduchu|agide|aagide)\b/g, 'kat gaye'],
  // Malayalam "kittiyilla", Odia "paili nahi" / "milila nahi".
  [/\bkitt?i(?:yi)?ll?a\b|\bpaili nahi\b|\bmilila nahi\b|\b(?:malya|maliya|malyu|malyo) nathi\b|\bnathi (?:malya|malyu)\b|\bmilal[aei] nahi\b|\bra+ledu\b|\bvaral(?:ai|a)?\b|\bpai ?ni\b|\bbarl?illa\b|\bbandilla\b/g, 'nahi mila'],
  // Lost: Kannada "kaledu hoytu", Tamil "tholanjiduchu", Telugu "poyindi" after card, Malayalam "nashtappettu",
  // Bengali "hariye geche", Marathi "harvla", Gujarati "khovai gayu".
  [/\bkaled(?:u|hu) ?(?:hoytu|hogide|hoyitu)\b|\btholai?nj?(?:iduchu|uduchu|ittu|idichu)\b|\bnashtapp?ett?u\b|\bkaanathaay?i\b|\bhariye (?:geche|gelo|gache)\b|\bhar(?:a)?vl[ae]\b|\bkhovai (?:gayu|gayo|gai)\b/g, 'kho gaya'],
  // Not happened (settled, credited, done): Tamil "aagala", Telugu "kaaledu" / "avvaledu", Kannada "aagilla", Bengali
  // "hoyni", Marathi "zhala nahi", Malayalam "aayilla", Gujarati "thayu nathi".
  [/\b(?:aagala|aagalai|aagale|aagavillai|aagavilla|kaaledu|avvaledu|avaledu|aagilla|agilla|hoyni|hoy ni|hoyeni|zhala nahi|jhala nahi|zala nahi|aayilla|ayilla|thayu nathi|thayo nathi|thai nathi)\b/g, 'nahi hua'],
  [/\bdon ve?la\b|\b(?:rendu|randu) (?:sarlu|saarlu|sarla|thadava|thadavai|thavana|pravashyam|praavashyam|vattam|vaati|murai)\b|\bdui ?bar\b|\beradu (?:sala|sari|baari)\b|\bbe (?:var|vaar|vakhat)\b|\b(?:do|2) (?:vaari|vari|waari|wari)\b/g, 'do baar'],
  // Punjabi doubles the t of "kat" (cut, debited): "premium do vaari katt gayi".
  [/\bkatt (gayi|gaye|gaya|gya|gyi|gai|liya|lye|laye)\b/g, 'kat $1'],
  [/\b(?:moklya|mokalya|mokalyu|moklyu|pampanu|pampinanu|anuppinen|anupinen|pathiyechi|pathalo|pathavle|pathavla)\b/g, 'bheje'],
  // Late and interest: Gujarati "modu thayu", "vyaaj aapo"; Marathi "ushir zala", "vyaj dya"; Bengali "deri hoyeche".
  [/\b(?:bahu |khub |khup )?(?:modu (?:thayu|thayo|thai gayu)|ushir (?:zala|jhala|kela)|deri (?:hoyeche|holo|hoye geche))\b/g, 'der ho gayi'],
  [/\b(?:vyaaj|vyaj|vyaja)\s+(?:aapo|aapjo|apo|dya|dyaa|dao|din|kudunga|kodunga)\b(?!\s*(?:cho|chho|che|chhe|ka|ki|kya|na|\?))/g, 'byaj dijiye'],
  [/\bparat (?:kara|dya|dyaa|karaa)\b|\b(?:return|refund|wapas|vapas) (?:cheyyandi|cheyandi|chey|kodi|kodu|maadi|madi|kudunga|kodunga|din|diye din|karo|kari do|aapo)\b|\bthirumba (?:kudunga|kodunga|tharunga)\b|\bferot (?:din|dao|diye din)\b/g, 'wapas karo'],
];

const CONTRACTIONS: [RegExp, string][] = [
  [/\bcan't\b/g, 'can not'], [/\bwon't\b/g, 'will not'], [/\bain't\b/g, 'is not'],
  [/n't\b/g, ' not'], [/'re\b/g, ' are'], [/'ve\b/g, ' have'], [/'ll\b/g, ' will'], [/'d\b/g, ' would'], [/'m\b/g, ' am'],
  // the same, typed without the apostrophe ("didnt", "doesnt", "cant")
  [/\bcant\b/g, 'can not'], [/\bwont\b/g, 'will not'],
  [/\b(did|does|do|is|was|were|are|has|have|had|could|should|would)nt\b/g, '$1 not'],
];

/**
 * The last texts normalised and their results: one reading of a message asks the cue functions one after another, each
 * of which normalises the same text, its sentences or its parts (a pure function of each), so all but the first call
 * are answered here. Oldest first; a hit moves to the end.
 */
const recent = new Map<string, string>();
const RECENT_KEPT = 64;

/**
 * Lower-cases, unifies quotes, reads Devanagari digits as 0-9, expands English contractions, reads other Indian
 * languages' key words as Hinglish and mends slips in domain words.
 */
export function normalise(text: string): string {
  const known = recent.get(text);
  if (known !== undefined) {
    recent.delete(text);
    recent.set(text, known);
    return known;
  }
  const normalised = normaliseAfresh(text);
  if (recent.size >= RECENT_KEPT) recent.delete(recent.keys().next().value as string);
  recent.set(text, normalised);
  return normalised;
}

function normaliseAfresh(text: string): string {
  let t = westernDigits(text.toLowerCase().replace(/[\u2018\u2019\u02bc`]/g, "'").replace(/[\u201c\u201d]/g, '"'));
  for (const [pattern, replacement] of CONTRACTIONS) t = t.replace(pattern, replacement);
  for (const [shorthand, spelling] of HINGLISH_SHORTHAND) t = t.replace(shorthand, spelling);
  for (const [shorthand, spelling] of ENGLISH_SHORTHAND) t = t.replace(shorthand, spelling);
  for (const [phrase, hinglish] of REGIONAL) t = t.replace(phrase, hinglish);
  t = mendSlips(t);
  if (/[\u0900-\u097F]/.test(t)) {
    for (const [phrase, romanised] of DEVANAGARI_PHRASES) t = t.replace(phrase, romanised);
    t = t.replace(/[\u0900-\u097F]+/g, (w) => DEVANAGARI_GLOSS[w] ?? w);
  }
  return t;
}

/** Word tokens: letters, digits collapsed to a shape token, currency signs as "rs". */
export function wordTokens(text: string): string[] {
  const t = normalise(text).replace(/₹/g, ' rs ');
  const raw = t.match(/[\p{L}\p{M}]+|\d+(?:[.,]\d+)*/gu) ?? [];
  return raw.map((w) => (/^\d/.test(w) ? (w.replace(/\D/g, '').length >= 6 ? '<longnum>' : '<num>') : w));
}

export interface FeatureOptions {
  bigrams: boolean;
  /** Character n-gram lengths taken inside words ("#ab", "abc"), e.g. [3, 4]; empty for none. */
  charNgrams: number[];
}

export const DEFAULT_FEATURE_OPTIONS: FeatureOptions = { bigrams: true, charNgrams: [] };

/** The feature strings of a text: unigrams, bigrams ("a b") and optional char n-grams ("#abc"). */
export function features(text: string, options: FeatureOptions = DEFAULT_FEATURE_OPTIONS): string[] {
  const words: string[] = [];
  // A mask ("[phone]", "[account-number]") stands for digits the customer wrote, not for words: it weighs nothing.
  for (const w of wordTokens(text.replace(PII_MASKS, ' '))) {
    words.push(w);
    const gloss = HINGLISH_GLOSS[w];
    if (gloss !== undefined) words.push(...gloss.split(' '));
  }
  const out: string[] = [...words];
  if (options.bigrams) {
    const padded = ['<s>', ...words, '</s>'];
    for (let i = 0; i + 1 < padded.length; i += 1) out.push(`${padded[i]} ${padded[i + 1]}`);
  }
  if (options.charNgrams.length > 0) {
    for (const w of words) {
      if (w.startsWith('<')) continue;
      const padded = `_${w}_`;
      for (const n of options.charNgrams) {
        for (let i = 0; i + n <= padded.length; i += 1) out.push(`#${padded.slice(i, i + n)}`);
      }
    }
  }
  return out;
}
