// EchoPilot's untraced runs carry their config in LangChain's AsyncLocalStorage without a LangSmith RunTree; other
// runs keep the library's own behaviour, and a run in either case reads its config, pauses and resumes the same way.
import { describe, expect, it } from 'vitest';
import { RunTree, isRunTree } from 'langsmith/run_trees';
import { AsyncLocalStorageProviderSingleton } from '@langchain/core/singletons';
import { Annotation, Command, END, MemorySaver, START, StateGraph, getConfig, interrupt } from '@langchain/langgraph';
import { coreMakesIdleRunTrees, skipIdleRunTrees, type RunConfig } from '../../src/adapters/tracing/idle-run-trees.js';

const OURS: Record<string, unknown> = { turn: 'ours' };
const isOurs = (config: RunConfig | undefined) => config?.context === OURS;

const State = Annotation.Root({ seen: Annotation<string[]>({ reducer: (a, b) => [...a, ...b], default: () => [] }) });

/** A node reports what the store holds and what config it reads; the next one pauses for an answer. */
function graph() {
  return new StateGraph(State)
    .addNode('look', () => {
      const store = AsyncLocalStorageProviderSingleton.getInstance().getStore();
      const config = getConfig() as RunConfig;
      return { seen: [`runTree:${isRunTree(store)}`, `thread:${String(config.configurable?.thread_id)}`, `context:${config.context === OURS ? 'ours' : 'other'}`] };
    })
    .addNode('ask', () => ({ seen: [`answer:${String(interrupt('which one?'))}`] }))
    .addEdge(START, 'look').addEdge('look', 'ask').addEdge('ask', END)
    .compile({ checkpointer: new MemorySaver() });
}

async function run(context: Record<string, unknown>, thread: string): Promise<string[]> {
  const g = graph();
  const config = { configurable: { thread_id: thread }, context };
  await g.invoke({ seen: [] }, config);
  const done = await g.invoke(new Command({ resume: 'the second' }), config);
  return done.seen;
}

describe('runs without idle RunTrees', () => {
  it('applies to the @langchain/core installed (it still makes a RunTree per runnable with tracing off)', () => {
    expect(coreMakesIdleRunTrees()).toBe(true);
  });

  it('keeps the config, the pause and the resume of a picked run, without a RunTree; other runs keep theirs', async () => {
    expect(skipIdleRunTrees(isOurs)).toBe(true);
    expect(await run(OURS, 'ours-1')).toEqual(['runTree:false', 'thread:ours-1', 'context:ours', 'answer:the second']);
    expect(await run({ turn: 'someone else' }, 'other-1')).toEqual(['runTree:true', 'thread:other-1', 'context:other', 'answer:the second']);
  });

  it('leaves a run observed by a LangChain tracer to the library', async () => {
    skipIdleRunTrees(isOurs);
    const g = new StateGraph(State)
      .addNode('look', () => ({ seen: [`runTree:${isRunTree(AsyncLocalStorageProviderSingleton.getInstance().getStore())}`] }))
      .addEdge(START, 'look').addEdge('look', END)
      .compile();
    // A handler named like LangSmith's tracer: the library asks it for the RunTree of the run it observes.
    const tracer = {
      name: 'langchain_tracer', ignoreChain: true, ignoreLLM: true, ignoreAgent: true, ignoreRetriever: true, ignoreCustomEvent: true, awaitHandlers: false, raiseError: false,
      copy() { return this; },
      getRunTreeWithTracingConfig: () => new RunTree({ name: 'traced', tracingEnabled: false }),
    };
    const done = await g.invoke({ seen: [] }, { context: OURS, callbacks: [tracer as never] } as never);
    expect(done.seen).toEqual(['runTree:true']);
  });
});
