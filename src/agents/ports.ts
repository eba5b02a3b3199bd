// The agents' ports: what the graph asks of each agent, implemented by the offline and the llm backends.
import type { AIMessage, BaseMessage } from '@langchain/core/messages';
import type { Clock } from '../domain/calendar.js';
import type { Entities } from '../domain/entities.js';
import type { Paise } from '../domain/money.js';
import type { Citation, RuleResult } from '../domain/rule-result.js';
import type { ClaimType, Intent, Outcome, Sentiment, Urgency } from '../domain/vocabulary.js';
import type { Passage } from '../domain/knowledge.port.js';
import type { AttachmentNote } from '../domain/attachments.js';
import type { ClaimVocabulary } from '../policy/pack.js';
import type { VerifierProposal } from '../policy/decision.js';
import type { InLanguages, Told, Wordings } from '../policy/wording.js';
import type { CustomerRecords } from '../domain/records.js';

/** How agents and replies name a claim type, and what they say of it (from its declaration in the pack). */
export interface ClaimTypeProfile {
  id: ClaimType;
  label: string;
  noun: string;
  aspects: string[];
  urgent: boolean;
  replyFacts: Partial<Record<Outcome, string | InLanguages>>;
  /** The sentences of its findings by code, per language (the declaration's `findingWords`). */
  findingWords: Wordings;
}

/** What an agent knows about the tenant it works for. */
export interface TenantProfile {
  id: string;
  name: string;
  kind: 'bank' | 'insurer';
  claimTypes: ClaimType[];
  vocabulary: ClaimVocabulary[];
  /** Each claim type's names and reply facts, by id. */
  claims: Record<ClaimType, ClaimTypeProfile>;
  locale: string;
  /** The tenant's automatic approval limit: a message about more money than this is urgent. */
  autoApprovalLimit?: Paise;
}

/** The plain-language label of a claim type ("Duplicate card charge"); the id itself if the tenant has no such type. */
export function claimLabel(tenant: Pick<TenantProfile, 'claims'>, claimType: ClaimType): string {
  return tenant.claims[claimType]?.label ?? claimType;
}

/** A claim type inside a sentence ("your duplicate card charge"). */
export function claimNoun(tenant: Pick<TenantProfile, 'claims'>, claimType: ClaimType): string {
  return tenant.claims[claimType]?.noun ?? claimType.replaceAll('_', ' ');
}

/** Which backend produced a result, and what it cost (for the audit entry). */
export interface AgentTrace {
  backend: 'offline' | 'llm';
  model?: string;
  fallbackFrom?: string;
  fallbackReason?: string;
  usage?: { inputTokens: number; outputTokens: number; costUsd: number };
  latencyMs?: number;
}

/**
 * Conversation that opens no case: a greeting, thanks, a goodbye, a pleasantry, or `withdrawn`: the customer takes back
 * what they asked ("actually never mind, I see it was paid"), with nothing new asked.
 */
export type SmallTalk = 'greeting' | 'thanks' | 'goodbye' | 'chitchat' | 'withdrawn' | 'acknowledged';

export interface IntentAnalysis {
  intent: Intent;
  intentConfidence: number;
  claimType: ClaimType | null;
  claimTypeConfidence: number;
  urgency: Urgency;
  sentiment: Sentiment;
  /** BCP-47-ish: "en", "hi-Latn" (romanised Hindi), "hi", "ta", … */
  language: string;
  /** Short topics, e.g. ["atm", "cash not dispensed"]. */
  aspects: string[];
  entities: Entities;
  /** The customer asks to cancel a product now (policy cancellation). */
  cancelNow: boolean;
  /** The customer says they are not satisfied with an earlier answer (raise the offered complaint). */
  dissatisfied: boolean;
  /**
   * When two claim types are close (or the cue words and the paraphrase classifier disagree), both, best first, with
   * their confidence: the graph can ask one question offering them instead of guessing. Absent or empty otherwise.
   */
  claimTypeAlternatives?: { claimType: ClaimType; confidence: number }[];
  /** The message is only a greeting, thanks, goodbye or pleasantry, or takes back what was asked: reply briefly, open no case. */
  smallTalk?: SmallTalk | null;
  /** The message cannot be understood (keyboard mash, no known words): ask again, open no case. */
  unintelligible?: boolean;
  /** A question about the customer's own records: their balance, where their cards stand, or where a claim, refund or request stands. */
  asks?: 'balance' | 'cards' | 'status' | null;
  /** A hypothetical or general question ("what if…", "agar … ho jaye to…", "what are the rules for…"): never a claim. */
  hypothetical?: boolean;
  /**
   * A problem told with no detail ("something is wrong with my account"): no claim type is read from it; the likeliest
   * ones are in `claimTypeAlternatives` for one question that narrows it.
   */
  vague?: boolean;
  trace: AgentTrace;
}

export interface IntentClassifier {
  analyse(input: { text: string; tenant: TenantProfile; clock: Clock }): Promise<IntentAnalysis>;
  /** Entities of a short follow-up (a clarification answer), on the same clock. */
  extractEntities(input: { text: string; tenant: TenantProfile; clock: Clock }): Promise<Entities>;
}

/** The report maker's output: crisp, from its inputs only. */
export interface Report {
  issue: string;
  userDemand: string;
  companyDocsAboutIssue: { citation: Citation; text: string }[];
  supportInfoFromUser: string[];
  policyRefs: Citation[];
  trace: AgentTrace;
}

export interface ReportWriter {
  write(input: ReportInput): Promise<Report>;
}

/**
 * The report maker's input. `attachments` are the customer's files (masked PDF text): untrusted supporting information,
 * reported as what the customer supplied, never as facts, instructions or records.
 */
export interface ReportInput {
  message: string;
  analysis: IntentAnalysis;
  passages: Passage[];
  tenant: TenantProfile;
  attachments?: AttachmentNote[];
}

export type { VerdictStatus } from '../policy/decision.js';

/** The verifier's conclusion: its proposal, which `decide` recomputes with the policy engine, plus what it rests on. */
export interface Verdict extends VerifierProposal {
  citations: Citation[];
  /** The rule result the verifier saw (from the evaluate_policy_rule tool), if any. */
  ruleResult: RuleResult | null;
  trace: AgentTrace;
}

export interface VerifierInput {
  tenant: TenantProfile;
  clock: Clock;
  report: Report;
  analysis: IntentAnalysis;
  /** The tool loop so far: AI messages with tool calls, tool messages, and clarification answers as human messages. */
  messages: BaseMessage[];
}

export type VerifierStep = { kind: 'tools'; message: AIMessage } | { kind: 'verdict'; verdict: Verdict };

export interface ClaimVerifier {
  /** The next step of the tool loop: more tool calls, or the verdict. */
  step(input: VerifierInput): Promise<VerifierStep>;
}

/** An answer to a question, from the knowledge base and the customer's own records only. */
export interface Answer {
  found: boolean;
  text: string;
  citations: Citation[];
  trace: AgentTrace;
}

export interface QueryAnswerer {
  answer(input: { question: string; analysis: IntentAnalysis; passages: Passage[]; records: CustomerRecords; tenant: TenantProfile; clock: Clock }): Promise<Answer>;
}

/** Everything the reply writer may say: it invents nothing beyond this. */
export interface ReplyInput {
  tenant: TenantProfile;
  language: string;
  customerName: string;
  outcome: Outcome;
  claimType: ClaimType | null;
  analysis: IntentAnalysis;
  amount: Paise;
  /** Amount actually paid in this turn (0 when only proposed). */
  paid: Paise;
  /** What the customer is told, in English; a worded phrase is rendered in the reply's language (policy/wording.ts). */
  reasons: Told[];
  findings: Told[];
  formula: string | null;
  citations: Citation[];
  answer: Answer | null;
  clarificationQuestion: string | null;
  ticketIds: string[];
  /** e.g. "within 10 working days" for a shadow credit, or the review SLA: English, or in each language. */
  timeline: string | InLanguages | null;
  /** The last four digits of the card blocked in this turn. */
  cardBlocked: string | null;
  policyCancelled: string | null;
  complaintOffered: boolean;
  approvalStatus: 'pending' | 'approved' | 'rejected' | null;
}

export interface ReplyWriter {
  write(input: ReplyInput): Promise<{ text: string; trace: AgentTrace }>;
}

/** The set of agents a graph runs with. */
export interface Agents {
  classifier: IntentClassifier;
  reporter: ReportWriter;
  verifier: ClaimVerifier;
  answerer: QueryAnswerer;
  replier: ReplyWriter;
}
