// Redis rate limiter: one counter per key and window (INCR + PEXPIRE in one Lua call), shared by every process.
import { Redis } from 'ioredis';
import { EchoPilotError } from '../../domain/errors.js';
import { decide, type RateDecision, type RateLimiter, type RateRule } from '../../domain/rate-limiter.port.js';

/** Counts one hit and sets the window's expiry on the first; returns [count, milliseconds left]. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

export interface RedisRateLimiterOptions {
  url: string;
  /** Prefix of every key (tests use a random one). Default `echopilot:rl:`. */
  keyPrefix?: string;
  /** Milliseconds to wait for a command before failing. Default 1,000. */
  commandTimeoutMs?: number;
}

export class RedisRateLimiter implements RateLimiter {
  private readonly redis: Redis;
  private readonly prefix: string;

  constructor(options: RedisRateLimiterOptions) {
    this.prefix = options.keyPrefix ?? 'echopilot:rl:';
    this.redis = new Redis(options.url, {
      lazyConnect: true, enableOfflineQueue: true, maxRetriesPerRequest: 1, commandTimeout: options.commandTimeoutMs ?? 1_000,
    });
    // Connection errors surface on the command that needs the connection; this only keeps them off the console.
    this.redis.on('error', () => undefined);
  }

  async hit(key: string, rule: RateRule): Promise<RateDecision> {
    const [count, ttl] = (await this.run(() => this.redis.eval(HIT_SCRIPT, 1, this.keyFor(key, rule), String(rule.windowMs)))) as [number, number];
    return decide(count, rule, ttl);
  }

  async peek(key: string, rule: RateRule): Promise<RateDecision> {
    const k = this.keyFor(key, rule);
    const [count, ttl] = await this.run(() => Promise.all([this.redis.get(k), this.redis.pttl(k)]));
    const used = Number(count ?? 0);
    return { ...decide(used, rule, ttl > 0 ? ttl : 0), allowed: used < rule.limit };
  }

  async ping(): Promise<void> {
    await this.run(() => this.redis.ping());
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }

  /** Rules with different windows count separately. */
  private keyFor(key: string, rule: RateRule): string {
    return `${this.prefix}${rule.windowMs}:${key}`;
  }

  private async run<T>(command: () => Promise<T>): Promise<T> {
    try {
      if (this.redis.status === 'wait') await this.redis.connect();
      return await command();
    } catch (error) {
      throw new EchoPilotError('INTERNAL', `Redis rate limiter: ${error instanceof Error ? error.message : String(error)}`, { hint: 'check REDIS_URL and that Redis is running' });
    }
  }
}
