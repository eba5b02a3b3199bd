// Browser-test world: a copy of tenants/ with two extra duplicate card charges, a test API-key file, a real
// `echopilot serve --port 0` on a fresh data directory, and Debian's Chromium driven by playwright-core.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { REPO_ROOT } from '../support/app.harness.js';

export const CHROMIUM = '/usr/bin/chromium';
export const OUTPUT_DIR = join(REPO_ROOT, 'test-output', 'console');
/** The demo worlds are dated around this day; the server's clock is pinned to it. */
export const NOW = '2026-11-22T12:00:00+05:30';

export const KEYS = {
  priya: 'console-test-priya-c1001-key',
  rahul: 'console-test-rahul-c1002-key',
  ananya: 'console-test-ananya-c1003-key',
  agent: 'console-test-agent-meera-key',
  alice: 'console-test-reviewer-alice-key',
  bob: 'console-test-reviewer-bob-key',
  admin: 'console-test-admin-ops-key',
} as const;

const KEY_FILE = `keys:
  - { name: priya-app, tenant: demo-bank, role: customer, customer_id: C1001, key: ${KEYS.priya} }
  - { name: rahul-app, tenant: demo-bank, role: customer, customer_id: C1002, key: ${KEYS.rahul} }
  - { name: ananya-app, tenant: demo-bank, role: customer, customer_id: C1003, key: ${KEYS.ananya} }
  - { name: agent-meera, tenant: demo-bank, role: agent, key: ${KEYS.agent} }
  - { name: reviewer-alice, tenant: demo-bank, role: reviewer, key: ${KEYS.alice} }
  - { name: reviewer-bob, tenant: demo-bank, role: reviewer, key: ${KEYS.bob} }
  - { name: admin-ops, tenant: demo-bank, role: admin, key: ${KEYS.admin} }
`;

/**
 * Two card charges made twice within minutes, added to the copy of the demo bank's world: one above the automatic
 * approval limit (₹10,000) and one above the four-eyes limit (₹1,00,000).
 */
const EXTRA_TRANSACTIONS = `  - { id: T9001, account_id: A1001, card_id: CARD-4411, at: "2026-11-21T18:02:00+05:30", amount: 24999.00, direction: debit, channel: card_pos, counterparty: "CROMA RETAIL BANDRA", reference: CRM-88101, status: posted }
  - { id: T9002, account_id: A1001, card_id: CARD-4411, at: "2026-11-21T18:05:00+05:30", amount: 24999.00, direction: debit, channel: card_pos, counterparty: "CROMA RETAIL BANDRA", reference: CRM-88102, status: posted }
  - { id: T9011, account_id: A1002, card_id: CARD-5521, at: "2026-11-21T13:10:00+05:30", amount: 125000.00, direction: debit, channel: card_pos, counterparty: "TANISHQ JEWELLERS", reference: TNQ-55101, status: posted }
  - { id: T9012, account_id: A1002, card_id: CARD-5521, at: "2026-11-21T13:12:00+05:30", amount: 125000.00, direction: debit, channel: card_pos, counterparty: "TANISHQ JEWELLERS", reference: TNQ-55102, status: posted }
`;

export interface ConsoleWorld {
  url: string;
  browser: Browser;
  /** A fresh browser page (its own session storage), signed in with the key when given. */
  page(key?: string): Promise<Page>;
  api(key: string, method: string, path: string, body?: unknown): Promise<Response>;
  close(): Promise<void>;
}

function writeWorld(root: string): void {
  cpSync(join(REPO_ROOT, 'tenants'), join(root, 'tenants'), { recursive: true });
  const worldFile = join(root, 'tenants', 'demo-bank', 'world.yaml');
  const world = readFileSync(worldFile, 'utf8');
  if (!world.includes('\ntransactions:\n')) throw new Error('the demo bank world has no transactions list to extend');
  writeFileSync(worldFile, world.replace('\ntransactions:\n', `\ntransactions:\n${EXTRA_TRANSACTIONS}`));
  writeFileSync(join(root, 'api-keys.yaml'), KEY_FILE);
}

function startServer(root: string): Promise<{ child: ChildProcess; url: string }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env, ECHOPILOT_DATA_DIR: join(root, 'data'), ECHOPILOT_TENANTS_ROOT: root, ECHOPILOT_API_KEYS_FILE: join(root, 'api-keys.yaml'), NO_COLOR: '1',
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/interfaces/cli/main.ts', 'serve', '--port', '0', '--now', NOW], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`echopilot serve did not start in 90 s: ${err}`)), 90_000);
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, url: match[1] });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`echopilot serve exited with ${code}: ${err}`));
    });
  });
}

/** The axe-core script, evaluated in the page (CDP evaluation is not subject to the page's CSP). */
export const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export async function openConsoleWorld(): Promise<ConsoleWorld> {
  if (!existsSync(join(REPO_ROOT, 'dist', 'console', 'index.html'))) throw new Error('the console is not built: run `npm run build` first');
  const root = mkdtempSync(join(tmpdir(), 'echopilot-console-e2e-'));
  writeWorld(root);
  const { child, url } = await startServer(root);
  let browser: Browser;
  try {
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  const pages: Page[] = [];
  return {
    url,
    browser,
    async page(key) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'Asia/Kolkata', locale: 'en-IN' });
      const page = await context.newPage();
      pages.push(page);
      await page.goto(`${url}/console/`);
      if (key) {
        await page.getByLabel('API key').fill(key);
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.getByRole('navigation', { name: 'Views' }).waitFor();
      }
      return page;
    },
    api: (key, method, path, body) => fetch(`${url}${path}`, {
      method, headers: { Authorization: `Bearer ${key}`, ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}) }, ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    }),
    async close() {
      await browser.close().catch(() => undefined);
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(force);
      rmSync(root, { recursive: true, force: true });
    },
  };
}
