// Date mentions relative to the request clock ("yesterday", "on the 10th", "last Friday", "4 March", "last month"), never in the future.
import { addDays, addMonths, isCalendarDate, weekday, type CalendarDate } from '../../../domain/calendar.js';
import type { DateMention } from '../../../domain/entities.js';
import { wholeNumberWord } from './amount-words.js';

/** A date mention with where it sits in the text (so amounts are not read from inside it). */
export interface DateMatch extends DateMention {
  start: number;
  end: number;
}

const MONTHS: Record<string, number> = {
  jan: 1, january: 1, feb: 2, february: 2, mar: 3, march: 3, apr: 4, april: 4, may: 5, jun: 6, june: 6,
  jul: 7, july: 7, aug: 8, august: 8, sep: 9, sept: 9, september: 9, oct: 10, october: 10, nov: 11, november: 11,
  dec: 12, december: 12,
};
/** Months in Devanagari, with their common spellings. */
const HINDI_MONTHS: Record<string, number> = {
  'जनवरी': 1, 'फरवरी': 2, 'फ़रवरी': 2, 'मार्च': 3, 'अप्रैल': 4, 'अप्रेल': 4, 'मई': 5, 'जून': 6, 'जुलाई': 7, 'अगस्त': 8,
  'सितंबर': 9, 'सितम्बर': 9, 'अक्टूबर': 10, 'अक्तूबर': 10, 'नवंबर': 11, 'नवम्बर': 11, 'दिसंबर': 12, 'दिसम्बर': 12,
};
const MONTH = '(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)';
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const WEEKDAY = `(${WEEKDAYS.join('|')})`;
/** Weekdays in Hindi, in Devanagari and as romanised ("somvar ko", "सोमवार को", "pichle shukravar"): Sunday is 0. */
const HINDI_WEEKDAYS: Record<string, number> = {
  ravivar: 0, raviwar: 0, itwar: 0, itvar: 0, somvar: 1, somwar: 1, somvaar: 1, mangalvar: 2, mangalwar: 2, budhvar: 3, budhwar: 3,
  guruvar: 4, guruwar: 4, brihaspativar: 4, shukravar: 5, shukrawar: 5, shanivar: 6, shaniwar: 6,
  'रविवार': 0, 'इतवार': 0, 'सोमवार': 1, 'मंगलवार': 2, 'बुधवार': 3, 'गुरुवार': 4, 'बृहस्पतिवार': 4, 'शुक्रवार': 5, 'शनिवार': 6,
};
const PART_OF_DAY = '(?:\\s+(?:night|morning|evening|afternoon|raat|subah|shaam))?';
const NUMBER_WORDS: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, couple: 2, few: 3,
  ek: 1, do: 2, teen: 3, char: 4, paanch: 5, panch: 5,
};
const COUNT = '(\\d{1,3}|a|an|one|two|three|four|five|six|seven|eight|nine|ten|a couple of|a few|few|ek|do|teen|char|paanch|panch)';

/** Days of the month written as ordinal words ("on the fifth", "twenty-first March"). */
const ORDINAL_DAYS: Record<string, number> = Object.fromEntries([
  'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth',
  'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth', 'twentieth',
].map((word, i) => [word, i + 1]).concat(
  ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth'].flatMap((word, i) => [[`twenty ${word}`, 21 + i], [`twenty-${word}`, 21 + i]]),
  [['thirtieth', 30], ['thirty first', 31], ['thirty-first', 31]],
));
const ORDINAL_DAY = `(${Object.keys(ORDINAL_DAYS).sort((a, b) => b.length - a.length).join('|')})`;
/** The same alone ("on fifth"), less "first", "second" and "third", which more often count tries ("on the second it worked"). */
const ORDINAL_DAY_ALONE = `(${Object.keys(ORDINAL_DAYS).filter((w) => !['first', 'second', 'third'].includes(w)).sort((a, b) => b.length - a.length).join('|')})`;
const ordinalDay = (word: string | undefined) => ORDINAL_DAYS[(word ?? '').toLowerCase().replace(/\s+/g, ' ')] ?? 0;
/**
 * What may follow a day told as an ordinal word alone ("on fifth no sorry", "on the fifth I sent"): a pause or a word
 * that starts another part of the sentence, never a noun it qualifies ("on the second attempt", "on first swipe").
 */
const AFTER_ORDINAL_DAY = '(?=\\s*(?:[,.;:!?)]|$)|\\s+(?:no|and|but|it|i|we|he|she|they|when|at|in|around|morning|evening|night|afternoon|itself|only|sorry|so|then|from|via|through|by|to|my|the|a|rs|₹|\\d)\\b)';

const pad = (n: number) => String(n).padStart(2, '0');
function ymd(y: number, m: number, d: number): CalendarDate | null {
  const date = `${y}-${pad(m)}-${pad(d)}`;
  return isCalendarDate(date) ? date : null;
}
function parts(date: CalendarDate): [number, number, number] {
  return date.split('-').map(Number) as [number, number, number];
}
function monthStart(date: CalendarDate): CalendarDate {
  const [y, m] = parts(date);
  return `${y}-${pad(m)}-01`;
}
function monthEnd(date: CalendarDate): CalendarDate {
  return addDays(addMonths(monthStart(date), 1), -1);
}
function countOf(word: string): number {
  const w = word.replace(/^a (couple of|few)$/, '$1').trim();
  return /^\d+$/.test(w) ? Number(w) : (NUMBER_WORDS[w] ?? 1);
}

/** The latest date with this day and month that is not after today. */
function dayMonthNotFuture(day: number, month: number, today: CalendarDate): CalendarDate | null {
  const [y] = parts(today);
  for (const year of [y, y - 1, y - 2, y - 3, y - 4]) {
    const date = ymd(year, month, day);
    if (date && date <= today) return date;
  }
  return null;
}
/** The latest date with this day of month that is not after today (rolling back a month, skipping short months). */
function dayNotFuture(day: number, today: CalendarDate): CalendarDate | null {
  const [y, m] = parts(today);
  for (let back = 0; back < 4; back += 1) {
    const first = addMonths(`${y}-${pad(m)}-01`, -back);
    const [fy, fm] = parts(first);
    const date = ymd(fy, fm, day);
    if (date && date <= today) return date;
  }
  return null;
}
/** The Monday of the week `date` is in. */
function weekStart(date: CalendarDate): CalendarDate {
  return addDays(date, -((weekday(date) + 6) % 7));
}

function lastWeekday(target: number, today: CalendarDate, includeToday: boolean): CalendarDate {
  let back = (weekday(today) - target + 7) % 7;
  if (back === 0 && !includeToday) back = 7;
  return addDays(today, -back);
}

/** A day or a range; `or` is the other day the words may mean ("last Tuesday" said on a Wednesday: yesterday, or a week before). */
type Resolved = { from: CalendarDate; to: CalendarDate; or?: CalendarDate; day?: number; month?: true; weekdayAfter?: number };
type Resolver = (m: RegExpExecArray, today: CalendarDate) => Resolved | null;
const single = (d: CalendarDate | null) => (d === null ? null : { from: d, to: d });
/** A day of the month told alone ("on the 13th"): read in the month the message names, if it names one. */
const dayAlone = (day: number, today: CalendarDate): Resolved | null => {
  const d = dayNotFuture(day, today);
  return d === null ? null : { from: d, to: d, day };
};

const RULES: [RegExp, Resolver][] = [
  // "On the 2nd of last month", "the fifth of the previous month": a day of the month before today's.
  [new RegExp(`\\b(?:the\\s+)?(?:(\\d{1,2})(?:st|nd|rd|th)|${ORDINAL_DAY})\\s+of\\s+(?:the\\s+)?(?:last|previous|past)\\s+month\\b(?!['’]s)`, 'gi'), (m, today) => {
    const [y, month] = parts(addMonths(monthStart(today), -1));
    return single(ymd(y, month, m[1] ? Number(m[1]) : ordinalDay(m[2])));
  }],
  [/\b(\d{4})-(\d{1,2})-(\d{1,2})\b/gi, (m, today) => {
    const d = ymd(Number(m[1]), Number(m[2]), Number(m[3]));
    return d && d <= today ? single(d) : null;
  }],
  [/\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})\b/gi, (m, today) => {
    const year = (m[3] ?? '').length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
    const d = ymd(year, Number(m[2]), Number(m[1]));
    return d && d <= today ? single(d) : null;
  }],
  // A weekday with its day of the month: "on monday the sixth", "Tuesday, 7th", "Monday 6 July": the day says which.
  [new RegExp(`\\b${WEEKDAY}\\s*,?\\s+(?:the\\s+)?(?:${ORDINAL_DAY}|(\\d{1,2})(?:st|nd|rd|th)?)\\b(?:\\s+(?:of\\s+)?${MONTH}\\b)?(?!\\s*(?:[-/.:]\\d|k\\b|rs|rupees|inr|lakh|thousand|hazaar|hundred|am\\b|pm\\b|a\\.m|p\\.m|o'?clock|baje|hrs|hours|times|payments?|transactions?|txns?|debits?|attempts?|withdrawals?|transfers?))`, 'gi'), (m, today) => {
    const day = m[2] ? ordinalDay(m[2]) : Number(m[3]);
    const date = m[4] ? dayMonthNotFuture(day, MONTHS[m[4].toLowerCase()] ?? 0, today) : dayNotFuture(day, today);
    // The weekday must be that date's: "Friday 10" of a month whose 10th is no Friday is a count or a time, not a day.
    return date !== null && weekday(date) === WEEKDAYS.indexOf((m[1] ?? '').toLowerCase()) ? single(date) : null;
  }],
  // "4 March", "4th of March 2026", and as SMS write them: "04-Mar", "10/Mar/26".
  [new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?(?:\\s+of)?(?:\\s+|[-/.]\\s*)${MONTH}\\b(?:,?\\s+((?:19|20)\\d{2})\\b(?!\\s*(?:rupees|rs\\b|rs\\.|inr|\\/-|only|debited|charged|deducted|cut|twice))|[-/]((?:19|20)\\d{2}|\\d{2})\\b)?`, 'gi'), (m, today) => {
    const month = MONTHS[(m[2] ?? '').toLowerCase()] ?? 0;
    const written = m[3] ?? m[4];
    if (written) {
      const d = ymd(written.length === 2 ? 2000 + Number(written) : Number(written), month, Number(m[1]));
      return d && d <= today ? single(d) : null;
    }
    return single(dayMonthNotFuture(Number(m[1]), month, today));
  }],
  // Ordinal words: "fifth March", "March the fifth", "on the fifth", "the fifth of this month".
  // ("First may I know…" asks politely: "may" before a pronoun or a verb is no month.)
  [new RegExp(`\\b${ORDINAL_DAY}(?:\\s+of)?\\s+${MONTH}\\b(?!(?<=may)\\s+(?:i|we|you|u|he|she|they|it|know|ask|have|be|get)\\b)`, 'gi'), (m, today) =>
    single(dayMonthNotFuture(ordinalDay(m[1]), MONTHS[(m[2] ?? '').toLowerCase()] ?? 0, today))],
  [new RegExp(`\\b${MONTH}\\s+(?:the\\s+)?${ORDINAL_DAY}\\b`, 'gi'), (m, today) =>
    single(dayMonthNotFuture(ordinalDay(m[2]), MONTHS[(m[1] ?? '').toLowerCase()] ?? 0, today))],
  [new RegExp(`\\bthe\\s+${ORDINAL_DAY}\\s+of\\s+(?:this|the)\\s+month\\b|\\bon\\s+(?:the\\s+)?${ORDINAL_DAY_ALONE}${AFTER_ORDINAL_DAY}`, 'gi'), (m, today) =>
    dayAlone(ordinalDay(m[1] ?? m[2]), today)],
  // The same in Devanagari: "2 फरवरी को", "15 मार्च".
  [new RegExp(`\\b(\\d{1,2})\\s*(${Object.keys(HINDI_MONTHS).join('|')})(?=[\\s,.।?!]|$)`, 'g'), (m, today) =>
    single(dayMonthNotFuture(Number(m[1]), HINDI_MONTHS[m[2] ?? ''] ?? 0, today))],
  [new RegExp(`\\b${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?!\\s*(?:days?|weeks?|months?|years?|k\\b|lakh|rs|rupees))(?:,?\\s+((?:19|20)\\d{2})\\b)?`, 'gi'), (m, today) => {
    const month = MONTHS[(m[1] ?? '').toLowerCase()] ?? 0;
    if (m[3]) {
      const d = ymd(Number(m[3]), month, Number(m[2]));
      return d && d <= today ? single(d) : null;
    }
    return single(dayMonthNotFuture(Number(m[2]), month, today));
  }],
  [new RegExp(`\\b(?:in|during|since|for|of|from|month of)\\s+${MONTH}(?:\\s+((?:19|20)\\d{2}))?\\b(?!\\s*[-/]?\\s*\\d|[-/][a-z])`, 'gi'), (m, today) => {
    const word = m[1] ?? '';
    if (word === 'may' || word === 'mar') return null;
    const month = MONTHS[word.toLowerCase()] ?? 0;
    const [y] = parts(today);
    let first = ymd(m[2] ? Number(m[2]) : y, month, 1);
    if (first && !m[2] && first > today) first = ymd(y - 1, month, 1);
    if (!first || first > today) return null;
    const end = monthEnd(first);
    return { from: first, to: end > today ? today : end, month: true };
  }],
  // A month with a Hindi postposition after it: "January me", "march mein", "april ko" (never "may" or "mar", words too).
  [new RegExp(`\\b${MONTH}\\s+(?:me|mein|main|mai|ko|wala|wali|wale)\\b`, 'gi'), (m, today) => {
    const word = (m[1] ?? '').toLowerCase();
    if (word === 'may' || word === 'mar') return null;
    const [y] = parts(today);
    let first = ymd(y, MONTHS[word] ?? 0, 1);
    if (first && first > today) first = ymd(y - 1, MONTHS[word] ?? 0, 1);
    if (!first) return null;
    const end = monthEnd(first);
    return { from: first, to: end > today ? today : end, month: true };
  }],
  // "on 24/3", "3/4": day then month, as Indian dates are written (never "24/7", "2/3 times", a fraction of an amount).
  [/(?<![\d/.,])(?<!\b24\s*)\b(\d{1,2})\/(\d{1,2})\b(?![/.,]?\d|\s*(?:times|baar|bar|attempts|tries|days|din|hours|hrs|x)\b)/gi, (m, today) => {
    if (m[1] === '24' && m[2] === '7') return null;
    return single(dayMonthNotFuture(Number(m[1]), Number(m[2]), today));
  }],
  // Part of a month: "at the beginning of this month" (its first week), "mid last month" (8th to 21st), "end of last
  // month" (its last eleven days).
  [/\b(?:(?:at\s+)?the\s+)?(beginning|start|starting|first week|early part|middle|mid|end|last week|later part)\s+of\s+(this|the|last|previous)\s+month\b|\b(early|mid|late)[\s-](this|last)\s+month\b/gi, (m, today) => {
    const part = (m[1] ?? m[3] ?? '').toLowerCase();
    const which = (m[2] ?? m[4] ?? '').toLowerCase();
    const first = which === 'last' || which === 'previous' ? addMonths(monthStart(today), -1) : monthStart(today);
    if (/^(?:beginning|start|starting|first week|early)/.test(part)) return { from: first, to: addDays(first, 6) };
    if (/^(?:middle|mid)/.test(part)) return { from: addDays(first, 7), to: addDays(first, 20) };
    const end = monthEnd(first);
    return { from: addDays(end, -10), to: end };
  }],
  [/\b(?:on\s+)?the\s+(\d{1,2})(?:st|nd|rd|th)\b|\bon\s+(\d{1,2})(?:st|nd|rd|th)\b|\b(\d{1,2})\s*(?:tarikh|tareekh|tarik|tareek)\b/gi,
    (m, today) => dayAlone(Number(m[1] ?? m[2] ?? m[3]), today)],
  [/\b(?:day before yesterday|parso|parson)\b/gi, (_m, today) => single(addDays(today, -2))],
  [/\b(?:yesterday|last night|kal(?:\s+raat)?)\b/gi, (_m, today) => single(addDays(today, -1))],
  [/\b(?:today|this morning|this afternoon|this evening|tonight|aaj)\b/gi, (_m, today) => single(today)],
  // The same in Devanagari ("कल शाम", "परसों", "आज सुबह"); a claim tells of the past, so कल is yesterday.
  [/(?<![\p{L}\p{M}])परसों(?![\p{L}\p{M}])/gu, (_m, today) => single(addDays(today, -2))],
  [/(?<![\p{L}\p{M}])कल(?:\s+(?:रात|शाम|सुबह|दोपहर))?(?![\p{L}\p{M}])/gu, (_m, today) => single(addDays(today, -1))],
  [/(?<![\p{L}\p{M}])आज(?![\p{L}\p{M}])/gu, (_m, today) => single(today)],
  [new RegExp(`\\b${COUNT}\\s+(days?|din|weeks?|hafte|months?|mahine)\\s+(?:ago|back|pehle|pahle)\\b`, 'gi'), (m, today) => {
    const n = countOf((m[1] ?? '').toLowerCase());
    const unit = (m[2] ?? '').toLowerCase();
    if (unit.startsWith('day') || unit === 'din') return single(addDays(today, -n));
    if (unit.startsWith('week') || unit === 'hafte') return single(addDays(today, -7 * n));
    return single(addMonths(today, -n));
  }],
  [new RegExp(`\\b(?:in\\s+)?(?:the\\s+)?(?:last|past)\\s+${COUNT}\\s+days\\b`, 'gi'), (m, today) => ({
    from: addDays(today, -countOf((m[1] ?? '').toLowerCase())), to: today,
  })],
  // "Two Sundays ago", "3 Fridays back": that weekday, counted back from the last one before today.
  // (A count told exactly: not "a few Sundays ago"; and only "ago" or "back", not "two Sundays before Diwali".)
  [new RegExp(`\\b(\\d|two|three|four|five|do|teen|char)\\s+${WEEKDAY}s\\s+(?:ago|back)\\b`, 'gi'), (m, today) => {
    const target = WEEKDAYS.indexOf((m[2] ?? '').toLowerCase());
    return single(addDays(lastWeekday(target, today, false), -7 * (countOf((m[1] ?? '').toLowerCase()) - 1)));
  }],
  // "The Monday after that", "on the Friday after it": the first such day after the day told before it (resolved in
  // findDateMentions; with no day told before, none).
  [new RegExp(`\\b(?:on\\s+)?the\\s+(?:next\\s+)?${WEEKDAY}\\s+after\\s+(?:that|it|this)\\b`, 'gi'), (m, today) => ({
    from: today, to: today, weekdayAfter: WEEKDAYS.indexOf((m[1] ?? '').toLowerCase()),
  })],
  [new RegExp(`\\b(last|this|on|past|previous)?\\s*${WEEKDAY}${PART_OF_DAY}\\b`, 'gi'), (m, today) => {
    const target = WEEKDAYS.indexOf((m[2] ?? '').toLowerCase());
    const qualifier = (m[1] ?? '').toLowerCase();
    const last = ['last', 'past', 'previous'].includes(qualifier);
    const day = lastWeekday(target, today, !last);
    // "Last Tuesday" when this week's Tuesday has passed may mean it, or the Tuesday of last week: both are read.
    return last && day >= weekStart(today) ? { from: day, to: day, or: addDays(day, -7) } : single(day);
  }],
  [new RegExp(`(?<![\\p{L}\\p{M}])(pichle\\s+|pichhle\\s+|पिछले\\s+)?(${Object.keys(HINDI_WEEKDAYS).join('|')})(?![\\p{L}\\p{M}])`, 'giu'), (m, today) => {
    const target = HINDI_WEEKDAYS[(m[2] ?? '').toLowerCase()] ?? 0;
    return single(lastWeekday(target, today, m[1] === undefined));
  }],
  [/\b(?:this month|is mahine|iss mahine|earlier this month)\b/gi, (_m, today) => ({ from: monthStart(today), to: today })],
  [/\b(?:last month|previous month|past month|pichle mahine|pichhle mahine)\b/gi, (_m, today) => {
    const from = addMonths(monthStart(today), -1);
    return { from, to: monthEnd(from) };
  }],
  [/\b(?:this week|is hafte|iss hafte)\b/gi, (_m, today) => ({ from: addDays(today, -((weekday(today) + 6) % 7)), to: today })],
  [/\b(?:last week|previous week|past week|pichle hafte|pichhle hafte)\b/gi, (_m, today) => {
    const thisMonday = addDays(today, -((weekday(today) + 6) % 7));
    return { from: addDays(thisMonday, -7), to: addDays(thisMonday, -1) };
  }],
];

/** A day in words before a month ("ek december", "एक दिसंबर", "do dec"); not before "may" ("one may return…"). */
const DAY_WORD_BEFORE_MONTH = new RegExp(`(?<![\\p{L}\\p{N}])([\\p{L}\\p{M}]+)(?=\\s+(?:${MONTH.slice(1, -1).replace('|may|', '|')}|${Object.keys(HINDI_MONTHS).join('|')})(?![\\p{L}\\p{M}]))`, 'giu');

/** The text with a day told in words before its month written in digits, padded so that every span stays where it was. */
function withDaysInDigits(text: string): string {
  return text.replace(DAY_WORD_BEFORE_MONTH, (word: string) => {
    const n = wholeNumberWord(word);
    const digits = n !== null && n >= 1 && n <= 31 ? String(n) : null;
    return digits !== null && digits.length <= word.length ? digits.padEnd(word.length, ' ') : word;
  });
}

/** Finds date mentions in text order; overlapping matches keep the one found by the earlier, more specific rule. */
export function findDateMentions(told: string, today: CalendarDate): DateMatch[] {
  const text = withDaysInDigits(told);
  const taken: (DateMatch & Pick<Resolved, 'day' | 'month' | 'weekdayAfter'>)[] = [];
  for (const [pattern, resolve] of RULES) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
      const raw = m[0];
      const lead = raw.length - raw.trimStart().length;
      const start = m.index + lead;
      const end = m.index + raw.length;
      if (raw.trim() === '') {
        pattern.lastIndex += 1;
        continue;
      }
      if (taken.some((t) => start < t.end && end > t.start)) continue;
      const range = resolve(m, today);
      if (!range || range.from > today) continue;
      taken.push({ from: range.from, to: range.to > today ? today : range.to, text: told.slice(start, end).trim(), start, end, ...(range.day ? { day: range.day } : {}), ...(range.month ? { month: true } : {}), ...(range.weekdayAfter !== undefined ? { weekdayAfter: range.weekdayAfter } : {}) });
      if (range.or !== undefined) taken.push({ from: range.or, to: range.or, text: told.slice(start, end).trim(), start, end });
    }
  }
  // "Debited twice in January … on the 13th and again on the 14th": days told alone after the one month named, in its
  // sentence, fall in it ("on the 5th … The same happened once in February too" does not; nor with "this month").
  const months = taken.filter((t) => t.month);
  const [month] = months;
  if (months.length === 1 && month && !/\b(?:this|current|is|iss)\s+(?:month|mahine)\b/i.test(text)) {
    const [y, m] = parts(month.from);
    for (const t of taken) {
      const inMonth = t.day && t.start > month.end && !/[.!?\n]/.test(text.slice(month.end, t.start)) ? ymd(y, m, t.day) : null;
      if (inMonth && inMonth >= month.from && inMonth <= month.to) {
        t.from = inMonth;
        t.to = inMonth;
      }
    }
  }
  // "… two Sundays ago …, then on the Monday after that": the first such weekday after the day told just before it.
  const ordered = taken.sort((a, b) => a.start - b.start);
  const resolved = ordered.flatMap((t, i) => {
    if (t.weekdayAfter === undefined) return [t];
    const before = ordered.slice(0, i).reverse().find((b) => b.weekdayAfter === undefined);
    // A day told before it that may mean two days ("last Tuesday" said on a Wednesday) leaves "after that" unknown.
    if (before === undefined || ordered.some((o) => o !== before && o.start === before.start)) return [];
    const day = addDays(before.from, ((t.weekdayAfter - weekday(before.from) + 7) % 7) || 7);
    return day > today ? [] : [{ ...t, from: day, to: day }];
  });
  return resolved.map(({ day: _day, month: _month, weekdayAfter: _after, ...match }) => match);
}

export function extractDates(text: string, today: CalendarDate): DateMention[] {
  return findDateMentions(text, today).map(({ from, to, text: t }) => ({ from, to, text: t }));
}
