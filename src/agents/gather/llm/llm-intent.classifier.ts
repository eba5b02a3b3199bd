// The intent classifier on a chat model: structured intent, entities in paise, language and an English rendering.
import { isCalendarDate } from '../../../domain/calendar.js';
import type { Entities } from '../../../domain/entities.js';
import { parseMoney, type Paise } from '../../../domain/money.js';
import type { ModelRunner } from '../../llm-kit/model-runner.js';
import type { Clock } from '../../../domain/calendar.js';
import type { IntentAnalysis, IntentClassifier, TenantProfile } from '../../ports.js';
import { entitiesMessages, entitiesOutputSchema, gatherMessages, intentOutputSchema } from './gather.prompt.js';
import type { z } from 'zod';

/** What the report maker may reuse without another model call: the message restated, from the message only. */
export interface ReportDraft {
  issue: string;
  userDemand: string;
  supportInfo: string[];
}

/** An analysis made by the model: also carries the English rendering and a report draft. */
export interface LlmIntentAnalysis extends IntentAnalysis {
  englishText: string;
  reportDraft: ReportDraft;
}

export function reportDraftOf(analysis: IntentAnalysis): ReportDraft | null {
  const draft = (analysis as Partial<LlmIntentAnalysis>).reportDraft;
  if (!draft || typeof draft.issue !== 'string' || typeof draft.userDemand !== 'string' || !Array.isArray(draft.supportInfo)) return null;
  return draft;
}

/** Amounts as written → integer paise (never floats); anything that is not an amount is dropped. */
export function amountsToPaise(amounts: readonly string[]): Paise[] {
  const result: Paise[] = [];
  for (const text of amounts) {
    const paise = parseMoney(text.replace(/^(?:amount|of)\s+/i, ''));
    if (paise !== null && paise > 0 && !result.includes(paise)) result.push(paise);
  }
  return result;
}

function uniqueUpper(values: readonly string[]): string[] {
  return [...new Set(values.map((v) => v.trim().toUpperCase()).filter((v) => v.length > 0))];
}

export function toEntities(output: z.infer<typeof entitiesOutputSchema>): Entities {
  return {
    amounts: amountsToPaise(output.amounts),
    dates: output.dates.filter((d) => isCalendarDate(d.from) && isCalendarDate(d.to) && d.from <= d.to),
    cardLast4: [...new Set(output.cardLast4)],
    references: uniqueUpper(output.references),
    counterparties: [...new Set(output.counterparties.map((c) => c.trim().toLowerCase()).filter((c) => c.length > 0))],
    channels: [...new Set(output.channels)],
    products: [...new Set(output.products)],
  };
}

export class LlmIntentClassifier implements IntentClassifier {
  constructor(private readonly runner: ModelRunner) {}

  async analyse(input: { text: string; tenant: TenantProfile; clock: Clock }): Promise<LlmIntentAnalysis> {
    const result = await this.runner.structured(intentOutputSchema, 'intent_analysis', gatherMessages(input.text, input.tenant, input.clock));
    const out = result.value;
    const claimType = out.claimType !== null && input.tenant.claimTypes.includes(out.claimType) ? out.claimType : null;
    return {
      intent: out.intent,
      intentConfidence: out.intentConfidence,
      claimType,
      claimTypeConfidence: claimType === null ? 0 : out.claimTypeConfidence,
      urgency: out.urgency,
      sentiment: out.sentiment,
      language: out.language,
      aspects: out.aspects.map((a) => a.trim().toLowerCase()).filter((a) => a.length > 0),
      entities: toEntities(out.entities),
      cancelNow: out.cancelNow,
      dissatisfied: out.dissatisfied,
      englishText: out.englishText.trim().length > 0 ? out.englishText : input.text,
      reportDraft: { issue: out.issue, userDemand: out.userDemand, supportInfo: out.supportInfo },
      trace: { backend: 'llm', model: this.runner.label, usage: result.usage, latencyMs: Math.round(result.latencyMs) },
    };
  }

  async extractEntities(input: { text: string; tenant: TenantProfile; clock: Clock }): Promise<Entities> {
    const result = await this.runner.structured(entitiesOutputSchema, 'entities', entitiesMessages(input.text, input.tenant, input.clock));
    return toEntities(result.value);
  }
}
