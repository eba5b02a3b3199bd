// Offline reply writer: a templated reply per outcome, in the customer's language (English, Hindi, romanised Hindi),
// with amounts in Indian digit grouping, formula, timelines, ticket references and citations. The reasons and findings
// under it are worded in that language from their facts (policy/wording.ts); one without a wording stays English.
import { formatInr } from '../../../domain/money.js';
import type { Citation } from '../../../domain/rule-result.js';
import type { ReplyInput, ReplyWriter } from '../../ports.js';
import { REASON_WORDS } from '../../../policy/reason-words.js';
import { inLanguage, toldIn, type Told, type Wordings } from '../../../policy/wording.js';
import { claimNounIn, PHRASES, replyLanguage, type Phrasebook, type ReplyLanguage } from './reply-phrases.js';

function sources(citations: Citation[], p: Phrasebook): string {
  const unique = [...new Map(citations.map((c) => [`${c.docId}#${c.section}`, c])).values()].slice(0, 3);
  if (unique.length === 0) return '';
  return `\n${p.sources}: ${unique.map((c) => `${c.title ?? c.docId} § ${c.section}`).join('; ')}.`;
}

/** The bullet list of reasons or findings, each in the reply's language (the generic reasons' and the claim type's wording). */
function bullets(list: readonly Told[], language: ReplyLanguage, claimWords: Wordings | undefined): string {
  return list.length === 0 ? '' : `\n${list.map((r) => `- ${toldIn(r, language, REASON_WORDS, claimWords)}`).join('\n')}`;
}

function body(input: ReplyInput, p: Phrasebook): string {
  const language = replyLanguage(input.language);
  const claim = claimNounIn(language, input.tenant, input.claimType);
  const claimWords = input.claimType ? input.tenant.claims[input.claimType]?.findingWords : undefined;
  const reasons = (list: readonly Told[]) => bullets(list, language, claimWords);
  const timeline = input.timeline ? ` ${inLanguage(input.timeline, language)}` : '';
  const tickets = input.ticketIds.length === 0 ? '' : p.reference(input.ticketIds);
  switch (input.outcome) {
    case 'answered':
      return input.answer?.found ? input.answer.text : p.notFound;
    case 'clarification':
      return input.clarificationQuestion ?? p.clarifyDefault;
    case 'logged':
      return `${p.logged(input.analysis.intent === 'feature_request')}${tickets}`;
    case 'resolved': {
      const parts: string[] = [];
      if (input.cardBlocked) parts.push(p.cardBlocked(input.cardBlocked));
      if (input.policyCancelled) parts.push(p.policyCancelled(input.policyCancelled));
      if (input.paid > 0) parts.push(p.credited(claim, formatInr(input.paid), input.formula));
      else if (parts.length === 0) parts.push(p.completed(claim));
      return `${parts.join(' ')}${tickets}${reasons(input.findings)}`;
    }
    case 'needs_approval': {
      if (input.approvalStatus === 'rejected') return `${p.reviewerRejected(claim)}${tickets}${reasons(input.reasons)}`;
      const blocked = input.cardBlocked ? p.blockedAtOnce(input.cardBlocked) : '';
      return `${p.pendingApproval(claim, input.amount > 0 ? formatInr(input.amount) : null)}${blocked}${timeline}${tickets}${reasons(input.findings)}`;
    }
    case 'rejected':
      return `${p.cannotAccept(claim)}${reasons(input.reasons)}${input.complaintOffered ? p.complaintOffer : ''}`;
    case 'escalated':
      return `${p.escalated(input.claimType ? claim : null)}${timeline}${tickets}${reasons(input.reasons)}`;
  }
}

export class OfflineReplyWriter implements ReplyWriter {
  async write(input: ReplyInput): Promise<{ text: string; trace: { backend: 'offline' } }> {
    const p = PHRASES[replyLanguage(input.language)];
    const greeting = input.customerName ? `${p.dear(input.customerName.split(' ')[0] ?? input.customerName)}\n` : '';
    const citations = input.outcome === 'answered' ? (input.answer?.citations ?? []) : input.citations;
    const text = `${greeting}${body(input, p)}${input.outcome === 'clarification' ? '' : sources(citations, p)}`;
    return { text, trace: { backend: 'offline' } };
  }
}
