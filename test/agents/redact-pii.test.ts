// Personal data and secrets are masked before entity extraction, prompts, tickets and the audit log read the text.
import { describe, expect, it } from 'vitest';
import { PII_MASK, redactPii, verhoeffValid } from '../../src/agents/intake/redact-pii.js';
import { harnessFor } from '../support/app.harness.js';

describe('redactPii', () => {
  it.each([
    ['an e-mail address', 'write to asha.verma@example.com please', 'write to [email] please'],
    ['an e-mail on a sub-domain', 'mail sanjay@guptatraders.example.in today', 'mail [email] today'],
    ['a UPI id', 'my UPI id is priya.s@okicici', 'my UPI id is [upi-id]'],
    ['a payee UPI id', 'I sent 2,500 to rahul@okaxis on the 10th', 'I sent 2,500 to [upi-id] on the 10th'],
    ['a UPI id made of a phone number', 'pay 9820011001@ybl now', 'pay [upi-id] now'],
  ])('masks %s', (_what, text, masked) => {
    expect(redactPii(text)).toBe(masked);
  });

  it.each([
    ['+91 and spaces', '+91 98200 11001'],
    ['+91 and dashes', '+91-98200-11001'],
    ['+91 without a space', '+919820011001'],
    ['0091', '0091 98200 11001'],
    ['a trunk 0 and a dash', '098200-11001'],
    ['a trunk 0 without separators', '09820011001'],
    ['brackets, 3-3-4', '(982) 001-1001'],
    ['+91 and brackets', '+91 (982) 001 1001'],
    ['ten plain digits', '9820012345'],
    ['5-5 with a space', '98200 12345'],
    ['dots', '98200.12345'],
    ['a landline with its STD code', '022-2345 6789'],
    ['a foreign number', '+44 20 7946 0958'],
  ])('masks a phone number written with %s', (_how, phone) => {
    expect(redactPii(`call me on ${phone} after 6`)).toBe(`call me on ${PII_MASK.phone} after 6`);
  });

  it.each([
    ['9 digits', '123456789'],
    ['11 digits', '12345678901'],
    ['14 digits', '50100123456788'],
    ['18 digits', '123456789012345678'],
    ['in groups', '50100 12345 6788'],
  ])('masks an account number of %s', (_what, account) => {
    expect(redactPii(`money left account ${account} yesterday`)).toBe(`money left account ${PII_MASK.account} yesterday`);
  });

  it.each([
    ['a Visa number in groups of four', '4111 1111 1111 1111'],
    ['a card number with dashes', '5500-0000-0000-0004'],
    ['an Amex number 4-6-5', '3782 822463 10005'],
    ['a card number without separators', '4111111111111111'],
  ])('masks %s', (_what, card) => {
    expect(redactPii(`my card ${card} was charged`)).toBe(`my card ${PII_MASK.card} was charged`);
  });

  it.each(['Call 1800-209-4324 to block', 'helpline 1860 500 1234'])('masks the toll-free number in "%s" as a phone', (text) => {
    expect(redactPii(text)).toContain(PII_MASK.phone);
    expect(redactPii(text)).not.toContain(PII_MASK.account);
  });

  it('masks a card number even after a reference label', () => {
    expect(redactPii('ref 4111111111111111')).toBe(`ref ${PII_MASK.card}`);
  });

  it.each([
    ['in groups of four', '2345 6789 0123'],
    ['with dashes', '2345-6789-0123'],
    ['as twelve digits with a valid check digit', '499118665246'],
  ])('masks an Aadhaar number written %s', (_how, aadhaar) => {
    expect(redactPii(`Aadhaar ${aadhaar} linked`)).toBe(`Aadhaar ${PII_MASK.aadhaar} linked`);
  });

  it('checks Aadhaar numbers with the Verhoeff digit', () => {
    expect(verhoeffValid('499118665246')).toBe(true);
    expect(verhoeffValid('499118665247')).toBe(false);
  });

  it.each([
    ['in capitals', 'ABCDE1234F'],
    ['in lower case', 'abcpe1234k'],
  ])('masks a PAN %s', (_how, pan) => {
    expect(redactPii(`my PAN is ${pan}.`)).toBe(`my PAN is ${PII_MASK.pan}.`);
  });

  it.each([
    ['in capitals', 'HDFC0001234'],
    ['in lower case', 'sbin0012345'],
  ])('masks an IFSC code %s', (_how, ifsc) => {
    expect(redactPii(`branch IFSC ${ifsc}, Pune`)).toBe(`branch IFSC ${PII_MASK.ifsc}, Pune`);
  });

  it.each([
    ['an OpenAI-style key', 'sk-proj-abcdefghijklmnop1234'],
    ['a GitHub token', 'ghp_abcdefghijklmnopqrstuvwxyz0123456789'],
    ['an AWS access key id', 'AKIAIOSFODNN7EXAMPLE'],
    ['a JWT', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.abcdefghijklmnop'],
    ['a long key of this product', 'demo-bank-c1001-not-a-secret'],
    ['a random 32-character token', 'f3b9c1d27a8e4f60b5c2d9e1a7f30c48'],
  ])('masks %s', (_what, secret) => {
    expect(redactPii(`here is ${secret} for you`)).toBe(`here is ${PII_MASK.secret} for you`);
  });

  it.each([
    ['an OTP', 'my OTP is 482913', 'my OTP is [secret]'],
    ['a PIN', 'ATM pin 4821 was asked', 'ATM pin [secret] was asked'],
    ['a password', 'password: hunter2', 'password: [secret]'],
    ['a CVV', 'cvv 123 given', 'cvv [secret] given'],
    ['an API key by its label', 'api key = abcd-1234', 'api key = [secret]'],
  ])('masks %s after its label', (_what, text, masked) => {
    expect(redactPii(text)).toBe(masked);
  });

  it('keeps plain words after a secret label', () => {
    expect(redactPii('it is no secret that the ATM failed')).toBe('it is no secret that the ATM failed');
  });

  it.each([
    'Rs 5,000 on 4 March from card ending 4411, ref ATM0304XYZ',
    'UTR 412345678901 for ₹12000 on 2026-03-04 at 10:15',
    'RRN: 499118665246 shows failed',
    'paid 1,20,000 rupees on 16 11 2026, order AMZ-88121',
    'charged twice: 12999 and 12999 on 8/3/2026',
    'policy number 123456789 premium 18,500 debited twice',
    'ticket TKT-1A2B3C4D still open after 10 days',
  ])('leaves amounts, dates, card last-4 digits and labelled references alone: %s', (text) => {
    expect(redactPii(text)).toBe(text);
  });

  it.each([
    ['a card number glued to its label', 'card:4111111111111111', 'card:[card-number]'],
    ['a card number after "card no."', 'card no.4111111111111111', 'card no.[card-number]'],
    ['a card number in groups with slashes', 'it is 4111/1111/1111/1111 ok', 'it is [card-number] ok'],
    ['a card number in groups with underscores', 'it is 4111_1111_1111_1111 ok', 'it is [card-number] ok'],
    ['a card number with no-break spaces', 'it is 4111\u00a01111\u00a01111\u00a01111 ok', 'it is [card-number] ok'],
    ['a card number with en dashes', 'it is 4111\u20131111\u20131111\u20131111 ok', 'it is [card-number] ok'],
    ['a card number in full-width digits', 'it is ４１１１１１１１１１１１１１１１ ok', 'it is [card-number] ok'],
    ['a card number in Devanagari digits', 'कार्ड ४१११११११११११११११ है', 'कार्ड [card-number] है'],
    ['a phone glued to its label', 'phone:9876543210', 'phone:[phone]'],
    ['a labelled phone and the amount after it', 'ph 9876543210 2500 debited', 'ph [phone] 2500 debited'],
    ['a phone after "mob/"', 'mob/9876543210', 'mob/[phone]'],
    ['a phone in odd groups after "call me at"', 'call me at 98765 432 10', 'call me at [phone]'],
    ['an Aadhaar number glued to its label', 'aadhaar:234567890124', 'aadhaar:[aadhaar]'],
    ['an Aadhaar number in odd groups after its label', 'aadhaar 2345 6789 01 24', 'aadhaar [aadhaar]'],
    ['an account number glued to its label', 'acct:123456789012', 'acct:[account-number]'],
    ['a PAN written in groups', 'PAN ABCPE 1234 F', 'PAN [pan]'],
  ])('masks %s', (_what, text, masked) => {
    expect(redactPii(text)).toBe(masked);
  });

  it.each([
    'card: 2,000, 3,000 and 4,000 debited',
    'card ending 7788, paid 2,000 on 12/03/2026',
    'my card 4321 was charged Rs 1,00,000',
    '२००० रुपये कट गए',
    'UTR 609619220431 for INR 1,250',
    'RRN609619220431',
    'account 1,25,000 debited',
    'paid 10,000/- on 12-03-2026 at 10:30',
    'on 12 03 2026 1500 rs',
    'amounts 1000,2000,3000,4000 debited',
  ])('keeps the amounts, dates, last digits and references of %j', (text) => {
    expect(redactPii(text)).toBe(text);
  });

  it('is idempotent: masking masked text changes nothing', () => {
    const once = redactPii('PAN ABCDE1234F, +91 98200 11001, rahul@okaxis, HDFC0001234, 4111 1111 1111 1111, sk-abcdefghijklmnopqrstu');
    expect(redactPii(once)).toBe(once);
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

  it('keeps a PAN, an API key, an IFSC code and odd phone formats out of the entities and the audit entries', async () => {
    const h = await harnessFor('scenarios/dev-bank.yaml');
    try {
      const secrets = ['ABCDE1234F', 'sk-live-abcdefghijklmnop123456', 'HDFC0001234', '098200-11001', '(982) 001-1001', '12345678901'];
      const turn = await h.send('C1001', `The ATM on MG Road debited 5,000 on 4 March but gave no cash. My PAN ${secrets[0]}, key ${secrets[1]}, IFSC ${secrets[2]}, call ${secrets[3]} or ${secrets[4]}, account ${secrets[5]}.`);
      const audit = JSON.stringify(await h.app.store.listAudit('demo-bank', { threadId: turn.threadId }));
      const tickets = JSON.stringify(await h.app.store.listTickets('demo-bank', { threadId: turn.threadId }));
      for (const secret of secrets) {
        expect(audit).not.toContain(secret);
        expect(tickets).not.toContain(secret);
      }
      expect(audit).toContain('[pan]');
      // The claim itself still works from the masked text.
      expect(turn.claimType).toBe('failed_atm_withdrawal');
    } finally {
      await h.close();
    }
  });

  it('keeps personal data out of every checkpoint of the thread, the answer to a question included', async () => {
    const h = await harnessFor('scenarios/dev-bank.yaml');
    try {
      const first = await h.send('C1002', 'The Bandra ATM gave me no cash but my account was debited. card:4111111111111111');
      expect(first.outcome).toBe('clarification');
      await h.send('C1002', 'the smaller one, call me at 98765 432 10', first.threadId);
      const saver = h.app.graph.checkpointer;
      if (!saver || saver === true) throw new Error('the graph has no checkpointer');
      const stored: unknown[] = [];
      for await (const tuple of saver.list({ configurable: { thread_id: first.threadId } })) stored.push(tuple.checkpoint, tuple.pendingWrites);
      const text = JSON.stringify(stored);
      expect(stored.length).toBeGreaterThan(2);
      expect(text).not.toContain('4111111111111111');
      expect(text).not.toContain('98765 432 10');
      expect(text).toContain('[card-number]');
    } finally {
      await h.close();
    }
  });
});
