// unauthorized_transaction: customer liability by working days to report (RBI, 6 Jul 2017); fraud team reviews, card blocked.
import { workingDaysAfter, type CalendarDate } from '../../../domain/calendar.js';
import type { Paise } from '../../../domain/money.js';
import type { Account, Channel, Customer, Transaction } from '../../../domain/records.js';
import type { Citation, ProductAction } from '../../../domain/rule-result.js';
import type { ClaimRule } from '../../pack.js';
import {
  REVERSAL_CHANNELS, findTransaction, findingsOf, makeResult, rupees, settlingCredits, sortCandidates,
  transactionCandidate, txnDate, txnFacts, wording, type TxnFacts,
} from '../rule-kit.js';
import type { FactWords, Language } from '../../wording.js';
import type { CustomerRecords } from '../../../domain/records.js';
import { BANK_CITATIONS } from './citations.js';
import { BANK_PACK_META } from './meta.js';
import type { ClaimTypeDeclaration } from '../../claim-type.js';
import type { BankParams } from './params.js';

/**
 * A money word (a "debit card" is no debit): the card kept safe, or nobody being there, tells a fraud only beside a payment the message tells of
 * ("… debited", "₹5,000", "there is 42,000 at Electronics Hub Online").
 */
const DEBIT_TOLD = String.raw`\b(?:debit(?!\s+cards?\b)\w*|deduct\w*|charg\w*|swip\w*|spent|withdrawn|kharch\w*|kat gaye|kat gaya|kaat liye|kaat liya|purchase of|payment of|(?:rs\.?|inr|₹)\s?\d|(?:\d[\d,.]*\s*k?|thousand|lakhs?|rupees)\s+(?:was |were |got |has been )?(?:gone|taken|went)|(?:there (?:is|was|are)|i (?:see|saw|can see)|(?:it |statement )?shows?|showing)\s+(?:an? )?(?:entry of |charge of |debit of )?\d[\d,.]*(?:\s*k)?\s+(?:at|to|from|on|by|for)\b)`;
// Read forwards both ways: a lookbehind over everything before each position would cost the square of the message.
const besideADebit = (cue: string) => String.raw`${DEBIT_TOLD}[\s\S]*?(?:${cue})|(?:${cue})(?=[\s\S]*${DEBIT_TOLD})`;

const SHADOW_CREDIT_WORKING_DAYS = 10;

/** Channels on which a customer can be debited by someone else's payment. */
export const PAYMENT_CHANNELS: readonly Channel[] = ['card_pos', 'card_online', 'atm', 'upi', 'imps', 'neft'];

/** The kind of account a liability cap is for. */
export type CapBasis = 'bsbd' | 'savings' | 'current_business' | 'current_individual' | 'credit_card_high' | 'credit_card_standard';

/** The customer's maximum liability for the account type (RBI caps for 4–7 working days). */
export function liabilityCap(account: Account, customer: Customer, params: BankParams): { cap: Paise; basis: CapBasis } {
  switch (account.type) {
    case 'bsbd':
      return { cap: params.liabilityCapBsbd, basis: 'bsbd' };
    case 'savings':
      return { cap: params.liabilityCapStandard, basis: 'savings' };
    case 'current':
      return customer.segment === 'business'
        ? { cap: params.liabilityCapHigh, basis: 'current_business' }
        : { cap: params.liabilityCapStandard, basis: 'current_individual' };
    case 'credit_card':
      return (account.creditLimit ?? 0) > params.highCreditLimit
        ? { cap: params.liabilityCapHigh, basis: 'credit_card_high' }
        : { cap: params.liabilityCapStandard, basis: 'credit_card_standard' };
  }
}

type Txn = { txn: TxnFacts };
type Liability = { cap: Paise; basis: CapBasis; highCreditLimit: Paise; liability: Paise };

/** The account a cap is for, in each language ("savings account", "बचत खाते", …). */
const BASIS: Record<Language, Record<CapBasis, (limit: string) => string>> = {
  en: {
    bsbd: () => 'basic savings (BSBD) account', savings: () => 'savings account',
    current_business: () => 'current account of a business', current_individual: () => 'current account of an individual',
    credit_card_high: (l) => `credit card with a limit above ${l}`, credit_card_standard: (l) => `credit card with a limit up to ${l}`,
  },
  hi: {
    bsbd: () => 'बेसिक सेविंग्स (BSBD) खाते', savings: () => 'बचत खाते',
    current_business: () => 'व्यवसाय के चालू खाते', current_individual: () => 'व्यक्तिगत चालू खाते',
    credit_card_high: (l) => `${l} से अधिक लिमिट वाले क्रेडिट कार्ड`, credit_card_standard: (l) => `${l} तक की लिमिट वाले क्रेडिट कार्ड`,
  },
  'hi-Latn': {
    bsbd: () => 'basic savings (BSBD) account', savings: () => 'savings account',
    current_business: () => 'business ke current account', current_individual: () => 'individual current account',
    credit_card_high: (l) => `${l} se zyada limit wale credit card`, credit_card_standard: (l) => `${l} tak ki limit wale credit card`,
  },
};
const basis = (f: Liability, w: FactWords) => BASIS[w.language][f.basis](w.inr(f.highCreditLimit));

export const UNAUTHORIZED_TRANSACTION_WORDS = {
  not_posted: wording<Txn>({
    en: (f, w) => `${w.txn(f.txn)} is not a posted debit: no money left the account.`,
    hi: (f, w) => `${w.txn(f.txn)} का डेबिट पूरा नहीं हुआ है: आपके खाते से कोई पैसा नहीं गया।`,
    'hi-Latn': (f, w) => `${w.txn(f.txn)} ka debit poora nahi hua hai: aapke khaate se koi paisa nahi gaya.`,
  }),
  already_reversed: wording<Txn & { refunds: string[] }>({
    en: (f, w) => `${w.txn(f.txn)} has already been credited back (${w.list(f.refunds)}).`,
    hi: (f, w) => `${w.txn(f.txn)} की राशि पहले ही आपके खाते में वापस जमा की जा चुकी है (${w.list(f.refunds)})।`,
    'hi-Latn': (f, w) => `${w.txn(f.txn)} ki raashi pehle hi aapke khaate mein wapas jama ki ja chuki hai (${w.list(f.refunds)}).`,
  }),
  reported_after: wording<Txn & { reportedOn: CalendarDate; workingDays: number }>({
    en: (f, w) => `${w.txn(f.txn)} is reported on ${w.date(f.reportedOn)}, ${f.workingDays} working day${f.workingDays === 1 ? '' : 's'} after it.`,
    hi: (f, w) => `${w.txn(f.txn)} की सूचना ${w.date(f.reportedOn)} को दी गई, यानी लेनदेन के ${f.workingDays} कार्य दिवस बाद।`,
    'hi-Latn': (f, w) => `${w.txn(f.txn)} ki report ${w.date(f.reportedOn)} ko ki gayi, yaani transaction ke ${f.workingDays} working ${f.workingDays === 1 ? 'day' : 'days'} baad.`,
  }),
  zero_liability: wording<Record<string, never>>({
    en: () => 'Reported within three working days: the customer bears no liability.',
    hi: () => 'तीन कार्य दिवसों के भीतर सूचना दी गई: इसलिए इस लेनदेन के लिए आपकी कोई देनदारी नहीं है।',
    'hi-Latn': () => 'Teen working days ke andar report kiya gaya: isliye is transaction ke liye aapki koi liability nahi hai.',
  }),
  account_missing: wording<{ account: string; txn: string }>({
    en: (f) => `The account ${f.account} of ${f.txn} is not among the customer's records.`,
    hi: (f) => `${f.txn} का खाता ${f.account} आपके रिकॉर्ड में नहीं मिला।`,
    'hi-Latn': (f) => `${f.txn} ka account ${f.account} aapke records mein nahi mila.`,
  }),
  limited_liability: wording<Liability>({
    en: (f, w) => `Reported in four to seven working days: the customer's liability is the lower of the transaction and ${w.inr(f.cap)} (cap for a ${basis(f, w)}), ${w.inr(f.liability)}.`,
    hi: (f, w) => `चार से सात कार्य दिवसों में सूचना दी गई: आपकी देनदारी लेनदेन की राशि और ${w.inr(f.cap)} (${basis(f, w)} के लिए तय सीमा) में से जो भी कम हो, उतनी है: ${w.inr(f.liability)}।`,
    'hi-Latn': (f, w) => `Chaar se saat working days mein report kiya gaya: aapki liability transaction ki raashi aur ${w.inr(f.cap)} (${basis(f, w)} ke liye tay seema) mein se jo bhi kam ho, utni hai: ${w.inr(f.liability)}.`,
  }),
  reported_late: wording<Record<string, never>>({
    en: () => 'Reported after seven working days: the bank\'s board-approved policy applies and the fraud team decides.',
    hi: () => 'सात कार्य दिवसों के बाद सूचना दी गई: ऐसे में बैंक के बोर्ड द्वारा स्वीकृत नीति लागू होती है और निर्णय हमारी फ्रॉड टीम लेगी।',
    'hi-Latn': () => 'Saat working days ke baad report kiya gaya: aise mein bank ki board-approved policy laagu hoti hai aur faisla hamari fraud team legi.',
  }),
};
const finding = findingsOf(UNAUTHORIZED_TRANSACTION_WORDS);

function blockActions(records: CustomerRecords, txn: Transaction): { action: ProductAction; recordId: string }[] {
  const card = txn.cardId ? records.cards.find((c) => c.id === txn.cardId) : undefined;
  return card && (card.status === 'active' || card.status === 'lost') ? [{ action: 'block_card', recordId: card.id }] : [];
}

/**
 * A payment told as the customer's own doing ("Paid 12,000 on makemytrip…", "I booked…"), with nothing in the message
 * denied, unknown, sarcastic ("apparently I bought shoes in Dubai") or anyone else's doing.
 */
const PAID_AS_THEIR_OWN = String.raw`^(?![\s\S]*\b(?:never|not me|not by me|not done by me|apparently|supposedly|news to me|not mine|don'?t know|do not know|no idea|no clue|not aware|unaware|nowhere near|who|what is this|what'?s this|strange|suspicious|not (?:made|done|authori[sz]ed|initiated) by|(?:did not|didn'?t|have not|haven'?t|had not|never) (?:make|made|do|done|authori[sz]e|initiate|recogni[sz]e|send|sent|transfer|transferred|pay|paid|use|used)|not my (?:transaction|payment|transfer|debit|doing)|wasn'?t me|was not me|otp|caller|call from|shared|tricked|cheat\w*|fooled|duped|link|recogni[sz]\w*|unknown|unauthori[sz]\w*|fraud\w*|scam\w*|someone|somebody|some one|stranger|stole\w*|steal\w*|theft|hack\w*|misus\w*|without my|kisi ne|kisne|maine nahi|nahi kiya)\b)[\s\S]*?(?:^|[.!?]\s*|\b(?:i|we)\s+(?:have\s+|had\s+)?)(?:paid|booked|bought|ordered|purchased)\b(?!\s+(?:nothing|anything)\b)`;

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
    const what = { txn: txnFacts(txn, calendar.timeZone) };
    const shadow = BANK_CITATIONS.shadowCredit;

    if (txn.direction !== 'debit' || txn.status !== 'posted') {
      return result([BANK_CITATIONS.unauthorizedWithin3], {
        eligible: 'no',
        findings: [finding('not_posted', what, [txn.id])],
      });
    }
    const refunds = settlingCredits(records, txn.id, REVERSAL_CHANNELS);
    if (refunds.length > 0) {
      return result([shadow], {
        eligible: 'no',
        findings: [finding('already_reversed', { ...what, refunds: refunds.map((r) => r.id) }, [txn.id, ...refunds.map((r) => r.id)])],
      });
    }

    const productActions = blockActions(records, txn);
    const on = txnDate(txn, calendar.timeZone);
    const workingDays = workingDaysAfter(on, calendar.today, calendar.holidays);
    const reported = finding('reported_after', { ...what, reportedOn: calendar.today, workingDays }, [txn.id]);

    if (workingDays <= 3) {
      return result([BANK_CITATIONS.unauthorizedWithin3, shadow], {
        eligible: 'yes',
        components: [{ kind: 'reversal', label: `Credit of the unauthorised debit ${txn.id}`, amount: txn.amount, formula: rupees(txn.amount), relatesTo: txn.id }],
        findings: [reported, finding('zero_liability', {}, [txn.id])],
        productActions,
      });
    }
    if (workingDays <= 7) {
      const account = records.accounts.find((a) => a.id === txn.accountId);
      if (!account) {
        return result([BANK_CITATIONS.unauthorized4to7, BANK_CITATIONS.liabilityCaps], {
          eligible: 'human',
          findings: [reported, finding('account_missing', { account: txn.accountId, txn: txn.id }, [txn.id])],
          productActions,
        });
      }
      const { cap, basis: capBasis } = liabilityCap(account, records.customer, params);
      const liability = Math.min(txn.amount, cap);
      const credit = txn.amount - liability;
      return result([BANK_CITATIONS.unauthorized4to7, BANK_CITATIONS.liabilityCaps, shadow], {
        eligible: 'yes',
        components: credit > 0
          ? [{ kind: 'reversal', label: `Credit of the unauthorised debit ${txn.id} less the customer's liability`, amount: credit, formula: `${rupees(txn.amount)} − ${rupees(liability)} customer liability`, relatesTo: txn.id }]
          : [],
        findings: [reported, finding('limited_liability', { cap, basis: capBasis, highCreditLimit: params.highCreditLimit, liability }, [txn.id, account.id])],
        productActions,
      });
    }
    return result([BANK_CITATIONS.unauthorizedAfter7, shadow], {
      eligible: 'human',
      findings: [reported, finding('reported_late', {}, [txn.id])],
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
      '\\b(?:i|we) (?:have |had )?(?:never|did not|have not|had not|never ever) (?:even |ever )?(?:make|made|do|did|authori[sz]e|authori[sz]ed|done|initiate|initiated|use|used|buy|bought|purchase|purchased|book|booked|order|ordered|shop|shopped|subscribe|subscribed|sign(?:ed)? up|play|played|gamble|gambled|bet|install|installed|download|downloaded|visit|visited|transact|transacted|spend|spent|share|shared|approve|approved|request|requested|pay for|paid for|travel(?:l?ed)?|been to)\\b',
      // "I never sent 3000 to this person", "we did not transfer any money to anyone": a transfer denied by its object,
      // not "the app showed failed so I did not send it again" or "we did not send any cheque".
      '\\b(?:i|we) (?:have |had )?(?:never|did not|have not|had not) (?:ever )?(?:send|sent|transfer|transferred)\\s+(?:(?:rs\\.?|inr|₹)\\s*)?(?:\\d|(?:any|this|that|the|these|those) (?:money|amount|payment|transfer|transaction)|(?:money|anything)\\b|(?:it|this|that) to\\b|to (?:anyone|anybody|this|that|him|her|them)\\b)',
      'never (?:heard of|dealt with|been to|shopped (?:at|with|on))', 'no idea (?:what|about|why|who)\\b.{0,30}(?:transaction|debit|charge|payment|this|these)',
      besideADebit('card (?:is |was |has been )?(?:still |always |right |safely |here |here with me and |locked |kept )*(?:with me|in my (?:possession|wallet|pocket|hand|purse|office|safe|locker|cupboard|bag)|in (?:the|my|our) (?:office )?safe)|(?:still )?have (?:my|the) card with me|card (?:mere|mera) paas'),
      // "Nobody from my firm was in Delhi that day", "I have not been to India since January": nobody of theirs was there.
      besideADebit('\\b(?:nobody|no one|none of us)\\s+(?:from|of|in)\\s+(?:my|our)\\s+\\w+\\s+(?:was|were|went|(?:has |had |have )?(?:been|travell?ed|visited|gone))\\s+(?:in|to|near)\\b'), besideADebit('\\b(?:i|we)\\s+(?:have|had)\\s+not\\s+(?:been|gone|travelled|traveled)\\s+(?:to|in)\\s+\\w+'),
      // "I have not gone there, I was in Pune": a place not visited, with where the customer was instead (a booking not
      // used, "I have not gone there yet", is no fraud).
      besideADebit('\\b(?:i|we)\\s+(?:have|had)\\s+not\\s+(?:been|gone)\\s+there(?:\\s+(?:at all|ever))?\\s*[,;:-]?\\s*(?:as\\s+|because\\s+|since\\s+)?(?:i|we)\\s+(?:was|were|am|are|live|stay|work)\\s+in\\s+\\w+'),
      '(?:mere|meri|bina) (?:bina |bagair )?(?:bataye|ijazat|permission|marzi)', '\\bkisne\\b',
      // Not blame put elsewhere: "it is not me who is at fault, your machine failed", "it was not me, the machine failed"
      // ("not me, the bank app shows a payment" is still disowning).
      '\\bnot me\\b(?!\\s+who\\s+(?:is|was|am)\\s+(?:at fault|to blame|responsible)\\b)(?!\\s*[,;:—–-]?\\s*(?:it\\s+was\\s+|it\\W?s\\s+)?(?:the|your)\\s+(?:machine|atm|system|server|network)\\s+(?:failed|fault|error|malfunction\\w*|is (?:at fault|to blame|faulty)|was (?:at fault|faulty)|did (?:it|this))\\b)', '\\bnot done by me\\b',
      // "14,500 kharcha dikha raha hai … mera card clone hua hai shayad", "my card has been skimmed": a copy of the card
      // used, beside the debit.
      // Told of the customer's own card, never asked ("kya mera card clone ho sakta hai?", "is it possible my card got
      // cloned?") nor of someone else's ("pati ka card clone hua").
      besideADebit('(?<!\\b(?:kya|can|could|if|whether|possible)\\s+)\\b(?:my|mera|meri)\\s+(?:debit\\s+|credit\\s+|atm\\s+)?card\\s+(?:(?:has been|have been|was|got|is|hua|ho gaya|ho gya|hua hai)\\s+)?(?:clon(?:e|ed)|skimm(?:ed))\\b(?![^.?!]*\\?)(?!\\s+(?:ho sakta|ho sakti|hota|kaise))'),
      // "Flipkart 2,199 charged last night, I bought nothing": a purchase denied beside the debit.
      besideADebit('\\b(?:i|we)\\s+(?:bought|purchased|ordered)\\s+nothing\\b|\\b(?:i|we)\\s+(?:did not|didn\'?t|never)\\s+(?:buy|purchase|order)\\s+(?:anything|this|that|it)\\b'),
      // "30,000 gone to some CoinSwitchX last wednesday. Not mine.": the payment denied in a sentence of its own, beside it
      // or, after a comma, as another payment disowned beside one already ("6,400 charge from Luxe Perfumes on 6 July, not
      // mine either.") (not "the item delivered is not mine", "the fault is not mine", "my daughter ordered it, not mine").
      besideADebit('(?:^|[.!?]\\s*)(?:(?:it|this|that|these|those)\\s+(?:is|was|are|were)\\s+|(?:it|that)\\W?s\\s+)?not (?:mine|ours)\\s*[.!]|[,;—–]\\s*not (?:mine|ours)\\s+(?:either|too|as well)\\s*[.!]'),
      // "— not mine", "Not us", "Nobody in my shop made it", "none of my staff did this".
      '\\b(?:not|wasn\'?t|was not) us\\b',
      '\\b(?:nobody|no one|no-one|none of (?:us|my \\w+|our \\w+))\\b(?: \\w+){0,4} (?:made|did|done|authori[sz]ed|initiated)\\s+(?:it|this|that|these|the (?:payment|transaction|purchase|charge|transfer|debit))\\b', '\\bfraud', '\\bscam', '(?<!\\b(?:before|in case|lest|so that|what if|happens if|agar)\\s)\\b(?:someone|somebody|some one|kisi ne)\\b(?!\\s+(?:nahi|nahin|nhi|na)\\b).{0,40}\\b(?:used|using|istemaal|istemal|withdrew|took(?!\\s+(?:the\\s+|my\\s+)?(?:wallet|purse|bag|sling bag|handbag|phone|mobile)\\b)|misused|misusing|swiped|spent|kiya|kiye|ki|kari|kar liya|kar liye|kar li|nikal\\w*)\\b',
      // "kisi ne mere card se 5000 ka saman kharid liya": bought by someone with the card (not "kisi ne kharida nahi,
      // maine hi kharida tha").
      '\\b(?:someone|somebody|kisi ne)\\s+(?:(?!(?:nahi|nahin|nhi|maine|mai|main)\\b)\\S+\\s+){0,8}?(?:kharid|khareed)\\w*\\b(?!\\s+(?:nahi|nahin|nhi)\\b)',
      // The card taken and then used, told at length: "someone took my purse in the market yesterday and then swiped my
      // card for 25,000".
      '\\b(?:someone|somebody|some one|thief|thieves)\\b.{0,100}\\b(?:swiped|spent|withdrew|used my card|used the card)\\b',
      // In the present, only told ("someone uses my card every night"), never supposed ("… if someone uses it?").
      '(?<!\\b(?:before|in case|lest|so that|if|when|whenever|agar)\\s)(?:someone|somebody|some one)\\s+(?:\\w+\\s+){0,3}?(?:uses|use|misuses|misuse)\\b',
      'without my (?:knowledge|permission|consent|authori[sz]ation)', 'unauthori[sz]ed', '(?:do not|did not) recogni[sz]e', 'unknown (?:transaction|debit|payment|charge)',
      // Misuse told, not guarded against ("to prevent any misuse", "so that no one can misuse it") nor supposed ("how
      // soon should I report if it is misused?").
      '(?<!\\b(?:if|in case|agar)\\s(?:\\w+\\s){0,3})(?<!\\b(?:prevent|avoid|stop|against|no|can|could|may|might)\\s(?:any\\s|further\\s|possible\\s)?(?:further\\s)?)(?<!\\b(?:anybody|anyone|somebody|someone|nobody|no one|others|people)(?: else)?\\s(?:to\\s|can\\s|could\\s|may\\s|might\\s|will\\s)?)misus(?:e|ed|ing)', 'hack(?:ed)?', 'maine (?:koi|yeh|ye)? ?(?:transaction|payment|shopping)? ?nahi (?:kiya|ki|kari)',
      '\\bmaine\\b.{0,40}\\b(?:transaction|payment|shopping|kharidari|purchase)\\s+(?:nahi|nhi|not) (?:kiya|ki|kari)\\b',
      '\\bmaine\\b.{0,40}\\b(?:nahi|nhi|nahin) (?:bheje|bheja|bheji)\\b',
      // "9000 nikale gaye, maine nahi nikale": a withdrawal the customer denies making, in so many words (not "maine 2000
      // nikalne ki koshish ki, paisa nahi nikala", a machine that gave nothing).
      '\\bmaine\\s+(?:(?:ye|yeh|woh|wo|koi)\\s+)?(?:paise\\s+)?(?:nahi|nhi|nahin)\\s+(?:nikale|nikala|nikali|nikaale|nikaala)\\b',
      '(?:\\bi|\\bmaine) (?:not|nahi) (?:ki\\b|kiya\\b|की|किया)',
      // "मैंने नहीं खरीदी", "maine nahi kharida": a purchase the customer denies.
      '(?:\\bi|\\bmaine) (?:kuch |koi |ye |yeh |woh |wo |aisa |aisi )?(?:not|nahi|nahin) (?:kharid\\w*|khareed\\w*|खरीद\\S*|ख़रीद\\S*)',
      // "I do not buy anything on the internet at all": no buying of the customer's, told beside the debit.
      besideADebit('\\b(?:i|we)\\s+(?:do not|don\'?t|never)\\s+(?:buy|shop|order|purchase)\\s+(?:anything\\s+)?(?:online|on the internet|from (?:any )?(?:website|app)s?|on (?:any )?(?:website|app)s?)\\b'),
      // "jo maine bilkul nahi ki", Punjabi "jo main nahi kitti", Odia "mu kichhi kini nahi", Malayalam "njan cheythittilla".
      '\\b(?:maine|mainne|mene)\\s+(?:bilkul|kabhi|kabhi bhi|to)\\s+(?:nahi|nahin|nhi)\\s+(?:ki|kiya|kia|kari)\\b',
      '\\bjo\\s+(?:main|mai|mein)\\s+(?:bilkul\\s+|kadi\\s+)?(?:nahi|nahin|nhi)\\s+(?:kitti|kiti|kitta|kita|kiti si|kitti si)\\b',
      '\\bmu\\b.{0,20}\\b(?:kini nahi|kini nahin|karini|kari nahi|kari nahin)\\b',
      '\\bnjan\\b.{0,30}\\bcheyth?(?:ittilla|illa)\\b',
      // Nothing bought, in Tamil ("naan edhuvum vaangala") and Punjabi ("main koi order nahi kita", "main koi game nahi khareedi").
      // "Nobody in my office booked any Etihad ticket", "no one at home ordered anything".
      '\\b(?:nobody|no one|no-one|none of (?:us|my \\w+|our \\w+))\\b(?: \\w+){0,4} (?:booked|bought|ordered|purchased|subscribed to)\\s+(?:any|anything|this|that|these|the)\\b',
      '\\bnaan\\b.{0,30}\\b(?:vaangala|vaangalai|vangala|vaangave illa|vaangavillai)\\b',
      '\\b(?:main|mai|mein)\\s+(?:koi|kuch|kujh|kuchh)\\s+(?:\\w+\\s+){0,2}(?:nahi|nahin|nhi|ni)\\s+(?:kita|kitta|kiti|kitti|khareedi|khareedya|khareediya|kharidi|kharida|kharideya|mangaya|mangwaya|kheda|khedi)\\b',
      // Kannada "naanu Udupi ge hogilla, card nanna hatra ide": never went there, the card is with me.
      '\\bcard\\s+(?:nanna|nan|en|ennoda|naa|amar|maza|maru)\\s+(?:hatra|hatti|kitta|kaila|daggara|kache|kade|paas|jode)\\s+(?:ide|iruku|irukku|undi|ache|aahe|che)\\b',
      // "I did not do it" in other Indian languages in Latin letters: Kannada "naanu maadilla", Tamil "naan pannala /
      // seyyala", Telugu "nenu cheyyaledu", Marathi "mi kela nahi", Gujarati "me nathi karyu", Bengali "ami kori ni".
      '\\b(?:naanu|nanu)\\b.{0,20}\\bmaadilla\\b|\\bmaadilla\\b.{0,10}\\b(?:naanu|nanu)\\b|\\bnaan\\b.{0,30}\\b(?:pannala|pannalai|seyyala|seiyala)\\b|\\bnenu\\b.{0,30}\\bcheyya?ledu\\b|\\bmi\\b.{0,30}\\b(?:kela nahi|nahi kela)\\b|\\bme\\b.{0,30}\\bnathi (?:karyu|karyo|kidhu)\\b|\\bami\\b.{0,30}\\b(?:kori ni|korini|kini ni|kinini|kini nai|jai(?:-?i)? ?ni|jaini|dii ni|diini)\\b',
      // "maine koi booking nahi ki", "मैंने कोई टिकट बुक नहीं किया" (read as "mainne koyi tikat buk nahin kiya"): nothing of this was mine (a complaint or request not made is not a denial).
      '\\b(?:maine|mainne|mene)\\s+(?:koi|koyi|kuch|kuchh|ye|yeh|yah|aisa|aisi|aise|aysa)(?:\\s+(?!complain|shikayat|request|application|report|galti)\\w+){0,3}\\s+(?:nahi|nahin|nhi|nai)\\s+(?:\\w+\\s+)?(?:kiya|kia|ki|kari|kara|kharida|kharidi|kharide|mangaya|mangwaya|liya|khela|kheli|khele)\\b',
      // "maine wahan se kuch nahi kharida", "maine na koi game khela na payment kiya": words between, or "na … na".
      '\\b(?:maine|mainne|mene|humne|hamne)\\s+(?:(?!complain|shikayat|request|application|report|galti)\\w+\\s+){1,3}(?:koi|koyi|kuch|kuchh)\\s+(?:(?!complain|shikayat|request|application|report|galti)\\w+\\s+){0,2}(?:nahi|nahin|nhi|nai)\\s+(?:kharida|kharidi|kharide|kiya|kia|ki|liya|mangaya|mangwaya|khela|kheli|khele)\\b',
      '\\b(?:maine|mainne|mene|humne|hamne)\\s+(?:to\\s+)?na\\s+(?:\\w+\\s+){1,4}na\\s+(?:\\w+\\s+){0,3}(?:kiya|kia|ki|khela|kheli|kharida|kharidi|liya|mangaya)\\b',
      // Someone writing for the card holder: "he never bought anything from them", "my mother did not make this payment".
      '\\b(?:he|she|(?:my|our) (?:father|dad|papa|mother|mom|mum|mummy|husband|wife|son|daughter|parents?|grand(?:father|mother)))\\s+(?:has |had |have )?(?:never|did not|has not|had not|have not)\\s+(?:even |ever )?(?:buy|bought|purchase|purchased|shop|shopped|authori[sz]e|authori[sz]ed|spend|spent|(?:make|made) (?:this|that|these|those|the|any) (?:payment|transaction|purchase|charge)s?)\\b',
      // Denial told as irony: "apparently I bought shoes in Dubai at 3 am, news to me", "paid 9,999 while I slept".
      '\\bnews to (?:me|us)\\b', '\\bwhile (?:i|we) (?:was |were )?(?:slept|sleeping|asleep)\\b', '\\b(?:i|we) (?:was|were) (?:fast |sound |at home |home )?(?:asleep|sleeping)\\b',
      '\\bmystery (?:debit|charge|transaction|payment|deduction)s?\\b',
      '\\bapparently (?:i|we) (?:bought|ordered|booked|purchased|subscribed|took (?:a|out a) loan|signed up)\\b',
      '\\b(?:oh )?sure,? (?:i|we) (?:definitely|totally|obviously|certainly)\\b', '\\btotally something (?:i|we) would do\\b',
      "\\b(?:i|we) (?:do not|don't|dont) even (?:play|use|own|gamble|shop)\\b",
      // "… went from my debit card. I do not play any games and did not make it": no games of theirs, and the payment denied.
      besideADebit("\\b(?:i|we) (?:do not|don'?t|dont|never) (?:even )?play\\s+(?:any\\s+|online\\s+)*games?\\s+(?:and|&)\\s+(?:did not|didn'?t|never) (?:make|do|authori[sz]e) (?:it|this|that|(?:this|that|the) (?:payment|transaction|debit|charge))\\b"),
    ],
    // Without one of these, "i have a problem with a upi payment" is no fraud, whatever the classifier reads in it.
    // …and never for a payment told as the customer's own with nothing denied ("Paid 12,000 on makemytrip for a hotel
    // booking. I have not gone there yet. Can I get a refund?"), for all the "not" in it.
    classifierNeeds: [
      "\\b(?:not me|wasn'?t me|was not me|not mine|never|didn'?t|did not|haven'?t|have not|don'?t know|dont know|do not know|no idea|not aware|unaware|unknown|without my|unauthori[sz]\\w*|recogni[sz]\\w*|fraud\\w*|scam\\w*|hack\\w*|stole\\w*|steal\\w*|theft|thief|someone|somebody|some one|some guy|stranger|misus\\w*|suspicious|phishing|otp|clon\\w*|skimm\\w*|who|whose|what is this|explain|idea|nothing to do|gone|missing|vanish\\w*|disappear\\w*)\\b",
      "\\b(?:not|no|nor|neither|nowhere|nobody|don'?t|doesn'?t|isn'?t|aren'?t|weren'?t|hasn'?t|hadn'?t|won'?t|can'?t|couldn'?t)\\b",
      '\\b(?:nahi|nahin|nhi|na|mat|bina|kisi ne|kisne|kaun|dhokha|chori|chura\\w*|thag\\w*)\\b',
    ].map((need) => `^(?!${PAID_AS_THEIR_OWN})[\\s\\S]*?${need}`),
    examples: [
      'There is a transaction on my card that I never made.',
      'Someone used my card without my permission.',
      'Mere card se kisi ne shopping ki hai, maine nahi kiya.',
    ],
    aspects: ['fraud', 'unauthorised transaction'],
    // A call, message or link that took nothing ("someone called asking for my OTP, I did not share it"): an attempt,
    // not a transaction to dispute.
    ruledOutBy: ['^(?![\\s\\S]*(?:\\d|₹|debit|deduct|charg|transaction|txn|payment|paid|spent|spend|withdr|taken|took|stolen|steal|gone|missing|lost|used|using|misus|transfer|kat |kat$|kaat|nikal|shopping|order|purchase|bought))[\\s\\S]*\\b(?:call|called|calling|phone|sms|message|msg|email|mail|link|whatsapp)\\b',
      // "No unknown transaction has happened so far but please block the card so that nobody can misuse it": a loss
      // guarded against, with no payment denied.
      '\\bno (?:unknown |unauthori[sz]ed |fraudulent |suspicious |strange |wrong |other )?(?:transaction|debit|payment|charge|withdrawal)s? (?:has |have )?(?:happened|been made|been done|taken place|come|shown|showed)\\b',
      '\\b(?:nothing|no money|no amount) (?:has been|have been|was|got|is) (?:debited|deducted|taken|spent|cut|used)\\b',
      // A purchase the customer says they made, asked to be called a fraud ("I bought shoes on Myntra … mark it as fraud,
      // that's faster than returning them"): no payment is denied.
      '^(?=[\\s\\S]*\\b(?:i|we|maine|humne)\\s+(?:myself\\s+|khud\\s+)?(?:bought|ordered|purchased|booked|paid for|kharida|khareeda|mangaya)\\b)[\\s\\S]*\\b(?:mark|call|report|say|treat|tag|flag|show|record|file|put|likh|bata)\\w*\\s+(?:it|this|that|isko|ise|use)\\s+(?:as\\s+|in\\s+)?(?:a\\s+)?(?:fraud|unauthori[sz]ed|scam)\\b'],
  },
  rule: unauthorizedTransactionRule,
  findingWords: UNAUTHORIZED_TRANSACTION_WORDS,
  citations: [BANK_CITATIONS.unauthorizedWithin3, BANK_CITATIONS.unauthorized4to7, BANK_CITATIONS.unauthorizedAfter7, BANK_CITATIONS.liabilityCaps, BANK_CITATIONS.shadowCredit],
  urgent: true,
  replyFacts: {
    needs_approval: {
      en: `Under RBI rules, the disputed amount is credited to you as a shadow credit within ${SHADOW_CREDIT_WORKING_DAYS} working days of your report while the fraud team reviews it.`,
      hi: `RBI के नियमों के अनुसार, जब तक हमारी फ्रॉड टीम इसकी जाँच करती है, विवादित राशि आपकी सूचना के ${SHADOW_CREDIT_WORKING_DAYS} कार्य दिवसों के भीतर आपके खाते में अस्थायी (शैडो) क्रेडिट के रूप में जमा की जाएगी।`,
      'hi-Latn': `RBI ke niyamon ke anusaar, jab tak hamari fraud team iski jaanch karti hai, vivaadit raashi aapki report ke ${SHADOW_CREDIT_WORKING_DAYS} working days ke andar aapke khaate mein shadow credit ke roop mein jama ki jayegi.`,
    },
  },
  promises: { needs_approval: { kind: 'shadow_credit', workingDaysAfterReport: SHADOW_CREDIT_WORKING_DAYS } },
};
