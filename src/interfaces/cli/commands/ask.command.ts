// `echopilot ask --tenant T --customer C "message" [--json]`: one message through the graph on the data directory.
import type { Command } from 'commander';
import { openEchoPilot } from '../../../app/echopilot.js';
import { ensureSeeded } from '../../../app/seed.js';
import { customerTicketJson, formatCustomerTickets, formatTurn, turnJson } from '../cli-output.js';

export function registerAskCommand(program: Command): Command {
  return program
    .command('ask')
    .description('send one customer message and print the outcome, the reply and the path through the graph')
    .requiredOption('--tenant <id>', 'tenant id, e.g. demo-bank')
    .requiredOption('--customer <id>', 'the authenticated customer id, e.g. C1001')
    .argument('<message>', 'the customer message (quote it)')
    .option('--thread <id>', 'continue this thread ({tenant}:{customer}:{ticket})')
    .option('--now <datetime>', 'request clock, ISO date-time (default: now)')
    .option('--json', 'print JSON')
    .action(async (message: string, options: { tenant: string; customer: string; thread?: string; now?: string; json?: boolean }) => {
      const app = await openEchoPilot();
      try {
        await ensureSeeded(app);
        const turn = await app.conversations.send({
          identity: { tenantId: options.tenant, customerId: options.customer, role: 'customer', actor: 'cli' },
          text: message,
          ...(options.thread ? { threadId: options.thread } : {}),
          ...(options.now ? { now: options.now } : {}),
        });
        // The customer's view of the thread's tickets, as a customer app shows them (no internal reasoning).
        const tickets = await app.store.listTickets(options.tenant, { threadId: turn.threadId });
        process.stdout.write(options.json ? `${JSON.stringify({ ...turnJson(turn), tickets: tickets.map(customerTicketJson) }, null, 2)}\n` : formatTurn(turn) + formatCustomerTickets(tickets));
      } finally {
        await app.close();
      }
    });
}
