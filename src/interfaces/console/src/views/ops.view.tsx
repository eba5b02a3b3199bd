// Operations (admin): the server's own per-minute series for this tenant — messages, outcomes, latency, fallbacks
// and errors over the last 30 minutes — and the most recent errors. Refreshes every 5 seconds.
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/api-client';
import type { OpsMetrics } from '../api/api-types';
import { Lines, StackedBars } from '../components/charts';
import { ErrorNote, Loading } from '../components/status';
import { dateTime, label } from '../format';
import { useSession } from '../session';

const OUTCOMES = ['answered', 'resolved', 'needs_approval', 'clarification', 'rejected', 'escalated', 'logged'] as const;
const WINDOW_MINUTES = 30;

export function OperationsView() {
  const { key } = useSession();
  const metrics = useQuery({ queryKey: ['ops-metrics'], queryFn: () => apiRequest<OpsMetrics>(key, 'GET', '/v1/ops/metrics'), refetchInterval: 5_000 });
  if (metrics.isPending) return <Loading what="metrics" />;
  if (metrics.isError) return <ErrorNote error={metrics.error} title="Could not load the metrics" />;
  const points = metrics.data.points.slice(-WINDOW_MINUTES);
  const labels = points.map((p) => new Date(p.at).toLocaleTimeString('en-IN', { hour: '2-digit', minute: '2-digit' }));
  const sum = (f: (p: (typeof points)[number]) => number) => points.reduce((n, p) => n + f(p), 0);
  const messages = sum((p) => p.messages);
  const outcomes = OUTCOMES.map((o) => ({ name: label(o), className: `o-${o}`, values: points.map((p) => p.outcomes[o] ?? 0) }));
  const latencies = points.map((p) => p.latency_ms_max).filter((v): v is number => v !== null);
  return (
    <section aria-labelledby="ops-title">
      <h1 id="ops-title">Operations</h1>
      <p className="muted">Tenant {metrics.data.tenant}, last {points.length} minutes, from this server's memory (a restart starts afresh).</p>
      <dl className="facts tiles">
        <div><dt>Messages</dt><dd>{messages}</dd></div>
        <div><dt>Fallbacks</dt><dd>{sum((p) => p.fallbacks)}</dd></div>
        <div><dt>Errors</dt><dd>{sum((p) => p.errors)}</dd></div>
        <div><dt>Slowest turn</dt><dd>{latencies.length ? `${Math.round(Math.max(...latencies))} ms` : '—'}</dd></div>
      </dl>
      <div className="charts">
        <StackedBars title="Messages per minute" labels={labels} series={[{ name: 'messages', className: 'c-messages', values: points.map((p) => p.messages) }]} summary={`${messages} messages in ${points.length} minutes`} />
        <StackedBars title="Outcomes per minute" labels={labels} series={outcomes} summary={outcomes.map((o) => `${o.name} ${o.values.reduce((n, v) => n + v, 0)}`).join(', ')} />
        <Lines title="Turn latency" unit="ms" labels={labels} series={[
          { name: 'average', className: 'c-avg', values: points.map((p) => p.latency_ms_avg) },
          { name: 'slowest', className: 'c-max', values: points.map((p) => p.latency_ms_max) },
        ]} summary={latencies.length ? `slowest ${Math.round(Math.max(...latencies))} ms` : 'no turns yet'} />
        <StackedBars title="Fallbacks and errors per minute" labels={labels} series={[
          { name: 'fallbacks', className: 'c-fallbacks', values: points.map((p) => p.fallbacks) },
          { name: 'errors', className: 'c-errors', values: points.map((p) => p.errors) },
        ]} summary={`${sum((p) => p.fallbacks)} fallbacks, ${sum((p) => p.errors)} errors`} />
      </div>
      <h2>Recent errors</h2>
      {metrics.data.recent_errors.length === 0 ? <p>No server error since the server started.</p> : (
        <div className="table-wrap" tabIndex={0} role="region" aria-label="Recent errors">
          <table>
            <thead><tr><th scope="col">When</th><th scope="col">Route</th><th scope="col">Status</th><th scope="col">Code</th><th scope="col">Message</th></tr></thead>
            <tbody>{metrics.data.recent_errors.map((e, i) => <tr key={i}><td>{dateTime(e.at)}</td><td>{e.route}</td><td>{e.status}</td><td>{e.code}</td><td>{e.message}</td></tr>)}</tbody>
          </table>
        </div>
      )}
    </section>
  );
}
