// Resident memory over a long sequential run: one process sends `messages` messages (the four outcomes in turn, each
// from a different customer of a synthetic world) and samples RSS and heap every `every` messages, after a full
// garbage collection when the process was started with --expose-gc (npm run bench does that).
import type { BenchApp } from './echopilot.adapter.js';
import { syntheticProbe } from './probe-messages.js';
import { growthPercent, percentile, round } from './stats.js';

export interface MemorySample {
  messages: number;
  rss_mb: number;
  heap_mb: number;
  /** p50 of the turns since the previous sample: shows whether turns slow down as data accumulates. */
  p50_ms: number;
}

export interface SoakResult {
  messages: number;
  customers: number;
  seconds: number;
  throughput_per_s: number;
  samples: MemorySample[];
  gc: boolean;
  /** RSS at the first checkpoint (message 2,000, or a fifth of the run if shorter) and at the end. */
  rss_from: { messages: number; rss_mb: number };
  rss_to: { messages: number; rss_mb: number };
  rss_growth_percent: number;
}

const MB = 1024 * 1024;

function memory(): { rss: number; heap: number } {
  (globalThis as { gc?: () => void }).gc?.();
  const m = process.memoryUsage();
  return { rss: m.rss / MB, heap: m.heapUsed / MB };
}

export async function runSoak(app: BenchApp, options: { tenantId: string; now: string; messages: number; customers: number; every?: number; onSample?: (s: MemorySample, elapsedS: number) => void }): Promise<SoakResult> {
  const every = options.every ?? 100;
  const samples: MemorySample[] = [];
  const m0 = memory();
  samples.push({ messages: 0, rss_mb: round(m0.rss, 1), heap_mb: round(m0.heap, 1), p50_ms: 0 });
  const started = performance.now();
  let window: number[] = [];
  let sendMs = 0;
  for (let i = 0; i < options.messages; i += 1) {
    const probe = syntheticProbe(Math.floor(i / 4), i % 4, options.customers);
    const turn = await app.send({ tenantId: options.tenantId, customerId: probe.customerId, text: probe.text, now: options.now });
    if (turn.outcome !== probe.expect) throw new Error(`soak message ${i + 1} ("${probe.label}" from ${probe.customerId}) reached ${turn.outcome}, not ${probe.expect}`);
    window.push(turn.latencyMs);
    sendMs += turn.latencyMs;
    if ((i + 1) % every === 0 || i + 1 === options.messages) {
      const m = memory();
      const sample = { messages: i + 1, rss_mb: round(m.rss, 1), heap_mb: round(m.heap, 1), p50_ms: round(percentile(window, 50)) };
      samples.push(sample);
      window = [];
      options.onSample?.(sample, (performance.now() - started) / 1000);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const fromAt = options.messages >= 10_000 ? 2_000 : Math.max(every, Math.round(options.messages / 5 / every) * every);
  const from = samples.find((s) => s.messages >= fromAt) ?? samples[0] as MemorySample;
  const to = samples.at(-1) as MemorySample;
  return {
    messages: options.messages,
    customers: options.customers,
    seconds: round(seconds, 1),
    throughput_per_s: round(options.messages / (sendMs / 1000), 1),
    samples,
    gc: typeof (globalThis as { gc?: unknown }).gc === 'function',
    rss_from: { messages: from.messages, rss_mb: from.rss_mb },
    rss_to: { messages: to.messages, rss_mb: to.rss_mb },
    rss_growth_percent: round(growthPercent(from.rss_mb, to.rss_mb), 1),
  };
}
