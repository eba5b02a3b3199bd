// card_block (service): the customer's own active card is blocked at once; no money moves.
import type { Card } from '../../../domain/records.js';
import type { Candidate, ClaimRule } from '../../pack.js';
import { findRecord, findingsOf, makeResult, sortCandidates, wording } from '../rule-kit.js';
import { BANK_CITATIONS } from './citations.js';
import { BANK_PACK_META } from './meta.js';
import type { ClaimTypeDeclaration } from '../../claim-type.js';
import type { BankParams } from './params.js';

/** Another card than the one to block, named as a card just before a refusal ("dusra wala cc mat block krna"); not "second thought", "other jacket". */
const ANOTHER_CARD_BEFORE = String.raw`\b(?:dusra|doosra|dusri|doosri|dusre|other|another|second)\s+(?:(?:wala|wali|waala|waali|one)\s+)?(?:cc|card|credit card|debit card|atm card)\b[^.!?]{0,20}`;

const BLOCKABLE: readonly Card['status'][] = ['active', 'lost'];

const citations = [BANK_CITATIONS.cardBlock];

type CardFacts = { card: string; kind: Card['kind']; last4: string; status: Card['status'] };

const KIND_HI: Record<Card['kind'], string> = { debit: 'डेबिट', credit: 'क्रेडिट' };
/** "is blocked", "has expired", …: a card's status as a Hindi and a Hinglish sentence ends. */
const STATUS_HI: Record<Card['status'], string> = { active: 'सक्रिय है', blocked: 'ब्लॉक है', lost: 'खोया हुआ दर्ज है', expired: 'एक्सपायर हो चुका है' };
const STATUS_LATN: Record<Card['status'], string> = { active: 'active hai', blocked: 'block hai', lost: 'lost darj hai', expired: 'expire ho chuka hai' };
/** A card's status as a list of cards shows it in Hindi. */
const LISTED_STATUS_HI: Record<Card['status'], string> = { active: 'सक्रिय', blocked: 'ब्लॉक', lost: 'खोया हुआ', expired: 'एक्सपायर' };
const cardHi = (f: CardFacts) => `आपका ${KIND_HI[f.kind]} कार्ड, जिसके आख़िरी चार अंक ${f.last4} हैं (${f.card}),`;
const cardLatn = (f: CardFacts) => `Aapka ${f.kind} card ending ${f.last4} (${f.card})`;

/** Told as found, given back or safe after all ("… returned it next morning, my card is safe"): nothing to block. */
/** The cards told safe beside a loss ("my wallet was stolen but the cards are safe"): then no card is to be blocked. */
const CARDS_SAFE = String.raw`[\s\S]*\bcards?\s+(?:were|was|are|is)\s+(?:(?:still|all|both|safely)\s+)?(?:at home|safe|with me)\b`;
const PUT_BACK = '(?![\\s\\S]*\\b(?:found it|found them|found the (?:wallet|purse|card|bag)|got it back|returned it|gave it back|is safe|are safe|card is there|mil gaya|mil gayi)\\b)';

export const CARD_BLOCK_WORDS = {
  card_not_active: wording<CardFacts>({
    en: (f) => `The ${f.kind} card ending ${f.last4} (${f.card}) is already ${f.status}.`,
    hi: (f) => `${cardHi(f)} पहले से ही ${STATUS_HI[f.status]}।`,
    'hi-Latn': (f) => `${cardLatn(f)} pehle se hi ${STATUS_LATN[f.status]}.`,
  }),
  card_active: wording<CardFacts>({
    en: (f) => `The ${f.kind} card ending ${f.last4} (${f.card}) is ${f.status} and will be blocked now.`,
    hi: (f) => `${cardHi(f)} ${STATUS_HI[f.status]} और इसे अभी ब्लॉक किया जा रहा है।`,
    'hi-Latn': (f) => `${cardLatn(f)} ${STATUS_LATN[f.status]} aur ise abhi block kiya ja raha hai.`,
  }),
};
const finding = findingsOf(CARD_BLOCK_WORDS);

function cardCandidate(card: Card): Candidate {
  return {
    id: card.id,
    kind: 'card',
    tier: BLOCKABLE.includes(card.status) ? 0 : 1,
    amount: null,
    date: null,
    labels: [card.id, card.last4, card.kind, `${card.kind} card`, card.accountId],
    describe: `${card.kind} card ending ${card.last4} (${card.status})`,
    describeIn: {
      hi: `${KIND_HI[card.kind]} कार्ड, आख़िरी चार अंक ${card.last4} (${LISTED_STATUS_HI[card.status]})`,
      'hi-Latn': `${card.kind} card ending ${card.last4} (${card.status})`,
    },
  };
}

export const cardBlockRule: ClaimRule<BankParams> = {
  claimType: 'card_block',

  candidates(records) {
    return sortCandidates(records.cards.map(cardCandidate));
  },

  evaluate({ records, subjectId }) {
    const card = findRecord(records.cards, subjectId, 'card');
    const facts = { card: card.id, kind: card.kind, last4: card.last4, status: card.status };
    if (!BLOCKABLE.includes(card.status)) {
      return makeResult(BANK_PACK_META, 'card_block', {
        eligible: 'no', citations, subjectId,
        findings: [finding('card_not_active', facts, [card.id])],
      });
    }
    return makeResult(BANK_PACK_META, 'card_block', {
      eligible: 'yes', citations, subjectId,
      findings: [finding('card_active', facts, [card.id])],
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
      '(?:block|freeze|hotlist|deactivate|disable|stop|band)\\w* (?:my |the |this |that )?(?:said |above |same |above-mentioned |aforesaid )?(?:debit |credit |atm )?card',
      'card\\b.{0,40}(?:block|freeze|hotlist|band) (?:karo|kar do|kardo|kar dijiye|kar dijie|kar dein|kar den|karein|karen|kar dena|kijiye|it|please|now|immediately)',
      // Not the cards told as safe ("my bag was stolen but my cards were at home").
      '(?:lost|misplaced|cannot find|can not find|stolen|lose)\\b.{0,40}(?:card|wallet|purse)(?!s?\\s+(?:were|was|are|is)\\s+(?:at home|safe|with me)\\b)',
      // Taken by someone ("someone slit my sling bag and took the wallet, my debit card … was inside"), or gone in Hinglish
      // ("bus mein mera purse chala gaya, debit card bhi usme tha").
      '\\b(?:someone|somebody|some one|thief|thieves|pick-?pocket\\w*|kisi ne)\\b.{0,60}\\b(?:took|stole|snatched|grabbed|lifted|nikal liya|le gaya|le gayi|chura liya)\\b.{0,20}\\b(?:my |the |mera |meri )?(?:wallet|purse|card|bag|handbag)\\b(?=[\\s\\S]*\\bcard\\b)' + PUT_BACK,
      // Taken, told of the customer's own bag that held the card ("my purse was taken in the bus this morning, the card was
      // inside"); not a bag with no card in it, someone else's, or a question.
      '\\b(?:my|mera|meri)\\s+(?:wallet|purse|bag|handbag)\\s+(?:was|got|has been|had been)\\s+(?:taken|stolen|snatched|pinched|nicked)\\b(?![^.?!]*\\?)(?=[^?]{0,80}\\b(?:(?:my|the)\\s+(?:debit\\s+|credit\\s+|atm\\s+)?cards?\\s+(?:was|were|is)\\s+(?:inside|in it)\\b|with (?:my|the) (?:debit |credit |atm )?cards? (?:inside|in it)\\b))(?![\\s\\S]*\\b(?:not in it|no card|never carry|taken out the card|took out the card|expired)\\b)' + PUT_BACK,
      '\\b(?:mera |meri |my )?(?:wallet|purse|card)\\s+(?:(?:bhi|to|toh|hi|kahin|kahi)\\s+)?(?:chala gaya|chali gayi|chal gaya|gayab ho gaya|gayab ho gayi|nahi mil raha|nahi mil rahi)\\b(?=[\\s\\S]*\\bcard\\b)(?![\\s\\S]*\\bcards?\\s+(?:(?:were|was|are|is|to|toh)\\s+)?(?:at home|safe|with me|mere paas|ghar pe|ghar par)\\b)',
      // Not when the cards are told safe ("my wallet was stolen but the cards are safe", "… but the card was with me").
      '\\b(?:card|wallet|purse)\\b.{0,60}\\b(?:lost|stolen|snatched|robbed|pick-?pocketed|missing|misplaced|chori|kho gaya|kho gayi|kho gya|gum|gir gaya|gir gayi|gir gya)\\b' + `(?!${CARDS_SAFE})`,
      // "Wallet gone since last night with my debit card inside": gone, told at the start of a clause and ending it or
      // going on with when or where (not money gone from a card, a payment gone through, nor "my card is gone case").
      '(?:^|[.,;:!?]\\s*)(?:(?:my|our|mera|meri|the)\\s+)?(?:(?:debit|credit|atm)\\s+)?(?:card|wallet|purse)\\s+(?:(?:is|was|has been|got)\\s+)?gone\\b(?=\\s*(?:[.,;!]|$)|\\s+(?:since|yesterday|today|last|this|at|on|with|while|during|near|kal|aaj|subah|raat)\\b)(?![\\s\\S]*\\bcards?\\s+(?:(?:were|was|are|is)\\s+)?(?:at home|safe|with me|not in it)\\b)' + PUT_BACK,
      // Left behind somewhere it is gone from, and a block or safety asked for: "left my wallet in an auto rickshaw …
      // please make sure nobody can use it" (not a card found again, nor a question about what anyone could do).
      '\\b(?:left|forgot|dropped)\\s+(?:my\\s+)?(?:wallet|purse|card|debit card|credit card|bag)\\s+(?:in|at|on)\\s+(?:an?\\s+|the\\s+)?(?:auto|rickshaw|auto rickshaw|cab|taxi|uber|ola|bus|train|metro|flight|plane|restaurant|hotel|shop|mall|theatre|cinema|station|airport)\\b(?![\\s\\S]*\\b(?:found|got it back|gave it back|gave me|returned|retrieved|recovered|ignore)\\b)(?=[^?]*\\b(?:block|freeze|please|pls|kindly|make sure|ensure)\\b)(?![^.?!]*\\?)',
      '\\b(?:please|pls|plz|kindly)(?=[\\s\\S]*\\b(?:card|wallet|purse)\\b)\\s+(?:make sure|ensure|see that)\\s+(?:nobody|no one|no-one|noone)\\s+(?:else\\s+)?(?:can|could)\\s+(?:use|misuse|swipe)\\s+(?:it|my card|the card|them)\\b(?!\\s+for\\b)(?![^.?!]*\\?)',
    ],
    // The paraphrase classifier alone may name a block only for a card told lost, taken, misused or to be blocked: "card
    // 4411 not working at shops, please check" asks for the card to work, not to be blocked.
    classifierNeeds: [
      '\\b(?:lost|lose|stolen|steal\\w*|theft|thief|snatch\\w*|pick-?pocket\\w*|missing|misplaced|left|forgot|dropped|fell|fallen|swallow\\w*|retain\\w*|captured|unusable|disabl\\w*|block\\w*|freeze|frozen|hotlist\\w*|deactivat\\w*|switch(?:ed)? off|turn(?:ed)? off|stop|locate|find|not with me|misus\\w*|fraud\\w*|hack\\w*|compromis\\w*|skimm\\w*|clon\\w*|someone|somebody|chori|chura\\w*|kho|khoya|gum|gir|gayab|nahi mil\\w*|band)\\b',
    ].map((need) => `^(?!${CARDS_SAFE})[\\s\\S]*?${need}`),
    examples: [
      'I lost my debit card, please block it.',
      'My wallet was stolen with my credit card, freeze the card.',
      'Mera card kho gaya hai, turant block karo.',
      'My purse was taken on the bus this morning and my card was inside it.',
    ],
    aspects: ['card', 'block card'],
    // A block refused in so many words ("do not block my card, I found it", "card block mat karo"); not "why don't you
    // block my card", "do not delay, block it", nor "aap block nahi kar rahe" (a block not done, which is asked again),
    // nor a refusal about another card beside the one to block ("… dusra wala cc mat block krna, wo ghar pe h").
    ruledOutBy: [
      `(?<!${ANOTHER_CARD_BEFORE})(?<!\\bwhy\\s)\\b(?:do not|don'?t|dont|never|no need to)\\s+(?:please\\s+|pls\\s+)?(?:block|freeze|hotlist|deactivate|disable)\\b(?![\\s\\S]*(?<!(?:not|n't|dont|need to)\\s)\\b(?:block|freeze|hotlist)\\s+(?:it|my|the|this|that)\\b)`,
      `(?<!${ANOTHER_CARD_BEFORE})(?:\\b(?:block|band|freeze)\\s+(?:mat|na)\\s+(?:karo|karna|karein|karen|kijiye|kijie)\\b|\\bmat\\s+(?:block|band)\\s+(?:karo|karna|karein|karen|kijiye)\\b)`,
    ],
  },
  rule: cardBlockRule,
  findingWords: CARD_BLOCK_WORDS,
  citations: [BANK_CITATIONS.cardBlock],
  urgent: true,
};
