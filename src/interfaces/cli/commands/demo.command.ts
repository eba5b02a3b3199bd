// `echopilot demo`: seeds the demo tenants into the data directory if absent, then runs the showcase of every outcome.
import type { Command } from 'commander';
import { openEchoPilot } from '../../../app/echopilot.js';
import { ensureSeeded } from '../../../app/seed.js';
import { runShowcase } from '../../../app/showcase.js';
import { formatTurn, turnJson } from '../cli-output.js';

export function registerDemoCommand(program: Command): Command {
  return program
    .command('demo')
    .description('seed the demo tenants (if absent) and run a showcase conversation for every outcome')
    .option('--tenant <id>', 'only this tenant')
    .option('--json', 'print JSON lines instead of text')
    .action(async (options: { tenant?: string; json?: boolean }) => {
      const app = await openEchoPilot();
      let tenants: string[];
      try {
        const seeded = await ensureSeeded(app);
        tenants = options.tenant ? [app.tenants.get(options.tenant).config.id] : app.tenants.ids();
        if (!options.json) {
          for (const [id, fresh] of Object.entries(seeded)) {
            process.stdout.write(`${id}: ${fresh ? 'seeded the demo world into' : 'using the existing data in'} ${app.dataDir ?? 'memory'}\n`);
          }
          process.stdout.write('The showcase runs on a fresh copy of each demo world, so your data is not changed.\n\n');
        }
      } finally {
        await app.close();
      }
      const outcomes: Record<string, number> = {};
      for (const tenant of tenants) {
        if (!options.json) process.stdout.write(`════ ${tenant} ════\n\n`);
        await runShowcase(app.tenantsRoot, tenant, (event) => {
          if (event.turn) outcomes[event.turn.outcome] = (outcomes[event.turn.outcome] ?? 0) + 1;
          if (options.json) {
            const extra = { ...(event.review ? { review: event.review } : {}), ...(event.thread ? { thread: event.thread } : {}), ...(event.turn ? turnJson(event.turn) : {}) };
            process.stdout.write(`${JSON.stringify({ tenant, title: event.title, customer: event.customer, message: event.message, ...extra })}\n`);
          } else if (event.turn) {
            process.stdout.write(`${event.customer} › ${event.message}\n${formatTurn(event.turn, event.title)}\n`);
          } else {
            const thread = (event.thread ?? []).map((m) => `  ${m.author === 'customer' ? event.customer : 'EchoPilot'}: ${m.text.split('\n').join('\n    ')}\n`).join('');
            process.stdout.write(`── ${event.title}\n${event.message}\n${thread}\n`);
          }
        });
      }
      if (!options.json) {
        process.stdout.write(`Outcomes shown: ${Object.entries(outcomes).map(([k, v]) => `${k} ${v}`).join(', ')}\n`);
        process.stdout.write('Next: echopilot ask --tenant demo-bank --customer C1001 "…", echopilot chat, echopilot eval scenarios/\n');
      }
    });
}
