// The offline reply writer's sentences in English, Hindi (Devanagari) and romanised Hindi: the same facts (amounts in
// Indian digit grouping, formula, ticket references, card and policy ids, timeline) in the customer's language.
import type { ClaimType } from '../../../domain/vocabulary.js';
import type { Language } from '../../../policy/wording.js';
import { claimNoun, type TenantProfile } from '../../ports.js';

export type ReplyLanguage = Language;

export function replyLanguage(code: string): ReplyLanguage {
  return code === 'hi' || code === 'hi-Latn' ? code : 'en';
}

/**
 * Hindi nouns of the demo packs' claim types, each feminine (शिकायत, अर्ज़ी, माँग, रिपोर्ट, आपत्ति) as the sentences' "आपकी …"
 * needs; a claim type without one is named as its pack declares it.
 */
const NOUNS_HI: Partial<Record<ClaimType, string>> = {
  failed_atm_withdrawal: 'असफल एटीएम निकासी की शिकायत',
  failed_upi_transfer: 'असफल यूपीआई/आईएमपीएस ट्रांसफर की शिकायत',
  failed_card_payment: 'असफल कार्ड भुगतान की शिकायत',
  duplicate_card_charge: 'कार्ड पर दोहरे शुल्क की शिकायत',
  unauthorized_transaction: 'अनधिकृत लेनदेन की रिपोर्ट',
  fee_reversal: 'शुल्क वापसी की अर्ज़ी',
  card_block: 'कार्ड ब्लॉक करने की अर्ज़ी',
  policy_cancellation_refund: 'पॉलिसी रद्द करने और रिफंड की अर्ज़ी',
  duplicate_premium_debit: 'दोहरे प्रीमियम कटौती की शिकायत',
  claim_settlement_delay: 'क्लेम निपटान में देरी पर ब्याज की माँग',
  claim_rejection_dispute: 'क्लेम के निर्णय पर आपत्ति',
};
const NOUNS_HI_LATN: Partial<Record<ClaimType, string>> = {
  failed_atm_withdrawal: 'failed ATM withdrawal ki shikayat',
  failed_upi_transfer: 'failed UPI/IMPS transfer ki shikayat',
  failed_card_payment: 'failed card payment ki shikayat',
  duplicate_card_charge: 'card par double charge ki shikayat',
  unauthorized_transaction: 'anadhikrit (unauthorised) transaction ki report',
  fee_reversal: 'fee wapsi ki request',
  card_block: 'card block karne ki request',
  policy_cancellation_refund: 'policy cancel aur refund ki request',
  duplicate_premium_debit: 'double premium katne ki shikayat',
  claim_settlement_delay: 'claim settlement mein deri par byaaj ki maang',
  claim_rejection_dispute: 'claim ke faisle par aapatti',
};

/** The claim type inside a reply sentence, in the reply's language. */
export function claimNounIn(language: ReplyLanguage, tenant: Pick<TenantProfile, 'claims'>, claimType: ClaimType | null): string {
  if (claimType === null) return { en: 'request', hi: 'अर्ज़ी', 'hi-Latn': 'request' }[language];
  const translated = language === 'hi' ? NOUNS_HI[claimType] : language === 'hi-Latn' ? NOUNS_HI_LATN[claimType] : undefined;
  return translated ?? claimNoun(tenant, claimType);
}

/** Every sentence the offline reply writer uses, by language; arguments are already formatted facts. */
export interface Phrasebook {
  dear(name: string): string;
  notFound: string;
  clarifyDefault: string;
  logged(feature: boolean): string;
  reference(ids: string[]): string;
  /** The card by its last four digits. */
  cardBlocked(last4: string): string;
  policyCancelled(policy: string): string;
  credited(claim: string, amount: string, formula: string | null): string;
  completed(claim: string): string;
  reviewerRejected(claim: string): string;
  pendingApproval(claim: string, amount: string | null): string;
  blockedAtOnce(last4: string): string;
  cannotAccept(claim: string): string;
  complaintOffer: string;
  escalated(claim: string | null): string;
  sources: string;
}

const list = (ids: string[]) => ids.join(', ');

/** The words of a rule's formula ("100.00 × 3 days late", "× 200/365 days unexpired"), in Hindi; its numbers stay as they are. */
const FORMULA_WORDS: Record<Exclude<ReplyLanguage, 'en'>, [RegExp, string][]> = {
  hi: [[/\b(\d+) days? late\b/g, '$1 दिन की देरी'], [/\b(\d+) days unexpired\b/g, '$1 दिन शेष'], [/\b(\d+) days on cover\b/g, '$1 दिन कवर'], [/\b(\d+) days\b/g, '$1 दिन'],
    [/\balready paid\b/g, 'पहले दिया जा चुका'], [/\bcustomer liability\b/g, 'ग्राहक की देनदारी'],
    [/\bstamp duty\b/g, 'स्टांप ड्यूटी'], [/\bmedical examination\b/g, 'मेडिकल जाँच']],
  'hi-Latn': [[/\b(\d+) days? late\b/g, '$1 din ki deri'], [/\b(\d+) days unexpired\b/g, '$1 din baaki'], [/\b(\d+) days on cover\b/g, '$1 din cover'], [/\b(\d+) days\b/g, '$1 din'],
    [/\balready paid\b/g, 'pehle diya ja chuka'], [/\bcustomer liability\b/g, 'grahak ki dendari'],
    [/\bmedical examination\b/g, 'medical jaanch']],
};

function formulaIn(language: Exclude<ReplyLanguage, 'en'>, formula: string): string {
  return FORMULA_WORDS[language].reduce((text, [words, said]) => text.replace(words, said), formula);
}

export const PHRASES: Record<ReplyLanguage, Phrasebook> = {
  en: {
    dear: (name) => `Dear ${name},`,
    notFound: "I could not find this in our published information, so I won't guess. Would you like me to raise a ticket so that a colleague can answer you?",
    clarifyDefault: 'Could you tell me more about the transaction, such as its amount and date?',
    logged: (feature) => `Thank you. We have recorded your ${feature ? 'suggestion' : 'request'} and the right team will take it forward.`,
    reference: (ids) => (ids.length === 1 ? ` Your reference is ${ids[0]}.` : ` Your references are ${list(ids)}.`),
    cardBlocked: (last4) => `Your card ending ${last4} is now blocked, so no further payments can be made with it.`,
    policyCancelled: (policy) => `Your policy ${policy} is cancelled.`,
    credited: (claim, amount, formula) => `We checked your ${claim} against your records and our policy, and it is valid. We have credited ${amount} to you${formula ? ` (${formula})` : ''}.`,
    completed: (claim) => `We have completed your ${claim}.`,
    reviewerRejected: (claim) => `A reviewer has looked at your ${claim} and could not approve it.`,
    pendingApproval: (claim, amount) => `Your ${claim}${amount ? ` of ${amount}` : ''} meets our policy and has been passed to a reviewer for approval; no money moves until they approve.`,
    blockedAtOnce: (last4) => ` We have blocked your card ending ${last4} at once to stop any further use.`,
    cannotAccept: (claim) => `We have checked your ${claim} against your records and our policy, and we cannot accept it:`,
    complaintOffer: '\nIf you are not satisfied with this answer, reply and we will raise a formal complaint for you.',
    escalated: (claim) => `We have passed your ${claim ?? 'complaint'} to ${claim ? 'a specialist' : 'our customer care team'}, who will contact you.`,
    sources: 'Sources',
  },
  hi: {
    dear: (name) => `प्रिय ${name},`,
    notFound: 'यह जानकारी हमारे प्रकाशित दस्तावेज़ों में नहीं मिली, इसलिए मैं अनुमान नहीं लगाऊँगा। क्या मैं टिकट बना दूँ ताकि हमारे सहयोगी आपको उत्तर दें?',
    clarifyDefault: 'कृपया लेनदेन के बारे में थोड़ा और बताइए, जैसे उसकी राशि और तारीख।',
    logged: (feature) => `धन्यवाद। हमने आपका ${feature ? 'सुझाव' : 'अनुरोध'} दर्ज कर लिया है और संबंधित टीम इस पर काम करेगी।`,
    reference: (ids) => ` आपका संदर्भ क्रमांक ${list(ids)} है।`,
    cardBlocked: (last4) => `आपका कार्ड, जिसके आख़िरी चार अंक ${last4} हैं, अब ब्लॉक है, इससे आगे कोई भुगतान नहीं हो सकेगा।`,
    policyCancelled: (policy) => `आपकी पॉलिसी ${policy} रद्द कर दी गई है।`,
    credited: (claim, amount, formula) => `हमने आपकी ${claim} को आपके रिकॉर्ड और हमारी नीति से जाँचा है, और यह सही है। हमने आपके खाते में ${amount} जमा कर दिए हैं${formula ? ` (${formulaIn('hi', formula)})` : ''}।`,
    completed: (claim) => `आपका ${claim} पूरा कर दिया गया है।`,
    reviewerRejected: (claim) => `एक समीक्षक ने आपकी ${claim} देखी और इसे स्वीकृत नहीं कर सके।`,
    pendingApproval: (claim, amount) => `आपकी ${claim}${amount ? ` (${amount})` : ''} हमारी नीति के अनुसार है और स्वीकृति के लिए समीक्षक को भेजी गई है; स्वीकृति तक कोई राशि नहीं भेजी जाएगी।`,
    blockedAtOnce: (last4) => ` आगे के दुरुपयोग को रोकने के लिए हमने आपका कार्ड, जिसके आख़िरी चार अंक ${last4} हैं, तुरंत ब्लॉक कर दिया है।`,
    cannotAccept: (claim) => `हमने आपकी ${claim} को आपके रिकॉर्ड और हमारी नीति से जाँचा है, और हम इसे स्वीकार नहीं कर सकते:`,
    complaintOffer: '\nयदि आप इस उत्तर से संतुष्ट नहीं हैं, तो उत्तर दें और हम आपके लिए औपचारिक शिकायत दर्ज करेंगे।',
    escalated: (claim) => `हमने आपकी ${claim ?? 'शिकायत'} ${claim ? 'एक विशेषज्ञ' : 'हमारी ग्राहक सेवा टीम'} को भेज दी है, जो आपसे संपर्क करेंगे।`,
    sources: 'स्रोत',
  },
  'hi-Latn': {
    dear: (name) => `Namaste ${name},`,
    notFound: 'Yeh jaankari hamare published documents mein nahi mili, isliye main andaaza nahi lagaunga. Kya main ticket bana doon taaki hamare saathi aapko jawab dein?',
    clarifyDefault: 'Kripya transaction ke baare mein thoda aur bataiye, jaise uski raashi aur taareekh.',
    logged: (feature) => `Dhanyavaad. Humne aapka ${feature ? 'sujhaav' : 'anurodh'} darj kar liya hai aur sahi team ispar kaam karegi.`,
    reference: (ids) => ` Aapka reference ${list(ids)} hai.`,
    cardBlocked: (last4) => `Aapka card ending ${last4} ab block hai, isse aage koi payment nahi ho sakega.`,
    policyCancelled: (policy) => `Aapki policy ${policy} cancel kar di gayi hai.`,
    credited: (claim, amount, formula) => `Humne aapki ${claim} ko aapke records aur hamari policy se jaancha hai, aur yeh sahi hai. Humne aapke khaate mein ${amount} jama kar diye hain${formula ? ` (${formulaIn('hi-Latn', formula)})` : ''}.`,
    completed: (claim) => `Aapka ${claim} poora kar diya gaya hai.`,
    reviewerRejected: (claim) => `Ek reviewer ne aapki ${claim} dekhi aur ise approve nahi kar sake.`,
    pendingApproval: (claim, amount) => `Aapki ${claim}${amount ? ` (${amount})` : ''} hamari policy ke anusaar hai aur approval ke liye reviewer ko bheji gayi hai; approval tak koi paisa nahi bheja jayega.`,
    blockedAtOnce: (last4) => ` Aage ke durupyog ko rokne ke liye humne aapka card ending ${last4} turant block kar diya hai.`,
    cannotAccept: (claim) => `Humne aapki ${claim} ko aapke records aur hamari policy se jaancha hai, aur hum ise sweekar nahi kar sakte:`,
    complaintOffer: '\nAgar aap is jawab se santusht nahi hain, to reply karein aur hum aapke liye formal shikayat darj karenge.',
    escalated: (claim) => `Humne aapki ${claim ?? 'shikayat'} ${claim ? 'ek specialist' : 'hamari customer care team'} ko bhej di hai, jo aapse sampark karenge.`,
    sources: 'Sources',
  },
};
