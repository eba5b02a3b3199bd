// The fields of the work in progress (a request's id, the thread a turn ran on), carried across awaits so log lines
// written deep in the application name the request they belong to, and the request's own line learns the thread.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { LogFields } from '../domain/logger.port.js';

const storage = new AsyncLocalStorage<LogFields>();

/** Runs `work` with `fields` as the current context; code inside may add fields to the same object. */
export function runWithLogContext<T>(fields: LogFields, work: () => T): T {
  return storage.run(fields, work);
}

/** The current context (mutable: a turn records its thread id here), or undefined outside one. */
export function currentLogContext(): LogFields | undefined {
  return storage.getStore();
}
