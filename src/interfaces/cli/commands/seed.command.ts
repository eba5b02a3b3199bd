// `echopilot seed`: loads the demo tenants' worlds into the data directory when absent; never overwrites.
import type { Command } from 'commander';
import { openEchoPilot } from '../../../app/echopilot.js';
import { ensureSeeded } from '../../../app/seed.js';

export function registerSeedCommand(program: Command): Command {
  return program
    .command('seed')
    .description('load the demo tenants (records and knowledge base) into the data directory if they are absent')
    .action(async () => {
      const app = await openEchoPilot();
      try {
        for (const [id, seeded] of Object.entries(await ensureSeeded(app))) {
          process.stdout.write(`${id}: ${seeded ? 'seeded' : 'already has data, left as it is'} (${app.dataDir})\n`);
        }
      } finally {
        await app.close();
      }
    });
}
