// Follow-ups matched to the customer's own ticket: a status question, a reference written loosely or the same claim
// sent again continue that thread with its status from the records, never a second ticket or a second payment; the
// match and its reason are in the audit entry. Another customer's reference never matches.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { harnessFor, type Harness } from '../support/app.harness.js';

let h: Harness | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await h?.close();
  h = undefined;
});

const ATM = 'The ATM on MG Road debited 5000 from my account on 4 March but did not give me any cash.';
const RUDE = 'The staff at your Andheri branch were very rude to my father. I want action taken.';

async function ledger() {
  return h!.app.store.listLedger('demo-bank', {});
}
async function tickets(customerId: string) {
  return h!.app.store.listTickets('demo-bank', { customerId });
}
async function followUpAudit(threadId: string) {
  const audit = await h!.app.store.listAudit('demo-bank', { threadId });
  const last = audit.filter((a) => a.event === 'turn').at(-1) as unknown as { details: { path: string[]; nodes: { node: string; summary: Record<string, unknown> }[] } };
  return last.details.nodes.find((n) => n.node === 'follow_up')?.summary;
}

describe('follow-ups matched to the open ticket', () => {
  it('answers the same claim sent again on its thread: its status, no new ticket, no second credit', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');
    const first = await h.send('C1001', ATM);
    expect(first.outcome).toBe('resolved');
    const credited = await ledger();
    const before = await tickets('C1001');

    const again = await h.send('C1001', ATM);

    expect(again.threadId).toBe(first.threadId);
    expect(again.actions).toEqual([]);
    expect(await ledger()).toEqual(credited);
    expect(await tickets('C1001')).toHaveLength(before.length);
    expect(again.reply).toContain(before[0]!.id);
    expect(again.reply).toMatch(/₹5,300\.00/);
    expect(await followUpAudit(first.threadId)).toMatchObject({ kind: 'repeat', threadId: first.threadId, reason: expect.stringMatching(/T9001/) });
  });

  it.each([
    'but I still haven\'t got the 5000 back',
    'mg road one, 5000 not given',
    'thanks! when will it show in my account?',
  ])('answers %j on the thread of a claim we paid with what was paid, never judging it again', async (text) => {
    h = await harnessFor('scenarios/dev-bank.yaml');
    const first = await h.send('C1001', ATM);
    const credited = await ledger();

    const again = await h.send('C1001', text, first.threadId);

    expect([again.outcome, again.actions, again.path]).toEqual(['answered', [], ['follow_up']]);
    expect(again.reply).toMatch(/₹5,300\.00/);
    expect(await ledger()).toEqual(credited);
  });

  it('keeps the claim\'s own intent for the same claim told again, and asks for nothing when only its status is asked', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');
    const first = await h.send('C1001', ATM);

    const again = await h.send('C1001', 'mg road one, 5000 not given', first.threadId);
    const asked = await h.send('C1001', 'any update?', first.threadId);

    expect([again.intent, again.claimType]).toEqual(['complaint', 'failed_atm_withdrawal']);
    expect(asked.intent).toBe('query');
  });

  it.each([
    'it happened again today at the same MG Road ATM, 5000 debited and no cash',
    'The MG Road ATM did the same thing today, 5000 debited no cash',
    'the 5000 ATM one was refunded but the compensation is wrong, it was 8 days late not 3',
  ])('still judges a new occurrence or a dispute told on the thread of a claim we paid: %j', async (text) => {
    h = await harnessFor('scenarios/dev-bank.yaml');
    const first = await h.send('C1001', ATM);

    const again = await h.send('C1001', text, first.threadId);

    expect(again.path).not.toEqual(['follow_up']);
  });

  it('reads "when will it show in my account?" beside a claim told in the same message as that claim', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');

    const turn = await h.send('C1001', 'My UPI of 2500 to rahul failed, when will it show in my account?');

    expect(turn.claimType).toBe('failed_upi_transfer');
    expect(turn.amount).toBe(260_000);
  });

  it('answers "any update?" sent on the thread of a decided claim with that claim\'s status, paying nothing more', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');
    const first = await h.send('C1001', ATM);
    const credited = await ledger();

    const asked = await h.send('C1001', 'any update? has it come?', first.threadId);

    expect([asked.outcome, asked.actions, asked.path]).toEqual(['answered', [], ['follow_up']]);
    expect(asked.reply).toMatch(/₹5,300\.00/);
    expect(await ledger()).toEqual(credited);
    expect(await followUpAudit(first.threadId)).toMatchObject({ kind: 'status', threadId: first.threadId });
  });

  it('answers a customer who chases a complaint on its thread ("hello?? still waiting", "kuch hua?", "what happened with this") with its status, opening nothing', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');
    const first = await h.send('C1001', RUDE);
    const before = await tickets('C1001');
    for (const chase of ['hello?? still waiting', 'kuch hua?', 'what happened with this', "it's been a week and nothing yet"]) {
      const chased = await h.send('C1001', chase, first.threadId);
      expect([chase, chased.outcome, chased.actions, chased.path]).toEqual([chase, 'answered', [], ['follow_up']]);
      expect(chased.reply).toContain(before[0]!.id);
    }
    expect(await tickets('C1001')).toHaveLength(before.length);
    expect(await ledger()).toEqual([]);
  });

  it.each([
    'still waiting... and the ATM did it again, no cash but money debited',
    'nothing yet. another ATM withdrawal also failed, no cash came out',
  ])('runs a new claim told beside a chase as a claim, not as the case\'s status: %j', async (text) => {
    h = await harnessFor('scenarios/dev-bank.yaml');
    const first = await h.send('C1002', 'The Bandra ATM took 2000 on 5 March and gave no cash');
    expect(first.outcome).toBe('resolved');
    const next = await h.send('C1002', text, first.threadId);
    expect(next.path).not.toEqual(['follow_up']);
    expect(next.claimType).toBe('failed_atm_withdrawal');
  });

  it.each([
    ['C1101', 'still waiting'],
    ['C1112', 'still waiting'],
    ['C1101', "it's been a week, nothing yet"],
  ])('judges no claim for %s who writes %j with no case on file, though they hold an unreversed failed debit', async (customer, wait) => {
    h = await harnessFor('scenarios/own-bank.yaml');
    const turn = await h.send(customer, wait);
    expect([turn.claimType, turn.amount, turn.actions.filter((a) => a === 'refund')]).toEqual([null, 0, []]);
    expect(['needs_approval', 'rejected', 'resolved']).not.toContain(turn.outcome);
  });

  it('answers its own ticket reference sent alone on its thread with its status, opening nothing new', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');
    const first = await h.send('C1001', ATM);
    const [ticket] = await tickets('C1001');
    const credited = await ledger();

    const named = await h.send('C1001', ticket!.id.toLowerCase(), first.threadId);

    expect([named.outcome, named.actions, named.path]).toEqual(['answered', [], ['follow_up']]);
    expect(named.reply).toMatch(/₹5,300\.00/);
    expect(await tickets('C1001')).toHaveLength(1);
    expect(await ledger()).toEqual(credited);
    expect(await followUpAudit(first.threadId)).toMatchObject({ kind: 'reference', threadId: first.threadId });
  });

  it('answers a status question with the open ticket\'s status and adds the message to it', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');
    const complaint = await h.send('C1001', RUDE);
    expect(complaint.outcome).toBe('escalated');
    const [ticket] = await tickets('C1001');

    const status = await h.send('C1001', 'any update on my complaint?');

    expect(status.threadId).toBe(complaint.threadId);
    expect(status.actions).toEqual([]);
    expect(status.reply).toContain(ticket!.id);
    expect(status.reply).toMatch(/open/i);
    expect(await tickets('C1001')).toHaveLength(1);
    const messages = await h.app.store.listMessages('demo-bank', complaint.threadId);
    expect(messages.map((m) => m.text)).toContain('any update on my complaint?');
    expect((await h.app.store.getTicket('demo-bank', ticket!.id))?.body).toMatch(/any update on my complaint\?/);
    expect(await followUpAudit(complaint.threadId)).toMatchObject({ kind: 'status', reason: expect.any(String) });
  });

  it.each([
    (id: string) => id.toLowerCase(),
    (id: string) => id.replace('-', ' ').toLowerCase(),
    (id: string) => `ticket no ${id.slice(4, 8)} ${id.slice(8)}`,
    (id: string) => id.replace('-', ''),
  ])('matches a reference written loosely to that ticket (%#)', async (write) => {
    h = await harnessFor('scenarios/dev-bank.yaml');
    const complaint = await h.send('C1001', RUDE);
    const [ticket] = await tickets('C1001');

    const turn = await h.send('C1001', `what is happening with ${write(ticket!.id)}??`);

    expect(turn.threadId).toBe(complaint.threadId);
    expect(turn.reply).toContain(ticket!.id);
    expect(await tickets('C1001')).toHaveLength(1);
    expect(await followUpAudit(complaint.threadId)).toMatchObject({ kind: 'reference' });
  });

  it('never matches another customer\'s ticket reference', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');
    await h.send('C1002', RUDE);
    const [theirs] = await tickets('C1002');

    const turn = await h.send('C1001', `status of ${theirs!.id.toLowerCase()} please`);

    expect(turn.threadId).not.toBe(theirs!.threadId);
    expect(turn.threadId.startsWith('demo-bank:C1001:')).toBe(true);
    expect(turn.reply).not.toContain(theirs!.id);
  });

  it.each(['what is the status of ticket TKT-48213?', 'status of CLM-9999 please'])(
    'says %j names nothing of the customer\'s, asks them to check it, and opens nothing', async (text) => {
      h = await harnessFor('scenarios/dev-bank.yaml');

      const turn = await h.send('C1001', text);

      expect(turn).toMatchObject({ outcome: 'answered', actions: [] });
      expect(turn.reply).toMatch(/could not find that reference among your claims, policies, payments or requests/);
      expect(await tickets('C1001')).toEqual([]);
    });

  it('finds the ATM case for "what happened to my ATM issue" when another case is open', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');
    const atm = await h.send('C1001', ATM);
    const credited = await ledger();
    await h.send('C1001', RUDE);

    const turn = await h.send('C1001', 'what happened to my ATM issue');

    expect(turn.threadId).toBe(atm.threadId);
    expect(turn.reply).toMatch(/resolved; we credited ₹5,300\.00/);
    expect(await ledger()).toEqual(credited);
  });

  it.each([
    ['hi', 'मेरी शिकायत का क्या हुआ? कोई अपडेट?', /हमारी टीम इस पर काम कर रही है/],
    ['hi-Latn', 'meri shikayat ka kya hua? koi update?', /hamari team ispar kaam kar rahi hai/],
  ])('gives the status in %s with the same reference', async (_language, text, status) => {
    h = await harnessFor('scenarios/dev-bank.yaml');
    const complaint = await h.send('C1001', RUDE);
    const [ticket] = await tickets('C1001');

    const turn = await h.send('C1001', text);

    expect(turn.threadId).toBe(complaint.threadId);
    expect(turn.reply).toContain(ticket!.id);
    expect(turn.reply).toMatch(status);
    expect(await tickets('C1001')).toHaveLength(1);
  });

  it('still answers a status question about a record from the records when no case is about it', async () => {
    h = await harnessFor('scenarios/dev-insurer.yaml');
    await h.send('C2001', 'The staff at your branch were very rude to me. I want action taken.');

    const turn = await h.send('C2001', 'status of CLM-2005 please');

    expect(turn.path).not.toContain('follow_up');
  });

  it('asks for no second approval when a claim under review is sent again, and gives the review\'s status', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');
    const text = 'Amazon charged my credit card twice for the same order of 12,999 on 8 March. Please refund the extra charge.';
    const first = await h.send('C1002', text);
    expect(first.outcome).toBe('needs_approval');

    const again = await h.send('C1002', text);

    expect(again.threadId).toBe(first.threadId);
    expect(again.approvalId).toBeNull();
    expect(await h.app.store.listApprovals('demo-bank', {})).toHaveLength(1);
    expect(again.reply).toMatch(/waiting for a reviewer's approval of ₹12,999\.00/);
    expect(await tickets('C1002')).toHaveLength((await h.app.store.listTickets('demo-bank', { threadId: first.threadId })).length);
  });

  it.each(['any update? when will the money come', 'hello?? the 12,999 amazon one, I am reporting it again', 'Amazon charged my credit card twice for the same order of 12,999 on 8 March. Please refund the extra charge.'])(
    'answers %j on the thread a reviewer holds with the review\'s status, and takes no other message there', async (text) => {
      h = await harnessFor('scenarios/dev-bank.yaml');
      const first = await h.send('C1002', 'Amazon charged my credit card twice for the same order of 12,999 on 8 March. Please refund the extra charge.');
      expect(first.outcome).toBe('needs_approval');

      const status = await h.send('C1002', text, first.threadId);

      expect(status.threadId).toBe(first.threadId);
      expect(status.actions).toEqual([]);
      expect(status.reply).toMatch(/waiting for a reviewer's approval of ₹12,999\.00/);
      expect(await h.app.store.listApprovals('demo-bank', {})).toHaveLength(1);
      await expect(h.send('C1002', 'Please change my registered email to rohan@example.in', first.threadId)).rejects.toMatchObject({ code: 'CONFLICT' });
    });

  it('finishes a follow-up whose process died as a follow-up when the client retries: one answer, no graph run', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');
    const complaint = await h.send('C1001', RUDE);
    const identity = { tenantId: 'demo-bank', customerId: 'C1001', role: 'customer' as const, actor: 'c1001-app' };
    const send = () => h!.app.conversations.send({ identity, text: 'any update on my complaint?', now: h!.now, idempotencyKey: 'follow-1' });
    const transaction = h.app.store.transaction.bind(h.app.store);
    let calls = 0;
    vi.spyOn(h.app.store, 'transaction').mockImplementation(async (work) => {
      calls += 1;
      if (calls === 2) throw new Error('process died before the answer was recorded');
      return transaction(work);
    });
    await expect(send()).rejects.toThrow(/process died/);
    expect((await h.app.store.listTurns('demo-bank', { threadId: complaint.threadId })).map((t) => [t.input, t.status]).at(-1)).toEqual(['follow_up', 'running']);

    const retry = await send();

    expect(retry).toMatchObject({ threadId: complaint.threadId, outcome: 'answered', path: ['follow_up'] });
    expect(await tickets('C1001')).toHaveLength(1);
    expect((await h.app.store.listTurns('demo-bank', { threadId: complaint.threadId })).map((t) => t.status)).toEqual(['done', 'done']);
  });
});

describe('a question of its own while a clarification waits', () => {
  it('answers a general question on a new thread and keeps the waiting question for the answer that follows', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');
    const asked = await h.send('C1001', 'I paid 2500 and it failed, money debited');
    expect(asked.outcome).toBe('clarification');

    const aside = await h.send('C1001', 'whats the compensation if a refund is late?');

    expect([aside.outcome, aside.actions]).toEqual(['answered', []]);
    expect(aside.threadId).not.toBe(asked.threadId);
    expect(aside.reply).toMatch(/₹100/);

    const answer = await h.send('C1001', '1');

    expect(answer.threadId).toBe(asked.threadId);
    expect(answer.claimType).toBe('failed_upi_transfer');
  });
});
