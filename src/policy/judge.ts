// The one verdict: every place that needs the policy's answer on a claim (the verifier's rule tool, `decide`, the
// re-check before an approved payment) calls `judge`, so a claim is always judged by the same code on the same terms.
import type { CalendarDate } from '../domain/calendar.js';
import { EchoPilotError } from '../domain/errors.js';
import type { CustomerRecords } from '../domain/records.js';
import type { RuleResult } from '../domain/rule-result.js';
import { candidatesFor, evaluateClaim } from './engine.js';
import type { Candidate, RuleCalendar } from './pack.js';
import type { TenantContext } from './tenant-context.js';

/** What a claim is: its type, the one record it is about, and whether the customer asks to cancel now. */
export interface ClaimRef {
  claimType: string;
  subjectId: string;
  cancelNow: boolean;
}

/** A judge bound to one turn: the tenant, the customer's records and the report date. */
export type Judge = (claim: ClaimRef) => RuleResult;

export function ruleCalendar(tenant: TenantContext, asOf: CalendarDate): RuleCalendar {
  return { today: asOf, timeZone: tenant.config.timeZone, holidays: tenant.config.holidays };
}

/** Whether the id names one of the customer's own records (a transaction, policy, claim, card or account). */
export function ownsRecord(records: CustomerRecords, id: string): boolean {
  return [records.transactions, records.policies, records.claims, records.cards, records.accounts].some((list) => list.some((r) => r.id === id));
}

/**
 * Runs the tenant's rule for the claim on the customer's records, as of the day the claim was reported. Refuses a
 * record that is not the customer's (FORBIDDEN) and a claim type the pack does not know (INVALID_INPUT).
 */
export function judge(tenant: TenantContext, claim: ClaimRef, records: CustomerRecords, asOf: CalendarDate): RuleResult {
  if (!ownsRecord(records, claim.subjectId)) {
    throw new EchoPilotError('FORBIDDEN', `record ${claim.subjectId} is not one of the authenticated customer's records`, { field: 'record_id' });
  }
  return evaluateClaim(tenant.pack, claim.claimType, {
    records, subjectId: claim.subjectId, params: tenant.config.params, calendar: ruleCalendar(tenant, asOf), cancelNow: claim.cancelNow,
  });
}

/** A judge that remembers its answers for one turn: rules are pure, so the tool and `decide` share one evaluation. */
export function turnJudge(tenant: TenantContext, records: CustomerRecords, asOf: CalendarDate): Judge {
  const seen = new Map<string, RuleResult>();
  return (claim) => {
    const key = `${claim.claimType}|${claim.subjectId}|${claim.cancelNow}`;
    let result = seen.get(key);
    if (!result) {
      result = judge(tenant, claim, records, asOf);
      seen.set(key, result);
    }
    return result;
  };
}

/** The customer's records a claim of this type could be about, most likely first. */
export function claimCandidates(tenant: TenantContext, claimType: string, records: CustomerRecords, asOf: CalendarDate): Candidate[] {
  return candidatesFor(tenant.pack, claimType, records, ruleCalendar(tenant, asOf), tenant.config.params);
}
