// The RBI turnaround-time rule shared by failed ATM, UPI/IMPS and card debits: reverse by T+n, ₹100 a day after.
import { addDays, days, formatDateLong } from '../../../domain/calendar.js';
import { formatInr } from '../../../domain/money.js';
import type { Channel } from '../../../domain/records.js';
import type { AmountComponent, Citation, Finding } from '../../../domain/rule-result.js';
import type { ClaimType } from '../../../domain/vocabulary.js';
import type { ClaimRule } from '../../pack.js';
import {
  REVERSAL_CHANNELS, finding, findTransaction, makeResult, rupees, settlingCredits, sortCandidates, sumPaise,
  transactionCandidate, txnDate,
} from '../rule-kit.js';
import { BANK_CITATIONS } from './citations.js';
import { BANK_PACK_META } from './meta.js';
import type { BankParams } from './params.js';

export interface FailedDebitSpec {
  claimType: ClaimType;
  channels: readonly Channel[];
  /** What the debit is, in a sentence: "ATM withdrawal". */
  noun: string;
  tatDays: (params: BankParams) => number;
  citation: Citation;
}

const FAILED_STATUSES = ['failed', 'reversed'] as const;

const dayWord = (n: number) => (n === 1 ? 'day' : 'days');

export function failedDebitRule(spec: FailedDebitSpec): ClaimRule<BankParams> {
  const citations = [spec.citation, BANK_CITATIONS.compensation];
  return {
    claimType: spec.claimType,

    candidates(records, calendar) {
      const debits = records.transactions.filter((t) => t.direction === 'debit' && spec.channels.includes(t.channel));
      return sortCandidates(
        debits.map((t) =>
          transactionCandidate(t, records, (FAILED_STATUSES as readonly string[]).includes(t.status) ? 0 : 1, calendar.timeZone),
        ),
      );
    },

    evaluate({ records, subjectId, params, calendar }) {
      const result = (parts: Omit<Parameters<typeof makeResult>[2], 'citations' | 'subjectId'>) =>
        makeResult(BANK_PACK_META, spec.claimType, { ...parts, citations, subjectId });
      const txn = findTransaction(records, subjectId);
      const on = txnDate(txn, calendar.timeZone);
      const what = `${txn.id} (${formatInr(txn.amount)} on ${formatDateLong(on)})`;

      if (txn.direction !== 'debit' || !spec.channels.includes(txn.channel)) {
        return result({
          eligible: 'no',
          findings: [finding('not_applicable', `${what} is not a ${spec.noun} debit.`, [txn.id])],
        });
      }
      if (!(FAILED_STATUSES as readonly string[]).includes(txn.status)) {
        return result({
          eligible: 'no',
          findings: [finding('not_failed', `Our records show the ${spec.noun} ${what} as ${txn.status}, not failed.`, [txn.id])],
        });
      }

      const tat = spec.tatDays(params);
      const deadline = addDays(on, tat);
      const perDay = params.compensationPerDay;
      const reversals = settlingCredits(records, txn.id, REVERSAL_CHANNELS);
      const compensations = settlingCredits(records, txn.id, ['compensation']);
      const compensationPaid = sumPaise(compensations.map((c) => c.amount));
      const findings: Finding[] = [];

      // The date the debit was fully reversed (R), if it was.
      let reversedTotal = 0;
      let fullReversal: (typeof reversals)[number] | undefined;
      for (const credit of reversals) {
        reversedTotal += credit.amount;
        if (reversedTotal >= txn.amount) {
          fullReversal = credit;
          break;
        }
      }

      if (fullReversal) {
        const reversedOn = txnDate(fullReversal, calendar.timeZone);
        const late = days(deadline, reversedOn);
        const ids = [txn.id, ...reversals.map((r) => r.id)];
        if (late <= 0) {
          return result({
            eligible: 'no',
            findings: [finding('reversed_in_time',
              `${what} was reversed on ${formatDateLong(reversedOn)}, within the T+${tat} deadline of ${formatDateLong(deadline)}.`, ids)],
          });
        }
        if (compensations.length > 0) {
          return result({
            eligible: 'no',
            findings: [
              finding('reversed_late', `${what} was reversed on ${formatDateLong(reversedOn)}, ${late} ${dayWord(late)} after the T+${tat} deadline of ${formatDateLong(deadline)}.`, ids),
              finding('compensation_paid', `Compensation of ${formatInr(compensationPaid)} for the delay has already been paid.`, [txn.id, ...compensations.map((c) => c.id)]),
            ],
          });
        }
        const amount = perDay * late;
        return result({
          eligible: 'yes',
          components: [{
            kind: 'compensation', label: `Compensation for ${late} ${dayWord(late)} of delay in reversing ${txn.id}`,
            amount, formula: `${rupees(perDay)} × ${late} ${dayWord(late)} late`, relatesTo: txn.id,
          }],
          findings: [
            finding('reversed_late', `${what} was reversed on ${formatDateLong(reversedOn)}, ${late} ${dayWord(late)} after the T+${tat} deadline of ${formatDateLong(deadline)}.`, ids),
            finding('compensation_missing', `No compensation for the delay has been paid: ${rupees(perDay)} a day is due.`, [txn.id]),
          ],
        });
      }

      const outstanding = txn.amount - reversedTotal;
      const late = Math.max(0, days(deadline, calendar.today));
      const compensationDue = Math.max(0, perDay * late - compensationPaid);
      const components: AmountComponent[] = [{
        kind: 'reversal', label: `Reversal of the failed ${spec.noun} ${txn.id}`, amount: outstanding,
        formula: rupees(outstanding), relatesTo: txn.id,
      }];
      findings.push(reversals.length > 0
        ? finding('reversal_partial', `Only ${formatInr(reversedTotal)} of ${what} has been reversed; ${formatInr(outstanding)} is still due.`, [txn.id, ...reversals.map((r) => r.id)])
        : finding('reversal_missing', `${what} failed and has not been reversed.`, [txn.id]));
      if (late > 0) {
        findings.push(finding('reversal_overdue',
          `The reversal was due by ${formatDateLong(deadline)} (T+${tat}); today is ${late} ${dayWord(late)} past that.`, [txn.id]));
        if (compensationDue > 0) {
          const paidNote = compensationPaid > 0 ? ` − ${rupees(compensationPaid)} already paid` : '';
          components.push({
            kind: 'compensation', label: `Compensation for ${late} ${dayWord(late)} of delay in reversing ${txn.id}`,
            amount: compensationDue, formula: `${rupees(perDay)} × ${late} ${dayWord(late)} late${paidNote}`, relatesTo: txn.id,
          });
        }
      } else {
        findings.push(finding('within_tat',
          `The reversal deadline (${formatDateLong(deadline)}, T+${tat}) has not passed, so no compensation is due yet.`, [txn.id]));
      }
      return result({ eligible: 'yes', components, findings, ...(late > 0 ? {} : { reversalDueOn: deadline }) });
    },
  };
}
