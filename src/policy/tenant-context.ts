// A tenant as the graph sees it: its configuration, its policy pack and the parameters every pack shares.
import type { Paise } from '../domain/money.js';
import type { PolicyPack } from './pack.js';
import type { TenantConfig } from './tenant-config.js';

/** Parameters every pack exposes (camelCase, money in paise). */
export interface CommonParams {
  autoApprovalLimit: Paise;
  fourEyesLimit: Paise;
  confidenceThreshold: number;
}

export interface TenantContext {
  config: TenantConfig<unknown>;
  pack: PolicyPack;
  common: CommonParams;
}

/** Looks tenants up by id; UNKNOWN_TENANT when absent. */
export interface TenantRegistry {
  get(tenantId: string): TenantContext;
  ids(): string[];
}
