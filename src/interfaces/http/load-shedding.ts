// Bounds the work one process takes on: at most N requests in flight (503 OVERLOADED beyond it) and a time limit per
// request (503 TIMEOUT). Both answer with Retry-After. A timed-out request's work is not cut short (a turn may be
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

export function loadShedding(gate: InFlightGate, timeoutMs: number, onShed: (reason: 'overloaded' | 'timeout') => void): MiddlewareHandler<HttpEnv> {
  return async (c, next) => {
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
