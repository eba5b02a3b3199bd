// The claim graph's state, typed with zod: one channel per node output, plus the per-turn path and node log. Identity,
// clock and records are not state: they travel in the turn's context (turn-context.ts). The graph also declares what
// it takes (ClaimInput) and what it gives back (ClaimOutput): the schemas the LangGraph platform publishes.
import { z } from 'zod';
import { MessagesValue, ReducedValue, StateSchema } from '@langchain/langgraph';
import { redactPii } from '../agents/intake/redact-pii.js';
import type { Answer, IntentAnalysis, Report, Verdict } from '../agents/ports.js';
import type { EffectRecord } from '../domain/effects.js';
import type { Paise } from '../domain/money.js';
import { ACTIONS, OUTCOMES, type ClaimType, type Outcome } from '../domain/vocabulary.js';
import type { Decision } from '../policy/decision.js';
import type { Confirmation, WordsReading } from '../policy/evidence.js';

export type { Decision, PlannedEffect } from '../policy/decision.js';

export interface IntakeResult {
  /** The message with personal data masked: what prompts, logs and the audit trail see. */
  redacted: string;
  language: string;
  characters: number;
}

export interface ClarificationState {
  question: string;
  candidates: { id: string; describe: string }[];
  answers: string[];
  asked: number;
  /** Set when the question asks the customer to confirm one claim, record and amount (their answer lands here). */
  confirm?: Confirmation;
  /** Set when the question asks which of two claim types happened: the customer's pick sets the claim type. */
  typeChoices?: ClaimType[];
  /** The listed records the customer's own words claimed one by one ("both failed: 2,000 and 4,000"): each is run as a claim of its own. */
  named?: string[];
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

/** What a turn came to, written by respond: the part of the output a client acts on (no internal reasoning). */
export const TurnOutput = z.object({
  outcome: z.enum(OUTCOMES),
  amount: z.number().int().describe('Granted money in paise: paid when resolved, proposed while a reviewer decides (needs_approval), else 0.'),
  actions: z.array(z.enum(ACTIONS)).describe('What EchoPilot did this turn (refund, ticket, incident, block_card, ...).'),
  reference: z.string().describe("The conversation's ticket reference (TKT-...), as the reply gives it."),
  tickets: z.array(z.string()).describe('The tickets this turn opened or updated.'),
  waitingFor: z.enum(['customer', 'review']).nullable().describe('customer: answer the question (resume with the answer); review: a reviewer decides the approval.'),
  approvalId: z.string().nullable().describe('The approval a reviewer decides, when there is one.'),
});
export type TurnOutputValue = z.infer<typeof TurnOutput>;

export const ClaimState = new StateSchema({
  /**
   * The current customer message, masked as it is written: no checkpoint, from the run's input on, holds the personal
   * data it carried (a card number, a phone), whoever wrote it (a run's input, the platform server, a node). The
   * default matters: LangGraph stores a reducer channel's first write as given when the channel has no value yet. The
   * text's length is checked as the customer wrote it, before the graph (conversation service, platform entry): masking
   * lengthens it.
   */
  message: new ReducedValue(z.string().default(''), { reducer: (_current: string, next: string) => redactPii(next) }),
  /** The day the claim of this turn was reported: rules judge it as of then, even when a clarification answer or a
   * review comes days later (a late answer must not cost the customer a reporting window). */
  reportedOn: z.string().nullable().default(null),
  turn: z.number().int().default(0),
  input: z.custom<IntakeResult | null>().default(null),
  analysis: z.custom<IntentAnalysis | null>().default(null),
  /** The deterministic reading of the customer's own words: what a model's proposal must agree with before money moves. */
  words: z.custom<WordsReading | null>().default(null),
  answer: z.custom<Answer | null>().default(null),
  issueReport: z.custom<Report | null>().default(null),
  /**
   * The dialogue, as chat messages: the customer's words (masked) and EchoPilot's replies, across turns. What chat
   * views and LangGraph's `messages` stream mode show.
   */
  messages: MessagesValue,
  /** The verifier's tool loop of this turn: its tool calls, the tool results and clarification answers. */
  toolLoop: MessagesValue,
  verification: z.custom<Verdict | null>().default(null),
  clarification: z.custom<ClarificationState | null>().default(null),
  decision: z.custom<Decision | null>().default(null),
  approval: z.custom<ApprovalState | null>().default(null),
  effects: z.custom<EffectRecord[]>().default(() => []),
  reply: z.string().nullable().default(null),
  /** The turn's outcome as clients see it (null while a turn runs). */
  result: TurnOutput.nullable().default(null),
  /** The previous turn's outcome (for "I'm not satisfied" after a rejection). */
  previousOutcome: z.custom<Outcome | null>().default(null),
  /** The previous turn's claim type (a complaint about a rejection is about the same claim). */
  previousClaimType: z.custom<ClaimType | null>().default(null),
});

/**
 * What a run takes: the customer's message, and for staff keys the customer it acts for. `customer_id` is checked
 * against the API key by the platform entry, which passes only `message` on: no identity is ever written to state.
 */
export const ClaimInput = new StateSchema({
  message: z.string().describe("The customer's message."),
  customer_id: z.string().optional().describe('Staff keys only: the customer this run acts for (customer keys leave it out).'),
});

/** What a run gives back: the reply, the turn's outcome, and the dialogue (the customer's words and the replies). */
export const ClaimOutput = new StateSchema({
  reply: ClaimState.fields.reply,
  result: ClaimState.fields.result,
  messages: ClaimState.fields.messages,
});

export type ClaimStateValue = typeof ClaimState.State;

/**
 * What a turn came to: its decision's outcome; with no decision, the customer was answered, or, when nothing in the
 * message could be read ("asdf qwerty"), asked again what they need (a question back is a clarification, though no
 * record or claim type waits on the answer: the next message is read afresh).
 */
export function turnOutcome(state: Pick<ClaimStateValue, 'decision' | 'analysis'>): Outcome {
  if (state.decision) return state.decision.outcome;
  return state.analysis?.unintelligible ? 'clarification' : 'answered';
}
export type ClaimStateUpdate = typeof ClaimState.Update;

/** What a node returns: its state update, and the summary it adds to the turn's trail (kept out of the checkpoint). */
export type NodeResult = ClaimStateUpdate & { nodeLog?: NodeLogEntry[] };
