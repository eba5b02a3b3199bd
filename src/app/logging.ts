// The process's logger from the environment: ECHOPILOT_LOG_LEVEL (servers default to info, other commands to silent),
// JSON lines through pino with personal data masked by the intake masker.
import type { DestinationStream } from 'pino';
import { createPinoLogger } from '../adapters/logging/pino.logger.js';
import { redactPii } from '../agents/intake/redact-pii.js';
import { EchoPilotError } from '../domain/errors.js';
import { LOG_LEVELS, silentLogger, type Logger, type LogFields, type LogLevel } from '../domain/logger.port.js';

export const LOG_LEVEL_VARIABLE = 'ECHOPILOT_LOG_LEVEL';

/** The level ECHOPILOT_LOG_LEVEL names, or `fallback` when it is unset; CONFIG_INVALID naming the variable otherwise. */
export function logLevelFromEnv(fallback: LogLevel, env: NodeJS.ProcessEnv = process.env): LogLevel {
  const raw = env[LOG_LEVEL_VARIABLE]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (!(LOG_LEVELS as readonly string[]).includes(raw)) {
    throw new EchoPilotError('CONFIG_INVALID', `${LOG_LEVEL_VARIABLE}: not a log level: ${env[LOG_LEVEL_VARIABLE]}`, { field: LOG_LEVEL_VARIABLE, hint: `use one of ${LOG_LEVELS.join(', ')}` });
  }
  return raw as LogLevel;
}

export interface ProcessLoggerOptions {
  /** The level when ECHOPILOT_LOG_LEVEL is unset: `info` for serve and worker, `silent` for other commands. */
  defaultLevel: LogLevel;
  /** stdout (fd 1) for servers; stderr (fd 2) for commands whose stdout is their human output. */
  fd?: 1 | 2;
  /** Or any stream (tests capture lines here). */
  destination?: DestinationStream;
  base?: LogFields;
  env?: NodeJS.ProcessEnv;
}

export function processLogger(options: ProcessLoggerOptions): Logger {
  const level = logLevelFromEnv(options.defaultLevel, options.env);
  if (level === 'silent') return silentLogger;
  return createPinoLogger({
    level,
    mask: redactPii,
    ...(options.base ? { base: options.base } : {}),
    ...(options.destination ? { destination: options.destination } : options.fd === 2 ? { destination: { write: (line: string) => void process.stderr.write(line) } } : {}),
  });
}
