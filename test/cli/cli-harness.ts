// Test harness for the `echopilot` CLI: spawns it from source on a fresh data directory and reads the store it left.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteStore } from '../../src/adapters/store/sqlite.store.js';
import { sqliteFileFor } from '../../src/adapters/store/open-store.js';
import type { Store } from '../../src/domain/store.port.js';

export const REPO_ROOT = join(import.meta.dirname, '..', '..');
/** The clock the demo worlds are written for. */
export const DEMO_NOW = '2026-11-22T12:00:00+05:30';

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface CliOptions {
  /** ECHOPILOT_DATA_DIR for the run (a fresh temp dir if not given). */
  dataDir?: string;
  /** ECHOPILOT_TENANTS_ROOT (default: the repository). */
  tenantsRoot?: string;
  timeoutMs?: number;
  /** Text piped to the command's standard input (closed at the end). */
  input?: string;
  /** Extra environment variables for the run (e.g. ECHOPILOT_API_KEY). */
  env?: Record<string, string>;
}

const made: string[] = [];

/** A new empty temp directory, removed by `removeFreshDirs`. */
export function freshDir(prefix = 'echopilot-cli-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** Removes the directories `freshDir` made in this test file (call it in afterAll). */
export function removeFreshDirs(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** Runs `echopilot ARGS…` from source with its own data directory; never touches ./.echopilot or PostgreSQL. */
export function runCli(args: string[], options: CliOptions = {}): Promise<CliResult> {
  const env: NodeJS.ProcessEnv = { ...process.env, ECHOPILOT_DATA_DIR: options.dataDir ?? freshDir(), NO_COLOR: '1' };
  delete env.DATABASE_URL;
  delete env.ECHOPILOT_DEBUG;
  delete env.ECHOPILOT_TENANTS_ROOT;
  delete env.ECHOPILOT_API_KEY;
  delete env.ECHOPILOT_API_KEYS_FILE;
  if (options.tenantsRoot) env.ECHOPILOT_TENANTS_ROOT = options.tenantsRoot;
  Object.assign(env, options.env ?? {});
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/interfaces/cli/main.ts', ...args], { cwd: REPO_ROOT, env, stdio: [options.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'] });
    if (options.input !== undefined) child.stdin?.end(options.input);
    let stdout = '';
    let stderr = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 60_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** Parses a command's JSON output, failing with the output when it is not JSON. */
export function jsonOf<T>(result: CliResult): T {
  try {
    return JSON.parse(result.stdout) as T;
  } catch {
    throw new Error(`not JSON (exit ${result.code}):\n${result.stdout}\n${result.stderr}`);
  }
}

/** Opens the SQLite store a CLI run left in `dataDir` (close it before the next run writes). */
export function openDataStore(dataDir: string): Promise<Store> {
  return openSqliteStore({ file: sqliteFileFor(dataDir) });
}

/** A copy of the shipped tenants with one line of demo-bank's tenant.yaml replaced (e.g. a lower four-eyes limit). */
export function tenantsRootWith(find: string, replace: string): string {
  const root = freshDir('echopilot-tenants-');
  cpSync(join(REPO_ROOT, 'tenants'), join(root, 'tenants'), { recursive: true });
  const file = join(root, 'tenants', 'demo-bank', 'tenant.yaml');
  const text = readFileSync(file, 'utf8');
  if (!text.includes(find)) throw new Error(`tenant.yaml has no "${find}"`);
  writeFileSync(file, text.replace(find, replace));
  return root;
}
