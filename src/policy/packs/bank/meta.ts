// Identity of the demo-bank pack: stamped on every result it gives.
import type { PackMeta } from '../rule-kit.js';

export const BANK_PACK_META: PackMeta = { id: 'bank-in-rbi', version: '1.0.0', effectiveDate: '2026-01-01' };
