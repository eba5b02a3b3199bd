// Status and balance questions answered from the customer's own records (claims, policies, accounts, cards, payments), in
// their language (English, Hindi, Hinglish).
import { formatDateLong, localDate } from '../../../domain/calendar.js';
import { formatInr } from '../../../domain/money.js';
import type { Card, Claim, CustomerRecords, Policy, Transaction } from '../../../domain/records.js';
import { CLAIM_STATUSES_TOLD } from '../../../domain/entities.js';
import { referenceStrength } from '../../../policy/reference-forms.js';
import { REVERSAL_CHANNELS, settlingCredits } from '../../../policy/packs/rule-kit.js';
import type { IntentAnalysis } from '../../ports.js';

type Language = 'en' | 'hi' | 'hi-Latn';
type AccountType = CustomerRecords['accounts'][number]['type'];

/** How each record fact is said in each reply language: the same facts, amounts in Indian grouping. */
interface RecordWords {
  accounts: Record<AccountType, string>;
  balance: (name: string, id: string, amount: string) => string;
  owed: (id: string, amount: string, limit: string | null) => string;
  claimStatus: Record<Claim['status'], string>;
  claim: (id: string, filed: string, claimed: string, status: string) => string;
  documents: (on: string) => string;
  settled: (amount: string, on: string) => string;
  rejected: (reason: string) => string;
  products: Record<Policy['product'], string>;
  policyStatus: Record<Policy['status'], string>;
  policy: (p: { product: string; id: string; status: string; cancelled: string | null; from: string; to: string; premium: string; sumInsured: string; delivered: string | null; refunds: { amount: string; on: string; id: string }[] }) => string;
  cardKinds: Record<Card['kind'], string>;
  cardStatus: Record<Card['status'], string>;
  card: (kind: string, last4: string, status: string) => string;
  txnStatus: Record<Transaction['status'], string>;
  txn: (amount: string, to: string, on: string, ref: string, status: string) => string;
  creditedBack: (amount: string, on: string) => string;
  nothingBack: string;
  /** Offered beside a payment asked "why?" of: how to report it as not the customer's. */
  notYours: string;
  /** A reference that names nothing of the customer's: not echoed, so a reply never confirms whose it is. */
  unknownReference: string;
}

const WORDS: Record<Language, RecordWords> = {
  en: {
    accounts: { bsbd: 'basic savings account', savings: 'savings account', current: 'current account', credit_card: 'credit card account' },
    balance: (name, id, amount) => `Your ${name} ${id} has a balance of ${amount}.`,
    owed: (id, amount, limit) => `Your credit card account ${id} has ${amount} outstanding${limit ? ` against a limit of ${limit}` : ''}.`,
    claimStatus: { submitted: 'submitted and waiting to be reviewed', under_review: 'under review', approved: 'approved and awaiting payment', rejected: 'rejected', settled: 'settled' },
    claim: (id, filed, claimed, status) => `Your claim ${id} (filed ${filed}, ${claimed} claimed) is ${status}.`,
    documents: (on) => `All documents were received on ${on}.`,
    settled: (amount, on) => `It was settled for ${amount} on ${on}.`,
    rejected: (reason) => `Reason given: ${reason}.`,
    products: { health: 'health', life: 'life', motor: 'motor', travel: 'travel' },
    policyStatus: { active: 'active', cancelled: 'cancelled', lapsed: 'lapsed', expired: 'expired' },
    policy: (p) => `Your ${p.product} policy ${p.id} is ${p.status}${p.cancelled ? `, cancelled on ${p.cancelled}` : ''}: cover from ${p.from} to ${p.to}, premium ${p.premium}, sum insured ${p.sumInsured}${p.delivered ? `; its document was delivered on ${p.delivered}` : ''}.${p.refunds.map((r) => ` ${r.amount} was refunded for it on ${r.on} (${r.id}).`).join('')}`,
    cardKinds: { debit: 'debit', credit: 'credit' },
    cardStatus: { active: 'active', blocked: 'blocked', lost: 'reported lost and cannot be used', expired: 'expired' },
    card: (kind, last4, status) => `Your ${kind} card ending ${last4} is ${status}.`,
    txnStatus: { posted: 'completed', failed: 'marked failed', reversed: 'marked reversed', pending: 'still pending' },
    txn: (amount, to, on, ref, status) => `Your payment of ${amount} to ${to} on ${on} (${ref}) is ${status}.`,
    creditedBack: (amount, on) => `${amount} was credited back for it on ${on}.`,
    nothingBack: 'Nothing has been credited back for it so far.',
    notYours: 'If you did not make this payment, tell us ("I did not make this payment") and we will look into it as unauthorised at once.',
    unknownReference: 'I could not find that reference among your claims, policies, payments or requests. Could you check the number? It is in the SMS or email we sent you; or ask "any update on my complaint?" and I will look up your open requests.',
  },
  hi: {
    accounts: { bsbd: 'बेसिक बचत खाते', savings: 'बचत खाते', current: 'चालू खाते', credit_card: 'क्रेडिट कार्ड खाते' },
    balance: (name, id, amount) => `आपके ${name} ${id} में ${amount} शेष है।`,
    owed: (id, amount, limit) => `आपके क्रेडिट कार्ड खाते ${id} पर ${amount} बकाया है${limit ? ` (सीमा ${limit})` : ''}।`,
    claimStatus: { submitted: 'दर्ज है और जाँच की प्रतीक्षा में है', under_review: 'जाँच में है', approved: 'स्वीकृत है और भुगतान बाकी है', rejected: 'अस्वीकार हो गया है', settled: 'निपट गया है' },
    claim: (id, filed, claimed, status) => `आपका क्लेम ${id} (${filed} को दर्ज, ${claimed} का दावा) ${status}।`,
    documents: (on) => `सभी दस्तावेज़ ${on} को मिल गए थे।`,
    settled: (amount, on) => `इसका ${amount} का भुगतान ${on} को हुआ।`,
    rejected: (reason) => `बताया गया कारण: ${reason}।`,
    products: { health: 'स्वास्थ्य', life: 'जीवन', motor: 'मोटर', travel: 'यात्रा' },
    policyStatus: { active: 'सक्रिय', cancelled: 'रद्द', lapsed: 'व्यपगत (लैप्स)', expired: 'समाप्त' },
    policy: (p) => `आपकी ${p.product} पॉलिसी ${p.id} ${p.status} है${p.cancelled ? ` (${p.cancelled} को रद्द)` : ''}: कवर ${p.from} से ${p.to} तक, प्रीमियम ${p.premium}, बीमा राशि ${p.sumInsured}${p.delivered ? `; पॉलिसी दस्तावेज़ ${p.delivered} को मिला` : ''}।${p.refunds.map((r) => ` इसके लिए ${r.amount} ${r.on} को वापस किए गए (${r.id})।`).join('')}`,
    cardKinds: { debit: 'डेबिट', credit: 'क्रेडिट' },
    cardStatus: { active: 'सक्रिय है', blocked: 'ब्लॉक है', lost: 'खोया हुआ दर्ज है और इस्तेमाल नहीं हो सकता', expired: 'एक्सपायर हो चुका है' },
    card: (kind, last4, status) => `आपका ${kind} कार्ड, जिसके आख़िरी चार अंक ${last4} हैं, ${status}।`,
    txnStatus: { posted: 'पूरा हो चुका है', failed: 'असफल दर्ज है', reversed: 'वापस (रिवर्स) दर्ज है', pending: 'अभी लंबित है' },
    txn: (amount, to, on, ref, status) => `${on} को ${to} को किया गया आपका ${amount} का भुगतान (${ref}) ${status}।`,
    creditedBack: (amount, on) => `इसके लिए ${amount} ${on} को आपके खाते में वापस जमा हुए।`,
    nothingBack: 'इसके लिए अब तक कोई राशि वापस जमा नहीं हुई है।',
    notYours: 'अगर यह भुगतान आपने नहीं किया, तो हमें बताइए ("यह भुगतान मैंने नहीं किया") और हम इसे तुरंत अनधिकृत लेनदेन के रूप में देखेंगे।',
    unknownReference: 'आपके क्लेम, पॉलिसी, भुगतान या अनुरोधों में यह नंबर नहीं मिला। कृपया नंबर जाँच लें: यह हमारे भेजे SMS या ईमेल में है; या पूछें "मेरी शिकायत का क्या हुआ?" और मैं आपके खुले अनुरोध देख लूँगा।',
  },
  'hi-Latn': {
    accounts: { bsbd: 'basic savings khate', savings: 'savings khate', current: 'current khate', credit_card: 'credit card khate' },
    balance: (name, id, amount) => `Aapke ${name} ${id} mein ${amount} ka balance hai.`,
    owed: (id, amount, limit) => `Aapke credit card khate ${id} par ${amount} baaki hai${limit ? ` (limit ${limit})` : ''}.`,
    // The record's own status word, as Hinglish speakers say it ("approved ho gaya hai").
    claimStatus: { submitted: 'darj hai aur review ka intezaar hai', under_review: 'review mein hai', approved: 'approved ho gaya hai, payment baaki hai', rejected: 'rejected ho gaya hai', settled: 'settled ho gaya hai' },
    claim: (id, filed, claimed, status) => `Aapka claim ${id} (${filed} ko darj, ${claimed} ka daava) ${status}.`,
    documents: (on) => `Saare documents ${on} ko mil gaye the.`,
    settled: (amount, on) => `Iska ${amount} ka payment ${on} ko hua.`,
    rejected: (reason) => `Bataya gaya kaaran: ${reason}.`,
    products: { health: 'health', life: 'life', motor: 'motor', travel: 'travel' },
    policyStatus: { active: 'active', cancelled: 'cancelled', lapsed: 'lapsed', expired: 'expired' },
    policy: (p) => `Aapki ${p.product} policy ${p.id} ${p.status} hai${p.cancelled ? ` (${p.cancelled} ko cancel hui)` : ''}: cover ${p.from} se ${p.to} tak, premium ${p.premium}, sum insured ${p.sumInsured}${p.delivered ? `; policy document ${p.delivered} ko mila` : ''}.${p.refunds.map((r) => ` Iske liye ${r.amount} ${r.on} ko wapas kiye gaye (${r.id}).`).join('')}`,
    cardKinds: { debit: 'debit', credit: 'credit' },
    cardStatus: { active: 'active hai', blocked: 'block hai', lost: 'lost darj hai aur use nahi ho sakta', expired: 'expire ho chuka hai' },
    card: (kind, last4, status) => `Aapka ${kind} card ending ${last4} ${status}.`,
    txnStatus: { posted: 'poora ho chuka hai', failed: 'failed darj hai', reversed: 'reverse darj hai', pending: 'abhi pending hai' },
    txn: (amount, to, on, ref, status) => `${on} ko ${to} ko kiya gaya aapka ${amount} ka payment (${ref}) ${status}.`,
    creditedBack: (amount, on) => `Iske liye ${amount} ${on} ko aapke khate mein wapas aa gaye.`,
    nothingBack: 'Iske liye abhi tak koi paisa wapas nahi aaya hai.',
    notYours: 'Agar yeh payment aapne nahi kiya, to humein bataiye ("yeh payment maine nahi kiya") aur hum ise turant unauthorised transaction ki tarah dekhenge.',
    unknownReference: 'Aapke claims, policies, payments ya requests mein yeh number nahi mila. Kripya number check kar lijiye: yeh hamare bheje SMS ya email mein hai; ya poochiye "meri complaint ka kya hua?" aur main aapki khuli requests dekh lunga.',
  },
};

const wordsFor = (language: string): RecordWords => WORDS[language === 'hi' || language === 'hi-Latn' ? language : 'en'];

function describeClaim(claim: Claim, w: RecordWords): string {
  const parts = [w.claim(claim.id, formatDateLong(claim.filedOn), formatInr(claim.amountClaimed), w.claimStatus[claim.status])];
  if (claim.documentsCompleteOn) parts.push(w.documents(formatDateLong(claim.documentsCompleteOn)));
  if (claim.status === 'settled' && claim.settledOn && claim.settledAmount !== null) parts.push(w.settled(formatInr(claim.settledAmount), formatDateLong(claim.settledOn)));
  if (claim.status === 'rejected' && claim.rejectionReason) parts.push(w.rejected(claim.rejectionReason));
  return parts.join(' ');
}

/** A policy's cover and dates, and what was refunded for it (the credits that settle it). */
function describePolicy(policy: Policy, records: CustomerRecords, w: RecordWords, timeZone: string): string {
  const refunds = settlingCredits(records, policy.id, REVERSAL_CHANNELS)
    .map((t) => ({ amount: formatInr(t.amount), on: formatDateLong(localDate(t.at, timeZone)), id: t.id }));
  return w.policy({
    product: w.products[policy.product], id: policy.id, status: w.policyStatus[policy.status],
    cancelled: policy.cancelledOn ? formatDateLong(policy.cancelledOn) : null,
    from: formatDateLong(policy.startOn), to: formatDateLong(policy.endOn), premium: formatInr(policy.premium), sumInsured: formatInr(policy.sumInsured),
    delivered: policy.deliveredOn ? formatDateLong(policy.deliveredOn) : null,
    refunds,
  });
}

/** Balances of the customer's own accounts (a credit card shows what is outstanding and the limit). */
function describeBalances(records: CustomerRecords, w: RecordWords): string | null {
  if (records.accounts.length === 0) return null;
  return records.accounts.map((a) => (a.type === 'credit_card'
    ? w.owed(a.id, formatInr(a.balance), a.creditLimit !== null ? formatInr(a.creditLimit) : null)
    : w.balance(w.accounts[a.type], a.id, formatInr(a.balance)))).join(' ');
}

/** "Is my card blocked?": the cards the message names (last four digits, debit or credit), else all of them. */
function describeCards(records: CustomerRecords, question: string, analysis: IntentAnalysis, w: RecordWords): string | null {
  if (records.cards.length === 0) return null;
  const byDigits = records.cards.filter((c) => analysis.entities.cardLast4.includes(c.last4));
  const kinds = (['debit', 'credit'] as const).filter((k) => new RegExp(`\\b${k}\\b`, 'i').test(question) || question.includes(WORDS.hi.cardKinds[k]));
  const byKind = records.cards.filter((c) => kinds.includes(c.kind));
  const asked = byDigits.length > 0 ? byDigits : byKind.length > 0 ? byKind : records.cards;
  return asked.map((c) => w.card(w.cardKinds[c.kind], c.last4, w.cardStatus[c.status])).join(' ');
}

/** A debit's status and what was credited back for it (reversals, refunds, compensation relating to it). */
function describeTransaction(txn: Transaction, records: CustomerRecords, w: RecordWords, timeZone: string): string {
  const back = records.transactions.filter((t) => t.direction === 'credit' && t.relatesTo === txn.id && t.status === 'posted');
  const parts = [w.txn(formatInr(txn.amount), txn.counterparty, formatDateLong(localDate(txn.at, timeZone)), txn.reference ?? txn.id, w.txnStatus[txn.status])];
  parts.push(...(back.length > 0 ? back.map((c) => w.creditedBack(formatInr(c.amount), formatDateLong(localDate(c.at, timeZone)))) : [w.nothingBack]));
  return parts.join(' ');
}

/** Words of a payee's name that say nothing of who was paid ("ATM", "PAY", "CHARGE"). */
const GENERIC_PAYEE_WORDS = new Set(['atm', 'upi', 'imps', 'neft', 'card', 'debit', 'credit', 'payment', 'transfer', 'charge', 'charges', 'fee',
  'fees', 'balance', 'account', 'bank', 'refund', 'reversal', 'online', 'premium', 'annual', 'late', 'minimum', 'from', 'with', 'this', 'that']);

/** A word of the question that is a word of the payee's name: "to rahul" for "rahul@okaxis", "at bandra" for "ATM BANDRA 0007". */
function namesPayee(question: string, txn: Transaction): boolean {
  const asked = new Set(question.toLowerCase().match(/\p{L}{4,}/gu) ?? []);
  return (txn.counterparty.toLowerCase().match(/\p{L}{4,}/gu) ?? []).some((w) => !GENERIC_PAYEE_WORDS.has(w) && asked.has(w));
}

/**
 * "Has the 12000 AirMiles amount been refunded?", "did my upi payment to rahul on the 10th go through?": the debits
 * the message singles out (one or two) by amount, payee, day or channel; each detail narrows the list when some debit
 * fits it, and at least one of amount, payee and day must be told.
 */
function debitsAsked(records: CustomerRecords, analysis: IntentAnalysis, question: string, timeZone: string): Transaction[] {
  const { amounts, counterparties, dates, channels } = analysis.entities;
  const payee = (t: Transaction) => counterparties.some((m) => m.trim().length > 2 && t.counterparty.toLowerCase().includes(m.toLowerCase().trim()))
    || namesPayee(question, t);
  const debits = records.transactions.filter((t) => t.direction === 'debit');
  const tests: ((t: Transaction) => boolean)[] = [
    ...(amounts.length > 0 ? [(t: Transaction) => amounts.includes(t.amount)] : []),
    ...(debits.some(payee) ? [payee] : []),
    ...(dates.length > 0 ? [(t: Transaction) => dates.some((d) => d.from <= localDate(t.at, timeZone) && localDate(t.at, timeZone) <= d.to)] : []),
  ];
  if (tests.length === 0) return [];
  const byChannel = channels.length > 0 ? [(t: Transaction) => channels.includes(t.channel)] : [];
  const asked = [...tests, ...byChannel].reduce((left, fits) => (left.some(fits) ? left.filter(fits) : left), debits);
  // Nothing told fits any debit: nothing singled out.
  if (!tests.some((fits) => asked.every(fits))) return [];
  return asked.length <= 2 ? asked : [];
}

/** The records the message names, in any form the customer writes an id ("clm 7001", "7001", "CLAIM-7001"). */
function named<T extends { id: string }>(items: readonly T[], analysis: IntentAnalysis): T[] {
  const strong = analysis.entities.references;
  const weak = analysis.entities.numbers ?? [];
  // "policy 4202" names no claim CLM-4202, whatever bare "4202" beside it matches; "claim 4202" no policy.
  const said = new Set([...strong, ...weak].map(kindOf).filter((k) => k !== null));
  const ofKindSaid = (id: string) => {
    const kind = kindOf(id);
    return said.size === 0 || kind === null || said.has(kind);
  };
  return items.filter((item) => ofKindSaid(item.id)
    && (strong.some((r) => referenceStrength(r, item.id) >= 2) || weak.some((n) => referenceStrength(n, item.id) >= 1)));
}

/** Whether a record is a policy or a claim, by its id or by the word a number is labelled with ("POLICY-4202"). */
const kindOf = (token: string): 'policy' | 'claim' | null => (/^POL/i.test(token) ? 'policy' : /^(?:CLAIM|CLM)/i.test(token) ? 'claim' : null);

/**
 * The references a status question gives (with letters and digits: "TKT-48213", "CLM 9001") that name none of the
 * customer's claims, policies or payments; such a question has nothing of theirs to answer from, and no page does.
 */
function unknownReferences(records: CustomerRecords, analysis: IntentAnalysis): string[] {
  const ids = [
    ...records.claims.map((c) => c.id), ...records.policies.map((p) => p.id),
    ...records.transactions.flatMap((t) => [t.id, t.reference ?? '']), ...records.accounts.map((a) => a.id),
  ].filter((id) => id.length > 0);
  return analysis.entities.references
    .filter((r) => /[A-Z]/i.test(r) && /\d{3,}/.test(r))
    .filter((r) => !ids.some((id) => referenceStrength(r, id) >= 1));
}

/**
 * The claims a status question singles out by what it states of them ("meri 65000 wali claim", "the one from January",
 * "the pending one"): each detail narrows the list when some claim fits it, and is passed over when none does.
 */
function narrowClaims(claims: Claim[], analysis: IntentAnalysis): Claim[] {
  const { amounts, dates, claimStates = [] } = analysis.entities;
  const tests: ((c: Claim) => boolean)[] = [
    ...(amounts.length > 0 ? [(c: Claim) => amounts.some((a) => a === c.amountClaimed || a === c.settledAmount)] : []),
    ...(dates.length > 0 ? [(c: Claim) => dates.some((d) => d.from <= c.filedOn && c.filedOn <= d.to)] : []),
    ...(claimStates.length > 0 ? [(c: Claim) => claimStates.some((s) => CLAIM_STATUSES_TOLD[s].includes(c.status))] : []),
  ];
  return tests.reduce((left, fits) => (left.some(fits) ? left.filter(fits) : left), claims);
}

/** When something of the customer's ends: "when does my policy end?", "kab khatam ho rahi hai?", "कब खत्म हो रही है?". */
const ENDS_ASKED = /\bwhen\b[^.?!]{0,40}\b(?:end|ends|ending|expire|expires|finish|finishes|run out|runs out)\b|\bkab\b[^.?!]{0,20}\b(?:khatam|khatm|khatham|samapt|expire|end)\b|कब[^।?]{0,20}(?:खत्म|ख़त्म|समाप्त)/i;

/** What the customer's own premium is: "how much is my premium?", "meri policy ka premium kitna hai", "मेरा प्रीमियम कितना है". */
const PREMIUM_ASKED = /\b(?:how much|what)\b[^.?!]{0,25}\b(?:my|our)\b[^.?!]{0,25}\bpremium\b|\b(?:my|our)\b[^.?!]{0,20}\bpremium\b[^.?!]{0,15}\b(?:amount|how much)\b|\b(?:mera|meri|mere|hamara|hamari)\b[^.?!]{0,25}\bpremium\b[^.?!]{0,15}\b(?:kitna|kitni|kya)\b|(?:मेरा|मेरी|मेरे|हमारा|हमारी)[^।?]{0,25}प्रीमियम[^।?]{0,15}(?:कितना|कितनी|क्या)/i;

/** Status and balance questions about the customer's own claims, policies and accounts, answered from records only. */
export function answerFromRecords(question: string, analysis: IntentAnalysis, records: CustomerRecords, timeZone: string): string | null {
  const w = wordsFor(analysis.language);
  if (analysis.asks === 'balance') return describeBalances(records, w);
  if (analysis.asks === 'cards') return describeCards(records, question, analysis, w);
  const claims = named(records.claims, analysis);
  const policies = named(records.policies, analysis);
  const asksStatus = analysis.asks === 'status'
    || /\b(status|update|progress|where is|what happened|details?|sum insured|sum assured|expir\w*|renew\w*|valid till|cover(?:age)?|how much did i get|deliver\w*)\b/i.test(question)
    || ENDS_ASKED.test(question) || PREMIUM_ASKED.test(question);
  if (claims.length > 0) return claims.map((c) => describeClaim(c, w)).join(' ');
  if (policies.length > 0) return policies.map((p) => describePolicy(p, records, w, timeZone)).join(' ');
  const unknown = asksStatus ? unknownReferences(records, analysis) : [];
  if (unknown.length > 0) return w.unknownReference;
  // "Any update on my travel claim?": the claims on policies of the product mentioned, else all of them.
  const products = analysis.entities.products;
  const ofProduct = (policyId: string) => {
    const product = records.policies.find((p) => p.id === policyId)?.product;
    return products.length === 0 || (product !== undefined && products.includes(product));
  };
  const claimsAsked = narrowClaims(records.claims.filter((c) => ofProduct(c.policyId)), analysis);
  if (asksStatus && /\bclaims?\b|क्लेम|दावा|दावे|\bdava\b|\bdawa\b/i.test(question) && records.claims.length > 0) {
    return (claimsAsked.length > 0 ? claimsAsked : records.claims).map((c) => describeClaim(c, w)).join(' ');
  }
  if (asksStatus && /\bpolic(y|ies)\b|\binsurance\b|\bbima\b|पॉलिसी|बीमा|\bpremium\b|प्रीमियम/i.test(question) && records.policies.length > 0) {
    // "… my policy? the travel one": the policies of the product named, when the customer has any.
    const ofProductNamed = records.policies.filter((p) => products.includes(p.product));
    return (ofProductNamed.length > 0 ? ofProductNamed : records.policies).map((p) => describePolicy(p, records, w, timeZone)).join(' ');
  }
  return null;
}

/**
 * "Has the 12000 AirMiles payment been refunded yet?": the status of the debits the message singles out and what was
 * credited back for them, from the records only (no document is its source); null when it names none.
 */
export function answerPaymentStatus(question: string, analysis: IntentAnalysis, records: CustomerRecords, timeZone: string): string | null {
  if (analysis.asks !== 'status') return null;
  const debits = debitsAsked(records, analysis, question, timeZone);
  if (debits.length === 0) return null;
  const w = wordsFor(analysis.language);
  const described = debits.map((t) => describeTransaction(t, records, w, timeZone)).join(' ');
  // "Why was 8000 debited?" of a payment that went through: the customer may not know it, and may say so.
  return ASKS_WHY.test(question) && debits.some((t) => t.status === 'posted' && t.channel !== 'fee') ? `${described} ${w.notYours}` : described;
}

const ASKS_WHY = /\b(?:why|how come|kyun|kyon|kyu|kaise)\b|क्यों|कैसे/i;
