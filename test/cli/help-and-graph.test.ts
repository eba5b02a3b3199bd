// `--help` for the program and every command, and `echopilot graph` printing the compiled graph as Mermaid.
import { Command, CommanderError } from 'commander';
import { afterAll, describe, expect, it } from 'vitest';
import { registerAskCommand } from '../../src/interfaces/cli/commands/ask.command.js';
import { registerChatCommand } from '../../src/interfaces/cli/commands/chat.command.js';
import { registerDemoCommand } from '../../src/interfaces/cli/commands/demo.command.js';
import { registerEvalCommand } from '../../src/interfaces/cli/commands/eval.command.js';
import { registerEvalIntentsCommand } from '../../src/interfaces/cli/commands/eval-intents.command.js';
import { registerGraphCommand } from '../../src/interfaces/cli/commands/graph.command.js';
import { registerIngestCommand } from '../../src/interfaces/cli/commands/ingest.command.js';
import { registerKbCommand } from '../../src/interfaces/cli/commands/kb.command.js';
import { registerPaymentsCommand } from '../../src/interfaces/cli/commands/payments.command.js';
import { registerTicketsCommand } from '../../src/interfaces/cli/commands/tickets.command.js';
import { registerDeadlinesCommand } from '../../src/interfaces/cli/commands/deadlines.command.js';
import { registerReviewCommand } from '../../src/interfaces/cli/commands/review.command.js';
import { registerSeedCommand } from '../../src/interfaces/cli/commands/seed.command.js';
import { runCli, removeFreshDirs } from './cli-harness.js';

const COMMANDS = ['demo', 'seed', 'ask', 'chat', 'eval', 'eval-intents', 'review', 'ingest', 'kb', 'graph', 'payments', 'tickets', 'deadlines'];
const GRAPH_NODES = ['intake', 'gather', 'report', 'verify', 'tools', 'clarify', 'decide', 'approve', 'act', 'respond'];

/** The program as main.ts builds it, but throwing instead of exiting and writing help into `out`. */
function program(out: { text: string }): Command {
  const root = new Command()
    .name('echopilot')
    .exitOverride()
    .configureOutput({ writeOut: (s) => void (out.text += s), writeErr: (s) => void (out.text += s) });
  const deps = { openKnowledgeBase: () => Promise.reject(new Error('help must not open the knowledge base')) };
  registerDemoCommand(root);
  registerSeedCommand(root);
  registerAskCommand(root);
  registerChatCommand(root);
  registerEvalCommand(root);
  registerEvalIntentsCommand(root);
  registerReviewCommand(root);
  registerIngestCommand(root, deps);
  registerKbCommand(root, deps);
  registerGraphCommand(root);
  registerPaymentsCommand(root);
  registerTicketsCommand(root);
  registerDeadlinesCommand(root);
  return root;
}

/** Every command path, e.g. ['review', 'approve']. */
function commandPaths(command: Command, prefix: string[] = []): string[][] {
  return command.commands.flatMap((c) => [[...prefix, c.name()], ...commandPaths(c, [...prefix, c.name()])]);
}

afterAll(removeFreshDirs);

describe('echopilot --help', () => {
  it('lists every command when run as a process, and exits 0', async () => {
    const result = await runCli(['--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Usage: echopilot');
    for (const name of COMMANDS) expect(result.stdout).toMatch(new RegExp(`^  ${name}\\b`, 'm'));
  });

  it('prints usage, a description and its options for every command and subcommand', async () => {
    const paths = commandPaths(program({ text: '' }));
    expect(paths.map((p) => p.join(' '))).toEqual(expect.arrayContaining([
      ...COMMANDS, 'review list', 'review show', 'review approve', 'review reject', 'review edit', 'review resume', 'kb list', 'kb search', 'kb delete', 'payments reconcile', 'tickets sync', 'deadlines list', 'deadlines run',
    ]));
    for (const path of paths) {
      const out = { text: '' };
      const error = await program(out).parseAsync([...path, '--help'], { from: 'user' }).then(() => null, (e: unknown) => e);
      expect(error, path.join(' ')).toBeInstanceOf(CommanderError);
      expect((error as CommanderError).code, path.join(' ')).toBe('commander.helpDisplayed');
      expect(out.text, path.join(' ')).toContain(`Usage: echopilot ${path.join(' ')}`);
      expect(out.text, path.join(' ')).toContain('-h, --help');
    }
  });

  it('documents the options a user needs: tenant and customer for ask, --json and --strict for eval, --reviewer for approve', async () => {
    const help = async (path: string[]) => {
      const out = { text: '' };
      await program(out).parseAsync([...path, '--help'], { from: 'user' }).catch(() => undefined);
      return out.text;
    };
    expect(await help(['ask'])).toMatch(/--tenant <id>[\s\S]*--customer <id>[\s\S]*--now <datetime>[\s\S]*--json/);
    expect(await help(['eval'])).toMatch(/--json <file>[\s\S]*--strict/);
    expect(await help(['review', 'approve'])).toMatch(/--tenant <id>[\s\S]*--reviewer <id>/);
    expect(await help(['review', 'edit'])).toContain('--amount <rupees>');
  });
});

describe('echopilot graph', () => {
  it('prints a Mermaid flowchart with every node of the claim graph and its edges', async () => {
    const result = await runCli(['graph']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^(%%.*\n)?graph TD;/);
    for (const node of GRAPH_NODES) expect(result.stdout).toMatch(new RegExp(`\\b${node}\\(${node}\\)`));
    expect(result.stdout).toContain('__start__ --> intake;');
    expect(result.stdout).toContain('tools --> verify;');
    expect(result.stdout).toMatch(/approve -\.-> act;/);
  });
});
