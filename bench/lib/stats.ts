// Benchmark statistics: nearest-rank percentiles, means and growth between two samples. No I/O.

/** Nearest-rank percentile (p in 0..100) of `values`; 0 for an empty list. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] as number;
}

export function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;
}

/** Relative growth from `from` to `to` in percent (positive when `to` is larger); 0 when `from` is 0. */
export function growthPercent(from: number, to: number): number {
  return from === 0 ? 0 : ((to - from) / from) * 100;
}

/** Rounds to `digits` decimals for JSON output. */
export function round(value: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
