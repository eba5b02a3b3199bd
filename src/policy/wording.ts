// Sentences a customer is told, worded per language from their facts: English (the text staff, tickets, evidence,
// audit and model prompts read), Hindi in Devanagari and romanised Hindi. A sentence travels as its English text with
// a template code and the facts (ids, amounts in paise, calendar dates, day counts, percentages in basis points), and
// the reply renders it in the customer's language at reply time, so every language states the same facts.
import { formatDateLong, formatDateLongHindi, type CalendarDate } from '../domain/calendar.js';
import { formatInr, type Paise } from '../domain/money.js';
import type { Facts, Finding } from '../domain/rule-result.js';

export type { Fact, Facts } from '../domain/rule-result.js';

export const LANGUAGES = ['en', 'hi', 'hi-Latn'] as const;
/** English, Hindi in Devanagari, romanised Hindi (Hinglish). */
export type Language = (typeof LANGUAGES)[number];

/** A transaction as a sentence names it: id, amount, date, and the counterparty and reference when known. */
export type TxnFacts = { id: string; amount: Paise; on: CalendarDate; counterparty: string | null; ref: string | null };

/** How facts are written in one language: the same amounts (₹, Indian grouping), ids and numbers in every language. */
export interface FactWords {
  language: Language;
  /** "₹1,00,000.00" in every language. */
  inr(paise: Paise): string;
  /** "12 March 2026"; "12 मार्च 2026" in Hindi. */
  date(date: CalendarDate): string;
  /** "T1, T2". */
  list(items: readonly string[]): string;
  /** "7.75%" from basis points. */
  percent(bps: number): string;
  /** "T1 (₹4,000.00 at ATM BANDRA on 7 March 2026 (REF))" and its Hindi and Hinglish forms. */
  txn(t: TxnFacts): string;
}

/** "7.75%" from basis points (775). */
export function percentText(bps: number): string {
  const whole = Math.floor(bps / 100);
  const fraction = bps % 100;
  return fraction === 0 ? `${whole}%` : `${whole}.${fraction.toString().padStart(2, '0').replace(/0$/, '')}%`;
}

/** "₹4,000.00 at ATM BANDRA 0007 on 7 March 2026 (ATM0307B)". */
export function describeTxn(t: TxnFacts): string {
  return `${formatInr(t.amount)}${t.counterparty ? ` at ${t.counterparty}` : ''} on ${formatDateLong(t.on)}${t.ref ? ` (${t.ref})` : ''}`;
}

const list = (items: readonly string[]) => items.join(', ');
/** "₹4,000.00, 7 मार्च 2026, ATM BANDRA, संदर्भ REF": a transaction's details as a list, for the Hindi forms. */
const parts = (t: TxnFacts, date: string, ref: string) => [formatInr(t.amount), date, t.counterparty, t.ref ? `${ref} ${t.ref}` : null].filter(Boolean).join(', ');

/** A transaction as a clarification question lists it, in a language other than English. */
export function describeTxnIn(language: Exclude<Language, 'en'>, t: TxnFacts): string {
  return language === 'hi' ? parts(t, formatDateLongHindi(t.on), 'संदर्भ') : parts(t, formatDateLong(t.on), 'ref');
}

export const FACT_WORDS: Record<Language, FactWords> = {
  en: { language: 'en', inr: formatInr, date: formatDateLong, list, percent: percentText, txn: (t) => `${t.id} (${describeTxn(t)})` },
  hi: {
    language: 'hi', inr: formatInr, date: formatDateLongHindi, list, percent: percentText,
    txn: (t) => `${t.id} (${parts(t, formatDateLongHindi(t.on), 'संदर्भ')})`,
  },
  'hi-Latn': {
    language: 'hi-Latn', inr: formatInr, date: formatDateLong, list, percent: percentText,
    txn: (t) => `${t.id} (${parts(t, formatDateLong(t.on), 'ref')})`,
  },
};

/** One sentence from its facts in one language. */
export type Template<F> = (facts: F, words: FactWords) => string;

/** A sentence in English and, where written, Hindi and romanised Hindi; a missing language falls back to English. */
export interface Wording<F> {
  en: Template<F>;
  hi?: Template<F>;
  'hi-Latn'?: Template<F>;
}

/** Sentences by code: a claim type's findings (its `findingWords`) or the generic reasons (reason-words.ts). */
export type Wordings = Readonly<Record<string, Wording<never>>>;

/** Types one entry of a wordings table by its facts. */
export function wording<F extends Facts>(w: Wording<F>): Wording<F> {
  return w;
}

type FactsOf<W> = W extends Wording<infer F> ? F : never;

/** A sentence told to a customer with the code and facts it is worded from (a finding is one, with its record ids). */
export interface Phrase {
  code: string;
  /** The English sentence. */
  text: string;
  facts?: Facts;
}

/** What a customer is told: a worded phrase, or text as written (a reviewer's note, a model's words, an older record). */
export type Told = string | Phrase;

export function textOf(told: Told): string {
  return typeof told === 'string' ? told : told.text;
}

export function textsOf(told: readonly Told[]): string[] {
  return told.map(textOf);
}

/** A finding as told: worded from its facts when it has them, else its text as written. */
export function toldOf(finding: Finding): Told {
  return finding.facts ? { code: finding.code, text: finding.text, facts: finding.facts } : finding.text;
}

/** A phrase-maker for one table: the English text is rendered now, and the code and facts travel with it. */
export function phrasesOf<W extends Wordings>(table: W) {
  return <K extends keyof W & string>(code: K, facts: FactsOf<W[K]>): Phrase => {
    const f = facts as Facts;
    return { code, text: (table[code] as Wording<Facts>).en(f, FACT_WORDS.en), facts: f };
  };
}

/** A finding-maker for a claim type's table: `finding(code, facts, recordIds)` with its English text rendered now. */
export function findingsOf<W extends Wordings>(table: W) {
  return <K extends keyof W & string>(code: K, facts: FactsOf<W[K]>, recordIds: string[]): Finding => {
    const f = facts as Facts;
    return { code, text: (table[code] as Wording<Facts>).en(f, FACT_WORDS.en), recordIds, facts: f };
  };
}

/**
 * What was told, in a language: a phrase whose code one of the tables words in that language is rendered from its
 * facts; English, text as written and anything without a template are the English text.
 */
export function toldIn(told: Told, language: Language, ...tables: (Wordings | undefined)[]): string {
  if (typeof told === 'string' || language === 'en' || told.facts === undefined) return textOf(told);
  const template = tables.find((t) => t && Object.hasOwn(t, told.code))?.[told.code]?.[language] as Template<Facts> | undefined;
  if (!template) return told.text;
  let text: string;
  try {
    text = template(told.facts, FACT_WORDS[language]);
  } catch {
    // Facts of another shape (a record written by an older version): the English sentence, never a failed reply.
    return told.text;
  }
  // A Hinglish sentence may open with a word English leaves lower-case inside one ("health policy POL-1 …").
  return language === 'hi-Latn' ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/** A text given in each language (a claim type's reply facts); a missing language falls back to English. */
export type InLanguages = { en: string } & Partial<Record<Exclude<Language, 'en'>, string>>;

export function inLanguage(text: string | InLanguages, language: Language): string {
  return typeof text === 'string' ? text : (text[language] ?? text.en);
}
