// act (effects layer): carries out the decision's plan — incident, tickets, credits, card block, policy cancellation —
// in one store transaction, each effect idempotent by a key derived from the thread and the action.
import { EchoPilotError, isEchoPilotError } from '../../domain/errors.js';
import { shortIdOf } from '../../domain/ids.js';
import type { EffectRecord, TicketKind } from '../../domain/effects.js';
import type { CustomerRecords } from '../../domain/records.js';
import type { Store } from '../../domain/store.port.js';
import { INTENT_LABELS } from '../../agents/labels.js';
import { claimLabel, type TenantProfile } from '../../agents/ports.js';
import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import { actionHash } from '../../policy/approval.js';
import { reason } from '../../policy/reason-words.js';
import { textsOf } from '../../policy/wording.js';
import type { Decision, PlannedEffect } from '../../policy/decision.js';
import { ownsRecord } from '../../policy/judge.js';
import type { GraphDeps } from '../graph-deps.js';
import { NODE } from '../node-names.js';
import type { ApprovalState, ClaimStateValue, NodeResult } from '../state.js';
import { threadReference, turnContextOf } from '../turn-context.js';
import { customerTicketText, recordDecision, ticketSubject } from '../decision-records.js';

const shortId = shortIdOf;

/** The account a credit lands in: the settled debit's account, else the customer's first account. */
function creditAccount(records: CustomerRecords, relatesTo: string): string | null {
  const debit = records.transactions.find((t) => t.id === relatesTo);
  if (debit) return debit.accountId;
  const policy = records.policies.find((p) => p.id === relatesTo) ?? records.policies.find((p) => records.claims.some((c) => c.id === relatesTo && c.policyId === p.id));
  const premium = policy ? records.transactions.find((t) => t.channel === 'premium' && t.policyId === policy.id) : undefined;
  return premium?.accountId ?? records.accounts[0]?.id ?? null;
}

const TICKET_STATUS: Record<TicketKind, 'open' | 'pending_approval' | 'resolved'> = {
  tracking: 'resolved', review: 'pending_approval', fallback: 'open', complaint: 'open', request: 'open',
};

/** The claim or request in the customer's terms, for ticket subjects and texts. */
function ticketWhat(state: ClaimStateValue, decision: Decision, tenant: TenantProfile): string {
  return decision.claimType ? claimLabel(tenant, decision.claimType) : INTENT_LABELS[state.analysis?.intent ?? 'complaint'];
}

function ticketBody(state: ClaimStateValue, decision: Decision): string {
  const lines = [
    `Customer message (redacted): ${state.input?.redacted ?? ''}`,
    state.issueReport ? `Issue: ${state.issueReport.issue}` : '',
    state.issueReport ? `Demand: ${state.issueReport.userDemand}` : '',
    decision.ruleResult ? `Rule: ${decision.ruleResult.packId}@${decision.ruleResult.packVersion} — ${decision.ruleResult.formula}` : '',
    ...textsOf(decision.reasons).map((r) => `- ${r}`),
    ...decision.internalNotes.map((r) => `- (internal) ${r}`),
  ];
  return lines.filter(Boolean).join('\n');
}

/**
 * A credit the payments API definitely refused: the claim goes to a person with the reason (customer-safe in
 * `reasons`, the API's own words in `internalNotes`); only money that actually moved counts as the amount.
 */
function escalatedByRejection(decision: Decision, refused: { amount: number; kind: string; relatesTo: string; label: string; reason: string }, paid: number): Decision {
  return {
    ...decision,
    outcome: 'escalated',
    amount: paid,
    reasons: [...decision.reasons, reason('payment_refused', { amount: refused.amount, kind: refused.kind, relatesTo: refused.relatesTo, label: refused.label })],
    internalNotes: [...decision.internalNotes, `PAYMENT_REJECTED: ${refused.reason}`],
  };
}

export const actNode = (deps: Pick<GraphDeps, 'store' | 'refunds'>) => async (state: ClaimStateValue, config: LangGraphRunnableConfig): Promise<NodeResult> => {
  const { decision } = state;
  const ctx = turnContextOf(config);
  if (!decision) throw new EchoPilotError('INTERNAL', 'act ran before decide');
  const approved = state.approval?.status === 'approved';
  const reviewEnded = state.approval?.status === 'rejected';
  const phase: PlannedEffect['phase'] = approved ? 'after_approval' : reviewEnded ? 'after_review' : 'now';
  const planned = decision.plan.filter((p) => p.phase === phase);
  const moneyAllowed = approved || (phase === 'now' && decision.outcome === 'resolved');
  const { tenantId, customerId } = ctx.identity;
  const { threadId, records } = ctx;
  const now = ctx.clock.now.toISOString();
  const ref = threadReference(threadId);
  const subjectKey = `${decision.claimType ?? state.analysis?.intent ?? 'none'}:${decision.ruleResult?.subjectId ?? 'none'}`;
  const turnKey = decision.claimType ? '' : `:t${state.turn}`;

  const run = async (tx: Store) => {
    const effects: EffectRecord[] = [];
    // The decision as carried out: a definite refusal by the payments API turns it into an escalation (see below).
    let done: Decision = decision;
    const paidNow = () => effects.filter((e) => e.action === 'refund').reduce((s, e) => s + (e.amount ?? 0), 0);
    let approval: ApprovalState | null = state.approval;
    const ticketIds: string[] = [];
    const audit = async (event: string, details: unknown) =>
      tx.appendAudit({ id: `AUD-${shortId(`${threadId}:${event}:${JSON.stringify(details)}:${now}`)}`, tenantId, threadId, actor: 'echopilot', actorRole: 'system', event, details, at: now });

    for (const effect of planned) {
      if (effect.recordId !== 'none' && effect.recordId !== 'request' && !ownsRecord(records, effect.recordId)) {
        throw new EchoPilotError('FORBIDDEN', `effect ${effect.action} refused: ${effect.recordId} is not a record of the authenticated customer`);
      }
      switch (effect.action) {
        case 'incident': {
          const key = `${threadId}:incident:${subjectKey}${turnKey}`;
          const put = await tx.putIncident({
            id: `INC-${shortId(key)}`, tenantId, customerId, threadId, claimType: decision.claimType, outcome: done.outcome, valid: decision.valid,
            amount: done.amount, summary: state.issueReport?.issue ?? state.input?.redacted ?? '', idempotencyKey: key, createdAt: now,
            evidence: { reasons: textsOf(done.reasons), internalNotes: done.internalNotes, ruleResult: decision.ruleResult, verification: state.verification, report: state.issueReport, engineAgrees: decision.engineAgrees },
          });
          effects.push({ action: 'incident', recordId: put.row.id, customerId });
          break;
        }
        case 'ticket':
        case 'complaint_ticket': {
          const planned = effect.ticketKind ?? (effect.action === 'complaint_ticket' ? 'complaint' : 'tracking');
          const kind = done !== decision && planned === 'tracking' ? 'fallback' : planned;
          const key = `${threadId}:ticket:${kind}:${subjectKey}${kind === 'request' || kind === 'complaint' ? `:t${state.turn}` : ''}`;
          const inThread = await tx.listTickets(tenantId, { threadId });
          const id = inThread.length === 0 ? ref : `${ref}-${inThread.length + 1}`;
          const status = TICKET_STATUS[kind];
          const what = ticketWhat(state, decision, ctx.profile);
          const put = await tx.putTicket({
            id, tenantId, customerId, threadId, kind, status, priority: decision.urgent || done !== decision ? 'high' : kind === 'complaint' ? 'medium' : 'low',
            subject: ticketSubject(kind, status, what, done.amount), body: ticketBody(state, done), amount: done.amount,
            customerText: customerTicketText({ kind, status, what, amount: done.amount, reasons: kind === 'fallback' ? textsOf(done.reasons) : [] }),
            claimType: decision.claimType, idempotencyKey: key,
            createdAt: now, updatedAt: now,
          });
          ticketIds.push(put.row.id);
          effects.push({ action: effect.action, recordId: put.row.id, customerId });
          break;
        }
        case 'refund': {
          if (!moneyAllowed) throw new EchoPilotError('FORBIDDEN', `refund refused: outcome ${decision.outcome} without an approval`);
          // After a definite refusal no further credit is sent: a person decides the rest.
          if (done !== decision) break;
          if (!effect.credit || effect.amount === undefined) throw new EchoPilotError('INTERNAL', 'refund planned without an amount');
          let amount = effect.amount;
          if (approved && approval) {
            const paidSoFar = effects.filter((e) => e.action === 'refund').reduce((s, e) => s + (e.amount ?? 0), 0);
            amount = Math.min(amount, approval.amount - paidSoFar);
            if (amount <= 0) break;
          }
          let put: Awaited<ReturnType<typeof deps.refunds.credit>>;
          try {
            put = await deps.refunds.credit(tx, {
              tenantId, customerId, threadId, accountId: creditAccount(records, effect.credit.relatesTo), kind: effect.credit.kind, amount,
              relatesTo: effect.credit.relatesTo, idempotencyKey: `${tenantId}:credit:${effect.credit.kind}:${effect.credit.relatesTo}`,
              approvalId: approved && approval ? approval.approvalId : null, allowed: effect.amount, at: now,
            });
          } catch (error) {
            // A definite refusal (nothing was paid) is an escalation with the reason; anything else still fails the step.
            if (!isEchoPilotError(error) || error.code !== 'PAYMENT_REJECTED') throw error;
            done = escalatedByRejection(decision, { amount, kind: effect.credit.kind, relatesTo: effect.credit.relatesTo, label: effect.credit.label, reason: error.message }, paidNow());
            await audit('ai_action.credit_rejected', { kind: effect.credit.kind, amount, relatesTo: effect.credit.relatesTo, reason: error.message });
            break;
          }
          effects.push({ action: 'refund', recordId: put.row.id, customerId, amount: put.row.amount });
          if (put.created) await audit('ai_action.credit', { ledgerId: put.row.id, kind: put.row.kind, amount: put.row.amount, relatesTo: put.row.relatesTo, approvalId: put.row.approvalId });
          break;
        }
        case 'block_card': {
          const card = records.cards.find((c) => c.id === effect.recordId);
          if (!card) throw new EchoPilotError('NOT_FOUND', `card ${effect.recordId} not found`);
          if (card.status !== 'blocked') {
            await tx.setCardStatus(tenantId, card.id, 'blocked');
            await audit('ai_action.block_card', { cardId: card.id, last4: card.last4 });
          }
          effects.push({ action: 'block_card', recordId: card.id, customerId });
          break;
        }
        case 'cancel_policy': {
          if (!moneyAllowed) throw new EchoPilotError('FORBIDDEN', `policy cancellation refused: outcome ${decision.outcome} without an approval`);
          const policy = records.policies.find((p) => p.id === effect.recordId);
          if (!policy) throw new EchoPilotError('NOT_FOUND', `policy ${effect.recordId} not found`);
          if (policy.status !== 'cancelled') {
            await tx.cancelPolicy(tenantId, policy.id, ctx.clock.reportedOn);
            await audit('ai_action.cancel_policy', { policyId: policy.id, cancelledOn: ctx.clock.reportedOn });
          }
          effects.push({ action: 'cancel_policy', recordId: policy.id, customerId });
          break;
        }
      }
    }

    if (done !== decision && phase !== 'now') {
      // Paying after an approval plans no ticket of its own (now, the tracking ticket became this fallback one).
      const key = `${threadId}:ticket:fallback:payment-rejected:${subjectKey}`;
      const inThread = await tx.listTickets(tenantId, { threadId });
      const what = ticketWhat(state, decision, ctx.profile);
      const put = await tx.putTicket({
        id: inThread.length === 0 ? ref : `${ref}-${inThread.length + 1}`, tenantId, customerId, threadId, kind: 'fallback', status: 'open', priority: 'high',
        subject: ticketSubject('fallback', 'open', what, done.amount), body: ticketBody(state, done), amount: done.amount,
        customerText: customerTicketText({ kind: 'fallback', status: 'open', what, amount: done.amount, reasons: textsOf(done.reasons) }),
        claimType: decision.claimType, idempotencyKey: key, createdAt: now, updatedAt: now,
      });
      ticketIds.push(put.row.id);
      effects.push({ action: 'ticket', recordId: put.row.id, customerId });
    }
    if (phase === 'now' && decision.outcome === 'needs_approval') {
      // One approval per claim per turn: a claim sent again later is a new request, never a reuse of a decided approval.
      const key = `${threadId}:approval:${subjectKey}:t${state.turn}`;
      const put = await tx.putApproval({
        id: `APR-${shortId(key)}`, tenantId, customerId, threadId, claimType: decision.claimType, actionHash: actionHash(threadId, decision.plan),
        amount: decision.amount, requiredApprovers: decision.requiredApprovers === 2 ? 2 : 1, decisions: [], status: 'pending',
        evidence: { reasons: textsOf(decision.reasons), ruleResult: decision.ruleResult, report: state.issueReport, verification: state.verification, ticketIds, initiatedBy: ctx.identity.actor },
        createdAt: now, updatedAt: now,
      });
      approval = { approvalId: put.row.id, status: 'pending', amount: put.row.amount, reviewers: [] };
    }
    if (phase === 'after_approval' && approval) {
      const stored = await tx.getApproval(tenantId, approval.approvalId);
      if (stored && stored.status === 'approved') await tx.updateApproval({ ...stored, status: 'used', updatedAt: now }, 'approved');
    }
    // The incident, the review tickets and the conversation tell what this run did, in this same transaction.
    const paid = effects.filter((e) => e.action === 'refund').reduce((sum, e) => sum + (e.amount ?? 0), 0);
    const createdTicketIds = [...ticketIds];
    ticketIds.push(...(await recordDecision(tx, {
      approvalId: approval?.approvalId ?? null, createdTicketIds,
      // A refused payment after an approval ends the review like a re-check that sends the claim to a specialist.
      tenantId, customerId, threadId, at: now, phase: done !== decision && phase === 'after_approval' ? 'after_review' : phase, outcome: done.outcome, valid: decision.valid,
      amount: phase === 'now' ? done.amount : paid, claimType: decision.claimType, what: ticketWhat(state, decision, ctx.profile), reasons: textsOf(done.reasons),
      subjectId: decision.ruleResult?.subjectId ?? null, summary: state.issueReport?.issue ?? state.input?.redacted.slice(0, 200) ?? '',
    })));
    return { effects, approval, ticketIds, done };
  };

  const { effects, approval, done } = await deps.store.transaction(run);
  const all = phase === 'now' ? effects : [...state.effects, ...effects];
  return {
    effects: all,
    approval,
    ...(done !== decision ? { decision: done } : {}),
    nodeLog: [{ node: NODE.act, summary: { phase, effects, ...(done !== decision ? { escalated: done.internalNotes.at(-1) } : {}) } }],
  };
};
