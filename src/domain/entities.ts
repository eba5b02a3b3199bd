// What the gatherer extracts from a message: amounts, dates, references, cards, counterparties.
import type { Paise } from './money.js';
import type { CalendarDate } from './calendar.js';
import type { CLAIM_STATUSES, Channel, Product } from './records.js';

export interface DateMention {
  /** The first day the mention can mean. */
  from: CalendarDate;
  /** The last day (equal to `from` for a single day). */
  to: CalendarDate;
  text: string;
}

export interface Entities {
  amounts: Paise[];
  dates: DateMention[];
  /** Card last-4 digits mentioned ("ending 4411"). */
  cardLast4: string[];
  /** Transaction, policy or claim references as written (upper-cased), e.g. "CLM-7001", "ATM0304XYZ". */
  references: string[];
  /** Merchant, ATM location or payee words, e.g. "amazon", "rahul@okaxis", "mg road". */
  counterparties: string[];
  channels: Channel[];
  products: Product[];
  /**
   * Weak mentions: bare numbers ("7001") and short or labelled tokens ("T5", "claim 7001") that may name one of the
   * customer's records; the matcher scores them against the records and never lets them rule a record out.
   */
  numbers?: string[];
  /** The kind of card named ("my credit card", "debit card", "ATM card"): a record on another kind is not the one meant. */
  cardKinds?: CardKind[];
  /** What the customer says an insurance claim's state is ("still pending", "settled late", "rejected"): a claim in that state fits better. */
  claimStates?: ClaimStateTold[];
  /** Those of `amounts` told as rough figures ("nearly ten lakhs", "around 5,000"): they fit a record within a tenth and never contradict one. */
  roughAmounts?: Paise[];
  /** Kinds of payee named instead of the payee ("the movie one" → cinema, domain/payee-kinds.ts): soft evidence, never a contradiction. */
  payeeKinds?: string[];
}

export type CardKind = 'debit' | 'credit';

/** A claim's state as customers tell it: still open (submitted, under review, approved, not paid), settled, or rejected. */
export type ClaimStateTold = 'open' | 'settled' | 'rejected';

/** The claim statuses each state a customer tells covers ("pending" is any claim not yet paid or rejected). */
export const CLAIM_STATUSES_TOLD: Record<ClaimStateTold, readonly (typeof CLAIM_STATUSES)[number][]> = {
  open: ['submitted', 'under_review', 'approved'], settled: ['settled'], rejected: ['rejected'],
};

export function emptyEntities(): Entities {
  return { amounts: [], dates: [], cardLast4: [], references: [], counterparties: [], channels: [], products: [], numbers: [] };
}
