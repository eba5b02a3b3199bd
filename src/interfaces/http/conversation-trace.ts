// A conversation's trace for staff: the compiled graph's nodes and edges and every audited turn of the thread with
// its path and each node's output and time, for the console's trace view.
import type { z } from 'zod';
import type { AuditEntry } from '../../domain/effects.js';
import type { GraphShape } from '../../app/graph-shape.js';
import type { traceSchema } from './schemas.js';

type Trace = z.infer<typeof traceSchema>;

interface TurnDetails {
  outcome?: unknown;
  path?: unknown;
  nodes?: unknown;
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

function nodesOf(value: unknown): Trace['turns'][number]['nodes'] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { node, ms, summary } = entry as { node?: unknown; ms?: unknown; summary?: unknown };
    if (typeof node !== 'string') return [];
    return [{ node, ms: typeof ms === 'number' ? Math.round(ms * 100) / 100 : null, summary: summary ?? null }];
  });
}

export function buildTrace(graph: GraphShape, threadId: string, audit: readonly AuditEntry[]): Trace {
  const turns = [...audit]
    .sort((a, b) => a.at.localeCompare(b.at))
    .map((entry) => {
      const details = (typeof entry.details === 'object' && entry.details !== null ? entry.details : {}) as TurnDetails;
      return {
        at: entry.at, actor: entry.actor, event: entry.event,
        outcome: typeof details.outcome === 'string' ? details.outcome : null,
        path: strings(details.path),
        nodes: nodesOf(details.nodes),
      };
    });
  return { thread_id: threadId, graph, turns };
}
