// Offline report maker: arranges the gathered input as issue, demand, company documents and the customer's facts.
import { formatDateLong } from '../../../domain/calendar.js';
import { formatInr } from '../../../domain/money.js';
import type { Entities } from '../../../domain/entities.js';
import { INTENT_LABELS } from '../../labels.js';
import { claimLabel } from '../../ports.js';
import type { Report, ReportInput, ReportWriter } from '../../ports.js';
import type { IntentAnalysis } from '../../ports.js';
import { attachmentSupportLines } from '../attachment-lines.js';

const DEMANDS: [RegExp, string][] = [
  [/\b(cancel)\b/i, 'cancel the product and refund what is due'],
  [/\b(block|freeze|hotlist)\b/i, 'block the card'],
  [/\b(refund|reverse|reversal|return|money back|paise wapas|credit back|give .* back)\b/i, 'refund or reverse the amount'],
  [/\b(waive|waiver)\b/i, 'waive the charge'],
  [/\binterest\b/i, 'pay interest for the delay'],
  [/\b(dispute|reconsider|appeal)\b/i, 'review the decision again'],
  [/\b(update|change|correct)\b/i, 'update their details'],
  [/\b(status|when will)\b/i, 'know the status'],
  [/\b(add|feature|allow|would be great|please introduce)\b/i, 'add a product feature'],
];

function demandOf(message: string, analysis: IntentAnalysis): string {
  const hit = DEMANDS.find(([pattern]) => pattern.test(message));
  if (hit) return `The customer asks us to ${hit[1]}.`;
  return analysis.intent === 'complaint' ? 'The customer asks us to look into the problem and put it right.' : 'The customer asks for help with this request.';
}

export function describeEntities(entities: Entities): string[] {
  const facts: string[] = [];
  for (const amount of entities.amounts) facts.push(`Amount mentioned: ${formatInr(amount)}`);
  for (const date of entities.dates) facts.push(date.from === date.to ? `Date mentioned: ${formatDateLong(date.from)}` : `Period mentioned: ${formatDateLong(date.from)} to ${formatDateLong(date.to)}`);
  for (const last4 of entities.cardLast4) facts.push(`Card ending ${last4}`);
  for (const reference of entities.references) facts.push(`Reference: ${reference}`);
  for (const counterparty of entities.counterparties) facts.push(`Counterparty: ${counterparty}`);
  for (const channel of entities.channels) facts.push(`Channel: ${channel}`);
  for (const product of entities.products) facts.push(`Product: ${product}`);
  return facts;
}

function firstSentence(text: string): string {
  const sentence = text.split(/(?<=[.!?])\s+/)[0] ?? text;
  return sentence.length > 200 ? `${sentence.slice(0, 197)}...` : sentence;
}

export class OfflineReportWriter implements ReportWriter {
  async write(input: ReportInput): Promise<Report> {
    const { analysis, passages, message } = input;
    const kind = analysis.claimType ? claimLabel(input.tenant, analysis.claimType) : INTENT_LABELS[analysis.intent];
    const docs = passages.slice(0, 3).map((p) => ({
      citation: { docId: p.docId, section: p.section, chunkId: p.chunkId, title: p.title },
      text: p.text.length > 400 ? `${p.text.slice(0, 397)}...` : p.text,
    }));
    return {
      issue: `${kind}: "${firstSentence(message)}"`,
      userDemand: demandOf(message, analysis),
      companyDocsAboutIssue: docs,
      supportInfoFromUser: [...describeEntities(analysis.entities), ...attachmentSupportLines(input.attachments)],
      policyRefs: docs.map((d) => d.citation),
      trace: { backend: 'offline' },
    };
  }
}
