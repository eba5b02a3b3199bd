// `echopilot eval FILE|DIR… [--json FILE] [--strict]`: runs scenario files (docs/scenario-format.md) and prints a table and a summary.
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from 'commander';
import { loadConfig } from '../../../app/config.js';
import { loadScenarioFile, type ScenarioFile } from '../../../app/scenario-file.js';
import { runScenarios, type CaseReport } from '../../../app/scenario-runner.js';
import { listTenantIds } from '../../../app/tenant-directory.js';
import { EchoPilotError } from '../../../domain/errors.js';

/** The .yaml/.yml files of a folder and of its sub-folders, sorted; hidden files and folders are skipped. */
function scenarioFilesIn(folder: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(folder).filter((n) => !n.startsWith('.')).sort()) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) out.push(...scenarioFilesIn(path));
    else if (/\.ya?ml$/.test(name)) out.push(path);
  }
  return out;
}

/** Files named, plus the .yaml/.yml files in folders named and their sub-folders (sorted, hidden ones skipped). */
export function scenarioPaths(inputs: string[]): string[] {
  const out: string[] = [];
  for (const input of inputs) {
    let stats;
    try {
      stats = statSync(input);
    } catch {
      throw new EchoPilotError('SCENARIO_INVALID', `${input}: no such file or folder`, { field: input });
    }
    if (stats.isDirectory()) {
      out.push(...scenarioFilesIn(input));
    } else {
      out.push(input);
    }
  }
  return out;
}

const pad = (text: string, width: number) => (text.length >= width ? text.slice(0, width) : text + ' '.repeat(width - text.length));

function row(report: CaseReport): string {
  const a = report.actual;
  const cells = [
    report.ok ? 'ok  ' : 'FAIL',
    pad(report.id, 36),
    pad(a?.intent ?? '-', 16),
    pad(a?.claim_type ?? '-', 27),
    pad(a?.outcome ?? '-', 15),
    pad(a ? a.refund.toFixed(2) : '-', 11),
    `${report.latency_ms.toFixed(1)} ms`,
  ];
  return cells.join(' ') + (report.ok ? '' : `\n      ${report.mismatches.join('\n      ')}`);
}

export function registerEvalCommand(program: Command): Command {
  return program
    .command('eval')
    .description('run scenario files through the real graph on isolated in-memory stores and score them (format: docs/scenario-format.md)')
    .argument('<paths...>', 'scenario files, or folders of .yaml files (sub-folders included)')
    .option('--json <file>', 'write the per-case results and the summary as JSON')
    .option('--strict', 'exit 1 if any case fails')
    .action(async (inputs: string[], options: { json?: string; strict?: boolean }) => {
      const tenants = listTenantIds(loadConfig().tenantsRoot);
      let files: ScenarioFile[];
      try {
        files = scenarioPaths(inputs).map((path) => loadScenarioFile(path, tenants));
      } catch (error) {
        process.exitCode = 2;
        throw error;
      }
      if (files.length === 0) {
        process.exitCode = 2;
        throw new EchoPilotError('SCENARIO_INVALID', `no scenario files (.yaml, .yml) in ${inputs.join(', ')}`, { field: 'paths' });
      }
      const total = files.reduce((n, f) => n + f.cases.length, 0);
      process.stderr.write(`running ${total} cases from ${files.length} file(s)\n`);
      let lastFile = '';
      const { cases, summary } = await runScenarios(files, {
        onCase: (report, index) => {
          if (report.file !== lastFile) {
            lastFile = report.file;
            process.stdout.write(`\n${report.file}\n`);
          }
          process.stdout.write(`${row(report)}\n`);
          if (!process.stdout.isTTY) return;
          process.stderr.write(`\r${index}/${total}`);
        },
      });
      const pct = (v: number | null) => (v === null ? 'n/a' : `${(v * 100).toFixed(1)}%`);
      process.stdout.write(
        `\n${summary.passed}/${summary.cases} cases passed · intent ${pct(summary.intent_accuracy)} · claim type ${pct(summary.claim_type_accuracy)} · outcome ${pct(summary.outcome_accuracy)} · reference resolution ${pct(summary.reference_resolution)} · refund exact ${pct(summary.refund_exact)} · unauthorised actions ${summary.unauthorized_actions} · latency per message p50 ${summary.latency_ms.p50} ms, p95 ${summary.latency_ms.p95} ms\n`,
      );
      if (options.json) {
        const json = { cases: cases.map(({ message_latencies_ms: _m, unauthorized_actions: _u, ...c }) => c), summary };
        writeFileSync(options.json, `${JSON.stringify(json, null, 2)}\n`);
      }
      if (options.strict && summary.passed < summary.cases) process.exitCode = 1;
    });
}
