// Bounds the work one process takes on: at most N requests in flight and no new work while the event loop lags
// (503 OVERLOADED), and a time limit per request (503 TIMEOUT). All answer with Retry-After. A timed-out request's work is not cut short (a turn may be
// moving money): it keeps its in-flight slot until it ends, so the bound holds for real work, not just for answers.
import type { MiddlewareHandler } from 'hono';
import { HttpError } from './http-errors.js';
import type { HttpEnv } from './http-context.js';

export class InFlightGate {
  private running = 0;
  constructor(readonly max: number) {}

  get inFlight(): number {
    return this.running;
  }

  tryEnter(): boolean {
    if (this.running >= this.max) return false;
    this.running += 1;
    return true;
  }

  leave(): void {
    this.running = Math.max(0, this.running - 1);
  }
}

/**
 * How late the event loop runs: a timer every `intervalMs` notes how much later than due it fired (the worst of
 * the last `remembered` ticks counts). A CPU-bound
 * process (turns on an embedded database never wait on I/O) queues requests before any counter sees them; this is
 * what shows it. The timer is unref'd: it never keeps the process alive.
 */
export class EventLoopLag {
  /** The drift of the last few ticks: a lag is remembered for about half a second, then forgotten. */
  private readonly recent: number[] = [];
  private readonly timer: NodeJS.Timeout;

  constructor(intervalMs = 100, remembered = 5) {
    let due = performance.now() + intervalMs;
    this.timer = setInterval(() => {
      const now = performance.now();
      this.recent.push(Math.max(0, now - due));
      if (this.recent.length > remembered) this.recent.shift();
      due = now + intervalMs;
    }, intervalMs);
    this.timer.unref();
  }

  get currentMs(): number {
    return this.recent.length === 0 ? 0 : Math.max(...this.recent);
  }

  stop(): void {
    clearInterval(this.timer);
  }
}

export function loadShedding(gate: InFlightGate, timeoutMs: number, onShed: (reason: 'overloaded' | 'timeout') => void, lag?: { monitor: EventLoopLag; maxMs: number }): MiddlewareHandler<HttpEnv> {
  return async (c, next) => {
    if (lag && lag.maxMs > 0 && lag.monitor.currentMs > lag.maxMs) {
      onShed('overloaded');
      throw new HttpError(503, 'OVERLOADED', `the server is behind by ${Math.round(lag.monitor.currentMs)} ms; try again shortly`, { hint: 'retry after the Retry-After seconds', retryAfterSeconds: 1 });
    }
    if (!gate.tryEnter()) {
      onShed('overloaded');
      throw new HttpError(503, 'OVERLOADED', `the server is running ${gate.max} requests; try again shortly`, { hint: 'retry after the Retry-After seconds', retryAfterSeconds: 1 });
    }
    const work = next().finally(() => gate.leave());
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<true>((resolve) => {
      timer = setTimeout(() => resolve(true), timeoutMs);
    });
    try {
      const late = await Promise.race([work.then(() => false), timedOut]);
      if (late) {
        work.catch(() => undefined);
        onShed('timeout');
        throw new HttpError(503, 'TIMEOUT', `the request took longer than ${timeoutMs} ms`, {
          hint: 'it may still finish: list your conversations (GET /v1/conversations) before sending it again', retryAfterSeconds: 5,
        });
      }
    } finally {
      clearTimeout(timer);
    }
  };
}
