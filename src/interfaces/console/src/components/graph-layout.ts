// Lays the compiled graph out in layers, top to bottom: each node's layer is its longest distance from __start__
// over forward edges; edges that point back up (loops such as tools → verify) are drawn as curves on the side.
import type { GraphShape } from '../api/api-types';

export interface PlacedNode { id: string; x: number; y: number }
export interface PlacedEdge { source: string; target: string; conditional: boolean; back: boolean; path: string }
export interface Layout { width: number; height: number; nodes: PlacedNode[]; edges: PlacedEdge[] }

export const NODE_W = 96;
export const NODE_H = 30;
const GAP_X = 28;
const GAP_Y = 34;
const MARGIN = 24;

/** Edges that close a cycle, found by depth-first search from __start__. */
function backEdges(graph: GraphShape): Set<string> {
  const out = new Map<string, string[]>();
  for (const e of graph.edges) out.set(e.source, [...(out.get(e.source) ?? []), e.target]);
  const state = new Map<string, 'open' | 'done'>();
  const back = new Set<string>();
  const visit = (node: string) => {
    state.set(node, 'open');
    for (const next of out.get(node) ?? []) {
      if (state.get(next) === 'open') back.add(`${node}>${next}`);
      else if (!state.has(next)) visit(next);
    }
    state.set(node, 'done');
  };
  visit('__start__');
  for (const n of graph.nodes) if (!state.has(n.id)) visit(n.id);
  return back;
}

export function layoutGraph(graph: GraphShape): Layout {
  const back = backEdges(graph);
  const forward = graph.edges.filter((e) => !back.has(`${e.source}>${e.target}`));
  const layer = new Map<string, number>(graph.nodes.map((n) => [n.id, 0]));
  // Longest path on the acyclic part: relax as many times as there are nodes.
  for (let i = 0; i < graph.nodes.length; i++) {
    for (const e of forward) layer.set(e.target, Math.max(layer.get(e.target) ?? 0, (layer.get(e.source) ?? 0) + 1));
  }
  // __end__ sits alone below everything.
  const deepest = Math.max(0, ...[...layer.entries()].filter(([id]) => id !== '__end__').map(([, l]) => l));
  if (layer.has('__end__')) layer.set('__end__', deepest + 1);
  const rows = new Map<number, string[]>();
  for (const n of graph.nodes) rows.set(layer.get(n.id) ?? 0, [...(rows.get(layer.get(n.id) ?? 0) ?? []), n.id]);
  const widest = Math.max(1, ...[...rows.values()].map((r) => r.length));
  const width = MARGIN * 2 + widest * NODE_W + (widest - 1) * GAP_X + 60;
  const nodes: PlacedNode[] = [];
  for (const [row, ids] of [...rows.entries()].sort((a, b) => a[0] - b[0])) {
    const rowWidth = ids.length * NODE_W + (ids.length - 1) * GAP_X;
    ids.forEach((id, i) => nodes.push({ id, x: (width - 60 - rowWidth) / 2 + i * (NODE_W + GAP_X), y: MARGIN + row * (NODE_H + GAP_Y) }));
  }
  const at = new Map(nodes.map((n) => [n.id, n]));
  const edges: PlacedEdge[] = graph.edges.flatMap((e) => {
    const a = at.get(e.source);
    const b = at.get(e.target);
    if (!a || !b) return [];
    const isBack = back.has(`${e.source}>${e.target}`);
    let path: string;
    if (isBack) {
      // Out of the source's right side, round, and into the target's right side.
      const x1 = a.x + NODE_W;
      const y1 = a.y + NODE_H / 2;
      const x2 = b.x + NODE_W;
      const y2 = b.y + NODE_H / 2;
      const bulge = Math.max(x1, x2) + 40;
      path = `M${x1},${y1} C${bulge},${y1} ${bulge},${y2} ${x2 + 6},${y2}`;
    } else {
      path = `M${a.x + NODE_W / 2},${a.y + NODE_H} L${b.x + NODE_W / 2},${b.y - 6}`;
    }
    return [{ source: e.source, target: e.target, conditional: e.conditional, back: isBack, path }];
  });
  const height = MARGIN * 2 + (deepest + 2) * (NODE_H + GAP_Y) - GAP_Y;
  return { width, height, nodes, edges };
}

/** The edges a path walked: consecutive pairs, from __start__, and to __end__ when the turn finished. */
export function walkedEdges(path: readonly string[], finished: boolean): Set<string> {
  const full = ['__start__', ...path, ...(finished ? ['__end__'] : [])];
  const walked = new Set<string>();
  for (let i = 1; i < full.length; i++) walked.add(`${full[i - 1]}>${full[i]}`);
  return walked;
}
