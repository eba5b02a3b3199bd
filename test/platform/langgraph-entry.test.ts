// The module behind langgraph.json opens one application per process and closes it once, however often it is asked.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = mkdtempSync(join(tmpdir(), 'echopilot-entry-'));
process.env.ECHOPILOT_DATA_DIR = dataDir;
delete process.env.DATABASE_URL;

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('langgraph entry', () => {
  it('builds the app once, seeds the data, exports its graph without a checkpointer, and closes idempotently', async () => {
    const entry = await import('../../src/app/langgraph-entry.js');
    const graph = await entry.graph;
    const [first, second] = await Promise.all([entry.platformApp(), entry.platformApp()]);
    expect(second).toBe(first);
    expect(graph).toBe(first.graph);
    expect(graph.checkpointer).toBeUndefined();
    // The shipped tenants were seeded into the empty data folder at start.
    expect((await first.store.listCustomers('demo-bank')).length).toBeGreaterThan(0);
    await Promise.all([entry.closePlatformApp(), entry.closePlatformApp()]);
    await expect(entry.closePlatformApp()).resolves.toBeUndefined();
  });
});
