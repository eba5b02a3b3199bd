// The reply to a follow-up on an earlier ticket ("any update?", a ticket reference, the same claim again) in English,
// Hindi (Devanagari) and romanised Hindi: each ticket's reference, what it is about, when it was raised and its status
// from the records, with amounts in Indian digit grouping, and that the message was added to it.
import type { TicketKind, TicketStatus } from '../../../domain/effects.js';
import type { ClaimType } from '../../../domain/vocabulary.js';
import type { TenantProfile } from '../../ports.js';
import { claimNounIn, PHRASES, type ReplyLanguage } from './reply-phrases.js';

/**
 * One earlier ticket as the reply states it. Amounts are formatted ("₹5,300.00"): `amount` is what the ticket proposes
 * (null when none), `credited` what the ledger paid on its thread (null when nothing): only a credit is told as paid.
 */
export interface TicketStatusFacts {
  ref: string;
  about: string;
  raisedOn: string;
  status: TicketStatus;
  amount: string | null;
  credited: string | null;
}

interface FollowUpSentences {
  added(ref: string): string;
  line(t: TicketStatusFacts): string;
  complaint: string;
}

const SENTENCES: Record<ReplyLanguage, FollowUpSentences> = {
  en: {
    added: (ref) => `Thank you for following up. We have added your message to your earlier request ${ref}, so there is no need to raise it again.`,
    line: (t) => `${t.ref} (your ${t.about}, raised on ${t.raisedOn}): ${{
      open: 'open; our team is working on it and will contact you.',
      pending_approval: `waiting for a reviewer's approval${t.amount ? ` of ${t.amount}` : ''}; no money moves until they approve.`,
      resolved: t.credited ? `resolved; we credited ${t.credited} to you.` : 'resolved.',
      closed: 'closed.',
      rejected: 'not accepted. If you are not satisfied, reply and we will raise a formal complaint for you.',
    }[t.status]}`,
    complaint: 'complaint',
  },
  hi: {
    added: (ref) => `संपर्क करने के लिए धन्यवाद। हमने आपका संदेश आपके पिछले अनुरोध ${ref} में जोड़ दिया है, इसलिए इसे दोबारा दर्ज करने की ज़रूरत नहीं है।`,
    line: (t) => `${t.ref} (${t.about}, ${t.raisedOn} को दर्ज): ${{
      open: 'खुला है; हमारी टीम इस पर काम कर रही है और आपसे संपर्क करेगी।',
      pending_approval: `समीक्षक की स्वीकृति${t.amount ? ` (${t.amount})` : ''} की प्रतीक्षा में है; स्वीकृति तक कोई राशि नहीं भेजी जाएगी।`,
      resolved: t.credited ? `हल हो गया है; हमने आपके खाते में ${t.credited} जमा कर दिए हैं।` : 'हल हो गया है।',
      closed: 'बंद हो गया है।',
      rejected: 'स्वीकार नहीं हुआ। यदि आप संतुष्ट नहीं हैं, तो उत्तर दें और हम आपके लिए औपचारिक शिकायत दर्ज करेंगे।',
    }[t.status]}`,
    complaint: 'शिकायत',
  },
  'hi-Latn': {
    added: (ref) => `Follow up karne ke liye dhanyavaad. Humne aapka sandesh aapke pichhle anurodh ${ref} mein jod diya hai, isliye ise dobara darj karne ki zaroorat nahi hai.`,
    line: (t) => `${t.ref} (${t.about}, ${t.raisedOn} ko darj): ${{
      open: 'khula hai; hamari team ispar kaam kar rahi hai aur aapse sampark karegi.',
      pending_approval: `reviewer ke approval${t.amount ? ` (${t.amount})` : ''} ka intezaar hai; approval tak koi paisa nahi bheja jayega.`,
      resolved: t.credited ? `hal ho gaya hai; humne aapke khaate mein ${t.credited} jama kar diye hain.` : 'hal ho gaya hai.',
      closed: 'band ho gaya hai.',
      rejected: 'sweekar nahi hua. Agar aap santusht nahi hain, to reply karein aur hum aapke liye formal shikayat darj karenge.',
    }[t.status]}`,
    complaint: 'shikayat',
  },
};

/** What a ticket is about, in the reply's language: its claim type, else a complaint or a request. */
export function ticketAbout(language: ReplyLanguage, tenant: Pick<TenantProfile, 'claims'>, claimType: ClaimType | null, kind: TicketKind): string {
  return claimType === null && kind === 'complaint' ? SENTENCES[language].complaint : claimNounIn(language, tenant, claimType);
}

/** The whole reply: greeting, where the message went (the first ticket), and each ticket's status. */
export function followUpReply(language: ReplyLanguage, customerName: string | null, tickets: TicketStatusFacts[]): string {
  const s = SENTENCES[language];
  const greeting = customerName ? `${PHRASES[language].dear(customerName.split(' ')[0] ?? customerName)}\n` : '';
  return `${greeting}${s.added(tickets[0]?.ref ?? '')}\n${tickets.map((t) => `- ${s.line(t)}`).join('\n')}`;
}
