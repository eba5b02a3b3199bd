// The checkpointer contract: one suite every LangGraph checkpointer adapter must pass (storage, interrupts, crash-resume).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  Annotation, Command, END, START, StateGraph, interrupt,
  type BaseCheckpointSaver, type Checkpoint, type CheckpointMetadata,
} from '@langchain/langgraph';

export interface CheckpointerHandle {
  saver: BaseCheckpointSaver;
  close(): Promise<void>;
  /** Opens the same storage again through a new connection, as a restarted process would; absent for in-memory storage. */
  reopen?: () => Promise<CheckpointerHandle>;
}

/** Checkpoint ids sort as text in the order they were written (uuid6 in real runs). */
const id = (n: number) => `1f000000-0000-6000-8000-${String(n).padStart(12, '0')}`;

function checkpoint(n: number, values: Record<string, unknown>, versions: Record<string, number>): Checkpoint {
  return { v: 4, id: id(n), ts: `2026-03-10T10:00:0${n}.000Z`, channel_values: values, channel_versions: versions, versions_seen: {} };
}
const meta = (step: number, parent?: string): CheckpointMetadata => ({ source: step < 0 ? 'input' : 'loop', step, parents: parent ? { '': parent } : {} });
const at = (thread: string, checkpointId?: string) => ({ configurable: { thread_id: thread, checkpoint_ns: '', ...(checkpointId ? { checkpoint_id: checkpointId } : {}) } });

const State = Annotation.Root({
  log: Annotation<string[]>({ reducer: (a, b) => [...a, ...b], default: () => [] }),
  amount: Annotation<number>({ reducer: (_a, b) => b, default: () => 0 }),
});

/** A claim in miniature: `propose` records a proposal, `approve` waits for a human amount, `pay` pays it. */
function approvalGraph(saver: BaseCheckpointSaver, runs: Record<string, number>) {
  const count = (node: string) => { runs[node] = (runs[node] ?? 0) + 1; };
  return new StateGraph(State)
    .addNode('propose', () => { count('propose'); return { log: ['proposed'], amount: 500_00 }; })
    .addNode('approve', (s) => { count('approve'); const approved = interrupt<{ amount: number }, number>({ amount: s.amount }); return { log: [`approved ${approved}`], amount: approved }; })
    .addNode('pay', (s) => { count('pay'); return { log: [`paid ${s.amount}`] }; })
    .addEdge(START, 'propose').addEdge('propose', 'approve').addEdge('approve', 'pay').addEdge('pay', END)
    .compile({ checkpointer: saver });
}

/** `refund` moves money, then `reply` dies the first `failures` times it runs (as if the process had crashed there). */
function crashingGraph(saver: BaseCheckpointSaver, runs: Record<string, number>, failures: number) {
  const count = (node: string) => { runs[node] = (runs[node] ?? 0) + 1; return runs[node] ?? 0; };
  return new StateGraph(State)
    .addNode('refund', () => { count('refund'); return { log: ['refunded'], amount: 1_200_00 }; })
    .addNode('reply', () => { if (count('reply') <= failures) throw new Error('reply writer crashed'); return { log: ['replied'] }; })
    .addEdge(START, 'refund').addEdge('refund', 'reply').addEdge('reply', END)
    .compile({ checkpointer: saver });
}

/** Two nodes in one superstep: `ledger` succeeds, `notify` dies once; their parent `start` feeds both. */
function parallelGraph(saver: BaseCheckpointSaver, runs: Record<string, number>) {
  const count = (node: string) => { runs[node] = (runs[node] ?? 0) + 1; return runs[node] ?? 0; };
  return new StateGraph(State)
    .addNode('start', () => { count('start'); return { log: ['start'] }; })
    .addNode('ledger', () => { count('ledger'); return { log: ['ledger'] }; })
    .addNode('notify', () => { if (count('notify') === 1) throw new Error('notifier down'); return { log: ['notify'] }; })
    .addEdge(START, 'start').addEdge('start', 'ledger').addEdge('start', 'notify').addEdge('ledger', END).addEdge('notify', END)
    .compile({ checkpointer: saver });
}

export function checkpointerContract(name: string, open: () => Promise<CheckpointerHandle>): void {
  describe(`checkpointer contract: ${name}`, () => {
    let handle: CheckpointerHandle;
    const extra: CheckpointerHandle[] = [];
    beforeEach(async () => {
      handle = await open();
    });
    afterEach(async () => {
      for (const h of extra.splice(0)) await h.close();
      await handle.close();
    });

    it('returns a stored checkpoint with its values, metadata and config', async () => {
      const cp = checkpoint(1, { amount: 1_299_900, log: ['a', 'b'] }, { amount: 1, log: 1 });
      const saved = await handle.saver.put(at('t-1'), cp, meta(-1), { amount: 1, log: 1 });
      expect(saved.configurable).toMatchObject({ thread_id: 't-1', checkpoint_ns: '', checkpoint_id: id(1) });
      const tuple = await handle.saver.getTuple(at('t-1'));
      expect(tuple?.checkpoint.id).toBe(id(1));
      expect(tuple?.checkpoint.channel_values).toEqual({ amount: 1_299_900, log: ['a', 'b'] });
      expect(tuple?.metadata).toMatchObject({ source: 'input', step: -1 });
      expect(tuple?.config.configurable).toMatchObject({ thread_id: 't-1', checkpoint_id: id(1) });
      expect(await handle.saver.getTuple(at('t-unknown'))).toBeUndefined();
    });

    it('returns the latest checkpoint of a thread, or the one asked for by id', async () => {
      await handle.saver.put(at('t-1'), checkpoint(1, { amount: 1 }, { amount: 1 }), meta(-1), { amount: 1 });
      await handle.saver.put(at('t-1', id(1)), checkpoint(2, { amount: 2 }, { amount: 2 }), meta(0, id(1)), { amount: 2 });
      const latest = await handle.saver.getTuple(at('t-1'));
      expect(latest?.checkpoint.id).toBe(id(2));
      expect(latest?.checkpoint.channel_values).toEqual({ amount: 2 });
      expect(latest?.parentConfig?.configurable).toMatchObject({ thread_id: 't-1', checkpoint_id: id(1) });
      const first = await handle.saver.getTuple(at('t-1', id(1)));
      expect(first?.checkpoint.channel_values).toEqual({ amount: 1 });
    });

    it('lists a thread\'s checkpoints newest first, never another thread\'s, and honours limit and before', async () => {
      await handle.saver.put(at('t-1'), checkpoint(1, {}, {}), meta(-1), {});
      await handle.saver.put(at('t-1', id(1)), checkpoint(2, {}, {}), meta(0, id(1)), {});
      await handle.saver.put(at('t-1', id(2)), checkpoint(3, {}, {}), meta(1, id(2)), {});
      await handle.saver.put(at('t-2'), checkpoint(4, {}, {}), meta(-1), {});
      const ids = async (thread: string, options = {}) => {
        const out: string[] = [];
        for await (const tuple of handle.saver.list(at(thread), options)) out.push(tuple.checkpoint.id);
        return out;
      };
      expect(await ids('t-1')).toEqual([id(3), id(2), id(1)]);
      expect(await ids('t-2')).toEqual([id(4)]);
      expect(await ids('t-1', { limit: 2 })).toEqual([id(3), id(2)]);
      expect(await ids('t-1', { before: at('t-1', id(3)) })).toEqual([id(2), id(1)]);
      expect(await ids('t-none')).toEqual([]);
    });

    it('keeps pending writes with their checkpoint, by task', async () => {
      const saved = await handle.saver.put(at('t-1'), checkpoint(1, {}, {}), meta(-1), {});
      await handle.saver.putWrites(saved, [['log', ['ledger']], ['amount', 7]], 'task-a');
      await handle.saver.putWrites(saved, [['log', ['notify']]], 'task-b');
      const tuple = await handle.saver.getTuple(at('t-1'));
      expect(tuple?.pendingWrites).toHaveLength(3);
      expect(tuple?.pendingWrites).toEqual(expect.arrayContaining([['task-a', 'log', ['ledger']], ['task-a', 'amount', 7], ['task-b', 'log', ['notify']]]));
      await handle.saver.put(at('t-2'), checkpoint(2, {}, {}), meta(-1), {});
      expect((await handle.saver.getTuple(at('t-2')))?.pendingWrites ?? []).toEqual([]);
    });

    it('pauses a graph at interrupt() and resumes it with the human answer, running earlier nodes once', async () => {
      const runs: Record<string, number> = {};
      const graph = approvalGraph(handle.saver, runs);
      const config = { configurable: { thread_id: 'claim-1' } };
      const paused = await graph.invoke({ log: ['start'] }, config);
      expect(paused.log).toEqual(['start', 'proposed']);
      const state = await graph.getState(config);
      expect(state.next).toEqual(['approve']);
      expect(state.tasks[0]?.interrupts[0]?.value).toEqual({ amount: 500_00 });
      const done = await graph.invoke(new Command({ resume: 450_00 }), config);
      expect(done.log).toEqual(['start', 'proposed', 'approved 45000', 'paid 45000']);
      expect(runs).toEqual({ propose: 1, approve: 2, pay: 1 });
      expect((await graph.getState(config)).next).toEqual([]);
    });

    it('finishes a run that crashed mid-graph when invoked again with null, without re-running the node before the crash', async () => {
      const runs: Record<string, number> = {};
      const graph = crashingGraph(handle.saver, runs, 1);
      const config = { configurable: { thread_id: 'claim-2' } };
      await expect(graph.invoke({ log: [] }, config)).rejects.toThrow('reply writer crashed');
      expect((await graph.getState(config)).next).toEqual(['reply']);
      const done = await graph.invoke(null, config);
      expect(done).toEqual({ log: ['refunded', 'replied'], amount: 1_200_00 });
      expect(runs).toEqual({ refund: 1, reply: 2 });
    });

    it('keeps the work of a parallel node that finished when its sibling in the same step crashed', async () => {
      const runs: Record<string, number> = {};
      const graph = parallelGraph(handle.saver, runs);
      const config = { configurable: { thread_id: 'claim-3' } };
      await expect(graph.invoke({ log: [] }, config)).rejects.toThrow('notifier down');
      const done = await graph.invoke(null, config);
      expect([...done.log].sort()).toEqual(['ledger', 'notify', 'start']);
      expect(runs).toEqual({ start: 1, ledger: 1, notify: 2 });
    });

    it('resumes an interrupted graph and a crashed one after a restart, from a new connection', async (context) => {
      if (!handle.reopen) return context.skip('in-memory storage does not survive a restart');
      const runs: Record<string, number> = {};
      const paused = { configurable: { thread_id: 'claim-4' } };
      const crashed = { configurable: { thread_id: 'claim-5' } };
      await approvalGraph(handle.saver, runs).invoke({ log: [] }, paused);
      await expect(crashingGraph(handle.saver, runs, 1).invoke({ log: [] }, crashed)).rejects.toThrow();
      await handle.close();
      const restarted = await handle.reopen();
      handle = { ...restarted, close: async () => undefined };
      extra.push(restarted);
      expect((await approvalGraph(restarted.saver, runs).invoke(new Command({ resume: 300_00 }), paused)).log).toEqual(['proposed', 'approved 30000', 'paid 30000']);
      expect((await crashingGraph(restarted.saver, runs, 0).invoke(null, crashed)).log).toEqual(['refunded', 'replied']);
      expect(runs).toEqual({ propose: 1, approve: 2, pay: 1, refund: 1, reply: 2 });
    });
  });
}
