// Test seam for the crash tests (test/cluster/): `ECHOPILOT_TEST_CRASH_AT=<point>[,<point>…]` makes this process kill
// itself with SIGKILL the first time it passes a named point. Unset in production, where `crashPoint` does nothing.

/** The points a turn passes: recorded (before the graph), graph finished (effects made, answer not recorded), answered. */
export type CrashPoint = 'turn.recorded' | 'graph.finished' | 'turn.answered';

export const CRASH_SEAM_VARIABLE = 'ECHOPILOT_TEST_CRASH_AT';

export function crashPoint(point: CrashPoint, env: NodeJS.ProcessEnv = process.env): void {
  const spec = env[CRASH_SEAM_VARIABLE];
  if (spec === undefined || spec === '') return;
  if (!spec.split(',').map((s) => s.trim()).includes(point)) return;
  process.stderr.write(`crash seam: SIGKILL at ${point}\n`);
  process.kill(process.pid, 'SIGKILL');
}
