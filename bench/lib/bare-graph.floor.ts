// The framework's floor: a bare LangGraph graph of trivial nodes in a line, with the same number of supersteps as a
// measured turn and the same kind of checkpointer (SQLite file, durability 'sync'). Interleaved with the real turns
// so both see the same machine load.
import { Annotation, END, START, StateGraph } from '@langchain/langgraph';
import { openBareCheckpointer } from './echopilot.adapter.js';

const State = Annotation.Root({ count: Annotation<number>({ reducer: (a, b) => a + b, default: () => 0 }) });
type Compiled = { invoke(input: { count: number }, config: Record<string, unknown>): Promise<unknown> };

export class BareGraphFloor {
  private readonly checkpointer;
  private readonly graphs = new Map<number, Compiled>();
  private thread = 0;

  constructor(file: string) {
    this.checkpointer = openBareCheckpointer(file);
  }

  private graph(steps: number): Compiled {
    const cached = this.graphs.get(steps);
    if (cached) return cached;
    // The builder's node-name generic grows with every addNode; a loop needs the widened type.
    let g = new StateGraph(State) as unknown as StateGraph<typeof State.spec, typeof State.State, typeof State.Update, string>;
    for (let i = 0; i < steps; i += 1) g = g.addNode(`n${i}`, () => ({ count: 1 })) as typeof g;
    g = g.addEdge(START, 'n0') as typeof g;
    for (let i = 1; i < steps; i += 1) g = g.addEdge(`n${i - 1}` as never, `n${i}` as never) as typeof g;
    g = g.addEdge(`n${steps - 1}` as never, END) as typeof g;
    const compiled = g.compile({ checkpointer: this.checkpointer.saver }) as unknown as Compiled;
    this.graphs.set(steps, compiled);
    return compiled;
  }

  /** Runs one turn of `steps` supersteps on a fresh thread; returns its wall time in ms. */
  async run(steps: number): Promise<number> {
    const graph = this.graph(Math.max(1, steps));
    this.thread += 1;
    const started = performance.now();
    await graph.invoke({ count: 1 }, { configurable: { thread_id: `bare-${steps}-${this.thread}` }, durability: 'sync' });
    return performance.now() - started;
  }

  close(): void {
    this.checkpointer.close();
  }
}
