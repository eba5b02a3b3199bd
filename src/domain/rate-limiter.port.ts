// Rate limiter port: counts events per key in fixed windows (requests per API key, wrong keys per source address).
// Adapters: in memory (one process) and Redis (shared by every process); one contract suite runs against both.

/** At most `limit` events per key in each window of `windowMs`. */
export interface RateRule {
  limit: number;
  windowMs: number;
}

export interface RateDecision {
  /** False once the window holds more than `limit` events. */
  allowed: boolean;
  /** Events counted in the current window (including this one, for `hit`). */
  count: number;
  remaining: number;
  /** Milliseconds until the window resets (what a client should wait when refused). */
  retryAfterMs: number;
}

export interface RateLimiter {
  /** Counts one event for `key` and says whether it is within the rule. */
  hit(key: string, rule: RateRule): Promise<RateDecision>;
  /** The current window for `key`, without counting: `allowed` is false when the limit is already used up. */
  peek(key: string, rule: RateRule): Promise<RateDecision>;
  /** Throws when the backing service cannot be reached (for readiness checks). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The decision for `count` events against a rule, with `resetInMs` left in the window. */
export function decide(count: number, rule: RateRule, resetInMs: number): RateDecision {
  return { allowed: count <= rule.limit, count, remaining: Math.max(0, rule.limit - count), retryAfterMs: Math.max(0, resetInMs) };
}
