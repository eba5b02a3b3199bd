// `echopilot chat`: a multi-turn conversation on standard input, answering the agent's clarification question.
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_NOW, removeFreshDirs, runCli } from './cli-harness.js';

afterAll(removeFreshDirs);

describe('echopilot chat', () => {
  it('asks which failed withdrawal is meant, then resolves the one the customer names in the next line', async () => {
    const input = ['My ATM withdrawal failed but the money was still debited from my account.', 'The 3,000 one at T Nagar on Thursday evening.', '/quit', ''].join('\n');
    const result = await runCli(['chat', '--tenant', 'demo-bank', '--customer', 'C1003', '--now', DEMO_NOW], { input });
    expect(result.code).toBe(0);
    const outcomes = [...result.stdout.matchAll(/outcome: (\w+)/g)].map((m) => m[1]);
    expect(outcomes).toEqual(['clarification', 'resolved']);
    expect(result.stdout).toContain('₹3,000.00');
  });
});
