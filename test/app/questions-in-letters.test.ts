// A letter that tells a story first and asks last ("… my son is abroad. Kindly inform me how many days a failed UPI
// transfer takes to come back"): searched and answered from where the asking begins. Only a letter whose story names
// nothing of money, a product or a case is read so (onlyAsksInALetter); one that tells trouble is the case it tells.
import { afterEach, describe, expect, it } from 'vitest';
import { harnessFor, type Harness } from '../support/app.harness.js';
import { askedParts, onlyAsksInALetter } from '../../src/agents/gather/offline/message-cues.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const LETTER = 'Respected Sir/Madam, I am a retired school teacher and have been your customer for years. My son helps me with '
  + 'these matters but he is abroad now. Kindly inform me how many days the free look period is for a health policy, as my '
  + 'neighbour bought one last week.';

describe('a letter that only asks', () => {
  it('answers a rule asked at the end of a letter from where the asking begins, and opens no case', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');

    const reply = await h.send('C1001', 'Respected Sir, I am a retired teacher and my son is abroad. Kindly inform me how many days a failed UPI transfer takes to come back, as my neighbour asked me.');

    expect([reply.outcome, reply.actions, reply.amount]).toEqual(['answered', [], 0]);
    expect(reply.reply).toMatch(/T\+1/);
  });

  it('answers the minimum balance asked in a letter, and leaves a fraud told in a letter a fraud', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');

    const asked = await h.send('C1001', 'I am a pensioner and my grandson usually helps me with such things. Please let me know what the minimum balance for a savings account is.');
    const fraud = await h.send('C1001', 'I am a pensioner. Rs 4,200 went from my account yesterday to GlobalMart Online, I did not buy anything. Kindly tell me what I should do now.');

    expect([asked.outcome, asked.actions]).toEqual(['answered', []]);
    expect(asked.reply).toMatch(/monthly average balance of ₹10,000/);
    expect(fraud.outcome).not.toBe('answered');
  });

  it('reads the asked part without the reason told after it', () => {
    expect(askedParts(LETTER)).toEqual(['how many days the free look period is for a health policy']);
    expect(askedParts('We moved last month. Please let me know whether the grace period applies to monthly premiums? Thanks')).toEqual(['whether the grace period applies to monthly premiums?']);
  });

  it.each([
    'I have been your customer since 2018. My claim CLM-2005 was rejected last week. Kindly inform me why it was rejected.',
    'My son is abroad. The premium of 18,000 was debited twice this month. Please let me know when it will be reversed.',
    'I am a retired teacher. Kindly let me know how to cancel my policy and refund the premium.',
    'Dear Sir. Please cancel my health policy. Kindly inform me when the refund will come.',
    'My card was stolen yesterday in the bus. Please let me know what I should do now.',
    'Rs 4,200 went from my account at 2 am yesterday to GlobalMart Online. I was sleeping and did not buy anything. Kindly tell me what I should do now.',
    'My card was left in the ATM machine at Adyar and someone took it. Kindly let me know what to do now.',
    'I am a pensioner with your bank for 20 years. Kindly tell me why Rs 4,200 was taken from my account on 9 Dec without my permission.',
    'I sent Rs 3,000 by UPI to ravi.k@okicici on 9 Dec evening. Ravi says he has not got it till now. Please tell me when it will come back.',
    'A man on phone asked my card number and CVV and I gave it. I would like to know what I should do now.',
    'Mere account se kal raat 20000 nikal gaye. Kindly batayein kya karun.',
    'My car met with an accident on the highway. Kindly let me know what documents are needed.',
    'I submitted my hospitalisation claim on 10 March. It has been two months now. Kindly let me know when I will get the money.',
    'Sir, I am not able to find my ATM card since morning. Kindly let me know what I should do.',
    'Sir, there is a transaction on my card statement that I do not recognise. Kindly let me know what this is.',
    'Dear Sir, an e-commerce purchase of GlobalMart appears on my card at 2 am. I was sleeping. Kindly let me know how this is possible.',
    'Dear Sir, my Swiggy order on 8 Dec appears two times on my card. I ordered only once. Kindly let me know why.',
    'Dear Sir, my savings account balance became zero this morning. Kindly let me know what has happened to my money.',
    'Sir, mere account se paise gayab ho gaye. Please tell me what to do.',
    'Sir, the premium for my life policy came out of my account on the 5th and again on the 6th. Kindly let me know why.',
    'Dear Sir, my claim was closed by the TPA without informing me. Kindly let me know why.',
  ])('is not a letter whose story or ask tells trouble or asks something done: %j', (text) => {
    expect(onlyAsksInALetter(text)).toBe(false);
  });
});
