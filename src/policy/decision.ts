// What a turn decides: the outcome, the money granted, the reasons and the effects to carry out. Values only: the
// effects node executes a plan, and nothing else moves money.
import type { Paise } from '../domain/money.js';
import type { Citation, RuleResult } from '../domain/rule-result.js';
import type { Action, ClaimType, Outcome } from '../domain/vocabulary.js';
import type { Told } from './wording.js';

/** One effect the decision plans: executed by `act` now, or after an approval. */
export interface PlannedEffect {
  action: Action;
  /** now: at decision; after_approval: once a reviewer approved; after_review: when the review ended without payment. */
  phase: 'now' | 'after_approval' | 'after_review';
  recordId: string;
  amount?: Paise;
  /** For refunds: the ledger kind and the debit/claim/policy it settles. */
  credit?: { kind: 'reversal' | 'refund' | 'compensation' | 'interest'; relatesTo: string; label: string };
  ticketKind?: 'tracking' | 'review' | 'fallback' | 'complaint' | 'request';
}

export interface Decision {
  outcome: Outcome;
  claimType: ClaimType | null;
  valid: boolean | null;
  /** Money the decision grants (paid when resolved, proposed when needs_approval). */
  amount: Paise;
  /** Reasons the customer is told: English text, each worded from its code and facts where it has them (wording.ts). */
  reasons: Told[];
  /** For reviewers only (tickets, incident evidence): e.g. how the verifier and the policy engine disagreed. */
  internalNotes: string[];
  ruleResult: RuleResult | null;
  /** False when the verifier's verdict disagreed with the policy engine. */
  engineAgrees: boolean;
  requiredApprovers: 0 | 1 | 2;
  urgent: boolean;
  complaintOffered: boolean;
  citations: Citation[];
  plan: PlannedEffect[];
}

export type VerdictStatus = 'valid' | 'invalid' | 'needs_human' | 'ambiguous' | 'no_record' | 'not_a_claim';

/** What the verifier (offline or a model) proposes; `decide` recomputes it with the policy engine before anything happens. */
export interface VerifierProposal {
  status: VerdictStatus;
  claimType: ClaimType | null;
  subjectId: string | null;
  /** Candidates when ambiguous or none: one line each, for the clarification question. */
  candidates: { id: string; describe: string }[];
  amount: Paise;
  confidence: number;
  /** Why: a model's words, or the offline verifier's worded sentences. */
  reasons: Told[];
}
