// `echopilot tickets sync`: one pass of the ticket outbox to the configured tracker (Jira), with a line per ticket.
import type { Command } from 'commander';
import { openEchoPilot } from '../../../app/echopilot.js';
import { ticketSyncerFromEnv } from '../../../app/integrations.js';
import { EchoPilotError } from '../../../domain/errors.js';

export function registerTicketsCommand(program: Command): Command {
  const tickets = program.command('tickets').description('local tickets and their copies in an external tracker');
  tickets
    .command('sync')
    .description('push tickets waiting in the outbox to Jira ($ECHOPILOT_JIRA_URL …): new tickets are filed once, status changes become comments and transitions; `serve` also does this every $ECHOPILOT_TICKET_SYNC_INTERVAL_MS. Exits 1 when any ticket failed (it stays in the outbox)')
    .action(async () => {
      const app = await openEchoPilot();
      try {
        const configured = ticketSyncerFromEnv(app.store);
        if (!configured) {
          throw new EchoPilotError('CONFIG_INVALID', 'no ticket tracker is configured', { field: 'ECHOPILOT_JIRA_URL', hint: 'set ECHOPILOT_JIRA_URL, ECHOPILOT_JIRA_EMAIL, ECHOPILOT_JIRA_API_TOKEN and ECHOPILOT_JIRA_PROJECT' });
        }
        const report = await configured.syncer.syncOnce((line) => process.stdout.write(`${line}\n`));
        process.stdout.write(`${report.synced.length} synced, ${report.failed.length} failed (kept for a retry), ${report.deferred} waiting for their turn to finish\n`);
        if (report.failed.length > 0) process.exitCode = 1;
      } finally {
        await app.close();
      }
    });
  return tickets;
}
