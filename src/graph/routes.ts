// Routing between nodes (docs/design.md#nodes-and-routes): pure functions of the state.
import { AIMessage } from '@langchain/core/messages';
import { END } from '@langchain/langgraph';
import { NODE } from './node-names.js';
import type { ClaimStateValue } from './state.js';

/** "I'm not satisfied" after a rejection, about that claim (no new claim of another type). */
export function complainsAboutRejection(state: Pick<ClaimStateValue, 'analysis' | 'previousOutcome' | 'previousClaimType'>): boolean {
  const analysis = state.analysis;
  if (!analysis?.dissatisfied || state.previousOutcome !== 'rejected') return false;
  return analysis.claimType === null || analysis.claimType === state.previousClaimType;
}

export function afterGather(state: ClaimStateValue): typeof NODE.respond | typeof NODE.report {
  return state.analysis?.intent === 'query' ? NODE.respond : NODE.report;
}

export function afterReport(state: ClaimStateValue): typeof NODE.verify | typeof NODE.decide {
  const analysis = state.analysis;
  if (!analysis?.claimType) return NODE.decide;
  if (complainsAboutRejection(state)) return NODE.decide;
  return NODE.verify;
}

export function afterVerify(state: ClaimStateValue): typeof NODE.tools | typeof NODE.decide {
  if (state.verification) return NODE.decide;
  const last = state.toolLoop[state.toolLoop.length - 1];
  return last && AIMessage.isInstance(last) && (last.tool_calls?.length ?? 0) > 0 ? NODE.tools : NODE.decide;
}

export function afterDecide(state: ClaimStateValue): typeof NODE.act | typeof NODE.respond {
  const outcome = state.decision?.outcome;
  return outcome === 'clarification' || outcome === 'answered' || (state.decision?.plan.length ?? 0) === 0 ? NODE.respond : NODE.act;
}

export function afterRespond(state: ClaimStateValue): typeof NODE.clarify | typeof NODE.approve | typeof END {
  const outcome = state.decision?.outcome;
  if (outcome === 'clarification') return NODE.clarify;
  if (outcome === 'needs_approval' && state.approval?.status === 'pending') return NODE.approve;
  return END;
}

/** After the review, act runs either way: it pays (approved) or closes the review and records why (not approved). */
export function afterApprove(): typeof NODE.act {
  return NODE.act;
}
