// The fixed reasons a customer is told beside a rule's findings (outcome.ts, decide.ts, approval.ts, the act node's
// refused payment, the offline verifier's record match), worded in English, Hindi and romanised Hindi from their facts.
// `reason(code, facts)` gives the English sentence with its code and facts; the reply renders the customer's language.
import { phrasesOf, wording } from './wording.js';

type Amounts = { amount: number; limit: number };
type Confidence = { confidence: number; threshold: number };

const fixed = (en: string, hi: string, hiLatn: string) => wording<Record<string, never>>({ en: () => en, hi: () => hi, 'hi-Latn': () => hiLatn });

/** The kind of a refused credit in Hindi and Hinglish ("reversal" stays as customers say it). */
const CREDIT_KIND: Record<string, { hi: string; latn: string }> = {
  reversal: { hi: 'रिवर्सल', latn: 'reversal' },
  refund: { hi: 'रिफंड', latn: 'refund' },
  compensation: { hi: 'मुआवज़ा', latn: 'muaavza' },
  interest: { hi: 'ब्याज', latn: 'byaaj' },
};

export const REASON_WORDS = {
  policy_does_not_allow: fixed(
    'The policy does not allow this claim.',
    'हमारी नीति के अनुसार यह दावा स्वीकार नहीं किया जा सकता।',
    'Hamari policy ke anusaar yeh claim sweekar nahi kiya ja sakta.',
  ),
  person_decides: fixed(
    'The policy leaves this decision to a person.',
    'हमारी नीति के अनुसार इस पर निर्णय हमारे एक अधिकारी लेंगे।',
    'Hamari policy ke anusaar is par faisla hamare ek adhikari lenge.',
  ),
  deadline_passed: fixed(
    'Urgent: the deadline has already passed.',
    'तत्काल: समय-सीमा पहले ही बीत चुकी है।',
    'Urgent: deadline pehle hi nikal chuki hai.',
  ),
  review_required: fixed(
    'The policy requires a reviewer to approve this claim type.',
    'हमारी नीति के अनुसार इस प्रकार के दावे के लिए एक समीक्षक की स्वीकृति ज़रूरी है।',
    'Hamari policy ke anusaar is tarah ke claim ke liye ek reviewer ka approval zaroori hai.',
  ),
  above_auto_limit: wording<Amounts>({
    en: (f, w) => `${w.inr(f.amount)} is above the automatic approval limit of ${w.inr(f.limit)}.`,
    hi: (f, w) => `${w.inr(f.amount)} की राशि स्वचालित स्वीकृति की सीमा ${w.inr(f.limit)} से अधिक है।`,
    'hi-Latn': (f, w) => `${w.inr(f.amount)} ki raashi automatic approval ki seema ${w.inr(f.limit)} se zyada hai.`,
  }),
  low_confidence: wording<Confidence>({
    en: (f) => `Confidence ${f.confidence.toFixed(2)} is below the threshold ${f.threshold.toFixed(2)}.`,
    hi: (f) => `हमारी जाँच का भरोसा स्तर ${f.confidence.toFixed(2)} है, जो ज़रूरी स्तर ${f.threshold.toFixed(2)} से कम है।`,
    'hi-Latn': (f) => `Hamari jaanch ka confidence ${f.confidence.toFixed(2)} hai, jo zaroori level ${f.threshold.toFixed(2)} se kam hai.`,
  }),
  above_four_eyes: wording<Amounts>({
    en: (f, w) => `${w.inr(f.amount)} is above the four-eyes limit of ${w.inr(f.limit)}: two reviewers must approve.`,
    hi: (f, w) => `${w.inr(f.amount)} की राशि ${w.inr(f.limit)} की सीमा से अधिक है, इसलिए दो समीक्षकों की स्वीकृति ज़रूरी है।`,
    'hi-Latn': (f, w) => `${w.inr(f.amount)} ki raashi ${w.inr(f.limit)} ki seema se zyada hai, isliye do reviewers ka approval zaroori hai.`,
  }),
  eligible_within_limits: wording<Amounts & Confidence>({
    en: (f, w) => `Eligible under the policy: ${w.inr(f.amount)} is within the automatic approval limit of ${w.inr(f.limit)} and confidence ${f.confidence.toFixed(2)} meets the threshold ${f.threshold.toFixed(2)}.`,
    hi: (f, w) => `नीति के अनुसार यह दावा सही है: ${w.inr(f.amount)} की राशि स्वचालित स्वीकृति की सीमा ${w.inr(f.limit)} के भीतर है और जाँच का भरोसा स्तर ${f.confidence.toFixed(2)} ज़रूरी स्तर ${f.threshold.toFixed(2)} तक पहुँचता है।`,
    'hi-Latn': (f, w) => `Policy ke anusaar yeh claim sahi hai: ${w.inr(f.amount)} ki raashi automatic approval ki seema ${w.inr(f.limit)} ke andar hai aur jaanch ka confidence ${f.confidence.toFixed(2)} zaroori level ${f.threshold.toFixed(2)} tak pahunchta hai.`,
  }),
  complaint_raised: fixed(
    'You were not satisfied with our earlier answer, so we have raised a formal complaint.',
    'आप हमारे पिछले उत्तर से संतुष्ट नहीं थे, इसलिए हमने आपकी ओर से औपचारिक शिकायत दर्ज कर दी है।',
    'Aap hamare pichhle jawab se santusht nahi the, isliye humne aapki taraf se formal shikayat darj kar di hai.',
  ),
  service_complaint: fixed(
    'This is a complaint about our service; a customer care manager will look into it.',
    'यह हमारी सेवा के बारे में शिकायत है; हमारे ग्राहक सेवा प्रबंधक इसे देखेंगे।',
    'Yeh hamari service ke baare mein shikayat hai; hamare customer care manager ise dekhenge.',
  ),
  specialist_review: fixed(
    'We could not confirm this automatically, so a specialist will review your case.',
    'हम इसकी पुष्टि अपने-आप नहीं कर सके, इसलिए एक विशेषज्ञ आपके मामले की समीक्षा करेंगे।',
    'Hum iski pushti automatically nahi kar sake, isliye ek specialist aapke case ko review karenge.',
  ),
  model_needs_human: fixed(
    'We could not complete the checks on this claim automatically, so a colleague will review it.',
    'हम इस दावे की जाँच अपने-आप पूरी नहीं कर सके, इसलिए हमारे एक सहयोगी इसकी समीक्षा करेंगे।',
    'Hum is claim ki jaanch automatically poori nahi kar sake, isliye hamare ek saathi ise review karenge.',
  ),
  unidentified_after_asking: fixed(
    'We could not identify the record after asking; a colleague will contact you.',
    'आपसे पूछने के बाद भी हम सही रिकॉर्ड की पहचान नहीं कर सके; हमारे एक सहयोगी आपसे संपर्क करेंगे।',
    'Aapse poochhne ke baad bhi hum sahi record pehchaan nahi sake; hamare ek saathi aapse sampark karenge.',
  ),
  not_confirmed: fixed(
    'You did not confirm, so we have not made any change. Your message is recorded and a colleague can follow up.',
    'आपने पुष्टि नहीं की, इसलिए हमने कोई बदलाव नहीं किया है। आपका संदेश दर्ज कर लिया गया है और हमारे सहयोगी आगे संपर्क कर सकते हैं।',
    'Aapne confirm nahi kiya, isliye humne koi badlaav nahi kiya hai. Aapka sandesh darj kar liya gaya hai aur hamare saathi aage sampark kar sakte hain.',
  ),
  reviewer_did_not_approve: fixed(
    'The reviewer did not approve the claim.',
    'समीक्षक ने इस दावे को स्वीकृति नहीं दी।',
    'Reviewer ne is claim ko approve nahi kiya.',
  ),
  records_changed: fixed(
    'Your records changed while the claim was being reviewed, so a specialist will look at it again before anything is paid.',
    'दावे की समीक्षा के दौरान आपके रिकॉर्ड बदल गए, इसलिए कोई भी भुगतान करने से पहले एक विशेषज्ञ इसे दोबारा देखेंगे।',
    'Claim ke review ke dauraan aapke records badal gaye, isliye koi bhi payment karne se pehle ek specialist ise dobara dekhenge.',
  ),
  payment_refused: wording<{ amount: number; kind: string; relatesTo: string; label: string }>({
    en: (f, w) => `The payment system did not accept the credit of ${w.inr(f.amount)} (${f.label}), so a colleague will review your claim; nothing more was paid.`,
    hi: (f, w) => `भुगतान प्रणाली ने ${f.relatesTo} के लिए ${w.inr(f.amount)} का क्रेडिट (${CREDIT_KIND[f.kind]?.hi ?? f.kind}) स्वीकार नहीं किया, इसलिए हमारे एक सहयोगी आपके दावे की समीक्षा करेंगे; इसके अलावा कोई भुगतान नहीं किया गया है।`,
    'hi-Latn': (f, w) => `Payment system ne ${f.relatesTo} ke liye ${w.inr(f.amount)} ka credit (${CREDIT_KIND[f.kind]?.latn ?? f.kind}) sweekar nahi kiya, isliye hamare ek saathi aapke claim ko review karenge; iske alawa koi payment nahi kiya gaya hai.`,
  }),
  records_several: wording<{ count: number; label: string }>({
    en: (f) => `${f.count} of your records could match this ${f.label}.`,
    hi: (f) => `आपके ${f.count} रिकॉर्ड इस मामले से मेल खा सकते हैं।`,
    'hi-Latn': (f) => `Aapke ${f.count} records is maamle se match ho sakte hain.`,
  }),
  records_none: wording<{ label: string }>({
    en: (f) => `No record of yours matches this ${f.label}.`,
    hi: () => 'आपका कोई भी रिकॉर्ड इस मामले से मेल नहीं खाता।',
    'hi-Latn': () => 'Aapka koi bhi record is maamle se match nahi karta.',
  }),
};

/** A fixed reason as told: its English text with its code and facts. */
export const reason = phrasesOf(REASON_WORDS);
