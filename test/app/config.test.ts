// Runtime configuration from the environment: defaults, and errors that name the variable.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/app/config.js';

describe('loadConfig', () => {
  it('uses the real time for platform runs unless ECHOPILOT_CLOCK fixes it', () => {
    expect(loadConfig({}).clock).toBeUndefined();
    expect(loadConfig({ ECHOPILOT_CLOCK: '2026-11-22T12:00:00+05:30' }).clock).toBe('2026-11-22T12:00:00+05:30');
  });

  it('refuses a clock that is not an ISO time with an offset, naming the variable', () => {
    expect(() => loadConfig({ ECHOPILOT_CLOCK: 'yesterday' })).toThrow(/ECHOPILOT_CLOCK/);
    expect(() => loadConfig({ ECHOPILOT_CLOCK: '2026-11-22' })).toThrow(/ECHOPILOT_CLOCK/);
  });

  it('names the variable when a number is out of range', () => {
    expect(() => loadConfig({ ECHOPILOT_TURN_LEASE_MS: '5' })).toThrow(/ECHOPILOT_TURN_LEASE_MS/);
  });
});
