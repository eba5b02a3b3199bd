// What every refund gateway does around the payment itself: re-check the instruction against the decision and its
// approval, answer a repeated idempotency key with the first credit, and record the ledger row and posted credit.
import { shortIdOf } from '../../domain/ids.js';
import { EchoPilotError } from '../../domain/errors.js';
import { approvedAmount, type LedgerEntry, type RemoteCredit } from '../../domain/effects.js';
import type { CreditInstruction } from '../../domain/payments.port.js';
import type { Put, Store } from '../../domain/store.port.js';

export const ledgerIdFor = (instruction: Pick<CreditInstruction, 'idempotencyKey'>): string => `LED-${shortIdOf(instruction.idempotencyKey)}`;

/**
 * Refuses an instruction the decision or its approval does not cover; returns the credit already made under the same
 * key (CONFLICT when it differs), or null when the credit is new and may be sent.
 */
export async function checkCredit(tx: Store, instruction: CreditInstruction): Promise<LedgerEntry | null> {
  if (!Number.isSafeInteger(instruction.amount) || instruction.amount <= 0) {
    throw new EchoPilotError('INVALID_MONEY', `credit amount must be a positive whole number of paise, got ${instruction.amount}`, { field: 'amount' });
  }
  if (instruction.allowed !== undefined && instruction.amount > instruction.allowed) {
    throw new EchoPilotError('FORBIDDEN', `credit refused: ${instruction.amount} paise is more than the ${instruction.allowed} paise the decision allows`, { field: 'amount' });
  }
  const existing = await tx.listLedger(instruction.tenantId, { relatesTo: instruction.relatesTo });
  const same = existing.find((e) => e.idempotencyKey === instruction.idempotencyKey);
  if (same) {
    if (same.amount !== instruction.amount || same.approvalId !== instruction.approvalId) {
      throw new EchoPilotError('CONFLICT', `credit refused: ${instruction.kind} of ${instruction.relatesTo} was already paid as ${same.id} with a different amount or approval`);
    }
    return same;
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
  return null;
}

/** Writes the ledger row (with the remote answer, when a payments API carried it) and the credit on the account. */
export async function recordCredit(tx: Store, instruction: CreditInstruction, remote?: RemoteCredit): Promise<Put<LedgerEntry>> {
  const id = ledgerIdFor(instruction);
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
    ...(remote ? { remote } : {}),
  });
  if (put.created && instruction.accountId !== null) {
    await tx.insertTransaction({
      id: `CR-${shortIdOf(instruction.idempotencyKey)}`,
      tenantId: instruction.tenantId,
      accountId: instruction.accountId,
      cardId: null,
      at: instruction.at,
      amount: instruction.amount,
      direction: 'credit',
      channel: instruction.kind,
      counterparty: `${instruction.kind.toUpperCase()} ${instruction.relatesTo}`,
      reference: remote?.ref ?? id,
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
