// Fixtures for graph runs on the model backend: a fakeModel with structured outputs queued by name, model outputs
// for the dev-bank world, and readers for what a turn left behind (audit entry, ledger, incident evidence).
import type { BaseMessage } from '@langchain/core/messages';
import { RunnableLambda } from '@langchain/core/runnables';
import { fakeModel } from '@langchain/core/testing';
import { BreakerRegistry } from '../../../src/agents/llm-kit/circuit-breaker.js';
import { buildAgents, parseModelConfig } from '../../../src/app/model-config.js';
import { offlineAgents } from '../../../src/app/offline-agents.js';
import type { Agents } from '../../../src/agents/ports.js';
import type { NodeLogEntry } from '../../../src/graph/state.js';
import type { Harness } from '../../support/app.harness.js';

export type FakeChatModel = ReturnType<typeof fakeModel>;

/** A structured output, or one computed from the prompt (e.g. picking the number of a retrieved source). */
export type StructuredEntry = unknown | ((messages: BaseMessage[]) => unknown);

export interface ScriptedFake {
  model: FakeChatModel;
  /** Names of the structured outputs asked for, in order (fakeModel counts only plain invocations). */
  structuredCalls: string[];
  /** Queue a structured output for the schema named `name` (intent_analysis, verdict, answer, entities, …). */
  structured(name: string, ...entries: StructuredEntry[]): ScriptedFake;
  /** Every model call: tool-bound and plain invocations plus structured outputs. */
  totalCalls(): number;
}

/**
 * One fakeModel() shared by every agent: tool-bound replies come from its queue (`model.respondWithTools`),
 * structured outputs from per-name queues (fakeModel's own `structuredResponse` holds a single value).
 */
export function scriptedFake(): ScriptedFake {
  const model = fakeModel();
  const queues = new Map<string, StructuredEntry[]>();
  const structuredCalls: string[] = [];
  model.withStructuredOutput = ((_schema: unknown, config?: { name?: string }) => {
    const name = config?.name ?? '(unnamed)';
    return RunnableLambda.from(async (messages: BaseMessage[]) => {
      structuredCalls.push(name);
      const next = queues.get(name)?.shift();
      if (next === undefined) throw new Error(`fake model: no structured "${name}" output queued`);
      return typeof next === 'function' ? (next as (m: BaseMessage[]) => unknown)(messages) : next;
    });
  }) as FakeChatModel['withStructuredOutput'];
  const fake: ScriptedFake = {
    model,
    structuredCalls,
    structured(name, ...entries) {
      queues.set(name, [...(queues.get(name) ?? []), ...entries]);
      return fake;
    },
    totalCalls: () => model.callCount + structuredCalls.length,
  };
  return fake;
}

/** Every agent on one model (the fake is never contacted over the network: the base URL is a placeholder). */
export function agentsOnFake(fake: ScriptedFake, env: Record<string, string> = {}): Agents {
  const config = parseModelConfig({ ECHOPILOT_MODEL: 'openai-compatible:fake-1', ECHOPILOT_MODEL_BASE_URL: 'http://127.0.0.1:9/v1', ...env });
  return buildAgents(config, offlineAgents(), { createModel: () => fake.model, breakers: new BreakerRegistry(), retry: { baseDelayMs: 1 } });
}

type Entities = { amounts?: string[]; dates?: { from: string; to: string; text: string }[]; cardLast4?: string[]; references?: string[]; counterparties?: string[]; channels?: string[]; products?: string[] };

export function entitiesOutput(e: Entities = {}) {
  return { amounts: [], dates: [], cardLast4: [], references: [], counterparties: [], channels: [], products: [], ...e };
}

/** What an intent model would return for a message (the report draft restates the message). */
export function intentOutput(o: {
  intent: 'query' | 'complaint' | 'service_request' | 'feature_request';
  claimType: string | null;
  text: string;
  entities?: Entities;
  issue?: string;
  userDemand?: string;
  supportInfo?: string[];
  language?: string;
}) {
  return {
    intent: o.intent, intentConfidence: 0.93, claimType: o.claimType, claimTypeConfidence: o.claimType ? 0.91 : 0,
    urgency: 'medium', sentiment: o.intent === 'query' ? 'neutral' : 'negative', language: o.language ?? 'en', englishText: o.text,
    aspects: [], entities: entitiesOutput(o.entities), cancelNow: false, dissatisfied: false,
    issue: o.issue ?? o.text, userDemand: o.userDemand ?? (o.intent === 'query' ? 'an answer' : 'a refund'), supportInfo: o.supportInfo ?? [],
  };
}

export function verdictOutput(o: { status: string; claimType: string | null; subjectId: string | null; amount?: string | null; candidates?: { id: string; describe: string }[]; reasons?: string[]; confidence?: number }) {
  return {
    status: o.status, claimType: o.claimType, subjectId: o.subjectId, candidates: o.candidates ?? [], amount: o.amount ?? null,
    confidence: o.confidence ?? 0.9, reasons: o.reasons ?? ['Checked against the records and the policy rule.'], citations: [],
  };
}

export const ATM_TEXT = 'The ATM on MG Road debited 5000 from my account on 4 March but did not give me any cash.';
export const ATM_INTENT = intentOutput({
  intent: 'complaint', claimType: 'failed_atm_withdrawal', text: ATM_TEXT,
  entities: { amounts: ['5000'], dates: [{ from: '2026-03-04', to: '2026-03-04', text: '4 March' }], counterparties: ['MG Road'], channels: ['atm'] },
  issue: 'The MG Road ATM debited ₹5,000 on 4 March without dispensing cash.', userDemand: 'Return the ₹5,000.', supportInfo: ['₹5,000', '4 March', 'MG Road ATM'],
});

export const QUERY_TEXT = 'If an ATM debits my account but gives no cash, how long until I get the money back, and is there any compensation?';
export const QUERY_INTENT = intentOutput({ intent: 'query', claimType: null, text: QUERY_TEXT });

/** The answer model's choice: the numbered source from the failed-transactions document, as a model reading the prompt would. */
export function answerFromFailedTransactions(messages: BaseMessage[]) {
  const prompt = messages.map((m) => m.text).join('\n');
  const source = /\[(\d+)\] failed-transactions §/.exec(prompt)?.[1];
  return {
    found: source !== undefined,
    text: 'A failed ATM debit is reversed within 5 working days; after that the bank pays ₹100 for every day of delay.',
    sources: source ? [Number(source)] : [],
  };
}

/** The audit entry a turn wrote, with its node log. */
export async function turnAudit(h: Harness, threadId: string): Promise<{ details: { path: string[]; nodes: NodeLogEntry[]; outcome: string } }[]> {
  const audit = await h.app.store.listAudit(h.tenant, { threadId });
  return audit.filter((a) => a.event === 'turn') as unknown as { details: { path: string[]; nodes: NodeLogEntry[]; outcome: string } }[];
}

/** Node-log summaries that record a fallback (`backend.fallbackFrom`), as [node, reason]. */
export function fallbacksIn(nodes: NodeLogEntry[]): [string, string][] {
  return nodes.flatMap((n) => {
    const backend = (n.summary as { backend?: { fallbackFrom?: string; fallbackReason?: string } } | null)?.backend;
    return backend?.fallbackFrom ? [[n.node, backend.fallbackReason ?? '']] : [];
  });
}

export interface LoggedBackend { backend?: string; model?: string; fallbackFrom?: string; fallbackReason?: string }

/** The `backend` a node recorded in the audit node log (its last entry of that name that has one). */
export function backendOf(nodes: NodeLogEntry[], node: string): LoggedBackend | undefined {
  const logged = nodes.filter((n) => n.node === node).map((n) => (n.summary as { backend?: LoggedBackend } | null)?.backend).filter((b) => b !== undefined);
  return logged.at(-1);
}
