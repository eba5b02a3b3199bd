// Embedded refund gateway: a ledger entry plus a posted credit transaction that `relates_to` the settled record.
// It re-checks the approval (status, amount) itself: a decision that bypassed the graph still cannot pay. The account's
// balance moves with the credit, in the caller's transaction.
import { shortIdOf } from '../../domain/ids.js';
import { EchoPilotError } from '../../domain/errors.js';
import type { CreditInstruction, RefundGateway } from '../../domain/payments.port.js';
import type { Store } from '../../domain/store.port.js';
import { approvedAmount } from '../../domain/effects.js';

const shortId = shortIdOf;

export class LedgerRefundGateway implements RefundGateway {
  async credit(tx: Store, instruction: CreditInstruction) {
    if (!Number.isSafeInteger(instruction.amount) || instruction.amount <= 0) {
      throw new EchoPilotError('INVALID_MONEY', `credit amount must be a positive whole number of paise, got ${instruction.amount}`, { field: 'amount' });
    }
    const existing = await tx.listLedger(instruction.tenantId, { relatesTo: instruction.relatesTo });
    const same = existing.find((e) => e.idempotencyKey === instruction.idempotencyKey);
    if (same) {
      if (same.amount !== instruction.amount || same.approvalId !== instruction.approvalId) {
        throw new EchoPilotError('CONFLICT', `credit refused: ${instruction.kind} of ${instruction.relatesTo} was already paid as ${same.id} with a different amount or approval`);
      }
      return { row: same, created: false };
    }
    if (instruction.approvalId !== null) {
      const approval = await tx.getApproval(instruction.tenantId, instruction.approvalId);
      if (!approval || (approval.status !== 'approved' && approval.status !== 'used')) {
        throw new EchoPilotError('APPROVAL_INVALID', `credit refused: approval ${instruction.approvalId} is not approved`);
      }
      if (approval.customerId !== instruction.customerId) {
        throw new EchoPilotError('FORBIDDEN', 'credit refused: the approval belongs to another customer');
      }
      const paid = (await tx.listLedger(instruction.tenantId, { threadId: approval.threadId }))
        .filter((e) => e.approvalId === approval.id)
        .reduce((sum, e) => sum + e.amount, 0);
      if (paid + instruction.amount > approvedAmount(approval)) {
        throw new EchoPilotError('APPROVAL_INVALID', `credit refused: it would pay more than the approved amount`);
      }
    }
    const id = `LED-${shortId(instruction.idempotencyKey)}`;
    const put = await tx.putLedgerEntry({
      id,
      tenantId: instruction.tenantId,
      customerId: instruction.customerId,
      accountId: instruction.accountId,
      threadId: instruction.threadId,
      kind: instruction.kind,
      amount: instruction.amount,
      relatesTo: instruction.relatesTo,
      approvalId: instruction.approvalId,
      idempotencyKey: instruction.idempotencyKey,
      createdAt: instruction.at,
    });
    if (put.created && instruction.accountId !== null) {
      await tx.insertTransaction({
        id: `CR-${shortId(instruction.idempotencyKey)}`,
        tenantId: instruction.tenantId,
        accountId: instruction.accountId,
        cardId: null,
        at: instruction.at,
        amount: instruction.amount,
        direction: 'credit',
        channel: instruction.kind,
        counterparty: `${instruction.kind.toUpperCase()} ${instruction.relatesTo}`,
        reference: id,
        status: 'posted',
        relatesTo: instruction.relatesTo,
        feeKind: null,
        policyId: null,
        dueOn: null,
      });
      // The balance follows the ledger: it changes in the same transaction as the credit, exactly once.
      await tx.adjustAccountBalance(instruction.tenantId, instruction.accountId, instruction.amount);
    }
    return put;
  }
}
