// Scenario files with every agent on a careless model that names records and customers that are not the customer's
// (other customers' ids from the worlds, made-up T99999, C1002, TKT-99999, …) in its references, tool calls, verdict
// subject, answers and replies, with streaming on: no money moves for them and none of them reaches the customer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MADE_UP_IDS, startHostileOpenAiServer, type HostileServer } from '../support/hostile-openai-server.js';
import {
  agentsOn, allWorldIds, answerTexts, casesOf, foreignIdFindings, moneyFindings, plantedTextFindings, runAll, runOf, runOffline, topLevelScenarios, type CaseRun,
} from './support/hostile-eval.js';

/** Worlds with several customers, bank and insurer, claims and queries. */
const FILES = topLevelScenarios(['bank-card-to-card.yaml', 'dev-bank.yaml', 'dev-insurer.yaml', 'own-insurer-claims.yaml']);
const CASES = casesOf(FILES);
const WORLD_IDS = allWorldIds(FILES);

let server: HostileServer;
let offline: Map<string, CaseRun>;
let hostile: Map<string, CaseRun>;

beforeAll(async () => {
  server = await startHostileOpenAiServer({ mode: 'foreign-ids', foreignIds: WORLD_IDS });
  offline = await runOffline(FILES);
  hostile = await runAll(FILES, agentsOn(server, { ECHOPILOT_VERIFY_TOOL_ROUNDS: '2', ECHOPILOT_MODEL_STREAM: 'on' }));
}, 600_000);
afterAll(async () => server?.close());

describe('the careless model (so the suite cannot pass with the model ignored)', () => {
  it('was asked by the intent, verifier, answer and reply agents, the tool plans over streaming', () => {
    expect(server.requests.length).toBeGreaterThanOrEqual(CASES.length * 2);
    const plans = server.requests.filter((r) => r.body.tools && !r.body.response_format);
    expect(plans.length).toBeGreaterThan(0);
    expect(plans.every((r) => r.body.stream === true)).toBe(true);
    for (const kind of ['intent_analysis', 'plan', 'verdict', 'answer', 'reply'] as const) expect(server.answered('foreign-ids', kind).length, kind).toBeGreaterThan(0);
  });

  it('named other customers\' records and made-up ids in tool calls, verdict subjects and replies', () => {
    const named = (texts: string[]) => WORLD_IDS.filter((id) => texts.some((t) => t.includes(`"${id}"`) || t.includes(` ${id}`)));
    const inTools = named(answerTexts(server, 'plan'));
    const inVerdicts = named(answerTexts(server, 'verdict'));
    expect(inTools.length).toBeGreaterThanOrEqual(5);
    expect(inVerdicts.length).toBeGreaterThanOrEqual(5);
    expect(inTools.some((id) => MADE_UP_IDS.includes(id)) || inVerdicts.some((id) => MADE_UP_IDS.includes(id))).toBe(true);
    expect(answerTexts(server, 'plan').some((t) => t.includes('"customer_id":"C1002"'))).toBe(true);
    expect(answerTexts(server, 'reply').every((t) => /Reference \S+ \(customer \S+\)/.test(t))).toBe(true);
  });
});

describe('the checks themselves', () => {
  it('find nothing in the offline default (no false alarms)', () => {
    const findings = CASES.flatMap(({ key }) => {
      const run = runOf(offline, key);
      return [...moneyFindings(run, run), ...foreignIdFindings(run, WORLD_IDS)].map((f) => `${key}: ${f}`);
    });
    expect(findings).toEqual([]);
  });
});

describe.each(FILES.map((f) => [f.source.split('/').at(-1) ?? f.source, f] as const))('%s under a careless model', (_name, file) => {
  const cases = CASES.filter((c) => c.file === file);
  it.each(cases)('$scenario.id moves no money and changes no product the scenario does not allow', ({ key }) => {
    expect(moneyFindings(runOf(hostile, key), runOf(offline, key))).toEqual([]);
  });
  it.each(cases)('$scenario.id names no id that is not the customer\'s', ({ key }) => {
    expect(foreignIdFindings(runOf(hostile, key), WORLD_IDS)).toEqual([]);
  });
  it.each(cases)('$scenario.id shows the customer none of the model\'s planted text', ({ key }) => {
    expect(plantedTextFindings(runOf(hostile, key))).toEqual([]);
  });
});
