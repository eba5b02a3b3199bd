// The policy engine: finds a pack's rule for a claim type, lists its candidate records and evaluates it.
import { EchoPilotError } from '../domain/errors.js';
import type { CustomerRecords } from '../domain/records.js';
import type { RuleResult } from '../domain/rule-result.js';
import type { Candidate, ClaimRule, PolicyPack, RuleCalendar, RuleInput } from './pack.js';

/** The pack's rule for a claim type; INVALID_INPUT naming the type and the pack when it has none. */
export function ruleFor<P>(pack: PolicyPack<P>, claimType: string): ClaimRule<P> {
  const rule = pack.rules.find((r) => r.claimType === claimType);
  if (!rule) {
    throw new EchoPilotError('INVALID_INPUT', `policy pack ${pack.id} has no rule for claim type "${claimType}"`, {
      field: 'claimType',
      hint: `known claim types: ${pack.rules.map((r) => r.claimType).join(', ')}`,
    });
  }
  return rule;
}

/** Records of the customer a claim of this type could be about, most likely first. */
export function candidatesFor<P>(
  pack: PolicyPack<P>,
  claimType: string,
  records: CustomerRecords,
  calendar: RuleCalendar,
  params: P,
): Candidate[] {
  return ruleFor(pack, claimType).candidates(records, calendar, params);
}

/** Runs the rule on one record: pure, deterministic, stamped with the pack's id, version and effective date. */
export function evaluateClaim<P>(pack: PolicyPack<P>, claimType: string, input: RuleInput<P>): RuleResult {
  const result = ruleFor(pack, claimType).evaluate(input);
  return { ...result, packId: pack.id, packVersion: pack.version, effectiveDate: pack.effectiveDate };
}

/** Whether the pack has a rule for the claim type. */
export function hasRule(pack: PolicyPack<unknown>, claimType: string): boolean {
  return pack.rules.some((r) => r.claimType === claimType);
}
