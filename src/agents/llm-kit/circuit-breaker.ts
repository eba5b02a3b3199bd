// A circuit breaker per provider: opens after N consecutive failures, lets one trial call through after a cool-down.

export type BreakerState = 'closed' | 'open' | 'half_open';

export interface CircuitBreakerOptions {
  /** Consecutive failures that open the circuit (default 3). */
  failureThreshold?: number;
  /** How long the circuit stays open before a trial call is allowed (default 60 s). */
  resetAfterMs?: number;
  /** Milliseconds since the epoch; injectable for tests. */
  now?: () => number;
}

export class CircuitBreaker {
  private readonly failureThreshold: number;
  private readonly resetAfterMs: number;
  private readonly now: () => number;
  private failures = 0;
  private openedAt: number | null = null;
  private trialInFlight = false;

  constructor(options: CircuitBreakerOptions = {}) {
    this.failureThreshold = options.failureThreshold ?? 3;
    this.resetAfterMs = options.resetAfterMs ?? 60_000;
    this.now = options.now ?? Date.now;
  }

  get state(): BreakerState {
    if (this.openedAt === null) return 'closed';
    return this.now() - this.openedAt >= this.resetAfterMs ? 'half_open' : 'open';
  }

  /** Whether a call may go to the provider now; in half-open state only one trial call at a time. */
  tryAcquire(): boolean {
    const state = this.state;
    if (state === 'closed') return true;
    if (state === 'open' || this.trialInFlight) return false;
    this.trialInFlight = true;
    return true;
  }

  recordSuccess(): void {
    this.failures = 0;
    this.openedAt = null;
    this.trialInFlight = false;
  }

  recordFailure(): void {
    this.trialInFlight = false;
    if (this.openedAt !== null) {
      // A failed trial call: open again for a full cool-down.
      this.openedAt = this.now();
      return;
    }
    this.failures += 1;
    if (this.failures >= this.failureThreshold) this.openedAt = this.now();
  }
}

/** One breaker per key (provider endpoint), created on first use with shared options. */
export class BreakerRegistry {
  private readonly breakers = new Map<string, CircuitBreaker>();
  constructor(private readonly options: CircuitBreakerOptions = {}) {}

  get(key: string): CircuitBreaker {
    let breaker = this.breakers.get(key);
    if (!breaker) {
      breaker = new CircuitBreaker(this.options);
      this.breakers.set(key, breaker);
    }
    return breaker;
  }
}
