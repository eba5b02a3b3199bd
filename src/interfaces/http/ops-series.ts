// The operations view's data: per-tenant, per-minute counts of turns, outcomes, latency, fallbacks and server
// errors over the last two hours, and the most recent errors (kept in memory; a restart starts them afresh).

export const BUCKET_SECONDS = 60;
/** Buckets kept per tenant (two hours). */
export const BUCKETS_KEPT = 120;
export const ERRORS_KEPT = 20;

interface Bucket {
  start: number;
  messages: number;
  outcomes: Record<string, number>;
  latencySum: number;
  latencyMax: number;
  fallbacks: number;
  errors: number;
}

export interface RecentError {
  at: string;
  route: string;
  status: number;
  code: string;
  message: string;
}

export interface OpsSnapshot {
  tenant: string;
  bucket_seconds: number;
  points: { at: string; messages: number; outcomes: Record<string, number>; latency_ms_avg: number | null; latency_ms_max: number | null; fallbacks: number; errors: number }[];
  recent_errors: RecentError[];
}

/** How many agent calls in a turn's node log fell back to the offline agent (their trace names `fallbackFrom`). */
export function countFallbacks(nodeLog: readonly { summary?: unknown }[]): number {
  const visit = (value: unknown, depth: number): number => {
    if (depth > 4 || typeof value !== 'object' || value === null) return 0;
    if (Array.isArray(value)) return value.reduce((n: number, v) => n + visit(v, depth + 1), 0);
    const own = typeof (value as { fallbackFrom?: unknown }).fallbackFrom === 'string' ? 1 : 0;
    return own + Object.values(value).reduce((n: number, v) => n + visit(v, depth + 1), 0);
  };
  return nodeLog.reduce((n, entry) => n + visit(entry.summary, 0), 0);
}

export class OpsSeries {
  private readonly buckets = new Map<string, Bucket[]>();
  private readonly errors = new Map<string, RecentError[]>();

  private bucket(tenant: string, at: Date): Bucket {
    const start = Math.floor(at.getTime() / 1000 / BUCKET_SECONDS) * BUCKET_SECONDS * 1000;
    const list = this.buckets.get(tenant) ?? [];
    this.buckets.set(tenant, list);
    let last = list[list.length - 1];
    if (!last || last.start !== start) {
      const existing = list.find((b) => b.start === start);
      if (existing) return existing;
      last = { start, messages: 0, outcomes: {}, latencySum: 0, latencyMax: 0, fallbacks: 0, errors: 0 };
      list.push(last);
      list.sort((a, b) => a.start - b.start);
      if (list.length > BUCKETS_KEPT) list.splice(0, list.length - BUCKETS_KEPT);
    }
    return last;
  }

  recordTurn(tenant: string, outcome: string, latencyMs: number, fallbacks: number, at: Date): void {
    const b = this.bucket(tenant, at);
    b.messages += 1;
    b.outcomes[outcome] = (b.outcomes[outcome] ?? 0) + 1;
    b.latencySum += latencyMs;
    b.latencyMax = Math.max(b.latencyMax, latencyMs);
    b.fallbacks += fallbacks;
  }

  recordError(tenant: string, error: Omit<RecentError, 'at'>, at: Date): void {
    this.bucket(tenant, at).errors += 1;
    const list = this.errors.get(tenant) ?? [];
    list.unshift({ at: at.toISOString(), ...error });
    list.splice(ERRORS_KEPT);
    this.errors.set(tenant, list);
  }

  /** The tenant's buckets from the oldest kept to now, with empty minutes filled in (so charts have a time axis). */
  snapshot(tenant: string, now: Date): OpsSnapshot {
    const list = this.buckets.get(tenant) ?? [];
    const step = BUCKET_SECONDS * 1000;
    const end = Math.floor(now.getTime() / step) * step;
    const first = Math.max(list[0]?.start ?? end, end - (BUCKETS_KEPT - 1) * step);
    const byStart = new Map(list.map((b) => [b.start, b]));
    const points: OpsSnapshot['points'] = [];
    for (let start = Math.min(first, end); start <= end; start += step) {
      const b = byStart.get(start);
      const round = (n: number) => Math.round(n * 100) / 100;
      points.push({
        at: new Date(start).toISOString(),
        messages: b?.messages ?? 0,
        outcomes: { ...(b?.outcomes ?? {}) },
        latency_ms_avg: b && b.messages > 0 ? round(b.latencySum / b.messages) : null,
        latency_ms_max: b && b.messages > 0 ? round(b.latencyMax) : null,
        fallbacks: b?.fallbacks ?? 0,
        errors: b?.errors ?? 0,
      });
    }
    return { tenant, bucket_seconds: BUCKET_SECONDS, points, recent_errors: [...(this.errors.get(tenant) ?? [])] };
  }
}
