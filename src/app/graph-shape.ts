// The compiled claim graph's nodes and edges as plain data (what LangGraph draws), computed once per graph.
import type { ClaimGraph } from '../graph/build.js';

export interface GraphShape {
  nodes: { id: string }[];
  edges: { source: string; target: string; conditional: boolean }[];
}

const drawn = new WeakMap<ClaimGraph, Promise<GraphShape>>();

export function graphShape(graph: ClaimGraph): Promise<GraphShape> {
  let cached = drawn.get(graph);
  if (!cached) {
    cached = graph.getGraphAsync().then((g) => ({
      nodes: Object.keys(g.nodes).map((id) => ({ id })),
      edges: g.edges.map((e) => ({ source: e.source, target: e.target, conditional: Boolean(e.conditional) })),
    }));
    drawn.set(graph, cached);
  }
  return cached;
}
