// Attacks against a real `echopilot serve` process over TCP: security headers and request ids on the wire, wrong keys
// throttled by the socket's peer address, /metrics only with an admin key or on the separate metrics port, and a
// client that hangs up mid-request counted as 499, never as a server error.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/app.harness.js';
import { EXAMPLE_KEYS_FILE, KEYS } from '../http/http.harness.js';

describe('attacks on a real `echopilot serve` socket', () => {
  let child: ChildProcess;
  let url = '';
  let metricsUrl = '';
  let stdout = '';
  const dataDir = mkdtempSync(join(tmpdir(), 'echopilot-attack-serve-'));

  beforeAll(async () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env, ECHOPILOT_DATA_DIR: dataDir, ECHOPILOT_API_KEYS_FILE: EXAMPLE_KEYS_FILE, NO_COLOR: '1', ECHOPILOT_RATE_LIMIT_BAD_KEYS: '3',
    };
    for (const name of ['DATABASE_URL', 'ECHOPILOT_TENANTS_ROOT', 'REDIS_URL', 'ECHOPILOT_METRICS_PORT']) delete env[name];
    child = spawn(process.execPath, ['--import', 'tsx', 'src/interfaces/cli/main.ts', 'serve', '--port', '0', '--metrics-port', '0'], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    await new Promise<void>((resolve, reject) => {
      child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
        stdout += chunk;
        const api = /listening on (http:\/\/\S+)/.exec(stdout);
        const metrics = /metrics: (http:\/\/\S+)\/metrics \(no key\)/.exec(stdout);
        if (api?.[1] && metrics?.[1]) {
          url = api[1];
          metricsUrl = metrics[1];
          resolve();
        }
      });
      child.on('close', (code) => reject(new Error(`serve exited early with ${code}: ${stderr}`)));
    });
  }, 180_000);

  afterAll(async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.on('close', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints its limits and where metrics are served at start-up', () => {
    expect(stdout).toMatch(/limits: {2}\d+ in flight, \d+ ms per request, \d+ requests and 3 wrong keys per 60 s \(memory\)/);
  });

  it('answers over the wire with nosniff, no-store, no framing and a request id', async () => {
    const response = await fetch(`${url}/v1/tickets`, { headers: { Authorization: `Bearer ${KEYS.priya}`, 'X-Request-Id': 'socket-attack-1' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-request-id')).toBe('socket-attack-1');
    await expect.poll(() => stdout).toContain('"requestId":"socket-attack-1"');
  });

  it('refuses /metrics on the API port without an admin key and serves it keyless on the metrics port only', async () => {
    expect((await fetch(`${url}/metrics`)).status).toBe(401);
    expect((await fetch(`${url}/metrics`, { headers: { Authorization: `Bearer ${KEYS.priya}` } })).status).toBe(403);
    expect((await fetch(`${url}/metrics`, { headers: { Authorization: `Bearer ${KEYS.admin}` } })).status).toBe(200);
    const open = await fetch(`${metricsUrl}/metrics`);
    expect(open.status).toBe(200);
    expect(await open.text()).toContain('echopilot_http_requests_total');
    expect((await fetch(`${metricsUrl}/v1/tickets`, { headers: { Authorization: `Bearer ${KEYS.priya}` } })).status).toBe(404);
  });

  it('a client that hangs up in the middle of its body is counted as 499, not as a server error', async () => {
    await new Promise<void>((resolve, reject) => {
      const { port, hostname } = new URL(url);
      const socket = connect(Number(port), hostname, () => {
        socket.write(`POST /v1/conversations/messages HTTP/1.1\r\nHost: ${hostname}\r\nAuthorization: Bearer ${KEYS.rahul}\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{"text":"The ATM on`);
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 100);
      });
      socket.on('error', reject);
    });
    await expect.poll(async () => (await (await fetch(`${metricsUrl}/metrics`)).text()), { timeout: 5_000 })
      .toMatch(/echopilot_http_requests_total\{method="POST",route="\/v1\/conversations\/messages",status="499"\} 1/);
    const metrics = await (await fetch(`${metricsUrl}/metrics`)).text();
    expect(metrics).not.toMatch(/status="5\d\d"/);
    expect(metrics).toContain('echopilot_http_shed_total{reason="client_closed"} 1');
  });

  it('throttles wrong keys by the peer address of the socket', async () => {
    // The anonymous /metrics call above already used one of the three wrong-key attempts of 127.0.0.1.
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await fetch(`${url}/v1/tickets`, { headers: { Authorization: `Bearer wrong-key-${i}-aaaaaaaaaaaa` } })).status);
    expect(statuses).toEqual([401, 401, 429]);
    const blocked = await fetch(`${url}/v1/tickets`, { headers: { Authorization: `Bearer ${KEYS.priya}` } });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('keeps liveness and readiness open while an address is throttled', async () => {
    expect((await fetch(`${url}/health/live`)).status).toBe(200);
    expect(await (await fetch(`${url}/health/ready`)).json()).toEqual({ status: 'ok', checks: { store: 'ok' } });
  });
});
