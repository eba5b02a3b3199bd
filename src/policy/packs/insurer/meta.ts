// Identity of the demo-insurer pack: stamped on every result it gives.
import type { PackMeta } from '../rule-kit.js';

export const INSURER_PACK_META: PackMeta = { id: 'insurer-in-irdai', version: '1.0.0', effectiveDate: '2026-01-01' };
