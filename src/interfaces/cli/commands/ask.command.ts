// `echopilot ask --tenant T --customer C "message" [--attach FILE]… [--json]`: one message through the graph on the data directory.
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { Command } from 'commander';
import type { IncomingAttachment } from '../../../domain/attachments.js';
import { EchoPilotError } from '../../../domain/errors.js';
import { openEchoPilot } from '../../../app/echopilot.js';
import { ensureSeeded } from '../../../app/seed.js';
import { customerTicketJson, formatCustomerTickets, formatTurn, turnJson } from '../cli-output.js';

/** The files named by --attach, read whole; a file that cannot be read is an input error naming attachments[i]. */
async function readAttachments(paths: readonly string[]): Promise<IncomingAttachment[]> {
  return Promise.all(paths.map(async (path, i) => {
    try {
      return { name: basename(path), bytes: new Uint8Array(await readFile(path)) };
    } catch (cause) {
      throw new EchoPilotError('INVALID_INPUT', `attachments[${i}]: cannot read ${path}: ${cause instanceof Error ? cause.message : String(cause)}`, { field: `attachments[${i}]` });
    }
  }));
}

export function registerAskCommand(program: Command): Command {
  return program
    .command('ask')
    .description('send one customer message and print the outcome, the reply and the path through the graph')
    .requiredOption('--tenant <id>', 'tenant id, e.g. demo-bank')
    .requiredOption('--customer <id>', 'the authenticated customer id, e.g. C1001')
    .argument('<message>', 'the customer message (quote it)')
    .option('--thread <id>', 'continue this thread ({tenant}:{customer}:{ticket})')
    .option('--now <datetime>', 'request clock, ISO date-time (default: now)')
    .option('--attach <file>', 'attach a PDF, PNG or JPEG (repeat for more; at most 5 files, 5 MiB each); checked by content', (file: string, all: string[]) => [...all, file], [] as string[])
    .option('--json', 'print JSON')
    .action(async (message: string, options: { tenant: string; customer: string; thread?: string; now?: string; json?: boolean; attach: string[] }) => {
      const attachments = await readAttachments(options.attach);
      const app = await openEchoPilot();
      try {
        await ensureSeeded(app);
        const turn = await app.conversations.send({
          identity: { tenantId: options.tenant, customerId: options.customer, role: 'customer', actor: 'cli' },
          text: message,
          ...(options.thread ? { threadId: options.thread } : {}),
          ...(options.now ? { now: options.now } : {}),
          ...(attachments.length > 0 ? { attachments } : {}),
        });
        const files = await app.store.listAttachments(options.tenant, turn.threadId);
        // The customer's view of the thread's tickets, as a customer app shows them (no internal reasoning).
        const tickets = await app.store.listTickets(options.tenant, { threadId: turn.threadId });
        const attached = files.map((f) => ({ id: f.id, name: f.name, kind: f.kind, size: f.size, has_text: f.text !== null }));
        const listing = attached.length > 0 ? `attachments: ${attached.map((f) => `${f.name} (${f.kind}, ${f.size} bytes${f.has_text ? ', text read' : ''})`).join(', ')}\n` : '';
        process.stdout.write(options.json
          ? `${JSON.stringify({ ...turnJson(turn), tickets: tickets.map(customerTicketJson), attachments: attached }, null, 2)}\n`
          : formatTurn(turn) + formatCustomerTickets(tickets) + listing);
      } finally {
        await app.close();
      }
    });
}
