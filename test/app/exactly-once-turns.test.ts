// Exactly-once turns in one process: a client's Idempotency-Key, turns recorded before the graph runs, turns whose
// graph finished but whose answer was not recorded, and the raiser of a claim that a customer's answer continued.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { harnessFor, type Harness } from '../support/app.harness.js';
import { offlineAgents } from '../../src/app/offline-agents.js';
import { SqliteSaver } from '@langchain/langgraph-checkpoint-sqlite';
import { KyselyStore } from '../../src/adapters/store/kysely.store.js';
import type { Identity } from '../../src/domain/identity.js';

const ATM = 'I want to complain: the ATM on MG Road debited 5000 from my account on 4 March but gave me no cash.';
const customer: Identity = { tenantId: 'demo-bank', customerId: 'C1001', role: 'customer', actor: 'c1001-app' };

let h: Harness | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await h?.close();
  h = undefined;
});

const paid = async (customerId: string) => (await h!.app.store.listLedger('demo-bank', { customerId })).reduce((sum, e) => sum + e.amount, 0);
const send = (text: string, idempotencyKey?: string, identity: Identity = customer) =>
  h!.app.conversations.send({ identity, text, now: h!.now, ...(idempotencyKey !== undefined ? { idempotencyKey } : {}) });

describe('exactly-once turns', () => {
  it('answers a retried message with the first turn and pays once; the same key with another message is refused naming the header', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');
    const first = await send(ATM, 'key-1');
    expect(first).toMatchObject({ outcome: 'resolved', amount: 530_000 });
    const retry = await send(ATM, 'key-1');
    expect(retry).toMatchObject({ threadId: first.threadId, outcome: 'resolved', amount: 530_000, reply: first.reply, path: first.path });
    expect(await paid('C1001')).toBe(530_000);
    expect((await h.app.store.listAudit('demo-bank', { threadId: first.threadId })).filter((a) => a.event === 'turn')).toHaveLength(1);
    expect(await h.app.store.listTurns('demo-bank', { threadId: first.threadId })).toHaveLength(1);
    await expect(send('What is the free look period?', 'key-1')).rejects.toMatchObject({ code: 'CONFLICT', field: 'Idempotency-Key' });
  });

  it('scopes keys to the caller: another API key with the same key runs its own turn', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');
    const mine = await send('How many days does an ATM reversal take?', 'shared-key');
    const agent: Identity = { tenantId: 'demo-bank', customerId: 'C1001', role: 'agent', actor: 'agent-asha' };
    const theirs = await send('How many days does an ATM reversal take?', 'shared-key', agent);
    expect(theirs.threadId).not.toBe(mine.threadId);
    expect(await h.app.store.listTurns('demo-bank')).toHaveLength(2);
  });

  it('records the conversation and its turn before the graph runs, so a turn that died is listed and its retry pays once', async () => {
    const base = offlineAgents();
    let replies = 0;
    const replier = {
      write: async (input: Parameters<typeof base.replier.write>[0]) => {
        replies += 1;
        if (replies === 1) throw new Error('process died after the payment');
        return base.replier.write(input);
      },
    };
    h = await harnessFor('scenarios/dev-bank.yaml', { agents: { ...base, replier } });
    await expect(send(ATM, 'key-2')).rejects.toThrow(/process died/);
    // The thread is listed (the client can find it) and its turn is recorded as running.
    const [listed] = await h.app.store.listConversations('demo-bank', { customerId: 'C1001' });
    expect((await h.app.store.listTurns('demo-bank', { threadId: listed?.threadId ?? '' })).map((t) => t.status)).toEqual(['running']);
    expect(await paid('C1001')).toBe(530_000);
    const retry = await send(ATM, 'key-2');
    expect(retry).toMatchObject({ threadId: listed?.threadId, outcome: 'resolved', amount: 530_000 });
    expect(await paid('C1001')).toBe(530_000);
    expect(await h.app.store.getConversation('demo-bank', retry.threadId)).toMatchObject({ status: 'closed', lastOutcome: 'resolved' });
  });

  it('records a turn whose graph finished but whose answer was not recorded with its real outcome, read from the checkpoint', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');
    // The process dies in the closing transaction: effects made, graph at its end, the turn not recorded.
    vi.spyOn(KyselyStore.prototype, 'finishTurn').mockRejectedValueOnce(new Error('process died before the turn was recorded'));
    await expect(send(ATM, 'key-3')).rejects.toThrow(/before the turn was recorded/);
    expect(await paid('C1001')).toBe(530_000);
    const retry = await send(ATM, 'key-3');
    // Not "rejected, ₹0" from a second run: the outcome the graph reached, and still one payment.
    expect(retry).toMatchObject({ outcome: 'resolved', amount: 530_000 });
    expect(retry.reply).toMatch(/5,300/);
    expect(await paid('C1001')).toBe(530_000);
    expect(await h.app.store.getConversation('demo-bank', retry.threadId)).toMatchObject({ lastOutcome: 'resolved' });
  });

  it('makes a retry that took the lease of a slow but live turn wait for that turn, and answers with what it recorded', async () => {
    const base = offlineAgents();
    let entered!: () => void;
    const replying = new Promise<void>((resolve) => { entered = resolve; });
    let release!: () => void;
    const released = new Promise<void>((resolve) => { release = resolve; });
    let writes = 0;
    const replier = {
      write: async (input: Parameters<typeof base.replier.write>[0]) => {
        writes += 1;
        entered();
        await released; // the first process is slow: paid, still writing its reply
        return base.replier.write(input);
      },
    };
    h = await harnessFor('scenarios/dev-bank.yaml', { agents: { ...base, replier } });
    // Its renewals come too late: the lease reads as run out to anyone who asks to take it.
    const leaseTurn = KyselyStore.prototype.leaseTurn;
    vi.spyOn(KyselyStore.prototype, 'leaseTurn').mockImplementation(function (this: KyselyStore, tenantId, id, lease) {
      if (lease.holder !== undefined) return Promise.resolve(false);
      return leaseTurn.call(this, tenantId, id, { ...lease, now: new Date(Date.now() + 3_600_000).toISOString() });
    });
    const first = send(ATM, 'key-5');
    await replying;
    let retrySettled = false;
    const retry = send(ATM, 'key-5').finally(() => { retrySettled = true; });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(retrySettled).toBe(false); // waiting for the thread, not running the turn a second time
    release();
    const [firstTurn, retryTurn] = await Promise.all([first, retry]);
    expect(firstTurn).toMatchObject({ outcome: 'resolved', amount: 530_000 });
    expect(retryTurn).toMatchObject({ threadId: firstTurn.threadId, outcome: 'resolved', amount: 530_000, reply: firstTurn.reply });
    expect(writes).toBe(1); // the turn's last node ran once, not again beside the slow process
    expect(await paid('C1001')).toBe(530_000);
    expect((await h.app.store.listTurns('demo-bank')).map((t) => t.status)).toEqual(['done']);
    expect((await h.app.store.listAudit('demo-bank', { threadId: firstTurn.threadId })).filter((a) => a.event === 'turn')).toHaveLength(1);
  });

  it('runs on a turn that died after a node\'s writes were saved but before its checkpoint, rather than recording it half-done', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');
    // The process dies as it checkpoints the step after `decide`: decide's writes are saved, the step is not.
    let died = false;
    const put = SqliteSaver.prototype.put;
    vi.spyOn(SqliteSaver.prototype, 'put').mockImplementation(function (this: SqliteSaver, config, checkpoint, metadata) {
      if ((checkpoint.channel_values as { decision?: unknown }).decision != null && !died) {
        died = true;
        return Promise.reject(new Error('process died before the checkpoint'));
      }
      return put.call(this, config, checkpoint, metadata);
    });
    await expect(send(ATM, 'key-6')).rejects.toThrow(/before the checkpoint/);
    expect(died).toBe(true);
    expect(await paid('C1001')).toBe(0);
    const retry = await send(ATM, 'key-6');
    // Not "answered" with no reply from a graph read as finished: the claim's decision is carried out, once.
    expect(retry).toMatchObject({ outcome: 'resolved', amount: 530_000 });
    expect(retry.path).toEqual(expect.arrayContaining(['act', 'respond']));
    expect(await paid('C1001')).toBe(530_000);
  });

  it('finishes such a turn in the recovery sweep when the client never retries', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');
    vi.spyOn(KyselyStore.prototype, 'finishTurn').mockRejectedValueOnce(new Error('process died before the turn was recorded'));
    await expect(send(ATM, 'key-4')).rejects.toThrow(/before the turn was recorded/);
    expect(await h.app.conversations.recoverUnfinished()).toBe(1);
    const record = await h.app.store.listTurns('demo-bank');
    expect(record.map((t) => [t.status, (t.result as { outcome?: string } | null)?.outcome, t.text])).toEqual([['done', 'resolved', null]]);
    expect(await h.app.conversations.recoverUnfinished()).toBe(0);
    expect(await send(ATM, 'key-4')).toMatchObject({ outcome: 'resolved', amount: 530_000 });
    expect(await paid('C1001')).toBe(530_000);
  });

  it('does not let the reviewer who raised a claim approve it after the customer answered the clarification question', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');
    // A second debit that day, so that the claim needs the customer to say which one.
    await h.app.store.insertTransaction({
      id: 'T9011', tenantId: 'demo-bank', accountId: 'A1004', cardId: 'CARD-1200', at: '2026-03-10T02:30:00+05:30', amount: 300_000, direction: 'debit',
      channel: 'card_online', counterparty: 'QUICKBET ONLINE', reference: 'QB-77', status: 'posted', relatesTo: null, feeKind: null, policyId: null, dueOn: null,
    });
    const reviewer: Identity = { tenantId: 'demo-bank', customerId: 'C1003', role: 'reviewer', actor: 'rev-1' };
    const asked = await h.app.conversations.send({ identity: reviewer, text: 'There are payments on my card on 10 March that I never made. Someone used my card!', now: h.now });
    expect(asked.outcome).toBe('clarification');
    const answered = await h.app.conversations.send({ identity: { ...customer, customerId: 'C1003', actor: 'c1003-app' }, text: 'The 8000 one to XYZ Games.', threadId: asked.threadId, now: h.now });
    expect(answered).toMatchObject({ outcome: 'needs_approval', amount: 800_000 });
    const decide = (id: string) => h!.app.approvals.decide({ tenantId: 'demo-bank', approvalId: answered.approvalId ?? '', reviewer: { id, role: 'reviewer' }, decision: 'approve' });
    await expect(decide('rev-1')).rejects.toMatchObject({ code: 'FORBIDDEN', message: expect.stringMatching(/rev-1 raised this claim/) });
    const { approval } = await decide('rev-2');
    expect(approval.decisions.map((d) => d.reviewer)).toEqual(['rev-2']);
  });
});
