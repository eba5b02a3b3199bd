// duplicate_card_charge: two posted debits, same account, counterparty and amount, within the window → refund the later.
import { formatInr } from '../../../domain/money.js';
import type { CustomerRecords, Transaction } from '../../../domain/records.js';
import type { ClaimRule } from '../../pack.js';
import {
  REVERSAL_CHANNELS, byInstant, describeTransaction, finding, findTransaction, instantMs, makeResult, rupees,
  settlingCredits, sortCandidates, transactionCandidate,
} from '../rule-kit.js';
import { BANK_CITATIONS } from './citations.js';
import { BANK_PACK_META } from './meta.js';
import type { ClaimTypeDeclaration } from '../../claim-type.js';
import type { BankParams } from './params.js';
import { TWICE } from './cue-fragments.js';

const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

const sameCharge = (a: Transaction, b: Transaction) =>
  a.accountId === b.accountId && a.amount === b.amount && normalise(a.counterparty) === normalise(b.counterparty);

/** Card payments only: two cash withdrawals or transfers of the same amount are not a duplicate card charge. */
const CARD_CHANNELS: readonly Transaction['channel'][] = ['card_pos', 'card_online'];
const isPostedDebit = (t: Transaction) => t.direction === 'debit' && t.status === 'posted' && CARD_CHANNELS.includes(t.channel);

/** The latest posted debit before `later` on the same account with the same counterparty and amount. */
export function earlierTwin(records: CustomerRecords, later: Transaction): Transaction | undefined {
  const ordered = records.transactions.filter(isPostedDebit).sort(byInstant);
  const index = ordered.findIndex((t) => t.id === later.id);
  const before = index >= 0 ? ordered.slice(0, index) : ordered.filter((t) => byInstant(t, later) < 0);
  return before.reverse().find((t) => t.id !== later.id && sameCharge(t, later));
}

function describeGap(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 120) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.round((ms / 3_600_000) * 10) / 10;
  return `${hours} hours`;
}

const citations = [BANK_CITATIONS.duplicate];

export const duplicateCardChargeRule: ClaimRule<BankParams> = {
  claimType: 'duplicate_card_charge',

  candidates(records, calendar) {
    const candidates = records.transactions.filter(isPostedDebit).flatMap((t) => {
      const twin = earlierTwin(records, t);
      if (!twin) return [];
      return [transactionCandidate(t, records, 0, calendar.timeZone, [twin.id, twin.reference ?? '', twin.counterparty])];
    });
    return sortCandidates(candidates);
  },

  evaluate({ records, subjectId, params, calendar }) {
    const result = (parts: Omit<Parameters<typeof makeResult>[2], 'citations' | 'subjectId'>) =>
      makeResult(BANK_PACK_META, 'duplicate_card_charge', { ...parts, citations, subjectId });
    const later = findTransaction(records, subjectId);
    const what = describeTransaction(later, calendar.timeZone);
    if (!isPostedDebit(later)) {
      return result({ eligible: 'no', findings: [finding('not_posted', `${later.id} (${what}) is not a posted debit.`, [later.id])] });
    }
    const earlier = earlierTwin(records, later);
    if (!earlier) {
      return result({
        eligible: 'no',
        findings: [finding('no_twin', `There is no earlier debit of ${formatInr(later.amount)} to ${later.counterparty} on the same account before ${later.id}.`, [later.id])],
      });
    }
    const ids = [earlier.id, later.id];
    const gap = instantMs(later) - instantMs(earlier);
    const windowMs = params.duplicateWindowHours * 3_600_000;
    const gapText = `${earlier.id} and ${later.id} were charged ${describeGap(gap)} apart`;
    if (gap > windowMs) {
      return result({
        eligible: 'no',
        findings: [finding('outside_window', `${gapText}, more than the ${params.duplicateWindowHours}-hour duplicate window: they are two separate charges.`, ids)],
      });
    }
    const refunds = [...settlingCredits(records, later.id, REVERSAL_CHANNELS), ...settlingCredits(records, earlier.id, REVERSAL_CHANNELS)];
    if (refunds.length > 0) {
      return result({
        eligible: 'no',
        findings: [finding('already_refunded', `One of the two charges has already been refunded (${refunds.map((r) => r.id).join(', ')}).`, [...ids, ...refunds.map((r) => r.id)])],
      });
    }
    return result({
      eligible: 'yes',
      components: [{
        kind: 'refund', label: `Refund of the duplicate charge ${later.id}`, amount: later.amount,
        formula: rupees(later.amount), relatesTo: later.id,
      }],
      findings: [finding('duplicate', `${gapText}, within the ${params.duplicateWindowHours}-hour window, for the same amount to the same merchant on the same account: ${later.id} is a duplicate.`, ids)],
    });
  },
};

export const duplicateCardCharge: ClaimTypeDeclaration<BankParams> = {
  id: 'duplicate_card_charge',
  label: 'Duplicate card charge',
  noun: 'duplicate card charge',
  intent: 'complaint',
  vocabulary: {
    cues: [
      'charged (?:me )?(?:twice|two times|double|2 times)', 'double (?:charg|debit|deduct|payment)', '(?:debited|deducted|billed) (?:me )?(?:twice|two times|double|2 times)',
      '(?:twice|two times|double|2 times) for (?:the same|one|a single)', 'duplicate (?:charge|transaction|debit|payment)',
      '(?:same|one|single) (?:order|transaction|payment|purchase).{0,60}(?:twice|two times|double|2 times|do baar)',
      '(?:do baar|2 baar|dobara) (?:kat|charge|debit|deduct)', '(?:kat|charge|debit)\\w* (?:do baar|2 baar)',
      '(?:shows|appears|showing) twice',
      '(?:charged|debited|deducted|billed|took|taken|cut|kat|kata|kaat)\\b(?:\\s+\\S+){0,4}?\\s+' + TWICE + '\\b',
      TWICE + '\\b.{0,80}(?:the same|one|a single|only one|just one|ek hi) (?:order|purchase|transaction|payment|bill|meal|ticket|item|booking)',
      '(?:same (?:amount|charge|payment|transaction|debit))\\b.{0,30}\\b(?:again|twice|repeated)|\\bagain (?:for )?the same (?:amount|charge|order)',
      '(?:two|2|do) (?:charges|debits|deductions|transactions|entries)\\b.{0,30}\\b(?:of|for) (?:the same|one|a single|same|ek hi)',
      '\\bek hi\\b.{0,40}' + TWICE, TWICE + '\\b.{0,30}(?:kaat|kat|kata|kate|charge|debit|deduct|liya|liye)',
    ],
    examples: [
      'I was charged twice for the same order.',
      'The merchant debited my card two times for one purchase, refund the extra charge.',
      'Ek hi payment do baar kat gaya card se.',
    ],
    aspects: ['card', 'duplicate charge'],
  },
  rule: duplicateCardChargeRule,
  citations: [BANK_CITATIONS.duplicate],
};
