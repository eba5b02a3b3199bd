// Worker logs: a queued turn is one JSON line, as a `serve` turn is (the queue's handler adds none of its own), and a
// failed one is one warning line.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEchoPilot, type EchoPilot } from '../../src/app/echopilot.js';
import { ensureSeeded } from '../../src/app/seed.js';
import { queuedTurnHandler } from '../../src/app/turn-worker.js';
import { createPinoLogger } from '../../src/adapters/logging/pino.logger.js';
import { redactPii } from '../../src/agents/intake/redact-pii.js';
import { NOW } from '../http/http.harness.js';

type Line = Record<string, unknown>;

describe('worker-mode turn logs', () => {
  const raw: string[] = [];
  const lines = () => raw.map((l) => JSON.parse(l) as Line);
  let app: EchoPilot;

  beforeAll(async () => {
    const logger = createPinoLogger({ level: 'info', mask: redactPii, base: { process: 'worker' }, destination: { write: (line: string) => void raw.push(line) } });
    app = await openEchoPilot({ memory: true, logger, tracing: null });
    await ensureSeeded(app);
  });
  afterAll(() => app.close());

  it('writes one line per queued turn, with its tenant, thread and outcome', async () => {
    raw.length = 0;
    const handle = queuedTurnHandler(app);
    const turn = await handle({
      identity: { tenantId: 'demo-bank', customerId: 'C1001', role: 'customer', actor: 'priya-app' },
      text: 'The ATM on MG Road debited 5,000 on 16 November but gave no cash', now: NOW, idempotencyKey: 'job-log-1',
    });
    const turnLines = lines().filter((l) => typeof l.msg === 'string' && (l.msg as string).includes('turn'));
    expect(turnLines).toHaveLength(1);
    expect(turnLines[0]).toMatchObject({ level: 'info', msg: 'turn', process: 'worker', tenantId: 'demo-bank', threadId: turn.threadId, outcome: turn.outcome });
  });

  it('writes one warning line for a queued turn that fails', async () => {
    raw.length = 0;
    const handle = queuedTurnHandler(app);
    await expect(handle({ identity: { tenantId: 'demo-bank', customerId: 'C1001', role: 'customer', actor: 'priya-app' }, text: '\u0000\u0000\u0000', now: NOW }))
      .rejects.toMatchObject({ code: 'MESSAGE_EMPTY' });
    const turnLines = lines().filter((l) => typeof l.msg === 'string' && (l.msg as string).includes('turn'));
    expect(turnLines).toHaveLength(1);
    expect(turnLines[0]).toMatchObject({ level: 'warn', msg: 'turn failed', code: 'MESSAGE_EMPTY', tenantId: 'demo-bank' });
  });
});
