// The questions the graph asks before acting (which record, which claim type, yes or no to one claim, cancel on these
// terms) in English, Hindi (Devanagari) and romanised Hindi: records described in that language (a candidate's
// `describeIn`) with the same amounts in Indian digit grouping, ids, dates and formula; the customer answers in any of
// them (readsAsConsent, readsAsChoice).
import type { ClaimType } from '../../../domain/vocabulary.js';
import type { CancellationTerm } from '../../../policy/evidence.js';
import type { ConfirmedActions, QuestionWords } from '../../../policy/questions.js';
import { claimLabel, type TenantProfile } from '../../ports.js';
import { claimNounIn, type ReplyLanguage } from './reply-phrases.js';

/** Claim types as options of a "which of these happened?" question; a type without one shows its pack label. */
const LABELS: Record<Exclude<ReplyLanguage, 'en'>, Partial<Record<ClaimType, string>>> = {
  hi: {
    failed_atm_withdrawal: 'असफल एटीएम निकासी (खाते से पैसे कटे, नकद नहीं मिला)',
    failed_upi_transfer: 'असफल यूपीआई/आईएमपीएस ट्रांसफर (खाते से पैसे कटे, पाने वाले को नहीं मिले)',
    failed_card_payment: 'असफल कार्ड भुगतान (खाते से पैसे कटे, व्यापारी ने भुगतान की पुष्टि नहीं की)',
    failed_card_to_card_transfer: 'असफल कार्ड-से-कार्ड ट्रांसफर (कार्ड से पैसे कटे, पाने वाले के कार्ड में नहीं आए)',
    duplicate_card_charge: 'कार्ड पर दोहरा शुल्क',
    unauthorized_transaction: 'अनधिकृत लेनदेन',
    fee_reversal: 'शुल्क वापसी का अनुरोध',
    card_block: 'कार्ड ब्लॉक करने का अनुरोध',
    policy_cancellation_refund: 'पॉलिसी रद्द करना और रिफंड',
    duplicate_premium_debit: 'दोहरी प्रीमियम कटौती',
    claim_settlement_delay: 'क्लेम निपटान में देरी',
    claim_rejection_dispute: 'क्लेम अस्वीकृति पर आपत्ति',
  },
  'hi-Latn': {
    failed_atm_withdrawal: 'Failed ATM withdrawal (khaate se paise kate, cash nahi mila)',
    failed_upi_transfer: 'Failed UPI/IMPS transfer (khaate se paise kate, paane wale ko nahi mile)',
    failed_card_payment: 'Failed card payment (khaate se paise kate, merchant ne payment confirm nahi kiya)',
    failed_card_to_card_transfer: 'Failed card-to-card transfer (card se paise kate, paane wale ke card mein nahi aaye)',
    duplicate_card_charge: 'Card par double charge',
    unauthorized_transaction: 'Anadhikrit (unauthorised) transaction',
    fee_reversal: 'Fee wapsi ka anurodh',
    card_block: 'Card block karne ka anurodh',
    policy_cancellation_refund: 'Policy cancel aur refund',
    duplicate_premium_debit: 'Double premium katna',
    claim_settlement_delay: 'Claim settlement mein deri',
    claim_rejection_dispute: 'Claim reject hone par aapatti',
  },
};

/** The sentences, by language; `label` and `noun` are bound to the tenant by `questionWords`. */
type QuestionSentences = Omit<QuestionWords, 'label' | 'noun' | 'language'>;

const numbered = (items: string[]) => items.map((item, i) => `${i + 1}. ${item}`).join('\n');

/** "block X and credit ₹590.00 to your account": the parts a yes agrees to, joined in the language's "and". */
function joined(parts: (string | null)[], and: string): string {
  return parts.filter((p): p is string => p !== null).join(and);
}

const TERMS: Record<ReplyLanguage, Record<CancellationTerm, string>> = {
  en: { whole_amount: 'you asked for the whole amount back', conditional: 'you made it conditional', later_date: 'you named a later date', wish_unclear: 'we want to be sure you wish to cancel it' },
  hi: { whole_amount: 'आपने पूरी राशि वापस माँगी है', conditional: 'आपने इसे एक शर्त के साथ माँगा है', later_date: 'आपने बाद की तारीख बताई है', wish_unclear: 'हम पक्का करना चाहते हैं कि आप इसे रद्द करना चाहते हैं' },
  'hi-Latn': { whole_amount: 'aapne poori raashi wapas maangi hai', conditional: 'aapne ise ek shart ke saath maanga hai', later_date: 'aapne baad ki taareekh batayi hai', wish_unclear: 'hum pakka karna chahte hain ki aap ise cancel karna chahte hain' },
};

const SENTENCES: Record<ReplyLanguage, QuestionSentences> = {
  en: {
    whichRecord: (records, kind = 'record') => `I found more than one record that could match:\n${numbered(records)}\nWhich one do you mean? ${kind === 'card' ? "You can reply with its number in the list or the card's last four digits." : 'You can reply with the amount and the date.'}`,
    noRecord: 'I could not find a matching record in your account. Could you tell me the amount, the date and, if you have it, the reference number?',
    whichType: (labels) => `To check the right records, which of these happened?\n${numbered(labels)}\nYou can reply with the number, or tell us in your own words.`,
    confirm: (claim, record, a: ConfirmedActions) => {
      const what = joined([a.block && `block ${a.block}`, a.blockCardOf && `block the card it was made with (${a.blockCardOf})`, a.cancel && `cancel ${a.cancel}`, a.credit && `credit ${a.credit} to your account`, a.review && `send a claim for ${a.review} to a reviewer`], ' and ');
      return `Before we go ahead, please confirm: is this about ${claim} on ${record}, and do you want us to ${what}? Please reply yes or no.`;
    },
    cancelOnTerms: (record, terms, amount, formula) =>
      `Before we cancel ${record}: ${terms.map((t) => TERMS.en[t]).join(', and ')}. If we cancel it today, you would get ${amount} (${formula}). Shall we cancel it today on these terms? Please reply yes or no.`,
  },
  hi: {
    whichRecord: (records, kind = 'record') => `मुझे एक से अधिक रिकॉर्ड मिले जो मेल खा सकते हैं:\n${numbered(records)}\nआप किसकी बात कर रहे हैं? ${kind === 'card' ? 'आप सूची में उसका क्रमांक या कार्ड के आख़िरी चार अंक लिखकर बता सकते हैं।' : 'आप राशि और तारीख लिखकर बता सकते हैं।'}`,
    noRecord: 'मुझे आपके खाते में कोई मेल खाता रिकॉर्ड नहीं मिला। क्या आप राशि, तारीख और, यदि आपके पास हो, तो संदर्भ संख्या बता सकते हैं?',
    whichType: (labels) => `सही रिकॉर्ड जाँचने के लिए बताइए, इनमें से क्या हुआ था?\n${numbered(labels)}\nआप नंबर लिखकर या अपने शब्दों में बता सकते हैं।`,
    confirm: (claim, record, a: ConfirmedActions) => {
      const what = joined([a.block && `${a.block} ब्लॉक करें`, a.blockCardOf && `जिस कार्ड से भुगतान हुआ था (${a.blockCardOf}) उसे ब्लॉक करें`, a.cancel && `${a.cancel} रद्द करें`, a.credit && `आपके खाते में ${a.credit} जमा करें`, a.review && `${a.review} का दावा समीक्षक को भेजें`], ' और ');
      return `आगे बढ़ने से पहले कृपया पुष्टि करें: क्या यह ${record} के बारे में ${claim} है, और क्या आप चाहते हैं कि हम ${what}? कृपया हाँ या नहीं में उत्तर दें।`;
    },
    cancelOnTerms: (record, terms, amount, formula) =>
      `आपकी ${record} रद्द करने से पहले: ${terms.map((t) => TERMS.hi[t]).join(', और ')}। अगर हम इसे आज रद्द करते हैं, तो आपको ${amount} मिलेंगे (${formula})। क्या हम इन शर्तों पर इसे आज रद्द कर दें? कृपया हाँ या नहीं में उत्तर दें।`,
  },
  'hi-Latn': {
    whichRecord: (records, kind = 'record') => `Mujhe ek se zyada record mile jo match ho sakte hain:\n${numbered(records)}\nAap kiski baat kar rahe hain? ${kind === 'card' ? 'Aap list mein uska number ya card ke aakhri chaar ank likh kar bata sakte hain.' : 'Aap raashi aur taareekh likh kar bata sakte hain.'}`,
    noRecord: 'Mujhe aapke khaate mein koi matching record nahi mila. Kya aap raashi, taareekh aur, agar aapke paas ho, to reference number bata sakte hain?',
    whichType: (labels) => `Sahi records check karne ke liye bataiye, inmein se kya hua tha?\n${numbered(labels)}\nAap number likh kar ya apne shabdon mein bata sakte hain.`,
    confirm: (claim, record, a: ConfirmedActions) => {
      const what = joined([a.block && `${a.block} block karein`, a.blockCardOf && `jis card se payment hua tha (${a.blockCardOf}) use block karein`, a.cancel && `${a.cancel} cancel karein`, a.credit && `aapke khaate mein ${a.credit} jama karein`, a.review && `${a.review} ka claim reviewer ko bhejein`], ' aur ');
      return `Aage badhne se pehle kripya confirm karein: kya yeh ${record} ke baare mein ${claim} hai, aur kya aap chahte hain ki hum ${what}? Kripya haan ya nahi mein jawab dein.`;
    },
    cancelOnTerms: (record, terms, amount, formula) =>
      `Aapki ${record} cancel karne se pehle: ${terms.map((t) => TERMS['hi-Latn'][t]).join(', aur ')}. Agar hum ise aaj cancel karte hain, to aapko ${amount} milenge (${formula}). Kya hum in sharton par ise aaj cancel kar dein? Kripya haan ya nahi mein jawab dein.`,
  },
};

/** The questions in one reply language, with the tenant's claim types named in it. */
export function questionWords(language: ReplyLanguage, tenant: Pick<TenantProfile, 'claims'>): QuestionWords {
  return {
    ...SENTENCES[language],
    language,
    label: (claimType) => (language === 'en' ? undefined : LABELS[language][claimType]) ?? claimLabel(tenant, claimType),
    noun: (claimType) => claimNounIn(language, tenant, claimType),
  };
}
