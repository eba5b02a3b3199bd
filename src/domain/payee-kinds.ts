// Kinds of payee a customer names instead of the payee: "the movie tickets one", "my doodhwala", "the petrol pump",
// "the charge for not keeping enough money". Each kind has the words customers write for it and fragments of the
// names such a payment is kept under ("BOOKMYSHOW", "SHARMA DAIRY", "HPCL FUEL STN", a fee of kind min_balance).
// A kind told is soft evidence that a record fits; it never rules a record out, since payee names vary.

export interface PayeeKind {
  id: string;
  /** How customers name the kind (English, romanised Hindi). */
  said: RegExp;
  /** Lower-case fragments of payee names, and fee kinds, that a record of this kind carries. */
  names: readonly string[];
}

export const PAYEE_KINDS: readonly PayeeKind[] = [
  { id: 'cinema', said: /\b(?:movies?|films?|cinema|multiplex|picture hall)\b/i, names: ['bookmyshow', 'pvr', 'inox', 'cinepolis', 'cinema', 'multiplex', 'movie', 'carnival'] },
  { id: 'dairy', said: /\b(?:milk|milkman|doodh\w*|dudh\w*|dairy)\b/i, names: ['dairy', 'milk', 'doodh', 'dudh', 'amul', 'nandini', 'aavin', 'country delight'] },
  { id: 'food', said: /\b(?:food|dinner|lunch|breakfast|biryani|pizza|burger|restaurant|takeaway)\b/i, names: ['swiggy', 'zomato', 'domino', 'pizza', 'restaurant', 'cafe', 'kitchen', 'biryani', 'mcdonald', 'kfc', 'burger', 'food', 'eatsure', 'dhaba'] },
  { id: 'grocery', said: /\b(?:grocer(?:y|ies)|kirana|vegetables?|sabzi|sabji|ration)\b/i, names: ['bigbasket', 'blinkit', 'zepto', 'dmart', 'grocery', 'kirana', 'supermarket', 'mart', 'fresh', 'instamart', 'ration'] },
  { id: 'cab', said: /\b(?:cab|taxi|ride|auto ?rickshaw|auto (?:fare|wala|waala|ride)|rickshaw)\b/i, names: ['uber', 'ola', 'rapido', 'meru', 'cab', 'taxi', 'blusmart', 'yatri'] },
  { id: 'fuel', said: /\b(?:petrol|diesel|fuel|petrol pump|cng)\b/i, names: ['petrol', 'fuel', 'hpcl', 'bpcl', 'iocl', 'indian oil', 'bharat petroleum', 'shell', 'nayara', 'filling', 'pump', 'cng'] },
  { id: 'flight', said: /\b(?:flights?|air ?tickets?|airlines?|plane tickets?)\b/i, names: ['makemytrip', 'indigo', 'air india', 'vistara', 'spicejet', 'goibibo', 'cleartrip', 'yatra', 'akasa', 'ixigo', 'airline', 'airways'] },
  { id: 'train', said: /\b(?:trains?|railways?|rail tickets?|irctc)\b/i, names: ['irctc', 'railway', 'rail'] },
  { id: 'electricity', said: /\b(?:electricity|light bill|power bill|current bill|bijli)\b/i, names: ['electricity', 'power', 'bescom', 'msedcl', 'tneb', 'bses', 'cesc', 'energy', 'discom'] },
  { id: 'telecom', said: /\b(?:recharge|mobile bill|phone bill|broadband|wifi|dth)\b/i, names: ['jio', 'airtel', 'vodafone', 'bsnl', 'recharge', 'fibernet', 'hathway', 'tata play'] },
  { id: 'pharmacy', said: /\b(?:medicines?|pharmacy|chemist|medical store|dawai|dawa)\b/i, names: ['pharmacy', 'medical', 'apollo', 'medplus', 'netmeds', 'pharmeasy', 'chemist', '1mg'] },
  { id: 'jewellery', said: /\b(?:jewell?er(?:y|s)?|jewelry|jewels?)\b/i, names: ['jewel', 'jewels', 'jewellers', 'jewellery', 'jewelry', 'tanishq', 'kalyan jewellers', 'caratlane', 'bluestone'] },
  { id: 'hotel', said: /\b(?:hotels?|resorts?|lodge|room booking)\b/i, names: ['hotel', 'hotels', 'resort', 'oyo', 'lodge'] },
  { id: 'min_balance', said: /\bnot (?:keeping|maintaining|having|kept|maintained) (?:enough|sufficient|the minimum|minimum)(?: \w+)?(?: (?:money|balance|amount|funds))?\b|\b(?:low|minimum|min|average|avg) (?:monthly |quarterly )?bal(?:ance)? (?:charges?|fees?|penalty|fine)\b|\bminimum balance\b|\bbalance (?:fell|went|dropped|was|goes|going|gone|falling|fall|dropping|drop|dipped|dipping) (?:below|under|low)\b|\bbelow (?:the )?minimum\b/i, names: ['min_balance', 'min bal', 'minimum balance', 'non-maint', 'non maint', 'amb', 'mab'] },
  { id: 'annual_fee', said: /\b(?:annual|yearly) (?:fee|charge)s?\b/i, names: ['annual', 'yearly'] },
  { id: 'late_fee', said: /\blate (?:payment )?(?:fee|charge|penalty)s?\b|\bpaid (?:the bill |my bill )?late\b/i, names: ['late_payment', 'late fee', 'late payment'] },
];

/** The kinds of payee a message names ("movie tickets" → cinema), not those it turns down ("not the milk", "milk wala nahi"). */
export function payeeKindsIn(text: string): string[] {
  return PAYEE_KINDS.filter((k) => [...text.matchAll(new RegExp(k.said.source, 'gi'))].some((m) => !turnedDown(text, m.index, m[0].length))).map((k) => k.id);
}

/** Words that turn down what follows them ("not the milk one") or, in Hindi order, what precedes them ("milk wala nahi"). */
const DOWN_BEFORE = /\b(?:not|no|except|other than|never|neither|nor)\s+(?:\w+\s+){0,2}$/i;
const DOWN_AFTER = /^(?:\s+\w+){0,2}\s+(?:nahi|nahin|nhi|nahi tha|not)\b/i;
function turnedDown(text: string, at: number, length: number): boolean {
  return DOWN_BEFORE.test(text.slice(Math.max(0, at - 40), at)) || DOWN_AFTER.test(text.slice(at + length, at + length + 30));
}

/** Does a record with these labels (payee name, fee kind, …) belong to payee kind `id`? */
export function payeeIsOfKind(id: string, labels: readonly (string | null | undefined)[]): boolean {
  const kind = PAYEE_KINDS.find((k) => k.id === id);
  if (!kind) return false;
  const haystack = labels.filter((l): l is string => typeof l === 'string').map((l) => l.toLowerCase()).join(' | ');
  // Whole words only: "cab" is no part of "CABLE TV", nor "ola" of "COLA".
  return kind.names.some((name) => new RegExp(`(?<![a-z0-9])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![a-z0-9])`).test(haystack));
}
