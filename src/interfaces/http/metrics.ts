// Prometheus metrics for the HTTP API: requests by route and status, turn latency histogram, outcomes and fallback
// counters; the same turns also feed the per-minute series of the console's operations view.
import type { Outcome } from '../../domain/vocabulary.js';
import { OpsSeries } from './ops-series.js';

/** Upper bounds in seconds for the turn latency histogram. */
export const TURN_LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;

const escapeLabel = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
const labels = (pairs: Record<string, string>) => `{${Object.entries(pairs).map(([k, v]) => `${k}="${escapeLabel(v)}"`).join(',')}}`;

/** Methods the API knows; any other is counted as OTHER (a client cannot grow the label set). */
const KNOWN_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);

export type ShedReason = 'overloaded' | 'timeout' | 'rate_limited' | 'client_closed';

export class HttpMetrics {
  private readonly shed = new Map<ShedReason, number>();
  /** Reads the requests in flight when rendering (set by the app). */
  inFlight: () => number = () => 0;
  private readonly requests = new Map<string, { method: string; route: string; status: string; count: number }>();
  private readonly outcomes = new Map<string, { tenant: string; outcome: string; count: number }>();
  private readonly bucketCounts = TURN_LATENCY_BUCKETS.map(() => 0);
  private latencyCount = 0;
  private latencySum = 0;
  private fallbacks = 0;
  /** Per-tenant minute buckets and recent errors for the operations view (wall clock). */
  readonly series = new OpsSeries();

  recordRequest(rawMethod: string, route: string, status: number): void {
    const method = KNOWN_METHODS.has(rawMethod) ? rawMethod : 'OTHER';
    const key = `${method} ${route} ${status}`;
    const entry = this.requests.get(key) ?? { method, route, status: String(status), count: 0 };
    entry.count += 1;
    this.requests.set(key, entry);
  }

  recordShed(reason: ShedReason): void {
    this.shed.set(reason, (this.shed.get(reason) ?? 0) + 1);
  }

  recordTurn(tenantId: string, outcome: Outcome, latencyMs: number, fallbacks = 0): void {
    this.series.recordTurn(tenantId, outcome, latencyMs, fallbacks, new Date());
    this.fallbacks += fallbacks;
    const key = `${tenantId} ${outcome}`;
    const entry = this.outcomes.get(key) ?? { tenant: tenantId, outcome, count: 0 };
    entry.count += 1;
    this.outcomes.set(key, entry);
    const seconds = latencyMs / 1000;
    TURN_LATENCY_BUCKETS.forEach((bound, i) => {
      if (seconds <= bound) this.bucketCounts[i] = (this.bucketCounts[i] ?? 0) + 1;
    });
    this.latencyCount += 1;
    this.latencySum += seconds;
  }

  /** The text exposition format (version 0.0.4); with `tenantId`, outcomes of that tenant only (a tenant's admin key). */
  render(tenantId?: string): string {
    const lines: string[] = [
      '# HELP echopilot_http_requests_total HTTP requests by method, route template and status.',
      '# TYPE echopilot_http_requests_total counter',
    ];
    for (const r of [...this.requests.values()].sort((a, b) => `${a.route}${a.method}${a.status}`.localeCompare(`${b.route}${b.method}${b.status}`))) {
      lines.push(`echopilot_http_requests_total${labels({ method: r.method, route: r.route, status: r.status })} ${r.count}`);
    }
    lines.push(
      '# HELP echopilot_turn_latency_seconds Time to run one conversation turn (message or review) through the graph.',
      '# TYPE echopilot_turn_latency_seconds histogram',
    );
    TURN_LATENCY_BUCKETS.forEach((bound, i) => lines.push(`echopilot_turn_latency_seconds_bucket${labels({ le: String(bound) })} ${this.bucketCounts[i] ?? 0}`));
    lines.push(
      `echopilot_turn_latency_seconds_bucket${labels({ le: '+Inf' })} ${this.latencyCount}`,
      `echopilot_turn_latency_seconds_sum ${this.latencySum}`,
      `echopilot_turn_latency_seconds_count ${this.latencyCount}`,
      '# HELP echopilot_turn_outcomes_total Conversation turns by tenant and outcome.',
      '# TYPE echopilot_turn_outcomes_total counter',
    );
    for (const o of [...this.outcomes.values()].filter((x) => tenantId === undefined || x.tenant === tenantId).sort((a, b) => `${a.tenant}${a.outcome}`.localeCompare(`${b.tenant}${b.outcome}`))) {
      lines.push(`echopilot_turn_outcomes_total${labels({ tenant: o.tenant, outcome: o.outcome })} ${o.count}`);
    }
    lines.push(
      '# HELP echopilot_http_in_flight Requests under /v1 running now.',
      '# TYPE echopilot_http_in_flight gauge',
      `echopilot_http_in_flight ${this.inFlight()}`,
      '# HELP echopilot_http_shed_total Requests refused or cut short to protect the server, by reason (client_closed: the client went away).',
      '# TYPE echopilot_http_shed_total counter',
      '# HELP echopilot_agent_fallbacks_total Agent calls that failed over to the offline agent.',
      '# TYPE echopilot_agent_fallbacks_total counter',
      `echopilot_agent_fallbacks_total ${this.fallbacks}`,
    );
    for (const [reason, count] of [...this.shed.entries()].sort(([a], [b]) => a.localeCompare(b))) lines.push(`echopilot_http_shed_total${labels({ reason })} ${count}`);
    return `${lines.join('\n')}\n`;
  }
}
