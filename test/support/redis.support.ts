// Test Redis: reachability (to skip with a reason off CI, fail on CI) for the Redis-backed tests.
import { Redis } from 'ioredis';

export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** null when Redis answers PING, else why not. */
export async function redisProblem(url = REDIS_URL): Promise<string | null> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1_000, retryStrategy: () => null });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    return null;
  } catch (error) {
    return (error as Error).message || String(error);
  } finally {
    client.disconnect();
  }
}
