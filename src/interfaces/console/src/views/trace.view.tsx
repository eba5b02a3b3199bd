// Conversation trace (staff): the compiled graph drawn as SVG with the chosen turn's path highlighted, and a timeline
// of that turn's nodes with their times and outputs. Pick a thread from the recent conversations or type its id.
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { apiRequest } from '../api/api-client';
import type { Conversation, Trace, TraceTurn } from '../api/api-types';
import { layoutGraph, NODE_H, NODE_W, walkedEdges } from '../components/graph-layout';
import { Badge, ErrorNote, Loading, outcomeTone } from '../components/status';
import { dateTime, label } from '../format';
import { href } from '../routes';
import { useSession } from '../session';

function GraphPicture({ trace, turn }: { trace: Trace; turn: TraceTurn | null }) {
  const layout = useMemo(() => layoutGraph(trace.graph), [trace.graph]);
  const visited = new Set(turn?.path ?? []);
  const finished = turn !== null && turn.outcome !== null && !['needs_approval', 'clarification'].includes(turn.outcome);
  const walked = turn ? walkedEdges(turn.path, finished) : new Set<string>();
  return (
    <svg className="graph" viewBox={`0 0 ${layout.width} ${layout.height}`} role="img" aria-labelledby="graph-title graph-desc">
      <title id="graph-title">The claim graph</title>
      <desc id="graph-desc">{turn ? `Highlighted path: ${['start', ...turn.path].join(' → ')}.` : 'No turn selected.'}</desc>
      <defs>
        <marker id="arrow" viewBox="0 0 10 10" refX="8" refY="5" markerUnits="userSpaceOnUse" markerWidth="9" markerHeight="9" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" className="arrow" /></marker>
        <marker id="arrow-on" viewBox="0 0 10 10" refX="8" refY="5" markerUnits="userSpaceOnUse" markerWidth="9" markerHeight="9" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" className="arrow on" /></marker>
      </defs>
      {layout.edges.map((e) => {
        const on = walked.has(`${e.source}>${e.target}`);
        return <path key={`${e.source}>${e.target}`} d={e.path} className={`edge${e.conditional ? ' conditional' : ''}${on ? ' on' : ''}`} markerEnd={on ? 'url(#arrow-on)' : 'url(#arrow)'} />;
      })}
      {layout.nodes.map((n) => {
        const on = visited.has(n.id) || (turn !== null && (n.id === '__start__' || (n.id === '__end__' && finished)));
        return (
          <g key={n.id} className={`node${on ? ' on' : ''}`} transform={`translate(${n.x},${n.y})`}>
            <rect width={NODE_W} height={NODE_H} rx={n.id.startsWith('__') ? 15 : 5} />
            <text x={NODE_W / 2} y={NODE_H / 2 + 5} textAnchor="middle">{n.id.replace(/__/g, '')}</text>
          </g>
        );
      })}
    </svg>
  );
}

function Timeline({ turn }: { turn: TraceTurn }) {
  const total = turn.nodes.reduce((n, s) => n + (s.ms ?? 0), 0) || 1;
  return (
    <ol className="timeline">
      {turn.nodes.map((step, i) => (
        <li key={i}>
          <div className="row"><strong>{i + 1}. {step.node}</strong><span>{step.ms === null ? '—' : `${step.ms} ms`}</span></div>
          <div className="bar" aria-hidden="true"><span style={{ width: `${Math.max(1, ((step.ms ?? 0) / total) * 100)}%` }} /></div>
          <details><summary>Output of {step.node}</summary><pre>{JSON.stringify(step.summary, null, 2)}</pre></details>
        </li>
      ))}
    </ol>
  );
}

function ThreadTrace({ threadId }: { threadId: string }) {
  const { key } = useSession();
  const trace = useQuery({ queryKey: ['trace', threadId], queryFn: () => apiRequest<Trace>(key, 'GET', `/v1/conversations/${encodeURIComponent(threadId)}/trace`) });
  const [chosen, setChosen] = useState<number | null>(null);
  if (trace.isPending) return <Loading what="the trace" />;
  if (trace.isError) return <ErrorNote error={trace.error} title="Could not load the trace" />;
  const turns = trace.data.turns.filter((t) => t.path.length > 0);
  const index = chosen ?? turns.length - 1;
  const turn = turns[index] ?? null;
  const others = trace.data.turns.filter((t) => t.path.length === 0);
  return (
    <div className="trace">
      <h2>Thread {threadId}</h2>
      {turns.length === 0 ? <p>No audited turn yet.</p> : (
        <>
          <label htmlFor="trace-turn">Turn</label>
          <select id="trace-turn" value={index} onChange={(e) => setChosen(Number(e.target.value))}>
            {turns.map((t, i) => <option key={i} value={i}>{i + 1}: {dateTime(t.at)} · {t.actor} · {label(t.outcome)}</option>)}
          </select>
        </>
      )}
      <div className="split trace-body">
        <figure className="panel">
          <GraphPicture trace={trace.data} turn={turn} />
          <figcaption>Highlighted: the nodes and edges this turn went through. Dashed edges are conditional.</figcaption>
        </figure>
        <section className="panel" aria-labelledby="timeline-title">
          <h3 id="timeline-title">Timeline {turn ? <Badge tone={outcomeTone(turn.outcome)}>{label(turn.outcome)}</Badge> : null}</h3>
          {turn ? <Timeline turn={turn} /> : null}
          {others.length > 0 ? (
            <>
              <h3>Other events</h3>
              <ul>{others.map((e, i) => <li key={i}>{dateTime(e.at)} · {e.actor} · {label(e.event)}</li>)}</ul>
            </>
          ) : null}
        </section>
      </div>
    </div>
  );
}

export function TraceView({ threadId }: { threadId: string | null }) {
  const { key } = useSession();
  const [typed, setTyped] = useState(threadId ?? '');
  const recent = useQuery({ queryKey: ['conversations', 'all'], queryFn: () => apiRequest<{ items: Conversation[] }>(key, 'GET', '/v1/conversations') });
  const open = (e: FormEvent) => {
    e.preventDefault();
    if (typed.trim()) window.location.hash = href('trace', typed.trim());
  };
  return (
    <section aria-labelledby="trace-title">
      <h1 id="trace-title">Conversation trace</h1>
      <form onSubmit={open} className="inline-form">
        <label htmlFor="trace-thread">Thread id</label>
        <input id="trace-thread" value={typed} onChange={(e) => setTyped(e.target.value)} placeholder="demo-bank:C1001:TKT-…" />
        <button type="submit">Open</button>
      </form>
      {threadId ? <ThreadTrace key={threadId} threadId={threadId} /> : (
        <section aria-labelledby="recent-title" className="panel">
          <h2 id="recent-title">Recent conversations</h2>
          {recent.isPending ? <Loading what="conversations" /> : recent.isError ? <ErrorNote error={recent.error} /> : recent.data.items.length === 0 ? <p>No conversations yet.</p> : (
            <ul className="plain">{recent.data.items.slice(0, 30).map((c) => (
              <li key={c.thread_id}><a href={href('trace', c.thread_id)}>{c.thread_id}</a> <Badge tone={outcomeTone(c.last_outcome)}>{label(c.last_outcome ?? c.status)}</Badge> <span className="muted small">{c.summary}</span></li>
            ))}</ul>
          )}
        </section>
      )}
    </section>
  );
}
