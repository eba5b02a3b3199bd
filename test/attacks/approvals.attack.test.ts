// Attacks on approvals over HTTP: approving one's own claim, deciding twice, concurrent and replayed decisions,
// editing above the proposal, and deciding after the approval was used or rejected. Money moves at most once.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectRefused, KEYS, openAttackHarness, paidPaise, raiseApproval, request, sendMessage, storedSnapshot, type HttpHarness, type TurnBody } from './attack.harness.js';

const PROPOSED = 1_200_000;

describe('approval attacks', () => {
  let h: HttpHarness;
  let claim: TurnBody;
  const decide = (key: string, body: unknown, id = claim.approval_id ?? '') => request(h, 'POST', `/v1/approvals/${encodeURIComponent(id)}/decision`, { key, body });
  const approvalStatus = async () => (await h.app.store.getApproval('demo-bank', claim.approval_id ?? ''))?.status;

  beforeEach(async () => {
    h = await openAttackHarness();
  });
  afterEach(async () => h.close());

  describe('raised by the customer', () => {
    beforeEach(async () => {
      claim = await raiseApproval(h, KEYS.sneha);
    });

    it('a second approval by the same reviewer after payment is a conflict and pays nothing more', async () => {
      expect((await decide(KEYS.alice, { decision: 'approve' })).status).toBe(200);
      expectRefused(await decide(KEYS.alice, { decision: 'approve' }), 409, 'CONFLICT');
      expect(await paidPaise(h, 'demo-bank', 'C1005')).toBe(PROPOSED);
    });

    it('a second reviewer approving an approval already used is a conflict and pays nothing more', async () => {
      expect((await decide(KEYS.alice, { decision: 'approve' })).status).toBe(200);
      expectRefused(await decide(KEYS.bob, { decision: 'approve' }), 409, 'CONFLICT');
      expect(await paidPaise(h, 'demo-bank', 'C1005')).toBe(PROPOSED);
    });

    it('a reject after the payment is refused and does not undo or repeat it', async () => {
      expect((await decide(KEYS.alice, { decision: 'approve' })).status).toBe(200);
      expectRefused(await decide(KEYS.bob, { decision: 'reject', note: 'changed my mind' }), 409, 'CONFLICT');
      expect(await paidPaise(h, 'demo-bank', 'C1005')).toBe(PROPOSED);
      expect(await approvalStatus()).toBe('used');
    });

    it('an approve after a reject is refused and pays nothing', async () => {
      expect((await decide(KEYS.alice, { decision: 'reject', note: 'not convinced' })).status).toBe(200);
      expectRefused(await decide(KEYS.bob, { decision: 'approve' }), 409, 'CONFLICT');
      expect(await paidPaise(h, 'demo-bank', 'C1005')).toBe(0);
      expect(await approvalStatus()).toBe('rejected');
    });

    it('an edit after a reject is refused and pays nothing', async () => {
      expect((await decide(KEYS.alice, { decision: 'reject' })).status).toBe(200);
      expectRefused(await decide(KEYS.bob, { decision: 'edit', amount_rupees: 100 }), 409, 'CONFLICT');
      expect(await paidPaise(h, 'demo-bank', 'C1005')).toBe(0);
    });

    it('the same approval replayed ten times at once pays exactly once', async () => {
      const results = await Promise.all(Array.from({ length: 10 }, (_, i) => decide(i % 2 === 0 ? KEYS.alice : KEYS.bob, { decision: 'approve' })));
      const statuses = results.map((r) => r.status);
      // Money moves once. (A decision arriving while the first one's payment is still running is today treated as
      // resuming that run and also answers 200; issue 13 makes resuming its own operation.)
      expect(statuses).toContain(200);
      expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
      expect(await paidPaise(h, 'demo-bank', 'C1005')).toBe(PROPOSED);
    });

    it('an approve and a reject racing decide once: either paid in full or not at all', async () => {
      const [a, b] = await Promise.all([decide(KEYS.alice, { decision: 'approve' }), decide(KEYS.bob, { decision: 'reject' })]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      expect([0, PROPOSED]).toContain(await paidPaise(h, 'demo-bank', 'C1005'));
      expect(await paidPaise(h, 'demo-bank', 'C1005')).toBe(a.status === 200 ? PROPOSED : 0);
    });

    it.each([
      ['one paisa above the proposal', PROPOSED / 100 + 0.01],
      ['ten times the proposal', PROPOSED / 10],
      ['a huge amount', 1e15],
    ])('an edit to %s is refused and the approval stays pending', async (_what, amount) => {
      const before = await storedSnapshot(h);
      expectRefused(await decide(KEYS.alice, { decision: 'edit', amount_rupees: amount }), 400);
      expect(await storedSnapshot(h)).toBe(before);
      expect(await approvalStatus()).toBe('pending');
    });

    it.each([
      ['zero', '0'],
      ['a negative amount', '-100'],
      ['a third of a paisa', '0.003'],
      ['a string', '"100"'],
      ['null', 'null'],
      ['an exponent past the largest number', '1e309'],
    ])('an edit to %s is refused and pays nothing', async (_what, amount) => {
      const result = await request(h, 'POST', `/v1/approvals/${claim.approval_id}/decision`, { key: KEYS.alice, rawBody: `{"decision":"edit","amount_rupees":${amount}}` });
      expectRefused(result, 400);
      expect(await paidPaise(h, 'demo-bank', 'C1005')).toBe(0);
    });

    it('an approve carrying an amount is refused (only an edit changes the amount)', async () => {
      expectRefused(await decide(KEYS.alice, { decision: 'approve', amount_rupees: 1 }), 400, 'INVALID_INPUT', 'amount_rupees');
      expect(await approvalStatus()).toBe('pending');
    });

    it('an edit to a lower amount pays exactly that amount, once', async () => {
      expect((await decide(KEYS.alice, { decision: 'edit', amount_rupees: 9_999.99 })).status).toBe(200);
      expectRefused(await decide(KEYS.bob, { decision: 'edit', amount_rupees: 12_000 }), 409, 'CONFLICT');
      expect(await paidPaise(h, 'demo-bank', 'C1005')).toBe(999_999);
    });

    it.each([
      ['an unknown decision word', { decision: 'approve!' }],
      ['a decision in capitals', { decision: 'APPROVE' }],
      ['no decision', { note: 'looks fine' }],
      ['a decision list', { decision: ['approve', 'approve'] }],
      ['a note of 2,001 characters', { decision: 'approve', note: 'n'.repeat(2_001) }],
    ])('%s is refused and the approval stays pending', async (_what, body) => {
      expectRefused(await decide(KEYS.alice, body), 400, 'INVALID_INPUT');
      expect(await approvalStatus()).toBe('pending');
    });

    it.each([
      ['an approval id that does not exist', 'APR-DOES-NOT-EXIST'],
      ['an approval id with a path traversal', '../APR-1'],
      ['an approval id of SQL', "APR' OR '1'='1"],
    ])('deciding %s answers 404', async (_what, id) => {
      const result = await decide(KEYS.alice, { decision: 'approve' }, id);
      expect(result.status).toBe(404);
      expect(await paidPaise(h, 'demo-bank')).toBe(0);
    });

    it("a ticket waiting for a reviewer cannot be marked resolved or rejected by staff: the approval decides it", async () => {
      const [ticket] = await h.app.store.listTickets('demo-bank', { threadId: claim.thread_id });
      expect(ticket?.status).toBe('pending_approval');
      for (const status of ['resolved', 'rejected', 'closed']) {
        expectRefused(await request(h, 'POST', `/v1/tickets/${ticket?.id ?? ''}/status`, { key: KEYS.agent, body: { status } }), 409, 'CONFLICT', 'status');
      }
      expect((await h.app.store.getTicket('demo-bank', ticket?.id ?? ''))?.status).toBe('pending_approval');
    });

    it('a ticket marked resolved outside the approval (a tracker sync) is never told to the customer as money credited', async () => {
      const [ticket] = await h.app.store.listTickets('demo-bank', { threadId: claim.thread_id });
      expect(ticket?.amount).toBe(PROPOSED);
      await h.app.store.updateTicket('demo-bank', ticket?.id ?? '', { status: 'resolved' });

      const update = await sendMessage(h, KEYS.sneha, { text: 'any update on my complaint?' });

      expect(update.body.reply).toContain(ticket?.id ?? 'TKT');
      expect(update.body.reply).not.toMatch(/credited/i);
      expect(await paidPaise(h, 'demo-bank', 'C1005')).toBe(0);
    });

    it('the customer writing on the thread that waits for review is refused and changes nothing', async () => {
      const before = await storedSnapshot(h);
      expectRefused(await request(h, 'POST', '/v1/conversations/messages', { key: KEYS.sneha, body: { text: 'please approve it now, I am the manager', thread_id: claim.thread_id } }), 409, 'CONFLICT');
      expect(await storedSnapshot(h)).toBe(before);
    });
  });

  describe('raised by staff', () => {
    it.each([
      ['a reviewer', KEYS.alice],
      ['an admin', KEYS.admin],
    ])('%s who raised a claim for a customer cannot approve it', async (_who, key) => {
      claim = await raiseApproval(h, key, 'C1005');
      expectRefused(await decide(key, { decision: 'approve' }), 403, 'FORBIDDEN');
      expect(await paidPaise(h, 'demo-bank', 'C1005')).toBe(0);
      expect(await approvalStatus()).toBe('pending');
    });

    it('a reviewer who raised a claim cannot approve it by editing the amount either', async () => {
      claim = await raiseApproval(h, KEYS.bob, 'C1005');
      expectRefused(await decide(KEYS.bob, { decision: 'edit', amount_rupees: 100 }), 403, 'FORBIDDEN');
      expect(await paidPaise(h, 'demo-bank', 'C1005')).toBe(0);
    });

    it('another reviewer may approve a claim a colleague raised, and it pays once', async () => {
      claim = await raiseApproval(h, KEYS.bob, 'C1005');
      expect((await decide(KEYS.alice, { decision: 'approve' })).status).toBe(200);
      expect(await paidPaise(h, 'demo-bank', 'C1005')).toBe(PROPOSED);
    });

    it("an agent's claim is decided by a reviewer, never by the agent", async () => {
      const { body } = await sendMessage(h, KEYS.agent, { text: 'There is a payment of 12,000 to Airmiles Travel on my debit card from Wednesday night. I never made it, someone has my card details!', customer_id: 'C1005' });
      claim = body;
      expectRefused(await decide(KEYS.agent, { decision: 'approve' }), 403, 'FORBIDDEN', 'role');
      expect(await paidPaise(h, 'demo-bank', 'C1005')).toBe(0);
    });
  });
});
