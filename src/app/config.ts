// Runtime configuration, parsed once from the environment with zod; errors name the variable.
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { z } from 'zod';
import { EchoPilotError } from '../domain/errors.js';

/** The package's own folder (holds tenants/, models/, data/), from src/app or dist/app alike. */
export const PACKAGE_ROOT = resolve(fileURLToPath(new URL('../../', import.meta.url)));

const configSchema = z.object({
  ECHOPILOT_DATA_DIR: z.string().min(1).default('.echopilot'),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres://').optional(),
  ECHOPILOT_TENANTS_ROOT: z.string().min(1).default(PACKAGE_ROOT),
  ECHOPILOT_TOOL_TIMEOUT_MS: z.coerce.number().int().min(10).max(120_000).default(5_000),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must start with redis:// or rediss://').optional(),
  ECHOPILOT_QUEUE_PREFIX: z.string().regex(/^[A-Za-z0-9_.-]+$/, 'letters, digits, _ . - only').default('echopilot'),
  ECHOPILOT_QUEUE_WAIT_MS: z.coerce.number().int().min(0).max(120_000).default(25_000),
  ECHOPILOT_TURN_LEASE_MS: z.coerce.number().int().min(200).max(600_000).default(30_000),
  ECHOPILOT_QUEUE_LOCK_MS: z.coerce.number().int().min(500).max(600_000).default(30_000),
  ECHOPILOT_CLOCK: z.iso.datetime({ offset: true }).optional(),
});

export interface AppConfig {
  dataDir: string;
  databaseUrl: string | undefined;
  /** Folder that holds `tenants/<id>/`. */
  tenantsRoot: string;
  toolTimeoutMs: number;
  /** Queue mode: `serve` queues messages in Redis and `echopilot worker` runs them. */
  queue: { redisUrl: string | undefined; prefix: string; waitMs: number; lockMs: number };
  /** How long a process holds a running turn before another may finish it (renewed while it runs). */
  turnLeaseMs: number;
  /**
   * A fixed request clock (ISO 8601 with offset) for LangGraph platform runs, which carry no time of their own: for
   * demos and tests against the dated demo worlds. Unset (the default), runs use the real time.
   */
  clock: string | undefined;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = configSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new EchoPilotError('CONFIG_INVALID', `environment: ${detail}`);
  }
  const c = parsed.data;
  return { dataDir: resolve(c.ECHOPILOT_DATA_DIR), databaseUrl: c.DATABASE_URL, tenantsRoot: resolve(c.ECHOPILOT_TENANTS_ROOT), toolTimeoutMs: c.ECHOPILOT_TOOL_TIMEOUT_MS,
    queue: { redisUrl: c.REDIS_URL, prefix: c.ECHOPILOT_QUEUE_PREFIX, waitMs: c.ECHOPILOT_QUEUE_WAIT_MS, lockMs: c.ECHOPILOT_QUEUE_LOCK_MS }, turnLeaseMs: c.ECHOPILOT_TURN_LEASE_MS, clock: c.ECHOPILOT_CLOCK };
}
