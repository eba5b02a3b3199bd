// Where a thread's run stands, read from its latest checkpoint: at rest, paused at an interrupt, or stopped part-way.
// LangGraph's `snapshot.next` leaves out the tasks whose writes were already saved, so a process that died after a
// node's writes and before the next checkpoint leaves `next` empty although the graph has more to run; the snapshot's
// `tasks` (every task due from that checkpoint, with or without saved writes) is what tells.

/** The parts of a LangGraph state snapshot this reads. */
export interface RunSnapshot {
  tasks: readonly { interrupts?: readonly unknown[] }[];
}

export type RunState = 'at_rest' | 'paused' | 'stopped';

export function runStateOf(snapshot: RunSnapshot): RunState {
  if (snapshot.tasks.length === 0) return 'at_rest';
  return snapshot.tasks.some((t) => (t.interrupts ?? []).length > 0) ? 'paused' : 'stopped';
}
