// report: the report maker arranges issue, demand, company documents and the customer's facts.
import { EchoPilotError } from '../../domain/errors.js';
import type { GraphDeps } from '../graph-deps.js';
import { tenantProfile } from '../graph-deps.js';
import { NODE } from '../node-names.js';
import type { ClaimStateUpdate, ClaimStateValue } from '../state.js';

export const reportNode = (deps: GraphDeps) => async (state: ClaimStateValue): Promise<ClaimStateUpdate> => {
  if (!state.analysis) throw new EchoPilotError('INTERNAL', 'report ran before gather');
  const tenant = deps.tenants.get(state.request.tenantId);
  const report = await deps.agents.reporter.write({
    message: state.input?.redacted ?? state.message,
    analysis: state.analysis,
    passages: state.kbDocs,
    tenant: tenantProfile(tenant),
  });
  return { issueReport: report, nodeLog: [{ node: NODE.report, summary: { issue: report.issue, userDemand: report.userDemand, support: report.supportInfoFromUser, policyRefs: report.policyRefs } }] };
};
