// The ticket outbox: tickets written while Jira is down are kept and synced exactly once when it returns; status
// changes follow as comments and transitions; the Jira key is stored beside the local ticket.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { JiraTicketTracker } from '../../src/adapters/ticketing/jira.ticket-tracker.js';
import { openSqliteStore } from '../../src/adapters/store/sqlite.store.js';
import { TicketSyncer } from '../../src/app/ticket-sync.js';
import type { Store } from '../../src/domain/store.port.js';
import { ticketFor } from '../contracts/ticket-tracker.contract.js';
import { JiraFake } from '../support/jira.fake.js';
import { account, customer } from '../support/records.builder.js';

const CREDS = { email: 'ops-bot@bank.example', apiToken: 'jira-token-1', project: 'OPS' };
const T = 'demo-bank';
const START = Date.parse('2026-11-22T07:00:00Z');

async function caseFor(store: Store, id: string) {
  const threadId = `${T}:C1001:${id}`;
  const at = '2026-11-22T12:00:00+05:30';
  await store.putTicket(ticketFor({ id, threadId, idempotencyKey: `k-${id}`, createdAt: at, updatedAt: at }));
  await store.putIncident({
    id: `INC-${id}`, tenantId: T, customerId: 'C1001', threadId, claimType: 'failed_atm_withdrawal', outcome: 'escalated', valid: true, amount: 5_000_00,
    summary: 'ATM debited without cash', idempotencyKey: `inc-${id}`, createdAt: at,
    evidence: { reasons: ['No reversal within 5 days'], report: { issue: 'ATM debited ₹5,000 without cash', userDemand: 'Refund', supportInfoFromUser: [] }, ruleResult: { formula: '₹5,000 + ₹600', citations: [{ docId: 'failed-transactions', section: 'ATM' }] } },
  });
  await store.appendAudit({
    id: `AUD-${id}`, tenantId: T, threadId, actor: 'C1001', actorRole: 'customer', event: 'turn', at,
    details: { intent: 'complaint', nodes: [{ node: 'intake', summary: { redacted: 'the ATM took 5000, card XXXX' } }, { node: 'gather', summary: { intent: 'complaint', urgency: 'high', sentiment: 'negative' } }] },
  });
}

describe('ticket outbox syncing to Jira', () => {
  let fake: JiraFake;
  let store: Store;
  let clock: number;
  let syncer: TicketSyncer;
  beforeEach(async () => {
    fake = await new JiraFake(CREDS.email, CREDS.apiToken, CREDS.project).start();
    store = await openSqliteStore({ file: ':memory:' });
    await store.insertWorld(T, { customers: [customer({ id: 'C1001', tenantId: T })], accounts: [account({ tenantId: T, customerId: 'C1001' })], cards: [], transactions: [], policies: [], claims: [] });
    clock = START;
    const tracker = new JiraTicketTracker({ url: fake.url, ...CREDS, timeoutMs: 300, retries: 1, baseDelayMs: 1 });
    syncer = new TicketSyncer(store, tracker, { baseDelayMs: 60_000, now: () => clock });
  });
  afterEach(async () => {
    await fake.close();
    await store.close();
  });

  it('keeps tickets while Jira is down and syncs each exactly once when it returns', async () => {
    await caseFor(store, 'TKT-1');
    await caseFor(store, 'TKT-2');
    fake.setDown(true);
    const down = await syncer.syncOnce();
    expect(down.failed.map((f) => [f.ticketId, f.attempts])).toEqual([['TKT-1', 1], ['TKT-2', 1]]);
    expect((await syncer.syncOnce()).failed).toEqual([]); // backing off: not tried again yet
    clock += 60_000;
    expect((await syncer.syncOnce()).failed.map((f) => f.attempts)).toEqual([2, 2]);
    expect(fake.issues.size).toBe(0);

    fake.setDown(false);
    clock += 60_000;
    expect((await syncer.syncOnce()).synced).toEqual([]); // second failure doubled the wait
    clock += 60_000;
    const back = await syncer.syncOnce();
    expect(back.synced.map((s) => [s.ticketId, s.key])).toEqual([['TKT-1', 'OPS-1'], ['TKT-2', 'OPS-2']]);
    expect(fake.issues.size).toBe(2);
    expect((await store.getTicket(T, 'TKT-1'))?.externalKey).toBe('OPS-1');
    clock += 3_600_000;
    expect(await syncer.syncOnce()).toEqual({ synced: [], failed: [], deferred: 0 });
    expect(fake.issues.size).toBe(2);
    expect(JSON.stringify(fake.issues.get('OPS-1')?.fields.description)).toContain('the ATM took 5000, card XXXX');
    expect(fake.issues.get('OPS-1')?.fields.labels).toEqual(expect.arrayContaining(['urgency-high', 'sentiment-negative', 'intent-complaint']));
  });

  it('mirrors a status change once, as a comment and a transition', async () => {
    await caseFor(store, 'TKT-1');
    await syncer.syncOnce();
    await store.updateTicket(T, 'TKT-1', { status: 'resolved' });
    const moved = await syncer.syncOnce();
    expect(moved.synced).toEqual([{ tenantId: T, ticketId: 'TKT-1', key: 'OPS-1', status: 'resolved' }]);
    expect(fake.issues.get('OPS-1')).toMatchObject({ status: 'Done' });
    expect(fake.issues.get('OPS-1')?.comments).toHaveLength(1);
    expect((await syncer.syncOnce()).synced).toEqual([]);
  });

  it('does not file a ticket twice when Jira created it but the answer was lost', async () => {
    await caseFor(store, 'TKT-1');
    fake.failNext(1, { kind: 'stall', ms: 1 });
    fake.failNext(1, { kind: 'stall', ms: 600 });
    expect((await syncer.syncOnce()).failed).toHaveLength(1);
    clock += 60_000;
    expect((await syncer.syncOnce()).synced.map((s) => s.key)).toEqual(['OPS-1']);
    expect(fake.issues.size).toBe(1);
  });

  it('leaves a ticket another syncer holds to that syncer, so two `serve` processes file it once', async () => {
    await caseFor(store, 'TKT-1');
    const other = new TicketSyncer(store, new JiraTicketTracker({ url: fake.url, ...CREDS, timeoutMs: 300, retries: 1, baseDelayMs: 1 }), { now: () => clock });
    fake.failNext(1, { kind: 'stall', ms: 150 }); // the first syncer's search is slow: the second starts meanwhile
    const [a, b] = await Promise.all([syncer.syncOnce(), other.syncOnce()]);
    expect([...a.synced, ...b.synced].map((s) => s.key)).toEqual(['OPS-1']);
    expect(fake.issues.size).toBe(1);
  });

  it('waits for the turn that wrote a ticket to record its audit entry before filing it', async () => {
    const at = new Date(START).toISOString();
    await store.putTicket(ticketFor({ id: 'TKT-NEW', threadId: `${T}:C1001:TKT-NEW`, idempotencyKey: 'k-new', createdAt: at, updatedAt: at }));
    expect(await syncer.syncOnce()).toMatchObject({ deferred: 1, synced: [] });
    clock += 61_000;
    expect((await syncer.syncOnce()).synced.map((s) => s.ticketId)).toEqual(['TKT-NEW']);
  });
});
