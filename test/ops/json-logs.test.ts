// JSON logs: every request and turn as one JSON line with its ids, and no personal data or key in any line.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEchoPilot, type EchoPilot } from '../../src/app/echopilot.js';
import { ensureSeeded } from '../../src/app/seed.js';
import { loadApiKeysFile } from '../../src/app/api-keys.js';
import { logLevelFromEnv, processLogger } from '../../src/app/logging.js';
import { createPinoLogger } from '../../src/adapters/logging/pino.logger.js';
import { redactPii } from '../../src/agents/intake/redact-pii.js';
import { silentLogger } from '../../src/domain/logger.port.js';
import { createHttpApp } from '../../src/interfaces/http/http-app.js';
import type { HttpApp } from '../../src/interfaces/http/http-context.js';
import { EXAMPLE_KEYS_FILE, KEYS, NOW } from '../http/http.harness.js';

type Line = Record<string, unknown>;

/** A logger writing into an array, as `serve` writes to stdout. */
function capturedLogger(level: 'debug' | 'info' = 'info') {
  const raw: string[] = [];
  const logger = createPinoLogger({ level, mask: redactPii, destination: { write: (line: string) => void raw.push(line) } });
  return { logger, raw, lines: () => raw.map((l) => JSON.parse(l) as Line) };
}

const CARD = '4111 1111 1111 1111';
const PHONE = '098200-11001';
const PAN = 'ABCDE1234F';
const SECRET = 'sk-live-Zx81kQp0aa9bb8cc7dd6ee5ff';
const WRONG_KEY = 'ep_wrongkey0123456789abcdefXYZ';

describe('JSON logs of the HTTP API', () => {
  let app: EchoPilot;
  let http: HttpApp;
  const capture = capturedLogger();

  beforeAll(async () => {
    app = await openEchoPilot({ memory: true, logger: capture.logger, tracing: null });
    await ensureSeeded(app);
    http = createHttpApp({ app, apiKeys: loadApiKeysFile(EXAMPLE_KEYS_FILE), now: () => new Date(NOW), logger: capture.logger, limits: { maxEventLoopLagMs: 0 } });
  });
  afterAll(() => app.close());

  const call = (method: string, path: string, key: string | null, body?: unknown, headers: Record<string, string> = {}) =>
    Promise.resolve(http.request(path, {
      method,
      headers: { ...(key ? { Authorization: `Bearer ${key}` } : {}), ...(body ? { 'Content-Type': 'application/json' } : {}), ...headers },
      ...(body ? { body: JSON.stringify(body) } : {}),
    }));

  it('logs a message request with its request id, tenant, thread, status and duration, and the turn with its outcome', async () => {
    capture.raw.length = 0;
    const text = `The ATM on MG Road debited 5,000 on 16 November but gave no cash. Card ${CARD}, call me on ${PHONE}, PAN ${PAN}, my api key is ${SECRET}`;
    const response = await call('POST', '/v1/conversations/messages', KEYS.priya, { text });
    expect(response.status).toBe(200);
    const threadId = ((await response.json()) as { thread_id: string }).thread_id;
    const requestId = response.headers.get('X-Request-Id');

    const lines = capture.lines();
    const request = lines.find((l) => l.msg === 'request');
    expect(request).toMatchObject({ level: 'info', requestId, method: 'POST', route: '/v1/conversations/messages', status: 200, tenantId: 'demo-bank', threadId, keyName: 'priya-app', role: 'customer' });
    expect(typeof request?.ms).toBe('number');
    expect(typeof request?.time).toBe('string');
    const turn = lines.find((l) => l.msg === 'turn');
    expect(turn).toMatchObject({ requestId, tenantId: 'demo-bank', threadId, outcome: expect.any(String) });
  });

  it('writes no card number, phone, PAN, secret or API key, whatever the request carried', async () => {
    capture.raw.length = 0;
    await call('POST', '/v1/conversations/messages', KEYS.rahul, { text: `Refund my fee. Card ${CARD.replace(/ /g, '')}, phone ${PHONE}, PAN ${PAN}, token ${SECRET}` });
    expect((await call('GET', '/v1/conversations', WRONG_KEY)).status).toBe(401);
    await call('GET', `/v1/conversations/demo-bank:${CARD.replace(/ /g, '')}:x`, KEYS.agent, undefined, { 'X-Request-Id': '4111111111111111' });
    await call('GET', '/v1/me', KEYS.admin);

    const text = capture.raw.join('');
    expect(capture.raw.length).toBeGreaterThanOrEqual(4);
    for (const forbidden of [CARD, CARD.replace(/ /g, ''), PHONE, '9820011001', PAN, SECRET, WRONG_KEY, KEYS.priya, KEYS.rahul, KEYS.agent, KEYS.admin]) {
      expect(text).not.toContain(forbidden);
    }
    const refused = capture.lines().find((l) => l.status === 401);
    expect(refused).toMatchObject({ msg: 'request', route: '/v1/conversations', status: 401 });
    expect(refused).not.toHaveProperty('tenantId');
  });
});

describe('the pino logger', () => {
  it('masks the message and free-text fields and replaces secrets by field name', () => {
    const capture = capturedLogger();
    capture.logger.child({ requestId: 'r-1' }).warn(`customer said card ${CARD}`, { authorization: `Bearer ${KEYS.priya}`, apiKey: KEYS.admin, note: `PAN ${PAN}`, threadId: 'demo-bank:4111111111111111:TKT-1', amountPaise: 500_000 });
    const [line] = capture.lines();
    expect(line).toMatchObject({ level: 'warn', requestId: 'r-1', authorization: '[redacted]', apiKey: '[redacted]', note: 'PAN [pan]', threadId: 'demo-bank:[card-number]:TKT-1', amountPaise: 500_000 });
    expect(line?.msg).toBe('customer said card [card-number]');
  });

  it('keeps server-made ids (a request UUID, a thread id) as they are', () => {
    const capture = capturedLogger();
    capture.logger.info('request', { requestId: '3f2b8c1e-9d4a-4b7e-8f00-123456789abc', threadId: 'demo-bank:C1001:TKT-4C0A8979' });
    expect(capture.lines()[0]).toMatchObject({ requestId: '3f2b8c1e-9d4a-4b7e-8f00-123456789abc', threadId: 'demo-bank:C1001:TKT-4C0A8979' });
  });

  it('drops lines below its level and says so to callers', () => {
    const capture = capturedLogger('info');
    capture.logger.debug('hidden');
    capture.logger.info('shown');
    expect(capture.lines().map((l) => l.msg)).toEqual(['shown']);
    expect(capture.logger.isEnabled('debug')).toBe(false);
  });
});

describe('ECHOPILOT_LOG_LEVEL', () => {
  it('defaults per process kind: servers log at info, other commands stay silent', () => {
    expect(logLevelFromEnv('info', {})).toBe('info');
    expect(processLogger({ defaultLevel: 'silent', env: {} })).toBe(silentLogger);
    expect(processLogger({ defaultLevel: 'info', env: { ECHOPILOT_LOG_LEVEL: 'silent' } })).toBe(silentLogger);
    expect(logLevelFromEnv('silent', { ECHOPILOT_LOG_LEVEL: ' DEBUG ' })).toBe('debug');
  });

  it('refuses an unknown level, naming the variable', () => {
    expect(() => logLevelFromEnv('info', { ECHOPILOT_LOG_LEVEL: 'verbose' })).toThrow(expect.objectContaining({ code: 'CONFIG_INVALID', field: 'ECHOPILOT_LOG_LEVEL', message: expect.stringContaining('verbose') }));
  });
});
