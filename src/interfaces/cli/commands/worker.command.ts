// `echopilot worker [--concurrency N]`: runs queued turns from Redis (REDIS_URL) until SIGTERM/SIGINT, then drains.
import type { Command } from 'commander';
import { loadConfig } from '../../../app/config.js';
import { openEchoPilot } from '../../../app/echopilot.js';
import { startTurnWorker } from '../../../app/turn-worker.js';
import { DeadlineScheduler, deadlineIntervalMs, startDeadlineScheduler } from '../../../app/deadline-scheduler.js';
import { startTurnRecovery } from '../../../app/turn-recovery.js';
import { EchoPilotError } from '../../../domain/errors.js';
import { processLogger } from '../../../app/logging.js';

function parseConcurrency(text: string): number {
  const n = Number(text);
  if (!/^\d+$/.test(text) || n < 1 || n > 256) {
    throw new EchoPilotError('INVALID_INPUT', `--concurrency: not a whole number from 1 to 256: ${text}`, { field: '--concurrency' });
  }
  return n;
}

export function registerWorkerCommand(program: Command): Command {
  return program
    .command('worker')
    .description('run queued conversation turns from Redis (queue mode: set REDIS_URL, and DATABASE_URL so every process shares the records); stops taking turns on SIGTERM and finishes those running')
    .option('--concurrency <n>', 'turns run at once by this process (never two for the same customer)', '4')
    .action(async (options: { concurrency: string }) => {
      const concurrency = parseConcurrency(options.concurrency);
      const config = loadConfig();
      const redisUrl = config.queue.redisUrl;
      if (!redisUrl) {
        throw new EchoPilotError('CONFIG_INVALID', 'the worker needs REDIS_URL (the queue `serve` puts messages in)', { field: 'REDIS_URL', hint: 'REDIS_URL=redis://127.0.0.1:6379 echopilot worker' });
      }
      // JSON lines on stdout (ECHOPILOT_LOG_LEVEL, default info), one per turn among them.
      const logger = processLogger({ defaultLevel: 'info', base: { process: 'worker' } });
      const log = (line: string) => logger.info(line);
      const app = await openEchoPilot({ logger });
      let worker;
      let stopDeadlines: () => Promise<void> = async () => undefined;
      try {
        worker = await startTurnWorker(app, { redisUrl, prefix: config.queue.prefix, concurrency, log, turnLeaseMs: config.turnLeaseMs, lockMs: config.queue.lockMs });
        // Workers also escalate passed deadlines (each is handled once, whichever process gets there first).
        stopDeadlines = startDeadlineScheduler(new DeadlineScheduler(app.store, app.tenants), deadlineIntervalMs(), log);
      } catch (error) {
        await app.close();
        throw error;
      }
      // Turns whose worker died are finished by the job's redelivery, or by this sweep when no job comes back for them.
      const recovery = startTurnRecovery(app, { everyMs: config.turnLeaseMs, log });
      log(`worker ready: concurrency ${concurrency}, queue prefix ${config.queue.prefix}, ${config.databaseUrl ? 'PostgreSQL' : `SQLite in ${config.dataDir}`} (Ctrl-C or SIGTERM to stop)`);
      await new Promise<void>((resolve) => {
        const stop = (signal: NodeJS.Signals) => {
          process.off('SIGINT', stop);
          process.off('SIGTERM', stop);
          log(`${signal}: draining (finishing the turns in flight, taking no new ones)`);
          Promise.all([stopDeadlines(), recovery.stop()])
            .then(() => worker.close())
            .catch((error: unknown) => log(`error while draining: ${error instanceof Error ? error.message : String(error)}`))
            .then(() => app.close())
            .finally(() => {
              log('stopped');
              resolve();
            });
        };
        process.on('SIGINT', stop);
        process.on('SIGTERM', stop);
      });
    });
}
