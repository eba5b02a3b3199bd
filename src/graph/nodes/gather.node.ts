// gather: classifies the message, extracts entities, retrieves knowledge; answers queries from documents and records.
import { asksToCancelNow } from '../../agents/gather/offline/message-cues.js';
import type { GraphDeps } from '../graph-deps.js';
import { tenantProfile } from '../graph-deps.js';
import { NODE } from '../node-names.js';
import { clockOf } from '../run-clock.js';
import type { ClaimStateUpdate, ClaimStateValue } from '../state.js';

export const gatherNode = (deps: GraphDeps) => async (state: ClaimStateValue): Promise<ClaimStateUpdate> => {
  const { request } = state;
  const tenant = deps.tenants.get(request.tenantId);
  const profile = tenantProfile(tenant);
  const clock = clockOf(state, tenant.config.timeZone);
  const text = state.input?.text ?? state.message;
  const [analysis, kbDocs] = await Promise.all([
    deps.agents.classifier.analyse({ text, tenant: profile, clock }),
    deps.knowledge.search({ tenantId: request.tenantId, query: text, role: request.role, limit: deps.passagesPerMessage }),
  ]);
  if (state.input && state.input.language !== 'und' && analysis.language === 'en') analysis.language = state.input.language;
  // Cancelling a product changes it for good: a model's reading that the customer wants it now must be confirmed by
  // the deterministic cues of the customer's own words (a model cannot cancel a policy on its own say-so).
  const cancelUnconfirmed = analysis.cancelNow && analysis.trace.backend !== 'offline' && !asksToCancelNow(text);
  if (cancelUnconfirmed) analysis.cancelNow = false;
  let answer = null;
  if (analysis.intent === 'query') {
    const records = await deps.store.customerRecords(request.tenantId, request.customerId);
    answer = await deps.agents.answerer.answer({ question: text, analysis, passages: kbDocs, records, tenant: profile, clock });
  }
  return {
    analysis,
    kbDocs,
    // Every written channel costs a checkpoint row: write the answer only when there is one.
    ...(answer ? { answer } : {}),
    nodeLog: [{
      node: NODE.gather,
      summary: {
        intent: analysis.intent, intentConfidence: analysis.intentConfidence, claimType: analysis.claimType,
        claimTypeConfidence: analysis.claimTypeConfidence, urgency: analysis.urgency, sentiment: analysis.sentiment,
        language: analysis.language, entities: analysis.entities, passages: kbDocs.map((p) => `${p.docId}#${p.section}`),
        answered: answer?.found ?? null, backend: analysis.trace, ...(cancelUnconfirmed ? { cancelNowIgnored: 'the message itself does not ask to cancel now' } : {}),
      },
    }],
  };
};
