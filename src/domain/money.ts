// Money as integer paise: parsing Indian spellings, Indian-style formatting and exact half-up arithmetic.
import { EchoPilotError } from './errors.js';

/** An amount of Indian rupees held as a whole number of paise. */
export type Paise = number;

export function assertPaise(value: number, field = 'amount'): Paise {
  if (!Number.isSafeInteger(value)) {
    throw new EchoPilotError('INVALID_MONEY', `${field} must be a whole number of paise, got ${value}`, { field });
  }
  return value;
}

/** Converts a rupee amount with at most two decimals (as read from YAML or JSON) into paise. */
export function fromRupees(rupees: number, field = 'amount'): Paise {
  if (!Number.isFinite(rupees)) {
    throw new EchoPilotError('INVALID_MONEY', `${field} must be a number of rupees, got ${rupees}`, { field });
  }
  const scaled = rupees * 100;
  const paise = Math.round(scaled);
  if (Math.abs(scaled - paise) > 1e-6) {
    throw new EchoPilotError('INVALID_MONEY', `${field} has more than two decimals: ${rupees}`, { field });
  }
  return assertPaise(paise, field);
}

/** Paise as a rupee number for JSON output (exact for any realistic amount). */
export function toRupees(paise: Paise): number {
  return paise / 100;
}

/** round(a × b / c) half-up (away from zero on ties), exact for any integers, via BigInt. */
export function mulDivHalfUp(a: number | bigint, b: number | bigint, c: number | bigint): Paise {
  const n = BigInt(a) * BigInt(b);
  const d = BigInt(c);
  if (d === 0n) throw new EchoPilotError('INVALID_MONEY', 'division by zero in money arithmetic');
  const negative = (n < 0n) !== (d < 0n);
  const an = n < 0n ? -n : n;
  const ad = d < 0n ? -d : d;
  const q = (2n * an + ad) / (2n * ad);
  const result = Number(negative ? -q : q);
  return assertPaise(result);
}

/** Groups digits the Indian way: 1,20,00,000. */
function groupIndian(whole: string): string {
  if (whole.length <= 3) return whole;
  const last3 = whole.slice(-3);
  let rest = whole.slice(0, -3);
  const groups: string[] = [];
  while (rest.length > 2) {
    groups.unshift(rest.slice(-2));
    rest = rest.slice(0, -2);
  }
  if (rest.length > 0) groups.unshift(rest);
  return `${groups.join(',')},${last3}`;
}

/** "₹1,20,000.00"; `symbol: false` gives "1,20,000.00". */
export function formatInr(paise: Paise, options: { symbol?: boolean } = {}): string {
  assertPaise(paise);
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  const whole = Math.floor(abs / 100).toString();
  const fraction = (abs % 100).toString().padStart(2, '0');
  return `${sign}${options.symbol === false ? '' : '₹'}${groupIndian(whole)}.${fraction}`;
}

const UNIT_MULTIPLIERS: Record<string, bigint> = {
  k: 1_000n,
  thousand: 1_000n,
  l: 1_00_000n,
  lac: 1_00_000n,
  lacs: 1_00_000n,
  lakh: 1_00_000n,
  lakhs: 1_00_000n,
  cr: 1_00_00_000n,
  crore: 1_00_00_000n,
  crores: 1_00_00_000n,
};

const MONEY_PATTERN =
  /^(?:₹|rs\.?|inr|rupees?)?\s*(-)?\s*((?:\d{1,3}(?:,\d{2,3})+|\d+)(?:\.\d+)?|\.\d+)\s*(k|thousand|l|lacs?|lakhs?|cr|crores?)?\s*(?:\/-|rupees?|rs\.?|inr)?$/i;

/** Decimal text to paise scaled by a unit multiplier, exactly; more than 2 effective decimals is rejected. */
function decimalToPaise(text: string, multiplier: bigint): Paise | null {
  const [wholePart = '0', fractionPart = ''] = text.split('.');
  const scale = 10n ** BigInt(fractionPart.length);
  const units = BigInt(wholePart === '' ? '0' : wholePart) * scale + BigInt(fractionPart === '' ? '0' : fractionPart);
  const numerator = units * multiplier * 100n;
  if (numerator % scale !== 0n) return null;
  const paise = Number(numerator / scale);
  return Number.isSafeInteger(paise) ? paise : null;
}

/**
 * Parses an amount written the ways Indian customers write it:
 * "₹5,000", "Rs 5000.50", "Rs. 5,000/-", "5k", "INR 1,20,000", "2.5 lakh", "1 crore", "5000 rupees".
 * Returns null when the text is not an amount.
 */
export function parseMoney(text: string): Paise | null {
  const match = MONEY_PATTERN.exec(text.trim());
  if (!match) return null;
  const [, minus, number = '', unit] = match;
  const digits = number.replace(/,/g, '');
  const multiplier = unit ? (UNIT_MULTIPLIERS[unit.toLowerCase()] ?? 1n) : 1n;
  const paise = decimalToPaise(digits, multiplier);
  if (paise === null) return null;
  return minus ? -paise : paise;
}

/** Like parseMoney, but throws a typed error naming the field. */
export function parseMoneyStrict(text: string, field = 'amount'): Paise {
  const paise = parseMoney(text);
  if (paise === null) {
    throw new EchoPilotError('INVALID_MONEY', `${field}: "${text}" is not an amount in rupees`, {
      field,
      hint: 'write it like 5000, 5,000.50, ₹1,20,000 or 2.5 lakh',
    });
  }
  return paise;
}
