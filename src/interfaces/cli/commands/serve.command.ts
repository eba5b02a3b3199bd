// `echopilot serve [--port 8080] [--host 127.0.0.1] [--metrics-port N]`: the HTTP API on the data directory, its limits
// from the environment (rate limits in Redis when REDIS_URL is set), with graceful shutdown.
import type { Command } from 'commander';
import { loadConfig } from '../../../app/config.js';
import { openEchoPilot } from '../../../app/echopilot.js';
import { openConfiguredTurnQueue } from '../../../app/turn-queue-mode.js';
import { startTurnRecovery, type TurnRecovery } from '../../../app/turn-recovery.js';
import { ensureSeeded } from '../../../app/seed.js';
import { ticketSyncerFromEnv } from '../../../app/integrations.js';
import { isIsoDateTimeWithOffset } from '../../../domain/calendar.js';
import { EchoPilotError } from '../../../domain/errors.js';
import { API_KEYS_FILE_VARIABLE, loadApiKeysFile, NO_FILE_KEYS } from '../../../app/api-keys.js';
import { assertKeyNamesDisjoint } from '../../../app/key-names.js';
import { startWebhookDelivery, webhookDispatcherFor } from '../../../app/webhook-dispatcher.js';
import { DeadlineScheduler, deadlineIntervalMs, startDeadlineScheduler } from '../../../app/deadline-scheduler.js';
import { createHttpApp, createOperatorMetricsApp } from '../../http/http-app.js';
import { httpOptionsFromEnv } from '../../http/http-options.js';
import { openRateLimiter } from '../../../app/rate-limits.js';
import { startHttpServer, type RunningServer } from '../../http/http-server.js';
import { processLogger } from '../../../app/logging.js';

interface ServeFlags { port: string; host: string; apiKeys?: string; metricsPort?: string; now?: string }

/** A stuck client cannot hold the process: after this, open connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

function parsePort(text: string, flag = '--port'): number {
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65_535) throw new EchoPilotError('INVALID_INPUT', `${flag}: not a port number: ${text}`, { field: flag, hint: 'use 0..65535 (0 picks a free port)' });
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

/** ECHOPILOT_WEBHOOK_INTERVAL_MS: how often `serve` sends due webhooks (default 5000). */
function webhookIntervalMs(): number {
  const raw = process.env.ECHOPILOT_WEBHOOK_INTERVAL_MS ?? '5000';
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 100) throw new EchoPilotError('CONFIG_INVALID', `ECHOPILOT_WEBHOOK_INTERVAL_MS: a whole number of milliseconds, at least 100 (got ${raw})`, { field: 'ECHOPILOT_WEBHOOK_INTERVAL_MS' });
  return value;
}

export function registerServeCommand(program: Command): Command {
  return program
    .command('serve')
    .description(`run the HTTP API (docs at /docs, OpenAPI at /openapi.json); API keys come from $${API_KEYS_FILE_VARIABLE} (format: tenants/api-keys.example.yaml) and from the database (\`echopilot keys\`); JSON logs on stdout at $ECHOPILOT_LOG_LEVEL (default info)`)
    .option('--port <port>', 'port to listen on (0 picks a free one)', '8080')
    .option('--host <address>', 'address to listen on (0.0.0.0 for every interface)', '127.0.0.1')
    .option('--api-keys <file>', `API key file (YAML or JSON); default $${API_KEYS_FILE_VARIABLE}`)
    .option('--metrics-port <port>', 'also serve /metrics without a key on this port (same host; default $ECHOPILOT_METRICS_PORT); without it /metrics needs an admin key')
    .option('--now <datetime>', 'pin the request clock to this ISO date-time (replaying a day, demos, tests); default: the system clock')
    .action(async (options: ServeFlags) => {
      const port = parsePort(options.port);
      const httpOptions = httpOptionsFromEnv();
      const metricsPort = options.metricsPort !== undefined ? parsePort(options.metricsPort, '--metrics-port') : httpOptions.metricsPort;
      const pinned = options.now === undefined ? undefined : parseNow(options.now);
      const keysFile = options.apiKeys ?? process.env[API_KEYS_FILE_VARIABLE];
      const apiKeys = keysFile ? loadApiKeysFile(keysFile) : NO_FILE_KEYS;
      // JSON lines on stdout (ECHOPILOT_LOG_LEVEL, default info); the banner below stays for people.
      const logger = processLogger({ defaultLevel: 'info', base: { process: 'serve' } });
      const log = (line: string) => logger.info(line);
      const app = await openEchoPilot({ logger });
      // Keys come from the file, the database (`echopilot keys create`), or both; with neither nobody could call.
      const storedKeys = await app.apiKeys.list();
      const storedKeyCount = storedKeys.length;
      // One name, one caller: a database key named like a key-file key of its tenant stops the start.
      try {
        assertKeyNamesDisjoint(apiKeys.list(), storedKeys, new Date());
      } catch (error) {
        await app.close();
        throw error;
      }
      if (!keysFile && storedKeyCount === 0) {
        await app.close();
        throw new EchoPilotError('CONFIG_INVALID', `no API keys: set ${API_KEYS_FILE_VARIABLE}, pass --api-keys, or create keys with \`echopilot keys create\``, {
          field: API_KEYS_FILE_VARIABLE, hint: `for the demo tenants: ${API_KEYS_FILE_VARIABLE}=tenants/api-keys.example.yaml echopilot serve`,
        });
      }
      // Rate-limit keys sit under the deployment's queue prefix, so deployments sharing a Redis keep separate counts.
      const rateLimiter = openRateLimiter({ redisUrl: httpOptions.redisUrl, deploymentPrefix: loadConfig().queue.prefix });
      let server: RunningServer;
      let turns: Awaited<ReturnType<typeof openConfiguredTurnQueue>>;
      let metricsServer: RunningServer | null = null;
      let stopWebhooks: () => Promise<void> = async () => undefined;
      let stopSync: () => Promise<void> = async () => undefined;
      let stopDeadlines: () => Promise<void> = async () => undefined;
      let recovery: TurnRecovery | null = null;
      const closeAll = async () => {
        await stopDeadlines();
        await recovery?.stop();
        await stopWebhooks();
        await stopSync();
        await turns?.close();
        await app.close();
        await rateLimiter.limiter.close();
      };
      try {
        const tickets = ticketSyncerFromEnv(app.store);
        await ensureSeeded(app);
        if (tickets) stopSync = tickets.syncer.start(tickets.intervalMs, log);
        turns = await openConfiguredTurnQueue();
        const queueMode = turns ? { turns, queueWaitMs: loadConfig().queue.waitMs } : {};
        const http = createHttpApp({ app, apiKeys, ...(pinned ? { now: () => pinned } : {}), limits: httpOptions.limits, rateLimiter, logger, storedKeys: app.apiKeys, ...queueMode });
        server = await listen(http, options.host, port);
        // Turns whose process died (inline mode: a `serve`) are finished by whichever process sweeps first.
        recovery = startTurnRecovery(app, { everyMs: loadConfig().turnLeaseMs, log: (line) => process.stdout.write(`${new Date().toISOString()} ${line}\n`) });
        if (metricsPort !== undefined) metricsServer = await listen(createOperatorMetricsApp(http), options.host, metricsPort);
        // Passed deadlines are escalated on the server's clock (pinned by --now).
        stopDeadlines = startDeadlineScheduler(new DeadlineScheduler(app.store, app.tenants), deadlineIntervalMs(), (line) => process.stdout.write(`${new Date().toISOString()} ${line}\n`), () => pinned ?? new Date());
        const webhooks = webhookDispatcherFor(app.store, app.tenants.ids());
        if (webhooks) {
          stopWebhooks = startWebhookDelivery(webhooks.dispatcher, webhookIntervalMs(), log);
          log(`webhooks: delivering for ${webhooks.tenants.join(', ')}`);
        }
      } catch (error) {
        await closeAll();
        throw error;
      }
      const l = httpOptions.limits;
      process.stdout.write(`EchoPilot API listening on ${server.url}${turns ? ' (queue mode: run `echopilot worker` processes)' : ''}\n  docs:    ${server.url}/docs\n  openapi: ${server.url}/openapi.json\n  keys:    ${keysFile ? `${apiKeys.list().length} from ${keysFile}` : 'no key file'}, ${storedKeyCount} in the database\n`
        + `  metrics: ${metricsServer ? `${metricsServer.url}/metrics (no key)` : `${server.url}/metrics (admin key)`}\n`
        + `  limits:  ${l.maxInFlight} in flight, ${l.requestTimeoutMs} ms per request, ${l.perKeyLimit} requests and ${l.badKeyLimit} wrong keys per ${l.rateWindowMs / 1000} s (${rateLimiter.backend})\n(Ctrl-C to stop)\n`);
      await new Promise<void>((resolve) => {
        const stop = (signal: NodeJS.Signals) => {
          process.off('SIGINT', stop);
          process.off('SIGTERM', stop);
          process.stdout.write(`${signal}: stopping (finishing requests in flight)\n`);
          const force = setTimeout(() => {
            process.stdout.write('shutdown grace period over: closing open connections\n');
            server.closeAllConnections();
            metricsServer?.closeAllConnections();
          }, SHUTDOWN_GRACE_MS);
          force.unref();
          Promise.all([server.close(), metricsServer?.close()])
            .catch((error: unknown) => process.stderr.write(`error while closing the server: ${error instanceof Error ? error.message : String(error)}\n`))
            .then(closeAll)
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
