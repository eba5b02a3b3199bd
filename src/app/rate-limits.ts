// Composition of the rate limiter: Redis when REDIS_URL is set (limits shared by every process), in memory otherwise.
import type { RateLimiter } from '../domain/rate-limiter.port.js';
import { MemoryRateLimiter } from '../adapters/rate-limit/memory.rate-limiter.js';
import { RedisRateLimiter } from '../adapters/rate-limit/redis.rate-limiter.js';

export interface OpenedRateLimiter {
  limiter: RateLimiter;
  backend: 'redis' | 'memory';
}

export function openRateLimiter(options: { redisUrl?: string | undefined; keyPrefix?: string } = {}): OpenedRateLimiter {
  if (options.redisUrl) return { limiter: new RedisRateLimiter({ url: options.redisUrl, ...(options.keyPrefix ? { keyPrefix: options.keyPrefix } : {}) }), backend: 'redis' };
  return { limiter: new MemoryRateLimiter(), backend: 'memory' };
}
