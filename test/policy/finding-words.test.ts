// Every finding a claim rule can produce, and every fixed reason told beside them, is worded in Hindi (Devanagari) and
// romanised Hindi from the same facts as its English sentence: the same ids, amounts, dates and day counts.
import { describe, expect, it } from 'vitest';
import type { Finding } from '../../src/domain/rule-result.js';
import type { ClaimType } from '../../src/domain/vocabulary.js';
import { decideOutcome } from '../../src/policy/outcome.js';
import type { PolicyPack } from '../../src/policy/pack.js';
import { bankPack } from '../../src/policy/packs/bank/bank.pack.js';
import { defaultBankParams } from '../../src/policy/packs/bank/params.js';
import { insurerPack } from '../../src/policy/packs/insurer/insurer.pack.js';
import { REASON_WORDS, reason } from '../../src/policy/reason-words.js';
import { FACT_WORDS, toldIn, toldOf, type Facts, type Language, type Wordings } from '../../src/policy/wording.js';
import { everyBranch, evaluateBranch } from './fixtures/finding-branches.js';

const PACKS = [bankPack, insurerPack] as PolicyPack<unknown>[];
const DECLARATIONS = PACKS.flatMap((pack) => pack.claimTypes.map((d) => ({ pack: pack.id, declaration: d })));
const OTHER_LANGUAGES: Exclude<Language, 'en'>[] = ['hi', 'hi-Latn'];
const DEVANAGARI = /[\u0900-\u097F]/;
const ENGLISH_MONTHS = /\b(?:January|February|March|April|May|June|July|August|September|October|November|December)\b/;

/** The numbers a sentence states (amounts, ids' digits, dates, day counts, percentages), in any order. */
const numbersIn = (text: string) => (text.match(/\d[\d,.]*\d|\d/g) ?? []).sort();

function wordsOf(claimType: ClaimType): Wordings {
  const declaration = DECLARATIONS.find((d) => d.declaration.id === claimType)?.declaration;
  return declaration?.findingWords ?? {};
}

/** What a finding says in a language, as the reply renders it. */
const sayIn = (finding: Finding, language: Language, claimType: ClaimType) => toldIn(toldOf(finding), language, REASON_WORDS, wordsOf(claimType));

/** Each language states the same facts: the same numbers, the record ids, Hindi month names in Devanagari. */
function expectSameFacts(english: string, rendered: string, language: Exclude<Language, 'en'>, ids: readonly string[]) {
  expect(rendered).not.toBe(english);
  expect(numbersIn(rendered)).toEqual(numbersIn(english));
  for (const id of ids.filter((i) => english.includes(i))) expect(rendered).toContain(id);
  if (language === 'hi') {
    expect(rendered).toMatch(DEVANAGARI);
    expect(rendered).not.toMatch(ENGLISH_MONTHS);
  } else {
    expect(rendered).not.toMatch(DEVANAGARI);
  }
}

describe('the wording of every claim type\'s findings', () => {
  it.each(DECLARATIONS.map((d) => [`${d.pack} ${d.declaration.id}`, d.declaration] as const))('%s words each finding code in English, Hindi and Hinglish', (_name, declaration) => {
    const codes = Object.keys(declaration.findingWords ?? {});
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) {
      const wording = declaration.findingWords?.[code];
      expect(wording?.hi, `${declaration.id}.${code} hi`).toBeTypeOf('function');
      expect(wording?.['hi-Latn'], `${declaration.id}.${code} hi-Latn`).toBeTypeOf('function');
    }
  });

  it('keeps the generic reasons\' codes apart from every finding code, so a reason never takes a finding\'s words', () => {
    const findingCodes = new Set(DECLARATIONS.flatMap((d) => Object.keys(d.declaration.findingWords ?? {})));
    expect(Object.keys(REASON_WORDS).filter((code) => findingCodes.has(code))).toEqual([]);
  });

  const branches = everyBranch();
  const results = branches.map((b) => ({ branch: b, result: evaluateBranch(b) }));

  it('reaches every finding code of every claim type with the fixtures (so none goes unchecked)', () => {
    for (const { declaration } of DECLARATIONS) {
      const reached = new Set(results.filter((r) => r.branch.claimType === declaration.id).flatMap((r) => r.result.findings.map((f) => f.code)));
      expect([...reached].sort(), declaration.id).toEqual(Object.keys(declaration.findingWords ?? {}).sort());
    }
  });

  it.each(results.map((r) => [`${r.branch.claimType}: ${r.branch.label}`, r] as const))('%s: each finding carries its facts and reads the same in every language', (_name, { branch, result }) => {
    expect(result.findings.length).toBeGreaterThan(0);
    for (const finding of result.findings) {
      const wording = wordsOf(branch.claimType)[finding.code];
      expect(finding.facts, finding.code).toBeDefined();
      expect(wording, finding.code).toBeDefined();
      // The English text is the English template on the same facts, as the rule stored it.
      expect(wording?.en(finding.facts as never, FACT_WORDS.en)).toBe(finding.text);
      expect(sayIn(finding, 'en', branch.claimType)).toBe(finding.text);
      for (const language of OTHER_LANGUAGES) expectSameFacts(finding.text, sayIn(finding, language, branch.claimType), language, finding.recordIds);
    }
  });
});

/** Facts for each generic reason, as its callers give them. */
const REASON_FACTS: Record<keyof typeof REASON_WORDS, Facts> = {
  policy_does_not_allow: {}, person_decides: {}, deadline_passed: {}, review_required: {},
  above_auto_limit: { amount: 1_299_900, limit: 1_000_000 },
  low_confidence: { confidence: 0.62, threshold: 0.75 },
  above_four_eyes: { amount: 12_000_000, limit: 10_000_000 },
  eligible_within_limits: { amount: 530_000, limit: 1_000_000, confidence: 0.9, threshold: 0.75 },
  complaint_raised: {}, service_complaint: {}, specialist_review: {}, model_needs_human: {}, unidentified_after_asking: {},
  not_confirmed: {}, reviewer_did_not_approve: {}, records_changed: {},
  payment_refused: { amount: 530_000, kind: 'reversal', relatesTo: 'T9001', label: 'Reversal of the failed ATM withdrawal T9001' },
  records_several: { count: 2, label: 'failed atm withdrawal (account debited, cash not dispensed)' },
  records_none: { label: 'failed atm withdrawal (account debited, cash not dispensed)' },
};

describe('the wording of the fixed reasons (outcome, decide, approval, payment, record match)', () => {
  it.each(Object.keys(REASON_WORDS))('%s reads the same in English, Hindi and Hinglish', (code) => {
    const told = reason(code as keyof typeof REASON_WORDS, REASON_FACTS[code as keyof typeof REASON_WORDS] as never);
    for (const language of OTHER_LANGUAGES) expectSameFacts(told.text, toldIn(told, language, REASON_WORDS), language, ['T9001']);
  });

  it('gives every reason of an outcome with a code the reply can word', () => {
    const params = defaultBankParams();
    const base = {
      claimType: 'failed_atm_withdrawal' as const, components: [], formula: '', findings: [], citations: [], productActions: [], subjectId: 'T1',
      packId: 'bank-in-rbi', packVersion: '1.0.0', effectiveDate: '2026-01-01',
    };
    const outcomes = [
      decideOutcome({ result: { ...base, eligible: 'yes', amount: 12_000_000, reviewRequired: true, urgent: false }, confidence: 0.5, params }),
      decideOutcome({ result: { ...base, eligible: 'yes', amount: 100_000, reviewRequired: false, urgent: false }, confidence: 0.9, params }),
      decideOutcome({ result: { ...base, eligible: 'no', amount: 0, reviewRequired: false, urgent: false }, confidence: 0.9, params }),
      decideOutcome({ result: { ...base, eligible: 'human', amount: 0, reviewRequired: false, urgent: true }, confidence: 0.9, params }),
    ];
    const told = outcomes.flatMap((o) => o.told);
    expect(told.length).toBe(8);
    for (const t of told) {
      expect(typeof t === 'string' ? t : REASON_WORDS[t.code as keyof typeof REASON_WORDS]?.hi).toBeTypeOf('function');
    }
    expect(outcomes.flatMap((o) => o.reasons)).toEqual(told.map((t) => (typeof t === 'string' ? t : t.text)));
  });
});
