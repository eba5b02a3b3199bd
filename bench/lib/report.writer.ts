// Writes bench/REPORT.md and its charts (bench/report/*.svg, drawn by svg-charts.ts) from one benchmark run's
// results, plus the raw results as bench/report/results.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { groupedBarChart, lineChart, stackedBarChart } from './svg-charts.js';
import type { ScaleResult } from './scale.run.js';
import type { SoakResult } from './soak.run.js';
import type { OutcomeSummary } from './turn-sampler.js';

export interface BenchResults {
  rounds: number;
  messages: OutcomeSummary[];
  p50_ms: number;
  p95_ms: number;
  throughput_per_s: number;
  measured_at: string;
  /** The command that measured these results. */
  command?: string;
  /** 1, 5 and 15-minute load averages and the core count when the latency run ended: how shared the machine was. */
  load?: { average: number[]; cores: number };
  soak?: SoakResult;
  scale?: ScaleResult;
  profile?: { packages: { pkg: string; ms: number; share: number }[]; functions: { name: string; pkg: string; where: string; share: number }[] };
}

export interface Chart {
  file: string;
  alt: string;
  svg: string;
}

export function charts(results: BenchResults): Chart[] {
  const out: Chart[] = [];
  const labels = results.messages.map((m) => m.message);
  out.push({
    file: 'latency.svg',
    alt: 'p50 latency per outcome beside the bare-graph floor',
    svg: groupedBarChart({
      title: 'p50 per outcome vs the bare LangGraph graph (same supersteps, same checkpointer)',
      yLabel: 'ms per message',
      categories: labels,
      series: [
        { name: 'EchoPilot p50', values: results.messages.map((m) => m.p50_ms) },
        { name: 'EchoPilot p95', values: results.messages.map((m) => m.p95_ms) },
        { name: 'bare graph p50', values: results.messages.map((m) => m.bare_p50_ms) },
        { name: '1.3 × bare (target)', values: results.messages.map((m) => Math.round(m.bare_p50_ms * 130) / 100) },
      ],
    }),
  });
  out.push({
    file: 'nodes.svg',
    alt: 'mean time per node and the framework share, per outcome',
    svg: stackedBarChart({
      title: 'Where a turn goes: each node\'s own time and the rest (mean ms)',
      xLabel: 'ms per message (mean); dashed: bare-graph p50 for the same supersteps',
      rows: results.messages.map((m) => ({
        label: m.message,
        parts: [...Object.entries(m.nodes_mean_ms).map(([name, value]) => ({ name, value })), { name: 'framework + service', value: m.framework_mean_ms }],
      })),
      markers: { name: 'bare graph p50', values: results.messages.map((m) => m.bare_p50_ms) },
    }),
  });
  if (results.soak) {
    const s = results.soak;
    out.push({
      file: 'memory.svg',
      alt: 'resident memory and heap over messages in one process',
      svg: lineChart({
        title: `Memory over ${s.messages.toLocaleString('en-US')} sequential messages (one process)`,
        xLabel: 'messages sent',
        yLabel: 'MB',
        series: [
          { name: 'RSS', points: s.samples.map((p) => ({ x: p.messages, y: p.rss_mb })) },
          { name: 'JS heap used', points: s.samples.map((p) => ({ x: p.messages, y: p.heap_mb })) },
        ],
      }),
    });
    out.push({
      file: 'soak-latency.svg',
      alt: 'p50 of each 100 messages over the long run',
      svg: lineChart({
        title: 'p50 of each 100 messages over the long run (does history slow a turn?)',
        xLabel: 'messages sent',
        yLabel: 'p50 ms',
        series: [{ name: 'p50 per 100 messages', points: s.samples.filter((p) => p.messages > 0).map((p) => ({ x: p.messages, y: p.p50_ms })) }],
      }),
    });
  }
  if (results.scale && results.scale.steps.length > 0) {
    const steps = results.scale.steps;
    const names = steps[0]?.messages.map((m) => m.message) ?? [];
    out.push({
      file: 'scaling.svg',
      alt: 'p50 per outcome as the world grows',
      svg: lineChart({
        title: 'p50 per outcome as the world grows (customers; chunks grow in proportion)',
        xLabel: 'customers in the tenant (log scale)',
        yLabel: 'p50 ms per message',
        logX: true,
        series: [
          ...names.map((name) => ({ name, points: steps.map((st) => ({ x: st.customers, y: st.messages.find((m) => m.message === name)?.p50_ms ?? 0 })) })),
          { name: 'bare graph (longest)', points: steps.map((st) => ({ x: st.customers, y: Math.max(...st.messages.map((m) => m.bare_p50_ms)) })) },
        ],
      }),
    });
    out.push({
      file: 'scaling-ratio.svg',
      alt: 'p50 per outcome relative to the bare graph as the world grows',
      svg: lineChart({
        title: 'p50 ÷ bare-graph p50 as the world grows (load-independent)',
        xLabel: 'customers in the tenant (log scale)',
        yLabel: 'ratio to the bare graph',
        logX: true,
        series: names.map((name) => ({ name, points: steps.map((st) => ({ x: st.customers, y: st.messages.find((m) => m.message === name)?.ratio ?? 0 })) })),
      }),
    });
  }
  return out;
}

const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;

export function reportMarkdown(results: BenchResults, chartList: Chart[]): string {
  const lines: string[] = [
    '# Benchmark report',
    '',
    `Measured by \`${results.command ?? 'npm run bench -- --report'}\` on ${results.measured_at} (Node ${process.version}, ${process.platform}/${process.arch}).`,
    'Absolute numbers depend on the machine and its load; the ratios to the bare graph, measured in the same run and',
    'interleaved turn by turn, are the figures to compare across runs. See bench/README.md for what each figure means.',
    ...(results.load ? ['', `Machine load when measured: load average ${results.load.average.map((v) => v.toFixed(1)).join(' / ')} (1, 5, 15 min) on ${results.load.cores} cores.`] : []),
    '',
    '## Latency per outcome',
    '',
    `${results.rounds} rounds of one message per outcome on the embedded default (SQLite store and checkpointer), each`,
    'turn followed by a bare LangGraph graph of trivial nodes with the same number of supersteps and the same checkpointer.',
    '',
    row(['message', 'supersteps', 'p50 ms', 'p95 ms', 'bare p50 ms', 'ratio (target ≤ 1.3)']),
    row(['---', '---:', '---:', '---:', '---:', '---:']),
    ...results.messages.map((m) => row([m.message, m.supersteps, m.p50_ms, m.p95_ms, m.bare_p50_ms, m.ratio])),
    '',
    `All messages: p50 ${results.p50_ms} ms, p95 ${results.p95_ms} ms. Sequential throughput in one process:`,
    `**${results.throughput_per_s} messages/s** (target ≥ 100).`,
    '',
  ];
  const chart = (file: string) => chartList.find((c) => c.file === file);
  const image = (file: string) => {
    const c = chart(file);
    return c ? [`![${c.alt}](report/${c.file})`, ''] : [];
  };
  lines.push(...image('latency.svg'));
  lines.push('## Per-node breakdown', '', 'Mean own time of each node per turn (from the `ms` in the node log every turn returns) and the rest of the', 'turn: checkpoint writes, channel updates, the untimed intake node and the conversation service\'s bookkeeping.', '');
  const nodes = [...new Set(results.messages.flatMap((m) => Object.keys(m.nodes_mean_ms)))];
  lines.push(row(['message', 'mean ms', ...nodes, 'framework + service', 'share']), row(['---', '---:', ...nodes.map(() => '---:'), '---:', '---:']));
  for (const m of results.messages) lines.push(row([m.message, m.mean_ms, ...nodes.map((n) => m.nodes_mean_ms[n] ?? '–'), m.framework_mean_ms, `${Math.round(m.framework_share * 100)}%`]));
  lines.push('', ...image('nodes.svg'));
  if (results.soak) {
    const s = results.soak;
    lines.push(
      '## Memory over a long run', '',
      `${s.messages.toLocaleString('en-US')} messages sent one after another in one process by ${s.customers.toLocaleString('en-US')} customers of a synthetic world,`,
      `memory sampled every 100 messages${s.gc ? ' after a full garbage collection' : ''}. ${s.seconds} s, ${s.throughput_per_s} messages/s.`,
      '',
      `RSS at message ${s.rss_from.messages.toLocaleString('en-US')}: ${s.rss_from.rss_mb} MB; at message ${s.rss_to.messages.toLocaleString('en-US')}: ${s.rss_to.rss_mb} MB;`,
      `**growth ${s.rss_growth_percent}%** (target < 5%).`, '',
      ...image('memory.svg'), ...image('soak-latency.svg'),
    );
  }
  if (results.scale) {
    const sc = results.scale;
    lines.push('## Cost as data grows', '', 'One data directory grown in steps: synthetic customers\' records (about 1.3 accounts, 1.4 cards and 26 transactions', 'each) bulk-loaded into the store, and synthetic knowledge-base chunks added to the same tenant. p50 per outcome,', 'with the ratio to the bare graph at that size in brackets.', '');
    const names = sc.steps[0]?.messages.map((m) => m.message) ?? [];
    lines.push(row(['customers', 'extra chunks', ...names]), row(['---:', '---:', ...names.map(() => '---:')]));
    for (const st of sc.steps) lines.push(row([st.customers.toLocaleString('en-US'), st.chunks.toLocaleString('en-US'), ...names.map((n) => { const m = st.messages.find((x) => x.message === n); return m ? `${m.p50_ms} (${m.ratio}×)` : '–'; })]));
    lines.push('', row(['message', 'small p50 ms', 'large p50 ms', 'large ÷ small (target ≤ 1.5)', 'same, relative to the floor']), row(['---', '---:', '---:', '---:', '---:']));
    for (const r of sc.ratios) lines.push(row([r.message, r.small_p50_ms, r.large_p50_ms, r.ratio, r.floor_adjusted_ratio]));
    lines.push('', ...image('scaling.svg'), ...image('scaling-ratio.svg'));
  }
  if (results.profile) {
    lines.push('## Where the CPU goes', '', 'Self time of a short profiled latency run, by package (a native call such as a SQLite statement or', 'JSON.stringify is charged to the package that called it). `npm run bench -- --profile` writes the full .cpuprofile.', '');
    lines.push(row(['package', 'share']), row(['---', '---:']), ...results.profile.packages.slice(0, 12).map((p) => row([p.pkg, `${p.share}%`])), '');
    lines.push(row(['function', 'package', 'where', 'self']), row(['---', '---', '---', '---:']), ...results.profile.functions.map((f) => row([`\`${f.name}\``, f.pkg, f.where, `${f.share}%`])), '');
  }
  return `${lines.join('\n')}\n`;
}

/** Writes the charts, the results and the report under `benchDir`; returns the files written. */
export function writeReport(benchDir: string, results: BenchResults): string[] {
  const dir = join(benchDir, 'report');
  mkdirSync(dir, { recursive: true });
  const list = charts(results);
  const written: string[] = [];
  for (const c of list) {
    writeFileSync(join(dir, c.file), c.svg);
    written.push(join(dir, c.file));
  }
  writeFileSync(join(dir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  written.push(join(dir, 'results.json'));
  writeFileSync(join(benchDir, 'REPORT.md'), reportMarkdown(results, list));
  written.push(join(benchDir, 'REPORT.md'));
  return written;
}
