// A platform run that stopped part-way (its process died, a node threw) is finished from its checkpoint before the
// thread runs anything else, and recorded like every run: the platform's retry of the same message gets that turn,
// a new message is run after it, and no effect is made twice. In process, with the checkpointer the server would set.
import { MemorySaver } from '@langchain/langgraph';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agents } from '../../src/agents/ports.js';
import { openEchoPilot, type EchoPilot } from '../../src/app/echopilot.js';
import { offlineAgents } from '../../src/app/offline-agents.js';
import type { PlatformUser } from '../../src/app/platform-identity.js';
import { ensureSeeded } from '../../src/app/seed.js';
import type { ClaimStateValue } from '../../src/graph/state.js';

const ATM_CLAIM = 'The ATM on MG Road debited 5,000 from my account on 16 November but did not give me any cash.';
const priya: PlatformUser = { identity: 'demo-bank/priya-app', display_name: 'priya-app', permissions: ['customer'], tenant_id: 'demo-bank', role: 'customer', customer_id: 'C1001', key_name: 'priya-app' };

/** The offline agents, with a reply writer that fails when told to (after act has committed the turn's effects). */
let failReply = false;
const base = offlineAgents();
const agents: Agents = {
  ...base,
  replier: {
    async write(input) {
      if (failReply) {
        failReply = false;
        throw new Error('reply writer crashed');
      }
      return base.replier.write(input);
    },
  },
};

let app: EchoPilot;

beforeAll(async () => {
  app = await openEchoPilot({ memory: true, platform: true, agents });
  await ensureSeeded(app);
  // As the LangGraph server does before it runs the graph.
  (app.graph as { checkpointer?: unknown }).checkpointer = new MemorySaver();
}, 60_000);

afterAll(async () => {
  await app?.close();
});

/** One run as the LangGraph server starts it: the authenticated user and the thread in `configurable`. */
async function serverRun(threadId: string, input: unknown): Promise<void> {
  const stream = await app.graph.stream(input as never, { configurable: { thread_id: threadId, langgraph_auth_user: priya }, streamMode: 'values' });
  for await (const chunk of stream) void chunk;
}

async function recordsOf(threadId: string) {
  const [conversation] = (await app.store.listConversations('demo-bank', { customerId: 'C1001' })).filter((c) => c.threadId.includes(`lg-${threadId}:`));
  const id = conversation?.threadId ?? 'none';
  return {
    conversation,
    turns: (await app.store.listAudit('demo-bank', { threadId: id })).filter((a) => a.event === 'turn'),
    messages: (await app.store.listMessages('demo-bank', id)).map((m) => m.author),
    paid: (await app.store.listLedger('demo-bank', { customerId: 'C1001', threadId: id })).reduce((sum, e) => sum + e.amount, 0),
  };
}

async function stateOf(threadId: string) {
  const snapshot = await app.graph.getState({ configurable: { thread_id: threadId } });
  return { next: snapshot.next, values: snapshot.values as ClaimStateValue };
}

describe('a platform run that stopped part-way', () => {
  it("is finished and recorded once when the platform retries it, and pays once", async () => {
    failReply = true;
    await expect(serverRun('stopped-1', { message: ATM_CLAIM })).rejects.toThrow('reply writer crashed');
    // The credit was committed, the reply and the records were not.
    expect((await stateOf('stopped-1')).next).toEqual(['respond']);
    const stopped = await recordsOf('stopped-1');
    expect(stopped.paid).toBeGreaterThanOrEqual(500_000);
    expect(stopped.turns).toEqual([]);

    await serverRun('stopped-1', { message: ATM_CLAIM });
    const { next, values } = await stateOf('stopped-1');
    expect(next).toEqual([]);
    expect(values.turn).toBe(1);
    expect(values.result).toMatchObject({ outcome: 'resolved', amount: stopped.paid });
    const finished = await recordsOf('stopped-1');
    expect(finished.paid).toBe(stopped.paid);
    expect(finished.conversation?.status).toBe('closed');
    expect(finished.turns).toHaveLength(1);
    expect(finished.messages).toEqual(['customer', 'echopilot']);
  });

  it('is finished and recorded before a new message on the thread runs', async () => {
    failReply = true;
    await expect(serverRun('stopped-2', { message: 'What is the charge for a duplicate debit card?' })).rejects.toThrow('reply writer crashed');
    await serverRun('stopped-2', { message: 'And what does a new cheque book cost?' });
    const { values } = await stateOf('stopped-2');
    expect(values.turn).toBe(2);
    const records = await recordsOf('stopped-2');
    expect(records.turns).toHaveLength(2);
    expect(records.messages).toEqual(['customer', 'echopilot', 'customer', 'echopilot']);
  });
});
