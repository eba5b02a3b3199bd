// In-memory rate limiter for a single process: fixed windows per key, with a bounded number of keys held.
import { decide, type RateDecision, type RateLimiter, type RateRule } from '../../domain/rate-limiter.port.js';

interface Window {
  startedAt: number;
  windowMs: number;
  count: number;
}

/** Keys held at most; beyond it expired windows are dropped, then the oldest (a flood of sources cannot grow memory). */
export const MAX_TRACKED_KEYS = 50_000;

/** Rules with different windows count separately (as in Redis). */
const keyFor = (name: string, rule: RateRule) => `${rule.windowMs}:${name}`;

export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly clock: () => number = () => Date.now(), private readonly maxKeys = MAX_TRACKED_KEYS) {}

  async hit(name: string, rule: RateRule): Promise<RateDecision> {
    const now = this.clock();
    const key = keyFor(name, rule);
    let window = this.current(key, now);
    if (!window) {
      this.makeRoom(now);
      window = { startedAt: now, windowMs: rule.windowMs, count: 0 };
    } else {
      this.windows.delete(key); // re-insert: Map order is then least recently used first
    }
    window.count += 1;
    this.windows.set(key, window);
    return decide(window.count, rule, window.startedAt + window.windowMs - now);
  }

  async peek(name: string, rule: RateRule): Promise<RateDecision> {
    const now = this.clock();
    const window = this.current(keyFor(name, rule), now);
    if (!window) return decide(0, rule, 0);
    // `count` events used; a further one is allowed while count < limit.
    const decision = decide(window.count, rule, window.startedAt + window.windowMs - now);
    return { ...decision, allowed: window.count < rule.limit };
  }

  async ping(): Promise<void> {}

  async close(): Promise<void> {
    this.windows.clear();
  }

  /** Keys currently held (for tests of the bound). */
  get size(): number {
    return this.windows.size;
  }

  private current(key: string, now: number): Window | null {
    const window = this.windows.get(key);
    if (!window || now >= window.startedAt + window.windowMs) return null;
    return window;
  }

  private makeRoom(now: number): void {
    if (this.windows.size < this.maxKeys) return;
    for (const [key, window] of this.windows) {
      if (now >= window.startedAt + window.windowMs) this.windows.delete(key);
    }
    while (this.windows.size >= this.maxKeys) {
      const oldest = this.windows.keys().next().value;
      if (oldest === undefined) break;
      this.windows.delete(oldest);
    }
  }
}
