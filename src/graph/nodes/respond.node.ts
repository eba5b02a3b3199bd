// respond: the reply to the customer from the decision, its effects and citations — nothing the state does not hold —
// and the turn's result as clients see it (outcome, amount, actions, references, what it waits for).
import { AIMessage } from '@langchain/core/messages';
import { EchoPilotError } from '../../domain/errors.js';
import type { ReplyInput } from '../../agents/ports.js';
import { END, type LangGraphRunnableConfig } from '@langchain/langgraph';
import { NODE } from '../node-names.js';
import { afterRespond } from '../routes.js';
import { turnOutcome, type ClaimStateValue, type NodeResult, type TurnOutputValue } from '../state.js';
import { threadReference, turnContextOf } from '../turn-context.js';
import { checkModelText } from '../../policy/customer-text-guard.js';
import { toldOf } from '../../policy/wording.js';
import { recordsMaterial } from '../trusted-material.js';

/** Where the graph goes after respond says what the turn waits for: a question waits for the customer, an approval for a reviewer. */
const WAITING_FOR: Record<ReturnType<typeof afterRespond>, TurnOutputValue['waitingFor']> = { [NODE.clarify]: 'customer', [NODE.approve]: 'review', [END]: null };

export const respondNode = () => async (state: ClaimStateValue, config: LangGraphRunnableConfig): Promise<NodeResult> => {
  const { analysis } = state;
  if (!analysis) throw new EchoPilotError('INTERNAL', 'respond ran before gather');
  const ctx = turnContextOf(config);
  const decision = state.decision;
  const outcome = turnOutcome(state);
  const ticketIds = [...new Set(state.effects.filter((e) => e.action === 'ticket' || e.action === 'complaint_ticket').map((e) => e.recordId))];
  const blockedCardId = state.effects.find((e) => e.action === 'block_card')?.recordId ?? null;
  const blockedCard = blockedCardId ? ctx.records.cards.find((c) => c.id === blockedCardId) : undefined;
  const input: ReplyInput = {
    tenant: ctx.profile,
    language: analysis.language,
    customerName: ctx.records.customer.name,
    outcome,
    claimType: decision?.claimType ?? null,
    analysis,
    amount: decision?.amount ?? 0,
    paid: state.effects.filter((e) => e.action === 'refund').reduce((sum, e) => sum + (e.amount ?? 0), 0),
    reasons: decision?.reasons ?? [],
    findings: outcome === 'resolved' || outcome === 'needs_approval' ? (decision?.ruleResult?.findings.map(toldOf) ?? []) : [],
    formula: decision?.ruleResult?.formula ?? null,
    citations: decision?.citations ?? [],
    answer: state.answer,
    // With no decision, a question back is the answerer's own ("Sorry, I couldn't understand that. Could you tell me…?").
    clarificationQuestion: state.clarification?.question ?? (decision ? null : (state.answer?.text ?? null)),
    ticketIds,
    timeline: decision?.claimType ? (ctx.profile.claims[decision.claimType]?.replyFacts[outcome] ?? null) : null,
    cardBlocked: blockedCard ? blockedCard.last4 : null,
    policyCancelled: state.effects.find((e) => e.action === 'cancel_policy')?.recordId ?? null,
    complaintOffered: decision?.complaintOffered ?? false,
    approvalStatus: state.approval?.status ?? null,
  };
  let reply = await ctx.agents.replier.write(input);
  // A model-written reply is untrusted output: checked against our own template and the records, else the template.
  let replaced: string[] | null = null;
  if (reply.trace.backend === 'llm') {
    const template = await ctx.offline.replier.write(input);
    const records = recordsMaterial(ctx.records);
    const check = checkModelText(reply.text, {
      texts: [template.text, input.formula ?? ''],
      ids: [...records.ids, ...ticketIds, ...(state.approval ? [state.approval.approvalId] : [])],
      numbers: records.numbers,
    });
    if (!check.ok) {
      replaced = check.problems;
      reply = template;
    }
  }
  const result: TurnOutputValue = {
    outcome,
    amount: decision?.amount ?? 0,
    actions: [...new Set(state.effects.map((e) => e.action))],
    reference: threadReference(ctx.threadId),
    tickets: ticketIds,
    waitingFor: WAITING_FOR[afterRespond(state)],
    approvalId: state.approval?.approvalId ?? null,
  };
  return { reply: reply.text, result, messages: [new AIMessage({ content: reply.text })], nodeLog: [{ node: NODE.respond, summary: { outcome, backend: reply.trace, characters: reply.text.length, ...(replaced ? { modelReplyReplaced: replaced } : {}) } }] };
};
