// A letter that tells a story first and asks last ("… my son is abroad. Kindly inform me how many days the free look
// period is"): a question, searched and answered from where the asking begins; a letter whose story tells trouble is
// still the case it tells.
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
  it('answers the free-look period from where the asking begins, and opens no case', async () => {
    h = await harnessFor('scenarios/dev-insurer.yaml');

    const reply = await h.send('C2003', LETTER);

    expect([reply.outcome, reply.actions, reply.amount]).toEqual(['answered', [], 0]);
    expect(reply.reply).toMatch(/free-look period of 30 days/);
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
  ])('is not a letter whose story or ask tells trouble or asks something done: %j', (text) => {
    expect(onlyAsksInALetter(text)).toBe(false);
  });
});
