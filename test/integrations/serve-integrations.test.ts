// The integrations from the outside: `echopilot serve` pushes new tickets to Jira on its interval and shows staff the
// key; a payments URL without its secret stops the CLI with exit 2 naming the variable.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/app.harness.js';
import { JiraFake } from '../support/jira.fake.js';
import { EXAMPLE_KEYS_FILE, KEYS } from '../http/http.harness.js';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function cli(args: string[], extraEnv: NodeJS.ProcessEnv) {
  const dataDir = mkdtempSync(join(tmpdir(), 'echopilot-integrations-'));
  dirs.push(dataDir);
  const env: NodeJS.ProcessEnv = { ...process.env, ECHOPILOT_DATA_DIR: dataDir, NO_COLOR: '1', ...extraEnv };
  delete env.DATABASE_URL;
  delete env.ECHOPILOT_TENANTS_ROOT;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/interfaces/cli/main.ts', ...args], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const out = { stdout: '', stderr: '' };
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out.stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (out.stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  return { child, out, exited };
}

describe('integrations at the process boundary', () => {
  it('`echopilot serve` files a new ticket in Jira within its sync interval and staff see the key', async () => {
    const jira = await new JiraFake('bot@bank.example', 'tok', 'OPS').start();
    const run = cli(['serve', '--port', '0'], {
      ECHOPILOT_API_KEYS_FILE: EXAMPLE_KEYS_FILE, ECHOPILOT_JIRA_URL: jira.url, ECHOPILOT_JIRA_EMAIL: 'bot@bank.example',
      ECHOPILOT_JIRA_API_TOKEN: 'tok', ECHOPILOT_JIRA_PROJECT: 'OPS', ECHOPILOT_TICKET_SYNC_INTERVAL_MS: '200',
    });
    const killer = setTimeout(() => run.child.kill('SIGKILL'), 90_000);
    try {
      const url = await new Promise<string>((resolve, reject) => {
        run.child.stdout.on('data', () => {
          const match = /listening on (http:\/\/\S+)/.exec(run.out.stdout);
          if (match?.[1]) resolve(match[1]);
        });
        void run.exited.then((code) => reject(new Error(`serve exited early with ${code}: ${run.out.stderr}`)));
      });
      const turn = await fetch(`${url}/v1/conversations/messages`, {
        method: 'POST', headers: { Authorization: `Bearer ${KEYS.priya}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ text: 'Please add an option to download my statements as a spreadsheet.' }),
      });
      expect(turn.status).toBe(200);
      const deadline = Date.now() + 20_000;
      while (jira.issues.size === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect([...jira.issues.keys()]).toEqual(['OPS-1']);
      const tickets = (await (await fetch(`${url}/v1/tickets`, { headers: { Authorization: `Bearer ${KEYS.agent}` } })).json()) as { items: { external_key?: string | null }[] };
      expect(tickets.items.map((t) => t.external_key)).toEqual(['OPS-1']);
      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
      expect(run.out.stdout).toContain('tickets sync (jira): 1 synced');
      expect(jira.issues.size).toBe(1);
    } finally {
      clearTimeout(killer);
      if (run.child.exitCode === null) run.child.kill('SIGKILL');
      await jira.close();
    }
  }, 120_000); // a process start, a turn and a sync pass: slow on a shared machine

  it('`echopilot payments reconcile` with a payments URL but no secret exits 2 naming ECHOPILOT_REFUND_SECRET', async () => {
    const run = cli(['payments', 'reconcile'], { ECHOPILOT_REFUND_URL: 'https://pay.bank.example/v1', ECHOPILOT_REFUND_SECRET: '' });
    expect(await run.exited).toBe(2);
    expect(run.out.stderr).toContain('error [CONFIG_INVALID]: ECHOPILOT_REFUND_URL is set but ECHOPILOT_REFUND_SECRET is not');
    expect(run.out.stderr).toContain('hint: set ECHOPILOT_REFUND_SECRET');
  }, 60_000);
});
