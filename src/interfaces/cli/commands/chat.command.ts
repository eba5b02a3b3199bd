// `echopilot chat --tenant T --customer C`: an interactive, multi-turn conversation (answers clarification questions).
import { createInterface } from 'node:readline/promises';
import type { Command } from 'commander';
import { openEchoPilot } from '../../../app/echopilot.js';
import { ensureSeeded } from '../../../app/seed.js';
import { EchoPilotError, isEchoPilotError } from '../../../domain/errors.js';
import { formatCustomerTickets, formatTurn } from '../cli-output.js';

export function registerChatCommand(program: Command): Command {
  return program
    .command('chat')
    .description('chat as a customer; type /new for a new conversation, /quit to leave')
    .requiredOption('--tenant <id>', 'tenant id, e.g. demo-bank')
    .requiredOption('--customer <id>', 'the authenticated customer id, e.g. C1001')
    .option('--now <datetime>', 'request clock, ISO date-time (default: now)')
    .action(async (options: { tenant: string; customer: string; now?: string }) => {
      const app = await openEchoPilot();
      const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
      try {
        await ensureSeeded(app);
        app.tenants.get(options.tenant);
        const customer = await app.threads.customer(options.tenant, options.customer);
        if (!customer) throw new EchoPilotError('UNKNOWN_CUSTOMER', `tenant ${options.tenant} has no customer "${options.customer}"`, { field: 'customer' });
        process.stdout.write(`Chatting with ${app.tenants.get(options.tenant).config.name} as ${customer.name}. /new starts a new conversation, /quit leaves.\n`);
        let thread: string | undefined;
        const prompt = () => process.stdout.write('you › ');
        prompt();
        // The async iterator keeps lines that arrive while a turn runs (piped input), unlike question().
        for await (const raw of rl) {
          const line = raw.trim();
          if (line === '/quit' || line === '/exit') break;
          if (line === '/new') {
            thread = undefined;
          } else if (line !== '') {
            try {
              const turn = await app.conversations.send({ identity: { tenantId: options.tenant, customerId: options.customer, role: 'customer', actor: 'cli-chat' }, text: line, ...(thread ? { threadId: thread } : {}), ...(options.now ? { now: options.now } : {}) });
              thread = turn.waitingFor === 'review' ? undefined : turn.threadId;
              process.stdout.write(formatTurn(turn) + formatCustomerTickets(await app.store.listTickets(options.tenant, { threadId: turn.threadId })));
            } catch (error) {
              if (!isEchoPilotError(error)) throw error;
              process.stdout.write(`! ${error.message}\n`);
            }
          }
          prompt();
        }
        process.stdout.write('\n');
      } finally {
        rl.close();
        await app.close();
      }
    });
}
