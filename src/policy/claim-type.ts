// A claim type is one declaration in its pack's folder: how customers describe it, which records it can be about,
// the rule that judges it, the passages it cites, and the facts a reply states. The engine, the agents, the tools and
// the replies all read claim types from here; nothing outside the pack lists them.
import type { Citation, ProductAction } from '../domain/rule-result.js';
import type { ClaimType, Outcome } from '../domain/vocabulary.js';
import type { ClaimRule } from './pack.js';
import type { InLanguages, Wordings } from './wording.js';

export interface ClaimTypeDeclaration<P = unknown> {
  /** snake_case id, as scenario files, tickets and the API name it. */
  id: ClaimType;
  /** For reports and tickets: "Failed ATM withdrawal (account debited, cash not dispensed)". */
  label: string;
  /** Inside a reply sentence: "your failed ATM withdrawal". */
  noun: string;
  /** The intent a message about it usually has. */
  intent: 'complaint' | 'service_request' | 'query';
  vocabulary: {
    /** Regular-expression sources matched case-insensitively against the normalised message. */
    cues: string[];
    /** Example messages (English and romanised Hindi). */
    examples: string[];
    /** Short topics for the analysis, e.g. ["atm", "cash not dispensed"]. */
    aspects: string[];
    /**
     * Regular-expression sources for a setting in which this type cannot have happened, so its cues are read as
     * about another type: a card payment's cues match "put my card in and it said transaction failed", but not at an ATM.
     */
    ruledOutBy?: string[];
    /**
     * Regular-expression sources of which a message must match one before the paraphrase classifier alone may name this
     * type (its cues need none): a fraud is told as someone else's doing or a payment denied, never only as "a problem
     * with a UPI payment", however a classifier scores those words.
     */
    classifierNeeds?: string[];
  };
  /** Candidate records and the pure rule (records + parameters + clock in, result out). */
  rule: ClaimRule<P>;
  /** The knowledge-base passages the rule implements. */
  citations: Citation[];
  /** A message of this type is urgent (fraud, a lost card): tickets and the inbox put it first. */
  urgent?: boolean;
  /**
   * The product change a claim of this type asks for (a card block, a cancellation). In a message of two issues whose
   * first already made that change ("someone used my card … please block my card"), the second is not asked again.
   */
  performs?: ProductAction;
  /**
   * Claim types of one family are told apart only by the way the money went (failed ATM, UPI and card debits): a
   * message that names no way and no detail, from a customer with records of more than one of them, is asked which;
   * one that tells the family's trouble and a detail (an amount and a date) is the member whose record fits it.
   */
  family?: ClaimFamily;
  /**
   * The sentences of its rule's findings by finding code, in English and in Hindi and romanised Hindi (wording.ts):
   * the rule words each finding with `findingsOf(table)`, and a reply renders it in the customer's language.
   */
  findingWords?: Wordings;
  /**
   * A fact the reply states for an outcome, e.g. the shadow-credit timeline while a fraud claim awaits review: English,
   * or `{ en, hi, 'hi-Latn' }`.
   */
  replyFacts?: Partial<Record<Outcome, string | InLanguages>>;
  /**
   * A timeline a reply fact promises, as data: the scheduler escalates when it passes (e.g. the shadow credit "within
   * 10 working days of your report" while a fraud claim awaits review). Keep it in step with the fact's wording.
   */
  promises?: Partial<Record<Outcome, { kind: 'shadow_credit'; workingDaysAfterReport: number }>>;
  /** Transaction channels its records use beyond the scenario format's own (e.g. "card_to_card"). */
  channels?: readonly string[];
}

/** Claim types told apart only by the way the money went, and the words that tell their shared trouble. */
export interface ClaimFamily {
  id: string;
  /**
   * Regular-expression sources (matched like cues) that tell the family's trouble without naming which member: "my
   * payment failed", "the money came back only after ten days".
   */
  tells: string[];
  /** Settings in which no member can have happened (the debit denied), added to each member's own `ruledOutBy`. */
  ruledOutBy?: string[];
}
