// Runs rounds of probe messages through the application and collects, per outcome: wall times, the supersteps,
// each node's own time, the framework's share (turn time minus the nodes' own time) and, interleaved, the bare
// graph's time for the same number of supersteps. Fails loudly when a message does not reach its expected outcome.
import type { BenchApp } from './echopilot.adapter.js';
import type { BareGraphFloor } from './bare-graph.floor.js';
import { mean, percentile, round } from './stats.js';

export interface Probe {
  /** e.g. 'claim → rejected'. */
  label: string;
  /** The outcome the message must reach for its timing to mean what the label says. */
  expect: string;
  customerId: string;
  text: string;
}

export interface OutcomeSamples {
  label: string;
  supersteps: number;
  ms: number[];
  bare: number[];
  /** Per node, the node's own time in each measured turn (summed over repeated runs of the node). */
  nodes: Map<string, number[]>;
  framework: number[];
}

export interface SampleRun {
  outcomes: OutcomeSamples[];
  messages: number;
  /** Wall time spent inside `send` for the measured messages (bare-graph runs excluded). */
  sendSeconds: number;
}

export interface SampleOptions {
  tenantId: string;
  now: string;
  rounds: number;
  /** Rounds run first and not recorded (JIT, caches). */
  warmup: number;
  probes: (round: number) => Probe[];
  floor?: BareGraphFloor;
  onRound?: (round: number) => void;
}

export async function sampleTurns(app: BenchApp, options: SampleOptions): Promise<SampleRun> {
  const byLabel = new Map<string, OutcomeSamples>();
  let sendMs = 0;
  let messages = 0;
  for (let r = 0; r < options.warmup + options.rounds; r += 1) {
    const measured = r >= options.warmup;
    for (const probe of options.probes(r)) {
      const turn = await app.send({ tenantId: options.tenantId, customerId: probe.customerId, text: probe.text, now: options.now });
      if (turn.outcome !== probe.expect) {
        throw new Error(`"${probe.label}" from ${probe.customerId} reached ${turn.outcome}, not ${probe.expect}: the benchmark's world or messages no longer match the product; fix bench/ before reading its numbers`);
      }
      if (!measured) continue;
      const entry: OutcomeSamples = byLabel.get(probe.label) ?? { label: probe.label, supersteps: turn.path.length, ms: [], bare: [], nodes: new Map<string, number[]>(), framework: [] };
      byLabel.set(probe.label, entry);
      entry.supersteps = Math.max(entry.supersteps, turn.path.length);
      entry.ms.push(turn.latencyMs);
      sendMs += turn.latencyMs;
      messages += 1;
      const own = new Map<string, number>();
      for (const n of turn.nodes) own.set(n.node, (own.get(n.node) ?? 0) + n.ms);
      for (const [node, ms] of own) {
        const list = entry.nodes.get(node) ?? [];
        // A node absent from some turns counts as 0 there, so per-node means add up to the turn's mean.
        while (list.length < entry.ms.length - 1) list.push(0);
        list.push(ms);
        entry.nodes.set(node, list);
      }
      entry.framework.push(turn.latencyMs - [...own.values()].reduce((a, b) => a + b, 0));
      if (options.floor) entry.bare.push(await options.floor.run(turn.path.length));
    }
    options.onRound?.(r);
  }
  for (const entry of byLabel.values()) for (const list of entry.nodes.values()) while (list.length < entry.ms.length) list.push(0);
  return { outcomes: [...byLabel.values()], messages, sendSeconds: sendMs / 1000 };
}

export interface OutcomeSummary {
  message: string;
  supersteps: number;
  p50_ms: number;
  p95_ms: number;
  mean_ms: number;
  bare_p50_ms: number;
  ratio: number;
  /** Mean own time per node, in graph order of first appearance. */
  nodes_mean_ms: Record<string, number>;
  /** Mean of (turn time − nodes' own time): checkpoints, channel writes, untimed nodes, the conversation service. */
  framework_mean_ms: number;
  framework_share: number;
}

export function summarize(entry: OutcomeSamples): OutcomeSummary {
  const p50 = percentile(entry.ms, 50);
  const bare = percentile(entry.bare, 50);
  const total = mean(entry.ms);
  const framework = mean(entry.framework);
  return {
    message: entry.label,
    supersteps: entry.supersteps,
    p50_ms: round(p50),
    p95_ms: round(percentile(entry.ms, 95)),
    mean_ms: round(total),
    bare_p50_ms: round(bare),
    ratio: bare > 0 ? round(p50 / bare) : 0,
    nodes_mean_ms: Object.fromEntries([...entry.nodes].map(([node, ms]) => [node, round(mean(ms), 3)])),
    framework_mean_ms: round(framework),
    framework_share: total > 0 ? round(framework / total, 3) : 0,
  };
}
