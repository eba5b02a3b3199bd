#!/usr/bin/env node
// The `echopilot` command line: every command has --help; errors print a code and what to do, never a stack trace.
import { Command } from 'commander';
import { openConfiguredKnowledgeBase as openKnowledgeBase } from '../../app/knowledge-base.js';
import { registerAskCommand } from './commands/ask.command.js';
import { registerChatCommand } from './commands/chat.command.js';
import { registerDeadlinesCommand } from './commands/deadlines.command.js';
import { registerDemoCommand } from './commands/demo.command.js';
import { registerEvalCommand } from './commands/eval.command.js';
import { registerEvalIntentsCommand } from './commands/eval-intents.command.js';
import { registerGraphCommand } from './commands/graph.command.js';
import { registerIngestCommand } from './commands/ingest.command.js';
import { registerKbCommand } from './commands/kb.command.js';
import { registerPaymentsCommand } from './commands/payments.command.js';
import { registerReviewCommand } from './commands/review.command.js';
import { registerSeedCommand } from './commands/seed.command.js';
import { registerServeCommand } from './commands/serve.command.js';
import { registerWorkerCommand } from './commands/worker.command.js';
import { registerTicketsCommand } from './commands/tickets.command.js';
import { registerKeysCommand } from './commands/keys.command.js';
import { reportError, wantsJson } from './cli-output.js';

const program = new Command()
  .name('echopilot')
  .description('EchoPilot: verifies bank and insurance customer claims against policy and records, then acts.\nData lives in $ECHOPILOT_DATA_DIR (default ./.echopilot).')
  .showHelpAfterError('(run with --help for usage)');

registerDemoCommand(program);
registerSeedCommand(program);
registerAskCommand(program);
registerChatCommand(program);
registerEvalCommand(program);
registerEvalIntentsCommand(program);
registerReviewCommand(program);
registerIngestCommand(program, { openKnowledgeBase });
registerKbCommand(program, { openKnowledgeBase });
registerGraphCommand(program);
registerServeCommand(program);
registerWorkerCommand(program);
registerPaymentsCommand(program);
registerTicketsCommand(program);
registerKeysCommand(program);
registerDeadlinesCommand(program);

// `echopilot demo | head` closes stdout early: stop quietly instead of printing a stack trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

try {
  await program.parseAsync(process.argv);
} catch (error) {
  const code = reportError(error, wantsJson());
  process.exitCode = process.exitCode && process.exitCode !== 0 ? process.exitCode : code;
}
