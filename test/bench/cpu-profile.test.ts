import { describe, expect, it } from 'vitest';
import { packageOf, summarizeProfile, type CpuProfile } from '../../bench/lib/cpu-profile.js';

const frame = (id: number, functionName: string, url: string, children: number[] = []) => ({ id, callFrame: { functionName, url, lineNumber: 0 }, children });

describe('CPU profile summary', () => {
  it('names the package a script belongs to', () => {
    expect(packageOf('file:///r/node_modules/@langchain/langgraph/dist/pregel/algo.js')).toBe('@langchain/langgraph');
    expect(packageOf('file:///r/node_modules/langsmith/lib/run_trees.mjs')).toBe('langsmith');
    expect(packageOf('file:///r/node_modules/better-sqlite3/lib/methods/transaction.js')).toBe('sqlite (better-sqlite3)');
    expect(packageOf('file:///r/src/graph/build.ts')).toBe('ours (src/)');
    expect(packageOf('node:internal/util')).toBe('node (runtime)');
  });

  it('charges native SQLite calls to SQLite, other natives to their caller, and leaves out the profiler itself', () => {
    const p: CpuProfile = {
      nodes: [
        frame(1, '(root)', '', [2, 5]),
        frame(2, 'put', 'file:///r/node_modules/@langchain/langgraph-checkpoint-sqlite/dist/index.js', [3, 4]),
        frame(3, 'run', ''),
        frame(4, 'stringify', ''),
        frame(5, 'post', 'node:inspector', [6]),
        frame(6, 'dispatch', ''),
      ],
      samples: [3, 3, 4, 4, 2, 6],
      timeDeltas: [1000, 1000, 1000, 1000, 1000, 5000],
      startTime: 0,
      endTime: 9000,
    };
    const s = summarizeProfile(p);
    expect(s.total_ms).toBe(5);
    expect(s.packages).toEqual([
      { pkg: '@langchain/langgraph-checkpoint-sqlite', ms: 3, share: 60 },
      { pkg: 'sqlite (native statements)', ms: 2, share: 40 },
    ]);
    expect(s.functions[0]).toMatchObject({ name: 'run', where: 'native, called from @langchain/langgraph-checkpoint-sqlite', share: 40 });
  });
});
