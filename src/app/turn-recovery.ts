// The recovery sweep: every `serve` and `worker` process finishes, now and then, turns whose process died (their
// lease ran out) — run on from their checkpoint, or recorded with the outcome their graph already reached.
import type { EchoPilot } from './echopilot.js';

export interface TurnRecovery {
  stop(): Promise<void>;
}

/** Sweeps at once, then every `everyMs` (a lease's length is a good period). Sweeps never overlap. */
export function startTurnRecovery(app: Pick<EchoPilot, 'conversations'>, options: { everyMs: number; log?: (line: string) => void }): TurnRecovery {
  const log = options.log ?? (() => undefined);
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const sweep = () => {
    running = running
      .then(() => (stopped ? 0 : app.conversations.recoverUnfinished(50, log)))
      .then(() => undefined, (error: unknown) => log(`turn recovery failed: ${error instanceof Error ? error.message : String(error)}`));
  };
  sweep();
  const timer = setInterval(sweep, Math.max(100, options.everyMs));
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
