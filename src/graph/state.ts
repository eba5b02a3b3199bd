// The claim graph's state, typed with zod: one channel per node output, plus the per-turn path and node log.
import { z } from 'zod';
import { MessagesValue, ReducedValue, StateSchema } from '@langchain/langgraph';
import type { Answer, IntentAnalysis, Report, Verdict } from '../agents/ports.js';
import type { Passage } from '../domain/knowledge.port.js';
import type { EffectRecord } from '../domain/effects.js';
import type { Paise } from '../domain/money.js';
import type { Citation, RuleResult } from '../domain/rule-result.js';
import type { Action, ClaimType, Outcome, Role } from '../domain/vocabulary.js';

/** The authenticated request a turn runs for; set by the interface, never by a node. */
export const requestSchema = z.object({
  tenantId: z.string().min(1),
  customerId: z.string().min(1),
  role: z.enum(['customer', 'agent', 'reviewer', 'admin']),
  actor: z.string().min(1),
  threadId: z.string().min(1),
  /** ISO instant of the request clock. */
  now: z.string(),
  /** Calendar date of `now` in the tenant's zone. */
  today: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** The day the customer made the claim of this turn: rules judge the claim as of then, even when a clarification
   * answer or a review comes days later (a late answer must not cost the customer a reporting window). */
  reportedOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
});
export type RequestInfo = z.infer<typeof requestSchema> & { role: Role };

export interface IntakeResult {
  text: string;
  /** The message with PII masked, for model prompts and logs. */
  redacted: string;
  language: string;
  characters: number;
}

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
  /** Reasons the customer is told. */
  reasons: string[];
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

export interface ClarificationState {
  question: string;
  candidates: { id: string; describe: string }[];
  answers: string[];
  asked: number;
}

export interface ApprovalState {
  approvalId: string;
  status: 'pending' | 'approved' | 'rejected';
  amount: Paise;
  reviewers: string[];
}

export interface NodeLogEntry {
  node: string;
  summary: unknown;
  /** Time spent in the node's own code. */
  ms?: number;
}

const appendList = <T>() =>
  new ReducedValue(z.array(z.custom<T>()).default(() => []), {
    inputSchema: z.array(z.custom<T>()),
    reducer: (current: T[], next: T[]) => [...current, ...next],
  });

export const ClaimState = new StateSchema({
  request: z.custom<RequestInfo>(),
  /** The current customer message. */
  message: z.string(),
  /** Every customer message of the thread, in order. */
  turns: appendList<string>(),
  turn: z.number().int().default(0),
  input: z.custom<IntakeResult | null>().default(null),
  analysis: z.custom<IntentAnalysis | null>().default(null),
  kbDocs: z.custom<Passage[]>().default(() => []),
  answer: z.custom<Answer | null>().default(null),
  issueReport: z.custom<Report | null>().default(null),
  messages: MessagesValue,
  verification: z.custom<Verdict | null>().default(null),
  clarification: z.custom<ClarificationState | null>().default(null),
  decision: z.custom<Decision | null>().default(null),
  approval: z.custom<ApprovalState | null>().default(null),
  effects: z.custom<EffectRecord[]>().default(() => []),
  reply: z.string().nullable().default(null),
  /** The previous turn's outcome (for "I'm not satisfied" after a rejection). */
  previousOutcome: z.custom<Outcome | null>().default(null),
  /** The previous turn's claim type (a complaint about a rejection is about the same claim). */
  previousClaimType: z.custom<ClaimType | null>().default(null),
  /** Each node's output summary this turn, in the order the nodes ran (the turn's path), for the audit entry. */
  nodeLog: appendList<NodeLogEntry>(),
});

export type ClaimStateValue = typeof ClaimState.State;
export type ClaimStateUpdate = typeof ClaimState.Update;
