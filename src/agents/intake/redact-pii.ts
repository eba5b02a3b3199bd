// Masks personal data and secrets (e-mails, UPI ids, phones, cards, Aadhaar, account numbers, IFSC, PAN, OTPs, API
// keys) before text reaches entity extraction, prompts, tickets, the audit log or a log line. Amounts, dates, card
// last-4 digits and labelled transaction references (UTR, RRN, "ref") are kept: the claim needs them.

/** Masks, by kind. Stable strings: stored text and tests refer to them. */
export const PII_MASK = {
  email: '[email]',
  upi: '[upi-id]',
  phone: '[phone]',
  card: '[card-number]',
  aadhaar: '[aadhaar]',
  account: '[account-number]',
  ifsc: '[ifsc]',
  pan: '[pan]',
  secret: '[secret]',
} as const;

/** A word that makes the number after it a transaction reference (kept), not an account number. */
const REFERENCE_LABEL = /\b(?:ref(?:erence)?|utr|rrn|txn|transaction|ticket|complaint|claim|policy|order|request|sr|case)\s*(?:id|no\.?|number|#)?\s*[:#-]?\s*$/i;
/** A word that makes what follows a secret, whatever it looks like. */
const SECRET_LABEL = /\b(otp|m?pin|cvv|cvc|password|passcode|passwd|pwd|api[ _-]?key|secret(?:[ _-]?key)?|access[ _-]?token|auth[ _-]?token|bearer)(\s*(?:is|was|=|:|-)?\s*)([^\s,;]{3,})/gi;
/** A labelled value is a secret when it has a digit or a symbol, or is long ("no secret that" keeps its words). */
const looksSecret = (value: string) => !value.startsWith('[') && (/[^A-Za-z]/.test(value) || value.length >= 8);
/** Well-known credential shapes: provider key prefixes, JWTs, private key blocks. */
const SECRET_SHAPES = [
  /\b(?:sk|pk|rk)[-_](?:live[-_]|test[-_]|proj[-_]|ant[-_])?[A-Za-z0-9_-]{16,}/g,
  /\b(?:ghp|gho|ghu|ghs|github_pat|xox[abprs]|glpat)[-_][A-Za-z0-9_-]{16,}/g,
  /\bAKIA[0-9A-Z]{16}\b/g,
  /\bAIza[0-9A-Za-z_-]{30,}/g,
  /\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g,
  /-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z ]*PRIVATE KEY-----|$)/g,
];
/** A long unbroken token with letters and digits (an API key, a session id): 24+ characters. */
const LONG_TOKEN = /(?<![\w@[])[A-Za-z0-9][A-Za-z0-9_+/=.-]{22,}[A-Za-z0-9=](?![\w@])/g;

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}\b/g;
/** name@psp with no dot after the @ (a dotted domain is an e-mail). */
const UPI_ID = /(?<![\w.@-])[A-Za-z0-9][A-Za-z0-9._-]{1,255}@[A-Za-z][A-Za-z0-9]{1,63}\b(?![.@-]?\w)/g;
const IFSC = /\b[A-Za-z]{4}0[A-Za-z0-9]{6}\b/g;
const PAN = /\b[A-Za-z]{5}\d{4}[A-Za-z]\b/g;
/**
 * A run of digits written in groups (spaces, dashes, dots, brackets, a leading + country code). Each run is judged as
 * a whole by its digit count and checksums, so `098200-11001`, `(982) 001-1001` and `4111 1111 1111 1111` are one.
 */
const DIGIT_RUN = /(?<![\w.,/@:-])(?:\+|00)?\(?\d[\d() .\u00a0\u2009\u2013\u2014_-]*\d\)?(?![\w/@:]|[.,]\d)/g;
/** Separators a digit run may be written with: spaces (also no-break and thin), dots, dashes (also en and em), "_". */
const SEPARATORS = /[() .\u00a0\u2009\u2013\u2014_-]+/;

/**
 * A number right after a word that says what it is, glued or not ("card:4111…", "mob/98…", "aadhaar 2345 6789 01 24",
 * "call me at 98765 432 10"): judged by what the word says, whatever its grouping.
 */
const LABELLED_NUMBER = /\b(card|mob(?:ile)?|phone|ph|cell|whats ?app|contact|call me (?:at|on)|reach me (?:at|on)|aadhaa?r|aadhar|uid|acc(?:oun)?t|a\/c)((?:\s*(?:no|num|number)\b)?\.?\s*(?:is\s+)?[:#=/.-]*\s*)((?:\+|00)?\d[\d() .\u00a0\u2009\u2013\u2014_-]*\d)(?![\d])/gi;
/** The mask a labelled number takes by its label's kind and its digit count; null for one too short to be one (last 4). */
function maskLabelled(label: string, run: string): string | null {
  const digits = run.replace(/\D/g, '');
  const kind = label.toLowerCase();
  if (/^card/.test(kind)) return digits.length >= 12 && digits.length <= 19 ? PII_MASK.card : null;
  if (/^(?:aadhaa?r|aadhar|uid)/.test(kind)) return digits.length === 12 ? PII_MASK.aadhaar : null;
  if (/^(?:acc|a\/c)/.test(kind)) return digits.length >= 9 && digits.length <= 18 ? PII_MASK.account : null;
  return digits.replace(/^(?:00)?91(?=\d{10}$)|^0(?=\d{10}$)/, '').length === 10 ? PII_MASK.phone : null;
}

/** A card number in four-digit groups with one separator throughout ("4111/1111/…"; never commas: "1000,2000,3000,4000" lists amounts). */
const GROUPED_CARD = /(?<![\d,./])\d{4}([ /_.\u00a0\u2009\u2013\u2014-])\d{4}\1\d{4}\1\d{1,7}(?![\d]|[,.]\d)/g;
/** Digits of other scripts (full-width, Devanagari) in a run that may be a number to mask. */
const OTHER_DIGIT_RUN = /[0-9\uFF10-\uFF19\u0966-\u096F](?:[0-9\uFF10-\uFF19\u0966-\u096F \u00a0.-]*[0-9\uFF10-\uFF19\u0966-\u096F])?/g;
const asciiDigits = (run: string) => run.replace(/[\uFF10-\uFF19]/g, (d) => String(d.charCodeAt(0) - 0xff10)).replace(/[\u0966-\u096F]/g, (d) => String(d.charCodeAt(0) - 0x0966));
/** A PAN written in groups, in capitals as printed on the card ("ABCPE 1234 F"); the fourth letter is a holder type. */
const SPACED_PAN = /\b[A-Z]{3}[PCHFATBLJG][A-Z] ?\d{4} ?[A-Z]\b/g;

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

// Verhoeff tables: Aadhaar numbers carry a Verhoeff check digit.
const VERHOEFF_D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1], [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const VERHOEFF_P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1], [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

export function verhoeffValid(digits: string): boolean {
  let c = 0;
  for (let i = 0; i < digits.length; i++) {
    const d = Number(digits[digits.length - 1 - i]);
    c = VERHOEFF_D[c]?.[VERHOEFF_P[i % 8]?.[d] ?? 0] ?? 0;
  }
  return c === 0;
}

/** Digit groups of a run; a run with a group of one or two digits (a date, a count) is not one number. */
function groupsOf(run: string): string[] {
  return run.replace(/^\+|^00/, '').split(SEPARATORS).filter((g) => g !== '');
}

/** The mask for one digit run, or null to keep it (amounts, dates, short numbers, labelled references). */
function maskDigitRun(run: string, before: string): string | null {
  const digits = run.replace(/\D/g, '');
  const international = /^(?:\+|00)/.test(run);
  const groups = groupsOf(run);
  const labelledReference = REFERENCE_LABEL.test(before);
  if (digits.length >= 13 && digits.length <= 19 && luhnValid(digits)) return PII_MASK.card;
  if (labelledReference) return null;
  // Short groups (dates "16 11 2026", counts) break a run into separate numbers: judge the longest group alone.
  const brokenUp = !international && groups.length > 1 && groups.some((g) => g.length < 3);
  if (brokenUp) {
    const longest = groups.reduce((a, b) => (b.length > a.length ? b : a), '');
    return longest.length >= 9 ? maskDigitRun(longest, before) : null;
  }
  // Phones: +91 / 0091 / 91 / 0 prefixes, then ten digits from 6–9 (mobiles) or an STD code and number (landlines).
  const national = international ? digits.replace(/^(?:00)?91/, '') : digits.replace(/^(?:91(?=\d{10}$)|0(?=\d{10}$))/, '');
  if (national.length === 10 && (/^[6-9]/.test(national) || digits.length === 11 || international)) return PII_MASK.phone;
  if (international && digits.length >= 8 && digits.length <= 15) return PII_MASK.phone;
  // Toll-free and shared-cost numbers: 1800 / 1860 and six or seven digits ("1800-209-4324", "1860 500 1234").
  if (/^18[06]0\d{6,7}$/.test(digits)) return PII_MASK.phone;
  if (digits.length === 12 && /^[2-9]/.test(digits) && verhoeffValid(digits)) return PII_MASK.aadhaar;
  if (digits.length === 12 && groups.length === 3 && groups.every((g) => g.length === 4)) return PII_MASK.aadhaar;
  if (digits.length >= 9 && digits.length <= 18) return PII_MASK.account;
  if (digits.length > 18) return PII_MASK.account;
  return null;
}

/** Numbers written with a label, in card-style groups or in another script's digits (see the patterns above). */
function maskWrittenNumbers(text: string): string {
  let out = text.replace(LABELLED_NUMBER, (whole: string, label: string, gap: string, run: string) => {
    const mask = maskLabelled(label, run);
    if (mask !== null) return `${label}${gap}${mask}`;
    // "ph 9876543210 2500 debited": the number the label names, then an amount that is kept.
    const [first = ''] = run.split(/[ \u00a0]+/);
    const firstMask = first.length < run.length ? maskLabelled(label, first) : null;
    return firstMask === null ? whole : `${label}${gap}${firstMask}${run.slice(first.length)}`;
  });
  out = out.replace(GROUPED_CARD, (run: string) => (luhnValid(run.replace(/\D/g, '')) ? PII_MASK.card : run));
  return out.replace(OTHER_DIGIT_RUN, (run: string, offset: number) => {
    if (/^[\d .-]+$/.test(run)) return run;
    const mask = maskDigitRun(asciiDigits(run), out.slice(Math.max(0, offset - 40), offset));
    return mask === null ? run : mask;
  });
}

function maskDigitRuns(text: string): string {
  return text.replace(DIGIT_RUN, (run: string, offset: number) => {
    // A trailing ")" or "-" that is not part of the number stays outside it.
    const core = run.replace(/[ .-]+$/, '');
    const rest = run.slice(core.length);
    const mask = maskDigitRun(core, text.slice(Math.max(0, offset - 40), offset));
    return mask === null ? run : `${mask}${rest}`;
  });
}

const hasLetterAndDigit = (token: string) => /[A-Za-z]/.test(token) && /\d/.test(token);

/** The text with every kind of personal data and secret replaced by its mask (see PII_MASK). */
export function redactPii(text: string): string {
  let out = text;
  for (const shape of SECRET_SHAPES) out = out.replace(shape, PII_MASK.secret);
  out = out.replace(SECRET_LABEL, (whole: string, label: string, gap: string, value: string) => (looksSecret(value) ? `${label}${gap}${PII_MASK.secret}` : whole));
  out = out.replace(EMAIL, PII_MASK.email);
  out = out.replace(UPI_ID, PII_MASK.upi);
  out = out.replace(LONG_TOKEN, (token) => (hasLetterAndDigit(token) ? PII_MASK.secret : token));
  out = out.replace(PAN, PII_MASK.pan).replace(SPACED_PAN, PII_MASK.pan);
  out = out.replace(IFSC, PII_MASK.ifsc);
  return maskDigitRuns(maskWrittenNumbers(out));
}
