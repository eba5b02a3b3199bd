// The module behind langgraph.json opens one application per process and closes it once, however often it is asked,
// and when the process stops: on SIGTERM or SIGINT (ending the process as the signal would, or letting the server's
// own exit hook end it once closed) and when the event loop empties.
import { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { ShutdownHost } from '../../src/app/langgraph-entry.js';

const dataDir = mkdtempSync(join(tmpdir(), 'echopilot-entry-'));
process.env.ECHOPILOT_DATA_DIR = dataDir;
delete process.env.DATABASE_URL;

/** This process's signal listeners before the entry module was first loaded. */
const initial = { term: process.listenerCount('SIGTERM'), int: process.listenerCount('SIGINT') };

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** A process stand-in: signals are emitted by the test; `kill` and `exit` only record what the process would do. */
class FakeProcess extends EventEmitter implements ShutdownHost {
  readonly pid = 4242;
  readonly killed: [number, string][] = [];
  readonly exited: (number | undefined)[] = [];
  /** Called when the process would end by `exit`. */
  onExit: () => void = () => undefined;
  kill(pid: number, signal: string): boolean {
    this.killed.push([pid, signal]);
    return true;
  }
  exit(code?: number): void {
    this.exited.push(code);
    this.onExit();
  }
}

/** The entry module as a fresh process would load it, with its application open. */
async function freshEntry() {
  vi.resetModules();
  const entry = await import('../../src/app/langgraph-entry.js');
  const app = await entry.platformApp();
  return { entry, app };
}

async function isClosed(app: Awaited<ReturnType<typeof freshEntry>>['app']): Promise<boolean> {
  return app.store.listCustomers('demo-bank').then(() => false, () => true);
}

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
    expect(await isClosed(first)).toBe(true);
  });

  it('registers its shutdown handlers once per process, however often the module is loaded or asked', async () => {
    const { entry, app } = await freshEntry();
    await freshEntry().then(({ entry: again }) => again.closePlatformApp());
    // Three loads of the module, one listener per signal on this process.
    expect({ term: process.listenerCount('SIGTERM'), int: process.listenerCount('SIGINT') }).toEqual({ term: initial.term + 1, int: initial.int + 1 });
    const host = new FakeProcess();
    expect(entry.closeOnShutdown(host)).toBe(true);
    expect(entry.closeOnShutdown(host)).toBe(false);
    expect(['SIGTERM', 'SIGINT', 'beforeExit'].map((event) => host.listenerCount(event))).toEqual([1, 1, 1]);
    await entry.closePlatformApp();
    expect(await isClosed(app)).toBe(true);
  });

  it('closes the application on SIGTERM, then ends the process with the signal when nothing else handles it', async () => {
    const { entry, app } = await freshEntry();
    const host = new FakeProcess();
    entry.closeOnShutdown(host);
    host.emit('SIGTERM');
    await vi.waitFor(() => expect(host.killed).toEqual([[4242, 'SIGTERM']]));
    expect(await isClosed(app)).toBe(true);
  });

  it("closes the application on SIGINT before the server's own exit hook ends the process", async () => {
    const { entry, app } = await freshEntry();
    const host = new FakeProcess();
    // As the LangGraph server's exit hook does: on the signal, its own clean-up, then exit.
    host.once('SIGINT', () => void Promise.resolve().then(() => host.exit(130)));
    entry.closeOnShutdown(host);
    let closed = false;
    let closedAtExit = false;
    host.onExit = () => { closedAtExit = closed; };
    host.emit('SIGINT');
    void entry.closePlatformApp().then(() => { closed = true; });
    await vi.waitFor(() => expect(host.exited).toEqual([130]));
    expect(closedAtExit).toBe(true);
    expect(await isClosed(app)).toBe(true);
    expect(host.killed).toEqual([]);
  });

  it('closes the application when the event loop empties', async () => {
    const { entry, app } = await freshEntry();
    const host = new FakeProcess();
    entry.closeOnShutdown(host);
    host.emit('beforeExit');
    await vi.waitFor(async () => expect(await isClosed(app)).toBe(true));
    expect(host.killed).toEqual([]);
  });
});
