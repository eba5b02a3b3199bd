// Attack harness: the in-process Hono app with limits high enough not to interfere (protection attacks set their
// own), a snapshot of everything stored (to prove a rejected request stored nothing) and typed response helpers.
import { expect } from 'vitest';
import { openSqliteKnowledgeBase } from '../../src/adapters/search/sqlite-fts.knowledge.js';
import { ingestTenantKnowledge } from '../../src/app/echopilot.js';
import { DirectoryTenantRegistry } from '../../src/app/tenant-registry.js';
import type { KnowledgeBase } from '../../src/domain/knowledge.port.js';
import { REPO_ROOT } from '../support/app.harness.js';
import type { HttpLimits } from '../../src/interfaces/http/http-options.js';
import { openHttpHarness, UNAUTHORISED_CLAIM, type CallOptions, type HttpHarness } from '../http/http.harness.js';

export { ATM_CLAIM, KEYS, UNAUTHORISED_CLAIM } from '../http/http.harness.js';
export type { HttpHarness } from '../http/http.harness.js';

export const TENANTS = ['demo-bank', 'demo-insurer'] as const;

/** Limits that no functional attack reaches. */
export const ROOMY_LIMITS: Partial<HttpLimits> = { perKeyLimit: 1_000_000, badKeyLimit: 1_000_000, maxInFlight: 10_000, requestTimeoutMs: 120_000, maxEventLoopLagMs: 0 };

let sharedKnowledge: Promise<KnowledgeBase> | null = null;

/** One ingested knowledge base per test file: opening a fresh harness then costs only its store. */
function knowledgeBase(): Promise<KnowledgeBase> {
  sharedKnowledge ??= (async () => {
    const kb = await openSqliteKnowledgeBase({ file: ':memory:' });
    const root = REPO_ROOT;
    await ingestTenantKnowledge(kb, new DirectoryTenantRegistry(root), root);
    return kb;
  })();
  return sharedKnowledge;
}

export async function openAttackHarness(limits: Partial<HttpLimits> = {}): Promise<HttpHarness> {
  return openHttpHarness({ limits: { ...ROOMY_LIMITS, ...limits }, knowledge: await knowledgeBase() });
}

export interface ErrorBody { error: { code: string; message: string; field?: string; hint?: string } }
export interface TurnBody {
  thread_id: string; intent: string | null; claim_type: string | null; outcome: string; amount: number; amount_paise: number;
  actions: string[]; reply: string; waiting_for: string | null; approval_id: string | null;
}

/** Status and parsed JSON body (null when the body is not JSON). */
export async function request(h: HttpHarness, method: string, path: string, options: CallOptions = {}): Promise<{ status: number; body: unknown; headers: Headers }> {
  const response = await h.call(method, path, options);
  const text = await response.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: response.status, body, headers: response.headers };
}

export async function sendMessage(h: HttpHarness, key: string, body: unknown): Promise<{ status: number; body: TurnBody & ErrorBody }> {
  const { status, body: parsed } = await request(h, 'POST', '/v1/conversations/messages', { key, body });
  return { status, body: parsed as TurnBody & ErrorBody };
}

/** Every stored row of both tenants, as comparable JSON (conversations, tickets, approvals, incidents, audit, ledger). */
export async function storedSnapshot(h: HttpHarness): Promise<string> {
  const s = h.app.store;
  const rows = await Promise.all(TENANTS.map(async (t) => ({
    conversations: await s.listConversations(t), tickets: await s.listTickets(t), approvals: await s.listApprovals(t),
    incidents: await s.listIncidents(t), audit: await s.listAudit(t), ledger: await s.listLedger(t),
  })));
  return JSON.stringify(rows);
}

/** Money paid to a tenant's customers, in paise. */
export async function paidPaise(h: HttpHarness, tenantId: string, customerId?: string): Promise<number> {
  const ledger = await h.app.store.listLedger(tenantId, customerId ? { customerId } : {});
  return ledger.reduce((sum, e) => sum + e.amount, 0);
}

/** A 4xx with the error shape and, when given, the code and field. Never a 5xx. */
export function expectRefused(result: { status: number; body: unknown }, status: number, code?: string, field?: string): void {
  expect(result.status, JSON.stringify(result.body)).toBe(status);
  const error = (result.body as ErrorBody).error;
  expect(error).toBeDefined();
  if (code !== undefined) expect(error.code).toBe(code);
  if (field !== undefined) expect(error.field).toBe(field);
}

/** A claim that needs a reviewer (₹12,000 unauthorised debit for C1001), raised with `key` (and `customer_id` for staff). */
export async function raiseApproval(h: HttpHarness, key: string, customerId?: string): Promise<TurnBody> {
  const { status, body } = await sendMessage(h, key, { text: UNAUTHORISED_CLAIM, ...(customerId ? { customer_id: customerId } : {}) });
  expect(status, JSON.stringify(body)).toBe(200);
  expect(body).toMatchObject({ outcome: 'needs_approval', waiting_for: 'review' });
  return body;
}
