// Prompt and output schema of the intent classifier & information gatherer (docs/design.md#nodes-and-routes) on a chat model.
import { HumanMessage, SystemMessage, type BaseMessage } from '@langchain/core/messages';
import { z } from 'zod';
import { quoteCustomerText, UNTRUSTED_TEXT_RULE } from '../../llm-kit/prompt-kit.js';
import { CHANNELS, PRODUCTS } from '../../../domain/records.js';
import { CLAIM_TYPE_ID, INTENTS, SENTIMENTS, URGENCIES } from '../../../domain/vocabulary.js';
import type { Clock } from '../../../domain/calendar.js';
import { claimLabel, type TenantProfile } from '../../ports.js';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const entitiesOutputSchema = z.object({
  amounts: z.array(z.string()).describe('money amounts exactly as the customer wrote them, e.g. "₹5,000", "Rs 2.5 lakh"'),
  dates: z.array(z.object({ from: isoDate, to: isoDate, text: z.string() })).describe('dates the customer mentioned, resolved against today; a range for vague mentions'),
  cardLast4: z.array(z.string().regex(/^\d{4}$/)),
  references: z.array(z.string()).describe('transaction, policy or claim references exactly as written'),
  counterparties: z.array(z.string()).describe('merchant, ATM location or payee words'),
  channels: z.array(z.enum(CHANNELS)),
  products: z.array(z.enum(PRODUCTS)),
});

export const intentOutputSchema = z.object({
  intent: z.enum(INTENTS),
  intentConfidence: z.number().min(0).max(1),
  claimType: z.string().regex(CLAIM_TYPE_ID).nullable().describe('one of the tenant\'s claim types listed in the instructions, or null'),
  claimTypeConfidence: z.number().min(0).max(1),
  urgency: z.enum(URGENCIES),
  sentiment: z.enum(SENTIMENTS),
  language: z.string().min(2).max(16).describe('BCP-47 tag of the customer message: "en", "hi", "hi-Latn" for romanised Hindi, "ta", …'),
  englishText: z.string().describe('the message rendered faithfully in English (the message itself if already English)'),
  aspects: z.array(z.string()).max(8),
  entities: entitiesOutputSchema,
  cancelNow: z.boolean().describe('the customer asks to cancel a product now'),
  dissatisfied: z.boolean().describe('the customer says they are not satisfied with an earlier answer'),
  issue: z.string().describe('one crisp sentence: what went wrong, from the message only'),
  userDemand: z.string().describe('one crisp sentence: what the customer asks for, from the message only'),
  supportInfo: z.array(z.string()).describe('facts the customer gave in support (amounts, dates, places, references), from the message only'),
});
export type IntentOutput = z.infer<typeof intentOutputSchema>;

function claimTypeLines(tenant: TenantProfile): string {
  return tenant.claimTypes
    .map((type) => {
      const cues = tenant.vocabulary.find((v) => v.claimType === type)?.cues.slice(0, 4).join('; ');
      return `- ${type}: ${claimLabel(tenant, type)}${cues ? ` (cues: ${cues})` : ''}`;
    })
    .join('\n');
}

export function gatherSystemPrompt(tenant: TenantProfile, clock: Clock): string {
  return [
    `You are the intent classifier and information gatherer of ${tenant.name}, a ${tenant.kind} in India. Today is ${clock.today}.`,
    'Classify the customer message; do not answer it and do not promise anything.',
    'intent: "query" (a question), "complaint" (something went wrong, money or service), "service_request" (change or block something, send a document), "feature_request" (a product suggestion).',
    `claimType: one of these or null when none fits:\n${claimTypeLines(tenant)}`,
    'Extract only what is literally in the message: never assume amounts, dates, references or facts, and never add knowledge from your own training.',
    'If the message is not in English, give its language tag and a faithful English rendering in englishText; otherwise copy the message into englishText.',
    'issue, userDemand and supportInfo must restate the message only, crisply.',
    UNTRUSTED_TEXT_RULE,
  ].join('\n');
}

export function gatherMessages(text: string, tenant: TenantProfile, clock: Clock): BaseMessage[] {
  return [new SystemMessage(gatherSystemPrompt(tenant, clock)), new HumanMessage(`Classify this customer message.\n${quoteCustomerText(text)}`)];
}

export function entitiesMessages(text: string, tenant: TenantProfile, clock: Clock): BaseMessage[] {
  return [
    new SystemMessage([
      `You extract entities from a customer's short follow-up answer for ${tenant.name}. Today is ${clock.today}.`,
      'Extract only what is literally written; leave a list empty when nothing fits.',
      UNTRUSTED_TEXT_RULE,
    ].join('\n')),
    new HumanMessage(`Extract the entities of this answer.\n${quoteCustomerText(text, 'customer_reply')}`),
  ];
}
