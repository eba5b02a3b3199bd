// `echopilot ingest PATH… --tenant T [--visibility V] [--roles r1,r2]`: ingests files into the knowledge base with
// a progress bar on stderr (files, chunks, elapsed, rate) and prints a summary.
import { Option, type Command } from 'commander';
import cliProgress from 'cli-progress';
import { ingestPaths, type IngestSummary } from '../../../app/ingest.js';
import { VISIBILITIES, type KnowledgeBase, type Visibility } from '../../../domain/knowledge.port.js';

export interface KbCommandDeps {
  openKnowledgeBase: () => Promise<KnowledgeBase>;
  /** Where results go (default: process.stdout). */
  out?: (text: string) => void;
  /** Progress bar stream (default: process.stderr). */
  progressStream?: NodeJS.WritableStream;
}

interface IngestFlags {
  tenant: string;
  visibility?: Visibility;
  roles?: string;
  json?: boolean;
}

export function registerIngestCommand(program: Command, deps: KbCommandDeps): Command {
  return program
    .command('ingest')
    .description('ingest Markdown, text, HTML, PDF and DOCX files or folders into a tenant knowledge base')
    .argument('<paths...>', 'files or folders')
    .requiredOption('--tenant <id>', 'tenant id')
    .addOption(new Option('--visibility <visibility>', 'default visibility for files without front matter').choices(VISIBILITIES))
    .option('--roles <roles>', 'comma-separated staff roles allowed to read internal documents')
    .option('--json', 'print the summary as JSON')
    .action(async (paths: string[], flags: IngestFlags) => {
      const out = deps.out ?? ((text: string) => process.stdout.write(`${text}\n`));
      const stream = deps.progressStream ?? process.stderr;
      const bar = new cliProgress.SingleBar(
        {
          stream,
          format: 'ingest [{bar}] {value}/{total} files | {chunks} chunks | {duration_formatted} | {rate} files/s',
          hideCursor: true,
          clearOnComplete: false,
        },
        cliProgress.Presets.shades_classic,
      );
      const kb = await deps.openKnowledgeBase();
      const started = Date.now();
      let barStarted = false;
      try {
        const summary = await ingestPaths({
          kb,
          tenantId: flags.tenant,
          paths,
          ...(flags.visibility ? { visibility: flags.visibility } : {}),
          ...(flags.roles ? { roles: flags.roles.split(',').map((r) => r.trim()).filter((r) => r !== '') } : {}),
          onProgress: (p) => {
            const seconds = Math.max(0.001, (Date.now() - started) / 1000);
            const payload = { chunks: p.chunks, rate: (p.done / seconds).toFixed(1) };
            if (!barStarted) {
              bar.start(p.total, 0, payload);
              barStarted = true;
            }
            bar.update(p.done, payload);
          },
        });
        if (barStarted) bar.stop();
        out(flags.json ? JSON.stringify(summary, null, 2) : formatSummary(summary));
        if (summary.failed.length > 0) process.exitCode = 1;
      } finally {
        if (barStarted) bar.stop();
        await kb.close();
      }
    });
}

export function formatSummary(s: IngestSummary): string {
  const rate = s.ms > 0 ? ((s.files * 1000) / s.ms).toFixed(1) : '-';
  const lines = [
    `${s.files} files: ${s.inserted} inserted, ${s.replaced} replaced, ${s.unchanged} unchanged, ${s.failed.length} failed; ` +
      `${s.chunks} chunks in ${(s.ms / 1000).toFixed(2)} s (${rate} files/s)`,
  ];
  for (const f of s.failed) lines.push(`  failed: ${f.path}: ${f.reason}`);
  return lines.join('\n');
}
