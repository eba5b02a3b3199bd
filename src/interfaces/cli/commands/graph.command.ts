// `echopilot graph`: prints the compiled claim graph as Mermaid.
import type { Command } from 'commander';
import { openEchoPilot } from '../../../app/echopilot.js';

export function registerGraphCommand(program: Command): Command {
  return program
    .command('graph')
    .description('print the compiled claim graph as a Mermaid diagram')
    .action(async () => {
      const app = await openEchoPilot({ memory: true });
      try {
        const drawable = await app.graph.getGraphAsync();
        process.stdout.write(`${drawable.drawMermaid()}\n`);
      } finally {
        await app.close();
      }
    });
}
