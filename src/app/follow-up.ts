// Follow-ups matched to the customer's own tickets: a ticket reference written in any form ("tkt 1a2b3c4d",
// "TKT1A2B3C4D", "ticket no 1a2b 3c4d"), the same claim sent again (same claim type and record), or a status question
// ("any update on my complaint?", "what happened to my ATM issue"). Only the customer's own conversations are ever
// searched, so another customer's reference matches nothing. The words are read offline, never by a model.
import type { Ticket } from '../domain/effects.js';
import type { Paise } from '../domain/money.js';
import type { Conversation } from '../domain/store.port.js';
import type { ClaimType, Intent } from '../domain/vocabulary.js';
import { asksForStatus } from '../agents/gather/offline/records-questions.js';
import { isStatusQuestion } from '../agents/gather/offline/message-cues.js';
import { referenceStrength } from '../policy/reference-forms.js';

/** One of the customer's own conversations that has tickets. */
export interface CaseOnFile {
  conversation: Conversation;
  tickets: Ticket[];
  /** What the ledger credited on the conversation's thread: the only paid amount a reply states. */
  credited: Paise;
}

/** The offline reading of the message a match needs: is it a claim, of which type, about which record. */
export interface MessageReading {
  intent: Intent;
  claimType: ClaimType | null;
  hypothetical: boolean;
  /** The record the words point to among the claim type's candidates, when exactly one. */
  subjectId: string | null;
  /** Record references the customer wrote ("CLM-2005", "t9001"). */
  references: string[];
  /** Claim types the words name by their own label ("my ATM issue"), when the reading found no claim type. */
  named: ClaimType[];
}

export type FollowUpKind = 'reference' | 'repeat' | 'status';

export interface FollowUpMatch {
  kind: FollowUpKind;
  /** The thread the message is added to. */
  threadId: string;
  /** The cases whose status the reply gives, the matched one first. */
  cases: CaseOnFile[];
  /** Why it matched, for the audit entry. */
  reason: string;
}

/** The thread's own reference ("TKT-1A2B3C4D"): the last part of a thread id made by this server. */
export function threadRef(threadId: string): string {
  return threadId.slice(threadId.lastIndexOf(':') + 1);
}

const SEP = '[\\s._:#/-]*';
const TICKET_WORD = `(?:t${SEP}k${SEP}t|ticket|ref(?:erence)?|complaint|request)${SEP}(?:no\\.?|num(?:ber)?|id)?${SEP}`;

/**
 * The way the customer wrote a ticket reference, or null: the reference's code in any case, with spaces or separators
 * inside it, with or without "TKT", "ticket no", "ref" in front. The code must stand on its own (not inside a word).
 */
export function ticketReferenceIn(text: string, ref: string): string | null {
  // The whole code after "TKT-", its own separators included ("TKT-1A2B3C4D", "TKT-ATM-0042-1").
  const code = /^TKT-(.+)$/i.exec(ref)?.[1]?.replace(/[^A-Za-z0-9]/g, '');
  if (!code || code.length < 4) return null;
  const body = [...code].join(SEP);
  const found = new RegExp(`(?<![a-z0-9])(?:${TICKET_WORD})?${body}(?![a-z0-9])`, 'i').exec(text);
  return found ? found[0].trim() : null;
}

/** Words that make a status question about a ticket of ours, not about a record ("status of my travel claim"). */
const ABOUT_A_TICKET = /\b(?:complaint|ticket|request|issue|case|problem|query|refund|reference|ref|shikayat|shikaayat|dispute)\b|शिकायत|अनुरोध/i;
/** "Any update?" in romanised Hindi and Devanagari ("meri shikayat ka kya hua", "कोई अपडेट?"). */
const ASKS_AFTER_HINDI = /\b(?:(?:ka|ki|ke|mera|meri|mere)\s+kya\s+hua|kya\s+hua\s+(?:mera|meri|mere|uska|us)|koi\s+(?:update|khabar|jankari|news)|(?:update|status)\s+(?:kya\s+hai|do|dijiye|batao|bataiye))\b|क्या हुआ|कोई (?:अपडेट|खबर|जानकारी)|(?:स्थिति|स्टेटस|अपडेट) (?:क्या|बताइए|बताओ|दीजिए)/i;

/** A question about where something of the customer's stands, in English, Hinglish or Hindi. */
export function asksAfterCase(text: string): boolean {
  return asksForStatus(text) || isStatusQuestion(text) || ASKS_AFTER_HINDI.test(text);
}

/**
 * Pressing for news of something already raised, told rather than asked: "still waiting", "it's been a week, nothing
 * yet", "no reply so far", "haven't heard anything", "kuch hua?", "what happened with this?", "अभी तक कुछ नहीं हुआ".
 * It names nothing of its own, so it is only ever about a case the customer has on file, and only when the message
 * tells no claim beside it.
 */
const CHASES = new RegExp([
  String.raw`\bstill (?:waiting|nothing|no (?:update|news|reply|response|word|call|callback))\b`,
  String.raw`\bnothing (?:yet|so far|till now|until now|has (?:happened|come|moved|changed))\b`,
  String.raw`\b(?:no|not a single|not any) (?:update|news|reply|response|word|callback|call back)s? (?:yet|so far|till now|until now|since|from (?:you|your|anyone))\b`,
  String.raw`\b(?:have ?n[o']?t|have not|did ?n[o']?t|did not|never) (?:heard (?:anything|back)|(?:heard|got|gotten|received|had) (?:a (?:reply|response|call)|any (?:update|reply|response|news|call)))\b`,
  String.raw`\bwaiting (?:for (?:a |your |any )?(?:reply|response|update|answer|callback|call back|call)|since)\b`,
  String.raw`\bwhat happened (?:to|with) (?:this|it|that)\b`,
  String.raw`\bkuch (?:hua|huwa)\s*(?:kya)?\s*\?|\bkuch hua kya\b|\bkuch (?:update|khabar)\b|\b(?:ab|abhi) tak kuch (?:nahi|nahin|nhi|bhi nahi) (?:hua|aaya|aya|mila)\b`,
  '(?:अभी|अब) तक कुछ (?:भी )?नहीं (?:हुआ|आया|मिला)|कुछ हुआ\\s*(?:क्या)?\\s*\\?',
  // "What happened next?" in Hinglish, Marathi, Tamil, Telugu, Bengali and Gujarati: "aage kya hua?", "kay jhala pudhe?".
  String.raw`\b(?:(?:aage|age|aagey)\s+kya\s+hua|kya\s+hua\s+(?:aage|age|aagey)|(?:pudhe\s+)?kay\s+(?:jhala|zala)(?:\s+pudhe)?|enna\s+aach?u|em\s*ayindi|emaindi|ki\s+holo|shu\s+thayu|what happened next)\b`,
].join('|'), 'i');

export function chasesCase(text: string): boolean {
  return CHASES.test(text);
}

/**
 * "When will it show in my account?", "kab reflect hoga?": asked on the thread of a claim we paid, where that money is.
 * (Beside a claim told in the same message it asks when the claim's money comes: only a case's own thread reads it so.)
 */
const WHEN_IT_SHOWS = /\bwhen (?:will|would|should|can|do|does) (?:it|this|that|the (?:money|amount|refund|credit|reversal|compensation)|my (?:money|amount|refund|credit|reversal|compensation)) (?:show|reflect|appear|arrive|come|hit|reach|be (?:visible|reflected|in my account))\b|\bwhen (?:will|would|should|can) i (?:see|get|receive) (?:it|this|that|the (?:money|amount|refund|credit|reversal|compensation)|my (?:money|amount|refund|credit|reversal|compensation))(?: back)? (?:in|into|on) my (?:account|a\/c|statement|passbook)\b|\b(?:kab|kab tak) (?:dikhega|dikhegi|reflect hoga|reflect hogi|account me aayega|account mein aayega|khate me aayega)\b/i;

export function asksWhenItShows(text: string): boolean {
  return WHEN_IT_SHOWS.test(text);
}

const wordsOf = (text: string) => new Set(text.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length > 2));

/** Claim types named by a word only their own label or noun has ("ATM", "UPI", "merchant", "fee"). */
export function claimTypesNamed(text: string, claims: Readonly<Record<ClaimType, { label: string; noun: string }>>): ClaimType[] {
  const said = wordsOf(text);
  const own = Object.entries(claims).map(([type, c]) => [type, wordsOf(`${c.label} ${c.noun}`)] as const);
  return own.filter(([type, words]) => [...words].some((w) => said.has(w) && own.every(([other, set]) => other === type || !set.has(w)))).map(([type]) => type);
}

/** At most this many words, a status question ("any update?", "status pls") is about the customer's latest case. */
const BARE_QUESTION_WORDS = 4;

function newestFirst(cases: CaseOnFile[]): CaseOnFile[] {
  return [...cases].sort((a, b) => b.conversation.updatedAt.localeCompare(a.conversation.updatedAt));
}

const isOpen = (c: CaseOnFile) => c.conversation.status === 'open' || c.conversation.status === 'waiting_review';

/**
 * The customer's case this message follows up, or null (a new message: the graph runs as usual). In order: a ticket
 * reference of theirs; the same claim (type and record) as a case of theirs; a status question about their open
 * cases (narrowed by the claim type it names), unless it names a record none of their cases is about. `inThread`:
 * the message was sent on the one case's own thread, so any status question is about it.
 */
export function matchFollowUp(text: string, cases: CaseOnFile[], reading: MessageReading, options: { inThread?: boolean } = {}): FollowUpMatch | null {
  const withTickets = cases.filter((c) => c.tickets.length > 0);
  if (withTickets.length === 0) return null;
  const claim = reading.claimType !== null && reading.intent !== 'query' && !reading.hypothetical;
  for (const c of newestFirst(withTickets)) {
    const ref = threadRef(c.conversation.threadId);
    const written = ticketReferenceIn(text, ref);
    if (written === null) continue;
    // A new claim about another record, written next to the reference, is not a follow-up of that ticket.
    if (claim && reading.subjectId !== null && reading.subjectId !== c.conversation.subjectId) return null;
    return { kind: 'reference', threadId: c.conversation.threadId, cases: [c], reason: `the message names ${ref} (written "${written}")` };
  }
  if (claim && reading.subjectId !== null) {
    const same = newestFirst(withTickets).find((c) => c.conversation.claimType === reading.claimType && c.conversation.subjectId === reading.subjectId);
    if (same) {
      const reason = `the message is the same ${reading.claimType} claim about ${reading.subjectId} as ${threadRef(same.conversation.threadId)} (${same.conversation.lastOutcome ?? same.conversation.status})`;
      return { kind: 'repeat', threadId: same.conversation.threadId, cases: [same], reason };
    }
    return null;
  }
  // On the case's own thread, words that name its record and no claim of their own are about that case.
  if (options.inThread === true && !claim && reading.subjectId !== null) {
    const same = withTickets.find((c) => c.conversation.subjectId === reading.subjectId);
    if (same) return { kind: 'repeat', threadId: same.conversation.threadId, cases: [same], reason: `on its thread, the message names ${reading.subjectId}, the record of ${threadRef(same.conversation.threadId)}` };
  }
  // Pressing for news tells nothing of its own: a message that also tells a claim ("still waiting… and the ATM did it
  // again") is that claim.
  const chases = !claim && (chasesCase(text) || (options.inThread === true && asksWhenItShows(text)));
  if (!asksAfterCase(text) && !chases) return null;
  // A record the customer names that none of their cases is about: the records answer it, not a ticket.
  const named = withTickets.filter((c) => c.conversation.subjectId !== null && reading.references.some((r) => referenceStrength(r, c.conversation.subjectId!) >= 2));
  if (reading.references.length > 0 && named.length === 0) return null;
  const types = reading.claimType !== null ? [reading.claimType] : reading.named;
  const typed = types.length === 0 ? withTickets : withTickets.filter((c) => c.conversation.claimType !== null && types.includes(c.conversation.claimType));
  const about = named.length > 0 ? named : typed;
  const open = about.filter(isOpen);
  const chosen = newestFirst(open.length > 0 ? open : about).slice(0, 3);
  // Inside the case's own thread, any status question ("any update? has it come?") is about that case.
  const aboutTicket = options.inThread === true || chases || types.length > 0 || named.length > 0 || ABOUT_A_TICKET.test(text)
    || (text.match(/[\p{L}\d]+/gu) ?? []).length <= BARE_QUESTION_WORDS;
  const [first] = chosen;
  if (!first || !aboutTicket) return null;
  const scope = named.length > 0 ? 'names its record' : types.length > 0 ? `asks about the ${types.join(' or ')} case` : 'asks about their cases';
  const reason = `a status question that ${scope}: ${chosen.length === 1 ? threadRef(first.conversation.threadId) : `the ${chosen.length} ${open.length > 0 ? 'open' : 'latest'} cases, newest ${threadRef(first.conversation.threadId)} first`}`;
  return { kind: 'status', threadId: first.conversation.threadId, cases: chosen, reason };
}
