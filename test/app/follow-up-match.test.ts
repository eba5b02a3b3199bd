// Matching a message to one of the customer's own cases (pure): ticket references in any form, the same claim again,
// status questions narrowed by the claim type or record they name; everything else is a new message.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Ticket } from '../../src/domain/effects.js';
import type { Conversation } from '../../src/domain/store.port.js';
import { claimProfiles } from '../../src/agents/tenant-profile.js';
import { bankPack } from '../../src/policy/packs/bank/bank.pack.js';
import { claimTypesNamed, matchFollowUp, ticketReferenceIn, type CaseOnFile, type MessageReading } from '../../src/app/follow-up.js';

function caseOf(ref: string, over: Partial<Conversation> = {}): CaseOnFile {
  const threadId = `demo-bank:C1001:${ref}`;
  const conversation: Conversation = {
    threadId, tenantId: 'demo-bank', customerId: 'C1001', status: 'open', claimType: null, subjectId: null, lastOutcome: 'escalated',
    summary: '', createdAt: '2026-03-10T10:00:00.000Z', updatedAt: '2026-03-10T10:00:00.000Z', ...over,
  };
  const ticket = { id: ref, threadId, tenantId: 'demo-bank', customerId: 'C1001', kind: 'complaint', status: 'open', amount: 0, claimType: conversation.claimType } as Ticket;
  return { conversation, tickets: [ticket], credited: 0 };
}
const reading = (over: Partial<MessageReading> = {}): MessageReading => ({ intent: 'query', claimType: null, hypothetical: false, subjectId: null, references: [], named: [], ...over });

const ATM = caseOf('TKT-1A2B3C4D', { claimType: 'failed_atm_withdrawal', subjectId: 'T9001', status: 'closed', lastOutcome: 'resolved', updatedAt: '2026-03-11T10:00:00.000Z' });
const RUDE = caseOf('TKT-9F8E7D6C');

describe('ticketReferenceIn', () => {
  it.each(['TKT-1A2B3C4D', 'tkt-1a2b3c4d', 'tkt 1a2b3c4d', 'TKT1A2B3C4D', 'ticket no 1a2b 3c4d', 'ref: 1A2B-3C4D', '1a2b3c4d', 'TKT-1A2B3C4D-2'])('finds "%s"', (written) => {
    expect(ticketReferenceIn(`any news on ${written}?`, 'TKT-1A2B3C4D')).not.toBeNull();
  });
  it.each(['TKT-1A2B3C4E', 'X1A2B3C4D', '1A2B3C4DX', 'TKT-1A2B', 'the 1a2b one'])('does not find "%s"', (written) => {
    expect(ticketReferenceIn(`any news on ${written}?`, 'TKT-1A2B3C4D')).toBeNull();
  });
  it('reads a reference whose code has separators of its own as one code', () => {
    expect(ticketReferenceIn('TKT-ATM-0042-1', 'TKT-ATM-0042-1')).not.toBeNull();
    expect(ticketReferenceIn('status of tkt atm 0042 1?', 'TKT-ATM-0042-1')).not.toBeNull();
    expect(ticketReferenceIn('status of TKT-ATM-0042-2?', 'TKT-ATM-0042-1')).toBeNull();
    expect(ticketReferenceIn('the atm one', 'TKT-ATM-1')).toBeNull();
  });
  it('finds any own reference however it is cased and spaced, and never a different one', () => {
    const code = fc.stringMatching(/^[0-9A-F]{8}$/);
    fc.assert(fc.property(code, code, fc.constantFrom('', ' ', '-', ' - '), fc.boolean(), (mine, other, sep, lower) => {
      const written = `TKT${sep}${mine.slice(0, 4)}${sep}${mine.slice(4)}`;
      const text = `status of ${lower ? written.toLowerCase() : written} please`;
      expect(ticketReferenceIn(text, `TKT-${mine}`)).not.toBeNull();
      if (other !== mine) expect(ticketReferenceIn(text, `TKT-${other}`)).toBeNull();
    }));
  });
});

describe('claimTypesNamed', () => {
  it('names a claim type by a word only its own label has', () => {
    const claims = claimProfiles(bankPack);
    expect(claimTypesNamed('what happened to my ATM issue', claims)).toEqual(['failed_atm_withdrawal']);
    expect(claimTypesNamed('any update on my complaint?', claims)).toEqual([]);
  });
});

describe('matchFollowUp', () => {
  it('matches a reference to that case', () => {
    expect(matchFollowUp('what about tkt 9f8e7d6c', [ATM, RUDE], reading())).toMatchObject({ kind: 'reference', threadId: RUDE.conversation.threadId });
  });

  it('does not take a new claim on another record written next to a reference as a follow-up', () => {
    expect(matchFollowUp('TKT-1A2B3C4D and also the 2000 at Adyar failed', [ATM], reading({ intent: 'complaint', claimType: 'failed_atm_withdrawal', subjectId: 'T9003' }))).toBeNull();
  });

  it('matches the same claim type and record as a case, even a closed one, and nothing for another record', () => {
    const same = reading({ intent: 'complaint', claimType: 'failed_atm_withdrawal', subjectId: 'T9001' });
    expect(matchFollowUp('ATM took 5000 no cash', [ATM, RUDE], same)).toMatchObject({ kind: 'repeat', threadId: ATM.conversation.threadId, reason: expect.stringContaining('T9001') });
    expect(matchFollowUp('ATM took 2000 no cash', [ATM, RUDE], { ...same, subjectId: 'T9003' })).toBeNull();
  });

  it('answers a status question with the open cases, narrowed by the claim type it names', () => {
    expect(matchFollowUp('any update on my complaint?', [ATM, RUDE], reading())).toMatchObject({ kind: 'status', threadId: RUDE.conversation.threadId });
    expect(matchFollowUp('what happened to my ATM issue', [ATM, RUDE], reading({ named: ['failed_atm_withdrawal'] }))).toMatchObject({ kind: 'status', threadId: ATM.conversation.threadId });
    expect(matchFollowUp('meri shikayat ka kya hua', [ATM, RUDE], reading())).toMatchObject({ kind: 'status', threadId: RUDE.conversation.threadId });
    expect(matchFollowUp('कोई अपडेट?', [ATM, RUDE], reading())).toMatchObject({ kind: 'status', threadId: RUDE.conversation.threadId });
  });

  it('leaves a status question about a record none of the cases is about to the records', () => {
    expect(matchFollowUp('status of CLM-2005 please', [ATM, RUDE], reading({ references: ['CLM-2005'] }))).toBeNull();
    expect(matchFollowUp('any update on my travel claim? its been ages', [RUDE], reading())).toBeNull();
  });

  it('matches nothing without cases that have tickets, and nothing for a message that is not a follow-up', () => {
    expect(matchFollowUp('any update on my complaint?', [], reading())).toBeNull();
    expect(matchFollowUp('What is the free look period?', [RUDE], reading())).toBeNull();
  });
});
