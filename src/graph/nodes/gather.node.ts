// gather: classifies the message, extracts entities, retrieves knowledge; answers queries from documents and records.
import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import { asksToCancelNow } from '../../agents/gather/offline/message-cues.js';
import { redactPii } from '../../agents/intake/redact-pii.js';
import { NODE } from '../node-names.js';
import type { ClaimStateValue, NodeResult } from '../state.js';
import { turnContextOf } from '../turn-context.js';

export const gatherNode = () => async (state: ClaimStateValue, config: LangGraphRunnableConfig): Promise<NodeResult> => {
  const ctx = turnContextOf(config);
  // Entities, retrieval and prompts see the masked message: personal data never reaches a model, a log or the audit.
  const text = state.input?.redacted ?? redactPii(state.message);
  const [analysis, passages] = await Promise.all([
    ctx.agents.classifier.analyse({ text, tenant: ctx.profile, clock: ctx.clock }),
    ctx.passages(text),
  ]);
  if (state.input && state.input.language !== 'und' && analysis.language === 'en') analysis.language = state.input.language;
  // Cancelling a product changes it for good: a model's reading that the customer wants it now must be confirmed by
  // the deterministic cues of the customer's own words (a model cannot cancel a policy on its own say-so).
  const cancelUnconfirmed = analysis.cancelNow && analysis.trace.backend !== 'offline' && !asksToCancelNow(text);
  if (cancelUnconfirmed) analysis.cancelNow = false;
  const answer = analysis.intent === 'query'
    ? await ctx.agents.answerer.answer({ question: text, analysis, passages, records: ctx.records, tenant: ctx.profile, clock: ctx.clock })
    : null;
  return {
    analysis,
    // Every written channel costs a checkpoint row: write the answer only when there is one.
    ...(answer ? { answer } : {}),
    nodeLog: [{
      node: NODE.gather,
      summary: {
        intent: analysis.intent, intentConfidence: analysis.intentConfidence, claimType: analysis.claimType,
        claimTypeConfidence: analysis.claimTypeConfidence, urgency: analysis.urgency, sentiment: analysis.sentiment,
        language: analysis.language, entities: analysis.entities, passages: passages.map((p) => `${p.docId}#${p.section}`),
        answered: answer?.found ?? null, backend: analysis.trace, ...(cancelUnconfirmed ? { cancelNowIgnored: 'the message itself does not ask to cancel now' } : {}),
      },
    }],
  };
};
