// Per-thread mutual exclusion behind the Store port's withThreadLock: a keyed mutex in the process (waiters in order,
// re-entrant within one async call chain, a bounded wait), and on PostgreSQL a session advisory lock on a dedicated
// connection on top of it, so that processes sharing the database serialise too and a killed process's lock goes
// with its connection.
import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';
import { ThreadBusyError, type ThreadLockHold, type ThreadLockOptions } from '../../domain/store.port.js';

export const DEFAULT_THREAD_LOCK_WAIT_MS = 30_000;

export interface ThreadLocks {
  run<T>(tenantId: string, threadId: string, work: (hold: ThreadLockHold) => Promise<T>, options?: ThreadLockOptions): Promise<T>;
  close(): Promise<void>;
}

interface Held {
  key: string;
  hold: ThreadLockHold;
}

/** Resolves true when `settled` settles within `ms`, false otherwise. */
function within(settled: Promise<void>, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    void settled.then(() => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** One process's locks: each key is a queue of holders; a holder's own nested calls for its key run at once. */
export class InProcessThreadLocks implements ThreadLocks {
  private readonly tails = new Map<string, Promise<void>>();
  private readonly live = new Map<string, number>();
  private readonly held = new AsyncLocalStorage<Held[]>();

  /** `acquire` may add a second, cross-process step once the process's turn came (see PostgresThreadLocks). */
  constructor(private readonly acquire?: (key: [string, string], waitMs: number) => Promise<{ hold: ThreadLockHold; release: () => Promise<void> } | null>) {}

  async run<T>(tenantId: string, threadId: string, work: (hold: ThreadLockHold) => Promise<T>, options: ThreadLockOptions = {}): Promise<T> {
    const key = `${tenantId.length}:${tenantId}:${threadId}`;
    const mine = this.held.getStore()?.find((h) => h.key === key);
    if (mine) return work(mine.hold);
    const waitMs = Math.max(0, options.waitMs ?? DEFAULT_THREAD_LOCK_WAIT_MS);
    const started = Date.now();
    // Holders and waiters that have not given up: while there are none, the key is free whatever its queue holds.
    const live = this.live.get(key) ?? 0;
    if (live > 0 && waitMs === 0) throw new ThreadBusyError(threadId);
    const previous = live > 0 ? this.tails.get(key) : undefined;
    let leave!: () => void;
    const turn = new Promise<void>((resolve) => { leave = resolve; });
    this.tails.set(key, (previous ?? Promise.resolve()).then(() => turn));
    this.live.set(key, live + 1);
    try {
      if (previous && !(await within(previous, waitMs))) throw new ThreadBusyError(threadId);
      const outer = this.acquire ? await this.acquire([tenantId, threadId], Math.max(0, waitMs - (Date.now() - started))) : { hold: { lost: false }, release: async () => undefined };
      if (!outer) throw new ThreadBusyError(threadId);
      try {
        return await this.held.run([...(this.held.getStore() ?? []), { key, hold: outer.hold }], () => work(outer.hold));
      } finally {
        await outer.release();
      }
    } finally {
      // A waiter that gave up passes its place on at once: whoever queued behind it still waits for the holder.
      leave();
      const left = (this.live.get(key) ?? 1) - 1;
      if (left > 0) this.live.set(key, left);
      else {
        this.live.delete(key);
        this.tails.delete(key);
      }
    }
  }

  async close(): Promise<void> {
    // Nothing to free: holders finish their work and leave.
  }
}

/** PostgreSQL's `lock_not_available`: the advisory lock was not granted within lock_timeout. */
const LOCK_NOT_AVAILABLE = '55P03';

/**
 * Session advisory locks, two-int form `(hashtext(namespace:tenant), hashtext(thread))`, each held on a connection of
 * a small pool of its own (never the store's, so a waiting turn cannot starve the queries of the turn it waits for).
 * `namespace` keeps two installations (schemas) of one database apart.
 */
export class PostgresThreadLocks implements ThreadLocks {
  private readonly local: InProcessThreadLocks;

  constructor(private readonly pool: pg.Pool, namespace: string) {
    this.local = new InProcessThreadLocks(async ([tenantId, threadId], waitMs) => {
      const client = await this.pool.connect();
      const hold = { lost: false };
      // A broken connection has lost its lock: the holder must stop (and pg must not throw it at the process).
      const onError = () => { hold.lost = true; };
      client.on('error', onError);
      const args = [`${namespace}:${tenantId}`, threadId];
      try {
        if (waitMs === 0) {
          const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock(hashtext($1), hashtext($2)) as ok', args);
          if (!rows[0]?.ok) throw new ThreadBusyError(threadId);
        } else {
          await client.query(`select set_config('lock_timeout', $1, false)`, [`${Math.max(1, Math.ceil(waitMs))}ms`]);
          await client.query('select pg_advisory_lock(hashtext($1), hashtext($2))', args);
        }
      } catch (error) {
        client.off('error', onError);
        client.release();
        if ((error as { code?: unknown }).code === LOCK_NOT_AVAILABLE) return null;
        throw error;
      }
      return {
        hold,
        release: async () => {
          try {
            await client.query('select pg_advisory_unlock(hashtext($1), hashtext($2))', args);
            client.off('error', onError);
            client.release();
          } catch (error) {
            // Closing the connection ends its session and with it the lock.
            client.off('error', onError);
            client.release(error instanceof Error ? error : true);
          }
        },
      };
    });
  }

  run<T>(tenantId: string, threadId: string, work: (hold: ThreadLockHold) => Promise<T>, options?: ThreadLockOptions): Promise<T> {
    return this.local.run(tenantId, threadId, work, options);
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
