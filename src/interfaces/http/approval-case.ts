// The reviewer's case file for one approval: what the store already holds (the approval's evidence, the thread's
// audit trail, the customer's records) arranged for a decision — the customer's masked words, the records with the
// claimed one marked among the rule's candidates, findings with the passages they cite, the amount and its formula,
// the confidence, why a person must decide, and the four-eyes state.
import { z } from 'zod';
import type { EchoPilot } from '../../app/echopilot.js';
import { claimCandidateIds } from '../../app/claim-candidates.js';
import type { Approval, AuditEntry } from '../../domain/effects.js';
import { toRupees } from '../../domain/money.js';
import type { CustomerRecords } from '../../domain/records.js';
import type { Store } from '../../domain/store.port.js';
import type { approvalCaseSchema } from './schemas.js';

type ApprovalCase = z.infer<typeof approvalCaseSchema>;

// The evidence is stored as JSON; read it leniently (every part optional) so an older approval still opens.
const citation = z.object({ docId: z.string(), section: z.string() }).passthrough();
const evidenceSchema = z.object({
  reasons: z.array(z.string()).optional(),
  initiatedBy: z.string().optional(),
  ruleResult: z.object({
    eligible: z.string().optional(),
    formula: z.string().optional(),
    subjectId: z.string().nullable().optional(),
    urgent: z.boolean().optional(),
    components: z.array(z.object({ kind: z.string(), label: z.string(), amount: z.number(), formula: z.string(), relatesTo: z.string() })).optional(),
    findings: z.array(z.object({ code: z.string(), text: z.string(), recordIds: z.array(z.string()) })).optional(),
    citations: z.array(citation).optional(),
  }).passthrough().optional(),
  report: z.object({
    issue: z.string().optional(),
    userDemand: z.string().optional(),
    supportInfoFromUser: z.array(z.string()).optional(),
    companyDocsAboutIssue: z.array(z.object({ citation, text: z.string() })).optional(),
  }).passthrough().optional(),
  verification: z.object({ confidence: z.number().optional(), status: z.string().optional() }).passthrough().optional(),
}).passthrough();

const turnDetails = z.object({
  outcome: z.string().optional(),
  nodes: z.array(z.object({ node: z.string(), summary: z.unknown() })).optional(),
}).passthrough();

type Evidence = z.infer<typeof evidenceSchema>;

/** The masked customer text of the turn that raised the approval (intake's redacted copy), if the audit kept it. */
function customerWords(audit: readonly AuditEntry[], approval: Approval): string | null {
  const turns = audit.filter((e) => e.event === 'turn' && e.at <= approval.createdAt);
  for (const entry of turns.reverse()) {
    const details = turnDetails.safeParse(entry.details);
    if (!details.success) continue;
    const intake = details.data.nodes?.find((n) => n.node === 'intake')?.summary as { redacted?: unknown } | undefined;
    if (typeof intake?.redacted === 'string') return intake.redacted;
  }
  return null;
}

/** The urgency gather assigned to the raising turn ('high' | 'medium' | 'low'), else null. */
function gatheredUrgency(audit: readonly AuditEntry[], approval: Approval): string | null {
  for (const entry of audit.filter((e) => e.event === 'turn' && e.at <= approval.createdAt).reverse()) {
    const details = turnDetails.safeParse(entry.details);
    const gather = details.success ? (details.data.nodes?.find((n) => n.node === 'gather')?.summary as { urgency?: unknown } | undefined) : undefined;
    if (typeof gather?.urgency === 'string') return gather.urgency;
  }
  return null;
}

/** One line per record kind, in the customer's records. */
function describeRecord(records: CustomerRecords, id: string): ApprovalCase['records'][number] | null {
  const t = records.transactions.find((r) => r.id === id);
  if (t) {
    return {
      id, kind: 'transaction', at: t.at, amount: toRupees(t.amount), amount_paise: t.amount,
      description: `${t.direction} ${t.channel.replace(/_/g, ' ')} · ${t.counterparty}${t.reference ? ` · ref ${t.reference}` : ''} · ${t.status}`,
      roles: [],
    };
  }
  const p = records.policies.find((r) => r.id === id);
  if (p) return { id, kind: 'policy', at: p.startOn, amount: toRupees(p.premium), amount_paise: p.premium, description: `${p.product} policy · ${p.status} · ${p.startOn} to ${p.endOn}`, roles: [] };
  const c = records.claims.find((r) => r.id === id);
  if (c) return { id, kind: 'claim', at: c.filedOn, amount: toRupees(c.amountClaimed), amount_paise: c.amountClaimed, description: `claim on ${c.policyId} · ${c.status}`, roles: [] };
  const card = records.cards.find((r) => r.id === id);
  if (card) return { id, kind: 'card', at: null, amount: null, amount_paise: null, description: `${card.kind} card ending ${card.last4} · ${card.status}`, roles: [] };
  return null;
}

function recordsOfCase(evidence: Evidence, records: CustomerRecords, candidateIds: readonly string[]): ApprovalCase['records'] {
  const rule = evidence.ruleResult;
  const roles = new Map<string, Set<ApprovalCase['records'][number]['roles'][number]>>();
  const mark = (id: string | null | undefined, role: ApprovalCase['records'][number]['roles'][number]) => {
    if (!id) return;
    if (!roles.has(id)) roles.set(id, new Set());
    roles.get(id)?.add(role);
  };
  mark(rule?.subjectId, 'claimed');
  for (const f of rule?.findings ?? []) for (const id of f.recordIds) mark(id, 'cited');
  for (const id of candidateIds) mark(id, 'candidate');
  const out: ApprovalCase['records'] = [];
  for (const [id, set] of roles) {
    const record = describeRecord(records, id);
    if (record) out.push({ ...record, roles: [...set].sort() });
  }
  // The claimed record first, then cited ones, then other candidates; by date within each.
  const rank = (r: ApprovalCase['records'][number]) => (r.roles.includes('claimed') ? 0 : r.roles.includes('cited') ? 1 : 2);
  return out.sort((a, b) => rank(a) - rank(b) || (a.at ?? '').localeCompare(b.at ?? ''));
}

export async function buildApprovalCase(app: Pick<EchoPilot, 'store' | 'tenants' | 'customerData' | 'conversations'>, approval: Approval): Promise<ApprovalCase> {
  const { store } = app;
  const parsed = evidenceSchema.safeParse(approval.evidence);
  const evidence: Evidence = parsed.success ? parsed.data : {};
  const [audit, records, raisers] = await Promise.all([
    store.listAudit(approval.tenantId, { threadId: approval.threadId }),
    app.customerData.customerRecords(approval.tenantId, approval.customerId),
    // Whoever started the claim (not whoever sent the turn that reached the approval).
    app.conversations.raisersOf(approval),
  ]);
  const rule = evidence.ruleResult;
  const passages = evidence.report?.companyDocsAboutIssue ?? [];
  const passageFor = (docId: string, section: string) => passages.filter((p) => p.citation.docId === docId && p.citation.section === section).map((p) => p.text);
  const approvers = approval.decisions.filter((d) => d.decision !== 'reject').map((d) => d.reviewer);
  return {
    customer_words: customerWords(audit, approval),
    issue: evidence.report?.issue ?? null,
    demand: evidence.report?.userDemand ?? null,
    support: evidence.report?.supportInfoFromUser ?? [],
    records: recordsOfCase(evidence, records, claimCandidateIds(app.tenants, approval, records)),
    claimed_record_id: rule?.subjectId ?? null,
    findings: (rule?.findings ?? []).map((f) => ({ code: f.code, text: f.text, record_ids: f.recordIds })),
    citations: (rule?.citations ?? []).map((c) => ({ doc_id: c.docId, section: c.section, passages: passageFor(c.docId, c.section) })),
    amount: toRupees(approval.amount),
    amount_paise: approval.amount,
    formula: rule?.formula ?? null,
    components: (rule?.components ?? []).map((c) => ({ kind: c.kind, label: c.label, amount: toRupees(c.amount), amount_paise: c.amount, formula: c.formula, relates_to: c.relatesTo })),
    confidence: evidence.verification?.confidence ?? null,
    why_review: evidence.reasons ?? [],
    urgency: rule?.urgent ? 'high' : (gatheredUrgency(audit, approval) ?? 'medium'),
    four_eyes: {
      required_approvers: approval.requiredApprovers,
      approved_by: approvers,
      still_needed: approval.status === 'pending' ? Math.max(0, approval.requiredApprovers - approvers.length) : 0,
      cannot_approve: [...new Set([...raisers, ...approval.decisions.map((d) => d.reviewer)])],
    },
  };
}

/** The promises on an approval's claim whose deadline passed (the scheduler escalated them), oldest first. */
export async function overduePromises(store: Store, approval: Approval): Promise<{ kind: string; due_at: string; promise: string }[]> {
  const passed = await store.listDeadlines({ tenantId: approval.tenantId, threadId: approval.threadId, status: 'passed' });
  return passed.filter((d) => d.kind !== 'clarification' && d.createdAt >= approval.createdAt).map((d) => ({ kind: d.kind, due_at: d.dueAt, promise: d.promise }));
}

/** How urgent an approval is: high when the rule says so or a promise on it is overdue, else the urgency gather read in the message (default medium). */
export async function approvalUrgency(store: Store, approval: Approval): Promise<string> {
  const rule = evidenceSchema.safeParse(approval.evidence);
  if (rule.success && rule.data.ruleResult?.urgent) return 'high';
  if ((await overduePromises(store, approval)).length > 0) return 'high';
  return gatheredUrgency(await store.listAudit(approval.tenantId, { threadId: approval.threadId }), approval) ?? 'medium';
}
