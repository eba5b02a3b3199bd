// `echopilot serve [--port 8080] [--host 127.0.0.1]`: the HTTP API on the data directory, with graceful shutdown.
import type { Command } from 'commander';
import { openEchoPilot } from '../../../app/echopilot.js';
import { ensureSeeded } from '../../../app/seed.js';
import { isIsoDateTimeWithOffset } from '../../../domain/calendar.js';
import { EchoPilotError } from '../../../domain/errors.js';
import { API_KEYS_FILE_VARIABLE, loadApiKeysFile } from '../../http/api-keys.js';
import { createHttpApp } from '../../http/http-app.js';
import { startHttpServer, type RunningServer } from '../../http/http-server.js';

interface ServeFlags { port: string; host: string; apiKeys?: string; now?: string }

/** A stuck client cannot hold the process: after this, open connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

function parsePort(text: string): number {
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65_535) throw new EchoPilotError('INVALID_INPUT', `--port: not a port number: ${text}`, { field: '--port', hint: 'use 0..65535 (0 picks a free port)' });
  return port;
}

function parseNow(text: string): Date {
  if (!isIsoDateTimeWithOffset(text)) throw new EchoPilotError('INVALID_DATE', `--now: not an ISO date-time with an offset: ${text}`, { field: '--now', hint: 'e.g. 2026-11-22T12:00:00+05:30' });
  return new Date(text);
}

async function listen(http: Parameters<typeof startHttpServer>[0], host: string, port: number): Promise<RunningServer> {
  try {
    return await startHttpServer(http, { host, port });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') throw new EchoPilotError('INVALID_INPUT', `port ${port} on ${host} is already in use`, { field: '--port', hint: 'pick another with --port' });
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') throw new EchoPilotError('INVALID_INPUT', `cannot listen on host ${host}`, { field: '--host' });
    throw error;
  }
}

export function registerServeCommand(program: Command): Command {
  return program
    .command('serve')
    .description(`run the HTTP API (docs at /docs, OpenAPI at /openapi.json); API keys come from $${API_KEYS_FILE_VARIABLE} (format: tenants/api-keys.example.yaml)`)
    .option('--port <port>', 'port to listen on (0 picks a free one)', '8080')
    .option('--host <address>', 'address to listen on (0.0.0.0 for every interface)', '127.0.0.1')
    .option('--api-keys <file>', `API key file (YAML or JSON); default $${API_KEYS_FILE_VARIABLE}`)
    .option('--now <datetime>', 'pin the request clock to this ISO date-time (replaying a day, demos, tests); default: the system clock')
    .action(async (options: ServeFlags) => {
      const port = parsePort(options.port);
      const pinned = options.now === undefined ? undefined : parseNow(options.now);
      const keysFile = options.apiKeys ?? process.env[API_KEYS_FILE_VARIABLE];
      if (!keysFile) {
        throw new EchoPilotError('CONFIG_INVALID', `no API key file: set ${API_KEYS_FILE_VARIABLE} or pass --api-keys`, {
          field: API_KEYS_FILE_VARIABLE, hint: `for the demo tenants: ${API_KEYS_FILE_VARIABLE}=tenants/api-keys.example.yaml echopilot serve`,
        });
      }
      const apiKeys = loadApiKeysFile(keysFile);
      const app = await openEchoPilot();
      let server: RunningServer;
      try {
        await ensureSeeded(app);
        const http = createHttpApp({ app, apiKeys, ...(pinned ? { now: () => pinned } : {}), log: (line) => process.stdout.write(`${new Date().toISOString()} ${line}\n`) });
        server = await listen(http, options.host, port);
      } catch (error) {
        await app.close();
        throw error;
      }
      process.stdout.write(`EchoPilot API listening on ${server.url}\n  docs:    ${server.url}/docs\n  openapi: ${server.url}/openapi.json\n  keys:    ${apiKeys.list().length} from ${keysFile}\n(Ctrl-C to stop)\n`);
      await new Promise<void>((resolve) => {
        const stop = (signal: NodeJS.Signals) => {
          process.off('SIGINT', stop);
          process.off('SIGTERM', stop);
          process.stdout.write(`${signal}: stopping (finishing requests in flight)\n`);
          const force = setTimeout(() => {
            process.stdout.write('shutdown grace period over: closing open connections\n');
            server.closeAllConnections();
          }, SHUTDOWN_GRACE_MS);
          force.unref();
          server
            .close()
            .catch((error: unknown) => process.stderr.write(`error while closing the server: ${error instanceof Error ? error.message : String(error)}\n`))
            .then(() => app.close())
            .finally(() => {
              clearTimeout(force);
              process.stdout.write('stopped\n');
              resolve();
            });
        };
        process.on('SIGINT', stop);
        process.on('SIGTERM', stop);
      });
    });
}
