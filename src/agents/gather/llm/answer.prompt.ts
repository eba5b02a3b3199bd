// Prompt and output schema of the query answerer: answers from retrieved knowledge and the customer's records only.
import { HumanMessage, SystemMessage, type BaseMessage } from '@langchain/core/messages';
import { z } from 'zod';
import { isEnglish, numberedPassages, quoteCustomerText, UNTRUSTED_TEXT_RULE } from '../../llm-kit/prompt-kit.js';
import type { Passage } from '../../../domain/knowledge.port.js';
import { formatInr } from '../../../domain/money.js';
import type { CustomerRecords } from '../../../domain/records.js';
import type { TenantProfile } from '../../ports.js';

export const answerOutputSchema = z.object({
  found: z.boolean().describe('true only when the sources or the records answer the question'),
  text: z.string().describe('the answer, short, in the requested language'),
  sources: z.array(z.number().int().min(1)).describe('numbers of the sources the answer uses'),
});

/** A compact view of the customer's own records (never another customer's). */
export function recordsSummary(records: CustomerRecords): string {
  const lines = [
    ...records.accounts.map((a) => `account ${a.id}: ${a.type}, balance ${formatInr(a.balance)}`),
    ...records.cards.map((c) => `card ${c.id}: ${c.kind} ending ${c.last4}, ${c.status}`),
    ...records.policies.map((p) => `policy ${p.id}: ${p.product}, ${p.status}`),
    ...records.claims.map((c) => `claim ${c.id}: policy ${c.policyId}, ${c.status}`),
  ];
  return lines.length > 0 ? lines.join('\n') : '(no records)';
}

export function answerMessages(input: { question: string; language: string; passages: Passage[]; records: CustomerRecords; tenant: TenantProfile; today: string }): BaseMessage[] {
  const language = isEnglish(input.language) ? 'English' : `the customer's language (${input.language})`;
  return [
    new SystemMessage([
      `You answer customers' questions for ${input.tenant.name} (${input.tenant.kind}, India). Today is ${input.today}.`,
      'Answer ONLY from the numbered sources and the customer records below. Never use your own training knowledge, never guess.',
      'If they do not answer the question, set found to false and say plainly that you could not find it and that a ticket can be raised.',
      'List the numbers of the sources you used. Keep amounts, dates and ids exactly as they appear.',
      `Write the answer in ${language}.`,
      UNTRUSTED_TEXT_RULE,
    ].join('\n')),
    new HumanMessage([
      `Sources:\n${numberedPassages(input.passages)}`,
      `Customer records:\n${recordsSummary(input.records)}`,
      `Question:\n${quoteCustomerText(input.question)}`,
    ].join('\n\n')),
  ];
}
