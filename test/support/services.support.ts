// A test suite that needs PostgreSQL or Redis: when the service is down it is skipped with the reason on a developer
// machine, and fails under CI=true (CI machines run both services, so a skip there would hide a broken setup).
import { describe, it } from 'vitest';

export function whenServiceUnavailable(suite: string, service: string, problem: string): void {
  if (process.env.CI === 'true') {
    describe(suite, () => {
      it(`needs ${service}`, () => {
        throw new Error(`${service} is not reachable under CI=true: ${problem}. Start it (see .ci/run) and run again.`);
      });
    });
    return;
  }
  // Off CI only: the service is not running on this developer machine, so the suite is skipped with the reason.
  describe.skip(`${suite} (skipped: ${service} not reachable: ${problem})`, () => { // skipped off CI only: the service is not reachable here (reason in the title)
    it(`needs ${service}`, () => undefined);
  });
}
