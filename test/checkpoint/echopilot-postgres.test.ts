// End to end with DATABASE_URL: a claim paused for approval survives a restart in PostgreSQL and pays once when reviewed.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { parse as parseYaml } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { openEchoPilot, type EchoPilot } from '../../src/app/echopilot.js';
import { offlineAgents } from '../../src/app/offline-agents.js';
import { worldFromValue } from '../../src/app/world-loader.js';
import { REPO_ROOT } from '../support/app.harness.js';
import { PG_URL, postgresProblem, schemaPool, urlWithSearchPath } from '../support/postgres.support.js';
import { whenServiceUnavailable } from '../support/services.support.js';

const problem = await postgresProblem();
const DUPLICATE = 'Amazon charged my credit card twice for the same order of 12,999 on 8 March. Please refund the extra charge.';

if (problem === null) {
  const schemas = schemaPool('echopilot_e2e_test');
  const dataDir = mkdtempSync(join(tmpdir(), 'echopilot-pg-e2e-'));
  afterAll(async () => {
    await schemas.dropAll();
    rmSync(dataDir, { recursive: true, force: true });
  });

  describe('EchoPilot with DATABASE_URL', () => {
    it('resumes a claim paused for approval after a restart, from PostgreSQL checkpoints, and pays once', async () => {
      const schema = schemas.next();
      await schemas.create(schema);
      const databaseUrl = urlWithSearchPath(schema);
      const raw = parseYaml(readFileSync(join(REPO_ROOT, 'scenarios/dev-bank.yaml'), 'utf8')) as { tenant: string; today: string; world: unknown };
      const now = `${raw.today}T12:00:00+05:30`;
      const open = () => openEchoPilot({ dataDir, databaseUrl, agents: offlineAgents() });

      let app: EchoPilot = await open();
      let approvalId: string;
      let threadId: string;
      try {
        await app.store.insertWorld(raw.tenant, worldFromValue(raw.world, 'scenarios/dev-bank.yaml', raw.tenant));
        const turn = await app.conversations.send({ identity: { tenantId: 'demo-bank', customerId: 'C1002', role: 'customer', actor: 'test' }, text: DUPLICATE, now });
        expect(turn).toMatchObject({ outcome: 'needs_approval', waitingFor: 'review', amount: 1_299_900 });
        approvalId = turn.approvalId ?? '';
        threadId = turn.threadId;
        expect(await app.store.listLedger('demo-bank', {})).toEqual([]);
      } finally {
        await app.close();
      }

      // The thread's checkpoints live in PostgreSQL, not in a SQLite file in the data directory.
      expect(existsSync(join(dataDir, 'checkpoints.db'))).toBe(false);
      expect(await checkpointCount(schema, threadId)).toBeGreaterThan(0);
      // So do the knowledge-base documents: every process sees the same ones.
      expect(existsSync(join(dataDir, 'echopilot.db'))).toBe(false);
      expect(await rowCount(`"${schema}".kb_documents where tenant_id = 'demo-bank'`)).toBeGreaterThan(0);

      app = await open();
      try {
        const review = (reviewer: string) => app.approvals.decide({ tenantId: 'demo-bank', approvalId, reviewer: { id: reviewer, role: 'reviewer' }, decision: 'approve', now: new Date(now) });
        const { approval, turn } = await review('rev-1');
        expect(approval.status).toBe('used');
        expect(turn).toMatchObject({ threadId, outcome: 'resolved', amount: 1_299_900, waitingFor: null });
        await expect(review('rev-2')).rejects.toMatchObject({ code: 'CONFLICT' });
        const ledger = await app.store.listLedger('demo-bank', { customerId: 'C1002' });
        expect(ledger.map((e) => [e.amount, e.relatesTo, e.approvalId])).toEqual([[1_299_900, 'T9004', approvalId]]);
      } finally {
        await app.close();
      }
    });
  });
} else {
  // Skipped with the reason on a developer machine without PostgreSQL; a failure under CI=true.
  whenServiceUnavailable('EchoPilot with DATABASE_URL', `PostgreSQL at ${PG_URL}`, problem);
}

function checkpointCount(schema: string, threadId: string): Promise<number> {
  return rowCount(`"${schema}".checkpoints where thread_id = $1`, [threadId]);
}

async function rowCount(fromWhere: string, params: unknown[] = []): Promise<number> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(`select count(*) as n from ${fromWhere}`, params);
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}
