// Building blocks for pack parameter schemas: rupee amounts read from YAML become paise, with defaults.
import { z } from 'zod';
import type { Paise } from '../../domain/money.js';

const TWO_DECIMALS = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

/** A non-negative rupee amount with at most two decimals, defaulting to `defaultRupees`, parsed into paise. */
export function rupeeParam(defaultRupees: number) {
  return z
    .number()
    .nonnegative()
    .refine(TWO_DECIMALS, 'must be rupees with at most two decimals')
    .default(defaultRupees)
    .transform((r): Paise => Math.round(r * 100));
}

/** A whole number of at least `min`, with a default. */
export function countParam(defaultValue: number, min = 0) {
  return z.number().int().min(min).default(defaultValue);
}

/** A confidence between 0 and 1. */
export function confidenceParam(defaultValue: number) {
  return z.number().min(0).max(1).default(defaultValue);
}

/** A percentage with at most two decimals, parsed into basis points (5.75 → 575). */
export function percentAsBasisPoints(defaultPercent: number) {
  return z
    .number()
    .nonnegative()
    .refine(TWO_DECIMALS, 'must be a percentage with at most two decimals')
    .default(defaultPercent)
    .transform((p) => Math.round(p * 100));
}

/** The parameters every pack exposes to the decide step, in paise and plain numbers. */
export interface CommonParams {
  autoApprovalLimit: Paise;
  fourEyesLimit: Paise;
  confidenceThreshold: number;
}
