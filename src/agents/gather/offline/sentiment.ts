// Urgency (low/medium/high) and sentiment (negative/neutral/positive) from small English and Hinglish lexicons.
import type { Paise } from '../../../domain/money.js';
import type { Sentiment, Urgency } from '../../../domain/vocabulary.js';

const HIGH_URGENCY = [
  /\bfraud/i, /\bscam/i, /\bhack(?:ed)?\b/i, /\bsomeone (?:has )?(?:used|is using|took|withdrew|stole)/i, /\bsomebody (?:has )?(?:used|is using)/i,
  /\bnot me\b/i, /\bi (?:never|did not|didn't) (?:make|do|authori[sz]e)/i, /\bunauthori[sz]ed\b/i, /\bmisus/i,
  /\b(?:lost|stolen|missing|misplaced)\b.{0,30}\b(?:card|wallet|purse|phone)\b/i, /\b(?:card|wallet|purse|phone)\b.{0,30}\b(?:lost|stolen|missing|misplaced|chori|kho)/i,
  /\bblock (?:my|the|this)?\s*(?:debit |credit |atm )?card\b/i, /\bcard (?:block|band)\b/i,
  /\burgent(?:ly)?\b/i, /\bimmediately\b/i, /\basap\b/i, /\bright now\b/i, /\bemergency\b/i, /\bturant\b/i, /\bjaldi\b/i,
  /\bkisi ne\b/i, /\bmaine (?:koi|yeh|ye) (?:transaction|payment) nahi/i,
];
const MEDIUM_URGENCY = [
  /\bfail(?:ed|ure)?\b/i, /\bdebited\b/i, /\bdeducted\b/i, /\bcharged twice\b/i, /\btwice\b/i, /\bnot (?:received|credited|refunded|settled)/i,
  /\brefund/i, /\breverse/i, /\bdelay/i, /\bpending\b/i, /\brejected\b/i, /\bkat gay/i, /\bnahi mila/i, /\bwapas\b/i,
  /\bnot satisfied\b/i, /\bcomplain/i, /\bescalat/i,
];
/** Above ₹49,999.99 is a large amount when the tenant sets no limit. */
export const LARGE_AMOUNT: Paise = 49_999_99;

/** High for fraud, a lost or stolen card, urgency words, or an amount above `limit` (the tenant's approval limit). */
export function detectUrgency(text: string, amounts: readonly Paise[] = [], limit: Paise = LARGE_AMOUNT): Urgency {
  if (HIGH_URGENCY.some((re) => re.test(text)) || amounts.some((a) => a > limit)) return 'high';
  if (MEDIUM_URGENCY.some((re) => re.test(text))) return 'medium';
  return 'low';
}

const NEGATIVE = [
  'rude', 'angry', 'terrible', 'worst', 'pathetic', 'frustrat', 'unacceptable', 'not acceptable', 'disappoint', 'not happy',
  'unhappy', 'cheat', 'harass', 'useless', 'horrible', 'awful', 'ridiculous', 'disgust', 'not satisfied', 'dissatisfied',
  'fed up', 'shame', 'careless', 'incompetent', 'fraud', 'scam', 'bakwas', 'ghatiya', 'pareshan', 'bekar', 'bura',
  'worried', 'upset', 'no response', 'nobody', 'still not', 'never', 'misbehav', 'insult', 'lost my', 'poor service', 'bad service',
];
const POSITIVE = [
  'thank', 'thanks', 'great', 'good', 'appreciate', 'happy', 'excellent', 'love', 'helpful', 'awesome', 'nice', 'wonderful',
  'pleased', 'glad', 'shukriya', 'dhanyavad', 'dhanyawad', 'badhiya', 'would really help', 'convenient',
];

/** Each positive word negated ("not very helpful"), compiled once. */
const NEGATED_POSITIVE = new Map(POSITIVE.map((w) => [w, new RegExp(`\\bnot (?:very |so )?${w}`)]));

export function detectSentiment(text: string): Sentiment {
  const t = text.toLowerCase();
  const neg = NEGATIVE.filter((w) => t.includes(w)).length + (/!{2,}|\?{2,}/.test(text) ? 1 : 0);
  const positiveHits = POSITIVE.filter((w) => t.includes(w) && !NEGATED_POSITIVE.get(w)?.test(t)).length;
  if (neg > positiveHits) return 'negative';
  if (positiveHits > neg) return 'positive';
  return 'neutral';
}
