// End-to-end runs of the claim graph on the offline backend, one per outcome, checking what was stored.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { harnessFor, type Harness } from '../support/app.harness.js';

describe('the claim graph, end to end on the offline backend (demo-bank)', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');
  });
  afterEach(async () => h.close());

  it('resolves a failed ATM withdrawal: reverses the debit and pays ₹100 a day late, as two credits relating to it', async () => {
    const turn = await h.send('C1001', 'The ATM on MG Road debited 5000 from my account on 4 March but did not give me any cash.');
    expect(turn).toMatchObject({ intent: 'complaint', claimType: 'failed_atm_withdrawal', outcome: 'resolved', valid: true, amount: 530_000 });
    expect(turn.actions.sort()).toEqual(['incident', 'refund', 'ticket']);
    const ledger = await h.app.store.listLedger('demo-bank', { customerId: 'C1001' });
    expect(ledger.map((e) => [e.kind, e.amount, e.relatesTo]).sort()).toEqual([['compensation', 30_000, 'T9001'], ['reversal', 500_000, 'T9001']]);
    const credits = await h.app.store.findTransactions('demo-bank', 'C1001', { direction: 'credit', relatesTo: 'T9001' });
    expect(credits.map((t) => t.amount).reduce((a, b) => a + b, 0)).toBe(530_000);
    const [ticket] = await h.app.store.listTickets('demo-bank', { threadId: turn.threadId });
    expect(ticket).toMatchObject({ kind: 'tracking', status: 'resolved', id: turn.threadId.split(':')[2] });
    expect(turn.reply).toContain('₹5,300.00');
    expect(turn.path).toEqual(['intake', 'gather', 'report', 'verify', 'tools', 'verify', 'tools', 'verify', 'decide', 'act', 'respond']);
  });

  it('holds a duplicate charge above the auto-approval limit for a reviewer: ticket and incident, no money', async () => {
    const turn = await h.send('C1002', 'Amazon charged my credit card twice for the same order of 12,999 on 8 March. Please refund the extra charge.');
    expect(turn).toMatchObject({ outcome: 'needs_approval', amount: 1_299_900, waitingFor: 'review' });
    expect(await h.app.store.listLedger('demo-bank', {})).toEqual([]);
    const [approval] = await h.app.store.listApprovals('demo-bank', { status: 'pending' });
    expect(approval).toMatchObject({ amount: 1_299_900, requiredApprovers: 1, customerId: 'C1002' });
    const tickets = await h.app.store.listTickets('demo-bank', { threadId: turn.threadId });
    expect(tickets.map((t) => [t.kind, t.status])).toEqual([['review', 'pending_approval']]);
    expect(await h.app.store.listIncidents('demo-bank', { threadId: turn.threadId })).toHaveLength(1);
  });

  it('rejects two charges two days apart as not a duplicate, with the reason and an offer to raise a complaint', async () => {
    const turn = await h.send('C1001', 'I was charged twice at Cafe Coffee Day, 450 each time. I want one of them back.');
    expect(turn).toMatchObject({ outcome: 'rejected', valid: false, amount: 0, actions: ['incident'] });
    expect(turn.reply).toMatch(/24-hour/);
    expect(turn.reply).toMatch(/not satisfied/i);
    expect(await h.app.store.listTickets('demo-bank', { threadId: turn.threadId })).toEqual([]);
  });

  it('raises the offered complaint when the customer says they are not satisfied with a rejection, in the same thread', async () => {
    const first = await h.send('C1001', 'I was charged twice at Cafe Coffee Day, 450 each time. I want one of them back.');
    const second = await h.send('C1001', 'I am not satisfied with this answer. I want to raise a complaint.');
    expect(second.threadId).toBe(first.threadId);
    expect(second).toMatchObject({ outcome: 'escalated', actions: expect.arrayContaining(['complaint_ticket']) });
    const tickets = await h.app.store.listTickets('demo-bank', { threadId: first.threadId });
    expect(tickets.map((t) => t.kind)).toEqual(['complaint']);
  });

  it.each(["I'm not satisfied with this answer.", "That's rubbish, frankly. Not acceptable."])(
    'reads %j after a rejection as the offered complaint, never as a new claim that moves money or blocks a card', async (text) => {
      await h.send('C1001', 'I was charged twice at Cafe Coffee Day, 450 each time. I want one of them back.');
      const second = await h.send('C1001', text);
      expect(second).toMatchObject({ claimType: null, outcome: 'escalated', amount: 0 });
      expect(second.actions).toContain('complaint_ticket');
      expect(second.actions).not.toContain('block_card');
    });

  it('asks which record is meant when two failed ATM debits fit, then resolves the one the customer names', async () => {
    const ask = await h.send('C1002', 'My ATM withdrawal failed but the money was still debited.');
    expect(ask).toMatchObject({ outcome: 'clarification', waitingFor: 'customer', actions: [] });
    expect(ask.reply).toContain('₹2,000.00');
    expect(ask.reply).toContain('₹4,000.00');
    const answer = await h.send('C1002', 'The 4000 one on 7 March.');
    expect(answer.threadId).toBe(ask.threadId);
    expect(answer).toMatchObject({ outcome: 'resolved', amount: 400_000, waitingFor: null });
    const ledger = await h.app.store.listLedger('demo-bank', { customerId: 'C1002' });
    expect(ledger.map((e) => e.relatesTo)).toEqual(['T9021']);
  });

  it('blocks a card at once for an unauthorised debit and proposes zero liability for the fraud team', async () => {
    const turn = await h.send('C1003', 'There is a payment of 8000 to XYZ Games on my account that I never made. Someone has used my card!');
    expect(turn).toMatchObject({ claimType: 'unauthorized_transaction', outcome: 'needs_approval', amount: 800_000 });
    expect((await h.app.store.findCard('demo-bank', 'CARD-1200'))?.status).toBe('blocked');
    expect(await h.app.store.listLedger('demo-bank', {})).toEqual([]);
  });

  it('escalates a complaint about staff conduct with a complaint ticket', async () => {
    const turn = await h.send('C1003', 'The staff at your Andheri branch were very rude to me yesterday when I asked for a passbook update.');
    expect(turn).toMatchObject({ outcome: 'escalated', claimType: null, amount: 0 });
    expect(turn.actions.sort()).toEqual(['complaint_ticket', 'incident']);
  });

  it('logs a feature request as a ticket and verifies nothing', async () => {
    const turn = await h.send('C1001', 'It would be great if your app let me set my own daily UPI limit. Please add that feature.');
    expect(turn).toMatchObject({ intent: 'feature_request', outcome: 'logged', actions: ['ticket'] });
    expect(turn.path).not.toContain('verify');
  });

  it('answers a policy question from the knowledge base only, with citations, and changes nothing', async () => {
    const turn = await h.send('C1001', 'If an ATM debits my account but gives no cash, how long until I get the money back, and is there any compensation?');
    expect(turn).toMatchObject({ intent: 'query', outcome: 'answered', actions: [] });
    expect(turn.reply).toContain('100');
    expect(turn.reply).toMatch(/Sources: .*failed/i);
    expect(turn.path).toEqual(['intake', 'gather', 'respond']);
  });

  it('writes an audit entry for every turn with the path and each node\'s output', async () => {
    const turn = await h.send('C1001', 'Why did you take 590 as minimum balance charges? Please reverse it, it\'s the first time.');
    const audit = await h.app.store.listAudit('demo-bank', { threadId: turn.threadId });
    const entry = audit.find((a) => a.event === 'turn');
    expect(entry?.details).toMatchObject({ path: turn.path, outcome: 'resolved' });
    const nodes = (entry?.details as { nodes: { node: string }[] }).nodes.map((n) => n.node);
    expect(nodes).toEqual(turn.path);
    expect(audit.some((a) => a.event === 'ai_action.credit')).toBe(true);
  });
});

describe('the claim graph, end to end on the offline backend (demo-insurer)', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await harnessFor('scenarios/dev-insurer.yaml');
  });
  afterEach(async () => h.close());

  it('answers a cancellation the customer is only weighing, hedges and all, and cancels nothing', async () => {
    const turn = await h.send('C2001', 'I might cancel my health policy later on. Roughly how much refund would I get?');
    expect(turn).toMatchObject({ intent: 'query', outcome: 'answered', actions: [] });
    expect(turn.reply).toMatch(/Sources: .*cancel/i);
    expect(await h.app.store.findPolicy('demo-insurer', 'POL-HL-2201')).toMatchObject({ status: 'active' });
  });

  it('cancels a health policy inside the free-look period and refunds the premium less risk premium and stamp duty', async () => {
    const turn = await h.send('C2001', "I bought a health policy last month but I don't need it anymore. I want to cancel it and get my money back.");
    expect(turn).toMatchObject({ outcome: 'resolved', amount: 1_696_099 });
    expect(turn.actions.sort()).toEqual(['cancel_policy', 'incident', 'refund', 'ticket']);
    expect(await h.app.store.findPolicy('demo-insurer', 'POL-HL-2201')).toMatchObject({ status: 'cancelled', cancelledOn: '2026-03-12' });
    expect(turn.reply).toContain('16,960.99');
  });

  it('pays interest at bank rate + 2% for a claim settled late', async () => {
    const turn = await h.send('C2003', 'My claim CLM-7001 took almost two months to settle after I gave all documents. Isn\'t there interest for the delay?');
    expect(turn).toMatchObject({ claimType: 'claim_settlement_delay', outcome: 'resolved', amount: 42_466 });
    const [entry] = await h.app.store.listLedger('demo-insurer', { customerId: 'C2003' });
    expect(entry).toMatchObject({ kind: 'interest', amount: 42_466, relatesTo: 'CLM-7001' });
  });

  it('never overturns a claim rejection: the dispute goes to a human', async () => {
    const turn = await h.send('C2003', 'You rejected claim CLM-7003 saying pre-existing condition but I never had this illness before. I dispute this.');
    expect(turn).toMatchObject({ outcome: 'escalated', amount: 0 });
    expect(turn.actions).not.toContain('refund');
  });

  it('answers a claim-status question from the customer\'s own records', async () => {
    const turn = await h.send('C2003', 'What is the status of my claim CLM-7002?');
    expect(turn).toMatchObject({ outcome: 'answered' });
    expect(turn.reply).toContain('under review');
  });
});

describe('answers to questions', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');
  });
  afterEach(async () => h.close());

  it('answers how long a replacement card takes with the period the cards page states', async () => {
    const turn = await h.send('C1001', 'how long will a replacement card take?');
    expect(turn).toMatchObject({ outcome: 'answered', actions: [] });
    expect(turn.reply).toMatch(/replacement card[^.]*within 7 working days/i);
  });

  it.each([
    ['agar mera balance minimum se neeche chala gaya to kitna charge lagega?', /₹500 a month/],
    ['minimum balance maintain pannalaina evlo charge pannuveenga?', /₹500 a month/],
    ['Just out of curiosity, were someone to nick my card and go on a spending spree, how much would I be on the hook for if I let you know within a couple of days?', /within three working days, your liability is zero/],
    ['I got an SMS saying my KYC will expire today and to click a link to update it. Is this really from your bank?', /Never share your card PIN, CVV, OTP/],
  ])('answers %j, asked in Hinglish, Tamil or English idiom, with the figure the page states', async (question, figure) => {
    const turn = await h.send('C1001', question);
    expect(turn).toMatchObject({ outcome: 'answered', claimType: null, actions: [] });
    expect(turn.reply).toMatch(figure);
  });

  it('says it does not know, and offers a ticket, when the knowledge base does not cover the question', async () => {
    const turn = await h.send('C1001', 'What is the interest rate on your fixed deposits for senior citizens?');
    expect(turn).toMatchObject({ outcome: 'answered', actions: [] });
    expect(turn.reply).toMatch(/could not find this/i);
    expect(turn.reply).toMatch(/ticket/i);
  });
});
