// The Logger port on pino: one JSON object per line, every message and free-text field run through the masker first,
// and secrets (Authorization headers, keys, tokens, passwords) replaced whatever their value.
import { destination, pino, stdTimeFunctions, type DestinationStream, type Logger as PinoLogger } from 'pino';
import type { LogFields, Logger, LogLevel } from '../../domain/logger.port.js';

export interface PinoLoggerOptions {
  level: LogLevel;
  /** Masks personal data in free text (the intake masker); applied to the message and every free-text field. */
  mask: (text: string) => string;
  /** Where lines go; default stdout. */
  destination?: DestinationStream;
  /** Fields on every line (e.g. the process kind: serve, worker). */
  base?: LogFields;
}

/** The value of a field with such a name is never written. */
const SECRET_FIELD = /authorization|cookie|api[-_]?key|^key$|secret|password|passwd|token|bearer/i;
/**
 * Fields that hold identifiers, codes or route templates (request id, thread id, tenant): masked part by part between
 * `:` and `/` (a client can put a card number in a thread id), and a UUID is kept (the masker takes it for a secret).
 * Anything else that is text is masked whole.
 */
const ID_FIELD = /(?:^|[a-z])(?:Id|Ids)$|^(?:id|method|route|node|outcome|level|code|kind|event|role|backend|tool|model|provider|status|process)$/;

export const REDACTED = '[redacted]';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function maskId(value: string, mask: (text: string) => string): string {
  if (UUID.test(value)) return value;
  return value.split(/([:/])/).map((part) => (part === ':' || part === '/' || part === '' ? part : mask(part))).join('');
}

function clean(fields: LogFields, mask: (text: string) => string): LogFields {
  const out: LogFields = {};
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (SECRET_FIELD.test(name)) out[name] = REDACTED;
    else if (typeof value === 'string') out[name] = ID_FIELD.test(name) ? maskId(value, mask) : mask(value);
    else out[name] = value;
  }
  return out;
}

class PinoPortLogger implements Logger {
  constructor(
    private readonly pino: PinoLogger,
    private readonly mask: (text: string) => string,
  ) {}

  debug(message: string, fields?: LogFields): void {
    this.write('debug', message, fields);
  }

  info(message: string, fields?: LogFields): void {
    this.write('info', message, fields);
  }

  warn(message: string, fields?: LogFields): void {
    this.write('warn', message, fields);
  }

  error(message: string, fields?: LogFields): void {
    this.write('error', message, fields);
  }

  child(fields: LogFields): Logger {
    return new PinoPortLogger(this.pino.child(clean(fields, this.mask)), this.mask);
  }

  isEnabled(level: Exclude<LogLevel, 'silent'>): boolean {
    return this.pino.isLevelEnabled(level);
  }

  private write(level: 'debug' | 'info' | 'warn' | 'error', message: string, fields?: LogFields): void {
    if (!this.pino.isLevelEnabled(level)) return;
    this.pino[level](fields ? clean(fields, this.mask) : {}, this.mask(message));
  }
}

export function createPinoLogger(options: PinoLoggerOptions): Logger {
  const instance = pino(
    {
      level: options.level,
      base: { pid: process.pid, ...(options.base ? clean(options.base, options.mask) : {}) },
      timestamp: stdTimeFunctions.isoTime,
      // Labels, not numbers: `"level":"info"` is what log pipelines filter on.
      formatters: { level: (label) => ({ level: label }) },
      // A second net for objects that reach pino by another path (an Error's fields, a child's bindings).
      redact: { paths: ['authorization', 'headers.authorization', 'req.headers.authorization', 'apiKey', 'key'], censor: REDACTED },
    },
    options.destination ?? destination({ fd: 1, sync: false }),
  );
  return new PinoPortLogger(instance, options.mask);
}
