// Entities of a customer message: INR amounts, dates, card last-4, references, counterparties, channels and products.
import { takesBack } from './message-cues.js';
import type { Clock } from '../../../domain/calendar.js';
import type { CardKind, ClaimStateTold, Entities } from '../../../domain/entities.js';
import { parseMoney, type Paise } from '../../../domain/money.js';
import { westernDigits } from '../../../domain/numerals.js';
import { payeeKindsIn } from '../../../domain/payee-kinds.js';
import type { Channel, Product } from '../../../domain/records.js';
import { wordsAlike } from '../../../policy/fuzzy-words.js';
import { ENDING_MARK } from '../../../policy/reference-forms.js';
import { findWordAmounts } from './amount-words.js';
import { findDateMentions } from './date-mentions.js';

interface Span {
  start: number;
  end: number;
}
const overlaps = (a: Span, spans: Span[]) => spans.some((s) => a.start < s.end && a.end > s.start);
const unique = <T>(items: T[]) => [...new Set(items)];

const CARD_PATTERNS = [
  /\b(?:card|a\/c|account)?\s*(?:no\.?|number)?\s*(?:ending|ends)\s*(?:in|with|on)?\s*(?:digits?\s*)?[:#-]?\s*(\d{2,4}|\d(?: \d){3})\b/gi,
  /(?:\b[x]{2,}|\*{2,}|•{2,})[\s-]?(\d{4})\b/gi,
  /\blast\s+(?:4|four)\s+(?:digits?|numbers?)\s*(?:of\s+(?:my|the)\s+card\s*)?(?:is|are|:|-)?\s*(\d{4})\b/gi,
  /\bcard\s+(?:no\.?\s*|number\s*)?(\d{4})\b(?!\s*(?:rs|rupees|inr|\/-|k\b|lakh))/gi,
];

/** Digits that end an account number ("A/c XX1001", "account ending 1001"), as bank SMSes write them: not a card's. */
const OF_ACCOUNT = /\b(?:a\/c|acct?|account|khata|khate)\b(?:\s*(?:no\.?|number|num))?\s*[:#-]?\s*$/i;

/** The words a transaction's reference is labelled by: "ref", "UTR", "txn id", "IMPS". */
const REFERENCE_LABEL = '(?:ref(?:erence)?|utr|rrn|txn|transaction|imps|upi|neft)';
/** Digits that end a transaction's reference ("ref ending 1001", "UTR ends with 4512"): not a card's. */
const OF_REFERENCE = new RegExp(String.raw`\b${REFERENCE_LABEL}\b(?:\s*(?:no\.?|number|id|#))?\s*$`, 'i');

/** Digits that end a policy or claim number ("policy ending 6001", "policy no. XXXX6001"): they name that record, not a card. */
const OF_POLICY_OR_CLAIM = /\b(policy|pol|claim|clm)\b(?:\s*(?:no\.?|number|num))?\s*[:#-]?\s*$/i;

interface EndingDigits {
  last4: string;
  span: Span;
  /** The digits end an account number (kept out of the card digits). */
  account: boolean;
  /** The digits end a policy or claim number: "POLICY" or "CLAIM", read as a weak mention of that record. */
  record?: 'POLICY' | 'CLAIM';
}

/** Card last-4 digits with their spans, and last digits the text says are an account's, a policy's or a claim's. */
function findCards(text: string): EndingDigits[] {
  const out: EndingDigits[] = [];
  for (const pattern of CARD_PATTERNS) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
      const span = { start: m.index, end: m.index + m[0].length };
      if (overlaps(span, out.map((o) => o.span))) continue;
      const before = text.slice(Math.max(0, m.index - 24), m.index);
      // "ref ending 1001" ends a reference (read as such below), not a card.
      if (!/^\s*(?:card|a\/c|account)\b/i.test(m[0]) && OF_REFERENCE.test(before)) continue;
      const account = /^\s*(?:a\/c|acct?|account)\b/i.test(m[0]) || OF_ACCOUNT.test(before);
      const record = /^\s*card\b/i.test(m[0]) ? undefined : OF_POLICY_OR_CLAIM.exec(before)?.[1]?.toLowerCase();
      // Digits spoken or typed one by one ("ending 4 4 2 1") are the same four digits.
      const last4 = (m[1] ?? '').replace(/ /g, '');
      if (record === undefined) out.push({ last4, span, account });
      else out.push({ last4, span, account, record: record.startsWith('p') ? 'POLICY' : 'CLAIM' });
    }
  }
  return out;
}

/** Tokens that only look like references: ordinals, "3k", amounts with a currency, masked numbers ("XX1401", "1800XXXXXX"). */
const NOT_A_REFERENCE = /^(?:\d+(?:st|nd|rd|th|k|l|am|pm|hrs?|mins?|days?|x)|\d+x{2,}|rs\.?\d.*|inr\d.*|x{2,}\d{4}|\d+(?:lakhs?|lacs?|cr|crores?|rs|inr)|24x7|covid-?19|\d+g|[a-z]\d)$/i;
const REFERENCE_TOKEN = /(?<![\w@.-])[A-Za-z][A-Za-z0-9]*(?:[-/][A-Za-z0-9]+)*(?![\w@-])|(?<![\w@.-])\d+[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*(?![\w@-])/g;
/** Record prefixes customers copy from a statement or an SMS, written with a space: "clm 7001", "POL HL 2201", "txn 9001" (never a label: "txn RRN 6096…"). */
const PREFIXED_ID = /\b(clm|pol|txn|trn|tkt|crd|apr)(?:[\s#:.-]+(?!(?:rrn|utr|arn|ref|no|id)\b)([a-z]{1,3}))?[\s#:.-]+(\d{2,})(?:[\s-]?((?![ai]\b)[a-z])\b(?!['\u2019]))?/gi;
const LABELLED_NUMBER = /\b(?:ref(?:erence)?|utr|rrn|txn|transaction|ticket|complaint|claim|policy|order|request|sr|case)\s*(?:id|no\.?|number|#)?\s*[:#-]?\s*(\d{6,})\b/gi;

/**
 * A person's code, not a record's: "I am the agent (code AG-7781)", "employee id E-4411", "advisor code ADV22", and the
 * customer's own numbers with us, as a signature gives them ("Relationship No. PB-22871", "Customer ID CU88", "CRN X1").
 */
const A_PERSON_BEFORE = /\b(?:relationship|customer|cust|client|member(?:ship)?|user|login)\s*(?:code|id|no\.?|number|#)\s*[:#-]?\s*$|\b(?:crn|cif)\s*(?:id|no\.?|number|#)?\s*[:#-]?\s*$|\b(?:agent|advisor|adviser|employee|emp|staff|executive|officer|broker|pos|dsa)\s*(?:\(?\s*)?(?:code|id|no\.?|number)?\s*[:#-]?\s*$|\b(?:agent|advisor|adviser|employee|emp|staff|broker)\b[^.]{0,20}\(\s*code\s*[:#-]?\s*$/i;
/**
 * Someone else's account, named as where money should go ("credit it to my friend Raghav's account A311", "send it to
 * the beneficiary a/c XY12"): not a record of the customer's, so no reference a claim is found by. Money taken "from my
 * wife's a/c …" is still a reference, so that nothing of the customer's own is picked in its place.
 */
const ANOTHERS_ACCOUNT_BEFORE = /\b(?:to|into|in)\s+(?:(?:my|our|the)\s+)?(?:\w+\s+){0,2}?(?:\b(?:his|her|their|someone'?s|somebody'?s|beneficiary|payee|another|other)\b|\b\w+(?:'s|’s))\s+(?:\w+\s+){0,2}(?:account|a\/c|acct|ac)\s*(?:no\.?|number|#)?\s*[:#-]?\s*$/i;
/**
 * A merchant's own number for the purchase ("order attempt #MYN-88421", "Bill No. BN-IND-2207", "invoice INV2231"): it
 * names a record only when a record carries it, so it is a weak mention, never a reference that rules the others out.
 */
const A_MERCHANTS_NUMBER_BEFORE = /\b(?:order(?:\s+(?:attempt|id))?|bill|invoice|booking(?:\s+id)?|pnr)\s*(?:no\.?|number|#)?\s*[:#-]?\s*#?\s*$/i;
/** Words that make the letters and digits after them a place ("flat B-1204", "plot 7A", "wing C2"), not a record's reference. */
const AN_ADDRESS_BEFORE = /\b(?:flat|house|h\.?\s?no\.?|plot|room|apartment|apt|wing|tower|block|sector|door|shop|unit|building|bldg|floor|ward|gali|lane)\s*(?:no\.?|number|#)?\s*[:#-]?\s*$/i;

/** A place written as one token ("sec18", "sector-62", "phase3", "gate2", "tower4b"): part of an address, not a reference. */
const AN_ADDRESS_TOKEN = /^(?:sec|sector|ph|phase|plot|blk|block|tower|twr|gate|platform|pf|flat|wing|stage|lane|shop|door|floor|ward|terminal)-?\d{1,3}[a-z]?$/i;

/** Transaction, UPI, claim, policy and ticket references: mixed letters and digits, or a long number after "ref"/"UTR". */
function findReferences(text: string, exclude: Span[]): { ref: string; span: Span; merchants?: true }[] {
  const out: { ref: string; span: Span; merchants?: true }[] = [];
  REFERENCE_TOKEN.lastIndex = 0;
  for (let m = REFERENCE_TOKEN.exec(text); m !== null; m = REFERENCE_TOKEN.exec(text)) {
    const token = m[0].replace(/[.,]+$/, '');
    const span = { start: m.index, end: m.index + token.length };
    if (!/\d/.test(token) || !/[a-z]/i.test(token) || token.replace(/\D/g, '').length < 2) continue;
    if (token.length < 4 || NOT_A_REFERENCE.test(token) || AN_ADDRESS_TOKEN.test(token) || overlaps(span, exclude)) continue;
    const before = text.slice(Math.max(0, m.index - 40), m.index);
    if (AN_ADDRESS_BEFORE.test(before) || A_PERSON_BEFORE.test(before) || ANOTHERS_ACCOUNT_BEFORE.test(before)) continue;
    out.push({ ref: token.toUpperCase(), span, ...(A_MERCHANTS_NUMBER_BEFORE.test(before) ? { merchants: true as const } : {}) });
  }
  for (const m of text.matchAll(PREFIXED_ID)) {
    const start = m.index ?? 0;
    const span = { start, end: start + m[0].length };
    if (overlaps(span, exclude) || overlaps(span, out.map((o) => o.span))) continue;
    // A letter after the digits, spaced or not, is the reference's last ("clm 4310 b" is CLM-4310B).
    out.push({ ref: `${[m[1], m[2], m[3]].filter(Boolean).join('-')}${m[4] ?? ''}`.toUpperCase(), span });
  }
  LABELLED_NUMBER.lastIndex = 0;
  for (let m = LABELLED_NUMBER.exec(text); m !== null; m = LABELLED_NUMBER.exec(text)) {
    const digits = m[1] ?? '';
    const start = m.index + m[0].lastIndexOf(digits);
    const span = { start, end: start + digits.length };
    if (!overlaps(span, exclude) && !overlaps(span, out.map((o) => o.span))) out.push({ ref: digits, span });
  }
  return out.sort((a, b) => a.span.start - b.span.start);
}

const PHONE = /(?:\+91[\s-]?|\b0)?\b[6-9]\d{4}[\s-]?\d{5}\b|\+\d{1,3}[\s-]?\d[\d\s-]{7,}\d/g;
const AMOUNT = /(?<![\w.,/@:-])(?:(₹|rs\.?|inr|rupees?)\s*)?(\d{1,3}(?:,\d{2,3})+(?:\.\d{1,2})?|\d+(?:\.\d+)?)(?:\s*(k|thousand|hazaa?r|hajar|lakhs?|lacs?|crores?|cr)\b)?(\s*\/-|\s*(?:rs\b\.?|rupees?\b|rupaye\b|inr\b|₹))?(?![\w/:]|[.,]\d)/gi;
const NOT_AMOUNT_AFTER = /^\s*(?:st|nd|rd|th|days?|din|weeks?|months?|years?|yrs?|hours?|hrs?|mins?(?!\.?\s*bal)|minutes?|seconds?|times|baar|am|pm|%|percent|digits?|pm|people|persons|cards?|transactions?|attempts?|km|kms|dollars?|usd|\$)\b/i;
const NOT_AMOUNT_BEFORE = /(?:\b(?:flat|house|plot|sector|block|floor|room|pin|pincode|no\.?|number|ending|ends|digits?|in|since|year|sector|gate|platform|\$|usd|version|v|policy|pol)\s*[:#-]?\s*|\$\s*)$/i;

/** Toll-free numbers ("1800-123", "1800 209 4324", "18604252000"), also as an alert masks them ("Call 1800-XXX-XXXX"). */
const TOLL_FREE = /\b18[06]0(?:(?:[\s-]?\d){3,7}\b|(?:[\s-]?[\dx]){3,7}(?![\w]))/gi;
/** A number to call or text, as bank SMSes give them: "Call 18001234", "SMS BLOCK to 56767", "dial 155260". */
const CONTACT_NUMBER = /\b(?:call|dial|sms(?:\s+[a-z]+)?\s+to|text(?:\s+[a-z]+)?\s+to|whatsapp|helpline|toll[\s-]?free|customer care|cust care|ph|phone|tel|mob(?:ile)?)\s*(?:no\.?|number|us|at|on)?\s*[:#-]?\s*(\+?\d[\d\s-]{3,14}\d)/gi;

/** A one-time code, as bank SMSes give them: "482913 is your OTP", "OTP: 482913", "verification code 5521". */
const ONE_TIME_CODE = /\b\d{4,8}(?=\s+is\s+(?:your|the)\s+(?:otp|one[\s-]time|verification code|code)\b)|(?<=\b(?:otp|one[\s-]time password|verification code)\s*(?:is|:|-)\s*)\d{4,8}\b/gi;

/** Numbers that are no money: phones, toll-free and contact numbers, one-time codes. */
function findPhones(text: string): Span[] {
  const contact = [...text.matchAll(CONTACT_NUMBER)].map((m) => {
    const start = (m.index ?? 0) + m[0].length - (m[1] ?? '').length;
    return { start, end: start + (m[1] ?? '').length };
  });
  return [...text.matchAll(PHONE), ...text.matchAll(TOLL_FREE), ...text.matchAll(ONE_TIME_CODE)]
    .map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length })).concat(contact);
}

/** An amount that is a balance ("Avl Bal Rs.42,310.50", "balance is 3000"), not money that moved; a minimum balance is a rule. */
const BALANCE_BEFORE = /(?<!\b(?:min|minimum|maintain|average|avg|mab|amb)\.?\s*)\b(?:avl\.?|avbl\.?|available|avail\.?|closing|clear|current|a\/c)?\s*bal(?:ance)?\.?\s*(?:is|was|now|of|:|-)?\s*[:.-]?\s*(?:₹|rs\.?|inr)?\s*$/i;

/** "₹ 3 000", "Rs 1 20 000": digits grouped by spaces after a currency sign. */
const SPACED_AMOUNT = /(?:₹|\brs\.?|\binr)\s*(\d{1,3}(?: \d{2,3})+)(?![\d,.])/gi;

/** INR amounts in paise, in text order, skipping dates, card digits, phone and reference numbers, years and counts. */
/** "nearly ten lakhs", "around 5,000", "approx 2k", "lagbhag 3000": an amount told as a rough figure. */
const APPROXIMATELY = /\b(?:nearly|around|about|approx(?:imately)?|roughly|almost|close to|more or less|something like|lagbhag|kareeb|qareeb|takreeban)\s*(?:rs\.?|inr|₹)?\s*$|~\s*$|लगभग\s*$|करीब\s*$/i;

/** The amounts the message tells as rough figures (`APPROXIMATELY` right before them). */
function roughAmounts(text: string, exclude: Span[]): Paise[] {
  return findAmountsAt(text, exclude)
    .filter((f) => APPROXIMATELY.test(text.slice(Math.max(0, f.at - 30), f.at)) || ROUND_THOUSANDS.test(text.slice(f.at)))
    .map((f) => f.paise);
}
/** Thousands counted in digits and a word ("an extra 21 thousand", "21k", "12 hazaar"): a round figure, said loosely. */
const ROUND_THOUSANDS = /^(?:rs\.?\s*|₹\s*)?\d{1,3}\s*(?:thousand|k|hazaar|hazar|hajar)\b/i;

function findAmounts(text: string, exclude: Span[]): Paise[] {
  return unique(findAmountsAt(text, exclude).map((f) => f.paise));
}

function findAmountsAt(text: string, exclude: Span[]): { at: number; paise: Paise }[] {
  const phones = findPhones(text);
  const found: { at: number; paise: Paise }[] = [];
  const wordSpans: Span[] = [];
  for (const w of findWordAmounts(text)) {
    const span = { start: w.start, end: w.end };
    if (overlaps(span, exclude)) continue;
    found.push({ at: w.start, paise: w.paise });
    wordSpans.push(span);
  }
  for (const m of text.matchAll(SPACED_AMOUNT)) {
    const span = { start: m.index ?? 0, end: (m.index ?? 0) + m[0].length };
    const paise = parseMoney((m[1] ?? '').replace(/ /g, ''));
    if (paise === null || overlaps(span, exclude)) continue;
    found.push({ at: span.start, paise });
    wordSpans.push(span);
  }
  AMOUNT.lastIndex = 0;
  for (let m = AMOUNT.exec(text); m !== null; m = AMOUNT.exec(text)) {
    const [whole, currency, number = '', unit, suffix] = m;
    const numberStart = m.index + whole.indexOf(number);
    const span = { start: numberStart, end: numberStart + number.length };
    if (overlaps(span, exclude) || overlaps(span, phones) || overlaps(span, wordSpans)) continue;
    if (BALANCE_BEFORE.test(text.slice(Math.max(0, m.index - 40), m.index))) continue;
    const marked = Boolean(currency || unit || suffix);
    const digits = number.replace(/[,.]/g, '');
    const value = Number(number.replace(/,/g, ''));
    if (!marked) {
      if (NOT_AMOUNT_AFTER.test(text.slice(m.index + whole.length)) || NOT_AMOUNT_BEFORE.test(text.slice(0, m.index))) continue;
      if (value < 10 || digits.length >= 9) continue;
      if (/^[1-8]\d{5}$/.test(number) && /[A-Z][a-z]+,?\s*$/.test(text.slice(0, m.index))) continue;
      if (/^(19|20)\d\d$/.test(number) && /\b(?:in|since|year|of|from|till|until|before|after)\s*$/i.test(text.slice(0, m.index))) continue;
    } else if (NOT_AMOUNT_AFTER.test(text.slice(m.index + whole.length)) && !currency && !suffix) {
      continue;
    }
    const unitWord = unit ? (/^haj|^haz/i.test(unit) ? 'thousand' : unit) : '';
    const paise = parseMoney(`${number}${unitWord ? ` ${unitWord}` : ''}`);
    if (paise !== null && paise > 0) found.push({ at: m.index, paise });
  }
  return found.sort((a, b) => a.at - b.at);
}

/** "claim no. 7001", "policy number 2201", "ticket #12": a short number the customer labels as a record's. */
/** The end of a reference told as such: "ref ending 884512", "utr ends with 4512", "txn id last 4 digits 4512". */
const REFERENCE_ENDING = new RegExp(String.raw`\b${REFERENCE_LABEL}\s*(?:no\.?|number|id|#)?\s*(?:ending(?:\s+(?:in|with))?|ends?\s+(?:in|with)|last\s+(?:\d|four|five|six)\s+digits?(?:\s+(?:are|is))?)\s*[:#-]?\s*(\d{4,})\b`, 'gi');
const LABELLED_SHORT = /\b(claim|policy|transaction|txn|ticket|card|account|a\/c)\s*(no\.?|number|id|#)?\s*[:#-]?\s*(\d{2,5})\b/gi;
/** Short letter-and-digit tokens ("T5", "c-7", "TKT 12") that only count if they name one of the customer's records. */
const SHORT_TOKEN = /(?<![\w@.-])[A-Za-z]{1,4}-?\d{1,3}(?![\w@-])/g;
const BARE_NUMBER = /(?<![\w.,/@:-])\d{2,12}(?![\w/:]|[.,]\d)/g;

/** A short group a reference can be written in when spaced out: digits, a few letters, or both ("ATM", "1209", "AD", "kt9"). */
const REFERENCE_GROUP = /^(?:\d{1,8}|[a-z]{1,4}|(?=[a-z\d]*\d)[a-z\d]{2,6})$/i;
/** Groups of a spaced-out reference are joined by one space or one separator ("ATM 1209 AD 1", "atm-1211 kt9"). */
const GROUP_SEPARATOR = /^(?:\s|[-/.]\s?)$/;
/** Words that are words, not a reference's letters: a run of groups stops at them ("1020 to", "I paid 2000 for"). */
const NOT_A_GROUP = new Set(
  ('a an the to on of for in at by is was i my me and or no not it its rs inr re ref paid pay sent got from with into ' +
    'upto up via per off out as so if be am are has had have did do this that but yet all any one two ka ki ke ko se ' +
    'ne hai tha thi hi bhi aur par pe kal aaj ya nu la il').split(' '),
);

/**
 * A reference written with spaces between its groups ("ATM 1209 AD 1", "ref atm 1211 kt9"), joined back: every run of
 * two to four neighbouring groups with letters and at least two digits. Weak mentions: they count only when they name
 * one of the customer's records.
 */
function spacedReferences(text: string, exclude: Span[]): string[] {
  const groups = [...text.matchAll(/[a-z\d]+/gi)].map((m) => ({ word: m[0], start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));
  const joined: string[] = [];
  for (let i = 0; i < groups.length; i += 1) {
    let compact = '';
    for (let j = i; j < Math.min(groups.length, i + 4); j += 1) {
      const group = groups[j]!;
      if (!REFERENCE_GROUP.test(group.word) || NOT_A_GROUP.has(group.word.toLowerCase()) || overlaps(group, exclude)) break;
      if (j > i && !GROUP_SEPARATOR.test(text.slice(groups[j - 1]!.end, group.start))) break;
      compact += group.word.toUpperCase();
      if (j > i && /[A-Z]/.test(compact) && (compact.match(/\d/g) ?? []).length >= 2 && compact.length >= 5) joined.push(compact);
    }
  }
  return joined;
}

/**
 * Weak mentions that may name a record: labelled short numbers, short tokens and bare numbers outside dates, cards,
 * phones and references. Also returns the spans of explicitly labelled ones ("claim no. 7001"), which are not money.
 */
function findWeakMentions(text: string, exclude: Span[]): { mentions: string[]; labelled: Span[] } {
  const mentions: string[] = [];
  const labelled: Span[] = [];
  const phones = findPhones(text);
  for (const m of text.matchAll(LABELLED_SHORT)) {
    const digits = m[3] ?? '';
    const start = (m.index ?? 0) + m[0].lastIndexOf(digits);
    const span = { start, end: start + digits.length };
    if (overlaps(span, exclude)) continue;
    mentions.push(`${(m[1] ?? '').toUpperCase()}-${digits}`);
    if (m[2] || m[0].includes('#')) labelled.push(span);
  }
  // "ref ending 884512", "UTR last 6 digits 884512": the end of a reference, told as such, names the record ending so.
  for (const m of text.matchAll(REFERENCE_ENDING)) {
    const digits = m[1] ?? '';
    const start = (m.index ?? 0) + m[0].lastIndexOf(digits);
    const span = { start, end: start + digits.length };
    if (overlaps(span, exclude)) continue;
    mentions.push(`${ENDING_MARK}${digits}`);
    labelled.push(span);
  }
  for (const m of text.matchAll(SHORT_TOKEN)) {
    const span = { start: m.index ?? 0, end: (m.index ?? 0) + m[0].length };
    if (!overlaps(span, exclude) && !NOT_A_REFERENCE.test(m[0]) && !/^(?:rs|inr|x+)/i.test(m[0])) mentions.push(m[0].toUpperCase());
  }
  for (const m of text.matchAll(BARE_NUMBER)) {
    const span = { start: m.index ?? 0, end: (m.index ?? 0) + m[0].length };
    if (!overlaps(span, exclude) && !overlaps(span, phones) && !/^0+$/.test(m[0])) mentions.push(m[0]);
  }
  mentions.push(...spacedReferences(text, exclude));
  return { mentions: unique(mentions), labelled };
}

const MERCHANTS = [
  'amazon pay', 'amazon', 'flipkart', 'swiggy', 'zomato', 'paytm', 'phonepe', 'google pay', 'gpay', 'uber', 'ola', 'myntra',
  'bigbasket', 'blinkit', 'zepto', 'netflix', 'hotstar', 'spotify', 'irctc', 'makemytrip', 'cafe coffee day', 'starbucks',
  'dmart', 'reliance digital', 'reliance fresh', 'croma', 'airtel', 'jio', 'vodafone', 'bookmyshow', 'nykaa', 'ajio',
  'apple', 'google play', 'meesho', 'tata cliq', 'indigo', 'air india', 'dominos', "domino's", 'mcdonalds', "mcdonald's", 'kfc',
];
/** Merchants written as one word, matched with a typo when the first letter agrees. */
const ONE_WORD_MERCHANTS = MERCHANTS.filter((m) => /^[a-z]{5,}$/.test(m));
const STOP_WORDS = new Set([
  'i', 'my', 'the', 'a', 'an', 'me', 'it', 'this', 'that', 'your', 'you', 'we', 'our', 'please', 'atm', 'upi', 'imps', 'neft',
  'rs', 'inr', 'card', 'credit', 'debit', 'account', 'bank', 'branch', 'but', 'and', 'on', 'at', 'to', 'from', 'for', 'in',
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'today', 'yesterday',
  'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december',
  'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec', 'one', 'order', 'same', 'time',
  'flat', 'house', 'plot', 'insurance', 'policy', 'premium', 'claim', 'health', 'life', 'motor', 'travel', 'hindi', 'english', 'app', 'sms', 'otp', 'phone', 'phones', 'mobile',
]);
const PLACE_SUFFIX = '(?:road|rd|nagar|marg|chowk|colony|market|mall|station|circle|bazaar|bazar|gate|layout|street|lane|cross|branch)';
/** Each merchant as a whole word, compiled once. */
const MERCHANT_PATTERNS: [string, RegExp][] = MERCHANTS.map((merchant) => [merchant, new RegExp(`\\b${merchant.replace(/[.*+?^${}()|[\]\\']/g, '\\$&')}\\b`, 'i')]);
/** "Andheri West branch", "MG Road": a capitalised name before a place word (read with matchAll, which copies it). */
const NAMED_PLACE = new RegExp(`\\b((?:[A-Z][\\w&'.-]*|[A-Z]{2,})(?:\\s+(?:[A-Z][\\w&'.-]*|[A-Z]{2,})){0,2})\\s+(${PLACE_SUFFIX})\\b`, 'gi');
const ENDS_IN_PLACE = new RegExp(`\\s${PLACE_SUFFIX}$`);

/** The one who was to receive the money, named after the word for them or after a transfer ("beneficiary rahul", "sent 2500 to ramesh"). */
const PAYEE_NAMED = /\b(?:(?:beneficiary|payee|recipient|receiver)(?:'s)?(?:\s+(?:name|account|a\/c))?(?:\s+(?:is|was|named|called))?\s*[:-]?|(?:sent|send|paid|pay|transferred|transfer|bheja|bheje)\s+(?:(?:rs\.?|inr|₹)\s*)?(?:[\d,.]+\s*(?:k|rs|rupees|\/-)?\s+)?(?:to|ko))\s+([a-z][a-z]{2,})\b/g;
/** Words that follow "beneficiary" or "sent … to" in a sentence and are no one's name. */
const NOT_A_PAYEE = new Set([
  'did', 'does', 'didnt', 'has', 'have', 'had', 'hasnt', 'havent', 'was', 'were', 'is', 'are', 'not', 'never', 'still', 'also',
  'him', 'her', 'them', 'his', 'their', 'its', 'someone', 'somebody', 'anyone', 'wrong', 'another', 'other', 'friend', 'brother',
  'sister', 'father', 'mother', 'wife', 'husband', 'son', 'daughter', 'family', 'relative', 'shop', 'shopkeeper', 'merchant',
  'vendor', 'person', 'party', 'number', 'mobile', 'phone', 'name', 'side', 'end', 'got', 'get', 'received', 'receive',
  'credited', 'nahi', 'nhi', 'ko', 'ka', 'ke', 'ki', 'unko', 'usko', 'mere', 'meri', 'mera', 'apne', 'apni', 'which', 'what',
  'who', 'whom', 'pay', 'paid', 'send', 'sent', 'via', 'through', 'using', 'thru', 'him', 'wallet', 'self', 'own', 'beneficiary',
  'payee', 'recipient', 'receiver', 'details', 'there', 'here', 'then', 'when', 'after', 'before', 'again', 'back',
  // Who, not a name a record is kept under: family, a landlord, a bank.
  'mummy', 'mum', 'mom', 'mama', 'papa', 'dad', 'daddy', 'bhaiya', 'didi', 'landlord', 'landlady', 'owner', 'tenant', 'maid',
  'driver', 'vendor', 'supplier', 'bank', 'sbi', 'hdfc', 'icici', 'axis', 'kotak', 'pnb', 'uncle', 'aunty', 'aunt', 'cousin',
  'myself', 'yourself', 'parents', 'relatives', 'friends', 'everyone',
]);

/** Merchant names, UPI VPAs and ATM/branch locations, lower-cased. */
/** `joined`: the text with wallets written in two words joined (`walletsJoined`). */
function findCounterparties(text: string, joined: string): string[] {
  const out: string[] = [];
  // A UPI id has a name of two characters or more before the @ ("d@mn" is a masked word, not a payee).
  for (const m of text.matchAll(VPA)) out.push(m[0].toLowerCase());
  const lower = joined.toLowerCase();
  for (const [merchant, re] of MERCHANT_PATTERNS) {
    if (re.test(lower) && !out.some((o) => o.includes(merchant))) out.push(merchant);
  }
  // A one-word merchant written with a typo ("swigy", "zomatto", "flipcart").
  for (const word of new Set(lower.match(/[a-z]{5,}/g) ?? [])) {
    if (STOP_WORDS.has(word) || ONE_WORD_MERCHANTS.includes(word)) continue;
    const merchant = ONE_WORD_MERCHANTS.find((m) => m[0] === word[0] && wordsAlike(word, m));
    if (merchant !== undefined && !out.includes(merchant)) out.push(merchant);
  }
  for (const m of text.matchAll(NAMED_PLACE)) {
    const head = (m[1] ?? '').split(/\s+/).filter((w) => !STOP_WORDS.has(w.toLowerCase()));
    if (head.length === 0 || !/^[A-Z]/.test(head[0] ?? '')) continue;
    out.push(`${head.join(' ')} ${m[2]}`.toLowerCase());
  }
  // A payee written in lower case, as chats are ("not credited to beneficiary rahul", "sent 2500 to ramesh"): the word
  // after the one receiving the money, unless it is a word of the sentence rather than a name.
  for (const m of lower.matchAll(PAYEE_NAMED)) {
    const name = m[1] ?? '';
    if (!NOT_A_PAYEE.has(name) && !STOP_WORDS.has(name) && !out.some((o) => o.includes(name))) out.push(name);
  }
  for (const m of text.matchAll(/\b(?:at|to|from|by|with|near)\s+((?:[A-Z][\w&'-]*|[A-Z]{2,})(?:\s+(?:[A-Z][\w&'-]*|[A-Z]{2,})){0,3})/g)) {
    const words = (m[1] ?? '').split(/\s+/);
    while (words.length > 0 && STOP_WORDS.has((words[words.length - 1] ?? '').toLowerCase())) words.pop();
    while (words.length > 0 && STOP_WORDS.has((words[0] ?? '').toLowerCase())) words.shift();
    const name = words.join(' ').toLowerCase();
    if (name.length < 2 || ENDS_IN_PLACE.test(name) && out.includes(name)) continue;
    if (!out.some((o) => o === name || o.includes(name) || name.includes(o))) out.push(name);
  }
  return unique(out);
}

/**
 * PhonePe written in two words, only beside a payment ("paid 500 via phone pe", "phone pe se 300 bheje"): "phone pe"
 * is also Hindi for "on the phone" ("maine phone pe complaint ki thi").
 */
const PHONE_PE_APART = /(?<=\b(?:via|through|using|thru)\s+)phone\s+pe\b|\bphone\s+pe\b(?=\s+(?:se\s+|from\s+|to\s+)?(?:pay|paid|payment|bhej\w*|send|sent|transfer\w*|kiya|kiye|upi|rs|₹|\d))|(?<=\b(?:paid|pay|sent|send|transferred|transfer|payment)\b[^.?!]{0,20}\s)phone\s+pe\b/gi;

/** PhonePe as voice typing and chats spell it ("through phone pay", "phonepay", "fone pe"), beside how money went. */
const PHONE_PAY = /\b(via|through|using|thru|by|from|on|in)([ \t]{1,3})(?:phone|fone)[ \t]?pay\b|\bphonepay\b|\bfone[ \t]?pe\b/gi;

/** A date written in numbers ("14-07-26", "04/03/2026", "4.3.26"). */
const NUMERIC_DATE = /(?<![\d.,])\d{1,2}[-/.]\d{1,2}[-/.](?:\d{4}|\d{2})(?![\d.,]|\.\d)/g;

/** A wallet's name written in two words ("paid via phone pe", "g pay se 300 bheje") as the wallet. */
function walletsJoined(text: string): string {
  return text.replace(PHONE_PE_APART, 'phonepe').replace(PHONE_PAY, (_m, before?: string, gap?: string) => (before === undefined ? 'phonepe' : `${before}${gap ?? ' '}phonepe`)).replace(/\bg\s+pay\b/gi, 'gpay');
}

/** A UPI id: a name of two characters or more, "@", a handle ("rahul.k@okaxis", "98200@ybl"). */
const VPA = /(?<![\w.])[a-z0-9][\w.-]+@[a-z][a-z0-9]*(?![\w.@])/gi;

const CHANNEL_CUES: [Channel, RegExp][] = [
  ['atm', /\batm\b|cash withdrawal|withdraw(?:al|ing|n)?\b.*\bcash|cash\b.*\b(?:dispens|nahi mila|not received|nikl)|\bcash machine/i],
  ['upi', /\bupi\b|\bvpa\b|google pay|\bg ?pay\b|phonepe\b|paytm|bhim|(?<![\w.])[a-z0-9][\w.-]+@(?:ok)?[a-z]+\b(?!\.)/i],
  ['imps', /\bimps\b/i],
  ['neft', /\bneft\b|\brtgs\b/i],
  ['card_pos', /\bpos\b|swipe[ds]?\b|card machine|\bat (?:the|a) (?:shop|store|restaurant|counter|petrol pump|mall|cafe)|tapped my card|contactless/i],
  ['card_online', /\bonline\b.*\b(?:card|payment|purchase|order|shopping)|(?:card|payment|purchase|order)\b.*\bonline\b|\bwebsite\b|\be-?commerce\b|amazon|flipkart|myntra|swiggy|zomato|netflix|\border\b/i],
  ['fee', /\bfees?\b|\bcharges\b|\bpenalty\b|\bannual fee|minimum balance|min balance|late payment|maintenance charge|service charge/i],
  ['premium', /\bpremiums?\b|\bkisht\b/i],
];
const CARD_KIND_CUES: [CardKind, RegExp][] = [
  ['credit', /\bcredit ?card\b|\bcc\b|क्रेडिट कार्ड/i],
  ['debit', /\bdebit ?card\b|\batm card\b|डेबिट कार्ड/i],
];

/**
 * A card told as safe around its name: "credit card is safe with me", "not the credit card", "don't block my credit
 * card", "cc mat block krna" (don't block the credit card).
 */
const SAFE_AFTER = /^\s*(?:is|was|'s)\s+(?:still\s+|totally\s+|completely\s+)?(?:safe|fine|ok|okay|with me|not lost|not stolen)\b|^\s*(?:ko\s+)?(?:block\s+)?(?:mat|na)\s+(?:block\s+)?(?:karo|karna|krna|kro|karein|kijiye)\b/i;
const SAFE_BEFORE = /\b(?:not|don'?t block|do not block|no need to block|except)\s+(?:the|my)\s*$/i;

/** The card kind is named at least once not as safe. */
function toldOfTrouble(text: string, kind: RegExp): boolean {
  const every = new RegExp(kind.source, `${kind.flags.replace('g', '')}g`);
  for (const named of text.matchAll(every)) {
    const after = text.slice(named.index + named[0].length, named.index + named[0].length + 40);
    const before = text.slice(Math.max(0, named.index - 30), named.index);
    if (!SAFE_AFTER.test(after) && !SAFE_BEFORE.test(before)) return true;
  }
  return false;
}

/**
 * A claim's state as the customer tells it. Open: "pending since Jan", "not yet paid", "still under review", "abhi tak
 * nahi mila"; settled: "was settled late", "finally paid"; rejected: "rejected", "repudiated", "reject ho gaya".
 */
const CLAIM_STATE_CUES: [ClaimStateTold, RegExp][] = [
  ['open', /\b(?:pending|unpaid|unsettled|under review|in process|not (?:yet )?(?:been )?(?:paid|settled|cleared|processed|credited)|yet to (?:be )?(?:paid|settled|cleared|credited|receive|get)|atka (?:hua|hai)|atki (?:hui|hai))\b|\bstill (?:no|not|haven'?t|have not|didn'?t|did not)\b(?: (?:got|get|gotten|received?|seen|been paid))?(?: (?:a|any|the|my))? ?(?:money|payment|amount|settlement|reimbursement|rupee|paisa)\b|\bno (?:money|payment|settlement|reimbursement) (?:yet|so far|till now|till date)\b|\b(?:paisa|paise|payment|settlement) (?:abhi tak |ab tak |abhi bhi )?(?:nahi|nahin|nhi) (?:mila|aaya|aya|hua)\b|लंबित|अटका/i],
  ['settled', /\b(?<!\bnot\s|\bnever\s|n't\s)(?:was|got|were|been|finally|eventually)\s+(?:settled|paid)\b|\bsettled\s+(?:late|after|only|on)\b|\bpaid\s+(?:late|after|only)\b|\bsettle (?:ho gaya|hua|kiya)\b|निपटा(?:या)? गया/i],
  ['rejected', /\b(?:rejected|repudiated|denied|declined|rejection|reject (?:ho|kar|kiya|kar diya))\b|अस्वीकार|रिजेक्ट/i],
];

const PRODUCT_CUES: [Product, RegExp][] = [
  ['health', /\bhealth\b|mediclaim|hospital|medical|cashless|\bopd\b|family floater/i],
  ['life', /\blife\b|\bterm (?:plan|insurance|policy)|\bendowment\b|\bulip\b/i],
  ['motor', /\bmotor\b|\bcar\b|\bbike\b|\bvehicle\b|two[- ]wheeler|\bscooter\b|\bauto insurance/i],
  ['travel', /\btravel\b|\btrip\b/i],
];

/**
 * A product named only to be set aside: turned down or kept ("the HEALTH policy not motor. keep motor running", "motor
 * wali nahi", "car wali rakhni hai"). It points to no record.
 */
const SET_ASIDE_BEFORE = /\b(?:not|no|except|other than|never|neither|nor|keep|keeping|retain|retaining|continue|continuing)\s+(?:(?:the|my|that|this)\s+)?(?:\w+\s+)?$|\b(?:do not|don'?t|dont|never)\s+(?:cancel|touch|close|stop)\s+(?:(?:the|my|that|this)\s+)?(?:[\w-]+\s+)?$/i;
const SET_ASIDE_AFTER = /^(?:\s+(?:policy|plan|insurance|wala|wali|waala|waali|ka|ki|ko)){0,2}\s+(?:nahi|nahin|nhi|rakh\w*|chalne do)\b/i;
function productSetAside(text: string, at: number, length: number): boolean {
  return SET_ASIDE_BEFORE.test(text.slice(Math.max(0, at - 40), at)) || SET_ASIDE_AFTER.test(text.slice(at + length, at + length + 40));
}

const AMOUNT_WORDS = String.raw`(?:rs\.?|₹|inr)?\s*\d[\d,]*(?:\.\d+)?\s*k?`;
/**
 * An amount the customer says is not the one: "2000 wala nahi, 4000 wala", "2000 nahi, 4000", "I wrote 2000 by
 * mistake", "galti se 2000 likh diya"; and, in a message that corrects itself ("sorry, I meant the 4000 one, not the
 * 2000 one", "actually it was 4000 not 2000"), the amount after "not". ("2000 nahi mila", money not received, is a
 * claim about 2000; "the bill was 450, not 4,500" is not a correction and keeps both.)
 */
const NEGATED_AMOUNTS = [
  new RegExp(String.raw`(${AMOUNT_WORDS})\s+(?:wala|wali|vala|wale)\s+(?:nahi|nahin|nhi)\b`, 'gi'),
  new RegExp(String.raw`(${AMOUNT_WORDS})\s+(?:nahi|nahin|nhi)\s*,?\s*(?:balki\s+)?${AMOUNT_WORDS}`, 'gi'),
  new RegExp(String.raw`\b(?:wrote|typed|said|entered)\s+(${AMOUNT_WORDS})\s+by mistake`, 'gi'),
  new RegExp(String.raw`\bgalti se\s+(${AMOUNT_WORDS})\s+(?:likh|likha|type|bol)`, 'gi'),
  // "The 2,500 Amazon Pay one is mine, I'm not disputing that": a debit the customer vouches for.
  new RegExp(String.raw`(${AMOUNT_WORDS})\s+(?:[\w-]+\s+){0,4}(?:is|was)\s+(?:mine|genuine|legit|legitimate)\b`, 'gi'),
];
const NOT_AMOUNT_IN_CORRECTION = new RegExp(String.raw`\bnot\s+(?:the\s+)?(${AMOUNT_WORDS})(?![\d,])`, 'gi');

/** The amounts the text says are not the ones meant (see NEGATED_AMOUNTS). */
function negatedAmounts(text: string): Paise[] {
  const forms = takesBack(text) ? [...NEGATED_AMOUNTS, NOT_AMOUNT_IN_CORRECTION] : NEGATED_AMOUNTS;
  return forms.flatMap((re) => [...text.matchAll(re)].flatMap((m) => findAmounts(`Rs ${(m[1] ?? '').replace(/^(?:rs\.?|₹|inr)\s*/i, '')}`, [])));
}

/**
 * Words that pick again what was just told: "I meant", "wait, no", "my mistake", "sorry, 5260" (a "sorry" followed
 * by what is meant instead). A polite "sorry" or a filler "actually" ("actually the 2000 one came out fine") picks
 * nothing again.
 */
const REPICK = /\b(?:i meant|i mean|no,? wait|wait,? no|my mistake|correction|(?:sorry|oops)(?=[,.!\s-]*(?:no\b|i meant|i mean|it was|it'?s|its|\d))|galti se|nahi nahi)\b|मेरा मतलब/gi;
/** A date the customer rules out in so many words: "… not the 5th", "not on the 4th". */
const NOT_BEFORE_DATE = /\bnot\s+(?:on\s+)?(?:the\s+)?$/i;

/**
 * In a message that corrects itself ("on the 5th — sorry, I meant the 4th, not the 5th"; "1,200 … wait no, only the
 * small one, the 450"), the amounts and dates told after the last word that picks again (REPICK), less those it rules
 * out, when it tells any; otherwise everything told.
 */
function correctedMentions<D extends { start: number }>(text: string, told: { amounts: Paise[]; dates: D[] }): { amounts: Paise[]; dates: D[] } {
  let from = -1;
  for (const m of text.matchAll(REPICK)) from = (m.index ?? 0) + m[0].length;
  if (from <= 0) return told;
  const later = findAmounts(text.slice(from), []).filter((a) => told.amounts.includes(a));
  const laterDates = told.dates.filter((d) => d.start >= from && !NOT_BEFORE_DATE.test(text.slice(Math.max(0, d.start - 16), d.start)));
  return { amounts: later.length > 0 ? later : told.amounts, dates: laterDates.length > 0 ? laterDates : told.dates };
}

/**
 * The card digits a correction names: a card's digits told before the last word that picks again, and four digits
 * standing alone after it ("card 6030 — typo, I mean 6003"); null when the correction is of something else.
 */
function cardCorrected(text: string, cards: EndingDigits[]): string | null {
  let from = -1;
  for (const m of text.matchAll(REPICK)) from = (m.index ?? 0) + m[0].length;
  // The correction must follow the card's digits with nothing else told between ("card 1200 … spent 5000, sorry I mean
  // 8000" corrects the amount).
  const named = cards.filter((c) => !c.account && c.record === undefined && c.span.end <= from).at(-1);
  if (from <= 0 || !named || /\d|\b(?:rs|inr|rupees)\b|₹/i.test(text.slice(named.span.end, from))) return null;
  const after = cards.find((c) => c.span.start >= from && !c.account && c.record === undefined)?.last4
    ?? /^[\s,:;-]*(?:(?:card|ending|no\.?|number)\s*)?(\d{4})\b(?![\d,]|\.\d|\s*(?:rs|rupees|inr|\/-))/i.exec(text.slice(from))?.[1];
  return after ?? null;
}

/**
 * Money asked for on top, not the money of a record: "das hazaar extra compensation bhi chahiye", "I want 10000
 * compensation for this harassment", "compensation of Rs 25,000 for my mental agony".
 */
const DEMANDED = /(?:[\w₹./-]+(?:,\d{2,3})*[^\S\n]+){1,3}(?:extra[^\S\n]+|additional[^\S\n]+|more[^\S\n]+)?(?:as[^\S\n]+|for[^\S\n]+|in[^\S\n]+)?(?:compensation|harjana|hurjana|muavza|muaavza)\b|\b(?:compensation|harjana)[^\S\n]+(?:of[^\S\n]+|amount[^\S\n]+of[^\S\n]+)?(?:rs\.?[^\S\n]*|₹[^\S\n]*|inr[^\S\n]*)?\d[\d,]*(?:[^\S\n]*(?:k|lakh|lakhs|thousand|hazaar))?\b|(?:[\w₹./-]+(?:,\d{2,3})*[^\S\n]+){1,3}for[^\S\n]+(?:the[^\S\n]+|my[^\S\n]+)?(?:mental agony|harassment|harrassment|inconvenience|my time)\b/gi;

/**
 * A refund bound in a condition: "only if the refund is more than Rs 8,000", "provided I get at least ₹5,000 back",
 * "agar refund 8000 se zyada ho". The figure is the customer's floor, not a record's amount.
 */
const REFUND_BOUND = /\b(?:only if|if(?!\s+(?:possible|you can|so|any)\b)|provided(?: that)?|as long as|unless|agar)\s+(?:(?:the|my)\s+)?(?:(?:refund|amount|money|paisa|premium|return|it)\b[^.?!\n]{0,20}?|i\s+(?:get|receive)\s+(?:back\s+)?)(?:is\s+|comes to\s+|will be\s+)?(?:more than|above|over|at least|atleast|minimum(?: of)?|not less than|greater than|less than|below|under|upto|up to)\s+(?:rs\.?\s*|₹\s*|inr\s*)?\d[\d,]*(?:\.\d+)?(?:\s*(?:k|lakh|lakhs|thousand|rupees|rs))?\b(?!\s*(?:which|that)\s+(?:was|were|got|is|has))|\b(?:agar|if)\s+(?:\w+\s+){0,3}?(?:refund|paisa|amount)\s+(?:rs\.?\s*|₹\s*)?\d[\d,]*\s*(?:se\s+)?(?:zyada|jyada|kam|upar)\b/gi;

const ASKED_BACK = /\b(?:refund\w*|revers\w*|return\w*|claim\w*|credit\w*|promised|charges?|fee|fees|debited|deducted)\b/i;

/** The words before a day that say it is the day money came back: "came back on", "was reversed only on", "refund came on". */
const RETURN_DATED = /\b(?:came|come|comes|got|was|were|been|is)\s+(?:back|reversed|refunded|returned|re-?credited|credited(?: back)?|put back)\s+(?:only\s+|finally\s+|just\s+)?(?:on|by|after)?\s*(?:the\s+)?$|\b(?:reversal|refund)\s+(?:came|happened|was done|was made)?\s*(?:only\s+)?(?:on|by)\s+(?:the\s+)?$/i;

/** Extracts all entities of a message against the request clock. */
export function extractEntities(written: string, clock: Clock): Entities {
  // Devanagari digits ("२०००") read as the same digits; one character each, so every span stays where it was.
  const text = westernDigits(written);
  const mentioned = findDateMentions(text, clock.today);
  // A day told of money coming back ("it came back on the 16th") dates the return, not the event: no record's day.
  const dates = mentioned.filter((d) => !RETURN_DATED.test(text.slice(Math.max(0, d.start - 40), d.start)));
  const cards = findCards(text);
  // A numeric date is never money, even one that cannot be the customer's (a date after today is read as no date).
  const dateSpans = [...mentioned.map(({ start, end }) => ({ start, end })), ...[...text.matchAll(NUMERIC_DATE)].map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }))];
  const cardSpans = cards.map((c) => c.span);
  const found = findReferences(text, [...dateSpans, ...cardSpans]);
  const references = found.filter((r) => r.merchants === undefined);
  const merchantsNumbers = found.filter((r) => r.merchants !== undefined).map((r) => r.ref);
  const vpaSpans = [...text.matchAll(/[\w.-]+@[\w.-]+/g)].map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));
  const referenceSpans = found.map((r) => r.span);
  const weak = findWeakMentions(text, [...dateSpans, ...cardSpans, ...referenceSpans, ...vpaSpans]);
  // (Not an amount asked back or claimed: "refund 2500 as compensation for the failed UPI".)
  const demandSpans = [...text.matchAll(DEMANDED)].filter((m) => !ASKED_BACK.test(m[0])).map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));
  const boundSpans = [...text.matchAll(REFUND_BOUND)].map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));
  const amountExclusions = [...dateSpans, ...cardSpans, ...referenceSpans, ...vpaSpans, ...weak.labelled, ...demandSpans, ...boundSpans];
  const stated = findAmounts(text, amountExclusions);
  const negated = negatedAmounts(text);
  const meant = stated.filter((a) => !negated.includes(a));
  const told = { amounts: meant.length > 0 ? meant : stated, dates };
  const corrects = takesBack(text);
  const { amounts: meantAmounts, dates: meantDates } = corrects ? correctedMentions(text, told) : told;
  // "Block my card 6030 — typo, I mean 6003": four digits told after the correction are the card's, not money.
  const recarded = corrects ? cardCorrected(text, cards) : null;
  const amounts = recarded === null ? meantAmounts : meantAmounts.filter((a) => a !== Number(recarded) * 100);
  const joined = walletsJoined(text);
  const counterparties = findCounterparties(text, joined);
  const channels = CHANNEL_CUES.filter(([, re]) => re.test(joined)).map(([c]) => c);
  const products = PRODUCT_CUES.filter(([, re]) => [...text.matchAll(new RegExp(re.source, 'gi'))].some((m) => !productSetAside(text, m.index, m[0].length))).map(([p]) => p);
  // A kind told only as safe is dropped when another is told of trouble ("block my debit card, credit card is safe with
  // me"); told alone, it is the card the story is about ("my credit card is safe with me but 15,000 was charged on it").
  const named = CARD_KIND_CUES.filter(([, re]) => re.test(text));
  const troubled = named.filter(([, re]) => toldOfTrouble(text, re));
  // (Not beside a card named by its digits: "block my card ending 7702 … dusra wala cc mat block krna".)
  const cardKinds = (troubled.length > 0 ? troubled : cards.length > 0 ? [] : named).map(([k]) => k);
  // "The interest on my settled claim is still not paid": what is unpaid is the interest, not the claim.
  const aboutInterest = /\b(?:interest|compensation|penalty)\b/i.test(text);
  const claimStates = CLAIM_STATE_CUES.filter(([k, re]) => re.test(text) && !(k === 'open' && aboutInterest)).map(([k]) => k);
  const rough = roughAmounts(text, amountExclusions).filter((a) => amounts.includes(a));
  const payeeKinds = payeeKindsIn(text);
  return {
    amounts,
    dates: meantDates.map(({ from, to, text: t }) => ({ from, to, text: t })),
    cardLast4: recarded !== null ? [recarded] : unique(cards.filter((c) => !c.account && c.record === undefined).map((c) => c.last4)),
    references: unique(references.map((r) => r.ref)),
    counterparties,
    channels: unique(channels),
    products: unique(products),
    numbers: unique([...cards.flatMap((c) => (c.record ? [`${c.record}-${c.last4}`] : [])), ...weak.mentions, ...merchantsNumbers]),
    ...(cardKinds.length > 0 ? { cardKinds } : {}),
    ...(claimStates.length > 0 ? { claimStates } : {}),
    ...(rough.length > 0 ? { roughAmounts: unique(rough) } : {}),
    ...(payeeKinds.length > 0 ? { payeeKinds } : {}),
  };
}
