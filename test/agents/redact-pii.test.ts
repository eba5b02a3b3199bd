// Personal data is masked before it reaches prompts, tickets and the audit log.
import { describe, expect, it } from 'vitest';
import { redactPii } from '../../src/agents/intake/redact-pii.js';
import { harnessFor } from '../support/app.harness.js';

describe('redactPii', () => {
  it.each([
    ['an e-mail address', 'write to asha.verma@example.com please', 'write to [email] please'],
    ['a 16-digit card number', 'my card 4111 1111 1111 1111 was charged', 'my card [card-or-account-number] was charged'],
    ['an Indian mobile number', 'call me on +91 98200 00001', 'call me on [phone]'],
    ['a PAN', 'my PAN is ABCDE1234F', 'my PAN is [pan]'],
  ])('masks %s', (_what, text, masked) => {
    expect(redactPii(text)).toBe(masked);
  });

  it('leaves amounts, dates, card last-4 digits and references alone', () => {
    const text = 'Rs 5,000 on 4 March from card ending 4411, ref ATM0304XYZ';
    expect(redactPii(text)).toBe(text);
  });
});

describe('personal data in stored records', () => {
  it('keeps a phone number and an e-mail from the message out of tickets and the audit log', async () => {
    const h = await harnessFor('scenarios/dev-bank.yaml');
    try {
      const turn = await h.send('C1003', 'I have moved to Pune. Update my address and reach me at meera.iyer@example.com or 9820012345.');
      const tickets = await h.app.store.listTickets('demo-bank', { threadId: turn.threadId });
      const audit = await h.app.store.listAudit('demo-bank', { threadId: turn.threadId });
      const stored = JSON.stringify([tickets, audit]);
      expect(tickets.length).toBeGreaterThan(0);
      expect(stored).not.toContain('meera.iyer@example.com');
      expect(stored).not.toContain('9820012345');
      expect(stored).toContain('[email]');
    } finally {
      await h.close();
    }
  });
});
