// `echopilot payments reconcile`: lists credits whose outcome at the payments API is unknown and settles them.
import type { Command } from 'commander';
import { openEchoPilot } from '../../../app/echopilot.js';
import { refundGatewayFromEnv } from '../../../app/integrations.js';
import { reconcilePayments } from '../../../app/payments-reconcile.js';
import { formatInr } from '../../../domain/money.js';

export function registerPaymentsCommand(program: Command): Command {
  const payments = program.command('payments').description('credits sent to the payments API ($ECHOPILOT_REFUND_URL)');
  payments
    .command('reconcile')
    .description('list credits whose remote status is unknown (the payments API never answered) and settle them by asking it again under the same Idempotency-Key; exits 1 while any stay unknown')
    .option('--tenant <id>', 'only this tenant (default: every tenant)')
    .option('--dry-run', 'only list them; ask nothing')
    .action(async (options: { tenant?: string; dryRun?: boolean }) => {
      const gateway = refundGatewayFromEnv();
      const app = await openEchoPilot();
      try {
        const tenantIds = options.tenant ? [app.tenants.get(options.tenant).config.id] : app.tenants.ids();
        const lines = await reconcilePayments(app.store, gateway, tenantIds, {
          dryRun: options.dryRun ?? false,
          onLine: (line, index, total) => process.stdout.write(
            `[${index + 1}/${total}] ${line.entry.tenantId} ${line.entry.id} ${line.entry.kind} ${formatInr(line.entry.amount)} customer ${line.entry.customerId} → ${line.status}${line.ref ? ` (${line.ref})` : ''}${line.problem ? `: ${line.problem}` : ''}\n`),
        });
        const open = lines.filter((l) => l.status === 'unknown').length;
        process.stdout.write(lines.length === 0 ? 'no credits with an unknown remote status\n' : `${lines.length - open} settled, ${open} still unknown\n`);
        if (open > 0) process.exitCode = 1;
      } finally {
        await app.close();
      }
    });
  return payments;
}
