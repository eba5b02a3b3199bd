// What a policy rule returns: eligibility, the amount with its formula, findings and citations.
import type { Paise } from './money.js';
import type { ClaimType } from './vocabulary.js';

/** A pointer into the tenant's knowledge base: the document and the section that states a rule. */
export interface Citation {
  docId: string;
  section: string;
  /** The chunk it was retrieved as, when it came from a search. */
  chunkId?: string;
  title?: string;
}

/** A fact a sentence is worded from: an id, an amount in paise, a calendar date, a count, a percentage in basis points. */
export type Fact = string | number | boolean | null | readonly Fact[] | { readonly [key: string]: Fact };
export type Facts = { readonly [key: string]: Fact };

export interface Finding {
  /** Stable machine code, e.g. "reversal_missing", "outside_window". */
  code: string;
  /** One plain sentence a customer or reviewer can read (English). */
  text: string;
  /** The record ids the finding used. */
  recordIds: string[];
  /** The facts the sentence is worded from, so a reply can say it in the customer's language (the claim type's `findingWords`). */
  facts?: Facts;
}

/** One part of the amount, e.g. the reversal of the debit or the compensation for delay. */
export interface AmountComponent {
  kind: 'reversal' | 'refund' | 'compensation' | 'interest';
  label: string;
  amount: Paise;
  formula: string;
  /** The record the credit settles (`relates_to` of the ledger entry). */
  relatesTo: string;
}

export type Eligibility = 'yes' | 'no' | 'human';

/** Product changes a rule asks the effects layer to make once the claim is approved. */
export type ProductAction = 'block_card' | 'cancel_policy';

export interface RuleResult {
  claimType: ClaimType;
  eligible: Eligibility;
  /** Total money granted to the customer, in paise (0 when none). */
  amount: Paise;
  components: AmountComponent[];
  /** The whole formula, in words and numbers. */
  formula: string;
  findings: Finding[];
  citations: Citation[];
  /** The policy says a human (e.g. the fraud team) must approve even when eligible. */
  reviewRequired: boolean;
  /** Product actions to carry out, with the record each acts on. */
  productActions: { action: ProductAction; recordId: string }[];
  /** Escalate with high urgency (e.g. a claim unsettled past its deadline). */
  urgent: boolean;
  /** The record the claim is about. */
  subjectId: string | null;
  /** The day by which the money must be back (a failed debit's T+n), when that day has not passed; stored as a deadline. */
  reversalDueOn?: string;
  packId: string;
  packVersion: string;
  effectiveDate: string;
}
