// Composition of the rate limiter: Redis when REDIS_URL is set (limits shared by every process of one deployment),
// in memory otherwise.
import type { RateLimiter } from '../domain/rate-limiter.port.js';
import { MemoryRateLimiter } from '../adapters/rate-limit/memory.rate-limiter.js';
import { RedisRateLimiter } from '../adapters/rate-limit/redis.rate-limiter.js';

export interface OpenedRateLimiter {
  limiter: RateLimiter;
  backend: 'redis' | 'memory';
}

/** The deployment's prefix when none is configured: ECHOPILOT_QUEUE_PREFIX's default. */
const DEFAULT_DEPLOYMENT_PREFIX = 'echopilot';

/**
 * The Redis keys of a deployment's rate limits live under its prefix (ECHOPILOT_QUEUE_PREFIX, which also names its
 * queue and locks): two deployments sharing one Redis never count each other's requests.
 */
export function rateLimitKeyPrefix(deploymentPrefix: string = DEFAULT_DEPLOYMENT_PREFIX): string {
  return `${deploymentPrefix}:rl:`;
}

export function openRateLimiter(options: { redisUrl?: string | undefined; deploymentPrefix?: string } = {}): OpenedRateLimiter {
  if (options.redisUrl) return { limiter: new RedisRateLimiter({ url: options.redisUrl, keyPrefix: rateLimitKeyPrefix(options.deploymentPrefix) }), backend: 'redis' };
  return { limiter: new MemoryRateLimiter(), backend: 'memory' };
}
