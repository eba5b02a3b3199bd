// The claim verifier on two chat models: a tool-bound planner (first pass) and a structured decider without tools.
import { AIMessage, HumanMessage, ToolMessage, type BaseMessage } from '@langchain/core/messages';
import type { ModelRunner } from '../../llm-kit/model-runner.js';
import { addUsage, zeroUsage, type Usage } from '../../llm-kit/usage.js';
import { parseMoney } from '../../../domain/money.js';
import type { Citation, RuleResult } from '../../../domain/rule-result.js';
import type { AgentTrace, ClaimVerifier, Verdict, VerifierInput, VerifierStep } from '../../ports.js';
import { boundToolSpecs, guardToolCalls, type DroppedCall } from './tool-call.guard.js';
import { decideMessages, planMessages, type VerdictOutput, verdictOutputSchema } from './verify.prompt.js';

export interface LlmVerifierOptions {
  /** Tool rounds before the decision is forced, counted since the last clarification answer (default 1: plan once, then decide). */
  maxToolRounds?: number;
  /** Tool rounds in the whole loop, clarifications included (default 4). */
  maxTotalToolRounds?: number;
}

const TOOL_TEXT_LIMIT = 4000;

/** Tools whose results name the records a claim's policy rule can be evaluated on. */
const POLICY_TOOLS: ReadonlySet<string> = new Set(['find_claim_records', 'evaluate_policy_rule']);

interface ToolRecord {
  name: string;
  args: Record<string, unknown>;
  content: string;
  /** False for an error ToolMessage (a refused or failed call): its text grounds nothing. */
  ok: boolean;
}

function contentText(message: BaseMessage): string {
  return typeof message.content === 'string' ? message.content : message.text;
}

/** Tool results in order, each with the name and arguments of the call it answers. */
export function toolRecords(messages: readonly BaseMessage[]): ToolRecord[] {
  const calls = new Map<string, { name: string; args: Record<string, unknown> }>();
  const records: ToolRecord[] = [];
  for (const m of messages) {
    if (AIMessage.isInstance(m)) for (const c of m.tool_calls ?? []) if (c.id) calls.set(c.id, { name: c.name, args: c.args });
    if (ToolMessage.isInstance(m)) {
      const call = calls.get(m.tool_call_id);
      records.push({ name: call?.name ?? m.name ?? 'unknown', args: call?.args ?? {}, content: contentText(m), ok: m.status !== 'error' });
    }
  }
  return records;
}

function isRuleResult(value: unknown): value is RuleResult {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return typeof r.claimType === 'string' && typeof r.eligible === 'string' && Number.isSafeInteger(r.amount) && Array.isArray(r.findings);
}

/** The rule results returned by evaluate_policy_rule calls (the tool's JSON, or its `result` field). */
export function ruleResultsOf(records: readonly ToolRecord[]): RuleResult[] {
  const results: RuleResult[] = [];
  for (const r of records.filter((x) => x.name === 'evaluate_policy_rule')) {
    try {
      const value: unknown = JSON.parse(r.content);
      const inner = typeof value === 'object' && value !== null ? ((value as Record<string, unknown>).result ?? (value as Record<string, unknown>).ruleResult) : undefined;
      if (isRuleResult(value)) results.push(value);
      else if (isRuleResult(inner)) results.push(inner);
    } catch {
      // Not JSON (an error message): no rule result.
    }
  }
  return results;
}

function roundsOf(messages: readonly BaseMessage[]): { sinceHuman: number; total: number } {
  let sinceHuman = 0;
  let total = 0;
  for (const m of messages) {
    if (HumanMessage.isInstance(m)) sinceHuman = 0;
    if (AIMessage.isInstance(m) && (m.tool_calls?.length ?? 0) > 0) {
      sinceHuman += 1;
      total += 1;
    }
  }
  return { sinceHuman, total };
}

export class LlmClaimVerifier implements ClaimVerifier {
  private readonly maxToolRounds: number;
  private readonly maxTotalToolRounds: number;

  constructor(private readonly planner: ModelRunner, private readonly decider: ModelRunner, options: LlmVerifierOptions = {}) {
    this.maxToolRounds = options.maxToolRounds ?? 1;
    this.maxTotalToolRounds = options.maxTotalToolRounds ?? 4;
  }

  async step(input: VerifierInput): Promise<VerifierStep> {
    const rounds = roundsOf(input.messages);
    let usage = zeroUsage();
    let latencyMs = 0;
    let dropped: DroppedCall[] = [];
    if (rounds.sinceHuman < this.maxToolRounds && rounds.total < this.maxTotalToolRounds) {
      const planned = await this.planner.withTools(boundToolSpecs(), planMessages(input));
      usage = addUsage(usage, planned.usage);
      latencyMs += planned.latencyMs;
      const guarded = guardToolCalls(planned.value, input.tenant.claimTypes);
      dropped = guarded.dropped;
      if (guarded.calls.length > 0) {
        const trace: AgentTrace = { backend: 'llm', model: this.planner.label, usage, latencyMs: Math.round(latencyMs) };
        const message = new AIMessage({
          content: planned.value.content,
          tool_calls: guarded.calls,
          ...(planned.value.id ? { id: planned.value.id } : {}),
          ...(planned.value.usage_metadata ? { usage_metadata: planned.value.usage_metadata } : {}),
          response_metadata: { ...planned.value.response_metadata, echopilot: { trace, dropped: guarded.dropped, stripped: guarded.stripped } },
        });
        return { kind: 'tools', message };
      }
    }
    return { kind: 'verdict', verdict: await this.decide(input, usage, latencyMs, dropped) };
  }

  private async decide(input: VerifierInput, planUsage: Usage, planLatencyMs: number, dropped: DroppedCall[]): Promise<Verdict> {
    const records = toolRecords(input.messages);
    const toolText = records
      .map((r) => `${r.name}(${JSON.stringify(r.args)}) →\n${r.content.length > TOOL_TEXT_LIMIT ? `${r.content.slice(0, TOOL_TEXT_LIMIT)}…` : r.content}`)
      .join('\n\n');
    const clarifications = input.messages.filter((m) => HumanMessage.isInstance(m)).map(contentText);
    const decided = await this.decider.structured(verdictOutputSchema, 'verdict', decideMessages(input, toolText, clarifications));
    const usage = addUsage(planUsage, decided.usage);
    const trace: AgentTrace = { backend: 'llm', model: this.decider.label, usage, latencyMs: Math.round(planLatencyMs + decided.latencyMs) };
    return groundVerdict(decided.value, input, records, dropped, trace);
  }
}

/** Whether `id` occurs in `text` as a whole id (not inside a longer one, e.g. "T900" in "T9001"). */
export function mentionsId(text: string, id: string): boolean {
  if (id.trim() === '') return false;
  const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^A-Za-z0-9_-])${escaped}($|[^A-Za-z0-9_-])`).test(text);
}

/**
 * Keeps only what the tools and the report support: record ids that successful tool calls returned (an error
 * message naming a refused record, e.g. another customer's, grounds nothing), citations that exist.
 */
export function groundVerdict(out: VerdictOutput, input: VerifierInput, records: readonly ToolRecord[], dropped: readonly DroppedCall[], trace: AgentTrace): Verdict {
  const toolText = records.filter((r) => r.ok).map((r) => r.content).join('\n');
  const reasons = [...out.reasons];
  let status = out.status;
  let confidence = out.confidence;
  let subjectId = out.subjectId;
  // The subject must be a record the policy tools considered (a claim candidate or a rule result): an account or
  // card id from another listing is the customer's, but not something the claim's rule can be evaluated on.
  const policyText = records.filter((r) => r.ok && POLICY_TOOLS.has(r.name)).map((r) => r.content).join('\n');
  if (subjectId !== null && !mentionsId(policyText, subjectId)) {
    reasons.push(mentionsId(toolText, subjectId)
      ? `The model named record ${subjectId}, which no policy tool checked for this claim; a person must check.`
      : `The model named record ${subjectId}, which no tool returned; a person must check.`);
    subjectId = null;
    if (status === 'valid' || status === 'invalid') status = 'needs_human';
    confidence = Math.min(confidence, 0.5);
  }
  if (dropped.length > 0) reasons.push(`Ignored ${dropped.length} tool request(s) the model was not allowed to make.`);
  const candidates = out.candidates.filter((c) => mentionsId(toolText, c.id));
  const ruleResults = ruleResultsOf(records);
  // Only the rule result for the named subject: another record's result says nothing about this one.
  const ruleResult = subjectId === null ? null : (ruleResults.find((r) => r.subjectId === subjectId) ?? null);
  const claimType = out.claimType !== null && input.tenant.claimTypes.includes(out.claimType) ? out.claimType : (ruleResult?.claimType ?? input.analysis.claimType);
  const known: Citation[] = [...input.report.policyRefs, ...(ruleResult?.citations ?? [])];
  const citations: Citation[] = [];
  for (const c of out.citations) {
    const match = known.find((k) => k.docId === c.docId && k.section === c.section);
    const inTools = toolText.includes(c.docId) && toolText.includes(c.section);
    if ((match || inTools) && !citations.some((x) => x.docId === c.docId && x.section === c.section)) citations.push(match ?? { docId: c.docId, section: c.section });
  }
  for (const c of ruleResult?.citations ?? []) {
    if (!citations.some((x) => x.docId === c.docId && x.section === c.section)) citations.push(c);
  }
  const amount = ruleResult ? ruleResult.amount : status === 'valid' ? (parseMoney(out.amount ?? '') ?? 0) : 0;
  return {
    status,
    claimType,
    subjectId,
    candidates,
    amount: Math.max(0, amount),
    confidence,
    reasons,
    citations,
    ruleResult,
    trace,
  };
}
