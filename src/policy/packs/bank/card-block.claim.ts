// card_block (service): the customer's own active card is blocked at once; no money moves.
import type { Card } from '../../../domain/records.js';
import type { Candidate, ClaimRule } from '../../pack.js';
import { finding, findRecord, makeResult, sortCandidates } from '../rule-kit.js';
import { BANK_CITATIONS } from './citations.js';
import { BANK_PACK_META } from './meta.js';
import type { ClaimTypeDeclaration } from '../../claim-type.js';
import type { BankParams } from './params.js';

const BLOCKABLE: readonly Card['status'][] = ['active', 'lost'];

const citations = [BANK_CITATIONS.cardBlock];

function cardCandidate(card: Card): Candidate {
  return {
    id: card.id,
    kind: 'card',
    tier: BLOCKABLE.includes(card.status) ? 0 : 1,
    amount: null,
    date: null,
    labels: [card.id, card.last4, card.kind, `${card.kind} card`, card.accountId],
    describe: `${card.kind} card ending ${card.last4} (${card.status})`,
  };
}

export const cardBlockRule: ClaimRule<BankParams> = {
  claimType: 'card_block',

  candidates(records) {
    return sortCandidates(records.cards.map(cardCandidate));
  },

  evaluate({ records, subjectId }) {
    const card = findRecord(records.cards, subjectId, 'card');
    const what = `The ${card.kind} card ending ${card.last4} (${card.id})`;
    if (!BLOCKABLE.includes(card.status)) {
      return makeResult(BANK_PACK_META, 'card_block', {
        eligible: 'no', citations, subjectId,
        findings: [finding('card_not_active', `${what} is already ${card.status}.`, [card.id])],
      });
    }
    return makeResult(BANK_PACK_META, 'card_block', {
      eligible: 'yes', citations, subjectId,
      findings: [finding('card_active', `${what} is ${card.status} and will be blocked now.`, [card.id])],
      productActions: [{ action: 'block_card', recordId: card.id }],
    });
  },
};

export const cardBlock: ClaimTypeDeclaration<BankParams> = {
  id: 'card_block',
  label: 'Card block request',
  performs: 'block_card',
  noun: 'card block request',
  intent: 'service_request',
  vocabulary: {
    cues: [
      '(?:block|freeze|hotlist|deactivate|disable|stop|band)\\w* (?:my |the |this |that )?(?:debit |credit |atm )?card',
      'card\\b.{0,40}(?:block|freeze|hotlist|band) (?:karo|kar do|kardo|kijiye|it|please|now|immediately)',
      '(?:lost|misplaced|cannot find|can not find|stolen|lose)\\b.{0,40}(?:card|wallet|purse)',
      '(?:card|wallet|purse)\\b.{0,40}(?:lost|stolen|missing|misplaced|chori|kho gaya|kho gayi|gum)',
    ],
    examples: [
      'I lost my debit card, please block it.',
      'My wallet was stolen with my credit card, freeze the card.',
      'Mera card kho gaya hai, turant block karo.',
    ],
    aspects: ['card', 'block card'],
  },
  rule: cardBlockRule,
  citations: [BANK_CITATIONS.cardBlock],
  urgent: true,
};
