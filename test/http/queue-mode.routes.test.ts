// Queue mode over HTTP with the in-process queue (no Redis needed): 202 and a job, the job's status, ?wait=true,
// a refused message, dead letters for admins; and the job routes answering 404 with a hint when queue mode is off.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInProcessTurnQueue } from '../../src/adapters/queue/in-process.turn-queue.js';
import type { TurnResult } from '../../src/app/conversation-service.js';
import { runQueuedTurn } from '../../src/app/turn-worker.js';
import { createHttpApp } from '../../src/interfaces/http/http-app.js';
import { loadApiKeysFile } from '../../src/app/api-keys.js';
import { ATM_CLAIM, EXAMPLE_KEYS_FILE, KEYS, NOW, openHttpHarness, type HttpHarness } from './http.harness.js';

describe('queue mode routes (in-process queue)', () => {
  let h: HttpHarness;
  let http: ReturnType<typeof createHttpApp>;
  let queue: ReturnType<typeof createInProcessTurnQueue<TurnResult>>;
  beforeAll(async () => {
    h = await openHttpHarness();
    queue = createInProcessTurnQueue<TurnResult>((job) => runQueuedTurn(h.app, job), { concurrency: 2, retry: { attempts: 2, backoffMs: 10 } });
    http = createHttpApp({ app: h.app, apiKeys: loadApiKeysFile(EXAMPLE_KEYS_FILE), now: () => new Date(NOW), turns: queue, queueWaitMs: 20_000 });
  });
  afterAll(async () => {
    await queue.close();
    await h.close();
  });
  const call = (method: string, path: string, key: string, body?: unknown) =>
    Promise.resolve(http.request(path, { method, headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' }, ...(body ? { body: JSON.stringify(body) } : {}) }));

  it('answers 202 with a job, and the job gives the turn once a worker ran it (only to its own customer)', async () => {
    const res = await call('POST', '/v1/conversations/messages', KEYS.priya, { text: ATM_CLAIM });
    expect(res.status).toBe(202);
    const job = (await res.json()) as { job_id: string; status_url: string; state: string };
    expect(job.state).toBe('queued');
    await queue.waitFor('demo-bank', job.job_id, 20_000);
    const status = await call('GET', job.status_url, KEYS.priya);
    expect(await status.json()).toMatchObject({ state: 'completed', attempts: 1, turn: { outcome: 'resolved', amount: 5100 }, error: null });
    expect((await call('GET', job.status_url, KEYS.rahul)).status).toBe(404);
    expect((await call('GET', job.status_url, KEYS.neha)).status).toBe(404); // another tenant
  });

  it('answers with the turn itself with ?wait=true, and with the mapped error when the message is refused', async () => {
    const res = await call('POST', '/v1/conversations/messages?wait=true', KEYS.rahul, { text: 'What is the free look period?' });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-job-id')).toMatch(/^TURN-/);
    expect(await res.json()).toMatchObject({ outcome: 'answered' });
    const refused = await call('POST', '/v1/conversations/messages?wait=true', KEYS.agent, { text: 'my card was charged twice', customer_id: 'C9999' });
    expect(refused.status).toBe(404);
    expect(await refused.json()).toMatchObject({ error: { code: 'UNKNOWN_CUSTOMER' } });
  });

  it('lists dead letters for admins only', async () => {
    expect((await call('GET', '/v1/admin/dead-letters', KEYS.alice)).status).toBe(403);
    const res = await call('GET', '/v1/admin/dead-letters?limit=5', KEYS.admin);
    expect(await res.json()).toEqual({ dead_letters: [] });
    expect((await call('GET', '/v1/admin/dead-letters?limit=x', KEYS.admin)).status).toBe(400);
  });

  it('says queue mode is off (404 with a hint) when the server runs turns inline', async () => {
    const res = await h.call('GET', '/v1/admin/dead-letters', { key: KEYS.admin });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { hint: expect.stringContaining('REDIS_URL') } });
  });
});
