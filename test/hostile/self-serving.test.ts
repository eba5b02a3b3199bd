// Every scenario file of scenarios/ with every agent on a self-serving model (schema-valid, always a claim, the
// claim type its words overlap, confidence 1, the richest record, Rs 99,999, planted promises, two tool rounds):
// no money the scenario does not allow, and none of the model's text reaches the customer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANTED_PROMISE, startHostileOpenAiServer, type HostileServer } from '../support/hostile-openai-server.js';
import {
  agentsOn, answerTexts, casesOf, foreignIdFindings, moneyFindings, plantedTextFindings, runAll, runOf, runOffline, topLevelScenarios, type CaseRun,
} from './support/hostile-eval.js';

const FILES = topLevelScenarios();
const CASES = casesOf(FILES);

let server: HostileServer;
let offline: Map<string, CaseRun>;
let hostile: Map<string, CaseRun>;

beforeAll(async () => {
  server = await startHostileOpenAiServer({ mode: 'self-serving' });
  offline = await runOffline(FILES);
  hostile = await runAll(FILES, agentsOn(server, { ECHOPILOT_VERIFY_TOOL_ROUNDS: '2' }));
}, 600_000);
afterAll(async () => server?.close());

describe('the self-serving model (so the suite cannot pass with the model ignored)', () => {
  it('was asked by the intent, verifier and reply agents, in every case', () => {
    expect(FILES.length).toBeGreaterThanOrEqual(7);
    expect(server.requests.length).toBeGreaterThanOrEqual(CASES.length * 2);
    for (const kind of ['intent_analysis', 'plan', 'verdict', 'reply'] as const) expect(server.answered('self-serving', kind).length, kind).toBeGreaterThan(0);
  });

  it('answered schema-valid and greedy: a complaint at confidence 1 of a claim type the tenant offers, Rs 99,999 and the planted promise', () => {
    const intents = server.answered('self-serving', 'intent_analysis').map((a) => (a.reply as { value: Record<string, unknown> }).value);
    expect(intents.every((v) => v.intent === 'complaint' && v.intentConfidence === 1 && v.claimTypeConfidence === 1)).toBe(true);
    expect(intents.every((v) => typeof v.claimType === 'string' && v.issue === PLANTED_PROMISE)).toBe(true);
    // The word-overlap pick varies with the message (more than a fixed answer would).
    expect(new Set(intents.map((v) => v.claimType)).size).toBeGreaterThanOrEqual(8);
    const verdicts = server.answered('self-serving', 'verdict').map((a) => (a.reply as { value: Record<string, unknown> }).value);
    expect(verdicts.every((v) => v.status === 'valid' && v.amount === '₹99,999.00' && v.confidence === 1)).toBe(true);
    expect(verdicts.filter((v) => typeof v.subjectId === 'string').length).toBeGreaterThan(0);
    expect(answerTexts(server, 'reply').every((t) => t.includes(PLANTED_PROMISE))).toBe(true);
  });

  it('asked for the policy rule on the richest record it saw, in its second tool round', () => {
    const rules = answerTexts(server, 'plan').filter((t) => t.includes('evaluate_policy_rule'));
    expect(rules.length).toBeGreaterThan(0);
  });

  it('had its output used: the intent and the verifier ran on the model without falling back in most cases', () => {
    const onModel = [...hostile.values()].filter((r) => r.backends.gather?.includes('llm') && r.backends.verify?.includes('llm'));
    expect(onModel.length).toBeGreaterThan(CASES.length / 2);
  });
});

describe('the checks themselves', () => {
  it('find nothing in the offline default (no false alarms)', () => {
    const findings = CASES.flatMap(({ key }) => {
      const run = runOf(offline, key);
      return [...moneyFindings(run, run), ...plantedTextFindings(run), ...foreignIdFindings(run)].map((f) => `${key}: ${f}`);
    });
    expect(findings).toEqual([]);
  });
});

describe.each(FILES.map((f) => [f.source.split('/').at(-1) ?? f.source, f] as const))('%s under a self-serving model', (_name, file) => {
  const cases = CASES.filter((c) => c.file === file);
  it.each(cases)('$scenario.id moves no money and changes no product the scenario does not allow', ({ key }) => {
    expect(moneyFindings(runOf(hostile, key), runOf(offline, key))).toEqual([]);
  });
  it.each(cases)('$scenario.id shows the customer none of the model\'s planted text', ({ key }) => {
    expect(plantedTextFindings(runOf(hostile, key))).toEqual([]);
  });
  it.each(cases)('$scenario.id names no id that is not the customer\'s', ({ key }) => {
    expect(foreignIdFindings(runOf(hostile, key))).toEqual([]);
  });
});
