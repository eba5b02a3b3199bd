// Node-by-node progress without touching the conversation service: a graph whose `invoke` runs `stream()` with
// 'updates' and 'values' modes, reports each finished node to the listener of the current request, and returns
// exactly what `invoke` would (the last values, plus `__interrupt__` when the run paused).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ClaimGraph } from '../../graph/build.js';

export interface NodeUpdate {
  node: string;
  /** The node's own log entries for this step (may hold internal reasoning: staff only). */
  log: { node: string; summary: unknown; ms?: number }[];
}

export type NodeListener = (update: NodeUpdate) => void;

const INTERRUPT = '__interrupt__';
const listeners = new AsyncLocalStorage<NodeListener>();

/** Runs `work` with `listener` receiving the node updates of every graph run started inside it. */
export function withNodeListener<T>(listener: NodeListener, work: () => Promise<T>): Promise<T> {
  return listeners.run(listener, work);
}

/** The entries of a `nodeLog` update: a list, or an `Overwrite` wrapping one. */
function logEntries(value: unknown): NodeUpdate['log'] {
  const list = Array.isArray(value) ? value : (value as { value?: unknown } | null)?.value;
  if (!Array.isArray(list)) return [];
  return list.filter((e): e is NodeUpdate['log'][number] => typeof e === 'object' && e !== null && typeof (e as { node?: unknown }).node === 'string');
}

type InvokeInput = Parameters<ClaimGraph['invoke']>[0];
type InvokeConfig = Parameters<ClaimGraph['invoke']>[1];

/** Wraps a compiled graph; every other member (getState, …) is the original's. */
export function streamingGraph(graph: ClaimGraph): ClaimGraph {
  const invoke = async (input: InvokeInput, config?: InvokeConfig): Promise<unknown> => {
    const listener = listeners.getStore();
    if (!listener) return graph.invoke(input, config);
    const stream = await graph.stream(input, { ...config, streamMode: ['updates', 'values'] as const });
    let latest: Record<string, unknown> | undefined;
    const interrupts: unknown[] = [];
    for await (const chunk of stream as AsyncIterable<[string, Record<string, unknown>]>) {
      const [mode, payload] = chunk;
      if (mode === 'values') {
        if (INTERRUPT in payload) interrupts.push(...(payload[INTERRUPT] as unknown[]));
        else latest = payload;
        continue;
      }
      for (const [node, update] of Object.entries(payload)) {
        if (node === INTERRUPT) continue;
        listener({ node, log: logEntries((update as { nodeLog?: unknown } | null)?.nodeLog) });
      }
    }
    if (interrupts.length > 0) return latest === undefined ? { [INTERRUPT]: interrupts } : { ...latest, [INTERRUPT]: interrupts };
    return latest;
  };
  return new Proxy(graph, {
    get(target, property) {
      if (property === 'invoke') return invoke;
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
