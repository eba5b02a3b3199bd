// CPU profile of a block of work through node:inspector (no external profiler), written as a .cpuprofile that Chrome
// DevTools or VS Code open, and summarised as self time per function and per package: ours (src/), each
// node_modules package (@langchain/langgraph, @langchain/core, langsmith, …), SQLite (better-sqlite3, kysely), Node's
// own modules, and V8's (garbage collector), (program) and (idle).
import { Session } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

export async function profile<T>(work: () => Promise<T>, intervalUs = 200): Promise<{ result: T; profile: CpuProfile }> {
  const session = new Session();
  session.connect();
  try {
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: intervalUs });
    await session.post('Profiler.start');
    const result = await work();
    const { profile: p } = await session.post('Profiler.stop');
    return { result, profile: p as unknown as CpuProfile };
  } finally {
    session.disconnect();
  }
}

export function writeProfile(file: string, p: CpuProfile): void {
  writeFileSync(file, JSON.stringify(p));
}

const SQLITE = new Set(['better-sqlite3', 'kysely', 'sqlite-vec']);

/** The package a script URL belongs to ('' for frames without a script: native code and V8 builtins). */
export function packageOf(url: string, functionName = ''): string {
  if (url === '') return /^\((garbage collector|program|idle|root)\)$/.test(functionName) ? functionName : '';
  const path = decodeURIComponent(url.replace(/^file:\/\//, ''));
  const nm = path.lastIndexOf('/node_modules/');
  if (nm >= 0) {
    const parts = path.slice(nm + '/node_modules/'.length).split('/');
    const name = parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1] ?? ''}` : (parts[0] ?? '');
    return SQLITE.has(name) ? `sqlite (${name})` : name;
  }
  if (path.startsWith('node:') || !path.startsWith('/')) return 'node (runtime)';
  if (path.includes('/src/')) return 'ours (src/)';
  if (path.includes('/bench/')) return 'bench harness';
  return 'other';
}

export interface SelfTime {
  name: string;
  where: string;
  pkg: string;
  ms: number;
  share: number;
}

/**
 * Self time per function and per package. A frame without a script (a native binding such as better-sqlite3's
 * `run`, or a builtin such as JSON.stringify) is charged to the package of its nearest caller that has one, so
 * "SQLite" and "checkpoint serialisation" show up where they are paid for.
 */
export function summarizeProfile(p: CpuProfile, top = 25): { total_ms: number; packages: { pkg: string; ms: number; share: number }[]; functions: SelfTime[] } {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<number, number>();
  p.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (p.timeDeltas[i] ?? 0) / 1000));
  const attributed = (id: number): string => {
    let at: number | undefined = id;
    while (at !== undefined) {
      const node = byId.get(at) as ProfileNode;
      const pkg = packageOf(node.callFrame.url, node.callFrame.functionName);
      if (pkg !== '') return pkg;
      at = parent.get(at);
    }
    return 'native';
  };
  const total = [...self.values()].reduce((a, b) => a + b, 0) || 1;
  const packages = new Map<string, number>();
  const functions = new Map<string, SelfTime>();
  for (const [id, ms] of self) {
    const node = byId.get(id) as ProfileNode;
    const pkg = attributed(id);
    packages.set(pkg, (packages.get(pkg) ?? 0) + ms);
    const { functionName, url, lineNumber } = node.callFrame;
    const name = functionName || '(anonymous)';
    const where = url === '' ? `native, called from ${pkg}` : `${url.replace(/^file:\/\/.*?\/(node_modules|src|bench)\//, '$1/')}:${lineNumber + 1}`;
    const key = `${name}@${where}`;
    const f = functions.get(key) ?? { name, where, pkg, ms: 0, share: 0 };
    f.ms += ms;
    functions.set(key, f);
  }
  const share = (ms: number) => Math.round((ms / total) * 1000) / 10;
  return {
    total_ms: Math.round(total),
    packages: [...packages].map(([pkg, ms]) => ({ pkg, ms: Math.round(ms), share: share(ms) })).sort((a, b) => b.ms - a.ms),
    functions: [...functions.values()].sort((a, b) => b.ms - a.ms).slice(0, top).map((f) => ({ ...f, ms: Math.round(f.ms * 10) / 10, share: share(f.ms) })),
  };
}
