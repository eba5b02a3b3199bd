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

/** better-sqlite3's native statement and database methods: their self time is SQLite's own work. */
const SQLITE_NATIVE = new Set(['run', 'all', 'get', 'iterate', 'exec', 'prepare', 'pragma']);

/**
 * Self time per function and per package. A frame without a script is charged to SQLite when it is one of
 * better-sqlite3's statement methods called from JavaScript outside Node's runtime, and otherwise (a builtin such as
 * JSON.stringify) to the package of its nearest caller that has a script, so checkpoint serialisation shows up where
 * it is paid for. Samples inside the profiler's own `inspector.post` (starting and stopping) are left out.
 */
export function summarizeProfile(p: CpuProfile, top = 25): { total_ms: number; packages: { pkg: string; ms: number; share: number }[]; functions: SelfTime[] } {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<number, number>();
  p.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (p.timeDeltas[i] ?? 0) / 1000));
  const callerPackage = (id: number): string => {
    for (let at = parent.get(id); at !== undefined; at = parent.get(at)) {
      const node = byId.get(at) as ProfileNode;
      const pkg = packageOf(node.callFrame.url, node.callFrame.functionName);
      if (pkg !== '') return pkg;
    }
    return 'native';
  };
  const insideProfiler = (id: number): boolean => {
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) if ((byId.get(at) as ProfileNode).callFrame.url === 'node:inspector') return true;
    return false;
  };
  const packages = new Map<string, number>();
  const functions = new Map<string, SelfTime>();
  let total = 0;
  for (const [id, ms] of self) {
    if (insideProfiler(id)) continue;
    total += ms;
    const { functionName, url, lineNumber } = (byId.get(id) as ProfileNode).callFrame;
    const own = packageOf(url, functionName);
    const caller = own === '' ? callerPackage(id) : own;
    const pkg = own !== '' ? own : SQLITE_NATIVE.has(functionName) && caller !== 'node (runtime)' ? 'sqlite (native statements)' : caller;
    packages.set(pkg, (packages.get(pkg) ?? 0) + ms);
    const name = functionName || '(anonymous)';
    const where = url === '' ? `native, called from ${caller}` : `${url.replace(/^file:\/\/.*?\/(node_modules|src|bench)\//, '$1/')}:${lineNumber + 1}`;
    const key = `${name}@${where}`;
    const f = functions.get(key) ?? { name, where, pkg, ms: 0, share: 0 };
    f.ms += ms;
    functions.set(key, f);
  }
  total = total || 1;
  const share = (ms: number) => Math.round((ms / total) * 1000) / 10;
  return {
    total_ms: Math.round(total),
    packages: [...packages].map(([pkg, ms]) => ({ pkg, ms: Math.round(ms), share: share(ms) })).sort((a, b) => b.ms - a.ms),
    functions: [...functions.values()].sort((a, b) => b.ms - a.ms).slice(0, top).map((f) => ({ ...f, ms: Math.round(f.ms * 10) / 10, share: share(f.ms) })),
  };
}
