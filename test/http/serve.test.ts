// End to end: the real server on 127.0.0.1:0 called with fetch, and `echopilot serve` started and stopped with SIGTERM.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startHttpServer } from '../../src/interfaces/http/http-server.js';
import { REPO_ROOT } from '../support/app.harness.js';
import { ATM_CLAIM, EXAMPLE_KEYS_FILE, KEYS, openHttpHarness, parseSse } from './http.harness.js';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('serving over TCP', () => {
  it('answers health, a message and a streamed message over a real socket, then closes', async () => {
    const h = await openHttpHarness();
    const server = await startHttpServer(h.http, { host: '127.0.0.1', port: 0 });
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(await (await fetch(`${server.url}/health`)).json()).toMatchObject({ status: 'ok' });
      const headers = { Authorization: `Bearer ${KEYS.priya}`, 'Content-Type': 'application/json' };
      const turn = await fetch(`${server.url}/v1/conversations/messages`, { method: 'POST', headers, body: JSON.stringify({ text: ATM_CLAIM }) });
      expect(turn.status).toBe(200);
      expect(await turn.json()).toMatchObject({ outcome: 'resolved', amount: 5100 });

      const stream = await fetch(`${server.url}/v1/conversations/messages/stream`, { method: 'POST', headers, body: JSON.stringify({ text: 'What is the compensation if an ATM reversal is late?' }) });
      const events = parseSse(await stream.text());
      expect(events.filter((e) => e.event === 'node').length).toBeGreaterThanOrEqual(3);
      expect(events.at(-1)).toMatchObject({ event: 'turn', data: { outcome: 'answered' } });
    } finally {
      await server.close();
      await h.close();
    }
    await expect(fetch(`${server.url}/health`)).rejects.toThrow();
  });

  it('`echopilot serve --port 0` prints the URL and the docs URL, serves, and stops on SIGTERM with exit 0', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'echopilot-serve-'));
    dirs.push(dataDir);
    const env: NodeJS.ProcessEnv = { ...process.env, ECHOPILOT_DATA_DIR: dataDir, ECHOPILOT_API_KEYS_FILE: EXAMPLE_KEYS_FILE, NO_COLOR: '1' };
    delete env.DATABASE_URL;
    delete env.ECHOPILOT_TENANTS_ROOT;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/interfaces/cli/main.ts', 'serve', '--port', '0'], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    const killer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    try {
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
          stdout += chunk;
          const match = /listening on (http:\/\/\S+)/.exec(stdout);
          if (match?.[1]) resolve(match[1]);
        });
        void exited.then((code) => reject(new Error(`serve exited early with ${code}: ${stderr}`)));
      });
      expect(stdout).toContain(`docs:    ${url}/docs`);
      const tickets = await fetch(`${url}/v1/tickets`, { headers: { Authorization: `Bearer ${KEYS.agent}` } });
      expect(tickets.status).toBe(200);
      // Seeded like `ask`: the demo customers exist, so a customer key can talk.
      const turn = await fetch(`${url}/v1/conversations/messages`, {
        method: 'POST', headers: { Authorization: `Bearer ${KEYS.priya}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ text: 'What is the free look period?' }),
      });
      expect(turn.status).toBe(200);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(stdout).toContain('SIGTERM: stopping');
      expect(stdout).toContain('stopped');
      expect(stdout).not.toContain(KEYS.priya);
      expect(stdout).not.toContain(KEYS.agent);
    } finally {
      clearTimeout(killer);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });

  it('`echopilot serve` without a key file exits 2 with a hint naming the example file', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'echopilot-serve-'));
    dirs.push(dataDir);
    const env: NodeJS.ProcessEnv = { ...process.env, ECHOPILOT_DATA_DIR: dataDir };
    delete env.ECHOPILOT_API_KEYS_FILE;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/interfaces/cli/main.ts', 'serve', '--port', '0'], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(2);
    expect(stderr).toContain('error [CONFIG_INVALID]');
    expect(stderr).toContain('tenants/api-keys.example.yaml');
  });
});
