// HTTP test harness: an in-memory EchoPilot with the demo tenants seeded, the example API keys and a pinned clock.
import { join } from 'node:path';
import { openEchoPilot, type EchoPilot } from '../../src/app/echopilot.js';
import { ensureSeeded } from '../../src/app/seed.js';
import type { KnowledgeBase } from '../../src/domain/knowledge.port.js';
import { loadApiKeysFile } from '../../src/app/api-keys.js';
import { createHttpApp } from '../../src/interfaces/http/http-app.js';
import type { HttpApp, HttpAppDeps } from '../../src/interfaces/http/http-context.js';
import { REPO_ROOT } from '../support/app.harness.js';

export const NOW = '2026-11-22T12:00:00+05:30';
export const EXAMPLE_KEYS_FILE = join(REPO_ROOT, 'tenants', 'api-keys.example.yaml');

/** Keys from tenants/api-keys.example.yaml. */
export const KEYS = {
  priya: 'demo-bank-c1001-not-a-secret', // customer C1001
  rahul: 'demo-bank-c1002-not-a-secret', // customer C1002
  sneha: 'demo-bank-c1005-not-a-secret', // customer C1005
  agent: 'demo-bank-agent-not-a-secret',
  alice: 'demo-bank-reviewer-alice-not-a-secret',
  bob: 'demo-bank-reviewer-bob-not-a-secret',
  admin: 'demo-bank-admin-not-a-secret',
  neha: 'demo-insurer-c2001-not-a-secret', // demo-insurer customer C2001
} as const;

export const ATM_CLAIM = 'The ATM on MG Road debited 5,000 from my account on 16 November but did not give me any cash.';
export const UNAUTHORISED_CLAIM = 'There is a payment of 12,000 to Airmiles Travel on my debit card from Wednesday night. I never made it, someone has my card details!';

export interface HttpHarness {
  app: EchoPilot;
  http: HttpApp;
  logs: string[];
  /** A JSON request with a bearer key (or none), optionally from a given source address and with extra headers. */
  call(method: string, path: string, options?: CallOptions): Promise<Response>;
  close(): Promise<void>;
}

export interface CallOptions {
  key?: string;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  /** The peer address node-server would report for the socket (default: none, as in-process). */
  source?: string;
}

export async function openHttpHarness(options: Pick<HttpAppDeps, 'limits' | 'rateLimiter'> & { knowledge?: KnowledgeBase } = {}): Promise<HttpHarness> {
  const { knowledge, ...deps } = options;
  // A shared knowledge base (already ingested) makes a fresh harness cheap; it is not closed with the harness.
  const app = await openEchoPilot({ memory: true, ...(knowledge ? { knowledge } : {}) });
  await ensureSeeded(app);
  const logs: string[] = [];
  const http = createHttpApp({ app, apiKeys: loadApiKeysFile(EXAMPLE_KEYS_FILE), now: () => new Date(NOW), log: (line) => logs.push(line), ...deps,
    // A loaded test machine can lag past any threshold; lag shedding is tested where it is switched on.
    limits: { maxEventLoopLagMs: 0, ...deps.limits } });
  return {
    app,
    http,
    logs,
    call: (method, path, options = {}) => {
      const headers: Record<string, string> = {};
      if (options.key !== undefined) headers.Authorization = `Bearer ${options.key}`;
      const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      Object.assign(headers, options.headers);
      // node-server's bindings carry the socket; in-process there is none unless the test names a source.
      const env = options.source === undefined ? undefined : { incoming: { socket: { remoteAddress: options.source } } };
      return Promise.resolve(http.request(path, { method, headers, ...(body !== undefined ? { body } : {}) }, env));
    },
    close: () => app.close(),
  };
}

/** Parses a `text/event-stream` body into events. */
export function parseSse(text: string): { event: string; id: string; data: unknown }[] {
  return text
    .split(/\n\n+/)
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const fields: Record<string, string> = {};
      for (const line of block.split('\n')) {
        const colon = line.indexOf(':');
        if (colon <= 0) continue;
        const name = line.slice(0, colon);
        const value = line.slice(colon + 1).replace(/^ /, '');
        fields[name] = fields[name] === undefined ? value : `${fields[name]}\n${value}`;
      }
      return { event: fields.event ?? 'message', id: fields.id ?? '', data: fields.data === undefined ? null : (JSON.parse(fields.data) as unknown) };
    });
}
