// `echopilot kb list|search|delete --tenant T`: inspects and edits a tenant's knowledge base.
import { Option, type Command } from 'commander';
import { EchoPilotError } from '../../../domain/errors.js';
import { KB_ROLES, type KbRole } from '../../../domain/knowledge.port.js';
import type { KbCommandDeps } from './ingest.command.js';

export type { KbCommandDeps } from './ingest.command.js';

export function registerKbCommand(program: Command, deps: KbCommandDeps): Command {
  const out = (text: string): void => (deps.out ? deps.out(text) : void process.stdout.write(`${text}\n`));
  const withKb = async <T>(fn: (kb: Awaited<ReturnType<KbCommandDeps['openKnowledgeBase']>>) => Promise<T>): Promise<T> => {
    const kb = await deps.openKnowledgeBase();
    try {
      return await fn(kb);
    } finally {
      await kb.close();
    }
  };
  const kb = program.command('kb').description('list, search and delete knowledge-base documents');

  kb.command('list')
    .description("list a tenant's documents")
    .requiredOption('--tenant <id>', 'tenant id')
    .option('--json', 'print JSON')
    .action(async (flags: { tenant: string; json?: boolean }) => {
      const docs = await withKb((k) => k.listDocuments(flags.tenant));
      if (flags.json) return out(JSON.stringify(docs, null, 2));
      if (docs.length === 0) return out(`no documents for tenant ${flags.tenant}`);
      for (const d of docs) {
        out(
          `${d.docId}  ${d.visibility}${d.visibility === 'internal' ? `(${d.roles.join(',')})` : ''}  ` +
            `${d.chunkCount} chunks  v${d.version || '-'}  ${d.effectiveDate || '-'}  ${d.title}`,
        );
      }
    });

  kb.command('search')
    .description("search a tenant's knowledge base as a role")
    .argument('<query...>', 'question or keywords')
    .requiredOption('--tenant <id>', 'tenant id')
    .addOption(new Option('--role <role>', 'who is asking').choices(KB_ROLES).default('agent'))
    .option('--limit <n>', 'number of passages', '5')
    .option('--json', 'print JSON')
    .action(async (words: string[], flags: { tenant: string; role: KbRole; limit: string; json?: boolean }) => {
      const limit = Number(flags.limit);
      if (!Number.isInteger(limit) || limit < 1) {
        throw new EchoPilotError('INVALID_INPUT', '--limit must be a positive integer', { field: 'limit' });
      }
      const passages = await withKb((k) =>
        k.search({ tenantId: flags.tenant, query: words.join(' '), role: flags.role, limit }),
      );
      if (flags.json) return out(JSON.stringify(passages, null, 2));
      if (passages.length === 0) return out('no matching passages');
      passages.forEach((p, i) => {
        out(`${i + 1}. ${p.docId} › ${p.section}  (score ${p.score.toFixed(3)}, ${p.chunkId})`);
        out(`   ${p.snippet}`);
      });
    });

  kb.command('delete')
    .description('delete a document and its chunks')
    .argument('<docId>', 'document id')
    .requiredOption('--tenant <id>', 'tenant id')
    .action(async (docId: string, flags: { tenant: string }) => {
      const existed = await withKb((k) => k.deleteDocument(flags.tenant, docId));
      if (!existed) throw new EchoPilotError('NOT_FOUND', `no document ${docId} for tenant ${flags.tenant}`);
      out(`deleted ${docId}`);
    });

  return kb;
}
