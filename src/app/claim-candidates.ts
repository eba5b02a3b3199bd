// The records a claim of an approval's type could be about, as the tenant's policy pack lists them on the day the
// claim was reported (for the reviewer's case file, next to the record the claim was judged on).
import { localDate } from '../domain/calendar.js';
import type { Approval } from '../domain/effects.js';
import type { CustomerRecords } from '../domain/records.js';
import { candidatesFor, hasRule } from '../policy/engine.js';
import type { TenantRegistry } from '../policy/tenant-context.js';

export function claimCandidateIds(tenants: TenantRegistry, approval: Approval, records: CustomerRecords): string[] {
  if (!approval.claimType) return [];
  const tenant = tenants.get(approval.tenantId);
  if (!hasRule(tenant.pack, approval.claimType)) return [];
  const calendar = { today: localDate(approval.createdAt, tenant.config.timeZone), timeZone: tenant.config.timeZone, holidays: tenant.config.holidays };
  return candidatesFor(tenant.pack, approval.claimType, records, calendar, tenant.config.params).map((c) => c.id);
}
