// Reconciliation: credits whose remote status is unknown (the payments API never answered) are asked about again
// by their idempotency key and settled in the ledger; progress is reported per credit.
import { isEchoPilotError } from '../domain/errors.js';
import type { LedgerEntry, RemoteCreditStatus } from '../domain/effects.js';
import type { RefundGateway } from '../domain/payments.port.js';
import type { Store } from '../domain/store.port.js';

export interface ReconcileLine {
  entry: LedgerEntry;
  /** What the payments API says now; `unknown` when it still gave no answer (`problem` says why). */
  status: RemoteCreditStatus;
  ref: string | null;
  problem: string | null;
}

/** Lists (dryRun) or settles each tenant's unknown credits, oldest first. */
export async function reconcilePayments(
  store: Store, gateway: RefundGateway, tenantIds: readonly string[],
  options: { dryRun?: boolean; onLine?: (line: ReconcileLine, index: number, total: number) => void } = {},
): Promise<ReconcileLine[]> {
  const unknown: LedgerEntry[] = [];
  for (const tenantId of tenantIds) unknown.push(...(await store.listLedger(tenantId, { remoteStatus: 'unknown' })));
  const lines: ReconcileLine[] = [];
  for (const [index, entry] of unknown.entries()) {
    let line: ReconcileLine = { entry, status: 'unknown', ref: entry.remote?.ref ?? null, problem: options.dryRun ? 'not asked (dry run)' : null };
    if (!options.dryRun) {
      if (!gateway.settle) {
        line = { ...line, problem: 'the configured refund gateway cannot be asked (set ECHOPILOT_REFUND_URL)' };
      } else {
        try {
          const remote = await gateway.settle(entry);
          if (remote.status !== 'unknown') await store.setLedgerRemote(entry.tenantId, entry.id, remote);
          line = { entry, status: remote.status, ref: remote.ref, problem: remote.status === 'unknown' ? 'the payments API has not finished it yet' : null };
        } catch (error) {
          line = { ...line, problem: isEchoPilotError(error) || error instanceof Error ? error.message : String(error) };
        }
      }
    }
    lines.push(line);
    options.onLine?.(line, index, unknown.length);
  }
  return lines;
}
