// The words of the questions `decide` asks before acting (which record, which claim type, yes or no to one claim,
// cancel on these terms): policy supplies the facts, the caller supplies the sentences in the customer's language
// (the reply writer's phrase tables), so the same amounts, ids and formula reach the customer in every language.
import type { ClaimType } from '../domain/vocabulary.js';
import type { CancellationTerm } from './evidence.js';
import type { Language } from './wording.js';

/** What a yes to a confirmation question would do, as formatted facts. */
export interface ConfirmedActions {
  /** The record to block ("₹5,000.00 … card ending 4417"), when the claim blocks a card. */
  block: string | null;
  /** The card a disputed payment was made with ("CARD-4411"), when the claim blocks that card rather than the record. */
  blockCardOf: string | null;
  /** The record to cancel, when the claim cancels a policy. */
  cancel: string | null;
  /** The amount credited at once ("₹590.00"), or null. */
  credit: string | null;
  /** The amount sent to a reviewer instead, or null. */
  review: string | null;
}

/** The sentences of `decide`'s questions in one language; every argument is an already formatted fact. */
export interface QuestionWords {
  /** The language the sentences are in: records are described in it too. */
  language: Language;
  /** The claim type as an option the customer picks ("Failed ATM withdrawal (account debited, cash not dispensed)"). */
  label(claimType: ClaimType): string;
  /** The claim type inside a sentence ("fee reversal request"). */
  noun(claimType: ClaimType): string;
  /** Several records fit: the numbered list and how to answer (cards by their last digits, others by amount and date). */
  whichRecord(records: string[], kind?: 'card' | 'record'): string;
  /** No record fits: what to tell us. */
  noRecord: string;
  /** Two claim types fit: the numbered list and how to answer. */
  whichType(labels: string[]): string;
  /** Yes or no to one claim (its noun), one record and what a yes does. */
  confirm(claim: string, record: string, actions: ConfirmedActions): string;
  /** The customer tied a cancellation to terms: what cancelling today pays, with the formula, and yes or no. */
  cancelOnTerms(record: string, terms: CancellationTerm[], amount: string, formula: string): string;
}
