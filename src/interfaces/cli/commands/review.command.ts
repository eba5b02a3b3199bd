// `echopilot review list|show|approve|reject|edit|resume`: the reviewer's inbox for claims that need a human decision,
// used with a staff API key (the same keys as the server's): the key's name is the reviewer recorded on a decision.
import type { Command } from 'commander';
import { openEchoPilot } from '../../../app/echopilot.js';
import { formatInr, parseMoneyStrict } from '../../../domain/money.js';
import { formatTurn } from '../cli-output.js';
import { EchoPilotError } from '../../../domain/errors.js';
import { operatorOf, withOperatorKey, type OperatorFlags } from '../operator-key.js';

const STAFF = ['agent', 'reviewer', 'admin'] as const;
const REVIEWERS = ['reviewer', 'admin'] as const;

interface ReviewFlags extends OperatorFlags { reviewer?: string; note?: string }

export function registerReviewCommand(program: Command): Command {
  const review = program.command('review').description('list pending approvals and decide them as an authenticated reviewer');
  withOperatorKey(review
    .command('list')
    .description('pending approvals of your tenant (needs a staff key)')
    .option('--tenant <id>', 'tenant id (optional: the key decides it)')
    .option('--all', 'include decided approvals'))
    .action(async (options: OperatorFlags & { all?: boolean }) => {
      const operator = await operatorOf(options, STAFF);
      const app = await openEchoPilot();
      try {
        app.tenants.get(operator.tenantId);
        const approvals = await app.approvals.list(operator.tenantId, options.all ? {} : { status: 'pending' });
        if (approvals.length === 0) process.stdout.write('no approvals\n');
        for (const a of approvals) {
          // A promise on the claim that passed its deadline (the scheduler escalated it) is flagged in the inbox.
          const overdue = (await app.store.listDeadlines({ tenantId: a.tenantId, threadId: a.threadId, status: 'passed' })).filter((d) => d.kind !== 'clarification');
          const flag = overdue.length > 0 ? `  OVERDUE ${overdue.map((d) => `${d.kind} (due ${d.dueAt})`).join(', ')}` : '';
          process.stdout.write(`${a.id}  ${a.status.padEnd(8)} ${a.claimType ?? '-'}  ${formatInr(a.amount)}  customer ${a.customerId}  approvers ${a.decisions.length}/${a.requiredApprovers}  thread ${a.threadId}${flag}\n`);
        }
      } finally {
        await app.close();
      }
    });
  withOperatorKey(review
    .command('show')
    .description('one approval with its evidence (needs a staff key)')
    .option('--tenant <id>', 'tenant id (optional: the key decides it)')
    .argument('<approvalId>'))
    .action(async (id: string, options: OperatorFlags) => {
      const operator = await operatorOf(options, STAFF);
      const app = await openEchoPilot();
      try {
        const approval = await app.approvals.get(operator.tenantId, id);
        if (!approval) throw new EchoPilotError('NOT_FOUND', `tenant ${operator.tenantId} has no approval ${id}`, { field: 'approvalId', hint: 'list them with: echopilot review list' });
        process.stdout.write(`${JSON.stringify(approval, null, 2)}\n`);
      } finally {
        await app.close();
      }
    });
  const decide = (name: 'approve' | 'reject' | 'edit', description: string) => {
    const command = withOperatorKey(review
      .command(name)
      .description(`${description} (needs a reviewer or admin key; above the four-eyes limit, two different keys)`)
      .option('--tenant <id>', 'tenant id (optional: the key decides it)')
      .option('--reviewer <id>', 'refused: the reviewer is the name of your --key, never a typed name')
      .option('--note <text>', 'a note for the record')
      .argument('<approvalId>'));
    if (name === 'edit') command.requiredOption('--amount <rupees>', 'the amount to approve instead, e.g. 4000 or 4,000.00');
    command.action(async (id: string, options: ReviewFlags & { amount?: string }) => {
      if (options.reviewer !== undefined) {
        throw new EchoPilotError('FORBIDDEN', `--reviewer is not an identity: decide with your own staff key (--key or $ECHOPILOT_API_KEY); the reviewer recorded is the key's name`, { field: 'reviewer' });
      }
      const operator = await operatorOf(options, REVIEWERS);
      const app = await openEchoPilot();
      try {
        const { approval, turn } = await app.approvals.decide({
          tenantId: operator.tenantId, approvalId: id, reviewer: { id: operator.name, role: operator.role }, decision: name,
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
  withOperatorKey(review
    .command('resume')
    .description('finish an approved claim whose payment was interrupted (the process died between the approval and the payment): no new decision, paid once; run again once the claim finished, it refuses with ALREADY_RESUMED (needs a reviewer or admin key)')
    .option('--tenant <id>', 'tenant id (optional: the key decides it)')
    .argument('<approvalId>'))
    .action(async (id: string, options: OperatorFlags) => {
      const operator = await operatorOf(options, REVIEWERS);
      const app = await openEchoPilot();
      try {
        const { approval, turn } = await app.approvals.resumeInterrupted({ tenantId: operator.tenantId, approvalId: id, operator: { id: operator.name, role: operator.role } });
        process.stdout.write(`${approval.id}: ${approval.status} (resumed)\n`);
        if (turn) process.stdout.write(formatTurn(turn));
      } finally {
        await app.close();
      }
    });
  return review;
}
