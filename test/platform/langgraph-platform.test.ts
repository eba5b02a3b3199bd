// EchoPilot on the LangGraph platform: the real `langgraph dev` server (pinned CLI) driven with the SDK — claims
// resolve, clarifications and approvals resume with Agent Inbox responses, identity comes only from the API key,
// threads are owned, and the server's open files stay flat. It never skips: a server that cannot start fails it.
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@langchain/langgraph-sdk';
import { openStore } from '../../src/adapters/store/open-store.js';
import { openEchoPilot } from '../../src/app/echopilot.js';
import type { Store } from '../../src/domain/store.port.js';
import { TurnOutput } from '../../src/graph/state.js';
import { startDevServer, type DevServer } from './langgraph-dev.harness.js';

const KEYS = {
  priya: 'demo-bank-c1001-not-a-secret',
  rahul: 'demo-bank-c1002-not-a-secret',
  ananya: 'demo-bank-c1003-not-a-secret',
  sneha: 'demo-bank-c1005-not-a-secret',
  agent: 'demo-bank-agent-not-a-secret',
  alice: 'demo-bank-reviewer-alice-not-a-secret',
  carol: 'demo-insurer-reviewer-not-a-secret',
};
const ATM_CLAIM = 'The ATM on MG Road debited 5,000 from my account on 16 November but did not give me any cash.';
const UNAUTHORISED_CLAIM = 'There is a payment of 12,000 to Airmiles Travel on my debit card from Wednesday night. I never made it, someone has my card details!';
const GRAPH = 'claims';

interface Values {
  reply?: string | null;
  result?: { outcome: string; amount: number; actions: string[]; reference: string; tickets: string[]; waitingFor: string | null; approvalId: string | null } | null;
  __interrupt__?: { value: Record<string, unknown> }[];
}

let server: DevServer;
let store: Store;
let storeOpen = false;

beforeAll(async () => {
  server = await startDevServer();
  store = await openStore({ dataDir: server.dataDir });
  storeOpen = true;
}, 90_000);

afterAll(async () => {
  if (storeOpen) await store.close();
  await server?.stop();
});

/** Streams one run and returns the last values chunk and every error event. */
async function streamRun(client: Client, threadId: string, payload: Record<string, unknown>): Promise<{ values: Values; errors: unknown[]; chunks: { event: string; data: unknown }[] }> {
  let values: Values = {};
  const errors: unknown[] = [];
  const chunks: { event: string; data: unknown }[] = [];
  for await (const chunk of client.runs.stream(threadId, GRAPH, { streamMode: ['values', 'messages-tuple'], ...payload })) {
    chunks.push(chunk as { event: string; data: unknown });
    if (chunk.event === 'values') values = { ...values, ...(chunk.data as Values) };
    if (chunk.event === 'error') errors.push(chunk.data);
  }
  return { values, errors, chunks };
}

/** The chat messages a run streamed in `messages-tuple` mode. */
function streamedMessages(run: { chunks: { event: string; data: unknown }[] }): { type: string; content: unknown; tool_calls?: unknown[] }[] {
  return run.chunks.filter((c) => c.event === 'messages').map((c) => (c.data as [{ type: string; content: unknown; tool_calls?: unknown[] }])[0]);
}

async function moneyAndRecords(customerId: string) {
  return {
    ledger: await store.listLedger('demo-bank', { customerId }),
    tickets: await store.listTickets('demo-bank', { customerId }),
    conversations: await store.listConversations('demo-bank', { customerId }),
  };
}

describe('EchoPilot on langgraph dev', () => {
  it('resolves a claim for a customer key and writes the same records as HTTP (conversation, audit, messages, TKT- reference)', async () => {
    const priya = server.client(KEYS.priya);
    const thread = await priya.threads.create();
    expect(thread.metadata).toMatchObject({ tenant_id: 'demo-bank', customer_id: 'C1001' });
    const { values, errors } = await streamRun(priya, thread.thread_id, { input: { message: ATM_CLAIM } });
    expect(errors).toEqual([]);
    expect(values.result).toMatchObject({ outcome: 'resolved', waitingFor: null, approvalId: null });
    expect(values.result?.amount).toBeGreaterThanOrEqual(500_000);
    expect(values.result?.actions).toContain('refund');
    expect(values.reply).toMatch(/5,[0-9]00/);

    const [conversation] = (await store.listConversations('demo-bank', { customerId: 'C1001' })).filter((c) => c.threadId.includes(thread.thread_id));
    expect(conversation?.threadId).toMatch(new RegExp(`^demo-bank:C1001:lg-${thread.thread_id}:TKT-[0-9A-F]{8}$`));
    expect(conversation?.status).toBe('closed');
    const audit = await store.listAudit('demo-bank', { threadId: conversation?.threadId ?? '' });
    expect(audit.find((a) => a.event === 'turn')).toMatchObject({ actor: 'priya-app', actorRole: 'customer' });
    const messages = await store.listMessages('demo-bank', conversation?.threadId ?? '');
    expect(messages.map((m) => m.author)).toEqual(['customer', 'echopilot']);
    const ledger = await store.listLedger('demo-bank', { customerId: 'C1001', threadId: conversation?.threadId ?? '' });
    expect(ledger.reduce((sum, e) => sum + e.amount, 0)).toBe(values.result?.amount);
    // The output's reference is the conversation's TKT- reference, the one the reply and the tickets use.
    expect(conversation?.threadId.endsWith(`:${values.result?.reference ?? 'none'}`)).toBe(true);
    expect(values.result?.tickets.every((id) => id.startsWith(values.result?.reference ?? 'none'))).toBe(true);
  });

  it('asks a clarification as an Agent Inbox HumanInterrupt and resumes with a HumanResponse', async () => {
    const ananya = server.client(KEYS.ananya);
    const thread = await ananya.threads.create();
    const first = await streamRun(ananya, thread.thread_id, { input: { message: 'My ATM withdrawal failed but the money was still debited from my account.' } });
    const request = first.values.__interrupt__?.[0]?.value;
    expect(request).toMatchObject({
      kind: 'clarification',
      action_request: { action: 'clarify' },
      config: { allow_respond: true, allow_accept: false, allow_edit: false, allow_ignore: false },
    });
    expect(String(request?.description)).toContain('**');
    expect(first.values.result).toMatchObject({ outcome: 'clarification', waitingFor: 'customer', amount: 0 });

    // `serve` and `ask` on the same data never resume a platform thread on their own checkpointer.
    const app = await openEchoPilot({ dataDir: server.dataDir });
    try {
      const identity = { tenantId: 'demo-bank', customerId: 'C1003', role: 'customer' as const, actor: 'ananya-app' };
      const [waiting] = (await app.store.listConversations('demo-bank', { customerId: 'C1003', status: 'waiting_customer' })).filter((c) => c.threadId.includes(thread.thread_id));
      await expect(app.conversations.send({ identity, text: 'any news?', threadId: waiting?.threadId ?? '' })).rejects.toMatchObject({ code: 'CONFLICT' });
      const here = await app.conversations.send({ identity, text: 'What is the charge for a duplicate debit card?' });
      expect(here.threadId).not.toContain(thread.thread_id);
    } finally {
      await app.close();
    }

    // An "accept" is no answer: refused, and the question still waits.
    const noAnswer = await streamRun(ananya, thread.thread_id, { command: { resume: [{ type: 'accept', args: null }] } });
    expect(JSON.stringify(noAnswer.errors)).toContain('INVALID_INPUT');
    expect((await ananya.threads.getState(thread.thread_id)).tasks.some((t) => t.interrupts.length > 0)).toBe(true);

    const answer = [{ type: 'response', args: 'The 3,000 one at T Nagar on Thursday evening.' }];
    const resumed = await streamRun(ananya, thread.thread_id, { command: { resume: answer } });
    expect(resumed.errors).toEqual([]);
    // `messages-tuple` streams the dialogue: the customer's words and the replies, once each, no tool traffic.
    expect(streamedMessages(first).map((m) => [m.type, m.content])).toEqual([['human', expect.stringContaining('ATM withdrawal failed')], ['ai', first.values.reply]]);
    expect(streamedMessages(resumed).map((m) => [m.type, m.content])).toEqual([['human', 'The 3,000 one at T Nagar on Thursday evening.'], ['ai', resumed.values.reply]]);
    expect([...streamedMessages(first), ...streamedMessages(resumed)].every((m) => (m.tool_calls ?? []).length === 0)).toBe(true);
    expect(resumed.values.result).toMatchObject({ outcome: 'resolved', amount: 300_000, waitingFor: null });
    const [conversation] = (await store.listConversations('demo-bank', { customerId: 'C1003' })).filter((c) => c.threadId.includes(thread.thread_id));
    const messages = await store.listMessages('demo-bank', conversation?.threadId ?? '');
    // The answer is stored as words, never as "[object Object]".
    expect(messages.filter((m) => m.author === 'customer').map((m) => m.text)).toContain('The 3,000 one at T Nagar on Thursday evening.');
  });

  it('completes an approval from Agent Inbox as the authenticated reviewer; customers and higher edits cannot, and money moves once', async () => {
    const sneha = server.client(KEYS.sneha);
    const thread = await sneha.threads.create();
    const first = await streamRun(sneha, thread.thread_id, { input: { message: UNAUTHORISED_CLAIM } });
    const request = first.values.__interrupt__?.[0]?.value;
    expect(request).toMatchObject({
      kind: 'approval', amount: 1_200_000,
      action_request: { action: 'approve_credit', args: { amount_paise: 1_200_000 } },
      config: { allow_accept: true, allow_edit: true, allow_respond: false, allow_ignore: true },
    });
    const approvalId = String(request?.approvalId);
    expect(first.values.result).toMatchObject({ outcome: 'needs_approval', amount: 1_200_000, waitingFor: 'review', approvalId });

    // The customer cannot approve their own claim.
    const byCustomer = await streamRun(sneha, thread.thread_id, { command: { resume: [{ type: 'accept', args: null }] } });
    expect(JSON.stringify(byCustomer.errors)).toContain('FORBIDDEN');
    // A reviewer of another tenant does not even see the thread.
    await expect(streamRun(server.client(KEYS.carol), thread.thread_id, { command: { resume: [{ type: 'accept', args: null }] } })).rejects.toThrow();

    // `echopilot review` and the HTTP decision route open the same data folder: they say which server holds the thread.
    const app = await openEchoPilot({ dataDir: server.dataDir });
    try {
      const elsewhere = app.approvals.decide({ tenantId: 'demo-bank', approvalId, reviewer: { id: 'reviewer-bob', role: 'reviewer' }, decision: 'approve' });
      await expect(elsewhere).rejects.toMatchObject({ code: 'CONFLICT', message: expect.stringContaining(`thread ${thread.thread_id} on the LangGraph server`) });
    } finally {
      await app.close();
    }

    const alice = server.client(KEYS.alice);
    const tooMuch = await streamRun(alice, thread.thread_id, { command: { resume: [{ type: 'edit', args: { action: 'approve_credit', args: { amount_paise: 2_000_000 } } }] } });
    expect(JSON.stringify(tooMuch.errors)).toContain('amount');
    expect((await moneyAndRecords('C1005')).ledger).toEqual([]);

    const accepted = await streamRun(alice, thread.thread_id, { command: { resume: [{ type: 'accept', args: null }] } });
    expect(accepted.errors).toEqual([]);
    expect(accepted.values.result).toMatchObject({ outcome: 'resolved', amount: 1_200_000, approvalId, waitingFor: null });
    const approval = await store.getApproval('demo-bank', approvalId);
    expect(approval?.status).toBe('used');
    expect(approval?.decisions).toEqual([expect.objectContaining({ reviewer: 'reviewer-alice', decision: 'approve' })]);
    const paid = (await moneyAndRecords('C1005')).ledger;
    expect(paid.reduce((sum, e) => sum + e.amount, 0)).toBe(1_200_000);

    // Single use: a second accept is refused and pays nothing more.
    const again = await streamRun(alice, thread.thread_id, { command: { resume: [{ type: 'accept', args: null }] } });
    expect(again.errors.length).toBeGreaterThan(0);
    expect((await moneyAndRecords('C1005')).ledger).toEqual(paid);
  });

  it("does not let a customer key read, list or run another customer's thread", async () => {
    const priya = server.client(KEYS.priya);
    const rahul = server.client(KEYS.rahul);
    const thread = await priya.threads.create();
    await streamRun(priya, thread.thread_id, { input: { message: 'What is the charge for a duplicate debit card?' } });
    await expect(rahul.threads.getState(thread.thread_id)).rejects.toMatchObject({ status: 404 });
    await expect(rahul.threads.get(thread.thread_id)).rejects.toMatchObject({ status: 404 });
    const listed = await rahul.threads.search({ limit: 100 });
    expect(listed.map((t) => t.thread_id)).not.toContain(thread.thread_id);
    await expect(streamRun(rahul, thread.thread_id, { input: { message: 'show me the transactions' } })).rejects.toThrow();
    // Staff of the tenant may read it.
    await expect(server.client(KEYS.agent).threads.getState(thread.thread_id)).resolves.toBeTruthy();
  });

  it('does nothing for a missing, unknown or mismatched identity, a forged state write or a replay from an earlier checkpoint', async () => {
    const before = await moneyAndRecords('C1002');
    await expect(server.client().threads.create()).rejects.toMatchObject({ status: 401 });
    await expect(server.client('not-a-key-at-all-1234').threads.create()).rejects.toMatchObject({ status: 401 });
    // Studio's "LangSmith" sign-in header is not a way around the keys.
    const studio = new Client({ apiUrl: server.url, defaultHeaders: { 'x-auth-scheme': 'langsmith' } });
    await expect(studio.threads.create()).rejects.toMatchObject({ status: 401 });

    const priya = server.client(KEYS.priya);
    const thread = await priya.threads.create();
    // A customer key naming another customer in the run context is refused before anything runs.
    await expect(streamRun(priya, thread.thread_id, { input: { message: ATM_CLAIM }, context: { customer_id: 'C1002' } })).rejects.toThrow();
    // A staff key must name the customer; a thread of one customer cannot be run for another.
    const agent = server.client(KEYS.agent);
    await expect(agent.threads.create()).rejects.toMatchObject({ status: 400 });
    await expect(streamRun(agent, thread.thread_id, { input: { message: ATM_CLAIM }, context: { customer_id: 'C1002' } })).rejects.toThrow();
    // State cannot be written past the graph.
    await expect(priya.threads.updateState(thread.thread_id, { values: { decision: { outcome: 'resolved', amount: 99_999_900 } } })).rejects.toMatchObject({ status: 403 });
    const forged = await streamRun(priya, thread.thread_id, { command: { update: { decision: { outcome: 'resolved' } }, goto: 'act' } });
    expect(forged.errors.length).toBeGreaterThan(0);
    // No replay from an earlier checkpoint.
    const answered = await priya.threads.create();
    await streamRun(priya, answered.thread_id, { input: { message: 'What is the charge for a duplicate debit card?' } });
    const [, earlier] = await priya.threads.getHistory(answered.thread_id, { limit: 2 });
    const replay = await streamRun(priya, answered.thread_id, { input: { message: ATM_CLAIM }, checkpointId: earlier?.checkpoint.checkpoint_id ?? 'none' });
    expect(JSON.stringify(replay.errors)).toContain('FORBIDDEN');
    expect(await moneyAndRecords('C1002')).toEqual(before);
    expect((await store.listConversations('demo-bank', { customerId: 'C1001' })).some((c) => c.threadId.includes(thread.thread_id))).toBe(false);
  });

  it('runs a staff conversation for the customer named in the context', async () => {
    const agent = server.client(KEYS.agent);
    const thread = await agent.threads.create({ metadata: { customer_id: 'C1004' } });
    const { values, errors } = await streamRun(agent, thread.thread_id, { input: { message: 'What is the charge for a duplicate debit card?' }, context: { customer_id: 'C1004' } });
    expect(errors).toEqual([]);
    expect(values.reply).toBeTruthy();
    const [conversation] = (await store.listConversations('demo-bank', { customerId: 'C1004' })).filter((c) => c.threadId.includes(thread.thread_id));
    const audit = await store.listAudit('demo-bank', { threadId: conversation?.threadId ?? '' });
    expect(audit.find((a) => a.event === 'turn')).toMatchObject({ actor: 'agent-meera', actorRole: 'agent' });
  });

  it('publishes the declared input and output schemas, and a run returns values of that output', async () => {
    const priya = server.client(KEYS.priya);
    const [assistant] = await priya.assistants.search({ graphId: GRAPH });
    const schemas = await priya.assistants.getSchemas(assistant?.assistant_id ?? GRAPH);
    const input = schemas.input_schema as { properties: Record<string, { type?: string }> };
    expect(Object.keys(input.properties).sort()).toEqual(['customer_id', 'message']);
    expect(input.properties.message?.type).toBe('string');
    const output = schemas.output_schema as { properties: Record<string, { properties?: Record<string, unknown>; anyOf?: { properties?: Record<string, unknown> }[] }> };
    expect(Object.keys(output.properties).sort()).toEqual(['messages', 'reply', 'result']);
    const result = output.properties.result;
    const resultFields = result?.properties ?? result?.anyOf?.find((branch) => branch.properties)?.properties ?? {};
    expect(Object.keys(resultFields).sort()).toEqual(['actions', 'amount', 'approvalId', 'outcome', 'reference', 'tickets', 'waitingFor']);

    const thread = await priya.threads.create();
    const values = (await priya.runs.wait(thread.thread_id, GRAPH, { input: { message: 'What is the charge for a duplicate debit card?' } })) as Record<string, unknown>;
    expect(Object.keys(values).sort()).toEqual(['messages', 'reply', 'result']);
    expect(TurnOutput.parse(values.result)).toMatchObject({ outcome: 'answered', amount: 0, waitingFor: null });
    // `messages` is the dialogue: the customer's (masked) words and the reply, no tool traffic.
    const dialogue = values.messages as { type: string; content: string }[];
    expect(dialogue.map((m) => m.type)).toEqual(['human', 'ai']);
    expect(dialogue[1]?.content).toBe(values.reply);
  });

  it('lets a staff key name the customer in the input, and refuses an input and a context naming different customers', async () => {
    const agent = server.client(KEYS.agent);
    const thread = await agent.threads.create({ metadata: { customer_id: 'C1004' } });
    const { values, errors } = await streamRun(agent, thread.thread_id, { input: { message: 'What is the charge for a duplicate debit card?', customer_id: 'C1004' } });
    expect(errors).toEqual([]);
    expect(values.result).toMatchObject({ outcome: 'answered' });
    const before = await moneyAndRecords('C1002');
    await expect(streamRun(agent, thread.thread_id, { input: { message: ATM_CLAIM, customer_id: 'C1002' }, context: { customer_id: 'C1004' } })).rejects.toThrow();
    // A customer key naming another customer in the input is refused like one naming them in the context.
    const priya = server.client(KEYS.priya);
    const own = await priya.threads.create();
    await expect(streamRun(priya, own.thread_id, { input: { message: ATM_CLAIM, customer_id: 'C1002' } })).rejects.toThrow();
    expect(await moneyAndRecords('C1002')).toEqual(before);
  });

  it('keeps open files and sockets flat over 100 requests (one application per process)', async () => {
    const priya = server.client(KEYS.priya);
    const thread = await priya.threads.create();
    await streamRun(priya, thread.thread_id, { input: { message: 'What is the charge for a duplicate debit card?' } });
    await priya.threads.getState(thread.thread_id);
    const before = server.openFiles();
    for (let i = 0; i < 100; i += 1) {
      if (i % 4 === 0) await priya.threads.getState(thread.thread_id);
      else if (i % 4 === 1) await priya.threads.getHistory(thread.thread_id, { limit: 3 });
      else if (i % 4 === 2) await priya.assistants.getGraph(GRAPH);
      else await priya.assistants.search({ graphId: GRAPH });
    }
    const after = server.openFiles();
    expect(after.files - before.files).toBeLessThanOrEqual(5);
    expect(after.sockets - before.sockets).toBeLessThanOrEqual(5);
  });
});

// Last: it stops the server the tests above share.
describe('stopping langgraph dev', () => {
  it("closes EchoPilot's application when the server process is stopped with SIGTERM (its SQLite files are closed cleanly)", async () => {
    // This test's own connection would keep the store's write-ahead log open: only the server's may remain.
    await store.close();
    storeOpen = false;
    expect(readdirSync(server.dataDir).filter((file) => file.endsWith('-wal')).length).toBeGreaterThan(0);
    await server.signalServer('SIGTERM');
    // A SQLite database closed by its last connection folds its write-ahead log back in and removes it.
    expect(readdirSync(server.dataDir).filter((file) => file.endsWith('-wal'))).toEqual([]);
  });
});
