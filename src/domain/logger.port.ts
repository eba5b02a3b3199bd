// The logging port: structured lines with a message and flat fields; the adapter writes them (JSON) and redacts them.
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Flat, typed fields: ids, counts, durations, codes. Free text goes through the adapter's masker. */
export type LogFields = Record<string, string | number | boolean | null | undefined>;

export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
  /** A logger whose every line carries `fields` too (e.g. a request id). */
  child(fields: LogFields): Logger;
  /** False when lines of this level are dropped: callers skip building costly fields. */
  isEnabled(level: Exclude<LogLevel, 'silent'>): boolean;
}

/** Drops everything: the default wherever no logger is wired (tests, CLI commands without ECHOPILOT_LOG_LEVEL). */
export const silentLogger: Logger = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  child: () => silentLogger,
  isEnabled: () => false,
};
