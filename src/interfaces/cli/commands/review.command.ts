// `echopilot review list|show|approve|reject|edit`: the reviewer's inbox for claims that need a human decision.
import type { Command } from 'commander';
import { openEchoPilot } from '../../../app/echopilot.js';
import { formatInr, parseMoneyStrict } from '../../../domain/money.js';
import { formatTurn } from '../cli-output.js';
import { EchoPilotError } from '../../../domain/errors.js';

interface ReviewFlags { tenant: string; reviewer: string; note?: string }

export function registerReviewCommand(program: Command): Command {
  const review = program.command('review').description('list pending approvals and decide them as an authenticated reviewer');
  review
    .command('list')
    .description('pending approvals of a tenant')
    .requiredOption('--tenant <id>', 'tenant id')
    .option('--all', 'include decided approvals')
    .action(async (options: { tenant: string; all?: boolean }) => {
      const app = await openEchoPilot();
      try {
        app.tenants.get(options.tenant);
        const approvals = await app.approvals.list(options.tenant, options.all ? {} : { status: 'pending' });
        if (approvals.length === 0) process.stdout.write('no approvals\n');
        for (const a of approvals) {
          process.stdout.write(`${a.id}  ${a.status.padEnd(8)} ${a.claimType ?? '-'}  ${formatInr(a.amount)}  customer ${a.customerId}  approvers ${a.decisions.length}/${a.requiredApprovers}  thread ${a.threadId}\n`);
        }
      } finally {
        await app.close();
      }
    });
  review
    .command('show')
    .description('one approval with its evidence')
    .requiredOption('--tenant <id>', 'tenant id')
    .argument('<approvalId>')
    .action(async (id: string, options: { tenant: string }) => {
      const app = await openEchoPilot();
      try {
        const approval = await app.approvals.get(options.tenant, id);
        if (!approval) throw new EchoPilotError('NOT_FOUND', `tenant ${options.tenant} has no approval ${id}`, { field: 'approvalId', hint: 'list them with: echopilot review list --tenant ' + options.tenant });
        process.stdout.write(`${JSON.stringify(approval, null, 2)}\n`);
      } finally {
        await app.close();
      }
    });
  const decide = (name: 'approve' | 'reject' | 'edit', description: string) => {
    const command = review
      .command(name)
      .description(description)
      .requiredOption('--tenant <id>', 'tenant id')
      .requiredOption('--reviewer <id>', 'your reviewer id (two different reviewers above the four-eyes limit)')
      .option('--note <text>', 'a note for the record')
      .argument('<approvalId>');
    if (name === 'edit') command.requiredOption('--amount <rupees>', 'the amount to approve instead, e.g. 4000 or 4,000.00');
    command.action(async (id: string, options: ReviewFlags & { amount?: string }) => {
      const app = await openEchoPilot();
      try {
        const { approval, turn } = await app.approvals.decide({
          tenantId: options.tenant, approvalId: id, reviewer: { id: options.reviewer, role: 'reviewer' }, decision: name,
          ...(options.amount ? { amount: parseMoneyStrict(options.amount, '--amount') } : {}), ...(options.note ? { note: options.note } : {}),
        });
        process.stdout.write(`${approval.id}: ${approval.status} (${approval.decisions.length}/${approval.requiredApprovers} approvals)\n`);
        if (turn) process.stdout.write(formatTurn(turn));
      } finally {
        await app.close();
      }
    });
  };
  decide('approve', 'approve the proposed action and amount');
  decide('reject', 'reject the claim');
  decide('edit', 'approve a lower amount');
  return review;
}
