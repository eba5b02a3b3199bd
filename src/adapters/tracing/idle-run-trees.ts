// LangChain core (1.4) runs every runnable of a graph inside its AsyncLocalStorage with a new langsmith RunTree as
// the store, even when no LangSmith tracer is there to read it (a "<runnable_lambda>" with tracing off): a UUIDv7
// from the crypto RNG, environment reads, timestamps and their objects, 70 to 80 times in a claim turn. All that the
// store is read for then is the run's config (and context variables). For the runs `applies` picks that no LangChain
// tracer observes, this puts the config in the store without the RunTree; any other run, a traced one or other
// LangChain code in the process, goes the library's own way. Installed once per process; a core whose
// `runWithConfig` is not the one read here is left alone.
import { CallbackManager } from '@langchain/core/callbacks/manager';
import { AsyncLocalStorageProviderSingleton } from '@langchain/core/singletons';
import type { RunnableConfig } from '@langchain/core/runnables';

/** A run's config as LangGraph passes it on (with the run's `context`). */
export type RunConfig = RunnableConfig & { context?: unknown };

/** The keys core's provider uses in the store (global symbols): the run's config, and context variables. */
const CHILD_CONFIG = Symbol.for('lc:child_config');
const CONTEXT_VARIABLES = Symbol.for('lc:context_variables');
const INSTALLED = Symbol.for('echopilot:idle-run-trees');

type RunWithConfig = (config: RunConfig | undefined, callback: () => unknown, avoidCreatingRootRunTree?: boolean) => unknown;
type Provider = { runWithConfig: RunWithConfig; getInstance(): { getStore(): unknown; run(store: unknown, callback: () => unknown): unknown } } & Record<symbol, unknown>;

/** Is the installed core's runWithConfig the one this replaces (a dummy RunTree unless a tracer has a parent run)? */
export function coreMakesIdleRunTrees(run: unknown = AsyncLocalStorageProviderSingleton.runWithConfig): boolean {
  const source = typeof run === 'function' ? Function.prototype.toString.call(run) : '';
  return source.includes('new RunTree(') && source.includes('<runnable_lambda>') && source.includes('langchain_tracer') && source.includes('tracingEnabled: false');
}

/**
 * Runs that one of the `applies` predicates picks (and that no LangChain tracer observes) carry their config without a
 * RunTree. Pass a function defined once (a module's export): the same predicate is kept once. Returns whether it is on.
 */
export function skipIdleRunTrees(applies: (config: RunConfig | undefined) => boolean): boolean {
  const provider = AsyncLocalStorageProviderSingleton as unknown as Provider;
  const installed = provider[INSTALLED] as Set<(config: RunConfig | undefined) => boolean> | undefined;
  if (installed) {
    installed.add(applies);
    return true;
  }
  if (!coreMakesIdleRunTrees(provider.runWithConfig)) return false;
  const original = provider.runWithConfig.bind(provider);
  const predicates = new Set([applies]);
  const picked = (config: RunConfig | undefined) => {
    for (const predicate of predicates) if (predicate(config)) return true;
    return false;
  };
  provider.runWithConfig = (config, callback, avoidCreatingRootRunTree) => {
    if (!picked(config)) return original(config, callback, avoidCreatingRootRunTree);
    const manager = CallbackManager._configureSync(config?.callbacks, undefined, config?.tags, undefined, config?.metadata);
    if (manager?.handlers.some((handler) => handler?.name === 'langchain_tracer')) return original(config, callback, avoidCreatingRootRunTree);
    const storage = provider.getInstance();
    const previous = storage.getStore() as Record<symbol, unknown> | undefined;
    // What the library's idle RunTree is read for: the run's config, and (tracingEnabled: false) that nested runnables
    // are not traced either.
    let store: Record<string | symbol, unknown> | undefined = avoidCreatingRootRunTree ? undefined : { tracingEnabled: false, extra: { [CHILD_CONFIG]: config } };
    if (previous !== undefined && previous[CONTEXT_VARIABLES] !== undefined) {
      store ??= {};
      store[CONTEXT_VARIABLES] = previous[CONTEXT_VARIABLES];
    }
    return storage.run(store, callback);
  };
  provider[INSTALLED] = predicates;
  return true;
}
