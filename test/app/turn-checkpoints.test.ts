// A turn's saved points: its checkpoint before act and where it pauses or ends, not one per superstep; a process that
// dies before act leaves the thread where it was, one that dies after act runs on from the decision saved before it.
import { describe, expect, it } from 'vitest';
import { harnessFor } from '../support/app.harness.js';
import { offlineAgents } from '../../src/app/offline-agents.js';
import type { Agents } from '../../src/agents/ports.js';

const ATM = 'The ATM on MG Road debited 5000 from my account on 4 March but did not give me any cash.';
const THREAD = 'demo-bank:C1001:TKT-SAVED';

/** The offline agents with one agent's first call replaced by a process death. */
function dyingOnce(agent: keyof Agents): Agents {
  const base = offlineAgents();
  let died = false;
  return new Proxy(base, {
    get(target, key) {
      if (key !== agent) return Reflect.get(target, key);
      const real = target[agent] as unknown as Record<string, (...args: unknown[]) => unknown>;
      return new Proxy(real, {
        get(inner, method) {
          const fn = Reflect.get(inner, method) as unknown;
          if (typeof fn !== 'function') return fn;
          return (...args: unknown[]) => {
            if (!died) {
              died = true;
              throw new Error(`process died in ${agent}`);
            }
            return (fn as (...a: unknown[]) => unknown).apply(inner, args);
          };
        },
      });
    },
  });
}

async function checkpointsOf(app: { graph: { getStateHistory(config: object): AsyncIterable<unknown> } }, threadId: string): Promise<number> {
  let n = 0;
  for await (const _ of app.graph.getStateHistory({ configurable: { thread_id: threadId } })) n += 1;
  return n;
}

describe('checkpoints of a turn', () => {
  it('saves a paid claim twice (before act and at its end), not once per superstep', async () => {
    const h = await harnessFor('scenarios/dev-bank.yaml', { ticketRef: () => 'TKT-SAVED' });
    try {
      const turn = await h.send('C1001', ATM);
      expect(turn).toMatchObject({ outcome: 'resolved', amount: 530_000 });
      expect(turn.path.length).toBeGreaterThan(6);
      expect(await checkpointsOf(h.app, THREAD)).toBe(2);
    } finally {
      await h.close();
    }
  });

  it('keeps the nodes that ran before a question in the path of the answer that continues the claim', async () => {
    const h = await harnessFor('scenarios/dev-bank.yaml');
    try {
      const asked = await h.send('C1002', 'My ATM withdrawal failed but the money was still debited.');
      expect(asked.waitingFor).toBe('customer');
      const answered = await h.send('C1002', 'The 4000 one on 7 March.', asked.threadId);
      expect(answered).toMatchObject({ outcome: 'resolved', amount: 400_000 });
      expect(answered.path.slice(0, asked.path.length)).toEqual(asked.path);
      expect(answered.nodeLog[0]?.summary).toEqual({ beforeQuestion: true });
    } finally {
      await h.close();
    }
  });

  it('finishes a turn whose run failed before act, paying once, when the client retries', async () => {
    const h = await harnessFor('scenarios/dev-bank.yaml', { agents: dyingOnce('verifier'), ticketRef: () => 'TKT-SAVED' });
    try {
      await expect(h.send('C1001', ATM)).rejects.toThrow(/process died/);
      expect(await h.app.store.listLedger('demo-bank', { customerId: 'C1001' })).toEqual([]);
      const retry = await h.send('C1001', ATM, THREAD);
      expect(retry).toMatchObject({ outcome: 'resolved', amount: 530_000 });
      expect(retry.path.filter((node) => node === 'act')).toHaveLength(1);
      const ledger = await h.app.store.listLedger('demo-bank', { customerId: 'C1001' });
      expect(ledger.reduce((sum, e) => sum + e.amount, 0)).toBe(530_000);
    } finally {
      await h.close();
    }
  });
});
