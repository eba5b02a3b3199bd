// Lays the compiled graph out in layers, top to bottom. The longest simple path from __start__ to __end__ is the
// spine (one node per layer); the other nodes go one layer below their deepest predecessor. Edges that point back up
// (loops such as tools → verify) curve on the right, edges that skip layers curve on the left.
import type { GraphShape } from '../api/api-types';

export interface PlacedNode { id: string; x: number; y: number }
export interface PlacedEdge { source: string; target: string; conditional: boolean; back: boolean; path: string }
export interface Layout { width: number; height: number; nodes: PlacedNode[]; edges: PlacedEdge[] }

export const NODE_W = 96;
export const NODE_H = 30;
const GAP_X = 28;
const GAP_Y = 34;
const MARGIN = 24;
const SIDE = 70;
/** Bounds the search for the spine on a large graph (the claim graph needs a few hundred steps). */
const MAX_STEPS = 50_000;

/** The longest simple path from __start__ to __end__ (depth-first over simple paths, bounded). */
function spine(graph: GraphShape): string[] {
  const out = new Map<string, string[]>();
  for (const e of graph.edges) out.set(e.source, [...(out.get(e.source) ?? []), e.target]);
  let best: string[] = [];
  let steps = 0;
  const path: string[] = [];
  const onPath = new Set<string>();
  const walk = (node: string) => {
    if (++steps > MAX_STEPS) return;
    path.push(node);
    onPath.add(node);
    if (node === '__end__') {
      if (path.length > best.length) best = [...path];
    } else {
      for (const next of out.get(node) ?? []) if (!onPath.has(next)) walk(next);
    }
    path.pop();
    onPath.delete(node);
  };
  walk('__start__');
  return best.length > 0 ? best : ['__start__'];
}

export function layoutGraph(graph: GraphShape): Layout {
  const main = spine(graph);
  const layer = new Map<string, number>(main.map((id, i) => [id, i]));
  for (let round = 0; round < graph.nodes.length; round++) {
    for (const e of graph.edges) {
      if (main.includes(e.target) || !layer.has(e.source)) continue;
      layer.set(e.target, Math.max(layer.get(e.target) ?? 0, (layer.get(e.source) ?? 0) + 1));
    }
  }
  for (const n of graph.nodes) if (!layer.has(n.id)) layer.set(n.id, 0);
  // __end__ sits alone below everything.
  const deepest = Math.max(0, ...[...layer.entries()].filter(([id]) => id !== '__end__').map(([, l]) => l));
  if (layer.has('__end__')) layer.set('__end__', deepest + 1);
  const rows = new Map<number, string[]>();
  // The spine's node first in its row, so the spine stays in one column.
  const ordered = [...graph.nodes].sort((a, b) => Number(!main.includes(a.id)) - Number(!main.includes(b.id)));
  for (const n of ordered) rows.set(layer.get(n.id) ?? 0, [...(rows.get(layer.get(n.id) ?? 0) ?? []), n.id]);
  const widest = Math.max(1, ...[...rows.values()].map((r) => r.length));
  const width = SIDE * 2 + widest * NODE_W + (widest - 1) * GAP_X;
  const nodes: PlacedNode[] = [];
  for (const [row, ids] of rows) {
    ids.forEach((id, i) => nodes.push({ id, x: SIDE + i * (NODE_W + GAP_X), y: MARGIN + row * (NODE_H + GAP_Y) }));
  }
  const at = new Map(nodes.map((n) => [n.id, n]));
  const edges: PlacedEdge[] = graph.edges.flatMap((e) => {
    const a = at.get(e.source);
    const b = at.get(e.target);
    if (!a || !b) return [];
    const la = layer.get(e.source) ?? 0;
    const lb = layer.get(e.target) ?? 0;
    const back = lb <= la;
    let path: string;
    if (back) {
      // Out of the source's right side, round, and into the target's right side.
      const x1 = a.x + NODE_W;
      const y1 = a.y + NODE_H / 2;
      const x2 = b.x + NODE_W;
      const y2 = b.y + NODE_H / 2;
      const bulge = Math.max(x1, x2) + 20 + 8 * (la - lb);
      path = `M${x1},${y1} C${bulge},${y1} ${bulge},${y2} ${x2 + 4},${y2}`;
    } else if (lb - la > 1 && a.x === b.x) {
      // Skips layers in the same column: round the left side instead of through the nodes between.
      const x1 = a.x;
      const y1 = a.y + NODE_H / 2;
      const x2 = b.x;
      const y2 = b.y + NODE_H / 2;
      const bulge = x1 - 16 - 8 * (lb - la);
      path = `M${x1},${y1} C${bulge},${y1} ${bulge},${y2} ${x2 - 4},${y2}`;
    } else {
      path = `M${a.x + NODE_W / 2},${a.y + NODE_H} L${b.x + NODE_W / 2},${b.y - 4}`;
    }
    return [{ source: e.source, target: e.target, conditional: e.conditional, back, path }];
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
