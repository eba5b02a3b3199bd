// Amounts written in words, English and romanised Hindi: "three thousand", "two lakh fifty thousand", "teen hazaar",
// "dhai hazar", "paanch sau", and hundreds said the spoken way ("eighteen ninety nine rupees"). A run of number words counts as an amount only with a scale word (hundred, thousand,
// lakh, crore, sau, hazaar) or a currency word after it, so "two times" or "do din" are never money.
import type { Paise } from '../../../domain/money.js';

/** A table keyed by its words in one spelling (see `canonical`). */
function canonicalKeys(table: Record<string, number>): Readonly<Record<string, number>> {
  return Object.fromEntries(Object.entries(table).map(([word, n]) => [word.normalize('NFC').toLowerCase(), n]));
}

const UNITS: Readonly<Record<string, number>> = canonicalKeys({
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20,
  thirty: 30, forty: 40, fourty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
  ek: 1, do: 2, teen: 3, tin: 3, char: 4, chaar: 4, paanch: 5, panch: 5, chhe: 6, chhah: 6, saat: 7, sat: 7, aath: 8, nau: 9,
  das: 10, bees: 20, bis: 20, pachas: 50, pachaas: 50, dedh: 1.5, dhai: 2.5, dhaai: 2.5, half: 0.5,
  gyarah: 11, gyara: 11, barah: 12, bara: 12, baarah: 12, terah: 13, tera: 13, chaudah: 14, chauda: 14, pandrah: 15,
  pandra: 15, solah: 16, sola: 16, satrah: 17, satra: 17, atharah: 18, athara: 18, unnis: 19, unees: 19, ikkis: 21,
  bais: 22, baais: 22, teis: 23, chaubis: 24, chaubees: 24, pachchees: 25, pachees: 25, pachis: 25, pacchis: 25,
  tees: 30, chalis: 40, chaalis: 40, sattar: 70, pachattar: 75, pachhattar: 75, assi: 80, nabbe: 90,
  a: 1, an: 1,
  // The same in Devanagari ("आठ हज़ार", "डेढ़ लाख", "पाँच सौ रुपये").
  'एक': 1, 'दो': 2, 'तीन': 3, 'चार': 4, 'पांच': 5, 'पाँच': 5, 'छह': 6, 'छः': 6, 'सात': 7, 'आठ': 8, 'नौ': 9, 'दस': 10,
  'ग्यारह': 11, 'बारह': 12, 'तेरह': 13, 'चौदह': 14, 'पंद्रह': 15, 'सोलह': 16, 'सत्रह': 17, 'अठारह': 18, 'उन्नीस': 19,
  'बीस': 20, 'पच्चीस': 25, 'तीस': 30, 'चालीस': 40, 'पचास': 50, 'साठ': 60, 'सत्तर': 70, 'अस्सी': 80, 'नब्बे': 90,
  'डेढ़': 1.5, 'ढाई': 2.5,
});
/** Words that change the number after them: "saade saat" 7½, "sava do" 2¼, "paune teen" 2¾. */
const BY_NEXT: Readonly<Record<string, number>> = canonicalKeys({
  sadhe: 0.5, saade: 0.5, sade: 0.5, saadhe: 0.5, sava: 0.25, savaa: 0.25, sawa: 0.25, paune: -0.25, pone: -0.25,
  'साढ़े': 0.5, 'सवा': 0.25, 'पौने': -0.25,
});
const SCALES: Readonly<Record<string, number>> = canonicalKeys({
  hundred: 100, sau: 100, thousand: 1_000, hazaar: 1_000, hazar: 1_000, hajar: 1_000, hajaar: 1_000, k: 1_000,
  lakh: 1_00_000, lakhs: 1_00_000, lac: 1_00_000, lacs: 1_00_000, crore: 1_00_00_000, crores: 1_00_00_000,
  'सौ': 100, 'हज़ार': 1_000, 'हजार': 1_000, 'लाख': 1_00_000, 'करोड़': 1_00_00_000,
});
/** English tens that, after a number below twenty, say the hundreds before them ("eighteen ninety nine"). */
const SPOKEN_TENS = new Set(['twenty', 'thirty', 'forty', 'fourty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety']);
const CURRENCY = /^\s*(?:(?:rupees?|rs\.?|inr|rupaye|rupay|bucks)\b|(?:रुपये|रुपए|रुपया|रु\.?)(?![\u0900-\u097F]))/i;
/** Words that make the number before them a count of times ("do baar", "two times", "दो बार"). */
const TIMES = new Set(['times', 'baar', 'bar', 'dafa', 'daffa', 'martaba', 'बार', 'दफा', 'दफ़ा'].map((w) => w.normalize('NFC')));
/** Latin words, and Devanagari words (their vowel signs and nukta included). */
const WORD = /[a-z]+|[\u0900-\u0963\u0971-\u097F]+/gi;
/** The number words in one spelling: a nukta letter written as one code point or as two is the same word. */
const canonical = (word: string) => word.normalize('NFC').toLowerCase();

/** No amount is said in more words than this ("two lakh fifty three thousand four hundred and twenty one rupees"): a longer run of number words is not read from every start. */
const LONGEST_AMOUNT_WORDS = 14;

export interface WordAmount {
  paise: Paise;
  start: number;
  end: number;
}

/** A whole number written as one word ("ek", "do", "एक", "seven"), or null: the day a date may name in words. */
export function wholeNumberWord(word: string): number | null {
  const key = canonical(word);
  const n = key === 'a' || key === 'an' ? undefined : UNITS[key];
  return n !== undefined && Number.isInteger(n) ? n : null;
}

/** Amounts in words with their spans, in text order. */
export function findWordAmounts(text: string): WordAmount[] {
  const tokens = [...text.matchAll(WORD)].map((m) => ({ word: canonical(m[0] ?? ''), start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));
  const out: WordAmount[] = [];
  let i = 0;
  while (i < tokens.length) {
    let j = i;
    let total = 0;
    let group = 0;
    let scaled = false;
    let sawNumber = false;
    let byNext = 0;
    let lastWasUnit = false;
    while (j < tokens.length && j - i < LONGEST_AMOUNT_WORDS) {
      const token = tokens[j];
      if (!token) break;
      const gap = j > i ? text.slice(tokens[j - 1]?.end ?? 0, token.start) : '';
      if (j > i && !/^[\s-]*(?:and\s+)?$/i.test(gap)) break;
      if (token.word === 'and' && sawNumber) { j += 1; continue; }
      // "fourteen and a half thousand": the half joins the number before it.
      if ((token.word === 'a' || token.word === 'an') && lastWasUnit && tokens[j + 1]?.word === 'half') { j += 1; continue; }
      const unit = UNITS[token.word];
      const scale = SCALES[token.word];
      // "nau hazaar do sau do baar": the last "do" counts the times, not the rupees.
      if (j > i && unit !== undefined && TIMES.has(tokens[j + 1]?.word ?? '')) break;
      const change = BY_NEXT[token.word];
      if (change !== undefined && UNITS[tokens[j + 1]?.word ?? ''] !== undefined) { byNext = change; j += 1; continue; }
      // Before a scale word it is one and that much: "sava lakh" 1¼ lakh, "dedh" is a number of its own.
      if (change !== undefined && SCALES[tokens[j + 1]?.word ?? ''] !== undefined) { group += 1 + change; sawNumber = true; j += 1; continue; }
      if (unit !== undefined && token.word !== 'a' && token.word !== 'an' && SPOKEN_TENS.has(token.word) && lastWasUnit && group >= 1 && group < 20 && Number.isInteger(group)) {
        // Said as hundreds: "eighteen ninety nine" 1,899, "seven fifty" 750, "three thousand four fifty" 3,450.
        group = group * 100 + unit;
      } else if (unit !== undefined && token.word !== 'a' && token.word !== 'an') {
        group += unit + byNext;
        byNext = 0;
        sawNumber = true;
      } else if ((token.word === 'a' || token.word === 'an') && SCALES[tokens[j + 1]?.word ?? ''] !== undefined) {
        group += 1;
        sawNumber = true;
      } else if (scale !== undefined && sawNumber && token.word !== 'k') {
        if (scale === 100) group *= 100;
        else {
          total += group * scale;
          group = 0;
        }
        scaled = true;
      } else break;
      lastWasUnit = unit !== undefined && token.word !== 'a' && token.word !== 'an';
      j += 1;
    }
    const last = tokens[j - 1];
    // Trailing "and" is not part of the amount.
    let endToken = j - 1;
    while (endToken > i && tokens[endToken]?.word === 'and') endToken -= 1;
    const value = total + group;
    const after = last ? text.slice(tokens[endToken]?.end ?? last.end) : '';
    if (sawNumber && value > 0 && (scaled || CURRENCY.test(after))) {
      out.push({ paise: Math.round(value * 100), start: tokens[i]?.start ?? 0, end: tokens[endToken]?.end ?? 0 });
      i = j;
    } else i += 1;
  }
  return out;
}
