// Test Redis for the queue tests: reachability (to skip with a reason, or fail under CI) and a key prefix unique
// to the run, whose keys are deleted after.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** null when Redis answers, else why not. */
export async function redisProblem(url = REDIS_URL): Promise<string | null> {
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0, retryStrategy: () => null });
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

/** Hands out key prefixes unique to this run; `dropAll` deletes every key under them. */
export function prefixPool(name: string) {
  const runId = randomBytes(4).toString('hex');
  const handed: string[] = [];
  return {
    next(): string {
      const prefix = `${name}-${runId}-${handed.length}`;
      handed.push(prefix);
      return prefix;
    },
    async dropAll(): Promise<void> {
      const client = new Redis(REDIS_URL);
      try {
        for (const prefix of handed.splice(0)) {
          let cursor = '0';
          do {
            const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
            if (keys.length > 0) await client.del(...keys);
            cursor = next;
          } while (cursor !== '0');
        }
      } finally {
        client.disconnect();
      }
    },
  };
}
