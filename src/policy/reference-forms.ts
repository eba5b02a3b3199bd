// Record references as customers write them: "clm 7001", "CLM-7001", "claim no. 7001", "7001", "t9001" all name CLM-7001 / T9001.
// A reference is split into its letters and its digit groups; two forms agree when the digits agree exactly and the
// letters are compatible (one is an abbreviation of the other, or the customer left them out).

export interface ReferenceForm {
  /** Upper-case letters, separators removed ("CLM", "POLHL", "" for a bare number). */
  letters: string;
  /** Digit groups joined ("7001", "2201"). */
  digits: string;
  /** Letters and digits in order, separators removed ("CLM7001"). */
  compact: string;
}

/** Words customers write in front of a number that stand for a record kind ("claim 7001" → "CLM" compatible). */
const KIND_WORDS: Readonly<Record<string, string>> = {
  CLAIM: 'CLM', POLICY: 'POL', TRANSACTION: 'T', TXN: 'T', TRANS: 'T', TICKET: 'TKT', CARD: 'CARD', ACCOUNT: 'A', ACC: 'A', AC: 'A',
};

/**
 * Forms already worked out, by text: the same record ids and labels are compared with every mention of every turn.
 * Bounded (emptied when full) so that a long-running process keeps no more than this many.
 */
const FORMS = new Map<string, Readonly<ReferenceForm>>();
const MAX_FORMS = 20_000;

export function referenceForm(text: string): Readonly<ReferenceForm> {
  let form = FORMS.get(text);
  if (form === undefined) {
    const compact = text.toUpperCase().replace(/[^A-Z0-9]/g, '');
    form = Object.freeze({ letters: compact.replace(/[^A-Z]/g, ''), digits: compact.replace(/[^0-9]/g, ''), compact });
    if (FORMS.size >= MAX_FORMS) FORMS.clear();
    FORMS.set(text, form);
  }
  return form;
}

/** True when every character of `short` appears in `long` in order, starting with the same first letter. */
function isAbbreviation(short: string, long: string): boolean {
  if (short.length === 0 || long.length === 0 || short[0] !== long[0]) return false;
  let i = 0;
  for (const ch of long) if (ch === short[i]) i += 1;
  return i === short.length;
}

function lettersCompatible(mention: string, record: string): boolean {
  if (mention === record) return true;
  const expanded = KIND_WORDS[mention];
  if (expanded !== undefined && (expanded === record || isAbbreviation(expanded, record) || isAbbreviation(record, expanded))) return true;
  return isAbbreviation(mention, record) || isAbbreviation(record, mention) || record.endsWith(mention);
}

/** Marks a mention told as the end of a reference ("ref ending 884512" → "…884512"). */
export const ENDING_MARK = '…';

/** Shortest part of a reference that names it: customers copy the start or the end from an SMS ("ATM1209", "07AN1"). */
const LEAST_PART = 3;

/** The mention is the start or the end of the identifier, with letters and digits both (a bare number is an amount as often). */
function isPartOf(m: Readonly<ReferenceForm>, r: Readonly<ReferenceForm>): boolean {
  if (m.letters.length === 0 || m.digits.length === 0 || m.compact.length < LEAST_PART || m.compact.length >= r.compact.length) return false;
  return r.compact.startsWith(m.compact) || r.compact.endsWith(m.compact);
}

/**
 * How strongly a written reference names a record identifier: 3 written exactly (ignoring case and separators),
 * 2 same digits with compatible letters ("clm 7001", "claim 7001", "hl 2201"), 1 same digits with no letters written
 * ("7001") or the start or end of it in letters and digits ("ATM1209" of ATM1209AD1, "07AN1" of ATM1207AN1), 0
 * otherwise. Identifiers without digits (merchant names) only ever match exactly.
 */
export function referenceStrength(mention: string, identifier: string): 0 | 1 | 2 | 3 {
  const m = referenceForm(mention);
  const r = referenceForm(identifier);
  if (m.compact.length === 0 || r.compact.length === 0) return 0;
  // Told as the end of a reference ("ref ending 884512"): digits alone name the identifier that ends with them.
  if (mention.startsWith(ENDING_MARK)) return r.compact.endsWith(m.compact) ? 1 : 0;
  if (m.compact === r.compact) return 3;
  if (m.digits.length > 0 && m.digits === r.digits) {
    if (m.letters.length === 0) return 1;
    if (lettersCompatible(m.letters, r.letters)) return 2;
  }
  return isPartOf(m, r) ? 1 : 0;
}
