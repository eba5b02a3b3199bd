// unauthorized_transaction: customer liability by working days to report (RBI, 6 Jul 2017); fraud team reviews, card blocked.
import { formatDateLong, workingDaysAfter } from '../../../domain/calendar.js';
import { formatInr, type Paise } from '../../../domain/money.js';
import type { Account, Channel, Customer, Transaction } from '../../../domain/records.js';
import type { Citation, ProductAction } from '../../../domain/rule-result.js';
import type { ClaimRule } from '../../pack.js';
import {
  REVERSAL_CHANNELS, describeTransaction, finding, findTransaction, makeResult, rupees, settlingCredits, sortCandidates,
  transactionCandidate, txnDate,
} from '../rule-kit.js';
import type { CustomerRecords } from '../../../domain/records.js';
import { BANK_CITATIONS } from './citations.js';
import { BANK_PACK_META } from './meta.js';
import type { ClaimTypeDeclaration } from '../../claim-type.js';
import type { BankParams } from './params.js';

/** RBI: the disputed amount is shadow-credited within this many working days of the customer's report. */
const SHADOW_CREDIT_WORKING_DAYS = 10;

/** Channels on which a customer can be debited by someone else's payment. */
export const PAYMENT_CHANNELS: readonly Channel[] = ['card_pos', 'card_online', 'atm', 'upi', 'imps', 'neft'];

/** The customer's maximum liability for the account type (RBI caps for 4–7 working days). */
export function liabilityCap(account: Account, customer: Customer, params: BankParams): { cap: Paise; basis: string } {
  switch (account.type) {
    case 'bsbd':
      return { cap: params.liabilityCapBsbd, basis: 'basic savings (BSBD) account' };
    case 'savings':
      return { cap: params.liabilityCapStandard, basis: 'savings account' };
    case 'current':
      return customer.segment === 'business'
        ? { cap: params.liabilityCapHigh, basis: 'current account of a business' }
        : { cap: params.liabilityCapStandard, basis: 'current account of an individual' };
    case 'credit_card':
      return (account.creditLimit ?? 0) > params.highCreditLimit
        ? { cap: params.liabilityCapHigh, basis: `credit card with a limit above ${formatInr(params.highCreditLimit)}` }
        : { cap: params.liabilityCapStandard, basis: `credit card with a limit up to ${formatInr(params.highCreditLimit)}` };
  }
}

function blockActions(records: CustomerRecords, txn: Transaction): { action: ProductAction; recordId: string }[] {
  const card = txn.cardId ? records.cards.find((c) => c.id === txn.cardId) : undefined;
  return card && (card.status === 'active' || card.status === 'lost') ? [{ action: 'block_card', recordId: card.id }] : [];
}

export const unauthorizedTransactionRule: ClaimRule<BankParams> = {
  claimType: 'unauthorized_transaction',

  candidates(records, calendar) {
    return sortCandidates(
      records.transactions
        .filter((t) => t.direction === 'debit' && t.status === 'posted' && PAYMENT_CHANNELS.includes(t.channel))
        .map((t) => transactionCandidate(t, records, 0, calendar.timeZone)),
    );
  },

  evaluate({ records, subjectId, params, calendar }) {
    const txn = findTransaction(records, subjectId);
    const result = (citations: Citation[], parts: Omit<Parameters<typeof makeResult>[2], 'citations' | 'subjectId'>) =>
      makeResult(BANK_PACK_META, 'unauthorized_transaction', { reviewRequired: true, ...parts, citations, subjectId });
    const what = `${txn.id} (${describeTransaction(txn, calendar.timeZone)})`;
    const shadow = BANK_CITATIONS.shadowCredit;

    if (txn.direction !== 'debit' || txn.status !== 'posted') {
      return result([BANK_CITATIONS.unauthorizedWithin3], {
        eligible: 'no',
        findings: [finding('not_posted', `${what} is not a posted debit: no money left the account.`, [txn.id])],
      });
    }
    const refunds = settlingCredits(records, txn.id, REVERSAL_CHANNELS);
    if (refunds.length > 0) {
      return result([shadow], {
        eligible: 'no',
        findings: [finding('already_reversed', `${what} has already been credited back (${refunds.map((r) => r.id).join(', ')}).`, [txn.id, ...refunds.map((r) => r.id)])],
      });
    }

    const productActions = blockActions(records, txn);
    const on = txnDate(txn, calendar.timeZone);
    const workingDays = workingDaysAfter(on, calendar.today, calendar.holidays);
    const reported = finding('reported_after',
      `${what} is reported on ${formatDateLong(calendar.today)}, ${workingDays} working day${workingDays === 1 ? '' : 's'} after it.`, [txn.id]);

    if (workingDays <= 3) {
      return result([BANK_CITATIONS.unauthorizedWithin3, shadow], {
        eligible: 'yes',
        components: [{ kind: 'reversal', label: `Credit of the unauthorised debit ${txn.id}`, amount: txn.amount, formula: rupees(txn.amount), relatesTo: txn.id }],
        findings: [reported, finding('zero_liability', 'Reported within three working days: the customer bears no liability.', [txn.id])],
        productActions,
      });
    }
    if (workingDays <= 7) {
      const account = records.accounts.find((a) => a.id === txn.accountId);
      if (!account) {
        return result([BANK_CITATIONS.unauthorized4to7, BANK_CITATIONS.liabilityCaps], {
          eligible: 'human',
          findings: [reported, finding('account_missing', `The account ${txn.accountId} of ${txn.id} is not among the customer's records.`, [txn.id])],
          productActions,
        });
      }
      const { cap, basis } = liabilityCap(account, records.customer, params);
      const liability = Math.min(txn.amount, cap);
      const credit = txn.amount - liability;
      return result([BANK_CITATIONS.unauthorized4to7, BANK_CITATIONS.liabilityCaps, shadow], {
        eligible: 'yes',
        components: credit > 0
          ? [{ kind: 'reversal', label: `Credit of the unauthorised debit ${txn.id} less the customer's liability`, amount: credit, formula: `${rupees(txn.amount)} − ${rupees(liability)} customer liability`, relatesTo: txn.id }]
          : [],
        findings: [reported, finding('limited_liability',
          `Reported in four to seven working days: the customer's liability is the lower of the transaction and ${formatInr(cap)} (cap for a ${basis}), ${formatInr(liability)}.`,
          [txn.id, account.id])],
        productActions,
      });
    }
    return result([BANK_CITATIONS.unauthorizedAfter7, shadow], {
      eligible: 'human',
      findings: [reported, finding('reported_late', 'Reported after seven working days: the bank\'s board-approved policy applies and the fraud team decides.', [txn.id])],
      productActions,
    });
  },
};

export const unauthorizedTransaction: ClaimTypeDeclaration<BankParams> = {
  id: 'unauthorized_transaction',
  label: 'Unauthorised transaction',
  noun: 'report of an unauthorised transaction',
  intent: 'complaint',
  vocabulary: {
    cues: [
      '(?:i|we) (?:have |had )?(?:never|did not|have not|had not|never ever) (?:even |ever )?(?:make|made|do|did|authori[sz]e|authori[sz]ed|done|initiate|initiated|use|used|buy|bought|purchase|purchased|book|booked|order|ordered|shop|shopped|subscribe|subscribed|sign(?:ed)? up|visit|visited|transact|transacted|spend|spent|share|shared|approve|approved|request|requested|pay for|paid for|travel(?:l?ed)?|been to)\\b',
      'never (?:heard of|dealt with|been to|shopped (?:at|with|on))', 'no idea (?:what|about|why|who)\\b.{0,30}(?:transaction|debit|charge|payment|this|these)',
      'card (?:is |was |has been )?(?:still |always )?(?:with me|in my (?:possession|wallet|pocket|hand|purse))|(?:still )?have (?:my|the) card with me|card (?:mere|mera) paas',
      '(?:mere|meri|bina) (?:bina |bagair )?(?:bataye|ijazat|permission|marzi)', '\\bkisne\\b',
      '\\bnot me\\b', '\\bnot done by me\\b', '\\bfraud', '\\bscam', '(?:someone|somebody|some one|kisi ne).{0,40}(?:used|using|use|withdrew|took|misus|kiya|ki|nikal)',
      'without my (?:knowledge|permission|consent|authori[sz]ation)', 'unauthori[sz]ed', '(?:do not|did not) recogni[sz]e', 'unknown (?:transaction|debit|payment|charge)',
      'misus(?:e|ed|ing)', 'hack(?:ed)?', 'maine (?:koi|yeh|ye)? ?(?:transaction|payment|shopping)? ?nahi (?:kiya|ki|kari)',
      '\\bmaine\\b.{0,40}\\b(?:transaction|payment|shopping|kharidari|purchase)\\s+(?:nahi|nhi|not) (?:kiya|ki|kari)\\b',
      '(?:\\bi|\\bmaine) (?:not|nahi) (?:ki\\b|kiya\\b|की|किया)',
      // "maine koi booking nahi ki", "मैंने कोई टिकट बुक नहीं किया" (read as "mainne koyi tikat buk nahin kiya"): nothing of this was mine (a complaint or request not made is not a denial).
      '\\b(?:maine|mainne|mene)\\s+(?:koi|koyi|kuch|kuchh|ye|yeh|yah|aisa|aisi|aise|aysa)(?:\\s+(?!complain|shikayat|request|application|report|galti)\\w+){0,3}\\s+(?:nahi|nahin|nhi|nai)\\s+(?:\\w+\\s+)?(?:kiya|kia|ki|kari|kara|kharida|kharidi|kharide|mangaya|mangwaya|liya)\\b',
      // Denial told as irony: "apparently I bought shoes in Dubai at 3 am, news to me", "paid 9,999 while I slept".
      '\\bnews to (?:me|us)\\b', '\\bwhile (?:i|we) (?:was |were )?(?:slept|sleeping|asleep)\\b', '\\b(?:i|we) (?:was|were) (?:fast |sound )?asleep\\b',
      '\\bmystery (?:debit|charge|transaction|payment|deduction)s?\\b',
      '\\bapparently (?:i|we) (?:bought|ordered|booked|purchased|subscribed|took (?:a|out a) loan|signed up)\\b',
      '\\b(?:oh )?sure,? (?:i|we) (?:definitely|totally|obviously|certainly)\\b', '\\btotally something (?:i|we) would do\\b',
      "\\b(?:i|we) (?:do not|don't|dont) even (?:play|use|own|gamble|shop)\\b",
    ],
    examples: [
      'There is a transaction on my card that I never made.',
      'Someone used my card without my permission.',
      'Mere card se kisi ne shopping ki hai, maine nahi kiya.',
    ],
    aspects: ['fraud', 'unauthorised transaction'],
  },
  rule: unauthorizedTransactionRule,
  citations: [BANK_CITATIONS.unauthorizedWithin3, BANK_CITATIONS.unauthorized4to7, BANK_CITATIONS.unauthorizedAfter7, BANK_CITATIONS.liabilityCaps, BANK_CITATIONS.shadowCredit],
  urgent: true,
  replyFacts: { needs_approval: `Under RBI rules, the disputed amount is credited to you as a shadow credit within ${SHADOW_CREDIT_WORKING_DAYS} working days of your report while the fraud team reviews it.` },
  promises: { needs_approval: { kind: 'shadow_credit', workingDaysAfterReport: SHADOW_CREDIT_WORKING_DAYS } },
};
