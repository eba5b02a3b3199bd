// Pure: the effects an outcome calls for (docs/policies.md#effects-per-outcome), in the order `act` carries them out.
import type { RuleResult } from '../domain/rule-result.js';
import type { Intent, Outcome } from '../domain/vocabulary.js';
import type { PlannedEffect } from './decision.js';

export interface PlanInput {
  outcome: Outcome;
  intent: Intent;
  result: RuleResult | null;
  /** A complaint about service or conduct, with no claim type. */
  complaint: boolean;
}

function credits(result: RuleResult, phase: PlannedEffect['phase']): PlannedEffect[] {
  return result.components
    .filter((c) => c.amount > 0)
    .map((c) => ({ action: 'refund' as const, phase, recordId: c.relatesTo, amount: c.amount, credit: { kind: c.kind, relatesTo: c.relatesTo, label: c.label } }));
}

export function planEffects({ outcome, result, complaint }: PlanInput): PlannedEffect[] {
  const subject = result?.subjectId ?? 'none';
  switch (outcome) {
    case 'resolved': {
      if (!result) return [];
      const product = result.productActions.map((p) => ({ action: p.action, phase: 'now' as const, recordId: p.recordId }));
      return [
        ...product,
        ...credits(result, 'now'),
        { action: 'ticket', phase: 'now', recordId: subject, ticketKind: 'tracking' },
        { action: 'incident', phase: 'now', recordId: subject },
      ];
    }
    case 'needs_approval': {
      if (!result) return [];
      // A compromised card is blocked at once; money and policy changes wait for the reviewer.
      const product = result.productActions.map((p) => ({ action: p.action, phase: p.action === 'block_card' ? ('now' as const) : ('after_approval' as const), recordId: p.recordId }));
      return [
        ...product.filter((p) => p.phase === 'now'),
        { action: 'ticket', phase: 'now', recordId: subject, ticketKind: 'review' },
        { action: 'incident', phase: 'now', recordId: subject },
        ...product.filter((p) => p.phase === 'after_approval'),
        ...credits(result, 'after_approval'),
      ];
    }
    case 'rejected':
      return [{ action: 'incident', phase: 'now', recordId: subject }];
    case 'escalated':
      if (complaint) {
        return [
          { action: 'complaint_ticket', phase: 'now', recordId: subject, ticketKind: 'complaint' },
          { action: 'incident', phase: 'now', recordId: subject },
        ];
      }
      return [
        { action: 'ticket', phase: 'now', recordId: subject, ticketKind: 'fallback' },
        { action: 'incident', phase: 'now', recordId: subject },
      ];
    case 'logged':
      return [{ action: 'ticket', phase: 'now', recordId: 'request', ticketKind: 'request' }];
    case 'answered':
    case 'clarification':
      return [];
  }
}
