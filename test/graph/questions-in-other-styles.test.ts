// Questions written as customers post, write letters or code-mix with Bengali, Tamil or Kannada: each is answered from
// the pages or the records, and none opens a claim, cancels a policy or moves money.
import { afterEach, describe, expect, it } from 'vitest';
import { harnessFor, type Harness } from '../support/app.harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const LETTER = 'Respected Sir/Madam,\n\nI would be grateful if you could kindly clarify a doubt. If some fraudulent transaction takes place on my '
  + 'savings account and I report it to the bank only after five working days, what would be the maximum amount of liability on '
  + 'my part as per the RBI rules? I ask for my general information only.\n\nThanking you,\nRavi';

describe('bank questions in other styles', () => {
  it.each([
    ["@DemoBank quick q: if an ATM doesn't give cash but debits, how many days do u get to reverse it?? asking before i lose my mind", /T\+5/],
    ['Ondu doubt ittu. ATM alli cash bandilla aadre duddu vapas barokke eshtu dina aagatte?', /T\+5|deadline/],
    [LETTER, /₹10,000/],
    ['Just asking for future reference, nothing wrong right now: if an ATM debits my account but no cash comes out, within how many days must the bank reverse it, and do I get anything extra if you are late', /₹100/],
  ])('answers %j from the pages, though the customer has a failed withdrawal on record', async (text, fact) => {
    h = await harnessFor('scenarios/dev-bank.yaml');

    const turn = await h.send('C1001', text);

    expect([turn.intent, turn.outcome, turn.amount, turn.actions]).toEqual(['query', 'answered', 0, []]);
    expect(turn.reply).toMatch(fact);
    expect(await h.app.store.listLedger('demo-bank', { customerId: 'C1001' })).toEqual([]);
  });
});

describe('insurer questions in other styles', () => {
  it.each([
    ['My friend said that if I cancel within the free-look period I get the full premium back, nothing deducted. Is it true?'],
    ['@DemoInsurance quick one: is the free look period 15 days or 30 days for health policies? my agent says 15'],
  ])('answers %j and cancels nothing', async (text) => {
    h = await harnessFor('scenarios/dev-insurer.yaml');

    const turn = await h.send('C2001', text);

    expect([turn.intent, turn.outcome, turn.amount, turn.actions]).toEqual(['query', 'answered', 0, []]);
    expect(turn.reply).toMatch(/free[- ]look/i);
    expect((await h.app.store.findPolicy('demo-insurer', 'POL-HL-2201'))?.status).toBe('active');
  });

  it('answers a status question in Bengali from the customer\'s own claims', async () => {
    h = await harnessFor('scenarios/dev-insurer.yaml');

    const turn = await h.send('C2003', 'Amar claim er ki obostha? Gata saptahe file korechilam, ekhono kichu janalen na.');

    expect([turn.intent, turn.outcome, turn.actions]).toEqual(['query', 'answered', []]);
    expect(turn.reply).toMatch(/CLM-7002/);
  });
});

describe('a report told beside a supposition, hearsay or a question is still acted on', () => {
  it.each([
    ['Someone is using my card without my permission, 8000 to XYZ Games. If anyone does more transactions will I be liable? Block it now'],
    ['I lost my card at the mall today. My friend said if I block it I lose my reward points, is that true? Please block it anyway'],
    ['My debit card is not with me, I think I left it in an auto. If someone finds it, what happens? Please block'],
    ['card kaanom, yaaro use pannitaanga 8000, block pannunga, evlo naal aagum refund?'],
    ['can anything be done, my card was stolen and 5000 debited?'],
  ])('blocks the card for %j', async (text) => {
    h = await harnessFor('scenarios/dev-bank.yaml');

    const turn = await h.send('C1003', text);

    expect(turn.actions).toContain('block_card');
    expect((await h.app.store.findCard('demo-bank', 'CARD-1200'))?.status).toBe('blocked');
  });

  it('answers "is it true that if my card is stolen…" and blocks nothing', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');

    const turn = await h.send('C1001', 'Is it true that if my card is stolen the bank blocks it automatically?');

    expect([turn.intent, turn.actions]).toEqual(['query', []]);
    expect((await h.app.store.findCard('demo-bank', 'CARD-4411'))?.status).toBe('active');
  });
});

describe('a long message with account numbers', () => {
  it('is judged by the length the customer wrote, not the longer masked text', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');
    const text = 'a/c 123456789 '.repeat(560).trim();

    const turn = await h.send('C1001', text);

    expect(turn.outcome).toBeTruthy();
  });
});

