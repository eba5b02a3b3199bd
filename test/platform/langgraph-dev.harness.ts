// Starts the real `langgraph dev` server (the pinned @langchain/langgraph-cli) on 127.0.0.1 in its own process group,
// with no browser, no reload and no analytics, on a fresh data folder; waits until it answers; stops the whole group
// and waits for every process of it to end.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@langchain/langgraph-sdk';

const REPO_ROOT = resolve(fileURLToPath(new URL('../../', import.meta.url)));
const CLI = join(REPO_ROOT, 'node_modules/@langchain/langgraph-cli/dist/cli/cli.mjs');

export interface DevServer {
  url: string;
  dataDir: string;
  client(key?: string): Client;
  /** Open file descriptors and sockets of every process in the server's group (Linux /proc). */
  openFiles(): { files: number; sockets: number };
  output(): string;
  /**
   * Sends `signal` to the API server process alone (the one holding the data folder's database, not the CLI or tsx
   * wrappers, which SIGKILL a server that does not acknowledge a group signal within 30 ms) and waits until it ends.
   */
  signalServer(signal: NodeJS.Signals): Promise<void>;
  /** Ends the server's process group with SIGTERM (SIGKILL after 5 s) and removes its data folder unless kept. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

function groupPids(pgid: number): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Field 5 of /proc/<pid>/stat is the process group; the command name (field 2) may hold spaces, so split after ')'.
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      if (Number(fields[2]) === pgid) pids.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return pids;
}

/**
 * The repository's langgraph.json written into `dir`, its paths pointing back at the repository (relative: the CLI
 * joins them onto the config's folder): the dev server keeps its threads in `.langgraph_api/` next to the config, so
 * each test server starts empty and leaves the repository alone.
 */
function isolatedConfig(dir: string): string {
  const config = JSON.parse(readFileSync(join(REPO_ROOT, 'langgraph.json'), 'utf8')) as { dependencies: string[]; graphs: Record<string, string>; auth?: { path: string } };
  const absolute = (spec: string) => relative(dir, resolve(REPO_ROOT, spec)) || '.';
  config.dependencies = config.dependencies.map(absolute);
  config.graphs = Object.fromEntries(Object.entries(config.graphs).map(([id, spec]) => [id, absolute(spec)]));
  if (config.auth) config.auth.path = absolute(config.auth.path);
  const file = join(dir, 'langgraph.json');
  writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}

/** The demo worlds' day (each tenant's world.yaml), as the platform runs' request clock. */
export const DEMO_CLOCK = '2026-11-22T12:00:00+05:30';

export async function startDevServer(options: { env?: Record<string, string>; readyTimeoutMs?: number } = {}): Promise<DevServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'echopilot-langgraph-'));
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [CLI, 'dev', '--port', String(port), '--host', '127.0.0.1', '--no-browser', '--no-reload', '--config', isolatedConfig(dataDir)], {
    cwd: REPO_ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ECHOPILOT_API_KEYS_FILE: join(REPO_ROOT, 'tenants/api-keys.example.yaml'),
      ECHOPILOT_DATA_DIR: dataDir,
      // The demo worlds are dated around Sunday 22 November 2026: their cases read the same on any day the suite runs.
      ECHOPILOT_CLOCK: DEMO_CLOCK,
      DATABASE_URL: '',
      LANGGRAPH_CLI_NO_ANALYTICS: '1',
      LANGSMITH_TRACING: 'false',
      LANGCHAIN_TRACING_V2: 'false',
      BROWSER: 'none',
      ...options.env,
    },
  });
  child.stdout?.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  child.stderr?.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  let exited: number | null = null;
  child.once('exit', (code) => { exited = code ?? -1; });
  const pgid = child.pid ?? 0;

  const stop = async (stopOptions: { keepData?: boolean } = {}) => {
    // The whole group: the CLI ends at once, the API server it spawned once its exit hooks have run.
    const running = () => exited === null || groupPids(pgid).length > 0;
    if (running()) {
      try { process.kill(-pgid, 'SIGTERM'); } catch { /* already gone */ }
      const deadline = Date.now() + 5_000;
      while (running() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      if (running()) try { process.kill(-pgid, 'SIGKILL'); } catch { /* already gone */ }
    }
    if (!stopOptions.keepData) rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + (options.readyTimeoutMs ?? 60_000);
  for (;;) {
    if (exited !== null) {
      await stop();
      throw new Error(`langgraph dev exited with ${exited} before it was ready:\n${output.slice(-3000)}`);
    }
    try {
      // `/info` is the one route the auth handler leaves open.
      const response = await fetch(`${url}/info`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`langgraph dev did not answer on ${url} within the time limit:\n${output.slice(-3000)}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }

  return {
    url,
    dataDir,
    client: (key) => new Client({ apiUrl: url, ...(key ? { defaultHeaders: { Authorization: `Bearer ${key}` } } : {}) }),
    openFiles() {
      let files = 0;
      let sockets = 0;
      for (const pid of groupPids(pgid)) {
        try {
          for (const fd of readdirSync(`/proc/${pid}/fd`)) {
            files += 1;
            try { if (readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith('socket:')) sockets += 1; } catch { /* closed meanwhile */ }
          }
        } catch {
          // The process ended while we looked.
        }
      }
      return { files, sockets };
    },
    output: () => output,
    async signalServer(signal) {
      const holds = (pid: number) => {
        try {
          return readdirSync(`/proc/${pid}/fd`).some((fd) => { try { return readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith(dataDir); } catch { return false; } });
        } catch {
          return false;
        }
      };
      const [pid] = groupPids(pgid).filter(holds);
      if (pid === undefined) throw new Error(`no process of the server's group holds ${dataDir}`);
      process.kill(pid, signal);
      const deadline = Date.now() + 10_000;
      while (groupPids(pgid).includes(pid)) {
        if (Date.now() > deadline) throw new Error(`the server process ${pid} did not end within 10 s of ${signal}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    stop,
  };
}
