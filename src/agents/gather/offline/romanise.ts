// Devanagari Hindi in the Latin spelling customers type it in ("देर से सेटल हुआ" → "der se settle hua"), so the
// Hinglish cue words read a message written in Devanagari too. English loanwords take their English spelling.
import { westernDigits } from '../../../domain/numerals.js';
import { DEVANAGARI_GLOSS } from './tokenize.js';

const CONSONANTS: Readonly<Record<string, string>> = {
  'क': 'k', 'ख': 'kh', 'ग': 'g', 'घ': 'gh', 'ङ': 'n', 'च': 'ch', 'छ': 'chh', 'ज': 'j', 'झ': 'jh', 'ञ': 'n',
  'ट': 't', 'ठ': 'th', 'ड': 'd', 'ढ': 'dh', 'ण': 'n', 'त': 't', 'थ': 'th', 'द': 'd', 'ध': 'dh', 'न': 'n',
  'प': 'p', 'फ': 'ph', 'ब': 'b', 'भ': 'bh', 'म': 'm', 'य': 'y', 'र': 'r', 'ल': 'l', 'व': 'v', 'श': 'sh',
  'ष': 'sh', 'स': 's', 'ह': 'h', 'क़': 'q', 'ख़': 'kh', 'ग़': 'g', 'ज़': 'z', 'ड़': 'd', 'ढ़': 'dh', 'फ़': 'f',
};
/** Consonants written with the nukta sign after them. */
const WITH_NUKTA: Readonly<Record<string, string>> = { 'ज': 'z', 'फ': 'f', 'क': 'q', 'ड': 'd', 'ढ': 'dh', 'ख': 'kh', 'ग': 'g' };
const VOWEL_SIGNS: Readonly<Record<string, string>> = {
  'ा': 'a', 'ि': 'i', 'ी': 'i', 'ु': 'u', 'ू': 'u', 'ृ': 'ri', 'े': 'e', 'ै': 'ai', 'ो': 'o', 'ौ': 'au', 'ॅ': 'e', 'ॉ': 'o',
};
const VOWELS: Readonly<Record<string, string>> = {
  'अ': 'a', 'आ': 'a', 'इ': 'i', 'ई': 'i', 'उ': 'u', 'ऊ': 'u', 'ऋ': 'ri', 'ए': 'e', 'ऐ': 'ai', 'ओ': 'o', 'औ': 'au', 'ऑ': 'o',
};
const VIRAMA = '्';
const NUKTA = '़';
const NASAL = new Set(['ं', 'ँ']);

/** English loanwords among the glosses: written back in English ("क्लेम" → "claim"), the rest are spelt out. */
const LOANS = new Set(['claim', 'policy', 'premium', 'card', 'atm', 'upi', 'refund', 'block', 'balance', 'charge', 'fee', 'cancel', 'surrender']);
/** More English loanwords, in the spelling a cue expects. */
export const LOANWORDS: Readonly<Record<string, string>> = {
  'सेटल': 'settle', 'सेटलमेंट': 'settlement', 'ट्रांजैक्शन': 'transaction', 'ट्रांजेक्शन': 'transaction', 'फेल': 'fail',
  'फ़ेल': 'fail', 'पेमेंट': 'payment', 'ट्रांसफर': 'transfer', 'ट्रांसफ़र': 'transfer', 'अकाउंट': 'account', 'बैंक': 'bank',
  'डेबिट': 'debit', 'क्रेडिट': 'credit', 'स्टेटस': 'status', 'डबल': 'double', 'मैसेज': 'message', 'एसएमएस': 'sms',
  'ऑनलाइन': 'online', 'मर्चेंट': 'merchant', 'स्वाइप': 'swipe', 'मशीन': 'machine', 'कैश': 'cash', 'इंटरेस्ट': 'interest',
  'ब्रांच': 'branch', 'ऐप': 'app', 'एप': 'app', 'वॉलेट': 'wallet', 'ऑर्डर': 'order', 'रिवर्स': 'reverse', 'हेल्थ': 'health',
  'मोटर': 'motor', 'ट्रैवल': 'travel', 'फ्री': 'free', 'लुक': 'look', 'पीरियड': 'period',
  'मिनिमम': 'minimum', 'मिनीमम': 'minimum', 'एवरेज': 'average', 'ऐवरेज': 'average', 'चार्ज': 'charge', 'चार्जेस': 'charges',
  'चार्जेज': 'charges', 'पेनल्टी': 'penalty', 'फीस': 'fees', 'एनुअल': 'annual', 'ऐनुअल': 'annual', 'मेंटेन': 'maintain',
  'मेंटेनेंस': 'maintenance', 'बाउंस': 'bounce', 'ओटीपी': 'otp', 'पिन': 'pin', 'लिमिट': 'limit', 'बुकिंग': 'booking',
  'शॉपिंग': 'shopping', 'फ्रॉड': 'fraud', 'अमाउंट': 'amount', 'रिफ़ंड': 'refund', 'कैंसल': 'cancel', 'कैंसिल': 'cancel',
};

interface Syllable { consonant: string; vowel: string | null }

/** One Devanagari word as typed in Latin letters: the inherent "a" dropped at the end and between two sounded syllables. */
function spell(word: string): string {
  const loan = LOANWORDS[word];
  if (loan !== undefined) return loan;
  const gloss = DEVANAGARI_GLOSS[word];
  if (gloss !== undefined && LOANS.has(gloss)) return gloss;
  const parts: (Syllable | string)[] = [];
  const chars = [...word];
  for (let i = 0; i < chars.length; i += 1) {
    const ch = chars[i]!;
    const base = CONSONANTS[ch];
    if (base !== undefined) {
      let consonant = base;
      if (chars[i + 1] === NUKTA) {
        consonant = WITH_NUKTA[ch] ?? base;
        i += 1;
      }
      const next = chars[i + 1];
      if (next === VIRAMA) {
        parts.push({ consonant, vowel: '' });
        i += 1;
      } else if (next !== undefined && VOWEL_SIGNS[next] !== undefined) {
        parts.push({ consonant, vowel: VOWEL_SIGNS[next]! });
        i += 1;
      } else {
        parts.push({ consonant, vowel: null });
      }
    } else if (VOWELS[ch] !== undefined) {
      const afterVowel = parts.length > 0 && (typeof parts[parts.length - 1] === 'string' || (parts[parts.length - 1] as Syllable).vowel !== '');
      const vowel = VOWELS[ch]!;
      // "गए" is "gaye", "गई" "gayi"; a word-initial "आ" is "aa" ("aaya").
      parts.push(afterVowel && (vowel === 'e' || vowel === 'i') ? `y${vowel}` : parts.length === 0 && ch === 'आ' ? 'aa' : vowel);
    } else if (NASAL.has(ch)) {
      parts.push('n');
    } else if (ch === 'ः') {
      parts.push('h');
    }
  }
  return parts.map((p, i) => {
    if (typeof p === 'string') return p;
    if (p.vowel !== null) return p.consonant + p.vowel;
    const next = parts[i + 1];
    if (next === undefined) return p.consonant;
    // Between a sounded syllable and a consonant with its own vowel the inherent "a" is silent ("निकले" → "nikle").
    const prev = parts[i - 1];
    const prevSounded = prev !== undefined && (typeof prev === 'string' || prev.vowel !== '');
    const nextSounded = typeof next !== 'string' && next.vowel !== null && next.vowel !== '';
    return prevSounded && nextSounded && i > 0 ? p.consonant : `${p.consonant}a`;
  }).join('');
}

/** The text with every Devanagari word spelt in Latin letters and Devanagari digits as 0-9; other text unchanged. */
export function romanise(text: string): string {
  return westernDigits(text).replace(/[\u0900-\u0963\u0970-\u097F]+/g, (word) => spell(word));
}
