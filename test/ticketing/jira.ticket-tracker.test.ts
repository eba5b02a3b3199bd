// The Jira tracker against a Jira Cloud v3 fake: the contract, and what the issue carries (ADF, labels, priority).
import { afterEach, describe, expect, it } from 'vitest';
import { JiraTicketTracker, refLabel } from '../../src/adapters/ticketing/jira.ticket-tracker.js';
import { dossierFor, ticketTrackerContract } from '../contracts/ticket-tracker.contract.js';
import { JiraFake } from '../support/jira.fake.js';

const CREDS = { email: 'ops-bot@bank.example', apiToken: 'jira-token-1', project: 'OPS' };
const quick = { timeoutMs: 300, retries: 1, baseDelayMs: 5 };

ticketTrackerContract('Jira Cloud REST v3', async () => {
  const fake = await new JiraFake(CREDS.email, CREDS.apiToken, CREDS.project).start();
  return { tracker: new JiraTicketTracker({ url: fake.url, ...CREDS, ...quick }), close: () => fake.close() };
});

describe('Jira issues for EchoPilot tickets', () => {
  let fake: JiraFake;
  afterEach(async () => fake.close());
  const open = async (over: Partial<typeof CREDS> = {}) => {
    fake = await new JiraFake(CREDS.email, CREDS.apiToken, CREDS.project).start();
    return new JiraTicketTracker({ url: fake.url, ...CREDS, ...over, ...quick });
  };

  it('files the case: issue type per intent, priority from urgency, labels, and an ADF description with the customer\'s words, report, decision, formula and citations', async () => {
    const tracker = await open();
    const key = await tracker.ensureIssue(dossierFor());
    const issue = fake.issues.get(key);
    expect(issue?.fields).toMatchObject({ issuetype: { name: 'Bug' }, priority: { name: 'High' }, summary: expect.stringContaining('TKT-100') });
    expect(issue?.fields.labels).toEqual(expect.arrayContaining(['echopilot', refLabel('demo-bank', 'TKT-100'), 'intent-complaint', 'claim-failed_atm_withdrawal', 'urgency-high', 'sentiment-negative']));
    const text = JSON.stringify(issue?.fields.description);
    for (const part of ['The ATM on MG Road took 5,000', 'Refund the ₹5,000', 'Outcome: escalated', '₹5,000 reversal + 6 days', 'Failed transactions — ATM withdrawals']) expect(text).toContain(part);
    const request = await tracker.ensureIssue(dossierFor({ id: 'TKT-9', kind: 'request', priority: 'low' }, { intent: 'feature_request', urgency: null }));
    expect(fake.issues.get(request)?.fields).toMatchObject({ issuetype: { name: 'Story' }, priority: { name: 'Low' } });
  });

  it('comments and moves the issue when the ticket\'s status changes', async () => {
    const tracker = await open();
    const key = await tracker.ensureIssue(dossierFor({ kind: 'review' }));
    await tracker.updateStatus(key, dossierFor({ kind: 'review', status: 'pending_approval' }), 'open');
    expect(fake.issues.get(key)?.status).toBe('In Review');
    await tracker.updateStatus(key, dossierFor({ kind: 'review', status: 'resolved' }), 'pending_approval');
    expect(fake.issues.get(key)?.status).toBe('Done');
    expect(JSON.stringify(fake.issues.get(key)?.comments)).toContain('changed from pending_approval to resolved');
  });

  it('reports refused credentials naming the token variable, and an unreachable Jira as UPSTREAM_UNAVAILABLE', async () => {
    const wrong = await open({ apiToken: 'revoked' });
    await expect(wrong.ensureIssue(dossierFor())).rejects.toMatchObject({ code: 'CONFIG_INVALID', field: 'ECHOPILOT_JIRA_API_TOKEN' });
    fake.setDown(true);
    const tracker = new JiraTicketTracker({ url: fake.url, ...CREDS, ...quick });
    await expect(tracker.ensureIssue(dossierFor())).rejects.toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
    expect(fake.issues.size).toBe(0);
  });

  it('finds the issue it created when the answer to the create was lost, instead of filing it twice', async () => {
    const tracker = await open();
    fake.failNext(1, { kind: 'stall', ms: 10 }); // the search
    fake.failNext(1, { kind: 'stall', ms: 600 }); // the create: done, but the answer comes too late
    await expect(tracker.ensureIssue(dossierFor())).rejects.toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
    expect(fake.issues.size).toBe(1);
    expect(await tracker.ensureIssue(dossierFor())).toBe('OPS-1');
    expect(fake.issues.size).toBe(1);
  });
});
