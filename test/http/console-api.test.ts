// The routes the web console needs, in-process: an approval's case file, a conversation's trace, ticket status
// changes, knowledge-base upload and delete, the operations series, and the console's static files and headers.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadApiKeysFile } from '../../src/app/api-keys.js';
import { createHttpApp } from '../../src/interfaces/http/http-app.js';
import { countFallbacks } from '../../src/interfaces/http/ops-series.js';
import { DeadlineScheduler } from '../../src/app/deadline-scheduler.js';
import { ATM_CLAIM, EXAMPLE_KEYS_FILE, KEYS, openHttpHarness, UNAUTHORISED_CLAIM, type HttpHarness } from './http.harness.js';

interface Json { [key: string]: unknown }
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('console API routes', () => {
  let h: HttpHarness;
  beforeEach(async () => {
    h = await openHttpHarness();
  });
  afterEach(async () => h.close());

  const json = async (method: string, path: string, key: string, body?: unknown) => {
    const response = await h.call(method, path, { key, ...(body !== undefined ? { body } : {}) });
    return { status: response.status, body: (response.status === 204 ? {} : await response.json()) as Json };
  };
  const claim = async () => (await json('POST', '/v1/conversations/messages', KEYS.sneha, { text: UNAUTHORISED_CLAIM })).body as { thread_id: string; approval_id: string };

  it("gives a reviewer the case file: masked words, the claimed record among the candidates, findings, passages, formula and four-eyes state", async () => {
    const turn = await claim();
    const { status, body } = await json('GET', `/v1/approvals/${turn.approval_id}`, KEYS.alice);
    expect(status).toBe(200);
    const c = body.case as {
      customer_words: string; claimed_record_id: string; records: { id: string; roles: string[] }[]; findings: { text: string }[];
      citations: { doc_id: string; passages: string[] }[]; formula: string; confidence: number; why_review: string[];
      four_eyes: { required_approvers: number; still_needed: number; approved_by: string[]; cannot_approve: string[] }; amount_paise: number;
    };
    expect(c.customer_words).toContain('Airmiles Travel');
    expect(c.claimed_record_id).toBeTruthy();
    const claimed = c.records.find((r) => r.id === c.claimed_record_id);
    expect(claimed?.roles).toEqual(expect.arrayContaining(['claimed', 'candidate']));
    expect(c.findings.length).toBeGreaterThan(0);
    expect(c.citations[0]?.doc_id).toBeTruthy();
    expect(c.formula).toBeTruthy();
    expect(c.amount_paise).toBe(1_200_000);
    expect(c.confidence).toBeGreaterThan(0);
    expect(c.why_review.length).toBeGreaterThan(0);
    expect(c.four_eyes).toMatchObject({ required_approvers: 1, still_needed: 1, approved_by: [] });
    expect(c.four_eyes.cannot_approve).toContain('sneha-app');
    // A customer key never reads it; an unknown id is a 404.
    expect((await json('GET', `/v1/approvals/${turn.approval_id}`, KEYS.sneha)).status).toBe(403);
    expect((await json('GET', '/v1/approvals/APR-NOPE', KEYS.alice)).status).toBe(404);
  });

  it('tells a key who it is, and orders the inbox by urgency then age on request', async () => {
    expect((await json('GET', '/v1/me', KEYS.priya)).body).toEqual({ name: 'priya-app', tenant: 'demo-bank', role: 'customer', customer_id: 'C1001' });
    expect((await json('GET', '/v1/me', KEYS.alice)).body).toMatchObject({ role: 'reviewer', customer_id: null });
    await claim();
    await json('POST', '/v1/conversations/messages', KEYS.agent, { customer_id: 'C1004', text: 'Mere account se 7500 rupaye BetKing App ko chale gaye 13 tarikh ko. Maine koi payment nahi kiya.' });
    const { body } = await json('GET', '/v1/approvals?status=pending&sort=urgency', KEYS.alice);
    const items = body.items as { urgency: string; created_at: string }[];
    expect(items).toHaveLength(2);
    const rank = (u: string) => ['high', 'medium', 'low'].indexOf(u);
    for (const item of items) expect(rank(item.urgency)).toBeGreaterThanOrEqual(0);
    const [first, second] = items as [{ urgency: string; created_at: string }, { urgency: string; created_at: string }];
    expect(rank(first.urgency) < rank(second.urgency) || (first.urgency === second.urgency && first.created_at <= second.created_at)).toBe(true);
  });

  it('marks a claim whose approval deadline passed as overdue and high urgency in the inbox', async () => {
    const turn = await claim();
    const inbox = async () => ((await json('GET', '/v1/approvals?status=pending&sort=urgency', KEYS.alice)).body.items as { id: string; urgency: string; overdue: { kind: string; due_at: string }[] }[]).find((i) => i.id === turn.approval_id);
    expect((await inbox())?.overdue).toEqual([]);
    await new DeadlineScheduler(h.app.store, h.app.tenants).runOnce(new Date('2026-11-26T09:00:00+05:30'));
    expect(await inbox()).toMatchObject({ urgency: 'high', overdue: [{ kind: 'approval', due_at: '2026-11-25T18:30:00.000Z' }] });
  });

  it('shows the customer the credits paid on their own thread', async () => {
    const turn = (await json('POST', '/v1/conversations/messages', KEYS.priya, { text: ATM_CLAIM })).body as { thread_id: string };
    const { body } = await json('GET', `/v1/conversations/${encodeURIComponent(turn.thread_id)}`, KEYS.priya);
    const credits = body.credits as { amount_paise: number }[];
    expect(credits.reduce((n, c) => n + c.amount_paise, 0)).toBe(510_000);
  });

  it('gives staff the compiled graph and each turn\'s path with node times; customers get 403', async () => {
    const turn = (await json('POST', '/v1/conversations/messages', KEYS.priya, { text: ATM_CLAIM })).body as { thread_id: string; path: string[] };
    const path = `/v1/conversations/${encodeURIComponent(turn.thread_id)}/trace`;
    const { status, body } = await json('GET', path, KEYS.agent);
    expect(status).toBe(200);
    const trace = body as { graph: { nodes: { id: string }[]; edges: { source: string; target: string; conditional: boolean }[] }; turns: { event: string; path: string[]; nodes: { node: string; ms: number | null }[] }[] };
    expect(trace.graph.nodes.map((n) => n.id)).toEqual(expect.arrayContaining(['__start__', 'intake', 'verify', 'decide', 'act', 'respond', '__end__']));
    expect(trace.graph.edges).toContainEqual({ source: 'verify', target: 'tools', conditional: true });
    const turns = trace.turns.filter((t) => t.event === 'turn');
    expect(turns).toHaveLength(1);
    expect(turns[0]?.path).toEqual(turn.path);
    expect(turns[0]?.nodes.find((n) => n.node === 'gather')?.ms).toBeGreaterThan(0);
    expect((await json('GET', path, KEYS.priya)).status).toBe(403);
    expect((await json('GET', '/v1/conversations/demo-bank:C1001:TKT-NONE/trace', KEYS.agent)).status).toBe(404);
  });

  it('lets staff change a ticket\'s status with a note kept in the audit trail; customers cannot', async () => {
    const turn = (await json('POST', '/v1/conversations/messages', KEYS.priya, { text: ATM_CLAIM })).body as { thread_id: string };
    const [ticket] = await h.app.store.listTickets('demo-bank', { threadId: turn.thread_id });
    if (!ticket) throw new Error('the claim opened no ticket');
    expect((await json('POST', `/v1/tickets/${ticket.id}/status`, KEYS.priya, { status: 'closed' })).status).toBe(403);
    const bad = await json('POST', `/v1/tickets/${ticket.id}/status`, KEYS.agent, { status: 'done' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { field: 'status' } });
    const { status, body } = await json('POST', `/v1/tickets/${ticket.id}/status`, KEYS.agent, { status: 'closed', note: 'customer confirmed the credit' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: ticket.id, status: 'closed' });
    const audit = await h.app.store.listAudit('demo-bank', { threadId: turn.thread_id });
    expect(audit.find((e) => e.event === 'ticket_status')).toMatchObject({ actor: 'agent-meera', details: { from: ticket.status, to: 'closed', note: 'customer confirmed the credit' } });
    expect((await json('POST', '/v1/tickets/TKT-NONE/status', KEYS.agent, { status: 'closed' })).status).toBe(404);
  });

  it('uploads a document for admins only, finds it in search, and deletes it', async () => {
    const upload = (key: string, query: string, body: string) =>
      h.http.request(`/v1/kb/documents?${query}`, { method: 'POST', headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'text/markdown' }, body });
    const doc = '# Locker rent\n\n## Annual locker rent\n\nThe zygomorphic locker rent is due every April and is refunded pro rata when the locker is surrendered.\n';
    expect((await upload(KEYS.alice, 'filename=locker-rent.md', doc)).status).toBe(403);
    const bad = await upload(KEYS.admin, 'filename=locker-rent.exe', doc);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Json).error).toMatchObject({ code: 'INGEST_FAILED' });
    const created = await upload(KEYS.admin, 'filename=locker-rent.md&visibility=customer', doc);
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ doc_id: 'locker-rent', status: 'inserted', title: 'Locker rent' });
    const found = await json('GET', '/v1/kb/search?q=zygomorphic%20locker', KEYS.priya);
    expect((found.body.items as { doc_id: string }[])[0]?.doc_id).toBe('locker-rent');
    expect((await json('DELETE', '/v1/kb/documents/locker-rent', KEYS.agent)).status).toBe(403);
    expect((await json('DELETE', '/v1/kb/documents/locker-rent', KEYS.admin)).status).toBe(204);
    expect((await json('GET', '/v1/kb/search?q=zygomorphic', KEYS.priya)).body.items).toEqual([]);
    expect((await json('DELETE', '/v1/kb/documents/locker-rent', KEYS.admin)).status).toBe(404);
  });

  it('gives admins the per-minute series of their tenant with outcomes and latency; others get 403', async () => {
    await json('POST', '/v1/conversations/messages', KEYS.priya, { text: ATM_CLAIM });
    await json('POST', '/v1/conversations/messages', KEYS.neha, { text: 'What is the free look period?' });
    expect((await json('GET', '/v1/ops/metrics', KEYS.alice)).status).toBe(403);
    const { status, body } = await json('GET', '/v1/ops/metrics', KEYS.admin);
    expect(status).toBe(200);
    const points = body.points as { messages: number; outcomes: Record<string, number>; latency_ms_avg: number | null }[];
    expect(body.tenant).toBe('demo-bank');
    // The other tenant's message is not counted in demo-bank's series.
    expect(points.reduce((n, p) => n + p.messages, 0)).toBe(1);
    expect(points.at(-1)).toMatchObject({ messages: 1, outcomes: { resolved: 1 } });
    expect(points.at(-1)?.latency_ms_avg).toBeGreaterThan(0);
  });
});

describe('operations series', () => {
  it('lists a server error among the tenant\'s recent errors and counts it in its minute, without the cause', async () => {
    const h = await openHttpHarness();
    try {
      await h.app.store.close();
      expect((await h.call('GET', '/v1/tickets', { key: KEYS.agent })).status).toBe(500);
      const response = await h.call('GET', '/v1/ops/metrics', { key: KEYS.admin });
      const body = (await response.json()) as { points: { errors: number }[]; recent_errors: { route: string; status: number; code: string; message: string }[] };
      expect(body.recent_errors).toEqual([{ at: expect.any(String), route: 'GET /v1/tickets', status: 500, code: 'INTERNAL', message: 'internal error' }]);
      expect(body.points.at(-1)?.errors).toBe(1);
    } finally {
      await h.close().catch(() => undefined);
    }
  });

  it('counts agent calls that fell back to the offline agent, at any depth of a node summary', () => {
    expect(countFallbacks([
      { summary: { backend: { backend: 'offline', fallbackFrom: 'openai:gpt-4.1-mini', fallbackReason: 'timeout' } } },
      { summary: [{ name: 'tool', status: 'success' }] },
      { summary: { verdict: 'valid', backend: { backend: 'offline', fallbackFrom: 'openai:gpt-4.1-mini' } } },
      { summary: null },
    ])).toBe(2);
  });
});

describe('console static files', () => {
  const appWith = async (consoleDir: string) => {
    const h = await openHttpHarness();
    return { h, http: createHttpApp({ app: h.app, apiKeys: loadApiKeysFile(EXAMPLE_KEYS_FILE), consoleDir }) };
  };

  it('serves the page with CSP and frame headers, hashed assets with their content type, and the page for any other path', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'echopilot-console-'));
    dirs.push(dir);
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>console</title><script type="module" src="/console/assets/app-1.js"></script>');
    writeFileSync(join(dir, 'assets', 'app-1.js'), 'console.log(1)');
    writeFileSync(join(dir, 'assets', 'app-1.css'), 'body{}');
    const { h, http } = await appWith(dir);
    try {
      expect((await http.request('/console')).status).toBe(301);
      const page = await http.request('/console/');
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(page.headers.get('x-frame-options')).toBe('DENY');
      expect(await page.text()).toContain('<title>console</title>');
      const js = await http.request('/console/assets/app-1.js');
      expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(await js.text()).toBe('console.log(1)');
      expect((await http.request('/console/assets/app-1.css')).headers.get('content-type')).toBe('text/css; charset=utf-8');
      expect((await http.request('/console/assets/missing.js')).status).toBe(404);
      expect((await http.request('/console/assets/..%2Findex.html')).status).toBe(404);
      expect((await http.request('/console/inbox')).status).toBe(200);
    } finally {
      await h.close();
    }
  });

  it('says how to build the console when it is not built', async () => {
    const { h, http } = await appWith(join(tmpdir(), 'echopilot-no-console-here'));
    try {
      const page = await http.request('/console/');
      expect(page.status).toBe(503);
      expect(await page.text()).toContain('npm run build');
    } finally {
      await h.close();
    }
  });
});
