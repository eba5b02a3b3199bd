// decide: hands the verifier's proposal and the turn's judge to the policy's deterministic guard and records its
// decision. The node only gathers inputs and writes state; the rules live in src/policy/decide.ts.
import { RemoveMessage } from '@langchain/core/messages';
import { REMOVE_ALL_MESSAGES, type LangGraphRunnableConfig } from '@langchain/langgraph';
import { EchoPilotError } from '../../domain/errors.js';
import { decideTurn } from '../../policy/decide.js';
import { textsOf } from '../../policy/wording.js';
import { questionWords } from '../../agents/respond/offline/question-phrases.js';
import { replyLanguage } from '../../agents/respond/offline/reply-phrases.js';
import { NODE } from '../node-names.js';
import { complainsAboutRejection } from '../routes.js';
import type { ClaimStateValue, NodeResult } from '../state.js';
import { turnContextOf } from '../turn-context.js';

export const decideNode = () => async (state: ClaimStateValue, config: LangGraphRunnableConfig): Promise<NodeResult> => {
  const { analysis, verification } = state;
  if (!analysis) throw new EchoPilotError('INTERNAL', 'decide ran before gather');
  const ctx = turnContextOf(config);
  const { decision, clarify, trace } = decideTurn({
    intent: analysis.intent,
    claimType: analysis.claimType,
    urgent: analysis.urgency === 'high',
    cancelNow: analysis.cancelNow,
    complainsAboutRejection: complainsAboutRejection(state),
    proposal: verification,
    clarificationsAsked: state.clarification?.asked ?? 0,
    citations: state.issueReport?.policyRefs ?? [],
    judge: ctx.judge,
    params: ctx.tenant.common,
    proposalFromModel: verification?.trace.backend === 'llm',
    words: state.words,
    candidatesFor: (claimType) => ctx.candidates(claimType),
    confirmation: state.clarification?.confirm ?? null,
    // Questions are asked in the language the reply is written in (the language read from the customer's message).
    questions: questionWords(replyLanguage(analysis.language), ctx.profile),
    answerReady: state.answer !== null,
  });
  // The tool transcript has served once the verdict is final: only a question's answer goes back to the verifier with
  // it. Left in state it would be written with every later checkpoint (the pause before act, the end, a review).
  const transcriptDone = decision.outcome !== 'clarification' && state.toolLoop.length > 0;
  return {
    decision,
    ...(transcriptDone ? { toolLoop: [new RemoveMessage({ id: REMOVE_ALL_MESSAGES })] } : {}),
    ...(clarify ? { clarification: { question: clarify.question, candidates: clarify.candidates, answers: state.clarification?.answers ?? [], asked: (state.clarification?.asked ?? 0) + 1, ...(clarify.confirm ? { confirm: clarify.confirm } : {}), ...(clarify.typeChoices ? { typeChoices: clarify.typeChoices } : {}), ...(clarify.named ? { named: clarify.named } : {}) } } : {}),
    nodeLog: [{ node: NODE.decide, summary: { outcome: decision.outcome, claimType: decision.claimType, valid: decision.valid, amount: decision.amount, reasons: textsOf(decision.reasons), engineAgrees: decision.engineAgrees, plan: decision.plan, ...trace } }],
  };
};
