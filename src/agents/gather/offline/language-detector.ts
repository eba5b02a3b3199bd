// Language of a message by script, and English vs romanised Hindi ("hi-Latn") by Hindi function words.

const SCRIPTS: [string, RegExp][] = [
  ['hi', /[\u0900-\u097F]/g], ['bn', /[\u0980-\u09FF]/g], ['pa', /[\u0A00-\u0A7F]/g], ['gu', /[\u0A80-\u0AFF]/g],
  ['or', /[\u0B00-\u0B7F]/g], ['ta', /[\u0B80-\u0BFF]/g], ['te', /[\u0C00-\u0C7F]/g], ['kn', /[\u0C80-\u0CFF]/g],
  ['ml', /[\u0D00-\u0D7F]/g], ['ur', /[\u0600-\u06FF]/g], ['zh', /[\u4E00-\u9FFF]/g], ['ja', /[\u3040-\u30FF]/g],
  ['ko', /[\uAC00-\uD7AF]/g], ['ru', /[\u0400-\u04FF]/g], ['th', /[\u0E00-\u0E7F]/g], ['el', /[\u0370-\u03FF]/g],
];

/** Romanised Hindi words that are not English words (so "main road" or "do" do not count). */
const HINDI_WORDS = new Set([
  'hai', 'hain', 'nahi', 'nahin', 'nhi', 'mera', 'meri', 'mere', 'mujhe', 'maine', 'humne', 'hamara', 'humara', 'aap', 'aapka',
  'aapke', 'aapne', 'kya', 'kyun', 'kyon', 'kab', 'kaise', 'kitna', 'kitne', 'kahan', 'karo', 'kardo', 'kar', 'karna', 'karke',
  'kijiye', 'kariye', 'gaye', 'gaya', 'gayi', 'hua', 'hui', 'hue', 'tha', 'thi', 'the', 'raha', 'rahi', 'rahe', 'paise', 'paisa',
  'mila', 'mili', 'wapas', 'vapas', 'chahiye', 'chahta', 'chahti', 'abhi', 'jaldi', 'turant', 'kal', 'aaj', 'parso', 'lekin',
  'par', 'aur', 'bhi', 'se', 'ko', 'ka', 'ki', 'ke', 'mein', 'mai', 'hoon', 'hu', 'ho', 'diya', 'diye', 'liya', 'liye', 'kat',
  'kata', 'kate', 'baar', 'band', 'khata', 'bhai', 'ji', 'yeh', 'ye', 'woh', 'wo', 'koi', 'kuch', 'sab', 'bahut', 'bohot',
  'dijiye', 'batao', 'bataiye', 'nikla', 'nikle', 'nikale', 'bheja', 'bheje', 'kho', 'khoya', 'chori', 'shikayat', 'pehle',
  'pichle', 'mahine', 'hafte', 'din', 'tak', 'kyunki', 'agar', 'toh', 'to', 'ek', 'do', 'teen', 'hazar', 'hazaar', 'lakh',
  'lagaya', 'lagaye', 'lagayi', 'laga', 'lagi', 'pe', 'hoga', 'hogi', 'honge', 'dena', 'dedo', 'karein', 'karen', 'karwa',
  'karwana', 'bataye', 'bataiye', 'batayein', 'dekhiye', 'pata', 'sirf', 'wala', 'wali', 'wale', 'waala', 'waali', 'waale',
  'kyu', 'phir', 'fir', 'dobara', 'isliye', 'uska', 'uski', 'unka', 'iska', 'iske', 'apna', 'apni', 'apne', 'humko', 'hume',
  'humein', 'mujhko', 'aapki', 'aapko', 'sakte', 'sakta', 'sakti', 'milega', 'milegi', 'milenge', 'aaya', 'aayi', 'aaye',
  'kiya', 'kiye', 'kari', 'karte', 'karta', 'karti', 'hota', 'hoti', 'hote', 'matlab', 'yaar', 'accha', 'acha', 'theek', 'thik',
  'haan', 'kaat', 'kaata', 'liya', 'lijiye', 'dijiye', 'kijiye',
]);
/** English words in that set, counted only alongside unambiguous Hindi words. */
const AMBIGUOUS = new Set(['the', 'to', 'do', 'pe', 'par', 'band', 'ho', 'din', 'mai', 'lakh', 'ko', 'hu', 'ye', 'wo', 'ji', 'se', 'ka', 'ki', 'ke', 'kal', 'ek']);

export interface LanguageGuess {
  language: string;
  confidence: number;
}

export function detectLanguage(text: string): LanguageGuess {
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  if (letters === 0) return { language: 'en', confidence: 0.3 };
  let bestScript = '';
  let bestCount = 0;
  for (const [lang, re] of SCRIPTS) {
    const n = (text.match(re) ?? []).length;
    if (n > bestCount) [bestScript, bestCount] = [lang, n];
  }
  if (bestCount / letters > 0.3) return { language: bestScript, confidence: Math.min(0.99, 0.5 + bestCount / letters / 2) };
  const words = text.toLowerCase().match(/[a-z]+/g) ?? [];
  const strong = words.filter((w) => HINDI_WORDS.has(w) && !AMBIGUOUS.has(w)).length;
  const weak = words.filter((w) => AMBIGUOUS.has(w) && w !== 'the' && w !== 'to' && w !== 'do').length;
  const score = strong + (strong > 0 ? weak * 0.5 : 0);
  if (strong >= 2 || (strong >= 1 && score / Math.max(1, words.length) >= 0.2)) {
    return { language: 'hi-Latn', confidence: Math.min(0.95, 0.5 + score / Math.max(1, words.length)) };
  }
  return { language: 'en', confidence: strong === 0 ? 0.9 : 0.6 };
}
