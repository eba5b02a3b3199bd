// The shape of a policy pack: versioned rules (pure functions), their candidates, parameters and citations.
import type { z } from 'zod';
import type { CalendarDate } from '../domain/calendar.js';
import type { CustomerRecords } from '../domain/records.js';
import type { Citation, ProductAction, RuleResult } from '../domain/rule-result.js';
import type { ClaimType } from '../domain/vocabulary.js';
import type { Paise } from '../domain/money.js';
import type { ClaimFamily, ClaimTypeDeclaration } from './claim-type.js';
import type { Language } from './wording.js';

/** The clock and calendar a rule sees: "today" in the tenant's zone and its holidays. */
export interface RuleCalendar {
  today: CalendarDate;
  timeZone: string;
  holidays: CalendarDate[];
}

export interface RuleInput<P> {
  records: CustomerRecords;
  /** The record the claim is about (a transaction, policy, claim or card id). */
  subjectId: string;
  params: P;
  calendar: RuleCalendar;
  /** The customer asks to cancel now (policy cancellation): the cancellation date is today. */
  cancelNow: boolean;
}

/** A record a claim of this type could be about, with what a message can match it by. */
export interface Candidate {
  id: string;
  kind: 'transaction' | 'policy' | 'claim' | 'card';
  /** 0 = most likely; a matcher considers the lowest tier that has any candidate. */
  tier: number;
  amount: Paise | null;
  /** Calendar date of the record (transaction date, claim filing date, policy start). */
  date: CalendarDate | null;
  /** Other amounts a customer may quote for it: a claim's settled amount beside the amount claimed. */
  otherAmounts?: Paise[];
  /** Other days a customer may date it by: the day a claim was settled, or its documents were complete. */
  otherDates?: CalendarDate[];
  /** Words that identify it: counterparty, reference, product, card last-4, ids. */
  labels: string[];
  /** One line for a clarification question, e.g. "₹4,000.00 at ATM BANDRA 0007 on 7 March 2026". */
  describe: string;
  /** The same line in the customer's other languages, with the same amounts, ids and dates; English where missing. */
  describeIn?: Partial<Record<Exclude<Language, 'en'>, string>>;
}

export interface ClaimRule<P> {
  claimType: ClaimType;
  /** Records a claim of this type could be about; none means the verifier must ask. */
  candidates(records: CustomerRecords, calendar: RuleCalendar, params: P): Candidate[];
  /** Pure: records + parameters + clock in, result out. Never reads the message text. */
  evaluate(input: RuleInput<P>): RuleResult;
}

/** How the claim type shows in customer language: used by claim-type detection. */
export interface ClaimVocabulary {
  claimType: ClaimType;
  /** Phrases or regular-expression sources that signal the type. */
  cues: string[];
  /** Example messages (English and romanised Hindi). */
  examples: string[];
  /** The intent such a message usually has. */
  intent: 'complaint' | 'service_request' | 'query';
  /** The product change such a claim asks for, if any (see ClaimTypeDeclaration.performs). */
  performs?: ProductAction;
  /** Settings in which this type cannot have happened (see ClaimTypeDeclaration.vocabulary.ruledOutBy). */
  ruledOutBy?: string[];
  /** The family the type belongs to, with the words that tell its shared trouble (see ClaimTypeDeclaration.family). */
  family?: ClaimFamily;
  /** Words the paraphrase classifier alone needs before naming this type (see ClaimTypeDeclaration.vocabulary.classifierNeeds). */
  classifierNeeds?: string[];
}

export interface PolicyPack<P = unknown> {
  id: string;
  version: string;
  effectiveDate: CalendarDate;
  /** Parameters as they appear in the tenant YAML (snake_case), validated with defaults. */
  paramsSchema: z.ZodType<P>;
  /** Every claim type the pack handles, each declared once (see claim-type.ts). */
  claimTypes: ClaimTypeDeclaration<P>[];
  /** Derived from the declarations: the rules, the vocabulary and the citations by claim type. */
  rules: ClaimRule<P>[];
  vocabulary: ClaimVocabulary[];
  citations: Partial<Record<ClaimType, Citation[]>>;
  /** Transaction channels the pack's claim types add to the scenario format's own. */
  channels: string[];
}

/** The settings that rule a claim type out: its own and its family's. */
function ruledOutOf<P>(declaration: ClaimTypeDeclaration<P>): { ruledOutBy?: string[] } {
  const sources = [...(declaration.vocabulary.ruledOutBy ?? []), ...(declaration.family?.ruledOutBy ?? [])];
  return sources.length > 0 ? { ruledOutBy: sources } : {};
}

/** Builds a pack from its identity, parameter schema and claim-type declarations. */
export function definePack<P>(meta: { id: string; version: string; effectiveDate: CalendarDate }, paramsSchema: z.ZodType<P>, claimTypes: ClaimTypeDeclaration<P>[]): PolicyPack<P> {
  for (const declaration of claimTypes) {
    if (declaration.rule.claimType !== declaration.id) {
      throw new Error(`pack ${meta.id}: the rule of claim type ${declaration.id} is written for ${declaration.rule.claimType}`);
    }
  }
  return {
    ...meta,
    paramsSchema,
    claimTypes,
    rules: claimTypes.map((d) => d.rule),
    vocabulary: claimTypes.map((d) => ({ claimType: d.id, intent: d.intent, cues: d.vocabulary.cues, examples: d.vocabulary.examples,
      ...(d.performs ? { performs: d.performs } : {}), ...ruledOutOf(d), ...(d.family ? { family: d.family } : {}),
      ...(d.vocabulary.classifierNeeds ? { classifierNeeds: d.vocabulary.classifierNeeds } : {}) })),
    citations: Object.fromEntries(claimTypes.map((d) => [d.id, d.citations])),
    channels: [...new Set(claimTypes.flatMap((d) => d.channels ?? []))],
  };
}
