// Who is calling: the bearer key's caller, with two rate limits — wrong or missing keys per source address (checked
// before the key is even looked up, so guessing keys is slow) and requests per API key. Both answer 429 + Retry-After.
import type { Context } from 'hono';
import type { RateLimiter } from '../../domain/rate-limiter.port.js';
import { bearerToken, type ApiKey, type ApiKeyDirectory } from '../../app/api-keys.js';
import { HttpError, unauthorized } from './http-errors.js';
import type { HttpLimits } from './http-options.js';

/** node-server's bindings (absent when the app is called in-process). */
interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/** The client's address: the socket's peer, or the first X-Forwarded-For hop behind a trusted proxy. */
export function sourceAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const first = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim();
    if (first && first.length <= 64) return first;
  }
  return (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress ?? 'unknown';
}

/** Finds the caller of a key kept in the database; null for an unknown, revoked or expired key. */
export interface StoredKeyLookup {
  lookup(presented: string): Promise<ApiKey | null>;
}

const rateLimited = (what: string, retryAfterMs: number, hint: string) =>
  new HttpError(429, 'RATE_LIMITED', what, { hint, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) });

export class Authenticator {
  constructor(
    private readonly keys: ApiKeyDirectory,
    private readonly limiter: RateLimiter,
    private readonly limits: HttpLimits,
    /** Told when the limiter fails (Redis down): limits then fail open, so an outage of Redis is not one of the API. */
    private readonly onLimiterError: (error: unknown) => void = () => undefined,
    /** Keys kept in the database (`echopilot keys`), asked when the key file does not know the key. */
    private readonly storedKeys?: StoredKeyLookup,
  ) {}

  /** The caller of a request that must carry a key; 401 without one, 429 when over a limit. */
  async require(c: Context): Promise<ApiKey> {
    const caller = await this.identify(c);
    if (caller !== null) return caller;
    await this.throwIfSourceBlocked(c);
    throw await this.refuse(c, 'missing API key');
  }

  /**
   * The caller when the request carries a valid key; null when it carries none. A wrong key is a 401 (and counts
   * against its source) even where a key is optional.
   */
  async optional(c: Context): Promise<ApiKey | null> {
    return this.identify(c);
  }

  private async identify(c: Context): Promise<ApiKey | null> {
    const header = c.req.header('Authorization');
    if (header === undefined) return null;
    await this.throwIfSourceBlocked(c);
    const token = bearerToken(header);
    const caller = token === null ? null : (this.keys.lookup(token) ?? (await this.storedKeys?.lookup(token)) ?? null);
    if (caller === null) throw await this.refuse(c, token === null ? 'malformed Authorization header' : 'unknown API key');
    const used = await this.safely(() => this.limiter.hit(`key:${caller.tenantId}:${caller.name}`, { limit: this.limits.perKeyLimit, windowMs: this.limits.rateWindowMs }));
    if (used && !used.allowed) throw rateLimited(`API key ${caller.name} sent more than ${this.limits.perKeyLimit} requests in ${this.limits.rateWindowMs / 1000} s`, used.retryAfterMs, 'slow down: wait for Retry-After seconds');
    return caller;
  }

  private badKeyRule() {
    return { limit: this.limits.badKeyLimit, windowMs: this.limits.rateWindowMs };
  }

  /** 429 once the source has used up its wrong-key allowance (checked before the key, so guessing stays slow). */
  private async throwIfSourceBlocked(c: Context): Promise<void> {
    const blocked = await this.safely(() => this.limiter.peek(`bad-key:${sourceAddress(c, this.limits.trustProxy)}`, this.badKeyRule()));
    if (blocked && !blocked.allowed) throw rateLimited('too many requests with a wrong or missing API key from this address', blocked.retryAfterMs, 'check the key; wait for Retry-After seconds');
  }

  /** Counts a failed authentication against the source; the 401 to throw. */
  private async refuse(c: Context, why: string): Promise<HttpError> {
    await this.safely(() => this.limiter.hit(`bad-key:${sourceAddress(c, this.limits.trustProxy)}`, this.badKeyRule()));
    return unauthorized(why);
  }

  private async safely<T>(run: () => Promise<T>): Promise<T | null> {
    try {
      return await run();
    } catch (error) {
      this.onLimiterError(error);
      return null;
    }
  }
}
