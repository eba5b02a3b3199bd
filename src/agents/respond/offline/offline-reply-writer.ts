// Offline reply writer: a templated reply per outcome, with amounts, timelines, ticket references and citations.
import { formatInr } from '../../../domain/money.js';
import type { Citation } from '../../../domain/rule-result.js';
import { claimNoun, type ReplyInput, type ReplyWriter } from '../../ports.js';

function sources(citations: Citation[]): string {
  const unique = [...new Map(citations.map((c) => [`${c.docId}#${c.section}`, c])).values()].slice(0, 3);
  if (unique.length === 0) return '';
  return `\nSources: ${unique.map((c) => `${c.title ?? c.docId} § ${c.section}`).join('; ')}.`;
}

function tickets(ids: string[]): string {
  if (ids.length === 0) return '';
  return ids.length === 1 ? ` Your reference is ${ids[0]}.` : ` Your references are ${ids.join(', ')}.`;
}

function reasons(list: string[]): string {
  return list.length === 0 ? '' : `\n${list.map((r) => `- ${r}`).join('\n')}`;
}

function body(input: ReplyInput): string {
  const claim = input.claimType ? claimNoun(input.tenant, input.claimType) : 'request';
  switch (input.outcome) {
    case 'answered':
      if (!input.answer?.found) {
        return "I could not find this in our published information, so I won't guess. Would you like me to raise a ticket so that a colleague can answer you?";
      }
      return input.answer.text;
    case 'clarification':
      return input.clarificationQuestion ?? 'Could you tell me more about the transaction, such as its amount and date?';
    case 'logged':
      return `Thank you. We have recorded your ${input.analysis.intent === 'feature_request' ? 'suggestion' : 'request'} and the right team will take it forward.${tickets(input.ticketIds)}`;
    case 'resolved': {
      const parts: string[] = [];
      if (input.cardBlocked) parts.push(`Your card ${input.cardBlocked} is now blocked, so no further payments can be made with it.`);
      if (input.policyCancelled) parts.push(`Your policy ${input.policyCancelled} is cancelled.`);
      if (input.paid > 0) {
        parts.push(`We checked your ${claim} against your records and our policy, and it is valid. We have credited ${formatInr(input.paid)} to you${input.formula ? ` (${input.formula})` : ''}.`);
      } else if (parts.length === 0) {
        parts.push(`We have completed your ${claim}.`);
      }
      return `${parts.join(' ')}${tickets(input.ticketIds)}${reasons(input.findings)}`;
    }
    case 'needs_approval': {
      if (input.approvalStatus === 'rejected') {
        return `A reviewer has looked at your ${claim} and could not approve it.${tickets(input.ticketIds)}${reasons(input.reasons)}`;
      }
      const blocked = input.cardBlocked ? ` We have blocked your card ${input.cardBlocked} at once to stop any further use.` : '';
      const amount = input.amount > 0 ? ` of ${formatInr(input.amount)}` : '';
      const timeline = input.timeline ? ` ${input.timeline}` : '';
      return `Your ${claim}${amount} meets our policy and has been passed to a reviewer for approval; no money moves until they approve.${blocked}${timeline}${tickets(input.ticketIds)}${reasons(input.findings)}`;
    }
    case 'rejected': {
      const offer = input.complaintOffered ? '\nIf you are not satisfied with this answer, reply and we will raise a formal complaint for you.' : '';
      return `We have checked your ${claim} against your records and our policy, and we cannot accept it:${reasons(input.reasons)}${offer}`;
    }
    case 'escalated': {
      const who = input.claimType ? 'a specialist' : 'our customer care team';
      return `We have passed your ${input.claimType ? claim : 'complaint'} to ${who}, who will contact you.${input.timeline ? ` ${input.timeline}` : ''}${tickets(input.ticketIds)}${reasons(input.reasons)}`;
    }
  }
}

export class OfflineReplyWriter implements ReplyWriter {
  async write(input: ReplyInput): Promise<{ text: string; trace: { backend: 'offline' } }> {
    const greeting = input.customerName ? `Dear ${input.customerName.split(' ')[0]},\n` : '';
    const citations = input.outcome === 'answered' ? (input.answer?.citations ?? []) : input.citations;
    const text = `${greeting}${body(input)}${input.outcome === 'clarification' ? '' : sources(citations)}`;
    return { text, trace: { backend: 'offline' } };
  }
}
