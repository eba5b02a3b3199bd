// Limits and protections of the HTTP server, parsed once from the environment with zod; errors name the variable.
import { z } from 'zod';
import { EchoPilotError } from '../../domain/errors.js';

export interface HttpLimits {
  /** A request still running after this answers 503 TIMEOUT with Retry-After (the work itself is not cut short). */
  requestTimeoutMs: number;
  /** Requests under /v1 running at once; beyond it 503 OVERLOADED with Retry-After. */
  maxInFlight: number;
  /** New /v1 requests get 503 OVERLOADED while the event loop runs later than this (0: off). */
  maxEventLoopLagMs: number;
  /** Requests per API key per window; beyond it 429 RATE_LIMITED with Retry-After. */
  perKeyLimit: number;
  /** Failed authentications (missing or wrong key) per source address per window before that source gets 429. */
  badKeyLimit: number;
  rateWindowMs: number;
  /** Take the source address from the first X-Forwarded-For hop (only behind a proxy that sets it). */
  trustProxy: boolean;
}

export const DEFAULT_HTTP_LIMITS: HttpLimits = {
  requestTimeoutMs: 30_000, maxInFlight: 64, maxEventLoopLagMs: 2_000, perKeyLimit: 300, badKeyLimit: 20, rateWindowMs: 60_000, trustProxy: false,
};

const flag = z.enum(['1', '0', 'true', 'false', 'yes', 'no']).transform((v) => v === '1' || v === 'true' || v === 'yes');

const envSchema = z.object({
  ECHOPILOT_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).optional(),
  ECHOPILOT_MAX_IN_FLIGHT: z.coerce.number().int().min(1).max(10_000).optional(),
  ECHOPILOT_MAX_EVENT_LOOP_LAG_MS: z.coerce.number().int().min(0).max(600_000).optional(),
  ECHOPILOT_RATE_LIMIT_PER_KEY: z.coerce.number().int().min(1).max(1_000_000).optional(),
  ECHOPILOT_RATE_LIMIT_BAD_KEYS: z.coerce.number().int().min(1).max(1_000_000).optional(),
  ECHOPILOT_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1_000).max(3_600_000).optional(),
  ECHOPILOT_TRUST_PROXY: flag.optional(),
  ECHOPILOT_METRICS_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must start with redis:// or rediss://').optional(),
});

export interface HttpServerOptions {
  limits: HttpLimits;
  /** Serve /metrics without a key on this port (bound to the same host); unset: /metrics needs an admin key. */
  metricsPort: number | undefined;
  /** Rate limits (and readiness) use Redis when set, memory otherwise. */
  redisUrl: string | undefined;
}

export function httpOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): HttpServerOptions {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([k, v]) => v !== '' && k in envSchema.shape)));
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new EchoPilotError('CONFIG_INVALID', `environment: ${detail}`, { field: String(parsed.error.issues[0]?.path[0] ?? 'environment'), hint: 'see the configuration table in README.md' });
  }
  const e = parsed.data;
  const d = DEFAULT_HTTP_LIMITS;
  return {
    limits: {
      requestTimeoutMs: e.ECHOPILOT_REQUEST_TIMEOUT_MS ?? d.requestTimeoutMs,
      maxInFlight: e.ECHOPILOT_MAX_IN_FLIGHT ?? d.maxInFlight,
      maxEventLoopLagMs: e.ECHOPILOT_MAX_EVENT_LOOP_LAG_MS ?? d.maxEventLoopLagMs,
      perKeyLimit: e.ECHOPILOT_RATE_LIMIT_PER_KEY ?? d.perKeyLimit,
      badKeyLimit: e.ECHOPILOT_RATE_LIMIT_BAD_KEYS ?? d.badKeyLimit,
      rateWindowMs: e.ECHOPILOT_RATE_LIMIT_WINDOW_MS ?? d.rateWindowMs,
      trustProxy: e.ECHOPILOT_TRUST_PROXY ?? d.trustProxy,
    },
    metricsPort: e.ECHOPILOT_METRICS_PORT,
    redisUrl: e.REDIS_URL,
  };
}
